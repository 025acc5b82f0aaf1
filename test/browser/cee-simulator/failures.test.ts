/**
 * `<cee-simulator>` when the service refuses or fails: 422 messages placed by dotted key, retry after 5xx and
 * network loss, silent token renewal, unreadable answers, and stale submissions cancelled. Typed values survive.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { expireTokens, failNext, resetSandbox, sandboxRequests, sandboxState } from '../helpers/sandbox.js';
import {
  CEE,
  HEAT_PUMP,
  INPUTS_171,
  collect,
  control,
  controlsOf,
  fieldError,
  fieldsShown,
  fill,
  focused,
  freshSandbox,
  has,
  mountSimulator,
  plain,
  resultShown,
  resultText,
  root,
  statusText,
  submitButton,
} from './simulator-helpers.js';
import type { CeeSimulator } from '../../../src/elements/cee-simulator/cee-simulator.js';

/** The values the form shows for the heat pump keys, in HEAT_PUMP's order. */
function shownValues(el: CeeSimulator): string {
  return Object.keys(HEAT_PUMP)
    .map((key) => {
      const controls = controlsOf(el, key);
      return controls[0]!.type === 'radio' ? (controls.find((c) => c.checked)?.value ?? '') : controls[0]!.value;
    })
    .join(' ');
}
const TYPED = Object.values(HEAT_PUMP).join(' ');

async function panelShown(el: CeeSimulator): Promise<HTMLElement> {
  await waitUntil(() => root(el).querySelector('.error-panel') !== null, 'no error panel', { timeout: 10_000 });
  return root(el).querySelector<HTMLElement>('.error-panel')!;
}

describe('<cee-simulator> failures', () => {
  beforeEach(freshSandbox);

  it('puts each 422 message beside its field, the rest in a summary that takes focus, and keeps the typed values', async () => {
    const body = JSON.stringify({
      message: 'Données invalides.',
      errors: { 'housing.surface': ['La surface est refusée.'], eurosMwHCumac: ['Le prix est refusé.'] },
    });
    await failNext({ method: 'POST', path: CEE, status: 422, body });
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    const errors = collect(el, 'cee-error');
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    await waitUntil(() => root(el).querySelector('[part~="error-summary"]') !== null, 'no summary', { timeout: 10_000 });
    await el.updateComplete;
    expect(fieldError(el, 'housing.surface')).to.equal('La surface est refusée.');
    expect(control(el, 'housing.surface').getAttribute('aria-invalid')).to.equal('true');
    const summary = root(el).querySelector<HTMLElement>('[part~="error-summary"]')!;
    expect(plain(summary.textContent!)).to.contain('Le prix est refusé.');
    // The summary's words come with its code (ui/form-errors.ts), never as a raw key.
    expect(plain(summary.querySelector('.summary-title')!.textContent!)).to.equal('Corrigez les erreurs suivantes :');
    expect(plain(statusText(el))).to.equal('Le service a refusé certaines valeurs : corrigez-les puis recalculez.');
    expect(focused(el)?.getAttribute('part')).to.equal('error-summary');
    expect(shownValues(el)).to.equal(TYPED);
    expect(errors.map((e) => `${e.error.kind} ${e.error.status}`).join()).to.equal('validation 422');
    expect(errors[0]!.error.fieldErrors['housing.surface'][0]).to.equal('La surface est refusée.');

    summary.querySelector('a')!.click();
    expect(focused(el)?.id).to.equal(control(el, 'housing.surface').id);
  });

  it('focuses the field the service refused when every message has a field (the sandbox’s own 422)', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    await fill(el, { ...HEAT_PUMP, 'housing.department': '975' });
    submitButton(el).click();
    await waitUntil(() => fieldError(el, 'housing.department') !== '', 'no message on the department', { timeout: 10_000 });
    expect(fieldError(el, 'housing.department')).to.contain('975');
    expect(has(el, '[part~="error-summary"]')).to.equal(false);
    expect(focused(el)?.id).to.equal(control(el, 'housing.department').id);
    expect((control(el, 'housing.surface') as HTMLInputElement).value).to.equal('100');
  });

  it('keeps the typed values after a 500 and sends them again from the retry button', async () => {
    await failNext({ method: 'POST', path: CEE, status: 500 });
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    const errors = collect(el, 'cee-error');
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    const panel = await panelShown(el);
    expect(panel.textContent).to.contain('erreur');
    expect(shownValues(el)).to.equal(TYPED);
    expect(errors.map((e) => e.error.kind).join()).to.equal('server');
    panel.querySelector<HTMLButtonElement>('[part~="retry"]')!.click();
    await resultShown(el);
    expect(plain(resultText(el))).to.contain('133,8 MWh cumac');
    expect(has(el, '.error-panel')).to.equal(false);
    const posts = await sandboxRequests({ method: 'POST', path: CEE });
    expect(posts.map((r) => r.status).join()).to.equal('500,200');
    expect(JSON.stringify(posts[1]!.body)).to.equal(JSON.stringify(posts[0]!.body));
  });

  it('offers a retry and keeps the typed values when the network is lost, then calculates once it is back', async () => {
    // Chromium itself resends a request whose reused connection drops: arm enough failures for every try.
    await failNext({ method: 'POST', path: CEE, status: 0, times: 30 });
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    const errors = collect(el, 'cee-error');
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    const panel = await panelShown(el);
    expect(panel.textContent).to.contain('injoignable');
    expect(panel.querySelector('[part~="retry"]') !== null).to.equal(true);
    expect(shownValues(el)).to.equal(TYPED);
    expect(errors.map((e) => e.error.kind).join()).to.equal('network');

    await resetSandbox();
    panel.querySelector<HTMLButtonElement>('[part~="retry"]')!.click();
    await resultShown(el);
    expect(plain(resultText(el))).to.contain('133,8 MWh cumac');
  });

  it('offers a retry when the fields cannot be loaded, and stops announcing them as loading', async () => {
    await failNext({ method: 'GET', path: INPUTS_171, status: 500 });
    const el = await mountSimulator({ fost: 'BAR-TH-171', ready: false });
    const panel = await panelShown(el);
    expect(panel.textContent).to.contain('erreur');
    // The live region no longer says the fields are loading: the panel (role alert) says what happened.
    expect(statusText(el)).to.equal('');
    panel.querySelector<HTMLButtonElement>('[part~="retry"]')!.click();
    await fieldsShown(el);
    expect(controlsOf(el, 'housing.surface').length).to.equal(1);
    expect(plain(statusText(el))).to.equal('Formulaire prêt : 8 champs.');
  });

  it('renews an expired token silently, once', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    await fill(el, HEAT_PUMP);
    await expireTokens();
    submitButton(el).click();
    await resultShown(el);
    const posts = await sandboxRequests({ method: 'POST', path: CEE });
    expect(posts.map((r) => r.status).join()).to.equal('401,200');
    expect((await sandboxState()).tokensIssued).to.equal(2);
    expect(has(el, '.error-panel')).to.equal(false);
  });

  it('renews the token once only: a second 401 is an access error without a retry loop, and the values stay', async () => {
    await failNext({ method: 'POST', path: CEE, status: 401, times: 2 });
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    const errors = collect(el, 'cee-error');
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    const panel = await panelShown(el);
    expect(panel.textContent).to.contain('L’accès au service a été refusé');
    expect(panel.querySelector('[part~="retry"]') === null).to.equal(true);
    expect(errors.map((e) => `${e.error.kind} ${e.error.status}`).join()).to.equal('auth 401');
    expect((await sandboxRequests({ method: 'POST', path: CEE })).map((r) => r.status).join()).to.equal('401,401');
    expect(shownValues(el)).to.equal(TYPED);
  });

  it('says so clearly when the result does not parse, and fires cee-error of kind response', async () => {
    await failNext({ method: 'POST', path: CEE, status: 200, body: '<html>proxy</html>' });
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    const errors = collect(el, 'cee-error');
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    const panel = await panelShown(el);
    expect(panel.textContent).to.contain('illisible');
    expect(errors.map((e) => e.error.kind).join()).to.equal('response');
    expect(has(el, '[part~="result"]')).to.equal(false);
    expect(shownValues(el)).to.equal(TYPED);
  });

  it('cancels a calculation in flight when fost changes: no result, no event, the request aborted', async () => {
    await failNext({ method: 'POST', path: CEE, delayMs: 3000 });
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    const results = collect(el, 'cee-result');
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    await waitUntil(async () => (await sandboxRequests({ method: 'POST', path: CEE })).length === 1, 'the calculation never left');
    el.fost = 'BAR-EN-101';
    await fieldsShown(el);
    expect(submitButton(el).getAttribute('aria-disabled')).to.equal('false');
    await waitUntil(async () => (await sandboxRequests({ method: 'POST', path: CEE }))[0]!.status !== null, 'still open', { timeout: 5000 });
    expect((await sandboxRequests({ method: 'POST', path: CEE }))[0]!.status).to.equal(0);
    await el.updateComplete;
    expect(results.length).to.equal(0);
    expect(has(el, '[part~="result"]')).to.equal(false);
    expect((control(el, 'housing.department') as HTMLInputElement).value).to.equal('67');
  });

  it('cancels a calculation in flight when context changes: no result, no event, the request aborted', async () => {
    await failNext({ method: 'POST', path: CEE, delayMs: 20_000 });
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    const results = collect(el, 'cee-result');
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    await waitUntil(async () => (await sandboxRequests({ method: 'POST', path: CEE })).length === 1, 'the calculation never left');
    el.context = 'b2b';
    await waitUntil(async () => (await sandboxRequests({ method: 'POST', path: CEE }))[0]!.status !== null, 'still open', { timeout: 10_000 });
    expect((await sandboxRequests({ method: 'POST', path: CEE }))[0]!.status).to.equal(0);
    // BAR-TH-171 has no B2B simulation: the newest answer (a 404 naming the context) is what shows.
    await panelShown(el);
    expect(root(el).querySelector('.error-panel')!.textContent).to.contain('réservée aux particuliers');
    expect(`${results.length} ${has(el, '[part~="result"]')}`).to.equal('0 false');
  });
});
