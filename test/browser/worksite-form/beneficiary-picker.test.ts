/**
 * `<worksite-form>`'s beneficiary picker against the sandbox: the combobox pattern by keyboard, pages loaded on
 * demand, filtering of the loaded rows, B2B details, mandatary filter, preselection, empty list and failed pages.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import type { WorksiteForm } from '../../../src/elements/worksite-form/worksite-form.js';
import { failNext } from '../helpers/sandbox.js';
import {
  $,
  activeOptionText,
  beneficiaryOptions,
  beneficiaryRequests,
  combobox,
  control,
  errorOf,
  fill,
  freshSandbox,
  mountForm,
  pickBeneficiary,
  optionTexts,
  options,
  press,
  reachInto,
  statusText,
  submitButton,
  waitForBeneficiaries,
  worksiteRequests,
} from './form-fixture.js';

interface Row {
  id: number;
  firstname: string;
  lastname: string;
  company_name: string;
  city: string;
  zipcode: string;
}

/** One page as the service lists it, read straight from the sandbox to name the people the tests look for. */
async function listed(query: string): Promise<Row[]> {
  const response = await fetch(`${location.origin}/partner/v1/beneficiaries?${query}&probe=1`);
  return ((await response.json()) as { data: Row[] }).data;
}

/** The text of everything the combobox's `aria-describedby` points to. */
function description(el: WorksiteForm): string {
  const ids = (combobox(el).getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => el.shadowRoot!.getElementById(id)?.textContent ?? '').join(' ').replace(/\s+/g, ' ').trim();
}

/** The pages the element asked for (the tests' own reads left out). */
async function pagesAsked(): Promise<string[]> {
  return (await beneficiaryRequests()).filter((r) => r.query.probe === undefined).map((r) => String(r.query.page));
}

describe('<worksite-form> beneficiary picker', () => {
  beforeEach(freshSandbox);

  it('lists the first page of households with name, zipcode and city, asked with the element’s filters', async () => {
    const el = await mountForm();
    await waitForBeneficiaries(el, 20);
    const [request] = await beneficiaryRequests();
    expect(request?.query).to.deep.equal({ page: '1', per_page: '20', type: 'b2c' });
    expect(beneficiaryOptions(el).length).to.equal(20);
    expect(optionTexts(el)[0]).to.equal('Marie Martin 69003 Lyon');
    expect(optionTexts(el).at(-1)).to.equal('Afficher plus de bénéficiaires');
  });

  it('shows the company name with its SIREN and SIRET for B2B beneficiaries', async () => {
    const el = await mountForm({ context: 'b2b', 'page-size': '10' });
    await waitForBeneficiaries(el, 10);
    const [request] = await beneficiaryRequests();
    expect(request?.query).to.deep.equal({ page: '1', per_page: '10', type: 'b2b' });
    const [first] = await listed('type=b2b&per_page=1');
    const text = optionTexts(el)[0] ?? '';
    expect(text.startsWith(first!.company_name)).to.equal(true);
    expect(text).to.match(/SIREN \d{9} · SIRET \d{14} · \d{5} \S+/);
  });

  it('asks only for the mandatary’s beneficiaries when mandatary-id is set', async () => {
    const el = await mountForm({ 'mandatary-id': '1' });
    const expected = await listed('type=b2c&mandatary_id=1&per_page=100');
    await waitForBeneficiaries(el, expected.length);
    const requests = (await beneficiaryRequests()).filter((r) => r.query.probe === undefined);
    expect(requests.map((r) => r.query.mandatary_id)).to.deep.equal(['1']);
    expect(beneficiaryOptions(el).length).to.equal(expected.length);
    expect(expected.length).to.be.greaterThan(0);
  });

  it('reaches a beneficiary on the third page by keyboard alone', async () => {
    const el = await mountForm();
    const target = (await listed('type=b2c&per_page=20&page=3'))[1]!;
    await waitForBeneficiaries(el, 20);
    combobox(el).focus();

    await press(el, 'ArrowDown');
    expect(combobox(el).getAttribute('aria-expanded')).to.equal('true');
    expect(activeOptionText(el)).to.equal('Marie Martin 69003 Lyon');

    await press(el, 'End', 'ArrowDown');
    await waitForBeneficiaries(el, 40);
    await press(el, 'End', 'ArrowDown');
    await waitForBeneficiaries(el, 45);
    await waitUntil(() => activeOptionText(el).length > 0 && !activeOptionText(el).startsWith('Chargement'), 'the first row of page 3 is active');
    expect(statusText(el)).to.equal('45 bénéficiaires chargés sur 45.');
    expect(optionTexts(el).some((text) => text.startsWith('Afficher plus'))).to.equal(false);

    await press(el, 'ArrowDown');
    expect(activeOptionText(el).startsWith(`${target.firstname} ${target.lastname}`)).to.equal(true);
    await press(el, 'Enter');

    expect(combobox(el).value).to.equal(`${target.firstname} ${target.lastname} (${target.zipcode} ${target.city})`);
    expect(combobox(el).getAttribute('aria-expanded')).to.equal('false');
    // The choice is said, then the address it brought from the record.
    expect(statusText(el)).to.equal(`Bénéficiaire sélectionné : ${combobox(el).value}. Adresse reprise de la fiche du bénéficiaire\u00a0: vous pouvez la modifier.`);
    expect(await pagesAsked()).to.deep.equal(['1', '2', '3']);
  });

  it('moves with the arrow keys, Home and End, and closes then clears with Escape', async () => {
    const el = await mountForm();
    await waitForBeneficiaries(el, 20);
    const texts = optionTexts(el);
    combobox(el).focus();

    await press(el, 'ArrowDown', 'ArrowDown', 'ArrowDown');
    expect(activeOptionText(el)).to.equal(texts[2]);
    await press(el, 'ArrowUp');
    expect(activeOptionText(el)).to.equal(texts[1]);
    await press(el, 'End');
    expect(activeOptionText(el)).to.equal(texts[19]);
    await press(el, 'Home');
    expect(activeOptionText(el)).to.equal(texts[0]);

    await press(el, 'Escape');
    expect(combobox(el).getAttribute('aria-expanded')).to.equal('false');
    expect(combobox(el).hasAttribute('aria-activedescendant')).to.equal(false);

    await press(el, 'a');
    expect(combobox(el).value).to.equal('a');
    await press(el, 'Escape', 'Escape');
    expect(combobox(el).value).to.equal('');
  });

  it('filters the loaded rows by the typed words, accents and case aside', async () => {
    const el = await mountForm();
    await waitForBeneficiaries(el, 20);
    combobox(el).focus();
    await press(el, 's', 'a', 'i', 'n', 't', '-', 'e', 't');

    const texts = optionTexts(el).filter((text) => !text.startsWith('Afficher plus'));
    expect(texts.length).to.be.greaterThan(0);
    expect(texts.every((text) => text.includes('Saint-Étienne'))).to.equal(true);
    expect(combobox(el).getAttribute('aria-expanded')).to.equal('true');

    await fill(el, combobox(el), 'zzzz');
    expect(beneficiaryOptions(el).length).to.equal(0);
    expect($(el, '.combobox')?.textContent).to.include('Aucun bénéficiaire chargé ne correspond à « zzzz ».');
  });

  it('loads the next page from the "Afficher plus" option', async () => {
    const el = await mountForm();
    await waitForBeneficiaries(el, 20);
    combobox(el).click();
    await el.updateComplete;
    options(el).find((o) => o.textContent?.includes('Afficher plus'))!.click();
    await waitForBeneficiaries(el, 40);
    expect(await pagesAsked()).to.deep.equal(['1', '2']);
  });

  it('chooses a beneficiary with the mouse', async () => {
    const el = await mountForm();
    await waitForBeneficiaries(el, 20);
    combobox(el).click();
    await el.updateComplete;
    beneficiaryOptions(el)[3]!.click();
    await el.updateComplete;
    expect(beneficiaryOptions(el)[3]!.getAttribute('aria-selected')).to.equal('true');
    expect(combobox(el).value.startsWith((beneficiaryOptions(el)[3]!.querySelector('.choice-name')?.textContent ?? '-'))).to.equal(true);
  });

  it('preselects beneficiary-id, loading pages until it is found', async () => {
    const target = (await listed('type=b2c&per_page=20&page=3'))[3]!;
    const el = await mountForm({ 'beneficiary-id': String(target.id) });
    await waitUntil(() => combobox(el).value.startsWith(`${target.firstname} ${target.lastname}`), 'the preselected beneficiary is shown');
    expect(await pagesAsked()).to.deep.equal(['1', '2', '3']);
  });

  it('shows the id of a preselected beneficiary that no loaded page holds', async () => {
    const el = await mountForm({ 'beneficiary-id': '999' });
    await waitUntil(() => (el.shadowRoot!.querySelector('[part~="hint"]')?.textContent ?? '').includes('999'), 'the search gives up');
    expect(combobox(el).value).to.equal('Bénéficiaire n° 999');
    expect($(el, '[part~="hint"]')?.textContent).to.equal('Le bénéficiaire n° 999 n’a pas été trouvé parmi les 45 bénéficiaires chargés.');
  });

  it('says when there is no beneficiary, and reloads the list on demand', async () => {
    const el = await mountForm({ 'mandatary-id': '99' });
    reachInto(el);
    await waitUntil(() => $(el, '.note.empty') !== null, 'the empty list is said');
    expect($(el, '.note.empty')?.textContent).to.include('Aucun bénéficiaire disponible.');
    ($(el, '.note.empty button') as HTMLButtonElement).click();
    await waitUntil(async () => (await beneficiaryRequests()).length === 2, 'the list is asked again');
  });

  it('offers a retry when the first page fails, and loads it on retry', async () => {
    await failNext({ method: 'GET', path: '/partner/v1/beneficiaries', status: 500 });
    const el = await mountForm();
    reachInto(el);
    await waitUntil(() => $(el, '.error-panel') !== null, 'the failure is shown');
    expect($(el, '.error-panel')?.textContent).to.include('Le service a rencontré une erreur.');
    ($(el, '.error-panel [part~="retry"]') as HTMLButtonElement).click();
    await waitForBeneficiaries(el, 20);
    expect($(el, '.error-panel') === null).to.equal(true);
  });

  it('keeps the loaded rows when a further page fails, and loads it on retry', async () => {
    const el = await mountForm();
    await waitForBeneficiaries(el, 20);
    await failNext({ method: 'GET', path: '/partner/v1/beneficiaries', status: 503, times: 3 });
    combobox(el).focus();
    await press(el, 'ArrowDown', 'End', 'ArrowDown');
    await waitUntil(() => $(el, '.error-panel') !== null, 'the failure is shown', { timeout: 10_000 });
    expect(beneficiaryOptions(el).length).to.equal(20);
    ($(el, '.error-panel [part~="retry"]') as HTMLButtonElement).click();
    await waitForBeneficiaries(el, 40);
    expect($(el, '.error-panel') === null).to.equal(true);
  });

  it('drops a household chosen before the context turns to b2b, says so, and lists businesses', async () => {
    const el = await mountForm();
    await pickBeneficiary(el, 'Marie Martin');
    el.context = 'b2b';
    await el.updateComplete;
    expect(combobox(el).value).to.equal('');
    expect(statusText(el)).to.equal('La liste des bénéficiaires a changé : choisissez à nouveau le bénéficiaire.');
    await waitUntil(() => optionTexts(el).some((text) => text.includes('SIREN')), 'the businesses are listed');
    expect(optionTexts(el).some((text) => text.startsWith('Marie Martin'))).to.equal(false);

    await fill(el, control(el, 'Adresse'), '1 rue Haute');
    await fill(el, control(el, 'Code postal'), '69003');
    await fill(el, control(el, 'Ville'), 'Lyon');
    submitButton(el).click();
    await el.updateComplete;
    expect(errorOf(el, combobox(el))).to.equal('Ce champ est obligatoire.');
    expect((await worksiteRequests()).length).to.equal(0);
  });

  it('looks for beneficiary-id again in the new list when the context changes', async () => {
    const [company] = await listed('type=b2b&per_page=1');
    const el = await mountForm({ 'beneficiary-id': String(company!.id) });
    await waitUntil(() => ($(el, '[part~="hint"]')?.textContent ?? '').includes('n’a pas été trouvé'), 'not among the households');
    el.context = 'b2b';
    await waitUntil(() => combobox(el).value.startsWith(company!.company_name), 'found among the businesses');
    expect(combobox(el).getAttribute('aria-invalid')).to.equal('false');
  });

  it('describes the combobox with the empty-list note and announces it', async () => {
    const el = await mountForm({ 'mandatary-id': '99' });
    reachInto(el);
    await waitUntil(() => $(el, '.note.empty') !== null, 'the empty list is said');
    expect(description(el)).to.include('Aucun bénéficiaire disponible.');
    expect(statusText(el)).to.equal('Aucun bénéficiaire disponible.');
  });

  it('describes the combobox with a failed page load', async () => {
    await failNext({ method: 'GET', path: '/partner/v1/beneficiaries', status: 500 });
    const el = await mountForm();
    reachInto(el);
    await waitUntil(() => $(el, '.error-panel') !== null, 'the failure is shown');
    expect(description(el)).to.include('Le service a rencontré une erreur. Réessayez dans un instant.');
  });
});
