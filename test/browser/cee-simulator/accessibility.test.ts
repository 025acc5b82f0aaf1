/**
 * `<cee-simulator>` for everyone: axe-core finds nothing in any state, and a person completes a simulation
 * with the keyboard alone, from the first field to the announced result.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { sendKeys } from '@web/test-runner-commands';
import { failNext, sandboxRequests } from '../helpers/sandbox.js';
import {
  CEE,
  HEAT_PUMP,
  INPUTS_171,
  control,
  controlsOf,
  fill,
  fieldsShown,
  focused,
  freshSandbox,
  mountSimulator,
  plain,
  resultShown,
  resultText,
  root,
  statusText,
  submitButton,
  valuesChecked,
  engage,
} from './simulator-helpers.js';
import type { CeeSimulator } from '../../../src/elements/cee-simulator/cee-simulator.js';

/** The data-key (or part) of what has focus inside the element. */
function focusedKey(el: CeeSimulator): string {
  const node = focused(el);
  return node?.getAttribute('data-key') ?? node?.getAttribute('part') ?? node?.tagName ?? 'nothing';
}

async function press(key: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await sendKeys({ press: key });
}

describe('<cee-simulator> accessibility', () => {
  beforeEach(freshSandbox);

  it('has no axe violation while the fields load', async () => {
    // Never answered during the test: the element is removed (and its request aborted) at the end.
    await failNext({ method: 'GET', path: INPUTS_171, delayMs: 60_000 });
    const el = await mountSimulator({ fost: 'BAR-TH-171', ready: false });
    expect(root(el).querySelector('form')!.getAttribute('aria-busy')).to.equal('true');
    await expect(el).to.be.accessible();
    expect(root(el).querySelector('form')!.getAttribute('aria-busy')).to.equal('true');
  });

  it('has no axe violation once filled, nor with the operation picker', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171', price: '9.5' });
    await fill(el, HEAT_PUMP);
    await expect(el).to.be.accessible();
    const picker = await mountSimulator();
    await waitUntil(() => root(picker).querySelector('[part~="operation-picker"]:not([disabled])') !== null, 'no catalogue', { timeout: 10_000 });
    await expect(picker).to.be.accessible();
  });

  it('has no axe violation with field errors and an error summary', async () => {
    const body = JSON.stringify({ message: 'Refusé.', errors: { 'housing.surface': ['Refusée.'], fost_code: ['Code refusé.'] } });
    await failNext({ method: 'POST', path: CEE, status: 422, body });
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    submitButton(el).click();
    await valuesChecked(el);
    expect(root(el).querySelectorAll('[aria-invalid="true"]').length).to.be.greaterThan(3);
    await expect(el).to.be.accessible();
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    await waitUntil(() => root(el).querySelector('[part~="error-summary"]') !== null, 'no summary', { timeout: 10_000 });
    await expect(el).to.be.accessible();
  });

  it('has no axe violation with a failure panel, a configuration message, or a result', async () => {
    await failNext({ method: 'POST', path: CEE, status: 503 });
    const el = await mountSimulator({ fost: 'BAR-TH-171', price: '9.5' });
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    await waitUntil(() => root(el).querySelector('.error-panel') !== null, 'no panel', { timeout: 10_000 });
    await expect(el).to.be.accessible();
    (root(el).querySelector('[part~="retry"]') as HTMLButtonElement).click();
    await resultShown(el);
    await expect(el).to.be.accessible();
    const misconfigured = await mountSimulator({ fost: 'BAR-TH-171', context: 'x', ready: false });
    await misconfigured.updateComplete;
    await expect(misconfigured).to.be.accessible();
  });

  it('has no axe violation with both results (CEE and MaPrimeRénov) shown', async () => {
    const el = await mountSimulator({ fost: 'BAR-EN-101', aid: 'both', price: '10' });
    await fill(el, { 'housing.department': '67', 'household.size': '2', 'household.income': '20000', 'operation.surface': '50' });
    submitButton(el).click();
    await resultShown(el);
    expect(root(el).querySelectorAll('.lines .line').length).to.equal(2);
    await expect(el).to.be.accessible();
  });

  it('can be completed with the keyboard alone, from the first field to the announced result', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    await press('Tab');
    expect(focusedKey(el)).to.equal('housing.department');
    await sendKeys({ type: '67' });
    await press('Tab');
    expect(focusedKey(el)).to.equal('housing.type');
    await press('Space');
    await press('Tab');
    expect(focusedKey(el)).to.equal('housing.surface');
    await sendKeys({ type: '100' });
    await press('Tab');
    expect(focusedKey(el)).to.equal('operation.usage');
    await press('ArrowDown');
    await press('Tab');
    expect(focusedKey(el)).to.equal('operation.etas');
    await press('ArrowDown', 2);
    await press('Tab');
    expect(focusedKey(el)).to.equal('operation.replaces_fossil_boiler');
    await press('Tab');
    expect(focusedKey(el)).to.equal('housing.main_residence');
    await press('Tab');
    // The optional engagement date (today when left empty): its three parts are tabbed through.
    expect(focusedKey(el)).to.equal('operation.engagement_date');
    for (let i = 0; i < 6 && focusedKey(el) === 'operation.engagement_date'; i++) await press('Tab');
    expect(focusedKey(el)).to.equal('submit');
    await press('Enter');
    await resultShown(el);
    // Without a price the bonus depends on the partner's offer: said, with the volume (of the fiche version in force
    // today, whichever it is).
    expect(plain(statusText(el))).to.match(
      /^Résultat de l’estimation\. Prime CEE : selon l’offre du professionnel\. Volume de certificats : \d+(,\d)? MWh cumac\. Le montant de la prime CEE dépend de l’offre du professionnel qui réalise les travaux\.( Ce montant suppose : [^.]+\.)?$/,
    );
    expect(plain(resultText(el))).to.match(/Volume de certificats \d+(,\d)? MWh cumac/);
    expect((control(el, 'operation.etas') as HTMLSelectElement).value).to.equal('140-170');
  });

  it('moves focus to the first invalid field when Enter submits an incomplete form', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    await press('Tab');
    await sendKeys({ type: '67' });
    await press('Enter');
    await el.updateComplete;
    expect(focusedKey(el)).to.equal('housing.type');
    await fieldsShown(el);
    expect(root(el).querySelector('fieldset[aria-invalid="true"]')?.querySelector('[part~="error"]')?.textContent).to.equal(
      'Ce champ est obligatoire.',
    );
  });

  it('keeps one polite live region from the first render, silent on the page’s load, then announces readiness and the result in it', async () => {
    await failNext({ method: 'GET', path: INPUTS_171, delayMs: 1500 });
    const el = await mountSimulator({ fost: 'BAR-TH-171', ready: false });
    const region = root(el).querySelector('[part~="status"]')!;
    expect(`${region.getAttribute('role')} ${region.getAttribute('aria-live')}`).to.equal('status polite');
    // Nobody has asked anything yet: a region speaking on the page's load would only interrupt.
    expect(plain(region.textContent!)).to.equal('');
    engage(el);
    await fieldsShown(el);
    expect(plain(region.textContent!)).to.equal('Formulaire prêt : 8 champs.');
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    await resultShown(el);
    expect(root(el).querySelector('[part~="status"]') === region).to.equal(true);
    expect(root(el).querySelectorAll('[role="status"]').length).to.equal(1);
    expect(plain(region.textContent!)).to.match(
      /^Résultat de l’estimation\. Prime CEE : selon l’offre du professionnel\. Volume de certificats : \d+(,\d)? MWh cumac\. Le montant de la prime CEE dépend de l’offre du professionnel qui réalise les travaux\.( Ce montant suppose : [^.]+\.)?$/,
    );
  });

  it('lets a keyboard user pick an operation and a context with arrow keys, then reach the first field', async () => {
    const catalogue = {
      data: [
        { id: 1, code: 'BAR-EN-101', operation_name: 'Isolation de combles', can_b2b: false, can_b2c: true, has_cdp: false, has_material: false },
        { id: 2, code: 'BAT-TH-116', operation_name: 'Gestion technique du bâtiment', can_b2b: true, can_b2c: true, has_cdp: true, has_material: true },
      ],
    };
    await failNext({ method: 'GET', path: '/partner/v1/operations', status: 200, body: JSON.stringify(catalogue) });
    const el = await mountSimulator();
    await waitUntil(() => root(el).querySelector('[part~="operation-picker"]:not([disabled])') !== null, 'no catalogue', { timeout: 10_000 });
    await press('Tab');
    expect(focusedKey(el)).to.equal('control operation-picker');
    // Since issue #12 a combobox: ArrowDown opens the list on its first option (heating comes first), Enter chooses.
    await press('ArrowDown');
    await press('Enter');
    await el.updateComplete;
    expect((focused(el) as HTMLInputElement).value).to.equal('Gestion technique du bâtiment (BAT-TH-116)');
    await press('Tab');
    expect(`${focusedKey(el)} ${(focused(el) as HTMLInputElement).value}`).to.equal('control context-switch b2c');
    await press('ArrowRight');
    expect(`${(focused(el) as HTMLInputElement).value} ${(focused(el) as HTMLInputElement).checked}`).to.equal('b2b true');
    await fieldsShown(el);
    await waitUntil(() => controlsOf(el, 'building.sector').length === 1, 'the b2b fields never showed', { timeout: 10_000 });
    await press('Tab');
    expect(focusedKey(el)).to.equal('building.department');
    expect((await sandboxRequests({ method: 'GET', path: '/calc/api/v2/simulation-inputs/BAT-TH-116/b2b' })).length).to.equal(1);
  });

  it('takes a keyboard user from the error summary to the refused field with Tab and Enter', async () => {
    const body = JSON.stringify({ message: 'Refusé.', errors: { 'housing.surface': ['La surface est refusée.'], eurosMwHCumac: ['Le prix est refusé.'] } });
    await failNext({ method: 'POST', path: CEE, status: 422, body });
    const el = await mountSimulator({ fost: 'BAR-TH-171', price: '9.5' });
    await fill(el, HEAT_PUMP);
    control(el, 'housing.department').focus();
    await press('Enter');
    await waitUntil(() => focused(el)?.getAttribute('part') === 'error-summary', 'the summary never took focus', { timeout: 10_000 });
    await press('Tab');
    expect(`${focused(el)?.tagName} ${plain(focused(el)?.textContent ?? '')}`).to.equal('A Surface chauffée : La surface est refusée.');
    await press('Enter');
    expect(focusedKey(el)).to.equal('housing.surface');
  });

  it('sends one calculation when Enter is pressed twice in a field', async () => {
    await failNext({ method: 'POST', path: CEE, delayMs: 3000 });
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    await fill(el, HEAT_PUMP);
    control(el, 'housing.surface').focus();
    await press('Enter', 2);
    expect(submitButton(el).getAttribute('aria-disabled')).to.equal('true');
    await resultShown(el);
    expect((await sandboxRequests({ method: 'POST', path: CEE })).length).to.equal(1);
  });
});
