/**
 * `<worksite-form>` asking a household's precarity (#26): in B2C none is assumed (the service would take
 * "classic"), a missing choice is refused on its group before anything is sent, with focus there when it is the
 * first error; a precarity given in `values` is taken; B2B keeps its only one, checked.
 */
import { expect } from '@open-wc/testing';
import {
  $,
  $$,
  choosePrecarity,
  control,
  errorOf,
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

const group = (el: WorksiteForm) => $(el, 'fieldset[part~="field"]')!;
const checked = (el: WorksiteForm) => ($$(el, 'input[type="radio"]') as HTMLInputElement[]).filter((r) => r.checked).map((r) => r.value);

describe('<worksite-form> precarity', () => {
  beforeEach(freshSandbox);

  it('refuses a household’s worksite without a precarity chosen, on its group, with focus there, and sends the one chosen', async () => {
    const el = await mountForm();
    await pickBeneficiary(el, 'Marie Martin');
    expect(checked(el)).to.deep.equal([]);
    submitButton(el).click();
    await waitForOutcome(el);

    expect((await worksiteRequests()).length).to.equal(0);
    expect(group(el).getAttribute('aria-invalid')).to.equal('true');
    expect(errorOf(el, group(el))).to.equal('Choisissez le type de précarité du ménage.');
    expect((group(el).getAttribute('aria-describedby') ?? '').includes(`${group(el).id}-error`)).to.equal(true);
    // The only error: focus on the group, its first choice (none is checked).
    expect(focusedId(el)).to.equal(`${group(el).id}-very-low`);
    expect(statusText(el)).to.equal('Le formulaire contient 1 erreur. Corrigez-la puis envoyez à nouveau.');
    await expect(el).to.be.accessible();

    await choosePrecarity(el, 'low');
    expect(group(el).getAttribute('aria-invalid')).to.equal('false');
    submitButton(el).click();
    await waitForOutcome(el);
    const [request] = await worksiteRequests();
    expect([request?.status, (request?.body as { precarity_type: string }).precarity_type]).to.deep.equal([201, 'low']);
  });

  it('puts focus on the first error in the form’s order, the precarity coming after the address', async () => {
    const el = await mountForm();
    await pickBeneficiary(el, 'Marie Martin');
    await fill(el, control(el, 'Ville'), '');
    submitButton(el).click();
    await waitForOutcome(el);
    expect(errorOf(el, group(el))).to.equal('Choisissez le type de précarité du ménage.');
    expect(focusedId(el)).to.equal(control(el, 'Ville')?.id);
  });

  it('takes the precarity the page gives in values, without asking', async () => {
    const el = await mountForm({}, { values: { precarity_type: 'very-low' } });
    expect(checked(el)).to.deep.equal(['very-low']);
    await pickBeneficiary(el, 'Marie Martin');
    submitButton(el).click();
    await waitForOutcome(el);
    const [request] = await worksiteRequests();
    expect((request?.body as { precarity_type: string }).precarity_type).to.equal('very-low');
  });

  it('keeps the only precarity of a business checked, and asks nothing', async () => {
    const el = await mountForm({ context: 'b2b' });
    expect(checked(el)).to.deep.equal(['classic']);
    expect(($(el, 'fieldset[part~="field"] legend')?.textContent ?? '').includes('obligatoire')).to.equal(false);
  });

  it('asks in English', async () => {
    const el = await mountForm({ lang: 'en' });
    await pickBeneficiary(el, 'Marie Martin');
    submitButton(el).click();
    await waitForOutcome(el);
    expect(errorOf(el, group(el))).to.equal('Choose the household’s precarity type.');
  });
});
