/**
 * The address travels to the installer (issue #35): the demo's back office lists a request with the home's address
 * and DPE, opens `<worksite-form>` with the address, postcode and city the homeowner chose, and when the beneficiary
 * chosen has another address in its record (another postcode), the form keeps the request's and says so.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { SAMPLE_LEAD, describeHome, startBackOffice } from '../../../demo/backoffice.js';
import { streetOf, worksiteValuesOf, type Lead } from '../../../demo/handoff.js';
import { freshSandbox, mountMain, plain } from '../demo/demo-pages.js';
import { control, pickBeneficiary } from '../worksite-form/form-fixture.js';

type WorksiteForm = HTMLElementTagNameMap['worksite-form'];

const RIVOLI = {
  label: '12 Rue de Rivoli 75004 Paris', banId: '75104_8232_00012', postcode: '75004', citycode: '75104', city: 'Paris', departement: '75', lon: 2.356402, lat: 48.855451,
};
const LEAD: Lead = {
  ...SAMPLE_LEAD,
  id: 1,
  contact: { ...SAMPLE_LEAD.contact, postcode: '67000' },
  estimate: { ...SAMPLE_LEAD.estimate, address: RIVOLI, dpe: { number: '2475E0123401A', classEnergy: 'F', classClimate: 'C', date: '2024-02-12', surface: 28.5, buildingType: 'appartement' } },
};

describe('the back office opens a worksite from a request with an address', () => {
  beforeEach(freshSandbox);

  it('passes the home’s street, postcode and city (the home’s postcode over the contact’s), and says the home and its DPE', () => {
    expect(streetOf(RIVOLI)).to.equal('12 Rue de Rivoli');
    expect(JSON.stringify(worksiteValuesOf(LEAD))).to.equal('{"address":"12 Rue de Rivoli","city":"Paris","zipcode":"75004","precarity_type":"low"}');
    expect(describeHome(LEAD.estimate)).to.deep.equal(['Logement : 12 Rue de Rivoli 75004 Paris', 'DPE n° 2475E0123401A du 12 février 2024 : classe énergie F, classe climat C']);
    expect(describeHome({ dpe: { classEnergy: 'G' } })).to.deep.equal(['DPE : classe énergie G (indiquée par le client)']);
    expect(describeHome({})).to.deep.equal([]);
  });

  it('opens <worksite-form> with the address; a beneficiary whose record is in another postcode is said, and the request’s address kept', async () => {
    const main = await mountMain('partenaire');
    await startBackOffice(main, [LEAD]);
    const item = main.querySelector('[data-requests] > li')!;
    expect(plain(item.textContent)).to.contain('Logement : 12 Rue de Rivoli 75004 Paris');
    const form = main.querySelector<WorksiteForm>('worksite-form')!;
    item.querySelector('button')!.click();
    expect(plain(main.querySelector('[data-carried]')!.textContent)).to.equal(
      'Repris de la demande de Jeanne Exemple : le logement au 12 Rue de Rivoli 75004 Paris, ménage modeste. Choisissez le bénéficiaire : si l’adresse de sa fiche diffère de celle du logement, le formulaire le signale et garde celle de la demande.',
    );
    await form.updateComplete;
    await waitUntil(() => control(form, 'Code postal')?.value === '75004', 'the postcode never reached the form', { timeout: 10_000 });
    expect(['Adresse', 'Code postal', 'Ville'].map((label) => control(form, label)?.value)).to.deep.equal(['12 Rue de Rivoli', '75004', 'Paris']);
    await expect(main).to.be.accessible();

    // A client of Grenoble (38000): the record's address is not taken over the request's, and the form says so.
    await pickBeneficiary(form, 'Nicolas Bernard');
    await waitUntil(() => /n’a pas été reprise/.test(plain(form.shadowRoot!.textContent)), 'the other address was never said');
    expect(plain(form.shadowRoot!.textContent)).to.match(/L’adresse de la fiche du bénéficiaire \([^)]*38000 Grenoble\) n’a pas été reprise : elle diffère de celle déjà saisie\./);
    expect(['Adresse', 'Code postal', 'Ville'].map((label) => control(form, label)?.value)).to.deep.equal(['12 Rue de Rivoli', '75004', 'Paris']);
    await expect(main).to.be.accessible();
  });
});
