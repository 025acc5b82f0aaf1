/**
 * From the homeowner's public page to the installer's back office: the estimate sent with a quote request carries
 * only what the worksite needs, and the back office passes it to <worksite-form> through its `values` property.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { FRENCH, startHomeownerPage } from '../../../demo/homeowner.js';
import { SAMPLE_ESTIMATE, startBackOffice } from '../../../demo/backoffice.js';
import { estimateOf, receivedEstimates } from '../../../demo/handoff.js';
import { fill, resultShown, submitButton } from '../cee-simulator/simulator-helpers.js';
import { freshSandbox, mountMain, plain } from './demo-pages.js';
import { control, pickBeneficiary, submitButton as worksiteSubmit } from '../worksite-form/form-fixture.js';

type Simulator = HTMLElementTagNameMap['cee-simulator'];
type WorksiteForm = HTMLElementTagNameMap['worksite-form'];

const $ = <T extends Element = HTMLElement>(root: ParentNode, selector: string): T => {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
};

/** A house of 100 m² in the Bas-Rhin, heat pump for heating and hot water, a household of 2 earning 20 000 €. */
const HOUSEHOLD = {
  'housing.department': '67',
  'housing.type': 'maison',
  'housing.surface': '100',
  'operation.usage': 'ecs',
  'operation.etas': '140-170',
  'household.size': '2',
  'household.income': '20000',
};

async function fieldsShown(el: Simulator): Promise<void> {
  await waitUntil(() => el.shadowRoot?.querySelector('form[aria-busy="false"]') != null, 'the simulator never showed its fields', {
    timeout: 10_000,
  });
  await el.updateComplete;
}

describe('the estimate, from the homeowner to the back office', () => {
  beforeEach(freshSandbox);

  it('reads the postcode, the household category and the amounts of a result, never the income', () => {
    const estimate = estimateOf(
      {
        aid: 'both',
        request: {
          cee: { fost_code: 'BAR-TH-171', housing: { department: '67' } },
          mpr: { fost_code: 'BAR-TH-171', housing: { department: '67' }, household: { income: 20000 } },
        },
        result: { cee: { kwhCumac: 133800, euros: 1070.4 }, mpr: { amount: 5000, category: 'tres_modeste' } },
      },
      new Date('2026-11-23T10:00:00Z'),
    );
    expect(JSON.stringify(estimate)).to.equal(
      '{"fost":"BAR-TH-171","sentAt":"2026-11-23T10:00:00.000Z","zipcode":"67000","precarity":"very-low","kwhCumac":133800,"ceeEuros":1070.4,"mprAmount":5000}',
    );
    expect(JSON.stringify(estimateOf({ aid: 'cee', request: { fost_code: 'BAR-EN-101', housing: { department: '971' } }, result: { kwhCumac: 1 } }, new Date(0)))).to.equal(
      '{"fost":"BAR-EN-101","sentAt":"1970-01-01T00:00:00.000Z","zipcode":"97100","kwhCumac":1}',
    );
  });

  it('offers the quote request once the homeowner has a result, and sends the estimate with it', async () => {
    const main = await mountMain('particulier');
    startHomeownerPage(FRENCH, main);
    const panel = $(main, '[data-quote-panel]');
    expect(panel.hidden).to.equal(true);
    const simulator = $<Simulator>(main, 'cee-simulator[fost="BAR-TH-171"]');
    await fieldsShown(simulator);
    await fill(simulator, HOUSEHOLD);
    submitButton(simulator).click();
    await resultShown(simulator);
    await waitUntil(() => !panel.hidden, 'the quote panel never showed');
    expect(plain($(main, '[data-quote-intro]').textContent)).to.equal(FRENCH.ready);
    await expect(main).to.be.accessible();

    $<HTMLButtonElement>(main, '[data-quote-send]').click();
    expect(plain($(main, '[data-quote-status]').textContent)).to.equal(FRENCH.sent);
    expect($(main, '[data-quote-status]').getAttribute('role')).to.equal('status');
    expect($<HTMLButtonElement>(main, '[data-quote-send]').disabled).to.equal(true);
    const [sent] = receivedEstimates();
    expect(`${sent?.fost} ${sent?.zipcode} ${sent?.precarity} ${typeof sent?.kwhCumac} ${typeof sent?.mprAmount}`).to.equal(
      'BAR-TH-171 67000 very-low number number',
    );
    expect(JSON.stringify(sessionStorage).includes('20000')).to.equal(false);
  });

  it('puts the quote request right after the simulator that gave the result', async () => {
    const main = await mountMain('particulier');
    startHomeownerPage(FRENCH, main);
    const picker = $<Simulator>(main, 'cee-simulator:not([fost])');
    const detail = { aid: 'cee', request: { fost_code: 'BAR-EN-101', housing: { department: '69' } }, result: { kwhCumac: 85000 } };
    picker.dispatchEvent(new CustomEvent('cee-result', { detail, bubbles: true, composed: true }));
    const panel = $(main, '[data-quote-panel]');
    expect(`${panel.hidden} ${panel.previousElementSibling?.id}`).to.equal('false autres');
    $<HTMLButtonElement>(main, '[data-quote-send]').click();
    expect(`${receivedEstimates()[0]?.fost} ${receivedEstimates()[0]?.zipcode}`).to.equal('BAR-EN-101 69000');
  });

  it('shows the estimates received and opens a worksite with their values, as the README shows', async () => {
    const main = await mountMain('partenaire');
    startBackOffice(main, [{ ...SAMPLE_ESTIMATE, precarity: 'mid', zipcode: '38000', sentAt: '2026-11-23T08:15:00.000Z' }]);
    const items = [...main.querySelectorAll('[data-requests] li')];
    expect(items.length).to.equal(1);
    expect([...items[0]!.children].map((child) => plain(child.textContent))).to.deep.equal([
      'Demande reçue le 23 novembre 2026 à 09:15',
      "Opération BAR-TH-171 · code postal 38000 · ménage intermédiaire · 133,8 MWh cumac · prime CEE 1 070 € · MaPrimeRénov’ 4 000 €",
      'Ouvrir un chantier avec cette demande',
    ]);
    const form = $<WorksiteForm>(main, 'worksite-form');
    $<HTMLButtonElement>(items[0]!, 'button').click();
    expect(JSON.stringify(form.values)).to.equal('{"zipcode":"38000","precarity_type":"mid"}');
    expect(plain($(main, '[data-carried]').textContent)).to.equal(
      'Repris de la demande : code postal 38000, ménage intermédiaire. Choisissez le bénéficiaire et complétez l’adresse.',
    );
    expect(document.activeElement === $(main, '[data-worksite-heading]')).to.equal(true);
    await form.updateComplete;
    await waitUntil(
      () => [...(form.shadowRoot?.querySelectorAll<HTMLInputElement>('input') ?? [])].some((input) => input.value === '38000'),
      'the postcode never reached the form',
      { timeout: 10_000 },
    );
    await waitUntil(() => form.shadowRoot?.querySelector('[role="combobox"]') != null, 'no beneficiary picker', { timeout: 10_000 });
    await expect(main).to.be.accessible();
  });

  it('fills the address from the beneficiary around the request’s postcode, and drops the request’s banner once the worksite is created', async () => {
    const main = await mountMain('partenaire');
    startBackOffice(main, [{ ...SAMPLE_ESTIMATE, precarity: 'mid', zipcode: '38000', sentAt: '2026-11-23T08:15:00.000Z' }]);
    const form = $<WorksiteForm>(main, 'worksite-form');
    $<HTMLButtonElement>(main, '[data-requests] li button').click();
    const banner = $(main, '[data-carried]');
    expect(banner.hidden).to.equal(false);
    await form.updateComplete;
    // A client of Grenoble: the record's street and city join the request's postcode.
    await pickBeneficiary(form, 'Nicolas Bernard');
    expect(['Adresse', 'Code postal', 'Ville'].map((label) => control(form, label)?.value === '')).to.deep.equal([false, false, false]);
    expect(control(form, 'Code postal')?.value).to.equal('38000');
    worksiteSubmit(form).click();
    await waitUntil(() => form.shadowRoot?.querySelector('[part~="result"]') != null, 'the worksite is created', { timeout: 10_000 });
    expect(banner.hidden).to.equal(true);
    // The request is used: the next worksite starts empty.
    form.shadowRoot!.querySelector<HTMLButtonElement>('[part~="again"]')!.click();
    await form.updateComplete;
    expect(['Adresse', 'Code postal', 'Ville'].map((label) => control(form, label)?.value)).to.deep.equal(['', '', '']);
    expect(form.shadowRoot!.querySelectorAll('input[type="radio"]:checked').length).to.equal(0);
    await expect(main).to.be.accessible();
  });

  it('shows an example when no homeowner sent anything, and reads what the public page sent in this tab', async () => {
    const empty = await mountMain('partenaire');
    startBackOffice(empty);
    expect(plain($(empty, '[data-requests] li .request-title').textContent)).to.equal('Exemple de demande (aucune demande reçue dans cet onglet)');

    sessionStorage.setItem('cee-demo-estimates', JSON.stringify([{ fost: 'BAR-EN-101', zipcode: '69000', sentAt: '2026-11-23T12:00:00.000Z' }]));
    const main = await mountMain('partenaire');
    startBackOffice(main);
    expect(plain($(main, '[data-requests] li').textContent)).to.contain('Opération BAR-EN-101 · code postal 69000');
  });
});
