/**
 * `<worksite-form>` creating worksites on the sandbox: the body sent, the result shown, client-side checks,
 * B2B precarity, prefill, one worksite per submission, and configuration messages.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { failNext, sandboxState } from '../helpers/sandbox.js';
import {
  $,
  $$,
  addDeclarant,
  beneficiaryRequests,
  combobox,
  control,
  errorOf,
  fill,
  fillValidWorksite,
  fiscalRows,
  focusedId,
  freshSandbox,
  mountForm,
  pickBeneficiary,
  press,
  waitForBeneficiaries,
  statusText,
  submitButton,
  waitForOutcome,
  worksiteRequests,
} from './form-fixture.js';

describe('<worksite-form> creation', () => {
  beforeEach(freshSandbox);

  it('creates the worksite, shows its reference and status, and fires worksite-created with it', async () => {
    const el = await mountForm();
    const created: Array<{ reference?: string; status?: string }> = [];
    el.addEventListener('worksite-created', (e) => created.push((e as CustomEvent).detail.worksite));
    await fillValidWorksite(el);
    await fill(el, control(el, 'Complément d’adresse'), 'Bâtiment B');
    await fill(el, control(el, 'Parcelle cadastrale'), '000-ab-0123');
    await fill(el, control(el, 'Référence externe'), 'EXT-42');
    ($(el, 'input[type="checkbox"]') as HTMLInputElement).click();
    await fill(el, control(el, 'Type d’incitation'), 'indirect');
    submitButton(el).click();
    await waitForOutcome(el);

    const [request] = await worksiteRequests();
    expect(request?.status).to.equal(201);
    expect(request?.body).to.deep.equal({
      convention_id: 1,
      beneficiary_id: 1,
      external_reference: 'EXT-42',
      address: '12 rue des Lilas',
      additional_address: 'Bâtiment B',
      zipcode: '69003',
      city: 'Lyon',
      country: 'FR',
      cadastral_parcel: '000-AB-0123',
      indivision: true,
      precarity_type: 'classic',
      incentive_type: 'indirect',
    });
    expect(created.length).to.equal(1);
    expect(created[0]?.reference).to.match(/^CH-\d{4}-\d{6}$/);
    expect($(el, '[part~="result"] .reference')?.textContent).to.equal(created[0]?.reference);
    expect($(el, '[part~="result"] .worksite-status')?.textContent).to.equal('En cours de constitution');
    // The service's status after a colon, without a capital.
    expect(statusText(el)).to.equal(`Chantier ${created[0]?.reference} créé. Statut : en cours de constitution.`);
    expect(focusedId(el).endsWith('-result')).to.equal(true);
    expect($(el, 'form') === null).to.equal(true);
  });

  it('starts a new empty form after a success', async () => {
    const el = await mountForm();
    await fillValidWorksite(el);
    submitButton(el).click();
    await waitForOutcome(el);
    ($(el, '[part~="result"] button') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(control(el, 'Adresse')?.value).to.equal('');
    expect(combobox(el).value).to.equal('');
    expect(focusedId(el)).to.equal(combobox(el).id);
  });

  it('checks the fields before sending, sends nothing invalid, and focuses the first invalid field', async () => {
    const el = await mountForm();
    await fill(el, control(el, 'Code postal'), '6900');
    await fill(el, control(el, 'Parcelle cadastrale'), '12-AB');
    submitButton(el).click();
    await waitForOutcome(el);

    expect(combobox(el).getAttribute('aria-invalid')).to.equal('true');
    expect(errorOf(el, combobox(el))).to.equal('Ce champ est obligatoire.');
    expect(errorOf(el, control(el, 'Adresse'))).to.equal('Ce champ est obligatoire.');
    expect(errorOf(el, control(el, 'Ville'))).to.equal('Ce champ est obligatoire.');
    expect(errorOf(el, control(el, 'Code postal'))).to.equal('Le code postal doit comporter 5 chiffres.');
    expect(errorOf(el, control(el, 'Parcelle cadastrale'))).to.equal(
      'La parcelle cadastrale doit suivre le format préfixe-section-numéro, ex. 000-AB-0123.',
    );
    expect(control(el, 'Code postal')?.getAttribute('aria-describedby')).to.include('-error');
    // No precarity is assumed for a household: it is asked for, on its group.
    expect(errorOf(el, $(el, 'fieldset[part~="field"]'))).to.equal('Choisissez le type de précarité du ménage.');
    expect(focusedId(el)).to.equal(combobox(el).id);
    // Counted with the language's plural rules: never "erreur(s)".
    expect(statusText(el)).to.equal('Le formulaire contient 6 erreurs. Corrigez-les puis envoyez à nouveau.');
    expect((await worksiteRequests()).length).to.equal(0);
  });

  it('checks each declarant row before sending and flags the right row', async () => {
    const el = await mountForm();
    await fillValidWorksite(el);
    await addDeclarant(el, { firstname: 'Jeanne', lastname: 'Martin', fiscal_number: '0123456789012', fiscal_reference: 'ABCDEF1234567' });
    await addDeclarant(el, { firstname: 'Paul', lastname: '', fiscal_number: '12345', fiscal_reference: 'ABC' });
    submitButton(el).click();
    await waitForOutcome(el);
    const [first, second] = fiscalRows(el);
    expect(errorOf(el, control(el, 'Numéro fiscal', first))).to.equal('');
    expect(errorOf(el, control(el, 'Nom', second))).to.equal('Ce champ est obligatoire.');
    expect(errorOf(el, control(el, 'Numéro fiscal', second))).to.equal('Le numéro fiscal doit comporter 13 chiffres.');
    expect(errorOf(el, control(el, 'Référence de l’avis d’impôt', second))).to.equal('La référence de l’avis doit comporter 13 lettres ou chiffres.');
    expect(focusedId(el)).to.equal(control(el, 'Nom', second)?.id);
    expect((await worksiteRequests()).length).to.equal(0);
  });

  it('takes a tax number and a notice reference copied in groups, as the tax notice prints them, and sends them whole', async () => {
    const el = await mountForm();
    await fillValidWorksite(el);
    await addDeclarant(el, { firstname: 'Jeanne', lastname: 'Martin', fiscal_number: '01 23 456 789 012', fiscal_reference: 'AB CDEF 1234 567' });
    submitButton(el).click();
    await waitForOutcome(el);
    const [sent] = await worksiteRequests();
    // The sandbox's log masks them (personal data), keeping their length and last three characters.
    const [declarant] = (sent!.body as { fiscal_informations: Array<{ fiscal_number: string; fiscal_reference: string }> }).fiscal_informations;
    expect(`${declarant!.fiscal_number} ${declarant!.fiscal_reference}`).to.equal('••••••••••012 ••••••••••567');
    expect(sent!.status).to.equal(201);
  });

  it('asks to choose from the list when a name is typed but none is chosen', async () => {
    const el = await mountForm();
    await waitForBeneficiaries(el);
    await fill(el, combobox(el), 'Martin');
    submitButton(el).click();
    await waitForOutcome(el);
    expect(errorOf(el, combobox(el))).to.equal('Choisissez un bénéficiaire dans la liste.');
    expect(combobox(el).value).to.equal('Martin');
    expect((await worksiteRequests()).length).to.equal(0);
  });

  it('shows FR as the default country and sends the one typed instead', async () => {
    const el = await mountForm();
    expect(control(el, 'Pays')?.value).to.equal('FR');
    await fillValidWorksite(el);
    await fill(el, control(el, 'Pays'), 'BE');
    submitButton(el).click();
    await waitForOutcome(el);
    const [request] = await worksiteRequests();
    expect((request?.body as { country: string }).country).to.equal('BE');
  });

  it('shows the cadastral parcel format as a hint', async () => {
    const el = await mountForm();
    const hint = el.shadowRoot!.getElementById(`${control(el, 'Parcelle cadastrale')!.id}-hint`);
    // The example never breaks inside (non-breaking hyphens).
    expect(hint?.textContent).to.equal('Format préfixe-section-numéro, ex. 000\u2011AB\u20110123');
  });

  it('clears a field’s error once it is edited', async () => {
    const el = await mountForm();
    submitButton(el).click();
    await waitForOutcome(el);
    await fill(el, control(el, 'Adresse'), '3 rue Haute');
    expect(control(el, 'Adresse')?.getAttribute('aria-invalid')).to.equal('false');
    expect(control(el, 'Ville')?.getAttribute('aria-invalid')).to.equal('true');
  });

  it('asks for the convention when no convention-id is given', async () => {
    const el = await mountForm({ 'convention-id': undefined });
    await fillValidWorksite(el);
    submitButton(el).click();
    await waitForOutcome(el);
    const convention = control(el, 'Convention (identifiant)');
    expect(errorOf(el, convention)).to.equal('Ce champ est obligatoire.');
    expect(focusedId(el)).to.equal(convention?.id);
    await fill(el, convention, '7');
    submitButton(el).click();
    await waitForOutcome(el);
    const [request] = await worksiteRequests();
    expect((request?.body as { convention_id: number }).convention_id).to.equal(7);
  });

  it('offers the four precarity types in B2C, none checked until one is chosen', async () => {
    const el = await mountForm();
    const radios = $$(el, 'input[type="radio"]') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).to.deep.equal(['very-low', 'low', 'mid', 'classic']);
    expect(radios.filter((r) => r.checked).length).to.equal(0);
    expect($(el, 'fieldset[part~="field"] legend')?.textContent?.replace(/\s+/g, ' ').trim()).to.equal('Type de précarité* (obligatoire)');
  });

  it('offers only the classic precarity in B2B, even when values asked for another', async () => {
    const el = await mountForm({ context: 'b2b' }, { values: { precarity_type: 'low' } });
    const radios = $$(el, 'input[type="radio"]') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).to.deep.equal(['classic']);
    expect(radios[0]?.checked).to.equal(true);
    expect($(el, 'fieldset[part~="field"] [part~="hint"]')?.textContent).to.equal(
      'Seule la précarité classique est possible pour un professionnel.',
    );

    await waitForBeneficiaries(el);
    await fillValidWorksite(el, $(el, '[role="option"] .choice-name')?.textContent ?? '-');
    submitButton(el).click();
    await waitForOutcome(el);
    const [request] = await worksiteRequests();
    expect([request?.status, (request?.body as { precarity_type: string }).precarity_type]).to.deep.equal([201, 'classic']);
  });

  it('prefills from values, such as the zipcode and precarity of a simulation, and sends them', async () => {
    const el = await mountForm({}, { values: { zipcode: '69001', precarity_type: 'low', city: 'Lyon', address: '1 place Bellecour' } });
    expect(control(el, 'Code postal')?.value).to.equal('69001');
    expect(control(el, 'Ville')?.value).to.equal('Lyon');
    expect(($(el, 'input[type="radio"][value="low"]') as HTMLInputElement).checked).to.equal(true);
    await pickBeneficiary(el, 'Marie Martin');
    submitButton(el).click();
    await waitForOutcome(el);
    const [request] = await worksiteRequests();
    const body = request?.body as Record<string, unknown>;
    expect([body.zipcode, body.precarity_type, body.address]).to.deep.equal(['69001', 'low', '1 place Bellecour']);
  });

  it('takes values set later, such as a simulation finishing after the form was shown', async () => {
    const el = await mountForm();
    await fill(el, control(el, 'Adresse'), '4 rue Neuve');
    el.values = { zipcode: '38000', precarity_type: 'very-low' };
    await el.updateComplete;
    expect(control(el, 'Code postal')?.value).to.equal('38000');
    expect(control(el, 'Adresse')?.value).to.equal('4 rue Neuve');
    expect(($(el, 'input[type="radio"][value="very-low"]') as HTMLInputElement).checked).to.equal(true);
  });

  it('creates one worksite from a double click', async () => {
    const el = await mountForm();
    await fillValidWorksite(el);
    const before = (await sandboxState()).worksites;
    submitButton(el).click();
    submitButton(el).click();
    await el.updateComplete;
    submitButton(el)?.click();
    await waitForOutcome(el);
    expect((await worksiteRequests()).length).to.equal(1);
    expect((await sandboxState()).worksites).to.equal(before + 1);
  });

  it('creates one worksite when Enter is pressed again while the first is on its way', async () => {
    const el = await mountForm();
    await fillValidWorksite(el);
    await failNext({ method: 'POST', path: '/partner/v1/worksites', delayMs: 800 });
    const before = (await sandboxState()).worksites;
    control(el, 'Ville')!.focus();
    await press(el, 'Enter');
    expect(submitButton(el).getAttribute('aria-disabled')).to.equal('true');
    await press(el, 'Enter', 'Enter');
    await waitUntil(() => $(el, '[part~="result"]') !== null, 'the worksite is created', { timeout: 10_000 });
    expect((await worksiteRequests()).length).to.equal(1);
    expect((await sandboxState()).worksites).to.equal(before + 1);
  });

  it('shows a configuration message for a bad context and loads nothing', async () => {
    const el = await mountForm({ context: 'x', 'page-size': '500' });
    const text = $(el, '.config-error')?.textContent ?? '';
    expect(text).to.include('La valeur « x » de l’attribut context n’est pas valide (b2c ou b2b).');
    expect(text).to.include('La valeur « 500 » de l’attribut page-size n’est pas valide (un entier de 1 à 100).');
    expect($(el, 'form') === null).to.equal(true);
    await el.updateComplete;
    expect((await beneficiaryRequests()).length).to.equal(0);
  });

  it('says its own messages again in the new language when the page switches, leaving a field edited since without one', async () => {
    const el = await mountForm();
    await fill(el, control(el, 'Code postal'), '6900');
    submitButton(el).click();
    await waitForOutcome(el);
    expect(errorOf(el, control(el, 'Code postal'))).to.equal('Le code postal doit comporter 5 chiffres.');
    el.setAttribute('lang', 'en');
    await waitUntil(() => errorOf(el, control(el, 'Address')) === 'This field is required.', 'the messages are said in English');
    // The count said in French was spoken; it does not stay beside English words.
    expect(statusText(el)).to.equal('');
    expect(errorOf(el, control(el, 'Postcode'))).to.equal('The postcode must have 5 digits.');
    await fill(el, control(el, 'City'), 'Lyon');
    el.setAttribute('lang', 'fr');
    await waitUntil(() => errorOf(el, control(el, 'Adresse')) === 'Ce champ est obligatoire.', 'the messages are said in French again');
    expect(errorOf(el, control(el, 'Ville'))).to.equal('');
    expect(errorOf(el, control(el, 'Code postal'))).to.equal('Le code postal doit comporter 5 chiffres.');
  });

  it('speaks English when lang="en"', async () => {
    const el = await mountForm({ lang: 'en' });
    submitButton(el).click();
    await waitForOutcome(el);
    expect(submitButton(el).textContent?.trim()).to.equal('Create the worksite');
    expect(errorOf(el, control(el, 'Address'))).to.equal('This field is required.');
  });
});
