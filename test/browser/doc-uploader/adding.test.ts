/**
 * `<doc-uploader>` taking documents in: drop, file picker by mouse and keyboard, links, the item's form, the
 * restrictions checked before any byte is sent, removal, and configuration mistakes shown on the page.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { DOCUMENT_TYPE_CODES, LIMITS } from '../../../src/api/index.js';
import {
  $, action, activeId, chooseType, control, dropFiles, fill, freshSandbox, item, items, mountUploader, offers, pdf, pickFiles, shadow,
  states, status, uploadRequests, waitForStates,
} from './uploader-fixture.js';

const optionTexts = (select: HTMLSelectElement) => [...select.options].map((o) => o.textContent?.trim() ?? '');

describe('<doc-uploader> adding documents', () => {
  beforeEach(freshSandbox);

  it('adds dropped files, each with its name prefilled and a type to choose among every code of the service', async () => {
    const el = await mountUploader({ multiple: true });
    await dropFiles(el, [pdf('devis.pdf'), pdf('facture.pdf')]);

    expect(items(el).length).to.equal(2);
    expect(states(el)).to.deep.equal(['ready', 'ready']);
    expect(control(item(el, 0), 'Nom du document').value).to.equal('devis.pdf');
    expect(control(item(el, 1), 'Nom du document').value).to.equal('facture.pdf');
    const select = control<HTMLSelectElement>(item(el, 0), 'Type de document');
    expect(select.getAttribute('part')).to.contain('type-select');
    expect(select.value).to.equal('');
    expect(select.options.length).to.equal(DOCUMENT_TYPE_CODES.length + 1);
    expect(optionTexts(select)[1]).to.equal('Type de document 1');
    expect(status(el)).to.equal('2 documents ajoutés à la liste.');
  });

  it('highlights the drop zone while files are dragged over it, also across its own children', async () => {
    const el = await mountUploader();
    const zone = $(el, '[part~="dropzone"]');
    const drag = async (type: string, target: Element) => {
      target.dispatchEvent(new DragEvent(type, { dataTransfer: new DataTransfer(), bubbles: true, cancelable: true }));
      await el.updateComplete;
    };
    await drag('dragenter', zone);
    await drag('dragenter', $(zone, 'button'));
    await drag('dragleave', zone);
    expect(zone.classList.contains('dragging')).to.equal(true);
    await drag('dragleave', $(zone, 'button'));
    expect(zone.classList.contains('dragging')).to.equal(false);
  });

  it('offers only the types of the types attribute, labelled by typeLabels', async () => {
    const el = await mountUploader({ types: '105, 3' });
    el.typeLabels = { 3: 'Devis signé' };
    await el.updateComplete;
    await dropFiles(el, [pdf()]);
    const select = control<HTMLSelectElement>(item(el, 0), 'Type de document');
    expect(optionTexts(select).slice(1)).to.deep.equal(['Type de document 105', 'Devis signé']);
    expect([...select.options].map((o) => o.value)).to.deep.equal(['', '105', '3']);
  });

  it('preselects the type when only one is allowed', async () => {
    const el = await mountUploader({ types: '1701' });
    await dropFiles(el, [pdf()]);
    expect(control<HTMLSelectElement>(item(el, 0), 'Type de document').value).to.equal('1701');
  });

  it('adds files chosen through the file picker, several only with multiple', async () => {
    const single = await mountUploader();
    expect($<HTMLInputElement>(single, 'input[type=file]').multiple).to.equal(false);
    expect($<HTMLInputElement>(single, 'input[type=file]').accept).to.equal('application/pdf,image/jpeg,image/png');
    await pickFiles(single, [pdf('un.pdf'), pdf('deux.pdf')]);
    expect(items(single).length).to.equal(1);
    expect($(single, '[part~="dropzone"]').textContent).to.contain('seul « un.pdf » a été ajouté');

    const several = await mountUploader({ multiple: true });
    expect($<HTMLInputElement>(several, 'input[type=file]').multiple).to.equal(true);
    await pickFiles(several, [pdf('un.pdf'), pdf('deux.pdf')]);
    expect(items(several).length).to.equal(2);
  });

  it('opens the file picker from the drop zone’s button by click, Enter and Space', async () => {
    const el = await mountUploader();
    let opened = 0;
    $(el, 'input[type=file]').addEventListener('click', (event) => {
      opened++;
      event.preventDefault();
    });
    const button = $<HTMLButtonElement>(el, '[part~="dropzone"] button');
    button.click();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement === button).to.equal(true);
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Space' });
    expect(opened).to.equal(3);
  });

  it('lets a keyboard user reach the picker, describe the file and upload it with Tab, typing, arrows and Enter', async () => {
    const el = await mountUploader({ types: '1,2,3' });
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.textContent?.trim()).to.equal('Choisir un fichier');
    // The picker itself is the browser's; the file it answers arrives as a change of the hidden input.
    await pickFiles(el, [pdf('releve.pdf')]);
    await sendKeys({ press: 'Tab' }); // link address
    await sendKeys({ press: 'Tab' }); // add the link
    await sendKeys({ press: 'Tab' }); // the document's name
    expect(activeId(el)).to.equal(control(item(el, 0), 'Nom du document').id);
    await sendKeys({ press: 'End' });
    await sendKeys({ type: ' (copie)' });
    await sendKeys({ press: 'Tab' }); // type
    expect(activeId(el)).to.equal(control(item(el, 0), 'Type de document').id);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Tab' }); // notes
    await sendKeys({ type: 'Relevé de mars' });
    await sendKeys({ press: 'Tab' }); // Envoyer
    expect(activeId(el)).to.equal(action(item(el, 0), 'send')!.id);
    await sendKeys({ press: 'Enter' });
    await waitForStates(el, (s) => s[0] === 'done', 'the upload ends');

    const [request] = await uploadRequests();
    expect(request?.status).to.equal(201);
    expect(item(el, 0).textContent).to.contain('Statut : en attente de validation');
    expect(item(el, 0).textContent).to.contain('releve.pdf');
  });

  it('refuses a file of a format not accepted, over max-size, or empty, with a message on it, and sends nothing of it', async () => {
    // A single allowed type is preselected: every file the restrictions let through could be sent at once.
    const el = await mountUploader({ multiple: true, 'max-size': '5000', types: '1701' });
    await dropFiles(el, [pdf('virus.exe', 100, 'application/x-msdownload'), pdf('gros.pdf', 6000), pdf('vide.pdf', 0), pdf('bon.pdf', 10)]);

    expect(states(el)).to.deep.equal(['rejected', 'rejected', 'rejected', 'ready']);
    expect($(item(el, 0), '[part~="error"]').textContent).to.contain('Ce type de fichier n’est pas accepté (formats acceptés : PDF, JPEG, PNG)');
    // A size never breaks between its number and its unit.
    expect($(item(el, 1), '[part~="error"]').textContent).to.contain('Le fichier pèse 5,9\u00a0Ko, plus que la taille maximale de 4,9\u00a0Ko.');
    expect($(item(el, 2), '[part~="error"]').textContent).to.contain('Le fichier est vide.');
    for (const li of items(el).slice(0, 3)) {
      expect(offers(li, 'send')).to.equal(false);
      expect(offers(li, 'remove')).to.equal(true);
    }
    // Without a capital after the colon: "refusé : ce type de fichier…", "refusé : le fichier est vide."
    expect(status(el)).to.contain('« virus.exe » refusé : ce type de fichier n’est pas accepté');
    expect(status(el)).to.contain('« vide.pdf » refusé : le fichier est vide.');
    // One colon in the sentence said: « refusé : le fichier pèse …, plus que … ».
    expect(status(el)).to.contain('« gros.pdf » refusé : le fichier pèse 5,9\u00a0Ko, plus que la taille maximale de 4,9\u00a0Ko.');
    // One document can be sent: its own button sends it, no "send all" beside it.
    expect(shadow(el).querySelector('[part~="send-all"]') === null).to.equal(true);
    action(item(el, 3), 'send')!.click();
    await waitForStates(el, (s) => s[3] === 'done', 'the accepted file is uploaded');

    expect(states(el)).to.deep.equal(['rejected', 'rejected', 'rejected', 'done']);
    const requests = await uploadRequests();
    // The sandbox's log keeps a file name's initial and extension only (personal data, issue #34).
    expect(requests.map((r) => (r.body as { file: { name: string } }).file.name)).to.deep.equal(['b••.pdf']);
  });

  it('accepts by extension or by a type wildcard when accept says so', async () => {
    const el = await mountUploader({ multiple: true, accept: '.pdf,image/*' });
    await dropFiles(el, [pdf('SCAN.PDF', 10, ''), pdf('photo.heic', 10, 'image/heic'), pdf('notes.txt', 10, 'text/plain')]);
    expect(states(el)).to.deep.equal(['ready', 'ready', 'rejected']);
    expect($(el, '[part~="dropzone"] .hint').textContent).to.contain('PDF, images');
  });

  it('checks the name, the notes and the type before sending: messages on those fields, focus on the first, nothing sent', async () => {
    const el = await mountUploader();
    await dropFiles(el, [pdf()]);
    const li = item(el, 0);
    await fill(el, control(li, 'Nom du document'), 'n'.repeat(LIMITS.documentName + 1));
    await fill(el, control<HTMLTextAreaElement>(li, 'Notes'), 'x'.repeat(LIMITS.documentNotes + 1));
    action(li, 'send')!.click();
    await el.updateComplete;

    const name = control(li, 'Nom du document');
    const type = control<HTMLSelectElement>(li, 'Type de document');
    const notes = control<HTMLTextAreaElement>(li, 'Notes');
    expect([name, type, notes].map((c) => c.getAttribute('aria-invalid'))).to.deep.equal(['true', 'true', 'true']);
    expect(li.querySelector(`#${type.getAttribute('aria-describedby')}`)?.textContent).to.contain('Ce champ est obligatoire.');
    expect(li.querySelector(`#${name.getAttribute('aria-describedby')}`)?.textContent).to.contain('255');
    expect(activeId(el)).to.equal(name.id);
    expect(states(el)).to.deep.equal(['ready']);
    expect(name.value.length).to.equal(LIMITS.documentName + 1);
    expect((await uploadRequests()).length).to.equal(0);
    await expect(el).to.be.accessible();

    await fill(el, name, 'Plan');
    expect(name.getAttribute('aria-invalid')).to.equal('false');
  });

  it('refuses a link that is not http(s) or too long, and uploads a valid link without a file', async () => {
    const el = await mountUploader();
    const link = $<HTMLInputElement>(el, '.link-form input');
    const add = $<HTMLButtonElement>(el, '.link-form button');
    await fill(el, link, 'ftp://exemple.fr/devis.pdf');
    add.click();
    await el.updateComplete;
    expect(link.getAttribute('aria-invalid')).to.equal('true');
    expect($(el, '.link-form [part~="error"]').textContent).to.contain('http:// ou https://');
    expect(items(el).length).to.equal(0);

    // Chromium's URL parser writes a space in the host as %20: no host has one, and the service refuses it.
    await fill(el, link, 'https://exe mple.fr/devis.pdf');
    add.click();
    await el.updateComplete;
    expect(`${link.getAttribute('aria-invalid')} ${$(el, '.link-form [part~="error"]').textContent!.trim()}`).to.equal(
      'true L’adresse doit être une adresse web complète, qui commence par http:// ou https://.',
    );
    expect(items(el).length).to.equal(0);

    await fill(el, link, `https://exemple.fr/${'a'.repeat(LIMITS.documentUrl)}`);
    add.click();
    await el.updateComplete;
    expect($(el, '.link-form [part~="error"]').textContent).to.contain('255');
    expect(items(el).length).to.equal(0);

    await fill(el, link, 'https://exemple.fr/docs/avis%20impot.pdf');
    add.click();
    await el.updateComplete;
    expect(link.value).to.equal('');
    const li = item(el, 0);
    expect(control(li, 'Adresse du document (URL)').value).to.equal('https://exemple.fr/docs/avis%20impot.pdf');
    expect(control(li, 'Nom du document').value).to.equal('avis impot.pdf');
    await chooseType(el, li, '30');
    action(li, 'send')!.click();
    await waitForStates(el, (s) => s[0] === 'done', 'the link is uploaded');
    const [request] = await uploadRequests();
    expect([...(request!.body as { parts: string[] }).parts].sort()).to.deep.equal(['name', 'type_id', 'url', 'worksite_operation_id']);
  });

  it('catches a link item’s address made invalid before it is sent', async () => {
    const el = await mountUploader();
    await fill(el, $<HTMLInputElement>(el, '.link-form input'), 'https://exemple.fr/a.pdf');
    $<HTMLButtonElement>(el, '.link-form button').click();
    await el.updateComplete;
    const li = item(el, 0);
    await chooseType(el, li, '1');
    await fill(el, control(li, 'Adresse du document (URL)'), 'javascript:alert(1)');
    action(li, 'send')!.click();
    await el.updateComplete;
    const url = control(li, 'Adresse du document (URL)');
    expect(url.getAttribute('aria-invalid')).to.equal('true');
    expect(activeId(el)).to.equal(url.id);
    expect((await uploadRequests()).length).to.equal(0);
  });

  it('removes a document not yet sent and moves focus to the next one', async () => {
    const el = await mountUploader({ multiple: true });
    await dropFiles(el, [pdf('a.pdf'), pdf('b.pdf')]);
    action(item(el, 0), 'remove')!.click();
    await el.updateComplete;
    expect(items(el).length).to.equal(1);
    expect(control(item(el, 0), 'Nom du document').value).to.equal('b.pdf');
    expect(status(el)).to.equal('« a.pdf » retiré de la liste.');
    expect(item(el, 0).contains(el.shadowRoot!.activeElement)).to.equal(true);
    action(item(el, 0), 'remove')!.click();
    await el.updateComplete;
    await el.updateComplete;
    expect(items(el).length).to.equal(0);
    expect(el.shadowRoot!.activeElement?.textContent?.trim()).to.equal('Choisir des fichiers');
  });

  it('shows a configuration message for missing or invalid attributes instead of the drop zone', async () => {
    const missing = await mountUploader({ 'worksite-id': undefined, 'worksite-operation-id': undefined });
    const text = $(missing, '.config-error').textContent ?? '';
    expect(text).to.contain('L’attribut worksite-id est requis.');
    expect(text).to.contain('L’attribut worksite-operation-id est requis.');
    expect(missing.shadowRoot!.querySelector('[part~="dropzone"]') === null).to.equal(true);

    const invalid = await mountUploader({ 'worksite-id': '0', 'worksite-operation-id': '1.5', types: '1,36', 'max-size': 'beaucoup' });
    const messages = [...invalid.shadowRoot!.querySelectorAll('.config-error li')].map((li) => li.textContent ?? '');
    expect(messages.length).to.equal(4);
    expect(messages[0]).to.contain('« 0 »');
    expect(messages[1]).to.contain('« 1.5 »');
    expect(messages[2]).to.contain('« 1,36 »');
    expect(messages[3]).to.contain('« beaucoup »');
    await expect(invalid).to.be.accessible();

    const unreachable = await mountUploader({ 'api-base': undefined, 'partner-auth': 'oauth' });
    const problems = $(unreachable, '.config-error').textContent ?? '';
    expect(problems).to.contain('L’attribut api-base est requis.');
    expect(problems).to.contain('« oauth »');
  });

  it('reports a malformed accept attribute, restores the default formats when it is removed, and takes any format when it is empty', async () => {
    const wrong = await mountUploader({ accept: 'pdf, word' });
    expect($(wrong, '.config-error').textContent).to.contain('« pdf, word »');
    expect(wrong.shadowRoot!.querySelector('[part~="dropzone"]') === null).to.equal(true);

    const removed = await mountUploader({ accept: 'image/png' });
    removed.removeAttribute('accept');
    await removed.updateComplete;
    expect($<HTMLInputElement>(removed, 'input[type=file]').accept).to.equal('application/pdf,image/jpeg,image/png');
    expect($(removed, '[part~="dropzone"] [part~="hint"]').textContent).to.contain('PDF, JPEG, PNG');

    const any = await mountUploader({ accept: '' });
    await dropFiles(any, [pdf('notes.txt', 10, 'text/plain')]);
    expect(states(any)).to.deep.equal(['ready']);
    expect($(any, '[part~="dropzone"] [part~="hint"]').textContent).to.contain('tous formats');
  });

  it('keeps one live region from the first render, also when a missing attribute is given later', async () => {
    const el = await mountUploader({ 'worksite-id': undefined });
    const region = $(el, '[role="status"]');
    expect(region.getAttribute('aria-live')).to.equal('polite');
    el.setAttribute('worksite-id', '1');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="dropzone"]') !== null).to.equal(true);
    expect($(el, '[role="status"]') === region).to.equal(true);
    await dropFiles(el, [pdf('plan.pdf')]);
    expect(region.textContent?.trim()).to.equal('« plan.pdf » ajouté à la liste.');
  });

  it('names every document that “send all” could not send, and takes focus to the first one’s first error', async () => {
    const el = await mountUploader({ multiple: true });
    await dropFiles(el, [pdf('a.pdf'), pdf('b.pdf')]);
    $<HTMLButtonElement>(el, 'button[id$="-send-all"]').click();
    await el.updateComplete;
    expect(status(el)).to.equal(
      '« a.pdf » n’a pas été envoyé : corrigez les erreurs signalées. « b.pdf » n’a pas été envoyé : corrigez les erreurs signalées.',
    );
    expect(activeId(el)).to.equal(control(item(el, 0), 'Type de document').id);
    expect((await uploadRequests()).length).to.equal(0);
  });

  it('announces the same words again when the same link is added twice', async () => {
    const el = await mountUploader();
    const link = $<HTMLInputElement>(el, '.link-form input');
    const spoken = () => $(el, '[role="status"]').textContent ?? '';
    await fill(el, link, 'https://exemple.fr/a.pdf');
    $<HTMLButtonElement>(el, '.link-form button').click();
    await el.updateComplete;
    const first = spoken();
    await fill(el, link, 'https://exemple.fr/a.pdf');
    $<HTMLButtonElement>(el, '.link-form button').click();
    await el.updateComplete;

    expect(items(el).length).to.equal(2);
    expect(first.trim()).to.equal('« a.pdf » ajouté à la liste.');
    expect(spoken().trim()).to.equal(first.trim());
    expect(spoken() === first).to.equal(false);
  });

  it('shows a file name that looks like markup as text', async () => {
    const name = '<img src=x onerror="window.__pwned=1">.pdf';
    const el = await mountUploader();
    await dropFiles(el, [pdf(name)]);
    expect(control(item(el, 0), 'Nom du document').value).to.equal(name);
    expect($(item(el, 0), 'legend').textContent).to.contain(name);
    expect(status(el)).to.equal(`« ${name} » ajouté à la liste.`);
    expect(el.shadowRoot!.querySelector('img') === null).to.equal(true);
  });

  // A right-to-left override shows « facture\u202Efdp.exe » as « factureexe.pdf »: an .exe passing for a PDF.
  it('shows and names a file without the hidden characters that would disguise its name', async () => {
    const el = await mountUploader({ multiple: true });
    await dropFiles(el, [pdf('facture\u202Efdp.exe'), pdf('devis\u200B\u2066.pdf', 0)]);
    expect(control(item(el, 0), 'Nom du document').value).to.equal('facturefdp.exe');
    expect($(item(el, 0), 'legend').textContent!.replace(/\s/g, ' ')).to.contain('facturefdp.exe (1 Ko)');
    expect(status(el)).to.equal('« facturefdp.exe » ajouté à la liste. « devis.pdf » refusé : le fichier est vide.');
    expect(el.shadowRoot!.textContent!).not.to.match(/[\u200B\u202E\u2066]/);
  });

  it('speaks English with lang="en"', async () => {
    const el = await mountUploader({ lang: 'en', multiple: true });
    await dropFiles(el, [pdf('plan.pdf')]);
    expect($(el, '[part~="dropzone"] button').textContent?.trim()).to.equal('Choose files');
    expect(control<HTMLSelectElement>(item(el, 0), 'Document type').options[1]?.textContent?.trim()).to.equal('Document type 1');
    expect(action(item(el, 0), 'send')!.textContent).to.contain('Upload');
    // Each button names its document for assistive technologies, quoted as English quotes (never « »).
    expect(action(item(el, 0), 'send')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Upload "plan.pdf"');
    expect(action(item(el, 0), 'remove')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Remove "plan.pdf"');
  });

  it('is accessible when empty and with a refused link', async () => {
    const el = await mountUploader();
    await expect(el).to.be.accessible();
    await fill(el, $<HTMLInputElement>(el, '.link-form input'), 'exemple');
    $<HTMLButtonElement>(el, '.link-form button').click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});
