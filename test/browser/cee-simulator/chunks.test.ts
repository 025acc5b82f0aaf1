/**
 * The chunks `<cee-simulator>` fetches after its own. The calculation path: fetched on the visitor's first
 * gesture, waited for by a click that comes first (which still sends once), and fetched again after a failure,
 * with the typed values kept. The contact step (`ui/lead-step/`): fetched only with `lead`, beside the calculation,
 * and drawn with the result it follows. The operation picker: fetched only without `fost`, beside the catalogue.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { CeeSimulator } from '../../../src/elements/cee-simulator/cee-simulator.js';
import type { CalculationLoader } from '../../../src/elements/cee-simulator/simulator-submission.js';
import { defineElement } from '../../../src/ui/define-element.js';
import { leadChunk } from '../../../src/ui/lead-step/lead-slot.js';
import { held, switchable } from '../helpers/held-chunk.js';
import { sandboxRequests } from '../helpers/sandbox.js';
import { nextTask, spyOnFetch } from '../helpers/signals.js';
import { options } from './picker-helpers.js';
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

/** What the test element's loaders do next; each counts its calls. */
const calculation = switchable(realLoader);

type PickerLoader = () => Promise<typeof import('../../../src/ui/simulation/operation-picker.js')>;
const realPicker: PickerLoader = () => import('../../../src/ui/simulation/operation-picker.js');
const picker = switchable(realPicker);

class TestSimulator extends CeeSimulator {
  protected static override calculation: CalculationLoader = () => calculation.load();
  protected static override picker: PickerLoader = () => picker.load();
}
defineElement('cee-sim-chunk', TestSimulator);

const heldLoader = (fail = false) => held(realLoader, fail);
const heldPicker = (fail = false) => held(realPicker, fail);

const errorPanelText = (el: HTMLElement): string =>
  root(el).querySelector('.error-panel')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('<cee-simulator> calculation chunk', () => {
  beforeEach(async () => {
    await freshSandbox();
    calculation.reset();
    picker.reset();
  });

  it('is not fetched to show the form, and is fetched once on the first focus', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171', tag: 'cee-sim-chunk' });
    expect(calculation.loads).to.equal(0);
    // With its `fost`, the simulator has no picker to fetch either.
    expect(picker.loads).to.equal(0);
    // Typing is a gesture too, but focus comes first.
    control(el, 'housing.surface').focus();
    control(el, 'housing.department').focus();
    root(el).querySelector('form')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(calculation.loads).to.equal(1);
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    await resultShown(el);
    expect(calculation.loads).to.equal(1);
  });

  it('brings the result its words and its look, beside the element’s own styles', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171', price: '10', tag: 'cee-sim-chunk' });
    // A sheet the host adopted in the element's root stays.
    const hostSheet = new CSSStyleSheet();
    hostSheet.replaceSync('[part~="submit"] { letter-spacing: 1px; }');
    root(el).adoptedStyleSheets = [...root(el).adoptedStyleSheets, hostSheet];
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    await resultShown(el);
    expect(resultText(el)).to.contain('Résultat de l’estimation').and.to.contain('ménages modestes').and.to.contain('MWh cumac');
    const region = root(el).querySelector('[part~="result"]')!;
    expect(getComputedStyle(region).backgroundColor).to.equal('rgb(243, 244, 246)');
    const amount = root(el).querySelector('.headline .amount')!;
    expect(getComputedStyle(amount).color).to.equal('rgb(22, 101, 52)');
    expect(getComputedStyle(amount).fontWeight).to.equal('700');
    expect(getComputedStyle(region).containerType).to.equal('inline-size');
    // The element's own styles are still there, once each.
    expect(getComputedStyle(submitButton(el)).backgroundColor).to.equal('rgb(29, 78, 216)');
    submitButton(el).click();
    await waitUntil(() => calculation.loads === 1 && submitButton(el).getAttribute('aria-disabled') === 'false');
    await el.updateComplete;
    const sheets = root(el).adoptedStyleSheets;
    expect(new Set(sheets).size).to.equal(sheets.length);
    expect(sheets.includes(hostSheet)).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('keeps the button busy while a click waits for the code, and sends once', async () => {
    const held = heldLoader();
    calculation.next = held.load;
    const el = await mountSimulator({ fost: 'BAR-TH-171', tag: 'cee-sim-chunk' });
    const results = collect(el, 'cee-result');
    const { 'housing.surface': surface, ...others } = HEAT_PUMP;
    await fill(el, others);
    const button = submitButton(el);
    button.click();
    await el.updateComplete;
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    // Typed while the code comes: it is what gets checked and sent.
    await fill(el, { 'housing.surface': surface });
    // Nothing is said before the values are checked: a calculation, or messages to fix.
    expect(statusText(el)).not.to.equal('Calcul en cours…');
    button.click();
    root(el).querySelector('form')!.requestSubmit();
    held.open();
    await resultShown(el);
    await waitUntil(() => results.length === 1);
    expect(calculation.loads).to.equal(1);
    expect((await sandboxRequests({ method: 'POST', path: CEE })).length).to.equal(1);
    expect(button.getAttribute('aria-disabled')).to.equal('false');
    expect(resultText(el)).to.contain('133,8');
    const [sent] = await sandboxRequests({ method: 'POST', path: CEE });
    expect((sent!.body as { housing: { surface: unknown } }).housing.surface).to.equal(100);
  });

  it('says the code could not be loaded, keeps the typed values, and calculates on retry', async () => {
    const held = heldLoader(true);
    calculation.next = held.load;
    const el = await mountSimulator({ fost: 'BAR-TH-171', tag: 'cee-sim-chunk' });
    const errors = collect(el, 'cee-error');
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    held.open();
    await waitUntil(() => errorPanelText(el) !== '', 'no error panel', { timeout: 5000 });
    expect(errorPanelText(el)).to.contain('Le service est injoignable');
    expect(errors.map((detail) => detail.error.kind).join()).to.equal('network');
    expect(submitButton(el).getAttribute('aria-disabled')).to.equal('false');
    expect(control(el, 'housing.surface').value).to.equal('100');
    expect(control(el, 'housing.department').value).to.equal('67');
    expect((await sandboxRequests({ method: 'POST', path: CEE })).length).to.equal(0);
    await expect(el).to.be.accessible();

    calculation.next = realLoader;
    root(el).querySelector<HTMLButtonElement>('[part~="retry"]')!.click();
    await resultShown(el);
    expect(calculation.loads).to.equal(2);
    expect(has(el, '.error-panel')).to.equal(false);
    expect((await sandboxRequests({ method: 'POST', path: CEE })).length).to.equal(1);
  });

  it('sends nothing for an operation left while its code was on its way', async () => {
    const held = heldLoader();
    calculation.next = held.load;
    const el = await mountSimulator({ fost: 'BAR-TH-171', tag: 'cee-sim-chunk' });
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    await el.updateComplete;
    el.fost = 'BAR-TH-129';
    await el.updateComplete;
    const sent = spyOnFetch();
    try {
      held.open();
      await waitUntil(() => root(el).querySelector('form[aria-busy="false"]') !== null, 'the new fields never showed', { timeout: 10_000 });
      // The code has arrived, and every reaction to it has run: nothing was sent.
      await realLoader();
      await nextTask();
      await el.updateComplete;
      expect(sent.urls.filter((url) => url.includes('/api/v2/cee')).length).to.equal(0);
    } finally {
      sent.restore();
    }
    expect((await sandboxRequests({ method: 'POST', path: CEE })).length).to.equal(0);
    expect(submitButton(el).getAttribute('aria-disabled')).to.equal('false');
    expect(has(el, '[part~="result"]')).to.equal(false);
  });
});

// Every request of the page is kept in its resource timings (250 by default, and the sources are one request a module).
performance.setResourceTimingBufferSize(100_000);

/** What the page has fetched so far. */
const fetched = (): string[] => performance.getEntriesByType('resource').map((entry) => entry.name);

/** The contact step's modules the page has fetched so far (the tests run on the sources, one request a module). */
// The slot that fetches the step (`lead-slot.ts`, in the calculation's code, with no static import of the step) is not the step's code.
const leadModules = (): string[] => fetched().filter((name) => /\/src\/ui\/lead-step\//.test(name) && !name.endsWith('/lead-slot.ts'));

/** The contact step under the result. */
const leadStep = (el: HTMLElement): Element | null => root(el).querySelector('[part~="lead"]');

// The page has not fetched the contact step's code before these tests: the first one needs it so.
describe('<cee-simulator> contact step chunk', () => {
  beforeEach(async () => {
    await freshSandbox();
    calculation.reset();
  });

  it('is not fetched without `lead`: a whole simulation runs, its result shown, without it', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171', tag: 'cee-sim-chunk' });
    const results = collect(el, 'cee-result');
    control(el, 'housing.surface').focus();
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    await resultShown(el);
    await waitUntil(() => results.length === 1);
    await el.updateComplete;
    expect(calculation.loads).to.equal(1);
    expect(leadStep(el)).to.equal(null);
    // The timings hold what this simulation fetched (its calculation), and none of the contact step's modules.
    expect(fetched().some((name) => name.endsWith(CEE))).to.equal(true);
    expect(leadModules().join()).to.equal('');
  });

  it('with `lead`, is fetched beside the calculation on the first gesture, and drawn with the result', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171', tag: 'cee-sim-chunk' });
    el.lead = 'Isolation Martin';
    await el.updateComplete;
    expect(leadModules().join()).to.equal('');
    control(el, 'housing.surface').focus();
    expect(calculation.loads).to.equal(1);
    // Asked for on the gesture, with the calculation's code: before any value is typed or sent.
    await waitUntil(() => leadModules().some((name) => /\/lead-step\.ts/.test(name)), 'the contact step’s code was never fetched');
    expect((await sandboxRequests({ method: 'POST', path: CEE })).length).to.equal(0);
    // The step is there in the very update that shows the result (`cee-result` is fired once it has rendered).
    const stepWithResult: boolean[] = [];
    el.addEventListener('cee-result', () => stepWithResult.push(leadStep(el) !== null && has(el, '[part~="result"]')));
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    await waitUntil(() => stepWithResult.length === 1, 'no cee-result');
    expect(stepWithResult.join()).to.equal('true');
    await expect(el).to.be.accessible();
  });

  it('with `lead` set once a result is shown, fetches the step then and draws it under that result', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171', tag: 'cee-sim-chunk' });
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    await resultShown(el);
    expect(leadStep(el)).to.equal(null);
    el.lead = 'Isolation Martin';
    await waitUntil(() => leadStep(el) !== null, 'the contact step never showed');
    expect(leadStep(el)!.textContent).to.contain('Isolation Martin');
    expect(has(el, '[part~="result"]')).to.equal(true);
    expect((await sandboxRequests({ method: 'POST', path: CEE })).length).to.equal(1);
  });

  it('says under the result when the step’s code could not come, and its retry fetches it and draws the step', async () => {
    const real = leadChunk.load;
    try {
      leadChunk.load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      const el = await mountSimulator({ fost: 'BAR-TH-171', tag: 'cee-sim-chunk' });
      el.lead = 'Isolation Martin';
      await fill(el, HEAT_PUMP);
      submitButton(el).click();
      await resultShown(el);
      await waitUntil(() => errorPanelText(el) !== '', 'the loss was not said');
      expect(errorPanelText(el)).to.contain('Le formulaire pour être contacté par Isolation Martin n’a pas pu être chargé.');
      expect(leadStep(el)).to.equal(null);
      expect(has(el, '[part~="result"]')).to.equal(true);
      await expect(el).to.be.accessible();

      leadChunk.load = real;
      root(el).querySelector<HTMLButtonElement>('.error-panel [part~="retry"]')!.click();
      await waitUntil(() => leadStep(el) !== null, 'the contact step never showed after the retry');
      expect(errorPanelText(el)).to.equal('');
      expect(has(el, '[part~="result"]')).to.equal(true);
      expect((await sandboxRequests({ method: 'POST', path: CEE })).length).to.equal(1);
      await expect(el).to.be.accessible();
    } finally {
      leadChunk.load = real;
    }
  });
});

// After the French ones: an English page, with and without `lead` (the step's English words are its own chunk).
describe('<cee-simulator> contact step chunk, in English', () => {
  beforeEach(async () => {
    await freshSandbox();
    calculation.reset();
  });

  const ENGLISH_PACK = /\/src\/elements\/cee-simulator\/cee-simulator\.messages\.en\.ts/;
  const LEAD_ENGLISH = /\/src\/ui\/lead-step\/lead-step\.messages\.en\.ts/;

  it('without `lead`, a whole simulation in English fetches the element’s English, not the step’s', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171', tag: 'cee-sim-chunk', lang: 'en' });
    control(el, 'housing.surface').focus();
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    await resultShown(el);
    // The page speaks English: its own pack came.
    expect(submitButton(el).textContent!.replace(/\s+/g, ' ')).to.contain('Calculate the bonus');
    expect(fetched().some((name) => ENGLISH_PACK.test(name))).to.equal(true);
    expect(leadStep(el)).to.equal(null);
    // The French tests above fetched the step's code (with `lead`), never its English.
    expect(fetched().filter((name) => LEAD_ENGLISH.test(name)).join()).to.equal('');
  });

  it('with `lead`, the step’s English comes with its code, and the step is drawn in English with the result', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171', tag: 'cee-sim-chunk', lang: 'en' });
    el.lead = 'Isolation Martin';
    await el.updateComplete;
    const stepWithResult: string[] = [];
    el.addEventListener('cee-result', () => stepWithResult.push(leadStep(el)?.querySelector('.lead-title')?.textContent?.trim() ?? 'no step'));
    control(el, 'housing.surface').focus();
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    await waitUntil(() => stepWithResult.length === 1, 'no cee-result');
    expect(stepWithResult.join()).to.equal('Be contacted by Isolation Martin');
    expect(fetched().some((name) => LEAD_ENGLISH.test(name))).to.equal(true);
    await expect(el).to.be.accessible();
  });
});

describe('<cee-simulator> picker chunk', () => {
  beforeEach(async () => {
    await freshSandbox();
    calculation.reset();
    picker.reset();
  });

  const pickerSelect = (el: HTMLElement) => root(el).querySelector<HTMLInputElement>('[part~="operation-picker"]');

  it('holds the picker’s place while its code comes, then lists the catalogue', async () => {
    const held = heldPicker();
    picker.next = held.load;
    const el = await mountSimulator({ tag: 'cee-sim-chunk' });
    await el.updateComplete;
    expect(has(el, '.chooser[aria-busy="true"] .skeleton')).to.equal(true);
    expect(root(el).querySelector('.chooser')!.textContent!.trim()).to.equal('Chargement des opérations…');
    expect(pickerSelect(el)).to.equal(null);
    await expect(el).to.be.accessible();
    // The catalogue's schema comes with the picker's code: nothing is asked for before that code is here (a request
    // would have left with the render that shows the placeholder).
    expect(picker.loads).to.equal(1);
    expect((await sandboxRequests({ method: 'GET', path: '/partner/v1/operations' })).length).to.equal(0);
    expect(pickerSelect(el)).to.equal(null);
    held.open();
    await waitUntil(() => pickerSelect(el) && !pickerSelect(el)!.disabled, 'the catalogue never showed', { timeout: 10_000 });
    expect(picker.loads).to.equal(1);
    expect(options(el).length).to.be.greaterThan(2);
    expect(has(el, '.chooser[aria-busy="true"]')).to.equal(false);
    expect((await sandboxRequests({ method: 'GET', path: '/partner/v1/operations' })).length).to.equal(1);
  });

  it('brings its French words, and takes the English ones of the element’s pack', async () => {
    for (const [lang, label, mark] of [
      ['fr', 'Opération', 'Coup de pouce'],
      ['en', 'Operation', 'Coup de pouce bonus'],
    ] as const) {
      const el = await mountSimulator({ tag: 'cee-sim-chunk', lang });
      await waitUntil(() => pickerSelect(el) && !pickerSelect(el)!.disabled, 'the catalogue never showed', { timeout: 10_000 });
      const select = pickerSelect(el)!;
      expect(root(el).querySelector(`label[for="${select.id}"]`)!.textContent!.split('*')[0]!.trim()).to.equal(label);
      // Since issue #12 the mark follows the code: "BAR-TH-171 · Coup de pouce".
      expect(options(el).some((option) => option.textContent!.trim().endsWith(`· ${mark}`))).to.equal(true);
    }
  });

  it('says the picker could not be loaded, and shows it on retry', async () => {
    const held = heldPicker(true);
    picker.next = held.load;
    const el = await mountSimulator({ tag: 'cee-sim-chunk' });
    held.open();
    await waitUntil(() => errorPanelText(el) !== '', 'no error panel', { timeout: 5000 });
    expect(errorPanelText(el)).to.contain('Le service est injoignable');
    picker.next = realPicker;
    root(el).querySelector<HTMLButtonElement>('[part~="retry"]')!.click();
    await waitUntil(() => pickerSelect(el) && !pickerSelect(el)!.disabled, 'the picker never showed', { timeout: 10_000 });
    expect(picker.loads).to.equal(2);
  });
});
