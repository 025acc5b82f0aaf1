/**
 * `<worksite-form lang="en">` shows the service's own words in English (issue #26): the sandbox answers the
 * `Accept-Language` the element sends, so the status of the worksite created and the refusals only the service
 * knows (a tax number it does not recognise, an external reference already used) are English.
 */
import { expect } from '@open-wc/testing';
import type { WorksiteForm } from '../../../src/elements/worksite-form/worksite-form.js';
import {
  $, choosePrecarity, control, errorOf, fill, fiscalRows, freshSandbox, mountForm, pickBeneficiary, statusText, submitButton, waitForOutcome,
  worksiteRequests,
} from './form-fixture.js';

/** A complete worksite, typed through the English labels. */
async function fillInEnglish(el: WorksiteForm): Promise<void> {
  await pickBeneficiary(el, 'Marie Martin');
  await fill(el, control(el, 'Address'), '12 rue des Lilas');
  await fill(el, control(el, 'Postcode'), '69003');
  await fill(el, control(el, 'City'), 'Lyon');
  await choosePrecarity(el, 'classic');
}

describe('<worksite-form> in English, with the service’s words', () => {
  beforeEach(freshSandbox);

  it('shows the status of the worksite created in English', async () => {
    const el = await mountForm({ lang: 'en' });
    await fillInEnglish(el);
    submitButton(el).click();
    await waitForOutcome(el);
    const [request] = await worksiteRequests();
    expect(request?.status).to.equal(201);
    const reference = $(el, '[part~="result"] .reference')?.textContent ?? '';
    expect($(el, '[part~="result"] .worksite-status')?.textContent).to.equal('In preparation');
    expect(statusText(el)).to.equal(`Worksite ${reference} created. Status: in preparation.`);
    await expect(el).to.be.accessible();
  });

  it('puts the service’s refusals on their fields in English', async () => {
    const el = await mountForm({ lang: 'en' });
    await fillInEnglish(el);
    await fill(el, control(el, 'External reference'), 'DEMO-0001');
    ($(el, '[part~="add-row"]') as HTMLButtonElement).click();
    await el.updateComplete;
    const row = fiscalRows(el)[0]!;
    await fill(el, control(el, 'First name', row), 'Paul');
    await fill(el, control(el, 'Last name', row), 'Martin');
    // Thirteen digits, as the form checks, but a number the tax office never gives: only the service knows.
    await fill(el, control(el, 'Tax number', row), '9123456789012');
    await fill(el, control(el, 'Tax notice reference', row), 'XYZ1234567890');
    submitButton(el).click();
    await waitForOutcome(el);

    const [request] = await worksiteRequests();
    expect(request?.status).to.equal(422);
    expect(errorOf(el, control(el, 'External reference'))).to.equal('This external reference is already in use.');
    expect(errorOf(el, control(el, 'Tax number', fiscalRows(el)[0]))).to.equal('The tax number must start with 0, 1, 2 or 3.');
    await expect(el).to.be.accessible();
  });
});
