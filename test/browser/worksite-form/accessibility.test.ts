/**
 * `<worksite-form>` for keyboard and assistive technology users: axe-core in the loading, empty, filled, error
 * and success states, the live region, errors tied to every kind of control, and the form by keyboard alone.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { failNext } from '../helpers/sandbox.js';
import {
  $,
  $$,
  BENEFICIARIES_PATH,
  WORKSITES_PATH,
  addDeclarant,
  combobox,
  control,
  errorOf,
  fill,
  fillValidWorksite,
  fiscalRows,
  focusedId,
  freshSandbox,
  mountForm,
  reachInto,
  press,
  statusText,
  submitButton,
  type,
  waitForBeneficiaries,
  waitForOutcome,
  worksiteRequests,
} from './form-fixture.js';

/** The accessible text of the focused element of the shadow root. */
function focusedText(el: HTMLElement): string {
  return (el.shadowRoot!.activeElement?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('<worksite-form> accessibility', () => {
  beforeEach(freshSandbox);

  it('passes axe when empty, with its beneficiaries loaded', async () => {
    const el = await mountForm({ 'convention-id': undefined });
    await waitForBeneficiaries(el, 20);
    await expect(el).to.be.accessible();
  });

  it('passes axe when filled, with the beneficiary list open and a declarant row', async () => {
    const el = await mountForm();
    await fillValidWorksite(el);
    await addDeclarant(el, { firstname: 'Jeanne', lastname: 'Martin', fiscal_number: '0123456789012', fiscal_reference: 'ABCDEF1234567' });
    combobox(el).focus();
    await press(el, 'ArrowDown');
    expect(combobox(el).getAttribute('aria-expanded')).to.equal('true');
    await expect(el).to.be.accessible();
  });

  it('passes axe with field errors and an error summary', async () => {
    const el = await mountForm({ context: 'b2b' });
    await waitForBeneficiaries(el);
    ($(el, '[part~="add-row"]') as HTMLButtonElement).click();
    await el.updateComplete;
    submitButton(el).click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('[aria-invalid="true"]').length).to.be.greaterThan(3);
    await expect(el).to.be.accessible();
  });

  it('passes axe after a service failure and after a success', async () => {
    const el = await mountForm();
    await fillValidWorksite(el);
    await fill(el, control(el, 'Référence externe'), 'DEMO-0001');
    submitButton(el).click();
    await waitForOutcome(el);
    expect(control(el, 'Référence externe')?.getAttribute('aria-invalid')).to.equal('true');
    await expect(el).to.be.accessible();

    await fill(el, control(el, 'Référence externe'), 'NEW-0001');
    submitButton(el).click();
    await waitForOutcome(el);
    expect($(el, '[part~="result"]') !== null).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('adds and removes declarant rows by keyboard, focus following each change', async () => {
    const el = await mountForm();
    ($(el, '[part~="add-row"]') as HTMLButtonElement).focus();

    await press(el, 'Enter');
    expect(fiscalRows(el).length).to.equal(1);
    expect(focusedId(el)).to.equal(control(el, 'Prénom', fiscalRows(el)[0])?.id);
    expect(statusText(el)).to.equal('Déclarant 1 ajouté.');
    await type(el, 'Jeanne');

    ($(el, '[part~="add-row"]') as HTMLButtonElement).focus();
    await press(el, 'Space');
    expect(fiscalRows(el).length).to.equal(2);
    expect(focusedId(el)).to.equal(control(el, 'Prénom', fiscalRows(el)[1])?.id);
    await type(el, 'Paul');

    // Back from the second row's first name to the first row's "remove" button.
    await press(el, 'Shift+Tab');
    expect(focusedText(el)).to.equal('Retirer le déclarant 1');
    await press(el, 'Enter');
    expect(fiscalRows(el).length).to.equal(1);
    expect(control(el, 'Prénom', fiscalRows(el)[0])?.value).to.equal('Paul');
    expect(focusedId(el)).to.equal(control(el, 'Prénom', fiscalRows(el)[0])?.id);
    expect(statusText(el)).to.equal('Déclarant 1 retiré.');

    await press(el, 'Tab', 'Tab', 'Tab', 'Tab');
    expect(focusedText(el)).to.equal('Retirer le déclarant 1');
    await press(el, 'Enter');
    expect(fiscalRows(el).length).to.equal(0);
    expect(focusedText(el)).to.equal('Ajouter un déclarant');
  });

  it('names each "remove" button after its row and keeps the legend in step', async () => {
    const el = await mountForm();
    ($(el, '[part~="add-row"]') as HTMLButtonElement).click();
    ($(el, '[part~="add-row"]') as HTMLButtonElement).click();
    await el.updateComplete;
    const rows = fiscalRows(el);
    expect(rows.map((row) => row.querySelector('legend')?.textContent)).to.deep.equal(['Déclarant 1', 'Déclarant 2']);
    expect(rows.map((row) => row.querySelector('[part~="remove-row"]')?.textContent?.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'Retirer le déclarant 1',
      'Retirer le déclarant 2',
    ]);
  });

  it('stops adding rows at the limit: the button goes, the limit is said, focus is on the last row', async () => {
    const el = await mountForm();
    const add = $(el, '[part~="add-row"]') as HTMLButtonElement;
    for (let i = 0; i < 12; i++) add.click();
    await el.updateComplete;
    expect(fiscalRows(el).length).to.equal(10);
    // A button that cannot act is not left on screen, disabled.
    expect($(el, '[part~="add-row"]') === null).to.equal(true);
    expect($$(el, 'button[aria-disabled="true"], button:disabled').length).to.equal(0);
    expect($(el, 'fieldset.fiscal > .actions .hint')?.textContent).to.equal('10 déclarants au maximum.');
    expect(focusedId(el)).to.equal(control(el, 'Prénom', fiscalRows(el)[9])?.id);
    await expect(el).to.be.accessible();
    // One row less, and it is back.
    fiscalRows(el)[9]!.querySelector<HTMLButtonElement>('[part~="remove-row"]')!.click();
    await el.updateComplete;
    expect($(el, '[part~="add-row"]') !== null).to.equal(true);
  });

  it('picks a beneficiary, fills every kind of field, adds a declarant and submits, by keyboard alone', async () => {
    const el = await mountForm();
    await waitForBeneficiaries(el, 20);
    combobox(el).focus();
    await type(el, 'grenoble');
    await press(el, 'ArrowDown', 'Enter');
    expect(combobox(el).value.endsWith('(38000 Grenoble)')).to.equal(true);
    await press(el, 'Tab');
    await type(el, '5 rue Pasteur');
    await press(el, 'Tab', 'Tab');
    await type(el, '38000');
    await press(el, 'Tab');
    await type(el, 'Grenoble');
    await press(el, 'Tab', 'Tab');
    await type(el, '000-ab-12');
    await press(el, 'Tab', 'Tab', 'Space'); // indivision
    await press(el, 'Tab', 'ArrowDown', 'ArrowDown'); // precarity: none checked, then low, then mid
    await press(el, 'Tab', 'ArrowDown'); // incentive: direct
    await press(el, 'Tab', 'Enter'); // add a declarant
    expect(fiscalRows(el).length).to.equal(1);
    await type(el, 'Jeanne');
    await press(el, 'Tab');
    await type(el, 'Martin');
    await press(el, 'Tab');
    await type(el, '0123456789012');
    await press(el, 'Tab');
    await type(el, 'ABCDEF1234567');
    await press(el, 'Enter');
    await waitForOutcome(el);

    expect(statusText(el).startsWith('Chantier CH-')).to.equal(true);
    const [request] = await worksiteRequests();
    expect(request?.body).to.deep.equal({
      convention_id: 1,
      beneficiary_id: (request?.body as { beneficiary_id: number }).beneficiary_id,
      address: '5 rue Pasteur',
      zipcode: '38000',
      city: 'Grenoble',
      country: 'FR',
      cadastral_parcel: '000-AB-12',
      indivision: true,
      precarity_type: 'mid',
      incentive_type: 'direct',
      // The sandbox's log masks a person's data (docs/contract.md §4): what was sent is told apart by its ends.
      fiscal_informations: [{ firstname: 'J•••••', lastname: 'M•••••', fiscal_number: '••••••••••012', fiscal_reference: '••••••••••567' }],
    });
  });

  it('has its polite live region from the first render, and passes axe while loading', async () => {
    await failNext({ method: 'GET', path: BENEFICIARIES_PATH, delayMs: 10_000 });
    const el = await mountForm();
    const status = $(el, '[role="status"]');
    expect([status?.getAttribute('aria-live'), status?.textContent?.trim()]).to.deep.equal(['polite', '']);
    await expect(el).to.be.accessible();
    // The beneficiaries are asked for once a visitor reaches into the form.
    expect($(el, '.note') === null).to.equal(true);
    reachInto(el);
    await waitUntil(() => $(el, '.note') !== null, 'the loading note');
    expect($(el, '.note')?.textContent).to.equal('Chargement des bénéficiaires…');
    await expect(el).to.be.accessible();
  });

  it('ties service errors to the radio group, the checkbox and the select, focuses the first, and passes axe', async () => {
    const body = JSON.stringify({
      message: 'Invalide.',
      errors: { precarity_type: ['Précarité refusée.'], indivision: ['Indivision refusée.'], incentive_type: ['Incitation refusée.'] },
    });
    await failNext({ method: 'POST', path: WORKSITES_PATH, status: 422, body });
    const el = await mountForm();
    await fillValidWorksite(el);
    submitButton(el).click();
    await waitForOutcome(el);

    const group = $(el, 'fieldset[part~="field"]')!;
    const checkbox = $(el, 'input[type="checkbox"]')!;
    const select = $(el, 'select')!;
    expect([group, checkbox, select].map((c) => c.getAttribute('aria-invalid'))).to.deep.equal(['true', 'true', 'true']);
    expect([group, checkbox, select].map((c) => errorOf(el, c))).to.deep.equal(['Précarité refusée.', 'Indivision refusée.', 'Incitation refusée.']);
    expect([group, checkbox, select].every((c) => (c.getAttribute('aria-describedby') ?? '').includes(`${c.id}-error`))).to.equal(true);
    expect(focusedId(el)).to.equal(checkbox.id);
    await expect(el).to.be.accessible();
  });
});
