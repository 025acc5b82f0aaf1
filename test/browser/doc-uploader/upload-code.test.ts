/**
 * `<doc-uploader>`'s upload code (the list, its queue and uploads): not fetched to show the drop zone and the
 * link entry, fetched once when a visitor reaches into the element, waited for by a document added first (added
 * once, when it comes), and fetched again after the network lost it, the typed link kept.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { DocUploader } from '../../../src/elements/doc-uploader/doc-uploader.js';
import type { UploadCode } from '../../../src/elements/doc-uploader/upload-code.js';
import { defineElement } from '../../../src/ui/define-element.js';
import { held as heldChunk, switchable } from '../helpers/held-chunk.js';
import { $, freshSandbox, items, mountUploader, pdf, status } from './uploader-fixture.js';

type UploadCodeLoader = () => Promise<UploadCode>;
const realLoader: UploadCodeLoader = () => import('../../../src/elements/doc-uploader/upload-code.js').then((module) => module.uploading);

/** What the test element's loader does next; counts its calls. */
const chunk = switchable(realLoader);

class TestUploader extends DocUploader {
  protected static override uploadCode: UploadCodeLoader = () => chunk.load();
}
defineElement('doc-uploader-code', TestUploader);

const held = (fail = false) => heldChunk(realLoader, fail);

/** Drops `files` on the zone as a person's drag does (enter, then drop), without waiting for anything. */
function drop(el: DocUploader, files: File[]): void {
  const zone = $(el, '[part~="dropzone"]');
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  zone.dispatchEvent(new DragEvent('dragenter', { dataTransfer, bubbles: true, cancelable: true }));
  zone.dispatchEvent(new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true }));
}

const notice = (el: DocUploader): string => el.shadowRoot!.querySelector('.dropzone-notice')?.textContent?.trim() ?? '';
const names = (el: DocUploader): string[] => items(el).map((li) => li.querySelector<HTMLInputElement>('input[id$="-name"]')?.value ?? '');
const linkInput = (el: DocUploader) => $<HTMLInputElement>(el, '.link-form input');
const linkError = (el: DocUploader): string => el.shadowRoot!.querySelector('.link-form [part~="error"]')?.textContent?.trim() ?? '';

function typeLink(el: DocUploader, value: string): void {
  const input = linkInput(el);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

describe('<doc-uploader> upload code', () => {
  beforeEach(async () => {
    await freshSandbox();
    chunk.reset();
  });

  it('is not fetched to show the drop zone and the link entry, and is fetched once on the first focus', async () => {
    const el = await mountUploader({}, 'doc-uploader-code');
    expect(chunk.loads).to.equal(0);
    expect($(el, '[part~="choose"]').textContent?.trim()).to.equal('Choisir un fichier');
    expect($(el, '[part~="dropzone"] [part~="hint"]').textContent).to.contain('PDF, JPEG, PNG');
    $(el, '[part~="choose"]').focus();
    linkInput(el).focus();
    el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(chunk.loads).to.equal(1);
  });

  it('adds a file dropped while the code is on its way once it comes, once', async () => {
    const gate = held();
    chunk.next = gate.load;
    const el = await mountUploader({}, 'doc-uploader-code');
    drop(el, [pdf('devis.pdf')]);
    drop(el, [pdf('facture.pdf')]);
    await el.updateComplete;
    expect(items(el).length).to.equal(0);
    gate.open();
    await waitUntil(() => items(el).length === 2, 'the dropped files are added');
    expect(names(el)).to.deep.equal(['devis.pdf', 'facture.pdf']);
    expect(chunk.loads).to.equal(1);
    expect(status(el)).to.contain('facture');
  });

  it('says so when the network lost the code, and fetches it again with the next file', async () => {
    const gate = held(true);
    chunk.next = gate.load;
    const el = await mountUploader({}, 'doc-uploader-code');
    drop(el, [pdf('devis.pdf')]);
    gate.open();
    // The file is named as not added, and why.
    const message = '« devis.pdf » n’a pas été ajouté. Le service est injoignable. Vérifiez votre connexion puis réessayez.';
    await waitUntil(() => notice(el) === message, 'the drop zone tells the failure');
    expect(status(el)).to.equal(message);
    expect(items(el).length).to.equal(0);
    chunk.next = realLoader;
    drop(el, [pdf('devis.pdf')]);
    await waitUntil(() => items(el).length === 1, 'the file is added with the code fetched again');
    expect(chunk.loads).to.equal(2);
    expect(notice(el)).to.equal('');
  });

  it('keeps the files the network kept out, and adds them with its "Réessayer" without choosing them again', async () => {
    const gate = held(true);
    chunk.next = gate.load;
    const el = await mountUploader({ multiple: true }, 'doc-uploader-code');
    drop(el, [pdf('devis.pdf'), pdf('facture.pdf')]);
    gate.open();
    await waitUntil(() => notice(el).startsWith('2 documents n’ont pas été ajoutés.'), 'the drop zone tells the failure');
    const retry = () => el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="dropzone"] [part~="retry"]');
    await waitUntil(() => retry() !== null, 'no way to add them again');
    expect(retry()!.textContent!.trim()).to.equal('Réessayer d’ajouter les 2 documents');
    await expect(el).to.be.accessible();
    // Another file while the network is still lost: the kept ones stay with it.
    drop(el, [pdf('photo.pdf')]);
    await waitUntil(() => notice(el).startsWith('3 documents n’ont pas été ajoutés.'), 'the kept files were dropped');
    expect(retry()!.textContent!.trim()).to.equal('Réessayer d’ajouter les 3 documents');
    chunk.next = realLoader;
    retry()!.click();
    await waitUntil(() => items(el).length === 3, 'the kept files are added with the code fetched again');
    expect(names(el)).to.deep.equal(['devis.pdf', 'facture.pdf', 'photo.pdf']);
    expect(notice(el)).to.equal('');
    expect(retry() === null).to.equal(true);
    expect(chunk.loads).to.equal(3);
  });

  it('adds a link pressed twice while the code comes once, and keeps a link the network refused', async () => {
    let gate = held(true);
    chunk.next = gate.load;
    const el = await mountUploader({}, 'doc-uploader-code');
    typeLink(el, 'https://exemple.fr/devis.pdf');
    const add = $<HTMLButtonElement>(el, '.link-form button');
    add.click();
    gate.open();
    await waitUntil(() => linkError(el) !== '', 'the failure is shown on the link');
    expect(linkError(el)).to.contain('Le service est injoignable');
    expect(linkInput(el).value).to.equal('https://exemple.fr/devis.pdf');

    gate = held();
    chunk.next = gate.load;
    add.click();
    add.click();
    gate.open();
    await waitUntil(() => items(el).length > 0, 'the link is added');
    // A second add would have run with the first, on the code's arrival, before that render.
    await el.updateComplete;
    expect(items(el).length).to.equal(1);
    expect(linkInput(el).value).to.equal('');
    expect(linkError(el)).to.equal('');
  });
});
