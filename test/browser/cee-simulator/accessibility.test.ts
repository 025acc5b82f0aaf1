/**
 * `<cee-simulator>` for everyone: axe-core finds nothing in any state, and a person completes a simulation
 * with the keyboard alone, from the first field to the announced result.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { failNext } from '../helpers/sandbox.js';
import {
  CEE,
  HEAT_PUMP,
  INPUTS_171,
  control,
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
    await failNext({ method: 'GET', path: INPUTS_171, delayMs: 2000 });
    const el = await mountSimulator({ fost: 'BAR-TH-171', ready: false });
    expect(root(el).querySelector('form')!.getAttribute('aria-busy')).to.equal('true');
    await expect(el).to.be.accessible();
  });

  it('has no axe violation once filled, nor with the operation picker', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171', price: '9.5' });
    await fill(el, HEAT_PUMP);
    await expect(el).to.be.accessible();
    const picker = await mountSimulator();
    await waitUntil(() => root(picker).querySelector('select:not([disabled])') !== null, 'no catalogue', { timeout: 10_000 });
    await expect(picker).to.be.accessible();
  });

  it('has no axe violation with field errors and an error summary', async () => {
    const body = JSON.stringify({ message: 'Refusé.', errors: { 'housing.surface': ['Refusée.'], fost_code: ['Code refusé.'] } });
    await failNext({ method: 'POST', path: CEE, status: 422, body });
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    submitButton(el).click();
    await el.updateComplete;
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
    expect(focusedKey(el)).to.equal('submit');
    await press('Enter');
    await resultShown(el);
    expect(plain(resultText(el))).to.contain('133,8 MWh cumac');
    expect(plain(statusText(el))).to.equal('Prime CEE estimée : 133,8 MWh cumac.');
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
});
