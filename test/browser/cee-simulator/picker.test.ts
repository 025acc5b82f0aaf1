/**
 * `<cee-simulator>` without `fost`: the operation picker from the catalogue, filtered by context, with the
 * Coup de pouce mark; the b2c / b2b switch only for an operation that allows both. Since issue #12 the picker is
 * a combobox whose options show the name first and the code second (`operation-picker.test.ts` tests the rest).
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { failNext, sandboxRequests } from '../helpers/sandbox.js';
import { controlsOf, fieldsShown, freshSandbox, has, mountSimulator, plain, root } from './simulator-helpers.js';
import { choose, options, pickerReady } from './picker-helpers.js';

const OPERATIONS = '/partner/v1/operations';

/** Each option as "CODE name (mark)": the code it shows second, first, so the assertions read as before. */
const optionTexts = (el: HTMLElement) =>
  options(el).map((o) => {
    const [code, ...mark] = plain(o.querySelector('.choice-details')!.textContent!).split(' · ');
    return `${code} ${plain(o.querySelector('.choice-name')!.textContent!)}${mark.length ? ` (${mark.join()})` : ''}`;
  });

describe('<cee-simulator> operation picker', () => {
  beforeEach(freshSandbox);

  it('lists the b2c operations of the catalogue in a labelled select, with the Coup de pouce mark', async () => {
    const el = await mountSimulator();
    const select = await pickerReady(el);
    expect(plain(root(el).querySelector(`label[for="${select.id}"]`)!.textContent!)).to.contain('Opération');
    const texts = optionTexts(el);
    expect(texts.some((t) => t.startsWith('BAR-TH-171') && t.includes('Coup de pouce'))).to.equal(true);
    expect(texts.some((t) => t.startsWith('BAR-EN-101') && t.includes('Coup de pouce'))).to.equal(false);
    expect(texts.some((t) => t.startsWith('BAT-TH-116'))).to.equal(false);
    expect(has(el, 'form')).to.equal(false);
  });

  it('lists only the b2b operations with context="b2b"', async () => {
    const el = await mountSimulator({ context: 'b2b' });
    await pickerReady(el);
    const texts = optionTexts(el);
    expect(texts.some((t) => t.startsWith('BAT-TH-116'))).to.equal(true);
    expect(texts.some((t) => t.startsWith('BAR-'))).to.equal(false);
  });

  it('loads the inputs of the operation chosen', async () => {
    const el = await mountSimulator();
    await choose(el, 'BAR-EN-101');
    await fieldsShown(el);
    expect(controlsOf(el, 'operation.surface').length).to.equal(1);
    const gets = await sandboxRequests({ method: 'GET', path: '/calc/api/v2/simulation-inputs/BAR-EN-101/b2c' });
    expect(gets.length).to.equal(1);
  });

  it('shows the b2c / b2b switch only for an operation that allows both, and loads the chosen context', async () => {
    const catalogue = {
      data: [
        { id: 1, code: 'BAR-EN-101', operation_name: 'Isolation de combles', can_b2b: false, can_b2c: true, has_cdp: false, has_material: false },
        { id: 2, code: 'BAT-TH-116', operation_name: 'Gestion technique du bâtiment', can_b2b: true, can_b2c: true, has_cdp: true, has_material: true },
      ],
    };
    await failNext({ method: 'GET', path: OPERATIONS, status: 200, body: JSON.stringify(catalogue) });
    const el = await mountSimulator();
    await choose(el, 'BAR-EN-101');
    await fieldsShown(el);
    expect(has(el, '[part~="context-switch"]')).to.equal(false);

    await choose(el, 'BAT-TH-116');
    const switches = [...root(el).querySelectorAll<HTMLInputElement>('[part~="context-switch"]')];
    expect(switches.map((s) => `${s.value}:${s.checked}`).join()).to.equal('b2c:true,b2b:false');
    expect(plain(switches[0]!.closest('fieldset')!.querySelector('legend')!.textContent!)).to.contain('Vous êtes');
    switches[1]!.click();
    await fieldsShown(el);
    expect(controlsOf(el, 'building.sector').length).to.equal(1);
    const gets = await sandboxRequests({ method: 'GET', path: '/calc/api/v2/simulation-inputs/BAT-TH-116/b2b' });
    expect(gets.length).to.equal(1);
  });

  it('offers a retry when the catalogue cannot be loaded', async () => {
    await failNext({ method: 'GET', path: OPERATIONS, status: 500 });
    const el = await mountSimulator();
    await waitUntil(() => root(el).querySelector('[part~="retry"]') !== null, 'no retry button', { timeout: 10_000 });
    (root(el).querySelector('[part~="retry"]') as HTMLButtonElement).click();
    await pickerReady(el);
    expect(options(el).length).to.be.greaterThan(5);
  });
});
