/**
 * English in chunks (src/i18n/english.ts): what a render waits for, and what happens when a chunk is slow or fails.
 */
import { expect } from '@open-wc/testing';
import { nextTask } from './helpers/signals.js';
import { englishOf, type EnglishPack } from '../../src/i18n/english-packs.js';
import { englishReady, ENGLISH_WAIT_MS } from '../../src/i18n/english-fetch.js';

describe('English chunks', () => {
  it('a chunk that fails: the wait ends with it, in French, and it is not fetched again for a while', async () => {
    let fetches = 0;
    const failing = () => {
      fetches++;
      return Promise.reject(new Error('offline'));
    };
    let late = 0;
    const waiting = englishReady(failing, () => late++);
    expect(waiting instanceof Promise).to.equal(true);
    await waiting;
    expect(englishOf(failing)).to.equal(undefined);
    // Right after a failure, a render does not wait (nor fetch) again: the words stay French for now.
    expect(englishReady(failing, () => late++)).to.equal(undefined);
    expect(fetches).to.equal(1);
    expect(late).to.equal(0);
  });

  it('a slow chunk: the render waits for it a moment, then goes on, and is told when it arrives', async () => {
    let arrive!: (pack: EnglishPack) => void;
    const slow = () => new Promise<EnglishPack>((resolve) => (arrive = resolve));
    let late = 0;
    const started = performance.now();
    await englishReady(slow, () => late++);
    expect(performance.now() - started).to.be.at.least(ENGLISH_WAIT_MS - 20);
    expect(englishOf(slow)).to.equal(undefined);
    expect(late).to.equal(0);
    // Waited for once: the next renders (keystrokes, answers) go on at once, in French, and are told too.
    let lateToo = 0;
    expect(englishReady(slow, () => lateToo++)).to.equal(undefined);
    arrive({ messages: { 'x.hello': 'Hello' } });
    await nextTask();
    expect(late).to.equal(1);
    expect(lateToo).to.equal(1);
    expect(englishOf(slow)?.['x.hello']).to.equal('Hello');
    // Here now: nothing to wait for.
    expect(englishReady(slow, () => late++)).to.equal(undefined);
  });

  it('a chunk that arrives in time: the render waits for it and nothing is called later', async () => {
    const quick = () => Promise.resolve({ messages: { 'x.bye': 'Bye' } });
    let late = 0;
    await englishReady(quick, () => late++);
    expect(englishOf(quick)?.['x.bye']).to.equal('Bye');
    // Nothing is left to arrive: once every reaction to the chunk has run, none called `late`.
    await nextTask();
    expect(late).to.equal(0);
  });
});
