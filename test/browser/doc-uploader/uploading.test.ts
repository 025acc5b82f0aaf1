/**
 * `<doc-uploader>` sending documents to the sandbox: multipart body, progress, returned status, cancel, retry,
 * 422, network loss, token renewal, at most three uploads at once, and no double send.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { sendKeys } from '@web/test-runner-commands';
import { expireTokens, failNext, sandboxState } from '../helpers/sandbox.js';
import {
  $, UPLOAD_PATH, action, activeId, chooseType, control, dropFiles, fill, freshSandbox, item, items, mountUploader, offers, pdf,
  pickFiles, restoreUploadSpy, spyOnUploads, states, status, uploadRequests, waitForStates,
} from './uploader-fixture.js';

const done = (s: string[]) => s.length > 0 && s.every((state) => state === 'done');

describe('<doc-uploader> uploading', () => {
  beforeEach(freshSandbox);
  afterEach(restoreUploadSpy);

  it('uploads a dropped file as multipart with its name, type, notes and operation, and shows the returned status', async () => {
    const el = await mountUploader();
    const uploaded: any[] = [];
    el.addEventListener('document-uploaded', (e) => uploaded.push((e as CustomEvent).detail));
    await dropFiles(el, [pdf('devis-signe.pdf', 2048)]);
    const li = item(el, 0);
    await fill(el, control(li, 'Nom du document'), 'Devis signé');
    await chooseType(el, li, '3', 'Signé le 12 mars');
    action(li, 'send')!.click();
    await waitForStates(el, done, 'the upload ends');

    const [request] = await uploadRequests();
    expect(request?.status).to.equal(201);
    const body = request?.body as { parts: string[]; file: { name: string; size: number } };
    expect([...body.parts].sort()).to.deep.equal(['file', 'name', 'notes', 'type_id', 'worksite_operation_id']);
    expect(body.file.size).to.equal(2048);
    expect(uploaded.length).to.equal(1);
    expect(uploaded[0].document.type_id).to.equal('3');
    expect(uploaded[0].document.worksite_operation_id).to.equal(11);
    expect(uploaded[0].document.notes).to.equal('Signé le 12 mars');
    expect(item(el, 0).textContent).to.contain('Statut : en attente de validation');
    expect(status(el)).to.contain('Statut : en attente de validation');
    expect(offers(item(el, 0), 'send')).to.equal(false);
  });

  it('reports the progress of a multi-megabyte upload: rising events up to the body size, a progress bar, quarter announcements', async () => {
    const spy = spyOnUploads();
    const el = await mountUploader();
    const size = 16 * 1024 * 1024;
    const progress: Array<{ name: string; loaded: number; total: number }> = [];
    el.addEventListener('document-upload-progress', (e) => progress.push((e as CustomEvent).detail));
    const announced: string[] = [];
    const observer = new MutationObserver(() => announced.push(status(el)));
    observer.observe($(el, '[role="status"]'), { childList: true, characterData: true, subtree: true });
    await dropFiles(el, [pdf('plan.pdf', size)]);
    await chooseType(el, item(el, 0), '1');
    // The sandbox reads nothing for 4 s: the bytes stop mid-file once the sockets' buffers (a few MiB) are full.
    await failNext({ method: 'POST', path: UPLOAD_PATH, delayMs: 4000 });
    action(item(el, 0), 'send')!.click();

    let seen = { loaded: 0, total: 0, value: 0, max: 0, label: '', valueText: '', text: '', state: '' };
    await waitUntil(
      () => {
        const last = progress[progress.length - 1];
        const bar = item(el, 0).querySelector<HTMLProgressElement>('progress[part~="progress"]');
        if (!last || !bar || !(last.loaded > 0 && last.loaded < last.total) || bar.value !== last.loaded) return false;
        seen = {
          ...last,
          value: bar.value,
          max: bar.max,
          label: bar.getAttribute('aria-label') ?? '',
          valueText: bar.getAttribute('aria-valuetext') ?? '',
          text: item(el, 0).querySelector('.progress-text')?.textContent ?? '',
          state: states(el)[0] ?? '',
        };
        return true;
      },
      'the bar shows part of the file sent while the sandbox holds the request',
      { timeout: 10_000, interval: 10 },
    );
    expect(seen.state).to.equal('uploading');
    expect(seen.max).to.equal(seen.total);
    expect(seen.label).to.equal('Envoi de plan.pdf');
    expect(seen.valueText.startsWith(`${Math.floor((seen.loaded / seen.total) * 100)}\u00a0% (`)).to.equal(true);
    expect(seen.valueText).to.match(/Mo\)$/);
    expect(seen.text).to.equal(seen.valueText);

    await waitForStates(el, done, 'the upload ends');
    observer.disconnect();
    const [bodySize] = await spy.bodySizes();
    expect(bodySize).to.be.greaterThan(size);
    expect(progress.every((p) => p.name === 'plan.pdf' && p.total === bodySize)).to.equal(true);
    expect(progress.every((p, i) => i === 0 || p.loaded >= progress[i - 1]!.loaded)).to.equal(true);
    expect(progress[progress.length - 1]!.loaded).to.equal(bodySize);
    // One announcement per quarter reached (25, 50, 75 %), not one per event; the end is announced as done.
    const quarters = [...new Set(progress.map((p) => Math.floor((p.loaded / p.total) * 4)).filter((q) => q > 0 && q < 4))].map((q) => q * 25);
    const percents = announced.filter((text) => text.includes('%')).map((text) => Number(/(\d+)\u00a0%/.exec(text)?.[1]));
    expect(percents).to.deep.equal(quarters);
    expect(status(el)).to.equal('« plan.pdf » envoyé. Statut : en attente de validation.');
  });

  it('cancels an upload in flight: no document is created and the file stays ready to send again', async () => {
    const el = await mountUploader();
    const before = (await sandboxState()).documents;
    await dropFiles(el, [pdf('facture.pdf', 4096)]);
    await chooseType(el, item(el, 0), '7', 'Facture finale');
    await failNext({ method: 'POST', path: UPLOAD_PATH, delayMs: 5000 });
    action(item(el, 0), 'send')!.click();
    await waitUntil(async () => (await uploadRequests()).length === 1, 'the request reaches the sandbox', { timeout: 10_000 });
    const cancel = action(item(el, 0), 'cancel')!;
    expect(cancel.getAttribute('part')).to.equal('cancel');
    cancel.click();
    await waitForStates(el, (s) => s[0] === 'ready', 'the upload is cancelled');

    expect((await sandboxState()).documents).to.equal(before);
    const li = item(el, 0);
    expect(li.textContent).to.contain('Envoi annulé');
    expect(control<HTMLSelectElement>(li, 'Type de document').value).to.equal('7');
    expect(control<HTMLTextAreaElement>(li, 'Notes').value).to.equal('Facture finale');
    action(li, 'send')!.click();
    await waitForStates(el, done, 'the upload sent again ends');
    expect((await sandboxState()).documents).to.equal(before + 1);
  });

  it('marks a file failed on a 500, and retrying sends the same file, name, type and notes', async () => {
    const el = await mountUploader();
    const errors: any[] = [];
    el.addEventListener('document-upload-error', (e) => errors.push((e as CustomEvent).detail));
    await dropFiles(el, [pdf('attestation.pdf', 3000)]);
    const li = item(el, 0);
    await fill(el, control(li, 'Nom du document'), 'Attestation sur l’honneur');
    await chooseType(el, li, '12', 'Version 2');
    await failNext({ method: 'POST', path: UPLOAD_PATH, status: 500 });
    action(li, 'send')!.click();
    await waitForStates(el, (s) => s[0] === 'failed', 'the upload fails');

    expect(errors.length).to.equal(1);
    expect(errors[0].name).to.equal('Attestation sur l’honneur');
    expect(errors[0].error.kind).to.equal('server');
    expect(errors[0].error.status).to.equal(500);
    expect($(item(el, 0), '[part~="error"]').textContent).to.contain('Le service a rencontré une erreur');
    expect(control(item(el, 0), 'Nom du document').value).to.equal('Attestation sur l’honneur');
    const retry = action(item(el, 0), 'retry')!;
    expect(retry.getAttribute('part')).to.equal('retry');
    retry.click();
    await waitForStates(el, done, 'the retry ends');

    const requests = await uploadRequests();
    expect(requests.map((r) => r.status)).to.deep.equal([500, 201]);
    const body = requests[1]!.body as { parts: string[]; file: { size: number } };
    expect(body.file.size).to.equal(3000);
    expect([...body.parts].sort()).to.deep.equal(['file', 'name', 'notes', 'type_id', 'worksite_operation_id']);
  });

  it('marks only the file whose connection was lost as failed; the other goes on', async () => {
    const el = await mountUploader({ multiple: true });
    const errors: any[] = [];
    el.addEventListener('document-upload-error', (e) => errors.push((e as CustomEvent).detail));
    await dropFiles(el, [pdf('a.pdf'), pdf('b.pdf')]);
    for (const li of items(el)) await chooseType(el, li, '2');
    // b.pdf is held by the sandbox while a.pdf's connection drops (Chromium resends on a dropped reused
    // connection, hence enough failures for every try).
    await failNext({ method: 'POST', path: UPLOAD_PATH, delayMs: 4000 });
    action(item(el, 1), 'send')!.click();
    await waitUntil(async () => (await uploadRequests()).length === 1, 'b.pdf reaches the sandbox', { timeout: 10_000 });
    await failNext({ method: 'POST', path: UPLOAD_PATH, status: 0, times: 30 });
    action(item(el, 0), 'send')!.click();
    await waitForStates(el, (s) => s[0] === 'failed', 'a.pdf fails');
    expect(states(el)[1]).to.equal('uploading');
    await waitForStates(el, (s) => s[1] === 'done', 'b.pdf goes on and ends');

    expect(errors.length).to.equal(1);
    expect(errors[0].name).to.equal('a.pdf');
    expect(errors[0].error.kind).to.equal('network');
    expect($(item(el, 0), '[part~="error"]').textContent).to.contain('injoignable');
    expect(offers(item(el, 0), 'retry')).to.equal(true);
    expect(control(item(el, 0), 'Nom du document').value).to.equal('a.pdf');
  });

  it('shows the messages of a 422 on that file’s fields and keeps what was typed', async () => {
    const el = await mountUploader();
    const errors: any[] = [];
    el.addEventListener('document-upload-error', (e) => errors.push((e as CustomEvent).detail));
    await dropFiles(el, [pdf('photo.pdf')]);
    const li = item(el, 0);
    await fill(el, control(li, 'Nom du document'), 'Photo avant travaux');
    await chooseType(el, li, '20', 'Façade nord');
    const body = JSON.stringify({
      message: 'Ce nom est déjà utilisé. (et 1 autre erreur)',
      errors: { name: ['Ce nom est déjà utilisé.'], worksite_operation_id: ['L’opération 11 est clôturée.'] },
    });
    await failNext({ method: 'POST', path: UPLOAD_PATH, status: 422, body });
    action(li, 'send')!.click();
    await waitForStates(el, (s) => s[0] === 'ready' && !!item(el, 0).querySelector('[aria-invalid="true"]'), 'the 422 is shown');

    const name = control(item(el, 0), 'Nom du document');
    expect(name.getAttribute('aria-invalid')).to.equal('true');
    const described = name.getAttribute('aria-describedby')!.split(' ').map((id) => shadowText(el, id));
    expect(described.join(' ')).to.contain('Ce nom est déjà utilisé.');
    expect($(item(el, 0), '.item-error').textContent).to.contain('L’opération 11 est clôturée.');
    expect(name.value).to.equal('Photo avant travaux');
    expect(control<HTMLTextAreaElement>(item(el, 0), 'Notes').value).to.equal('Façade nord');
    // A message has no field of its own (the operation): focus goes to the document's messages, which name it.
    expect(activeId(el).endsWith('-errors')).to.equal(true);
    await expect(el).to.be.accessible();
    expect(errors[0].error.kind).to.equal('validation');
    expect(errors[0].error.fieldErrors.name[0]).to.equal('Ce nom est déjà utilisé.');
  });

  it('renews an expired token and still uploads the file', async () => {
    const el = await mountUploader({ 'partner-auth': 'bearer', multiple: true });
    await dropFiles(el, [pdf('un.pdf'), pdf('deux.pdf')]);
    await chooseType(el, item(el, 0), '4');
    action(item(el, 0), 'send')!.click();
    await waitForStates(el, (s) => s[0] === 'done', 'the first upload ends');
    await expireTokens();
    await chooseType(el, item(el, 1), '4');
    action(item(el, 1), 'send')!.click();
    await waitForStates(el, done, 'the second upload ends');

    const requests = await uploadRequests();
    expect(requests.map((r) => r.status)).to.deep.equal([201, 401, 201]);
    expect(requests.every((r) => r.auth === true)).to.equal(true);
    expect((await sandboxState()).tokensIssued).to.equal(2);
    expect(item(el, 1).textContent).to.contain('Statut : en attente de validation');
  });

  it('never runs more than three uploads at once; the others wait their turn', async () => {
    const spy = spyOnUploads();
    const el = await mountUploader({ multiple: true });
    await dropFiles(el, ['1', '2', '3', '4', '5', '6'].map((n) => pdf(`piece-${n}.pdf`)));
    for (const li of items(el)) await chooseType(el, li, '5');
    await failNext({ method: 'POST', path: UPLOAD_PATH, delayMs: 700, times: 6 });
    let most = 0;
    let waited = 0;
    const count = () => {
      const now = states(el);
      most = Math.max(most, now.filter((s) => s === 'uploading').length);
      waited = Math.max(waited, now.filter((s) => s === 'waiting').length);
    };
    const observer = new MutationObserver(count);
    observer.observe(el.shadowRoot!, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
    $<HTMLButtonElement>(el, `button[id$="-send-all"]`).click();
    await waitForStates(el, done, 'the six uploads end', 30_000);
    observer.disconnect();

    expect(most).to.equal(3);
    expect(waited).to.equal(3);
    expect(spy.sent).to.equal(6);
    expect(spy.mostAtOnce).to.equal(3);
    expect(items(el).filter((li) => li.textContent?.includes('en attente de validation')).length).to.equal(6);
    expect((await uploadRequests()).filter((r) => r.status === 201).length).to.equal(6);
  });

  it('sends once however many times Envoyer is clicked or Enter pressed', async () => {
    const el = await mountUploader();
    await dropFiles(el, [pdf('unique.pdf')]);
    await chooseType(el, item(el, 0), '9');
    const form = $<HTMLFormElement>(item(el, 0), 'form');
    const send = action(item(el, 0), 'send')!;
    send.click();
    send.click();
    form.requestSubmit();
    await el.updateComplete;
    form.requestSubmit();
    await waitForStates(el, done, 'the upload ends');
    expect((await uploadRequests()).length).to.equal(1);
  });

  it('cancels a waiting upload without sending it', async () => {
    const el = await mountUploader({ multiple: true });
    await dropFiles(el, ['a', 'b', 'c', 'd'].map((n) => pdf(`${n}.pdf`)));
    for (const li of items(el)) await chooseType(el, li, '5');
    await failNext({ method: 'POST', path: UPLOAD_PATH, delayMs: 4000, times: 3 });
    $<HTMLButtonElement>(el, `button[id$="-send-all"]`).click();
    await el.updateComplete;
    expect(states(el)).to.deep.equal(['uploading', 'uploading', 'uploading', 'waiting']);
    expect(item(el, 3).textContent).to.contain('En attente');
    await expect(el).to.be.accessible();
    action(item(el, 3), 'cancel')!.click();
    await waitForStates(el, (s) => s.slice(0, 3).every((state) => state === 'done'), 'the three others end');

    expect(states(el)[3]).to.equal('ready');
    const requests = await uploadRequests();
    expect(requests.length).to.equal(3);
    expect(requests.some((r) => (r.body as { file: { name: string } }).file.name === 'd.pdf')).to.equal(false);
  });

  it('shows odd service answers as text: markup, nulls, unknown fields, a long word, a broken shape, an HTML error page', async () => {
    const el = await mountUploader({ multiple: true });
    const uploaded: any[] = [];
    const errors: any[] = [];
    el.addEventListener('document-uploaded', (e) => uploaded.push((e as CustomEvent).detail));
    el.addEventListener('document-upload-error', (e) => errors.push((e as CustomEvent).detail));
    await dropFiles(el, [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    for (const li of items(el)) await chooseType(el, li, '3', 'Notes gardées');
    const odd = `<img src=x onerror="window.__pwned=1">${'Reçu'.repeat(2000)}`;
    const answer = {
      data: {
        id: 99, worksite_operation_id: null, type_id: 3, type: '<b>Devis</b>', file_name: null, url: null, status_id: 2,
        status: odd, notes: null, non_compliance: null, required: null, created_at: null,
        extra: { nested: ['<script>window.__pwned=2</script>'] },
      },
    };
    await failNext({ method: 'POST', path: UPLOAD_PATH, status: 201, body: JSON.stringify(answer) });
    await failNext({ method: 'POST', path: UPLOAD_PATH, status: 201, body: JSON.stringify({ data: { id: 'pas un nombre' } }) });
    await failNext({ method: 'POST', path: UPLOAD_PATH, status: 502, body: '<html><body><h1>Bad Gateway</h1></body></html>' });

    action(item(el, 0), 'send')!.click();
    await waitForStates(el, (s) => s[0] === 'done', 'the odd answer is shown');
    expect(uploaded[0].document.status).to.equal(odd);
    expect(uploaded[0].document.type_id).to.equal('3');
    expect(uploaded[0].document.extra.nested[0]).to.equal('<script>window.__pwned=2</script>');
    expect(item(el, 0).textContent).to.contain('Statut : <img src=x onerror="window.__pwned=1">Reçu');
    expect(item(el, 0).textContent).to.contain('Type : <b>Devis</b>');
    // The long word wraps inside the document and the live region instead of widening the page.
    expect(item(el, 0).scrollWidth <= item(el, 0).clientWidth).to.equal(true);
    // The live region speaks to screen readers only: visually hidden, it widens nothing.
    expect($(el, '[role="status"]').getBoundingClientRect().width <= 1).to.equal(true);
    expect(el.scrollWidth <= el.clientWidth).to.equal(true);

    action(item(el, 1), 'send')!.click();
    await waitForStates(el, (s) => s[1] === 'failed', 'the broken answer is an error');
    action(item(el, 2), 'send')!.click();
    await waitForStates(el, (s) => s[2] === 'failed', 'the error page is an error');

    expect(errors.map((e) => `${e.name} ${e.error.kind} ${e.error.status}`)).to.deep.equal(['b.pdf response 201', 'c.pdf server 502']);
    expect($(item(el, 2), '[part~="error"]').textContent).to.contain('Le service a rencontré une erreur');
    for (const li of items(el).slice(1)) {
      expect(control<HTMLTextAreaElement>(li, 'Notes').value).to.equal('Notes gardées');
      expect(offers(li, 'retry')).to.equal(true);
    }
    expect(el.shadowRoot!.querySelector('img, b, script, h1') === null).to.equal(true);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('lets its uploads finish when removed from the page, and tells the page of each document, once', async () => {
    const el = await mountUploader({ multiple: true });
    const before = (await sandboxState()).documents;
    await dropFiles(el, ['a', 'b', 'c', 'd'].map((n) => pdf(`${n}.pdf`, 4096)));
    for (const li of items(el)) await chooseType(el, li, '5');
    await failNext({ method: 'POST', path: UPLOAD_PATH, delayMs: 300, times: 3 });
    $<HTMLButtonElement>(el, 'button[id$="-send-all"]').click();
    await waitUntil(async () => (await uploadRequests()).length === 3, 'three uploads reach the sandbox', { timeout: 10_000 });
    const onDocument: number[] = [];
    const onElement: number[] = [];
    const listen = (e: Event) => onDocument.push((e as CustomEvent).detail.document.id);
    document.addEventListener('document-uploaded', listen);
    el.addEventListener('document-uploaded', (e) => onElement.push((e as CustomEvent).detail.document.id));
    try {
      el.remove();
      // The waiting one too: the visitor asked for it before the element left.
      await waitUntil(() => onElement.length === 4, 'every upload ends', { timeout: 20_000 });
      // Document hears each of them, once (an element of an earlier test may still be telling it of its own).
      expect(new Set(onElement).size).to.equal(4);
      expect(onDocument.filter((id) => onElement.includes(id)).sort().join()).to.equal([...onElement].sort().join());
      expect(states(el).join()).to.equal('done,done,done,done');
      expect((await sandboxState()).documents).to.equal(before + 4);
    } finally {
      document.removeEventListener('document-uploaded', listen);
    }
  });

  it('keeps uploading when it is moved elsewhere in the page', async () => {
    const el = await mountUploader();
    await dropFiles(el, [pdf('plan.pdf')]);
    await chooseType(el, item(el, 0), '5');
    await failNext({ method: 'POST', path: UPLOAD_PATH, delayMs: 1000 });
    action(item(el, 0), 'send')!.click();
    await waitUntil(async () => (await uploadRequests()).length === 1, 'the upload reaches the sandbox', { timeout: 10_000 });
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    try {
      elsewhere.append(el);
      await waitForStates(el, done, 'the upload ends');
    } finally {
      elsewhere.remove();
    }
    expect((await uploadRequests()).map((r) => r.status)).to.deep.equal([201]);
  });

  it('lets a keyboard user send with Enter, cancel with Space and retry a failed upload with Enter, focus following each step', async () => {
    const el = await mountUploader({ types: '1701' });
    await pickFiles(el, [pdf('releve.pdf')]);
    // From the top of the page: the picker's button, the link's address and button, then the document's name.
    for (let i = 0; i < 4; i++) await sendKeys({ press: 'Tab' });
    expect(activeId(el)).to.equal(control(item(el, 0), 'Nom du document').id);
    await failNext({ method: 'POST', path: UPLOAD_PATH, delayMs: 5000 });
    await sendKeys({ press: 'Enter' });
    await waitForStates(el, (s) => s[0] === 'uploading', 'the upload starts');
    expect(activeId(el).endsWith('-cancel')).to.equal(true);
    await sendKeys({ press: 'Space' });
    await waitForStates(el, (s) => s[0] === 'ready', 'the upload is cancelled');
    expect(activeId(el).endsWith('-send')).to.equal(true);
    expect(status(el)).to.equal('Envoi de « releve.pdf » annulé.');

    await failNext({ method: 'POST', path: UPLOAD_PATH, status: 503 });
    await sendKeys({ press: 'Enter' });
    await waitForStates(el, (s) => s[0] === 'failed', 'the upload fails');
    expect(activeId(el).endsWith('-retry')).to.equal(true);
    await sendKeys({ press: 'Enter' });
    await waitForStates(el, done, 'the retry ends');
    expect(activeId(el).endsWith('-state')).to.equal(true);
    expect(status(el)).to.equal('« releve.pdf » envoyé. Statut : en attente de validation.');
    expect((await uploadRequests()).map((r) => r.status)).to.deep.equal([0, 503, 201]);
  });

  it('is accessible with documents queued, refused, uploading, failed and done', async () => {
    const el = await mountUploader({ multiple: true, 'max-size': '100000' });
    await dropFiles(el, [pdf('fait.pdf'), pdf('echoue.pdf'), pdf('en-cours.pdf'), pdf('a-envoyer.pdf'), pdf('trop-gros.pdf', 200_000)]);
    for (const li of items(el).slice(0, 4)) await chooseType(el, li, '1');
    action(item(el, 0), 'send')!.click();
    await waitForStates(el, (s) => s[0] === 'done', 'the first upload ends');
    await failNext({ method: 'POST', path: UPLOAD_PATH, status: 503 });
    action(item(el, 1), 'send')!.click();
    await waitForStates(el, (s) => s[1] === 'failed', 'the second upload fails');
    await failNext({ method: 'POST', path: UPLOAD_PATH, delayMs: 10_000 });
    action(item(el, 2), 'send')!.click();
    await waitForStates(el, (s) => s[2] === 'uploading', 'the third upload runs');

    expect(states(el)).to.deep.equal(['done', 'failed', 'uploading', 'ready', 'rejected']);
    await expect(el).to.be.accessible();
    action(item(el, 2), 'cancel')!.click();
    await waitForStates(el, (s) => s[2] === 'ready', 'the third upload is cancelled');
  });
});

function shadowText(el: HTMLElement, id: string): string {
  return el.shadowRoot!.getElementById(id)?.textContent ?? '';
}
