/**
 * Each document goes through the shared submission controller (`ui/submission.ts`, issue #11), as the simulator's
 * calculation and the worksite's creation do: its in-flight guard, its abort, its idempotency key (the same for a
 * retry, another for the next document), and it leaves the element with its document.
 */
import { expect } from '@open-wc/testing';
import { Submission } from '../../../src/ui/submission.js';
import { failNext, sandboxRequests } from '../helpers/sandbox.js';
import { UPLOAD_PATH, action, chooseType, dropFiles, freshSandbox, item, mountUploader, pdf, states, waitForStates } from './uploader-fixture.js';

/** Counts calls of `Submission.prototype[name]` made with `host` as the controller's host, while `during` runs. */
async function callsOf(name: 'send' | 'cancel' | 'dispose', host: EventTarget, during: () => Promise<void>): Promise<number> {
  const original = Submission.prototype[name] as (...args: unknown[]) => unknown;
  let calls = 0;
  (Submission.prototype as unknown as Record<string, unknown>)[name] = function (this: { host: unknown }, ...args: unknown[]) {
    if (this.host === host) calls++;
    return original.apply(this, args);
  };
  try {
    await during();
  } finally {
    (Submission.prototype as unknown as Record<string, unknown>)[name] = original;
  }
  return calls;
}

describe('<doc-uploader> on the shared submission controller', () => {
  beforeEach(freshSandbox);

  it('sends a document through Submission, once for a double click', async () => {
    const el = await mountUploader();
    await dropFiles(el, [pdf('devis.pdf', 2048)]);
    await chooseType(el, item(el, 0), '3');
    const sends = await callsOf('send', el, async () => {
      const send = action(item(el, 0), 'send')!;
      send.click();
      send.click();
      await waitForStates(el, (s) => s[0] === 'done', 'the upload');
    });
    expect(sends).to.equal(1);
    expect((await sandboxRequests({ method: 'POST', path: UPLOAD_PATH })).length).to.equal(1);
  });

  it('cancels through Submission: the request is aborted and the document is back to editing', async () => {
    const el = await mountUploader();
    await dropFiles(el, [pdf('devis.pdf', 2048)]);
    await chooseType(el, item(el, 0), '3');
    await failNext({ method: 'POST', path: UPLOAD_PATH, delayMs: 3000 });
    const cancels = await callsOf('cancel', el, async () => {
      action(item(el, 0), 'send')!.click();
      await waitForStates(el, (s) => s[0] === 'uploading', 'the upload');
      action(item(el, 0), 'cancel')!.click();
      await el.updateComplete;
    });
    expect(cancels).to.equal(1);
    expect(states(el)).to.deep.equal(['ready']);
  });

  it('keeps a key per document: another document sends another key', async () => {
    const el = await mountUploader({ multiple: true });
    await dropFiles(el, [pdf('a.pdf', 2048), pdf('b.pdf', 4096)]);
    await chooseType(el, item(el, 0), '3');
    await chooseType(el, item(el, 1), '3');
    action(item(el, 0), 'send')!.click();
    action(item(el, 1), 'send')!.click();
    await waitForStates(el, (s) => s.every((state) => state === 'done'), 'both uploads');
    const keys = (await sandboxRequests({ method: 'POST', path: UPLOAD_PATH })).map((r) => r.idempotencyKey);
    expect(keys.length).to.equal(2);
    expect(keys[0]).to.be.a('string').and.not.equal(keys[1]);
  });

  it('lets a removed document’s controller go', async () => {
    const el = await mountUploader();
    await dropFiles(el, [pdf('devis.pdf', 2048)]);
    await chooseType(el, item(el, 0), '3');
    await failNext({ method: 'POST', path: UPLOAD_PATH, delayMs: 3000 });
    action(item(el, 0), 'send')!.click();
    await waitForStates(el, (s) => s[0] === 'uploading', 'the upload');
    action(item(el, 0), 'cancel')!.click();
    await el.updateComplete;
    const disposed = await callsOf('dispose', el, async () => {
      action(item(el, 0), 'remove')!.click();
      await el.updateComplete;
    });
    expect(disposed).to.equal(1);
    expect(states(el)).to.deep.equal([]);
  });
});
