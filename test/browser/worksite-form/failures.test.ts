/**
 * `<worksite-form>` when the service says no or cannot answer: 422 messages on their fields (nested rows
 * included) or in a focused summary, 500, network loss and timeouts with a retry of the same request, and
 * the `persist` draft. Nothing typed is ever lost.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { WorksiteForm } from '../../../src/elements/worksite-form/worksite-form.js';
import { defineElement } from '../../../src/ui/define-element.js';
import { expireTokens, failNext, resetSandbox } from '../helpers/sandbox.js';
import {
  $,
  addDeclarant,
  choosePrecarity,
  combobox,
  control,
  errorOf,
  fill,
  fillValidWorksite,
  fiscalRows,
  focusedId,
  freshSandbox,
  mountForm,
  pickBeneficiary,
  submitButton,
  waitForOutcome,
  worksiteRequests,
} from './form-fixture.js';

/** The same element giving up on a request after 300 ms, so a timeout is reached within a test. */
class QuickTimeoutForm extends WorksiteForm {
  protected override requestTimeoutMs = 300;
}
defineElement('quick-timeout-worksite-form', QuickTimeoutForm);

const DECLARANTS = [
  { firstname: 'Jeanne', lastname: 'Martin', fiscal_number: '0123456789012', fiscal_reference: 'ABCDEF1234567' },
  { firstname: 'Paul', lastname: 'Martin', fiscal_number: '9123456789012', fiscal_reference: 'XYZ1234567890' },
];

function typedValues(el: WorksiteForm): string[] {
  return [combobox(el).value, control(el, 'Adresse')!.value, control(el, 'Code postal')!.value, control(el, 'Ville')!.value];
}

const worksiteErrors = (el: WorksiteForm) => {
  const details: Array<{ kind: string; status?: number; message: string; fieldErrors?: Record<string, string[]> }> = [];
  el.addEventListener('worksite-error', (e) => details.push((e as CustomEvent).detail.error));
  return details;
};

/** What the form sends for the valid worksite `fillValidWorksite` types, first time and on retry alike. */
const SENT_BODY = {
  convention_id: 1,
  beneficiary_id: 1,
  address: '12 rue des Lilas',
  city: 'Lyon',
  zipcode: '69003',
  country: 'FR',
  precarity_type: 'classic',
};

describe('<worksite-form> failures', () => {
  beforeEach(freshSandbox);

  it('puts a 422 on a nested fiscal field on the right row, and keeps every typed value', async () => {
    const el = await mountForm();
    const errors = worksiteErrors(el);
    await fillValidWorksite(el);
    for (const row of DECLARANTS) await addDeclarant(el, row);
    submitButton(el).click();
    await waitForOutcome(el);

    const [request] = await worksiteRequests();
    expect(request?.status).to.equal(422);
    const [first, second] = fiscalRows(el);
    expect(errorOf(el, control(el, 'Numéro fiscal', second))).to.equal('Le numéro fiscal doit commencer par 0, 1, 2 ou 3.');
    expect(control(el, 'Numéro fiscal', second)?.getAttribute('aria-invalid')).to.equal('true');
    expect(control(el, 'Numéro fiscal', first)?.getAttribute('aria-invalid')).to.equal('false');
    expect(focusedId(el)).to.equal(control(el, 'Numéro fiscal', second)?.id);
    expect($(el, '.error-summary') === null).to.equal(true);
    expect(errors.map((e) => [e.kind, e.status, Object.keys(e.fieldErrors ?? {}).join()])).to.deep.equal([
      ['validation', 422, 'fiscal_informations.1.fiscal_number'],
    ]);
    expect(typedValues(el)).to.deep.equal(['Marie Martin (69003 Lyon)', '12 rue des Lilas', '69003', 'Lyon']);
    expect(fiscalRows(el).map((row) => control(el, 'Numéro fiscal', row)?.value)).to.deep.equal(DECLARANTS.map((d) => d.fiscal_number));
  });

  it('keeps the error on the right row when a row above it is removed', async () => {
    const el = await mountForm();
    await fillValidWorksite(el);
    for (const row of DECLARANTS) await addDeclarant(el, row);
    submitButton(el).click();
    await waitForOutcome(el);
    (fiscalRows(el)[0]!.querySelector('[part~="remove-row"]') as HTMLButtonElement).click();
    await el.updateComplete;
    const [only] = fiscalRows(el);
    expect(control(el, 'Prénom', only)?.value).to.equal('Paul');
    expect(errorOf(el, control(el, 'Numéro fiscal', only))).to.equal('Le numéro fiscal doit commencer par 0, 1, 2 ou 3.');
  });

  it('shows a duplicate external reference next to its field', async () => {
    const el = await mountForm();
    await fillValidWorksite(el);
    await fill(el, control(el, 'Référence externe'), 'DEMO-0001');
    submitButton(el).click();
    await waitForOutcome(el);
    expect(errorOf(el, control(el, 'Référence externe'))).to.equal('La référence externe est déjà utilisée.');
    expect(focusedId(el)).to.equal(control(el, 'Référence externe')?.id);
  });

  it('lists the messages that have no field in an error summary that takes focus', async () => {
    const body = JSON.stringify({
      message: 'Les données sont invalides.',
      errors: { installer: ['L’installateur est suspendu.'], zipcode: ['Code postal hors zone.'] },
    });
    await failNext({ method: 'POST', path: '/partner/v1/worksites', status: 422, body });
    const el = await mountForm();
    await fillValidWorksite(el);
    submitButton(el).click();
    await waitForOutcome(el);

    const summary = $(el, '.error-summary');
    expect(focusedId(el)).to.equal(summary?.id);
    expect(summary!.querySelector('.summary-title')?.textContent?.trim()).to.equal('Corrigez les erreurs suivantes :');
    expect([...summary!.querySelectorAll('li')].map((li) => li.textContent?.trim())).to.deep.equal([
      'L’installateur est suspendu.',
      'Code postal hors zone.',
    ]);
    expect(summary!.querySelector('a')?.getAttribute('href')).to.equal(`#${control(el, 'Code postal')?.id}`);
    expect(errorOf(el, control(el, 'Code postal'))).to.equal('Code postal hors zone.');
    expect(typedValues(el)).to.deep.equal(['Marie Martin (69003 Lyon)', '12 rue des Lilas', '69003', 'Lyon']);
  });

  it('keeps the typed values when the service answers 500, and the retry resends the same request', async () => {
    await failNext({ method: 'POST', path: '/partner/v1/worksites', status: 500 });
    const el = await mountForm();
    const errors = worksiteErrors(el);
    await fillValidWorksite(el);
    await addDeclarant(el, DECLARANTS[0]!);
    submitButton(el).click();
    await waitForOutcome(el);

    expect($(el, '.error-panel p')?.textContent).to.equal('Le service a rencontré une erreur. Réessayez dans un instant. Le chantier a peut-être déjà été créé. L’envoyer à nouveau ne créera pas de doublon.');
    expect(errors.map((e) => [e.kind, e.status])).to.deep.equal([['server', 500]]);
    expect(typedValues(el)).to.deep.equal(['Marie Martin (69003 Lyon)', '12 rue des Lilas', '69003', 'Lyon']);
    expect(control(el, 'Numéro fiscal', fiscalRows(el)[0])?.value).to.equal(DECLARANTS[0]!.fiscal_number);

    ($(el, '.error-panel [part~="retry"]') as HTMLButtonElement).click();
    await waitUntil(() => $(el, '[part~="result"]') !== null, 'the retry creates the worksite', { timeout: 10_000 });
    const [failed, retried] = await worksiteRequests();
    expect([failed?.status, retried?.status]).to.deep.equal([500, 201]);
    expect(JSON.stringify(retried?.body)).to.equal(JSON.stringify(failed?.body));
  });

  it('keeps the typed values on network loss and offers a retry', async () => {
    // Many times: Chromium silently sends a POST again on another pooled connection when one drops before any answer.
    await failNext({ method: 'POST', path: '/partner/v1/worksites', status: 0, times: 30 });
    const el = await mountForm();
    const errors = worksiteErrors(el);
    await fillValidWorksite(el);
    submitButton(el).click();
    await waitForOutcome(el);
    expect($(el, '.error-panel p')?.textContent).to.equal('Le service est injoignable. Vérifiez votre connexion puis réessayez. Le chantier a peut-être déjà été créé. L’envoyer à nouveau ne créera pas de doublon.');
    expect(errors.map((e) => e.kind)).to.deep.equal(['network']);
    expect(typedValues(el)).to.deep.equal(['Marie Martin (69003 Lyon)', '12 rue des Lilas', '69003', 'Lyon']);

    await resetSandbox(); // the network is back
    ($(el, '.error-panel [part~="retry"]') as HTMLButtonElement).click();
    await waitUntil(() => $(el, '[part~="result"]') !== null, 'the retry creates the worksite', { timeout: 10_000 });
    const [retried] = await worksiteRequests();
    expect(retried?.body).to.deep.equal(SENT_BODY);
  });

  it('says the service took too long on a timeout, and the retry sends the same request again', async () => {
    const el = await mountForm({}, {}, 'quick-timeout-worksite-form');
    await fillValidWorksite(el);
    await failNext({ method: 'POST', path: '/partner/v1/worksites', delayMs: 2000 });
    submitButton(el).click();
    await waitForOutcome(el);
    expect($(el, '.error-panel p')?.textContent).to.equal('Le service a mis trop de temps à répondre. Réessayez. Le chantier a peut-être déjà été créé. L’envoyer à nouveau ne créera pas de doublon.');
    expect(typedValues(el)).to.deep.equal(['Marie Martin (69003 Lyon)', '12 rue des Lilas', '69003', 'Lyon']);
    ($(el, '.error-panel [part~="retry"]') as HTMLButtonElement).click();
    await waitUntil(() => $(el, '[part~="result"]') !== null, 'the retry creates the worksite', { timeout: 10_000 });
    const requests = await worksiteRequests();
    expect(requests.length).to.equal(2);
    expect(requests[1]?.body).to.deep.equal(SENT_BODY);
  });

  it('dismisses the failure once a field is edited, and settles the unanswered request before the new values go', async () => {
    await failNext({ method: 'POST', path: '/partner/v1/worksites', status: 503 });
    const el = await mountForm();
    await fillValidWorksite(el);
    submitButton(el).click();
    await waitForOutcome(el);
    expect($(el, '.error-panel') !== null).to.equal(true);
    await fill(el, control(el, 'Ville'), 'Lyon 3e');
    expect($(el, '.error-panel') === null).to.equal(true);
    // A 503 may come after the creation: the same request goes again first, and what it created is the outcome.
    submitButton(el).click();
    await waitUntil(() => $(el, '[part~="result"]') !== null, 'the worksite is created', { timeout: 10_000 });
    const [first, sent] = await worksiteRequests();
    expect((sent?.body as { city: string }).city).to.equal('Lyon');
    expect(sent?.idempotencyKey).to.equal(first?.idempotencyKey);
    expect($(el, '[part~="result"] .earlier')?.textContent).to.contain('sans vos modifications depuis');
  });

  it('renews an expired token and creates the worksite with the same body (partner-auth="bearer")', async () => {
    const el = await mountForm({ 'partner-auth': 'bearer' });
    await fillValidWorksite(el);
    await expireTokens();
    submitButton(el).click();
    await waitUntil(() => $(el, '[part~="result"]') !== null, 'the worksite is created', { timeout: 10_000 });
    const requests = await worksiteRequests();
    expect(requests.map((r) => [r.status, r.auth])).to.deep.equal([
      [401, true],
      [201, true],
    ]);
    expect((requests[1]?.body as { address: string }).address).to.equal('12 rue des Lilas');
  });

  it('keeps the typed values when an expired token cannot be renewed, and the retry gets through', async () => {
    const el = await mountForm({ 'partner-auth': 'bearer' });
    await fillValidWorksite(el);
    await expireTokens();
    await failNext({ method: 'POST', path: '/token', status: 503 });
    submitButton(el).click();
    await waitForOutcome(el);
    expect($(el, '.error-panel p')?.textContent).to.equal('Le service a rencontré une erreur. Réessayez dans un instant.');
    expect(typedValues(el)).to.deep.equal(['Marie Martin (69003 Lyon)', '12 rue des Lilas', '69003', 'Lyon']);
    ($(el, '.error-panel [part~="retry"]') as HTMLButtonElement).click();
    await waitUntil(() => $(el, '[part~="result"]') !== null, 'the retry creates the worksite', { timeout: 10_000 });
  });

  it('keeps only the typed address fields in sessionStorage, restores them, and forgets them on success', async () => {
    const key = 'cee-widgets:worksite-form:draft-test';
    let el = await mountForm({ id: 'draft-test', persist: true });
    await fillValidWorksite(el);
    await addDeclarant(el, DECLARANTS[0]!);
    ($(el, 'input[type="radio"][value="low"]') as HTMLInputElement).click();
    await el.updateComplete;
    const stored = sessionStorage.getItem(key) ?? '';
    expect(stored).to.include('12 rue des Lilas');
    // No identity, no income category, no declarant, no fiscal data.
    for (const personal of ['Marie', 'Martin', 'beneficiary', 'precarity', 'low', 'Jeanne', DECLARANTS[0]!.lastname, DECLARANTS[0]!.fiscal_number, DECLARANTS[0]!.fiscal_reference]) {
      expect(stored.includes(personal), personal).to.equal(false);
    }

    el.remove();
    el = await mountForm({ id: 'draft-test', persist: true });
    expect(typedValues(el)).to.deep.equal(['', '12 rue des Lilas', '69003', 'Lyon']);
    expect(fiscalRows(el).length).to.equal(0);
    await pickBeneficiary(el, 'Marie Martin');
    // The restored address is the visitor's: the record's differs, and is not taken over it.
    expect(typedValues(el)).to.deep.equal(['Marie Martin (69003 Lyon)', '12 rue des Lilas', '69003', 'Lyon']);
    // The precarity was never stored: it is chosen again.
    await choosePrecarity(el, 'low');
    submitButton(el).click();
    await waitForOutcome(el);
    const [request] = await worksiteRequests();
    expect((request?.body as { beneficiary_id: number }).beneficiary_id).to.equal(1);
    expect(sessionStorage.getItem(key)).to.equal(null);
  });

  it('forgets a draft older than 24 hours, or written in the future', async () => {
    const key = 'cee-widgets:worksite-form:old-draft';
    const values = { address: '3 place Bellecour', city: 'Lyon' };
    for (const hoursAgo of [25, -1]) {
      sessionStorage.setItem(key, JSON.stringify({ values, savedAt: Date.now() - hoursAgo * 60 * 60 * 1000 }));
      const el = await mountForm({ id: 'old-draft', persist: true });
      expect(`${hoursAgo} h: ${control(el, 'Adresse')?.value}`).to.equal(`${hoursAgo} h: `);
      expect(sessionStorage.getItem(key)).to.equal(null);
      el.remove();
    }
    sessionStorage.setItem(key, JSON.stringify({ values, savedAt: Date.now() - 23 * 60 * 60 * 1000 }));
    const el = await mountForm({ id: 'old-draft', persist: true });
    expect(control(el, 'Adresse')?.value).to.equal('3 place Bellecour');
    el.remove();
    sessionStorage.removeItem(key);
  });

  it('lets a draft live 24 hours from its last edit: viewing it does not save it again, an edit does', async () => {
    const key = 'cee-widgets:worksite-form:viewed-draft';
    const savedAt = Date.now() - 23 * 60 * 60 * 1000;
    sessionStorage.setItem(key, JSON.stringify({ values: { address: '3 place Bellecour' }, savedAt }));
    const el = await mountForm({ id: 'viewed-draft', persist: true }, { values: { city: 'Lyon' } });
    expect(control(el, 'Adresse')?.value).to.equal('3 place Bellecour');
    expect(control(el, 'Ville')?.value).to.equal('Lyon');
    // Rendered with the draft and the host's values: what is stored is as it was.
    await el.updateComplete;
    expect(JSON.parse(sessionStorage.getItem(key)!).savedAt).to.equal(savedAt);
    const editedAfter = Date.now();
    await fill(el, control(el, 'Code postal'), '69002');
    const stored = JSON.parse(sessionStorage.getItem(key)!);
    expect(stored.savedAt).to.be.at.least(editedAfter);
    // What was typed, before the reload and now; not the city the page gave.
    expect(stored.values).to.deep.equal({ address: '3 place Bellecour', zipcode: '69002' });
    el.remove();
    sessionStorage.removeItem(key);
  });

  it('writes nothing on load for a preselected beneficiary, and then only what the visitor typed, never the record’s address', async () => {
    const key = 'cee-widgets:worksite-form:preselected';
    const el = await mountForm({ id: 'preselected', persist: true, 'beneficiary-id': '1' });
    await waitUntil(() => control(el, 'Adresse')?.value !== '', 'the record’s address', { timeout: 10_000 });
    await el.updateComplete;
    const recordAddress = control(el, 'Adresse')!.value;
    expect(control(el, 'Ville')?.value).to.equal('Lyon');
    expect(sessionStorage.getItem(key)).to.equal(null);
    expect(sessionStorage.length).to.equal(0);
    // An edit: the field edited is kept, the record's address is not.
    await fill(el, control(el, 'Complément d’adresse'), 'Bâtiment B');
    const stored = JSON.parse(sessionStorage.getItem(key)!);
    expect(stored.values).to.deep.equal({ additional_address: 'Bâtiment B' });
    expect(JSON.stringify(stored).includes(recordAddress)).to.equal(false);
    expect(JSON.stringify(stored).includes('Lyon')).to.equal(false);
    el.remove();
    sessionStorage.removeItem(key);
  });

  it('restores no value over its field’s bound, and reads no stored draft heavier than a draft can be', async () => {
    const key = 'cee-widgets:worksite-form:bounded';
    sessionStorage.setItem(key, JSON.stringify({ values: { address: 'x'.repeat(256), city: 'Lyon' }, savedAt: Date.now() }));
    let el = await mountForm({ id: 'bounded', persist: true });
    expect(control(el, 'Adresse')?.value).to.equal('');
    expect(control(el, 'Ville')?.value).to.equal('Lyon');
    el.remove();
    // A value of 1 MB: the stored draft is not even parsed.
    sessionStorage.setItem(key, JSON.stringify({ values: { address: 'x'.repeat(1_000_000), zipcode: '69002' }, savedAt: Date.now() }));
    el = await mountForm({ id: 'bounded', persist: true });
    expect(control(el, 'Code postal')?.value).to.equal('');
    el.remove();
    sessionStorage.setItem(key, JSON.stringify({ values: { address: 'a'.repeat(255) }, savedAt: Date.now() }));
    el = await mountForm({ id: 'bounded', persist: true });
    expect(control(el, 'Adresse')?.value.length).to.equal(255);
    el.remove();
    sessionStorage.removeItem(key);
  });

  it('keeps nothing in sessionStorage without the persist attribute', async () => {
    const el = await mountForm({ id: 'no-persist' });
    await fillValidWorksite(el);
    expect(sessionStorage.length).to.equal(0);
  });
});
