/**
 * Issue #12, the operation picker without `fost`: operations grouped by what they are (the FOST code's family),
 * names first and codes second; a search by name or code; what the catalogue marks as not simulable left out; a
 * 404 on choosing one gives one clear sentence and the picker stays usable. The ARIA 1.2 combobox pattern with a
 * listbox popup, by keyboard, with axe in each state.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { sendKeys } from '@web/test-runner-commands';
import { failNext, sandboxRequests } from '../helpers/sandbox.js';
import type { CeeSimulator } from '../../../src/elements/cee-simulator/cee-simulator.js';
import { controlsOf, fieldsShown, freshSandbox, mountSimulator, plain, root } from './simulator-helpers.js';
import { activeCode, choose, listbox, optionOf, optionTexts, options, pickerInput, pickerReady, typeInPicker } from './picker-helpers.js';

const OPERATIONS = '/partner/v1/operations';

const op = (id: number, code: string, operation_name: string, extra: Record<string, unknown> = {}) => ({
  id,
  code,
  operation_name,
  can_b2b: false,
  can_b2c: true,
  has_cdp: false,
  has_material: false,
  ...extra,
});

/** The codes of the options shown. */
const optionCodes = (el: HTMLElement) => options(el).map((option) => option.querySelector('.choice-details')!.textContent!.trim().split(' ')[0]!);

/** The group labels, in order, with the codes each one holds. */
function groupsOf(el: HTMLElement): string[] {
  return [...listbox(el).querySelectorAll('[role="group"]')].map((group) => {
    const label = root(el).getElementById(group.getAttribute('aria-labelledby')!)!.textContent!.trim();
    const codes = [...group.querySelectorAll('[role="option"] .choice-details')].map((details) => details.textContent!.trim().split(' ')[0]);
    return `${label}: ${codes.join(' ')}`;
  });
}

async function press(key: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await sendKeys({ press: key });
}

const errorPanels = (el: HTMLElement) => [...root(el).querySelectorAll('.error-panel')].map((panel) => plain(panel.textContent!));

describe('<cee-simulator> operation picker (issue #12)', () => {
  beforeEach(freshSandbox);

  it('groups the operations by family, names first and codes second, and leaves out what cannot be simulated', async () => {
    const el = await mountSimulator();
    const input = await pickerReady(el);
    expect(`${input.getAttribute('role')} ${input.getAttribute('aria-autocomplete')} ${input.getAttribute('aria-expanded')}`).to.equal('combobox list false');
    expect(plain(root(el).querySelector(`label[for="${input.id}"]`)!.textContent!)).to.contain('Opération');
    // The sandbox's b2c catalogue: 25 operations (2 of MaPrimeRénov’ alone, left out for aid="cee"), 7 of them `has_simulation: false`.
    const catalogue = (await (await fetch(OPERATIONS)).json()).data as Array<{ code: string; can_b2c: boolean; has_simulation: boolean }>;
    const b2c = catalogue.filter((operation) => operation.can_b2c);
    expect(`${b2c.length} ${b2c.filter((operation) => !operation.has_simulation).length}`).to.equal('25 7');
    const texts = optionTexts(el);
    expect(texts.length).to.equal(16);
    for (const hidden of b2c.filter((operation) => !operation.has_simulation)) expect(optionOf(el, hidden.code), hidden.code).to.equal(undefined);
    // Names first, codes second; the Coup de pouce mark after the code.
    expect(plain(optionOf(el, 'BAR-TH-171')!.textContent!)).to.equal('Pompe à chaleur de type air/eau BAR-TH-171 · Coup de pouce');
    expect(plain(optionOf(el, 'BAR-EN-101')!.textContent!)).to.equal('Isolation de combles ou de toitures BAR-EN-101');
    const groups = groupsOf(el);
    expect(groups.map((group) => group.split(':')[0]).join(' | ')).to.equal('Chauffage, eau chaude et ventilation | Isolation et menuiseries');
    expect(groups[1]).to.equal('Isolation et menuiseries: BAR-EN-104 BAR-EN-103 BAR-EN-101 BAR-EN-102 BAR-EN-105');
    expect(groups[0]!.split(' ').filter((word) => word.startsWith('BAR-TH-')).length).to.equal(11);
  });

  it('offers the gestes of MaPrimeRénov’ alone only where MaPrimeRénov’ is asked, in a group of their own', async () => {
    const cee = await mountSimulator();
    await pickerReady(cee);
    expect(optionOf(cee, 'MPR-AUDIT')).to.equal(undefined);
    const mpr = await mountSimulator({ aid: 'mpr' });
    await pickerReady(mpr);
    expect(groupsOf(mpr).find((group) => group.startsWith('Aidés par MaPrimeRénov’ seulement'))).to.equal(
      'Aidés par MaPrimeRénov’ seulement: MPR-AUDIT MPR-DEPOSE-CUVE',
    );
    // An operation whose `aids` leave MaPrimeRénov' out is not offered for aid="mpr".
    const catalogue = (await (await fetch(OPERATIONS)).json()).data as Array<{ code: string; can_b2c: boolean; aids: string[] }>;
    const ceeOnly = catalogue.filter((operation) => operation.can_b2c && !operation.aids.includes('mpr')).map((operation) => operation.code);
    expect(ceeOnly.length).to.be.greaterThan(0);
    for (const code of ceeOnly) expect(optionOf(mpr, code), code).to.equal(undefined);
  });

  it('keeps every operation when the catalogue says nothing of has_simulation, and groups other sectors by family too', async () => {
    const catalogue = {
      data: [
        op(1, 'BAR-EN-101', 'Isolation de combles'),
        op(2, 'BAR-TH-159', 'Pompe à chaleur hybride individuelle'),
        op(3, 'BAR-SE-108', 'Désembouage'),
        op(4, 'BAR-EQ-111', 'Lampe à LED'),
        op(5, 'RES-CH-108', 'Récupération de chaleur'),
        op(6, 'AGRI-XX-101', 'Famille inconnue'),
        op(7, 'TRA-EQ-101', 'Non simulable', { has_simulation: false }),
      ],
    };
    await failNext({ method: 'GET', path: OPERATIONS, status: 200, body: JSON.stringify(catalogue) });
    const el = await mountSimulator();
    await pickerReady(el);
    expect(groupsOf(el).join(' | ')).to.equal(
      'Chauffage, eau chaude et ventilation: BAR-TH-159 | Isolation et menuiseries: BAR-EN-101 | Équipements: BAR-EQ-111 | Services: BAR-SE-108 | Réseaux de chaleur et de froid: RES-CH-108 | Autres opérations: AGRI-XX-101',
    );
  });

  it('filters by name or code as the visitor types, accents and case ignored, and says how many match', async () => {
    const el = await mountSimulator();
    await typeInPicker(el, 'pompe chaleur');
    expect(pickerInput(el)!.getAttribute('aria-expanded')).to.equal('true');
    expect(optionTexts(el).every((text) => /pompe à chaleur/i.test(text))).to.equal(true);
    expect(optionTexts(el).length).to.equal(3);
    const notes = root(el).getElementById(`${pickerInput(el)!.id}-notes`)!;
    expect(plain(notes.textContent!)).to.equal('3 opérations correspondent.');
    expect(pickerInput(el)!.getAttribute('aria-describedby')).to.contain(notes.id);
    await expect(el).to.be.accessible();

    await typeInPicker(el, 'th-171');
    expect(optionTexts(el).join()).to.equal('Pompe à chaleur de type air/eau BAR-TH-171 · Coup de pouce');
    expect(plain(notes.textContent!)).to.equal('1 opération correspond.');
    await typeInPicker(el, 'FENETRE');
    expect(optionTexts(el).join()).to.contain('BAR-EN-104');
    await typeInPicker(el, 'bar en 10');
    expect(optionTexts(el).length).to.equal(5);

    // Nothing found is no dead end: a sentence, said once in the live region, and the whole list.
    await typeInPicker(el, 'piscine');
    expect(options(el).length).to.equal(16);
    expect(pickerInput(el)!.getAttribute('aria-expanded')).to.equal('true');
    expect(plain(notes.textContent!)).to.equal('Aucune opération ne correspond à « piscine » : voici toutes les opérations.');
    await waitUntil(() => plain(root(el).querySelector('[role="status"]')!.textContent!).includes('piscine'), 'the no-match sentence is said');
    await expect(el).to.be.accessible();
    // Something matches again: « nothing matches » is not left in the live region beside the results.
    await typeInPicker(el, 'combles');
    expect(plain(notes.textContent!)).to.equal('1 opération correspond.');
    await el.updateComplete;
    expect(plain(root(el).querySelector('[role="status"]')!.textContent!)).to.equal('');
  });

  it('finds what homeowners type: plurals, accents, abbreviations, trade words, the options inside an operation', async () => {
    const el = await mountSimulator();
    await pickerReady(el);
    // Each word, and the codes it must find among the sandbox's 16 operations a household can simulate.
    const expected: Record<string, string> = {
      fenêtres: 'BAR-EN-104',
      fenetre: 'BAR-EN-104',
      menuiseries: 'BAR-EN-104',
      pac: 'BAR-TH-129 BAR-TH-171 BAR-TH-172',
      'pompe à chaleur': 'BAR-TH-129 BAR-TH-171 BAR-TH-172',
      poele: 'BAR-TH-112',
      'poêle à granulés': 'BAR-TH-112',
      insert: 'BAR-TH-112',
      // A fireplace is closed with an insert: the wood-heating appliance.
      cheminée: 'BAR-TH-112',
      'chaudière granulés': 'BAR-TH-113',
      'chaudière bois': 'BAR-TH-113',
      vmc: 'BAR-TH-125',
      combles: 'BAR-EN-101',
      toiture: 'BAR-EN-101 BAR-EN-105',
      murs: 'BAR-EN-102',
      ballon: 'BAR-TH-101 BAR-TH-148',
      'chauffe-eau': 'BAR-TH-101 BAR-TH-148',
      solaire: 'BAR-TH-101 BAR-TH-143 BAR-TH-162',
      '171': 'BAR-TH-171',
      'bar-th-171': 'BAR-TH-171',
    };
    const found: Record<string, string> = {};
    for (const word of Object.keys(expected)) {
      await typeInPicker(el, word);
      found[word] = optionCodes(el).sort().join(' ');
    }
    expect(found).to.deep.equal(expected);
  });

  it('finds what homeowners type in English too', async () => {
    const el = await mountSimulator({ lang: 'en' });
    await pickerReady(el);
    const expected: Record<string, string> = {
      'heat pump': 'BAR-TH-129 BAR-TH-148 BAR-TH-171 BAR-TH-172',
      windows: 'BAR-EN-104',
      stove: 'BAR-TH-112',
      fireplace: 'BAR-TH-112',
      'pellet boiler': 'BAR-TH-113',
      loft: 'BAR-EN-101',
      walls: 'BAR-EN-102',
      'hot water': 'BAR-TH-101 BAR-TH-148',
      solar: 'BAR-TH-101 BAR-TH-143 BAR-TH-162',
    };
    const found: Record<string, string> = {};
    for (const word of Object.keys(expected)) {
      await typeInPicker(el, word);
      found[word] = optionCodes(el).sort().join(' ');
    }
    expect(found).to.deep.equal(expected);
    // MaPrimeRénov' alone pays for removing an oil tank: what a British or American visitor calls it.
    const both = await mountSimulator({ lang: 'en', aid: 'both' });
    await pickerReady(both);
    const tank: string[] = [];
    for (const word of ['fuel tank', 'heating oil', 'oil tank']) {
      await typeInPicker(both, word);
      tank.push(optionCodes(both).join(' '));
    }
    expect(tank.join(' | ')).to.equal('MPR-DEPOSE-CUVE | MPR-DEPOSE-CUVE | MPR-DEPOSE-CUVE');
  });

  it('follows the combobox pattern by keyboard: arrows, Home / End, Enter to choose, Escape to close', async () => {
    const el = await mountSimulator();
    const input = await pickerReady(el);
    input.focus();
    await press('ArrowDown');
    await el.updateComplete;
    expect(input.getAttribute('aria-expanded')).to.equal('true');
    const codes = options(el).map((option) => option.querySelector('.choice-details')!.textContent!.trim().split(' ')[0]!);
    expect(activeCode(el)).to.equal(codes[0]);
    await expect(el).to.be.accessible();
    await press('ArrowDown', 2);
    expect(activeCode(el)).to.equal(codes[2]);
    await press('ArrowUp');
    expect(activeCode(el)).to.equal(codes[1]);
    await press('End');
    expect(activeCode(el)).to.equal(codes.at(-1));
    // The active option is scrolled into the popup's view.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const popup = listbox(el).getBoundingClientRect();
    const lastShown = options(el).at(-1)!.getBoundingClientRect();
    expect(lastShown.bottom <= popup.bottom + 1 && lastShown.top >= popup.top - 1).to.equal(true);
    // Past the last option, the list wraps to the first (and from the first, ArrowUp to the last).
    await press('ArrowDown');
    expect(activeCode(el)).to.equal(codes[0]);
    await press('ArrowUp');
    expect(activeCode(el)).to.equal(codes.at(-1));
    await press('Home');
    expect(activeCode(el)).to.equal(codes[0]);
    // Focus never leaves the input.
    expect(root(el).activeElement).to.equal(input);
    await press('Escape');
    expect(`${input.getAttribute('aria-expanded')} ${input.hasAttribute('aria-activedescendant')}`).to.equal('false false');

    await sendKeys({ type: 'combles' });
    await el.updateComplete;
    await press('ArrowDown');
    expect(activeCode(el)).to.equal('BAR-EN-101');
    await press('Enter');
    await el.updateComplete;
    expect(`${input.getAttribute('aria-expanded')} ${input.value}`).to.equal('false Isolation de combles ou de toitures (BAR-EN-101)');
    await fieldsShown(el);
    expect(controlsOf(el, 'operation.surface').length).to.equal(1);
    expect(optionOf(el, 'BAR-EN-101')!.getAttribute('aria-selected')).to.equal('true');
    await expect(el).to.be.accessible();

    // Typing again and leaving: the chosen operation stays, its name comes back.
    await sendKeys({ type: 'x' });
    await press('Tab');
    await el.updateComplete;
    expect(input.value).to.equal('Isolation de combles ou de toitures (BAR-EN-101)');
    expect(controlsOf(el, 'operation.surface').length).to.equal(1);
  });

  it('opens on ArrowUp at the last option, and a click chooses; the list closes when focus leaves', async () => {
    const el = await mountSimulator();
    const input = await pickerReady(el);
    input.focus();
    await press('ArrowUp');
    const last = options(el).at(-1)!;
    expect(input.getAttribute('aria-activedescendant')).to.equal(last.id);
    await press('Tab');
    await el.updateComplete;
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    await choose(el, 'BAR-TH-171');
    await fieldsShown(el);
    expect(input.value).to.equal('Pompe à chaleur de type air/eau (BAR-TH-171)');
  });

  it('asks no MaPrimeRénov’ inputs for an operation the catalogue lists without it, and says only the CEE bonus is calculated', async () => {
    const catalogue = { data: [op(1, 'BAR-TH-129', 'Pompe à chaleur de type air/air', { aids: ['cee'] }), op(2, 'BAR-TH-171', 'Pompe à chaleur de type air/eau', { aids: ['cee', 'mpr'] })] };
    await failNext({ method: 'GET', path: OPERATIONS, status: 200, body: JSON.stringify(catalogue) });
    const el = await mountSimulator({ aid: 'both' });
    await choose(el, 'BAR-TH-129');
    await fieldsShown(el);
    expect(plain(root(el).querySelector('.notice')?.textContent ?? '')).to.equal('MaPrimeRénov’ n’est pas proposée pour cette opération : seule la prime CEE sera calculée.');
    // The service would answer 404 (a console error on the partner's page): it is not asked.
    const gets = await sandboxRequests({ method: 'GET', path: '/calc/api/v2/simulation-inputs/BAR-TH-129/b2c' });
    expect(gets.map((get) => get.query.aid ?? 'cee').join()).to.equal('cee');
    // An operation with both asks both.
    await choose(el, 'BAR-TH-171');
    await fieldsShown(el);
    await waitUntil(() => !root(el).querySelector('.notice'), 'the notice stayed for an operation with MaPrimeRénov’');
    const both = await sandboxRequests({ method: 'GET', path: '/calc/api/v2/simulation-inputs/BAR-TH-171/b2c' });
    expect(both.map((get) => get.query.aid ?? 'cee').sort().join()).to.equal('cee,mpr');
    await expect(el).to.be.accessible();
  });

  it('gives one clear sentence on a 404 for the operation chosen, and the picker stays usable', async () => {
    const catalogue = { data: [op(1, 'BAR-EN-101', 'Isolation de combles'), op(2, 'BAR-TH-159', 'Pompe à chaleur hybride individuelle')] };
    await failNext({ method: 'GET', path: OPERATIONS, status: 200, body: JSON.stringify(catalogue) });
    const errors: unknown[] = [];
    const el = await mountSimulator();
    el.addEventListener('cee-error', (event) => errors.push((event as CustomEvent).detail.error.kind));
    await choose(el, 'BAR-TH-159');
    await waitUntil(() => errorPanels(el).length > 0, 'no error shown', { timeout: 10_000 });
    // One sentence: the service's, which names the code and says why (ours when the service gives none).
    expect(errorPanels(el).join(' | ')).to.equal(
      'Le montant de l’opération « Pompe à chaleur hybride individuelle » (BAR-TH-159) ne peut pas être estimé ici.',
    );
    expect([...root(el).querySelectorAll('.error-panel')].map((panel) => panel.querySelectorAll('p').length).join()).to.equal('1');
    expect(root(el).querySelectorAll('[part~="retry"]').length).to.equal(0);
    expect(errors.join()).to.equal('not-found');
    await expect(el).to.be.accessible();
    // Without a message of the service's, ours names the code.
    await failNext({ method: 'GET', path: '/calc/api/v2/simulation-inputs/BAR-EN-101/b2c', status: 404, body: '' });
    await choose(el, 'BAR-EN-101');
    await waitUntil(() => errorPanels(el).join().includes('BAR-EN-101'), 'no error for BAR-EN-101', { timeout: 10_000 });
    expect(errorPanels(el).join(' | ')).to.equal('Aucune simulation n’est disponible pour le code FOST « BAR-EN-101 ».');

    const input = pickerInput(el)!;
    expect(input.disabled).to.equal(false);
    await choose(el, 'BAR-TH-159');
    await waitUntil(() => errorPanels(el).join().includes('BAR-TH-159'), 'no error for BAR-TH-159', { timeout: 10_000 });
    await choose(el, 'BAR-EN-101');
    await fieldsShown(el);
    expect(errorPanels(el).length).to.equal(0);
    const gets = await sandboxRequests({ method: 'GET', path: '/calc/api/v2/simulation-inputs/BAR-EN-101/b2c' });
    expect(gets.map((get) => get.status).join()).to.equal('404,200');
  });

  it('speaks English on an English page: label, hint, groups, counts', async () => {
    const el: CeeSimulator = await mountSimulator({ lang: 'en' });
    const input = await pickerReady(el);
    expect(plain(root(el).querySelector(`label[for="${input.id}"]`)!.textContent!)).to.equal('Operation* (required)');
    expect(plain(root(el).getElementById(`${input.id}-hint`)!.textContent!)).to.equal('Type the name of the work (heat pump, loft, windows…) or browse the list.');
    expect(listbox(el).getAttribute('aria-label')).to.equal('Operations');
    expect(groupsOf(el).map((group) => group.split(':')[0]).join(' | ')).to.equal('Heating, hot water and ventilation | Insulation and windows');
    expect(plain(optionOf(el, 'BAR-TH-171')!.textContent!)).to.match(/ BAR-TH-171 · Coup de pouce bonus$/);
    await typeInPicker(el, 'BAR-EN');
    expect(plain(root(el).getElementById(`${input.id}-notes`)!.textContent!)).to.equal('5 operations match.');
    await typeInPicker(el, 'pool');
    expect(plain(root(el).getElementById(`${input.id}-notes`)!.textContent!)).to.equal('No operation matches "pool": here are all the operations.');
    await expect(el).to.be.accessible();
  });
});
