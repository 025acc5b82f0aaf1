/**
 * The DPE panel (issue #35, docs/contract.md "Address and DPE") in its test host against the sandbox's DPE lines: by
 * number (typed, or given by the host), by the chosen address, a replaced DPE, a building of three flats offered by
 * surface, E/F/G pointing to France Rénov', and every failure (not found, invalid, down) leaving a manual A–G choice
 * and « Je ne connais pas mon DPE », never an error that stops the form. axe in each state.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { resetSandbox, sandboxRequests } from '../helpers/sandbox.js';
import {
  chooseAddress, chunkFetched, control, dpeCard, dpeInput, dpeStatus, liveText, mountHost, noteOf, plain, press, publicFault, radioLabels, radios, renovation, root, type,
} from './address-fixture.js';
import type { AddressTestHost } from './address-host.js';

const found = (el: AddressTestHost) => waitUntil(() => dpeCard(el) !== null, 'no DPE was shown');
const cardText = (el: AddressTestHost) => plain(dpeCard(el)?.textContent);
const ADVISERS = 'https://france-renov.gouv.fr/preparer-projet/trouver-conseiller';

describe('the DPE panel', () => {
  beforeEach(resetSandbox);

  it('by number: the classes, the date, the surface; what it answers filled and marked; F points to France Rénov’', async () => {
    const el = await mountHost({ address: false, dpeLookup: true });
    expect(root(el).querySelector(`label[for="${dpeInput(el).id}"]`)?.textContent).to.equal('Numéro de DPE (facultatif)');
    await expect(el).to.be.accessible();
    await type(el, dpeInput(el), '2338e1234567k');
    await found(el);
    expect(cardText(el)).to.contain('Énergie F').and.contain('Climat E');
    expect(cardText(el)).to.contain('DPE n° 2338E1234567K du 8 novembre 2023 · Maison, 95 m²');
    expect(liveText(el)).to.equal('DPE trouvé : classe énergie F.');
    expect(control(el, 'housing.surface').value).to.equal('95');
    expect((control(el, 'housing.type') as unknown as HTMLSelectElement).value).to.equal('maison');
    expect(control(el, 'housing.over_15_years').checked).to.equal(true);
    expect(control(el, 'operation.replaces_fossil_boiler').checked).to.equal(true);
    for (const key of ['housing.surface', 'housing.type', 'housing.over_15_years', 'operation.replaces_fossil_boiler']) {
      expect(noteOf(el, key), key).to.equal('D’après votre DPE du 8 novembre 2023.');
    }
    expect(JSON.stringify(el.fills.at(-1)!.dpe)).to.equal(JSON.stringify({
      number: '2338E1234567K', classEnergy: 'F', classClimate: 'E', date: '2023-11-08', surface: 95, buildingType: 'maison', period: '1948-1974',
    }));
    const line = renovation(el)!;
    expect(plain(line.textContent)).to.contain('MaPrimeRénov’ parcours accompagné').and.contain('conseiller France Rénov’');
    expect(line.querySelector('a')!.href).to.equal(ADVISERS);
    await expect(el).to.be.accessible();
    // Editable: a changed surface loses its note.
    const surface = control(el, 'housing.surface');
    surface.value = '90';
    surface.dispatchEvent(new Event('input', { bubbles: true }));
    await el.updateComplete;
    expect(noteOf(el, 'housing.surface')).to.equal('');
  });

  it('by the chosen address: the house’s DPE is looked up by its BAN key', async () => {
    const el = await mountHost({ dpeLookup: true });
    await chooseAddress(el, '8 rue pasteur grenoble');
    await found(el);
    expect(cardText(el)).to.contain('2338E1234567K');
    expect(dpeInput(el).value).to.equal('2338E1234567K');
    const [query] = await sandboxRequests({ path: '/data-fair/api/v1/datasets/dpe03existant/lines' });
    expect(query!.query.qs).to.equal('identifiant_ban:"38185_5170_00008"');
    expect(query!.auth).to.equal(false);
    expect(control(el, 'housing.department').value).to.equal('38');
  });

  it('a replaced DPE is never offered: by address the newer one; by the old number, the newer one, said', async () => {
    const el = await mountHost({ dpeLookup: true });
    await chooseAddress(el, '3 rue des lilas');
    await found(el);
    expect(cardText(el)).to.contain('2467E0456702E').and.contain('Énergie E').and.not.contain('2267E0456701D');
    expect(control(el, 'housing.surface').value).to.equal('118');

    const byNumber = await mountHost({ address: false, dpeLookup: true });
    await type(byNumber, dpeInput(byNumber), '2267E0456701D');
    await waitUntil(() => cardText(byNumber).includes('2467E0456702E'));
    expect(cardText(byNumber)).to.contain('Le DPE n° 2267E0456701D a été remplacé par un DPE plus récent, que voici.');
    await expect(byNumber).to.be.accessible();
  });

  it('a building of three flats: offered by surface; the one chosen fills the form', async () => {
    const el = await mountHost({ dpeLookup: true });
    await chooseAddress(el, '12 rue de rivoli');
    await waitUntil(() => radios(el, 'dpe-choice').length > 0, 'the flats were never offered');
    expect(radioLabels(el, 'dpe-choice')).to.deep.equal([
      'Appartement, 28,5 m², étage 5, classe F, DPE du 12 février 2024',
      'Appartement, 54 m², étage 2, classe D, DPE du 20 juin 2023',
      'Appartement, 83 m², étage 1, classe E, DPE du 3 septembre 2024',
      'Aucun de ces logements',
    ]);
    expect(liveText(el)).to.contain('Plusieurs DPE sont publiés à cette adresse');
    await expect(el).to.be.accessible();
    radios(el, 'dpe-choice')[1]!.click();
    await found(el);
    expect(cardText(el)).to.contain('2375E0123402B');
    expect(control(el, 'housing.surface').value).to.equal('54');
    expect((control(el, 'housing.type') as unknown as HTMLSelectElement).value).to.equal('appartement');
    expect(renovation(el)).to.equal(null, 'class D: no line');
  });

  it('not found at the address: a manual A–G choice, « Je ne connais pas mon DPE » by default; F points to France Rénov’', async () => {
    const el = await mountHost({ dpeLookup: true });
    await chooseAddress(el, '8 rue de rivoli');
    await waitUntil(() => radios(el, 'dpe-class').length === 8, 'no manual choice');
    expect(dpeStatus(el)).to.equal('Aucun DPE n’est publié pour cette adresse.');
    expect(radioLabels(el, 'dpe-class')).to.deep.equal(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'Je ne connais pas mon DPE']);
    expect(radios(el, 'dpe-class')[7]!.checked).to.equal(true);
    await expect(el).to.be.accessible();
    radios(el, 'dpe-class')[5]!.click();
    await el.updateComplete;
    expect(JSON.stringify(el.fills.at(-1)!.dpe)).to.equal('{"classEnergy":"F"}');
    expect(renovation(el)!.querySelector('a')!.href).to.equal(ADVISERS);
    await expect(el).to.be.accessible();
    radios(el, 'dpe-class')[7]!.click();
    await el.updateComplete;
    expect(el.fills.at(-1)!.dpe).to.equal(undefined);
    expect(renovation(el)).to.equal(null);
  });

  it('an invalid number, an unknown number: said, and the manual choice', async () => {
    const el = await mountHost({ address: false, dpeLookup: true });
    await type(el, dpeInput(el), '2338E12');
    await press(el, 'Enter');
    expect(dpeStatus(el)).to.equal('Un numéro de DPE compte 13 lettres et chiffres, par exemple 2338E1234567K.');
    expect(radios(el, 'dpe-class').length).to.equal(8);
    expect((await sandboxRequests({ prefix: '/data-fair' })).length).to.equal(0, 'nothing asked');
    dpeInput(el).select();
    await type(el, dpeInput(el), '2399E9999999Z');
    await waitUntil(() => dpeStatus(el) === 'Aucun DPE publié ne porte ce numéro.');
    expect(radios(el, 'dpe-class').length).to.equal(8);
    // Copied in groups, with hyphens or spaces: the same number, found.
    dpeInput(el).select();
    await type(el, dpeInput(el), '2338-e123 4567\u2010k');
    await found(el);
    expect(cardText(el)).to.contain('DPE n° 2338E1234567K');
  });

  it('the register down or hanging: said, the manual choice, and the form calculates meanwhile', async () => {
    await publicFault({ service: 'dpe', fault: 'unavailable' });
    const el = await mountHost({ dpeLookup: true });
    await chooseAddress(el, '8 rue pasteur grenoble');
    await waitUntil(() => dpeStatus(el) === 'Le registre des DPE ne répond pas pour le moment.');
    expect(radios(el, 'dpe-class').length).to.equal(8);
    expect(control(el, 'housing.department').value).to.equal('38', 'the address still filled its keys');
    await expect(el).to.be.accessible();

    await publicFault({ service: 'dpe', fault: 'hang', delayMs: 5000 });
    dpeInput(el).select();
    await type(el, dpeInput(el), '2338E1234567K');
    await waitUntil(() => dpeStatus(el) === 'Recherche du DPE…');
    expect(dpeInput(el).getAttribute('aria-busy')).to.equal('true');
    root(el).querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    await el.updateComplete;
    expect(el.calculations).to.equal(1, 'nothing waits on the register');
    await waitUntil(() => dpeStatus(el) === 'Le registre des DPE ne répond pas pour le moment.', 'the hang was never given up');
  });

  it('« Ce n’est pas mon logement »: the DPE set aside, its notes gone, the manual choice', async () => {
    const el = await mountHost({ address: false, dpeLookup: true });
    await type(el, dpeInput(el), '2575E0998877G');
    await found(el);
    expect(control(el, 'housing.over_15_years').checked).to.equal(false, 'built in 2016');
    root(el).querySelector<HTMLButtonElement>('[part~="dpe-not-mine"]')!.click();
    await el.updateComplete;
    expect(dpeCard(el)).to.equal(null);
    expect(radios(el, 'dpe-class').length).to.equal(8);
    expect(noteOf(el, 'housing.surface')).to.equal('');
    expect(el.fills.at(-1)!.dpe).to.equal(undefined);
  });

  it('a number the host gave is looked up without a gesture', async () => {
    const el = await mountHost({ address: false, dpeLookup: true, dpe: '2497E0000701F' });
    await found(el);
    expect(chunkFetched('dpe-panel')).to.equal(true);
    expect(cardText(el)).to.contain('Énergie C').and.contain('Climat A');
    expect(renovation(el)).to.equal(null);
  });

  it('speaks English, at 320 px', async () => {
    const el = await mountHost({ address: false, dpeLookup: true, lang: 'en', width: 320 });
    await type(el, dpeInput(el), '2475E0123401A');
    await found(el);
    expect(cardText(el)).to.contain('Energy F').and.contain('DPE no. 2475E0123401A, dated February 12, 2024 · Flat, 28.5 m², floor 5');
    expect(plain(renovation(el)!.textContent)).to.contain('Find a France Rénov’ adviser');
    expect(noteOf(el, 'housing.surface')).to.equal('From your DPE of February 12, 2024.');
    const host = el.getBoundingClientRect();
    for (const node of root(el).querySelectorAll<HTMLElement>('p, button, label, input, .dpe-card')) {
      expect(node.getBoundingClientRect().right, node.className || node.tagName).to.be.at.most(host.right + 0.5);
    }
    await expect(el).to.be.accessible();
  });
});
