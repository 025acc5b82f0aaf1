/**
 * The address and DPE fields in the elements (issue #35, docs/contract.md "Address and DPE"): `<cee-simulator>` and
 * `<cee-project>` with `address` and `dpe-lookup`, against the sandbox's geocoder and DPE lines. A suggestion chosen
 * by keyboard fills the asked keys (Paris 75104 → 75; overseas 974), marked and editable; the form calculates; the
 * lead's estimate carries the address and the DPE; the project's print has the address line. axe in each state.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { resetSandbox, sandboxRequests } from '../helpers/sandbox.js';
import { clearApiCache, clearTokens } from '../../../src/api/index.js';
import type { CeeLeadDetail } from '../../../src/index.js';
import { fill, resultShown, submitButton } from '../cee-simulator/simulator-helpers.js';
import { answerShown, bestEtas, fillWork, submitButton as projectSubmit } from '../cee-project/project-helpers.js';
import { CONTACT, sendButton, step, tick, typeContact } from '../lead-step/lead-fixture.js';
import {
  addressInput as addressInputOf, chooseAddress, dpeCard, dpeInput, dpeStatus, keyControl, liveText, mountProject, mountSimulator, noteOf, placeText, plain, radioLabels, radios,
  renovation, root, shownValue, suggest, type,
} from './element-fixture.js';

/** The questions of BAR-TH-171 the address does not answer, and a household (both aids). */
const HOUSEHOLD = { 'operation.engagement_date': '2025-11-15', 'operation.usage': 'ecs', 'operation.etas': '140-170', 'household.size': '3', 'household.income': '32000' };
const REST = { ...HOUSEHOLD, 'housing.type': 'maison', 'housing.surface': '100' };
const RIVOLI = {
  label: '12 Rue de Rivoli 75004 Paris', banId: '75104_8232_00012', postcode: '75004', citycode: '75104', city: 'Paris', departement: '75', lon: 2.356402, lat: 48.855451,
};
const ADVISERS = 'https://france-renov.gouv.fr/preparer-projet/trouver-conseiller';

const fresh = async () => {
  await resetSandbox();
  clearTokens();
  clearApiCache();
};

type Updating = HTMLElement & { readonly updateComplete: Promise<boolean> };

async function calculate(el: Updating & HTMLElementTagNameMap['cee-simulator']): Promise<void> {
  submitButton(el).click();
  await resultShown(el);
}

/** The contact step sent: the `cee-lead` detail. */
async function sendLead(el: Updating): Promise<CeeLeadDetail> {
  await waitUntil(() => step(el) !== null, 'the contact step never showed', { timeout: 10_000 });
  const leads: CeeLeadDetail[] = [];
  el.addEventListener('cee-lead', (event) => leads.push((event as CustomEvent<CeeLeadDetail>).detail));
  await typeContact(el, CONTACT);
  await tick(el);
  sendButton(el)!.click();
  await waitUntil(() => leads.length === 1, 'no cee-lead');
  return leads[0]!;
}

const found = (el: Updating) => waitUntil(() => dpeCard(el) !== null, 'no DPE card');
const cardText = (el: HTMLElement) => plain(dpeCard(el)?.textContent);

describe('the address field in <cee-simulator>', () => {
  beforeEach(fresh);

  it('is not there, and its code not fetched, without `address`', async () => {
    const el = await mountSimulator({ address: false });
    expect(root(el).querySelector('[part~="address"], [part~="dpe"]')).to.equal(null);
    const fetched = performance.getEntriesByType('resource').filter((entry) => /\/src\/ui\/address\/(?!home-slot)/.test(entry.name));
    expect(fetched.length).to.equal(0, fetched.map((entry) => entry.name).join());
    // Nor the page URL's reader, without `prefill-from-url` (docs/contract.md, "Funnel events, prefill, iframe").
    const reader = performance.getEntriesByType('resource').filter((entry) => /\/src\/ui\/url-prefill\.ts/.test(entry.name));
    expect(reader.length).to.equal(0);
  });

  it('suggestions, chosen by keyboard: 12 rue de Rivoli fills département 75 (Paris 75104, Île-de-France), marked and editable; the form calculates', async () => {
    const el = await mountSimulator();
    await expect(el).to.be.accessible();
    const found = await suggest(el, '12 rue de rivoli');
    expect(found).to.include(RIVOLI.label);
    await waitUntil(() => /adresses? proposées?\./.test(liveText(el)), 'the count was never said');
    await expect(el).to.be.accessible();
    await chooseAddress(el, '', RIVOLI.label);
    expect(shownValue(el, 'housing.department')).to.equal('75');
    expect(noteOf(el, 'housing.department')).to.equal('Rempli d’après votre adresse.');
    expect(placeText(el)).to.equal('Paris (75) · zone climatique H1 · Île-de-France');
    await expect(el).to.be.accessible();

    await fill(el, REST);
    await calculate(el);
    const sent = (await sandboxRequests({ path: '/calc/api/v2/cee' })).at(-1);
    expect(JSON.stringify(sent?.body)).to.contain('"department":"75"');

    // Editable: the visitor's own value replaces the filled one, and its note goes.
    const department = keyControl(el, 'housing.department') as HTMLInputElement;
    department.value = '92';
    department.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(noteOf(el, 'housing.department')).to.equal('');
  });

  it('overseas: 10 rue de Paris, Saint-Denis de La Réunion, fills 974 (zone H3, not Île-de-France), and calculates', async () => {
    const el = await mountSimulator();
    await chooseAddress(el, '10 rue de paris', '10 Rue de Paris 97400 Saint-Denis');
    expect(shownValue(el, 'housing.department')).to.equal('974');
    expect(placeText(el)).to.equal('Saint-Denis (974) · zone climatique H3');
    await fill(el, REST);
    await calculate(el);
    await expect(el).to.be.accessible();
  });

  it('the lead’s estimate carries the address and the DPE the visitor gave', async () => {
    const el = await mountSimulator({ dpeLookup: true, lead: 'Isolation Martin' });
    await chooseAddress(el, '8 rue pasteur', '8 Rue Pasteur 38000 Grenoble');
    await found(el);
    expect(cardText(el)).to.contain('Énergie F');
    expect(shownValue(el, 'housing.department')).to.equal('38');
    expect(shownValue(el, 'housing.surface')).to.equal('95');
    expect(shownValue(el, 'housing.type')).to.equal('maison');
    expect(noteOf(el, 'housing.surface')).to.equal('D’après votre DPE du 8 novembre 2023.');
    expect(renovation(el)!.querySelector('a')!.href).to.equal(ADVISERS);
    await expect(el).to.be.accessible();
    await fill(el, HOUSEHOLD);
    await calculate(el);
    const lead = await sendLead(el);
    expect(JSON.stringify(lead.estimate.address)).to.equal(JSON.stringify({
      label: '8 Rue Pasteur 38000 Grenoble', banId: '38185_5170_00008', postcode: '38000', citycode: '38185', city: 'Grenoble', departement: '38', lon: 5.729421, lat: 45.183411,
    }));
    expect(JSON.stringify(lead.estimate.dpe)).to.equal('{"number":"2338E1234567K","classEnergy":"F","classClimate":"E","date":"2023-11-08","surface":95,"buildingType":"maison","period":"1948-1974"}');
  });
});

describe('a département changed away from the chosen address (docs/contract.md, "Address and DPE")', () => {
  beforeEach(fresh);

  const mismatchLine = (el: HTMLElement) => plain(root(el).querySelector('[part~="address"] .mismatch')?.textContent);
  const LINE = 'Vos réponses ne correspondent plus à cette adresse : elle n’est pas retenue pour l’estimation.';

  it('<cee-simulator>: Paris chosen, then 67: one polite line, the lead carries the 67 and no address; 75 again keeps it again', async () => {
    const el = await mountSimulator({ lead: 'Isolation Martin' });
    await chooseAddress(el, '12 rue de rivoli', RIVOLI.label);
    expect(mismatchLine(el)).to.equal('');
    await fill(el, { ...REST, 'housing.department': '67' });
    await waitUntil(() => mismatchLine(el) === LINE, 'the line never showed');
    expect(liveText(el)).to.contain(LINE);
    expect(addressInputOf(el).getAttribute('aria-describedby')).to.contain('-mismatch');
    expect(shownValue(el, 'housing.department')).to.equal('67');
    await expect(el).to.be.accessible();

    await fill(el, { 'housing.department': '75' });
    await waitUntil(() => mismatchLine(el) === '', 'the line stayed with the address’s département');
    await fill(el, { 'housing.department': '67' });
    await waitUntil(() => mismatchLine(el) === LINE, 'the line never came back');
    await calculate(el);
    const lead = await sendLead(el);
    expect(lead.estimate.address).to.equal(undefined);
    expect(JSON.stringify(lead.estimate)).not.to.contain('Rivoli');
  });

  it('<cee-project>: the same line, and neither the estimate nor the print carries the address', async () => {
    const el = await mountProject({ works: 'BAR-TH-171,BAR-EN-101' });
    await chooseAddress(el, '12 rue de rivoli', RIVOLI.label);
    const department = keyControl(el, 'housing.department')!;
    department.value = '67';
    department.dispatchEvent(new Event('input', { bubbles: true }));
    department.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => mismatchLine(el) === LINE, 'the line never showed', { timeout: 5_000 });
    await expect(el).to.be.accessible();
    await fillWork(el, 'BAR-TH-171', { 'operation.usage': 'heating', 'household.size': '3', 'household.income': '32000' });
    await fillWork(el, 'BAR-EN-101', { 'operation.surface': '40' });
    await bestEtas(el);
    projectSubmit(el).click();
    await answerShown(el);
    expect(el.estimate!.address).to.equal(undefined);
    expect(plain(root(el).querySelector('.printed')?.textContent)).not.to.contain('Rivoli');
  });
});

describe('the DPE field in <cee-simulator>', () => {
  beforeEach(fresh);

  it('by number: found, its answers filled and marked, F → the France Rénov’ line; the form calculates', async () => {
    const el = await mountSimulator({ address: false, dpeLookup: true });
    await type(el, dpeInput(el), '2338E1234567K');
    await found(el);
    expect(cardText(el)).to.contain('DPE n° 2338E1234567K du 8 novembre 2023');
    expect(shownValue(el, 'housing.surface')).to.equal('95');
    expect(plain(renovation(el)!.textContent)).to.contain('Un logement classé F peut être rénové en profondeur avec MaPrimeRénov’ parcours accompagné');
    await expect(el).to.be.accessible();
    await fill(el, { ...HOUSEHOLD, 'housing.department': '38' });
    await calculate(el);
  });

  it('by address, a DPE replaced: the newer one only; by the old number, the newer one and why', async () => {
    const el = await mountSimulator({ dpeLookup: true });
    await chooseAddress(el, '3 rue des lilas', '3 Rue des Lilas 67000 Strasbourg');
    await found(el);
    expect(cardText(el)).to.contain('2467E0456702E').and.not.contain('2267E0456701D');
    expect(shownValue(el, 'housing.surface')).to.equal('118');
    expect(renovation(el)).to.not.equal(null, 'class E');
    dpeInput(el).select();
    await type(el, dpeInput(el), '2267E0456701D');
    await waitUntil(() => cardText(el).includes('Le DPE n° 2267E0456701D a été remplacé par un DPE plus récent, que voici.'), 'the replacement was never said');
    expect(cardText(el)).to.contain('DPE n° 2467E0456702E');
    await expect(el).to.be.accessible();
  });

  it('three flats at one address: offered by surface; the one chosen fills the form', async () => {
    const el = await mountSimulator({ dpeLookup: true });
    await chooseAddress(el, '12 rue de rivoli', RIVOLI.label);
    await waitUntil(() => radios(el, 'dpe-choice').length > 0, 'the flats were never offered');
    expect(radioLabels(el, 'dpe-choice')).to.deep.equal([
      'Appartement, 28,5 m², étage 5, classe F, DPE du 12 février 2024',
      'Appartement, 54 m², étage 2, classe D, DPE du 20 juin 2023',
      'Appartement, 83 m², étage 1, classe E, DPE du 3 septembre 2024',
      'Aucun de ces logements',
    ]);
    await expect(el).to.be.accessible();
    radios(el, 'dpe-choice')[1]!.click();
    await found(el);
    expect(shownValue(el, 'housing.surface')).to.equal('54');
    expect(shownValue(el, 'housing.type')).to.equal('appartement');
    expect(renovation(el)).to.equal(null, 'class D');
  });

  it('a number the host gave (`dpe`) is looked up without a gesture, and fills the form', async () => {
    const el = await mountSimulator({ address: false, dpeLookup: true, dpe: '2497E0000701F' });
    await found(el);
    expect(cardText(el)).to.contain('Énergie C');
    expect(shownValue(el, 'housing.surface')).to.equal('70');
    expect(renovation(el)).to.equal(null, 'class C');
  });

  it('not found at the address: a manual choice; F given by hand shows the France Rénov’ line', async () => {
    const el = await mountSimulator({ dpeLookup: true });
    await chooseAddress(el, '8 rue de rivoli', '8 Rue de Rivoli 75004 Paris');
    await waitUntil(() => radios(el, 'dpe-class').length === 8, 'no manual choice');
    expect(dpeStatus(el)).to.equal('Aucun DPE n’est publié pour cette adresse.');
    radios(el, 'dpe-class')[5]!.click();
    await el.updateComplete;
    expect(renovation(el)!.querySelector('a')!.href).to.equal(ADVISERS);
    await expect(el).to.be.accessible();
  });
});

describe('the address and DPE in <cee-project>', () => {
  beforeEach(fresh);

  it('the address fills every work’s département; the print has the address and DPE lines; the lead carries both', async () => {
    const el = await mountProject({ works: 'BAR-TH-171,BAR-EN-101', dpeLookup: true, lead: 'Isolation Martin' });
    await chooseAddress(el, '12 rue de rivoli', RIVOLI.label);
    expect(shownValue(el, 'housing.department')).to.equal('75');
    expect(noteOf(el, 'housing.department')).to.equal('Rempli d’après votre adresse.');
    await waitUntil(() => radios(el, 'dpe-choice').length > 0, 'the flats were never offered');
    radios(el, 'dpe-choice')[0]!.click();
    await found(el);
    expect(shownValue(el, 'housing.surface')).to.equal('28,5');
    expect(noteOf(el, 'housing.surface')).to.equal('D’après votre DPE du 12 février 2024.');
    await expect(el).to.be.accessible();

    await fillWork(el, 'BAR-TH-171', { 'operation.usage': 'heating', 'household.size': '3', 'household.income': '32000' });
    await fillWork(el, 'BAR-EN-101', { 'operation.surface': '40' });
    await bestEtas(el);
    projectSubmit(el).click();
    await answerShown(el);
    const paper = plain(root(el).querySelector('.printed')?.textContent);
    expect(paper).to.contain('Logement : 12 Rue de Rivoli 75004 Paris');
    expect(paper).to.contain('DPE n° 2475E0123401A du 12 février 2024 : classe énergie F');
    expect(el.estimate!.address!.banId).to.equal(RIVOLI.banId);
    const lead = await sendLead(el);
    expect(JSON.stringify(lead.estimate.address)).to.equal(JSON.stringify(RIVOLI));
    expect(lead.estimate.dpe).to.deep.include({ number: '2475E0123401A', classEnergy: 'F' });
  });

  it('speaks English at 320 px: the field, its suggestions and the print line', async () => {
    const el = await mountProject({ lang: 'en', width: 320 });
    await chooseAddress(el, '39 quai andre', '39 Quai André Citroën 75015 Paris');
    expect(placeText(el)).to.equal('Paris (75) · climate zone H1 · Île-de-France');
    expect(noteOf(el, 'housing.department')).to.equal('Filled in from your address.');
    const host = el.getBoundingClientRect();
    for (const node of root(el).querySelectorAll<HTMLElement>('[part~="address"] *')) {
      expect(node.getBoundingClientRect().right, node.className || node.tagName).to.be.at.most(host.right + 0.5);
    }
    await expect(el).to.be.accessible();
  });
});
