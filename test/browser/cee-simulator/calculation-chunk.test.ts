/**
 * The calculation path of `<cee-simulator>` comes in a chunk of its own: fetched on the visitor's first gesture,
 * waited for by a click that comes first (which still sends once), and fetched again after a failure, with
 * the typed values kept.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { CeeSimulator } from '../../../src/elements/cee-simulator/cee-simulator.js';
import type { CalculationLoader } from '../../../src/elements/cee-simulator/simulator-submission.js';
import { defineElement } from '../../../src/ui/define-element.js';
import { sandboxRequests } from '../helpers/sandbox.js';
import {
  CEE,
  HEAT_PUMP,
  collect,
  control,
  fill,
  freshSandbox,
  has,
  mountSimulator,
  resultShown,
  resultText,
  root,
  statusText,
  submitButton,
} from './simulator-helpers.js';

const realLoader: CalculationLoader = () => import('../../../src/elements/cee-simulator/simulator-calculation.js');

/** What the test element's loader does next; counts its calls. */
let loader: CalculationLoader = realLoader;
let loads = 0;

class TestSimulator extends CeeSimulator {
  protected static override calculation: CalculationLoader = () => (loads++, loader());
}
defineElement('cee-sim-chunk', TestSimulator);

/** A loader held until `open()`; `fail: true` makes it reject then. */
function heldLoader(fail = false): { load: CalculationLoader; open(): void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const load: CalculationLoader = () =>
    opened.then(() => (fail ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : realLoader()));
  return { load, open: () => open() };
}

const errorPanelText = (el: HTMLElement): string =>
  root(el).querySelector('.error-panel')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('<cee-simulator> calculation chunk', () => {
  beforeEach(async () => {
    await freshSandbox();
    loader = realLoader;
    loads = 0;
  });

  it('is not fetched to show the form, and is fetched once on the first focus', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171', tag: 'cee-sim-chunk' });
    expect(loads).to.equal(0);
    // Typing is a gesture too, but focus comes first.
    control(el, 'housing.surface').focus();
    control(el, 'housing.department').focus();
    root(el).querySelector('form')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(loads).to.equal(1);
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    await resultShown(el);
    expect(loads).to.equal(1);
  });

  it('keeps the button busy while a click waits for the code, and sends once', async () => {
    const held = heldLoader();
    loader = held.load;
    const el = await mountSimulator({ fost: 'BAR-TH-171', tag: 'cee-sim-chunk' });
    const results = collect(el, 'cee-result');
    await fill(el, HEAT_PUMP);
    const button = submitButton(el);
    button.click();
    await el.updateComplete;
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    // Nothing is said before the values are checked: a calculation, or messages to fix.
    expect(statusText(el)).not.to.equal('Calcul en cours…');
    button.click();
    root(el).querySelector('form')!.requestSubmit();
    held.open();
    await resultShown(el);
    await waitUntil(() => results.length === 1);
    expect(loads).to.equal(1);
    expect((await sandboxRequests({ method: 'POST', path: CEE })).length).to.equal(1);
    expect(button.getAttribute('aria-disabled')).to.equal('false');
    expect(resultText(el)).to.contain('133,8');
  });

  it('says the code could not be loaded, keeps the typed values, and calculates on retry', async () => {
    const held = heldLoader(true);
    loader = held.load;
    const el = await mountSimulator({ fost: 'BAR-TH-171', tag: 'cee-sim-chunk' });
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    held.open();
    await waitUntil(() => errorPanelText(el) !== '', 'no error panel', { timeout: 5000 });
    expect(errorPanelText(el)).to.contain('Le service est injoignable');
    expect(submitButton(el).getAttribute('aria-disabled')).to.equal('false');
    expect(control(el, 'housing.surface').value).to.equal('100');
    expect(control(el, 'housing.department').value).to.equal('67');
    expect((await sandboxRequests({ method: 'POST', path: CEE })).length).to.equal(0);
    await expect(el).to.be.accessible();

    loader = realLoader;
    root(el).querySelector<HTMLButtonElement>('[part~="retry"]')!.click();
    await resultShown(el);
    expect(loads).to.equal(2);
    expect(has(el, '.error-panel')).to.equal(false);
    expect((await sandboxRequests({ method: 'POST', path: CEE })).length).to.equal(1);
  });

  it('sends nothing for an operation left while its code was on its way', async () => {
    const held = heldLoader();
    loader = held.load;
    const el = await mountSimulator({ fost: 'BAR-TH-171', tag: 'cee-sim-chunk' });
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    await el.updateComplete;
    el.fost = 'BAR-TH-129';
    await el.updateComplete;
    held.open();
    await waitUntil(() => root(el).querySelector('form[aria-busy="false"]') !== null, 'the new fields never showed', { timeout: 10_000 });
    // The code has arrived: a render or two later, still nothing sent.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await el.updateComplete;
    expect((await sandboxRequests({ method: 'POST', path: CEE })).length).to.equal(0);
    expect(submitButton(el).getAttribute('aria-disabled')).to.equal('false');
    expect(has(el, '[part~="result"]')).to.equal(false);
  });
});
