/**
 * `GestureCode` alone (src/ui/gesture-code.ts), on a minimal host whose "code" is a promise the test settles by
 * hand: a gesture before the code waits busy and runs once it came; a second press while waiting does nothing; a
 * failure is kept, told once, and retried; a wait dropped (drop(), or the host leaving the page) runs nothing when
 * the code arrives, and leaves nothing busy.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { GestureCode } from '../../../src/ui/gesture-code.js';
import { defineElement } from '../../../src/ui/define-element.js';

interface Deferred {
  promise: Promise<string>;
  resolve(value: string): void;
  reject(error: unknown): void;
}

function deferred(): Deferred {
  let resolve!: (value: string) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<string>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

class GestureHost extends LitElement {
  /** Each fetch of the code, in order: the test settles them. */
  readonly fetches: Deferred[] = [];
  readonly told: unknown[] = [];
  readonly code = new GestureCode<string>(
    this,
    () => {
      const fetch = deferred();
      this.fetches.push(fetch);
      return fetch.promise;
    },
    'Test code',
    { failed: (error) => this.told.push(error) },
  );

  override render() {
    return html`<button aria-busy=${this.code.busy ? 'true' : 'false'}>Send</button>`;
  }
}
defineElement('gesture-code-host', GestureHost);

/** Lets the code's promise chain settle (a resolved promise's callbacks run in the microtasks after it). */
const settle = async (host: GestureHost) => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
  await host.updateComplete;
};

describe('GestureCode', () => {
  it('waits busy for the code, runs the gesture once it came, and a second press while waiting does nothing', async () => {
    const host = await fixture<GestureHost>(html`<gesture-code-host></gesture-code-host>`);
    const ran: string[] = [];
    expect(host.code.run((code) => ran.push(`first:${code}`))).to.equal(true);
    expect(host.code.run((code) => ran.push(`second:${code}`))).to.equal(false);
    await host.updateComplete;
    expect(host.code.busy).to.equal(true);
    expect(host.shadowRoot!.querySelector('button')!.getAttribute('aria-busy')).to.equal('true');
    expect(host.fetches.length).to.equal(1);
    host.fetches[0]!.resolve('calc');
    await settle(host);
    expect(ran).to.deep.equal(['first:calc']);
    expect(host.code.busy).to.equal(false);
    expect(host.shadowRoot!.querySelector('button')!.getAttribute('aria-busy')).to.equal('false');
    // The code here: a gesture runs at once, without a fetch.
    host.code.run((code) => ran.push(`third:${code}`));
    expect(ran).to.deep.equal(['first:calc', 'third:calc']);
    expect(host.fetches.length).to.equal(1);
  });

  it('keeps a failure, tells it once, and retries the same gesture with a new fetch', async () => {
    const host = await fixture<GestureHost>(html`<gesture-code-host></gesture-code-host>`);
    const ran: string[] = [];
    host.code.run((code) => ran.push(code));
    host.fetches[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    await settle(host);
    expect(host.code.busy).to.equal(false);
    expect((host.code.failure as Error).message).to.equal('Test code could not be loaded.');
    expect((host.code.failure as { kind?: string }).kind).to.equal('network');
    expect(host.told.length).to.equal(1);
    expect(ran).to.deep.equal([]);
    host.code.retry();
    expect(host.code.failure).to.equal(undefined);
    expect(host.code.busy).to.equal(true);
    expect(host.fetches.length).to.equal(2);
    host.fetches[1]!.resolve('calc');
    await settle(host);
    expect(ran).to.deep.equal(['calc']);
    expect(host.told.length).to.equal(1);
  });

  it('drops a wait no longer current: the code arriving runs nothing and leaves nothing busy', async () => {
    const host = await fixture<GestureHost>(html`<gesture-code-host></gesture-code-host>`);
    const ran: string[] = [];
    host.code.run((code) => ran.push(`stale:${code}`));
    host.code.drop();
    expect(host.code.busy).to.equal(false);
    // A new gesture after the drop waits for the same fetch, and is the only one to run.
    host.code.run((code) => ran.push(`current:${code}`));
    host.fetches[0]!.resolve('calc');
    await settle(host);
    expect(ran).to.deep.equal(['current:calc']);
    expect(host.code.busy).to.equal(false);
  });

  it('drops the wait when the host leaves the page, and a failure arriving after it is not told', async () => {
    const host = await fixture<GestureHost>(html`<gesture-code-host></gesture-code-host>`);
    const ran: string[] = [];
    host.code.run((code) => ran.push(code));
    const parent = host.parentElement!;
    host.remove();
    host.fetches[0]!.reject(new TypeError('offline'));
    await settle(host);
    expect(host.told.length).to.equal(0);
    expect(host.code.failure).to.equal(undefined);
    expect(host.code.busy).to.equal(false);
    parent.append(host);
    host.code.run((code) => ran.push(code));
    host.fetches[1]!.resolve('calc');
    await settle(host);
    expect(ran).to.deep.equal(['calc']);
  });

  it('whenHere queues gestures in order without making anything busy', async () => {
    const host = await fixture<GestureHost>(html`<gesture-code-host></gesture-code-host>`);
    const ran: string[] = [];
    host.code.whenHere((code) => ran.push(`a:${code}`));
    host.code.whenHere((code) => ran.push(`b:${code}`));
    expect(host.code.busy).to.equal(false);
    expect(host.fetches.length).to.equal(1);
    host.fetches[0]!.resolve('up');
    await settle(host);
    expect(ran).to.deep.equal(['a:up', 'b:up']);
  });
});
