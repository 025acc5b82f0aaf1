/**
 * The address field (issue #35, docs/contract.md "Address and DPE") in its test host against the sandbox's geocoder:
 * a first view of an input and its label whose look-ups load on focus; the library's combobox with 5 suggestions,
 * keys and a live region saying how many; no request under 3 characters, one per settled input, an answer applied
 * only while current; a choice filling the asked keys it answers (Paris 75104 → 75, Île-de-France; overseas 974),
 * marked and editable; axe in each state; 320 px.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { failNext, resetSandbox, sandboxRequests } from '../helpers/sandbox.js';
import {
  addressInput, chooseAddress, chunkFetched, control, liveText, listbox, mountHost, noteOf, options, optionTexts, placeText, press, root, suggest, type,
} from './address-fixture.js';

const geocoderRequests = () => sandboxRequests({ path: '/geocodage/search' });

describe('the address field', () => {
  beforeEach(resetSandbox);

  it('shows an input and its label first; its look-ups load when it is focused', async () => {
    const el = await mountHost();
    const input = addressInput(el);
    expect(root(el).querySelector(`label[for="${input.id}"]`)?.textContent).to.equal('Adresse du logement');
    expect(input.hasAttribute('role')).to.equal(false);
    expect(chunkFetched('address-search')).to.equal(false);
    await expect(el).to.be.accessible();
    input.focus();
    await waitUntil(() => input.getAttribute('role') === 'combobox', 'the combobox never came');
    expect(chunkFetched('address-search')).to.equal(true);
    expect(chunkFetched('dpe-panel')).to.equal(false, 'the DPE look-up is not asked for');
    expect(document.activeElement).to.equal(el);
    expect(root(el).activeElement).to.equal(input, 'focus stays in the same input');
  });

  it('is nothing without `address` or `dpe-lookup`', async () => {
    const el = await mountHost({ address: false });
    expect(root(el).querySelector('[part~="address"], [part~="dpe"]')).to.equal(null);
  });

  it('suggests 5 addresses at most, says how many, and is chosen by keyboard: Paris 75104 fills département 75, Île-de-France', async () => {
    const el = await mountHost();
    const found = await suggest(el, 'rue de');
    expect(found.length).to.be.within(1, 5);
    await waitUntil(() => /adresses? proposées?\./.test(liveText(el)), 'the count was never said');
    expect(liveText(el)).to.equal(`${found.length} adresses proposées.`);
    await expect(el).to.be.accessible();

    await type(el, addressInput(el), ' rivoli 12');
    await waitUntil(() => optionTexts(el).join() === '12 Rue de Rivoli 75004 Paris', 'the suggestions never narrowed');
    await waitUntil(() => liveText(el) === '1 adresse proposée.');
    const input = addressInput(el);
    await press(el, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).to.equal(options(el)[0]!.id);
    await press(el, 'Enter');
    expect(input.value).to.equal('12 Rue de Rivoli 75004 Paris');
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(listbox(el)!.hidden).to.equal(true);
    const fill = el.fills.at(-1)!;
    expect(JSON.stringify(fill.address)).to.equal(JSON.stringify({
      label: '12 Rue de Rivoli 75004 Paris', banId: '75104_8232_00012', postcode: '75004', citycode: '75104', city: 'Paris', departement: '75', lon: 2.356402, lat: 48.855451,
    }));
    expect(JSON.stringify(fill.values)).to.equal('{"housing.department":"75"}');
    expect(control(el, 'housing.department').value).to.equal('75');
    expect(noteOf(el, 'housing.department')).to.equal('Rempli d’après votre adresse.');
    expect(placeText(el)).to.equal('Paris (75) · zone climatique H1 · Île-de-France');
    expect(liveText(el)).to.equal('Adresse retenue : 12 Rue de Rivoli 75004 Paris.');
    await expect(el).to.be.accessible();

    // Editable: the visitor's own value replaces the filled one, and its note goes.
    const department = control(el, 'housing.department');
    department.value = '92';
    department.dispatchEvent(new Event('input', { bubbles: true }));
    await el.updateComplete;
    expect(noteOf(el, 'housing.department')).to.equal('');
  });

  it('overseas: Saint-Denis de La Réunion is in 974, zone H3, not Île-de-France; two Saint-Denis told apart by their context', async () => {
    const el = await mountHost();
    await suggest(el, 'saint-denis');
    const details = options(el).map((option) => option.querySelector('.choice-details')?.textContent);
    expect(details).to.include('974, La Réunion').and.to.include('93, Seine-Saint-Denis, Île-de-France');
    addressInput(el).select();
    await chooseAddress(el, '10 rue de paris saint-denis');
    expect(el.fills.at(-1)!.address!.departement).to.equal('974');
    expect(control(el, 'housing.department').value).to.equal('974');
    expect(placeText(el)).to.equal('Saint-Denis (974) · zone climatique H3');
  });

  it('no address found: said under the input and in the live region, and a postcode typed fills the département', async () => {
    const el = await mountHost();
    const input = addressInput(el);
    await type(el, input, 'chemin inconnu 67000');
    await waitUntil(() => liveText(el) === 'Aucune adresse ne correspond : continuez à taper, ou indiquez votre code postal.', 'nothing was said');
    const none = root(el).querySelector(`#${CSS.escape(input.id)}-none`);
    expect(none?.textContent).to.equal('Aucune adresse ne correspond : continuez à taper, ou indiquez votre code postal.');
    expect(input.getAttribute('aria-describedby')).to.contain(none!.id);
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    await waitUntil(() => control(el, 'housing.department').value === '67');
    expect(noteOf(el, 'housing.department')).to.equal('Code postal 67000 : département 67 retenu.');
    await expect(el).to.be.accessible();
  });

  it('asks nothing under 3 characters, and once per settled input', async () => {
    const el = await mountHost();
    const input = addressInput(el);
    input.focus();
    await waitUntil(() => input.getAttribute('role') === 'combobox');
    // Several keystrokes in one task: one input settles, one request.
    for (const text of ['3 r', '3 ru', '3 rue', '3 rue des', '3 rue des lilas']) {
      input.value = text;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await waitUntil(() => optionTexts(el).includes('3 Rue des Lilas 67000 Strasbourg'));
    expect((await geocoderRequests()).map((request) => request.query.q)).to.deep.equal(['3 rue des lilas']);
    // Two characters, then more: the two were never asked.
    input.value = 'ab';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await type(el, input, 'cdef grenoble');
    await waitUntil(async () => (await geocoderRequests()).length === 2);
    expect((await geocoderRequests()).map((request) => request.query.q)).to.deep.equal(['3 rue des lilas', 'abcdef grenoble']);
    // The same text again is answered from what was kept.
    input.value = '3 rue des lilas';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await waitUntil(() => optionTexts(el).includes('3 Rue des Lilas 67000 Strasbourg'));
    expect((await geocoderRequests()).length).to.equal(2);
  });

  // The service answers 400 to a text that starts with anything but a letter or a digit: once, the field stayed a
  // plain input « indisponible » for 30 s, whatever was typed next.
  it('asks from the first letter or digit, nothing for symbols alone, and takes a refused text as one it finds nothing for', async () => {
    const el = await mountHost();
    const input = addressInput(el);
    await type(el, input, '« 3 rue des lilas');
    await waitUntil(() => optionTexts(el).includes('3 Rue des Lilas 67000 Strasbourg'), 'the quoted address was not found');
    expect((await geocoderRequests()).map((request) => `${request.query.q} ${request.status}`)).to.deep.equal(['3 rue des lilas 200']);
    input.value = '';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await type(el, input, '🏠🏠🏠 !!');
    await type(el, input, ' ');
    expect((await geocoderRequests()).length).to.equal(1, 'symbols alone are not asked');
    // A text the service refuses: nothing matches, and the next text is asked and suggested.
    await failNext({ method: 'GET', path: '/geocodage/search', status: 400 });
    input.value = '';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await type(el, input, 'rue de Rivoli');
    await waitUntil(() => liveText(el) === 'Aucune adresse ne correspond : continuez à taper, ou indiquez votre code postal.', 'the refusal was not said as nothing found');
    expect(root(el).querySelector('.unavailable')).to.equal(null);
    expect(input.getAttribute('role')).to.equal('combobox');
    await type(el, input, ' 75004');
    await waitUntil(() => optionTexts(el).length > 0, 'the next text was not suggested');
    expect((await geocoderRequests()).map((request) => request.status)).to.deep.equal([200, 400, 200]);
  });

  it('applies an answer only while it is still the answer to what the input shows', async () => {
    const el = await mountHost();
    const input = addressInput(el);
    input.focus();
    await waitUntil(() => input.getAttribute('role') === 'combobox');
    await failNext({ method: 'GET', path: '/geocodage/search', query: { q: 'rue de la' }, delayMs: 2000 });
    input.value = 'rue de la';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await waitUntil(async () => (await geocoderRequests()).length === 1, 'the first request never left');
    await type(el, input, ' paroisse');
    await waitUntil(() => optionTexts(el).join() === '1 Rue de la Paroisse 78000 Versailles');
    const [stale] = await geocoderRequests();
    expect(stale!.query.q).to.equal('rue de la');
    await waitUntil(async () => (await geocoderRequests())[0]!.status !== null, 'the stale request never ended');
    expect((await geocoderRequests())[0]!.status).to.equal(0, 'the stale request was given up');
    expect(optionTexts(el)).to.deep.equal(['1 Rue de la Paroisse 78000 Versailles']);
  });

  it('Escape closes the list, then takes back what was typed; a choice changed by typing is dropped', async () => {
    const el = await mountHost();
    await chooseAddress(el, '39 quai andre');
    const input = addressInput(el);
    await type(el, input, 'x');
    await waitUntil(() => el.fills.at(-1)!.address === undefined, 'the changed address was kept');
    expect(input.getAttribute('aria-expanded')).to.equal('true', 'the last suggestions stay while the next are asked');
    await press(el, 'Escape');
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(input.value).to.equal('39 Quai André Citroën 75015 Parisx');
    await press(el, 'Escape');
    expect(input.value).to.equal('');
    expect(placeText(el)).to.equal('');
  });

  it('speaks English', async () => {
    const el = await mountHost({ lang: 'en' });
    expect(root(el).querySelector('label')?.textContent).to.equal('Address of the home');
    await suggest(el, '39 quai andre');
    await waitUntil(() => liveText(el) === '1 address suggested.');
    await press(el, 'ArrowDown');
    await press(el, 'Enter');
    expect(placeText(el)).to.equal('Paris (75) · climate zone H1 · Île-de-France');
    expect(noteOf(el, 'housing.department')).to.equal('Filled in from your address.');
    await expect(el).to.be.accessible();
  });

  it('fits 320 px: nothing wider than the host, the list within it', async () => {
    const el = await mountHost({ width: 320, dpeLookup: true });
    await suggest(el, 'saint-denis');
    const host = el.getBoundingClientRect();
    for (const node of root(el).querySelectorAll<HTMLElement>('input, [role="listbox"], [role="option"], p, label')) {
      const box = node.getBoundingClientRect();
      expect(box.right, node.className || node.tagName).to.be.at.most(host.right + 0.5);
    }
    await expect(el).to.be.accessible();
  });
});
