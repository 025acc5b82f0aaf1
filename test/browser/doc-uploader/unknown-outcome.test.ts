/**
 * A document whose upload's answer was lost may be on the worksite (issue #38): the uploader says so, and that sending
 * it again will not add it twice; it keeps the upload's key with the file's name, size and last change, so that the
 * same file sent to the same worksite after a reload, or once removed and added again, replays the key (one document,
 * never two); "Retirer" asks first. Storage that throws turns this off without a word. Against the sandbox.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import type { DocUploader } from '../../../src/elements/doc-uploader/doc-uploader.js';
import { failNext, sandboxRequests, sandboxState } from '../helpers/sandbox.js';
import { $, action, activeId, chooseType, dropFiles, freshSandbox, item, items, mountUploader, status, uploadRequests, waitForStates } from './uploader-fixture.js';

const STORED = 'cee-widgets:unknown-outcomes';
/** The same file each time: a name, a size and a last change (what a file picked again from the disk carries). */
const scan = () => new File([new Uint8Array(2048).fill(7)], 'avis-imposition.pdf', { type: 'application/pdf', lastModified: 1_760_000_000_000 });
const text = (li: HTMLElement) => (li.textContent ?? '').replace(/\s+/g, ' ');
const button = (el: DocUploader, part: string) => el.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="${part}"]`);

/** Drops `file`, gives it type 3, sends it, and the service creates it but its answer is lost (504). */
async function loseTheUpload(el: DocUploader, file = scan()): Promise<void> {
  await dropFiles(el, [file]);
  await chooseType(el, item(el, items(el).length - 1), '3');
  await failNext({ method: 'POST', path: '/partner/v1/worksites/1/documents', status: 504, after: true });
  action(item(el, items(el).length - 1), 'send')!.click();
  await waitForStates(el, (s) => s.at(-1) === 'failed', 'the lost answer');
}

describe('<doc-uploader> when an upload’s outcome is unknown', () => {
  beforeEach(freshSandbox);

  it('says the document may be on the worksite and that sending again will not add it twice; nothing personal stored', async () => {
    const el = await mountUploader();
    await loseTheUpload(el);
    expect(text(item(el, 0))).to.contain('Le document a peut-être déjà été ajouté au chantier. L’envoyer à nouveau ne l’ajoutera pas en double.');
    expect(status(el)).to.contain('peut-être déjà été ajouté');
    const stored = localStorage.getItem(STORED) ?? '';
    const [request] = await uploadRequests();
    expect(stored).to.contain(request!.idempotencyKey!);
    for (const told of ['avis-imposition', '2048', '1760000000000']) expect(stored.includes(told), told).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('replays the key when the same file is sent to the same worksite after a reload: one document', async () => {
    const before = await sandboxState();
    let el = await mountUploader();
    await loseTheUpload(el);
    // The page reloaded: a new uploader, the same file picked again.
    el.remove();
    el = await mountUploader();
    const uploaded: number[] = [];
    el.addEventListener('document-uploaded', (e) => uploaded.push((e as CustomEvent).detail.document.id));
    await dropFiles(el, [scan()]);
    await chooseType(el, item(el, 0), '3');
    action(item(el, 0), 'send')!.click();
    await waitForStates(el, (s) => s[0] === 'done', 'the document of before the reload');
    const keys = (await uploadRequests()).map((r) => r.idempotencyKey);
    expect(keys.length).to.equal(2);
    expect(keys[1]).to.equal(keys[0]);
    expect((await sandboxState()).documents).to.equal(before.documents + 1);
    expect(uploaded.length).to.equal(1);
    expect(localStorage.getItem(STORED)).to.equal(null);

    // Another file, or the same to another worksite, is another document.
    const other = await mountUploader({ 'worksite-id': '2' });
    await dropFiles(other, [scan()]);
    await chooseType(other, item(other, 0), '3');
    action(item(other, 0), 'send')!.click();
    await waitForStates(other, (s) => s[0] === 'done' || s[0] === 'failed', 'the upload to worksite 2');
    const [toOther] = await sandboxRequests({ method: 'POST', path: '/partner/v1/worksites/2/documents' });
    expect(toOther!.idempotencyKey).to.not.equal(keys[0]);
  });

  it('asks before "Retirer" takes away a document that may be on the worksite; added again, it is not added twice', async () => {
    const before = await sandboxState();
    const el = await mountUploader();
    await loseTheUpload(el);
    action(item(el, 0), 'remove')!.click();
    await el.updateComplete;
    // Asked, not removed: the question, focused answers, said in the live region.
    expect(items(el).length).to.equal(1);
    expect(text(item(el, 0))).to.contain('le retirer de cette liste ne le retire pas du chantier. Le retirer quand même ?');
    await waitUntil(() => activeId(el).endsWith('-remove-confirm'), 'focus on the answer');
    expect(status(el)).to.contain('Le retirer quand même ?');
    await expect(el).to.be.accessible();

    button(el, 'remove-keep')!.click();
    await waitUntil(() => activeId(el).endsWith('-remove'), 'focus back on Retirer');
    expect(items(el).length).to.equal(1);
    expect(button(el, 'remove-confirm')).to.equal(null);

    action(item(el, 0), 'remove')!.click();
    await el.updateComplete;
    button(el, 'remove-confirm')!.click();
    await el.updateComplete;
    expect(items(el).length).to.equal(0);
    expect(status(el)).to.contain('retiré de la liste');

    // The same file added again and sent: the key is replayed, the document is the one already there.
    await dropFiles(el, [scan()]);
    await chooseType(el, item(el, 0), '3');
    action(item(el, 0), 'send')!.click();
    await waitForStates(el, (s) => s[0] === 'done', 'the document already there');
    const keys = (await uploadRequests()).map((r) => r.idempotencyKey);
    expect(keys.length).to.equal(2);
    expect(keys[1]).to.equal(keys[0]);
    expect((await sandboxState()).documents).to.equal(before.documents + 1);
  });

  it('removes at once a document whose upload the service refused: nothing of it can exist', async () => {
    const el = await mountUploader();
    await dropFiles(el, [scan()]);
    await chooseType(el, item(el, 0), '3');
    await failNext({ method: 'POST', path: '/partner/v1/worksites/1/documents', status: 400, body: JSON.stringify({ message: 'Requête invalide.' }) });
    action(item(el, 0), 'send')!.click();
    await waitForStates(el, (s) => s[0] === 'ready' && text(item(el, 0)).includes('Requête invalide.'), 'the refusal');
    action(item(el, 0), 'remove')!.click();
    await el.updateComplete;
    expect(items(el).length).to.equal(0);
  });

  it('works without storage: a storage that throws turns the keeping off, silently, and a retry still settles it', async () => {
    const before = await sandboxState();
    const setItem = Storage.prototype.setItem;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('Refused', 'SecurityError');
    };
    Storage.prototype.getItem = () => {
      throw new DOMException('Refused', 'SecurityError');
    };
    try {
      const el = await mountUploader();
      await loseTheUpload(el);
      action(item(el, 0), 'retry')!.click();
      await waitForStates(el, (s) => s[0] === 'done', 'the retry');
      const sent = (await uploadRequests()).map((r) => `${r.status} ${r.idempotencyKey}`);
      expect(`${(await sandboxState()).documents - before.documents} ${sent.join(', ')}`).to.equal(`1 ${sent.join(', ')}`);
      expect($(el, '[part~="file"]').dataset.state).to.equal('done');
    } finally {
      Storage.prototype.setItem = setItem;
      Storage.prototype.getItem = getItem;
    }
    expect(localStorage.getItem(STORED)).to.equal(null);
  });
});
