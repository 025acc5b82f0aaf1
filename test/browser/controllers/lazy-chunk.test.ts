/**
 * `LazyChunk` alone (src/ui/lazy-chunk.ts), on a minimal host element: a module fetched once, on the visitor's first
 * gesture or when asked; a fetch that fails is a network error (the retry a visitor knows) and the next gesture
 * fetches again; what a gesture fetched is handed over once.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { ApiError } from '../../../src/api/errors.js';
import { GESTURES, LazyChunk } from '../../../src/ui/lazy-chunk.js';
import { defineElement } from '../../../src/ui/define-element.js';
import { held } from '../helpers/held-chunk.js';
import { nextTask } from '../helpers/signals.js';
import { waitUntil } from '../wait-until.js';

class ChunkHost extends LitElement {
  override render() {
    return html`<input aria-label="Typed" /><button type="button">Press</button>`;
  }
}
defineElement('lazy-chunk-host', ChunkHost);

/** A module as a chunk gives it, and a loader counting its calls, which fails while `failing` is set. */
function loader() {
  const module = { name: 'the module' };
  const state = { calls: 0, failing: false };
  const load = () => {
    state.calls++;
    return state.failing ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(module);
  };
  return { module, state, load };
}

const mount = () => fixture<ChunkHost>(html`<lazy-chunk-host></lazy-chunk-host>`);
const input = (host: ChunkHost) => host.shadowRoot!.querySelector('input')!;
const button = (host: ChunkHost) => host.shadowRoot!.querySelector('button')!;

describe('LazyChunk', () => {
  it('fetches nothing until asked, then once for any number of calls, at once or later', async () => {
    const { module, state, load } = loader();
    const chunk = new LazyChunk(load, 'The part');
    expect(state.calls).to.equal(0);
    expect(chunk.loading).to.equal(false);
    const [first, second] = [chunk.load(), chunk.load()];
    expect(chunk.loading).to.equal(true);
    expect(state.calls).to.equal(1);
    expect((await first) === module && (await second) === module).to.equal(true);
    expect(chunk.loading).to.equal(false);
    expect(chunk.value === module).to.equal(true);
    expect((await chunk.load()) === module).to.equal(true);
    expect(state.calls).to.equal(1);
  });

  it('turns a failed fetch into a network error naming the part, and fetches again on the next call', async () => {
    const { module, state, load } = loader();
    const chunk = new LazyChunk(load, 'The operation picker');
    state.failing = true;
    const error = await chunk.load().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error instanceof ApiError).to.equal(true);
    const { kind, message, cause } = error as ApiError;
    expect(`${kind} | ${message} | ${cause instanceof TypeError}`).to.equal('network | The operation picker could not be loaded. | true');
    expect(chunk.loading).to.equal(false);
    expect(chunk.value).to.equal(undefined);
    state.failing = false;
    expect((await chunk.load()) === module).to.equal(true);
    expect(state.calls).to.equal(2);
  });

  it('lists focus, a press and typing as the gestures that announce a visitor', () => {
    expect([...GESTURES].join()).to.equal('focusin,pointerdown,input');
  });

  for (const gesture of GESTURES) {
    it(`fetches on the host's first ${gesture}, once, and hands the module over once`, async () => {
      const host = await mount();
      const { module, state, load } = loader();
      const chunk = new LazyChunk(load, 'The part');
      const arrived: unknown[] = [];
      chunk.prefetchOn(host, undefined, (m) => arrived.push(m));
      expect(state.calls).to.equal(0);
      const target = gesture === 'pointerdown' ? button(host) : input(host);
      const fire = () =>
        gesture === 'focusin'
          ? target.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }))
          : gesture === 'pointerdown'
            ? target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }))
            : target.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
      fire();
      expect(state.calls).to.equal(1);
      await waitUntil(() => arrived.length === 1, 'the module never arrived');
      expect(arrived[0] === module).to.equal(true);
      // The listeners are gone: later gestures fetch and hand over nothing more.
      for (const type of GESTURES) host.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
      fire();
      await nextTask();
      expect(`${state.calls} ${arrived.length}`).to.equal('1 1');
    });
  }

  it('answers a real focus and a real press inside the shadow root (the events are composed)', async () => {
    const host = await mount();
    const { state, load } = loader();
    new LazyChunk(load, 'The part').prefetchOn(host);
    input(host).focus();
    expect(state.calls).to.equal(1);
  });

  it('listens to the gestures it is given, and only to them', async () => {
    const host = await mount();
    const { state, load } = loader();
    new LazyChunk(load, 'The uploader’s code').prefetchOn(host, [...GESTURES, 'dragenter']);
    host.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(state.calls).to.equal(0);
    host.dispatchEvent(new DragEvent('dragenter', { bubbles: true }));
    expect(state.calls).to.equal(1);
  });

  it('says each failure, and fetches again on the next gesture until the module comes', async () => {
    const host = await mount();
    const { module, state, load } = loader();
    const chunk = new LazyChunk(load, 'The calculation code');
    const failures: string[] = [];
    const arrived: unknown[] = [];
    chunk.prefetchOn(
      host,
      undefined,
      (m) => arrived.push(m),
      (error) => failures.push((error as ApiError).kind),
    );
    state.failing = true;
    input(host).focus();
    await waitUntil(() => failures.length === 1, 'the failure was never said');
    // Between a failure and the next gesture, nothing is fetched.
    await nextTask();
    expect(state.calls).to.equal(1);
    button(host).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitUntil(() => failures.length === 2, 'the second failure was never said');
    expect(failures.join()).to.equal('network,network');
    state.failing = false;
    input(host).dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    await waitUntil(() => arrived.length === 1, 'the module never arrived');
    expect(arrived[0] === module).to.equal(true);
    expect(chunk.value === module).to.equal(true);
    expect(state.calls).to.equal(3);
  });

  it('shares one fetch between a gesture and a call made while it is on its way', async () => {
    const host = await mount();
    const { module, state, load } = loader();
    const gate = held(load);
    const chunk = new LazyChunk(gate.load, 'The part');
    const arrived: unknown[] = [];
    chunk.prefetchOn(host, undefined, (m) => arrived.push(m));
    input(host).focus();
    expect(chunk.loading).to.equal(true);
    const asked = chunk.load();
    gate.open();
    expect((await asked) === module).to.equal(true);
    await waitUntil(() => arrived.length === 1, 'the module never arrived');
    expect(state.calls).to.equal(1);
  });
});
