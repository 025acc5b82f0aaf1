/**
 * `<doc-uploader>` when the network lies and when messages could mislead: a document the service created
 * although a gateway answered 504 is created once whatever the retries or edits; an upload cancelled after its body
 * left is settled before other values go; sizes that read the same rounded are
 * told in bytes; refused files are not counted as added; a 422 message is not shown twice; what the live region
 * said of a document's errors does not stay while it is sent.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { failNext, sandboxRequests, sandboxState } from '../helpers/sandbox.js';
import {
  $, UPLOAD_PATH, action, chooseType, dropFiles, freshSandbox, item, items, mountUploader, pdf, states, status, waitForStates,
} from './uploader-fixture.js';

const MIB = 1024 * 1024;

describe('<doc-uploader> reliability and words', () => {
  beforeEach(freshSandbox);

  it('creates one document after a 504 that followed the upload, then a retry with the same key', async () => {
    const before = await sandboxState();
    const el = await mountUploader();
    const uploaded: unknown[] = [];
    el.addEventListener('document-uploaded', (e) => uploaded.push((e as CustomEvent).detail.document));
    await dropFiles(el, [pdf('devis.pdf', 2048)]);
    await chooseType(el, item(el, 0), '3');
    await failNext({ method: 'POST', path: UPLOAD_PATH, status: 504, after: true });
    action(item(el, 0), 'send')!.click();
    await waitForStates(el, (s) => s[0] === 'failed', 'the 504');
    action(item(el, 0), 'retry')!.click();
    await waitForStates(el, (s) => s[0] === 'done', 'the retry');
    const keys = (await sandboxRequests({ method: 'POST', path: UPLOAD_PATH })).map((r) => r.idempotencyKey);
    expect(keys.length).to.equal(2);
    expect(keys[0]).to.equal(keys[1]);
    expect((await sandboxState()).documents).to.equal(before.documents + 1);
    expect(uploaded.length).to.equal(1);
  });

  it('after a lost answer and a type change, sends the first upload again and tells the document it made, once', async () => {
    const before = await sandboxState();
    const el = await mountUploader();
    const uploaded: number[] = [];
    el.addEventListener('document-uploaded', (e) => uploaded.push((e as CustomEvent).detail.document.type_id));
    await dropFiles(el, [pdf('devis.pdf', 2048)]);
    await chooseType(el, item(el, 0), '3');
    await failNext({ method: 'POST', path: UPLOAD_PATH, status: 504, after: true });
    action(item(el, 0), 'send')!.click();
    await waitForStates(el, (s) => s[0] === 'failed', 'the lost answer');
    await chooseType(el, item(el, 0), '5');
    action(item(el, 0), 'retry')!.click();
    await waitForStates(el, (s) => s[0] === 'done', 'the document of the first upload');
    const sent = await sandboxRequests({ method: 'POST', path: UPLOAD_PATH });
    expect(sent.length).to.equal(2);
    expect(sent[1]!.idempotencyKey).to.equal(sent[0]!.idempotencyKey);
    expect((await sandboxState()).documents).to.equal(before.documents + 1);
    expect(uploaded.map(String)).to.deep.equal(['3']);
    const text = item(el, 0).textContent!.replace(/\s+/g, ' ');
    expect(text).to.contain('Type : type de document 3');
    expect(text).to.contain('il l’a gardé avec les valeurs d’alors');
    await expect(el).to.be.accessible();
  });

  it('sends an upload cancelled after its whole body left again with its key, before other values', async () => {
    const el = await mountUploader();
    const progress: Array<[number, number]> = [];
    el.addEventListener('document-upload-progress', (e) => progress.push([(e as CustomEvent).detail.loaded, (e as CustomEvent).detail.total]));
    await dropFiles(el, [pdf('devis.pdf', 2048)]);
    await chooseType(el, item(el, 0), '3');
    await failNext({ method: 'POST', path: UPLOAD_PATH, delayMs: 5000 });
    action(item(el, 0), 'send')!.click();
    await waitUntil(async () => (await sandboxRequests({ method: 'POST', path: UPLOAD_PATH })).length === 1, 'the upload reaches the sandbox', { timeout: 10_000 });
    await waitUntil(() => progress.some(([loaded, total]) => total > 0 && loaded === total), 'its whole body is sent');
    action(item(el, 0), 'cancel')!.click();
    await waitForStates(el, (s) => s[0] === 'ready', 'the cancel');
    await chooseType(el, item(el, 0), '5');
    action(item(el, 0), 'send')!.click();
    await waitForStates(el, (s) => s[0] === 'done', 'the upload ends');
    const sent = await sandboxRequests({ method: 'POST', path: UPLOAD_PATH });
    // The cancelled request first, again (the service had not kept it: it creates it now), then nothing more.
    expect(sent.length).to.equal(2);
    expect(sent[1]!.idempotencyKey).to.equal(sent[0]!.idempotencyKey);
    expect(item(el, 0).textContent).to.contain('Type : type de document 3');
  });

  it('sends other values with a new key after a cancel before any byte left', async () => {
    const el = await mountUploader({ multiple: true });
    await dropFiles(el, ['a', 'b', 'c', 'd'].map((n) => pdf(`${n}.pdf`, 2048)));
    for (const li of items(el)) await chooseType(el, li, '3');
    await failNext({ method: 'POST', path: UPLOAD_PATH, delayMs: 300, times: 3 });
    $<HTMLButtonElement>(el, 'button[id$="-send-all"]').click();
    await el.updateComplete;
    // The fourth waits for a slot: cancelled there, it never left.
    expect(states(el)[3]).to.equal('waiting');
    action(item(el, 3), 'cancel')!.click();
    await chooseType(el, item(el, 3), '5');
    await waitForStates(el, (s) => s.slice(0, 3).every((state) => state === 'done'), 'the three uploads');
    action(item(el, 3), 'send')!.click();
    await waitForStates(el, (s) => s[3] === 'done', 'the fourth');
    const sent = await sandboxRequests({ method: 'POST', path: UPLOAD_PATH });
    expect(sent.length).to.equal(4);
    expect(new Set(sent.map((r) => r.idempotencyKey)).size).to.equal(4);
    expect(item(el, 3).textContent).to.contain('Type : type de document 5');
  });

  it('says a file of 20 MiB and one byte is over 20 MiB in bytes, not "20 Mo : max 20 Mo"', async () => {
    const el = await mountUploader({ multiple: true });
    await dropFiles(el, [pdf('big.pdf', 20 * MIB + 1)]);
    const text = item(el, 0).textContent!.replace(/\s+/g, ' ');
    expect(text).to.contain('20 971 521 o');
    expect(text).to.contain('20 971 520 o');
    expect(text).not.to.match(/20 Mo.*20 Mo/);
  });

  it('counts only the files it took when some are refused', async () => {
    const el = await mountUploader({ multiple: true });
    await dropFiles(el, [pdf('a.exe', 10, 'application/x-msdownload'), pdf('b.exe', 10, 'application/x-msdownload')]);
    expect(states(el).join()).to.equal('rejected,rejected');
    expect(status(el)).not.to.contain('ajouté');
    expect(status(el)).to.contain('« a.exe » refusé');
    await dropFiles(el, [pdf('c.exe', 10, 'application/x-msdownload'), pdf('d.pdf', 10)]);
    expect(status(el)).to.contain('« d.pdf » ajouté à la liste.');
    expect(status(el)).not.to.contain('2 documents');
  });

  it('shows a 422 message once when the service repeats it as its overview', async () => {
    const body = JSON.stringify({ message: 'Le fichier est illisible.', errors: { file: ['Le fichier est illisible.'] } });
    const el = await mountUploader();
    await dropFiles(el, [pdf('scan.pdf', 2048)]);
    await chooseType(el, item(el, 0), '3');
    await failNext({ method: 'POST', path: UPLOAD_PATH, status: 422, body });
    action(item(el, 0), 'send')!.click();
    await waitUntil(() => item(el, 0).textContent!.includes('illisible'), 'the 422', { timeout: 10_000 });
    await el.updateComplete;
    const text = item(el, 0).textContent!;
    expect(text.split('Le fichier est illisible.').length - 1).to.equal(1);
  });

  it('draws at most 20 of a document’s messages, each of at most 500 characters, and counts the others', async () => {
    const errors = { file: Array.from({ length: 60 }, (_, i) => `Fichier refusé (${i}) ${'x'.repeat(i === 0 ? 1000 : 0)}`) };
    const el = await mountUploader();
    await dropFiles(el, [pdf('scan.pdf', 2048)]);
    await chooseType(el, item(el, 0), '3');
    await failNext({ method: 'POST', path: UPLOAD_PATH, status: 422, body: JSON.stringify({ message: 'Refusé.', errors }) });
    action(item(el, 0), 'send')!.click();
    await waitUntil(() => item(el, 0).textContent!.includes('Fichier refusé'), 'the 422', { timeout: 10_000 });
    const lines = [...item(el, 0).querySelectorAll('.item-error p')].map((p) => p.textContent!.replace(/[\s\u202f]+/g, ' ').trim());
    // The service's overview, then the 20 messages the API core keeps and the count of the other 40.
    expect(lines.length).to.equal(22);
    expect(lines.at(-1)).to.equal('et 40 autres messages');
    expect(lines.every((line) => line.length <= 500)).to.equal(true);
  });

  it('no longer says a document was not sent once it is being sent', async () => {
    const el = await mountUploader();
    await dropFiles(el, [pdf('devis.pdf', 2048)]);
    action(item(el, 0), 'send')!.click();
    await el.updateComplete;
    expect(status(el)).to.contain('n’a pas été envoyé');
    await failNext({ method: 'POST', path: UPLOAD_PATH, delayMs: 300 });
    await chooseType(el, item(el, 0), '3');
    action(item(el, 0), 'send')!.click();
    await el.updateComplete;
    expect(status(el)).not.to.contain('n’a pas été envoyé');
    expect(status(el)).to.contain('Envoi de « devis.pdf »');
    await waitForStates(el, (s) => s[0] === 'done', 'the upload');
  });
});
