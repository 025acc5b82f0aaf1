/**
 * `<doc-uploader>` as a person reads it (#26): a "send all" shown only while it can send two documents or more (never
 * a disabled "(0)"), sentences joined by a colon without a capital after it (ours and the service's), sizes and
 * percentages written as the language writes them, never broken before their unit.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { afterColon } from '../../../src/i18n/translate.js';
import { failNext } from '../helpers/sandbox.js';
import {
  $, UPLOAD_PATH, action, activeId, chooseType, dropFiles, freshSandbox, item, items, mountUploader, pdf, shadow, states, status,
  waitForStates,
} from './uploader-fixture.js';
import type { DocUploader } from '../../../src/elements/doc-uploader/doc-uploader.js';

const sendAll = (el: DocUploader) => shadow(el).querySelector<HTMLButtonElement>('[part~="send-all"]');
const sendAllText = (el: DocUploader) => (sendAll(el)?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** Buttons left on screen that cannot act. */
const disabledButtons = (el: DocUploader) => shadow(el).querySelectorAll('button[aria-disabled="true"], button:disabled').length;

describe('<doc-uploader> words', () => {
  beforeEach(freshSandbox);

  it('offers "send all" only while two documents or more can be sent, and never leaves it disabled', async () => {
    const el = await mountUploader({ multiple: true });
    await dropFiles(el, [pdf('a.pdf')]);
    expect(sendAll(el)).to.equal(null);
    await dropFiles(el, [pdf('b.pdf'), pdf('c.exe', 10, 'application/x-msdownload')]);
    // A refused file cannot be sent: it is not counted.
    expect(sendAllText(el)).to.equal('Envoyer les 2 documents');
    await dropFiles(el, [pdf('d.pdf')]);
    expect(sendAllText(el)).to.equal('Envoyer les 3 documents');

    for (const index of [0, 1, 3]) await chooseType(el, item(el, index), '5');
    await failNext({ method: 'POST', path: UPLOAD_PATH, delayMs: 1500, times: 3 });
    sendAll(el)!.click();
    await el.updateComplete;
    // Nothing left to send: the button is gone, and focus went to what it started.
    expect(states(el)).to.deep.equal(['uploading', 'uploading', 'rejected', 'uploading']);
    expect(sendAll(el)).to.equal(null);
    expect(disabledButtons(el)).to.equal(0);
    expect(activeId(el)).to.equal(action(item(el, 0), 'cancel')!.id);
    expect(shadow(el).textContent).not.to.contain('(0)');
    await expect(el).to.be.accessible();
    await waitForStates(el, (s) => s.filter((state) => state === 'done').length === 3, 'the three uploads');
    expect(sendAll(el)).to.equal(null);
    expect(disabledButtons(el)).to.equal(0);
  });

  it('says it in English', async () => {
    const el = await mountUploader({ multiple: true, lang: 'en' });
    await dropFiles(el, [pdf('a.pdf'), pdf('b.pdf')]);
    expect(sendAllText(el)).to.equal('Upload the 2 documents');
  });

  it('joins a refusal and its reason without a capital after the colon, in both languages', async () => {
    const el = await mountUploader({ multiple: true });
    await dropFiles(el, [pdf('vide.pdf', 0)]);
    expect(status(el)).to.equal('« vide.pdf » refusé : le fichier est vide.');
    // On the document itself the reason is a sentence of its own.
    expect($(item(el, 0), '[part~="error"]').textContent?.trim()).to.equal('Le fichier est vide.');

    const english = await mountUploader({ multiple: true, lang: 'en' });
    await dropFiles(english, [pdf('empty.pdf', 0)]);
    expect(status(english)).to.equal('"empty.pdf" refused: the file is empty.');
  });

  it('joins a failed upload and the reason, ours or the service’s, without a capital after the colon', async () => {
    const el = await mountUploader({ multiple: true });
    await dropFiles(el, [pdf('a.pdf'), pdf('b.pdf')]);
    for (const li of items(el)) await chooseType(el, li, '5');
    await failNext({ method: 'POST', path: UPLOAD_PATH, status: 500 });
    action(item(el, 0), 'send')!.click();
    await waitForStates(el, (s) => s[0] === 'failed', 'the upload fails');
    // A 500 may come after the document was created: said, with why sending it again is safe.
    expect(status(el)).to.equal(
      'Échec de l’envoi de « a.pdf » : le service a rencontré une erreur. Réessayez dans un instant. Le document a peut-être déjà été ajouté au chantier. L’envoyer à nouveau ne l’ajoutera pas en double.',
    );

    const refusal = JSON.stringify({ message: 'Le document est refusé par le service.', errors: { worksite_operation_id: ['L’opération est close.'] } });
    await failNext({ method: 'POST', path: UPLOAD_PATH, status: 422, body: refusal });
    action(item(el, 1), 'send')!.click();
    await waitUntil(() => status(el).startsWith('Échec de l’envoi de « b.pdf »'), 'the refusal is said');
    expect(status(el)).to.equal('Échec de l’envoi de « b.pdf » : le document est refusé par le service.');
  });

  it('writes the service’s status after a colon without a capital, on the document and in the live region', async () => {
    const el = await mountUploader();
    await dropFiles(el, [pdf('plan.pdf')]);
    await chooseType(el, item(el, 0), '5');
    action(item(el, 0), 'send')!.click();
    await waitForStates(el, (s) => s[0] === 'done', 'the upload ends');
    expect($(item(el, 0), '.item-state').textContent?.trim()).to.equal('Envoyé · Statut : en attente de validation');
    expect($(item(el, 0), '.item-type').textContent?.trim()).to.equal('Type : type de document 5');
    expect(status(el)).to.equal('« plan.pdf » envoyé. Statut : en attente de validation.');
  });

  it('writes sizes as the language does, never breaking between a number and its unit', async () => {
    const french = await mountUploader({ 'max-size': '5000' });
    expect($(french, '[part~="dropzone"] [part~="hint"]').textContent).to.equal(
      'Formats acceptés : PDF, JPEG, PNG. Taille maximale : 4,9\u00a0Ko.',
    );
    const english = await mountUploader({ 'max-size': '5000', lang: 'en' });
    await waitUntil(() => $(english, '[part~="dropzone"] [part~="hint"]').textContent?.startsWith('Accepted'), 'the English words');
    expect($(english, '[part~="dropzone"] [part~="hint"]').textContent).to.equal('Accepted formats: PDF, JPEG, PNG. Maximum size: 4.9\u00a0KB.');
  });

  it('keeps an acronym or a name with capitals inside after a colon, and lower-cases only French and English', () => {
    expect(
      [
        afterColon('fr', 'Le fichier est vide.'),
        afterColon('fr', 'L’accès au service a été refusé.'),
        afterColon('fr', 'SIRET inconnu.'),
        afterColon('fr', 'MaPrimeRénov’ ne finance plus ce geste.'),
        afterColon('fr', '« Devis » est refusé.'),
        afterColon('fr', 'À refaire.'),
        afterColon('en', 'The file is empty.'),
        afterColon('en', 'I cannot read it.'),
        afterColon('de', 'Die Datei ist leer.'),
      ],
    ).to.deep.equal([
      'le fichier est vide.',
      'l’accès au service a été refusé.',
      'SIRET inconnu.',
      'MaPrimeRénov’ ne finance plus ce geste.',
      '« Devis » est refusé.',
      'à refaire.',
      'the file is empty.',
      'I cannot read it.',
      'Die Datei ist leer.',
    ]);
  });
});
