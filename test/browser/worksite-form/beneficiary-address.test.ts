/**
 * `<worksite-form>` taking the worksite's address from the chosen beneficiary's record (#26): address, postcode and
 * city filled and editable, said in the live region and in a note by the fields; never over what the visitor typed
 * or the page gave through `values` (a record that disagrees is left aside, as one address), the next record over
 * the previous one's, nothing of it after "create another worksite".
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { bases } from '../helpers/sandbox.js';
import {
  $,
  choosePrecarity,
  combobox,
  control,
  fill,
  focusedId,
  freshSandbox,
  mountForm,
  pickBeneficiary,
  statusText,
  submitButton,
  waitForOutcome,
  worksiteRequests,
} from './form-fixture.js';
import type { WorksiteForm } from '../../../src/elements/worksite-form/worksite-form.js';

interface RecordAddress {
  name: string;
  address: string;
  zipcode: string;
  city: string;
}

/** The sandbox's households as its API answers them: a record's address is read, never written down here. */
async function households(): Promise<RecordAddress[]> {
  const answer = await fetch(`${bases().apiBase}/v1/beneficiaries?page=1&per_page=100&type=b2c`);
  const { data } = (await answer.json()) as { data: Array<{ firstname: string; lastname: string; address: string; zipcode: string; city: string }> };
  return data.map((b) => ({ name: `${b.firstname} ${b.lastname}`, address: b.address, zipcode: b.zipcode, city: b.city }));
}

async function household(name: string): Promise<RecordAddress> {
  const found = (await households()).find((b) => b.name === name);
  if (!found) throw new Error(`No household named ${name}`);
  return found;
}

/** Address, postcode and city as the form shows them. */
function place(el: WorksiteForm, labels = ['Adresse', 'Code postal', 'Ville']): string[] {
  return labels.map((label) => control(el, label)?.value ?? 'no field');
}

/** The note's text, its no-break spaces (inside the record's address) as plain ones. */
function note(el: WorksiteForm): string {
  return ($(el, '.address-note')?.textContent ?? '').replace(/\u00a0/g, ' ').trim();
}

const TAKEN = 'Adresse reprise de la fiche du bénéficiaire : vous pouvez la modifier.';

describe('<worksite-form> address from the beneficiary’s record', () => {
  beforeEach(freshSandbox);

  it('fills the address, postcode and city from the chosen beneficiary, says so, and sends what the visitor changed', async () => {
    const marie = await household('Marie Martin');
    const el = await mountForm();
    await pickBeneficiary(el, 'Marie Martin');
    expect(place(el)).to.deep.equal([marie.address, marie.zipcode, marie.city]);
    expect(statusText(el).replace(/\u00a0/g, ' ')).to.equal(`Bénéficiaire sélectionné : Marie Martin (${marie.zipcode} ${marie.city}). ${TAKEN}`);
    expect(note(el)).to.equal(TAKEN);
    // The note describes the three fields it speaks of.
    const noteId = $(el, '.address-note')!.id;
    for (const label of ['Adresse', 'Code postal', 'Ville']) {
      expect(`${label}: ${(control(el, label)?.getAttribute('aria-describedby') ?? '').split(' ').includes(noteId)}`).to.equal(`${label}: true`);
    }
    await expect(el).to.be.accessible();

    await fill(el, control(el, 'Adresse'), '2 bis rue des Lilas');
    // A field still holds the record's: the note stays.
    expect(note(el)).to.equal(TAKEN);
    await choosePrecarity(el, 'mid');
    submitButton(el).click();
    await waitForOutcome(el);
    const [request] = await worksiteRequests();
    const body = request?.body as Record<string, string>;
    expect([body.address, body.zipcode, body.city]).to.deep.equal(['2 bis rue des Lilas', marie.zipcode, marie.city]);
  });

  it('leaves the note once every field taken from the record was changed', async () => {
    const el = await mountForm();
    await pickBeneficiary(el, 'Marie Martin');
    await fill(el, control(el, 'Adresse'), '1 place Bellecour');
    await fill(el, control(el, 'Code postal'), '69002');
    expect(note(el)).to.equal(TAKEN);
    await fill(el, control(el, 'Ville'), 'Lyon 2e');
    expect($(el, '.address-note')).to.equal(null);
  });

  it('never replaces what the visitor typed: a record that disagrees is left aside, and the note gives its address', async () => {
    const marie = await household('Marie Martin');
    const el = await mountForm();
    await fill(el, control(el, 'Adresse'), '3 rue Neuve');
    await pickBeneficiary(el, 'Marie Martin');
    // As one address: a street of the visitor's beside the record's city would be neither.
    expect(place(el)).to.deep.equal(['3 rue Neuve', '', '']);
    const kept = `L’adresse de la fiche du bénéficiaire (${marie.address}, ${marie.zipcode} ${marie.city}) n’a pas été reprise : elle diffère de celle déjà saisie.`;
    expect(note(el)).to.equal(kept);
    expect(statusText(el).replace(/\u00a0/g, ' ')).to.contain(kept);
    // The postcode and its city never split across lines.
    expect($(el, '.address-note')?.textContent).to.contain(`${marie.zipcode}\u00a0${marie.city}`);
    await expect(el).to.be.accessible();
    // Once the visitor changes the address, the note about the record has done its work.
    await fill(el, control(el, 'Code postal'), '69003');
    expect($(el, '.address-note')).to.equal(null);
  });

  it('fills the fields left empty when what the visitor typed agrees with the record', async () => {
    const marie = await household('Marie Martin');
    const el = await mountForm();
    // Written otherwise, the same postcode and city.
    await fill(el, control(el, 'Code postal'), ` ${marie.zipcode} `);
    await fill(el, control(el, 'Ville'), marie.city.toUpperCase());
    await pickBeneficiary(el, 'Marie Martin');
    expect(place(el)).to.deep.equal([marie.address, ` ${marie.zipcode} `, marie.city.toUpperCase()]);
    expect(note(el)).to.equal(TAKEN);
  });

  it('takes the next beneficiary’s address over the previous record’s, and keeps a field typed since', async () => {
    const [first, second] = (await households()).filter((b) => b.zipcode !== '69003');
    const el = await mountForm();
    await pickBeneficiary(el, first!.name);
    await pickBeneficiary(el, second!.name);
    expect(place(el)).to.deep.equal([second!.address, second!.zipcode, second!.city]);

    await fill(el, control(el, 'Adresse'), '7 impasse Verte');
    await pickBeneficiary(el, 'Marie Martin');
    expect(place(el)).to.deep.equal(['7 impasse Verte', second!.zipcode, second!.city]);
    expect(note(el).startsWith('L’adresse de la fiche du bénéficiaire (')).to.equal(true);
  });

  it('counts the page’s values as the visitor’s: the record fills around a postcode that agrees, never over one that does not', async () => {
    const all = await households();
    const marie = all.find((b) => b.name === 'Marie Martin')!;
    const elsewhere = all.find((b) => b.zipcode !== marie.zipcode)!;
    // The postcode of a quote request, as the back office passes it.
    const el = await mountForm({}, { values: { zipcode: marie.zipcode, precarity_type: 'low' } });
    await pickBeneficiary(el, elsewhere.name);
    expect(place(el)).to.deep.equal(['', marie.zipcode, '']);
    expect(note(el)).to.contain(`(${elsewhere.address}, ${elsewhere.zipcode} ${elsewhere.city}) n’a pas été reprise`);
    await pickBeneficiary(el, marie.name);
    expect(place(el)).to.deep.equal([marie.address, marie.zipcode, marie.city]);
    expect(note(el)).to.equal(TAKEN);
  });

  it('fills the address of a beneficiary preselected by the page, with the note and without a word in the live region', async () => {
    const marie = await household('Marie Martin');
    const el = await mountForm({ 'beneficiary-id': '1' });
    await waitUntil(() => combobox(el).value.startsWith('Marie Martin'), 'the preselected beneficiary is shown', { timeout: 10_000 });
    await el.updateComplete;
    expect(place(el)).to.deep.equal([marie.address, marie.zipcode, marie.city]);
    expect(note(el)).to.equal(TAKEN);
    expect(statusText(el)).to.equal('');
  });

  it('starts the next worksite without the record’s address or its note', async () => {
    const el = await mountForm();
    await pickBeneficiary(el, 'Marie Martin');
    await choosePrecarity(el, 'classic');
    submitButton(el).click();
    await waitForOutcome(el);
    ($(el, '[part~="again"]') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(place(el)).to.deep.equal(['', '', '']);
    expect($(el, '.address-note')).to.equal(null);
    expect(focusedId(el)).to.equal(combobox(el).id);
  });

  it('says it in English', async () => {
    const marie = await household('Marie Martin');
    const el = await mountForm({ lang: 'en' });
    await fill(el, control(el, 'City'), 'Paris');
    await pickBeneficiary(el, 'Marie Martin');
    expect(note(el)).to.equal(
      `The address in the beneficiary’s record (${marie.address}, ${marie.zipcode} ${marie.city}) was not used: it differs from the one already entered.`,
    );
    await fill(el, control(el, 'City'), '');
    await pickBeneficiary(el, 'Marie Martin');
    expect(place(el, ['Address', 'Postcode', 'City'])).to.deep.equal([marie.address, marie.zipcode, marie.city]);
    expect(statusText(el)).to.equal(`Selected beneficiary: Marie Martin (${marie.zipcode} ${marie.city}). Address taken from the beneficiary’s record: you can change it.`);
  });
});
