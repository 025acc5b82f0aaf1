/**
 * What the service writes is drawn bounded (issues #28, #38): the API core keeps at most 20 messages a key and 200
 * keys of a 422 and counts the others; the error summary shows at most 50 messages and counts the others with those
 * not kept ("et 49 950 autres messages", "and 49,950 more messages"), and no message is longer than 500 characters,
 * wherever it is drawn.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import type { WorksiteForm } from '../../../src/elements/worksite-form/worksite-form.js';
import { failNext } from '../helpers/sandbox.js';
import { $, $$, control, errorOf, fillValidWorksite, freshSandbox, mountForm, submitButton, waitForOutcome, WORKSITES_PATH } from './form-fixture.js';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const summaryItems = (el: WorksiteForm) => $$(el, '[part~="error-summary"] li').map((li) => plain(li.textContent));

/** Presses "Créer" and the service answers 422 with `body`. */
async function refusedWith(el: WorksiteForm, body: unknown): Promise<void> {
  await failNext({ method: 'POST', path: WORKSITES_PATH, status: 422, body: body as string });
  submitButton(el).click();
  await waitForOutcome(el);
}

describe('<worksite-form> bounds', () => {
  beforeEach(freshSandbox);

  it('shows at most 50 messages in the summary and counts the others, in French and in English', async () => {
    const errors: Record<string, string> = {};
    for (let i = 0; i < 50_000; i++) errors[`k${i}`] = `m${i}`;
    const el = await mountForm();
    await fillValidWorksite(el);
    await refusedWith(el, { message: 'Invalide', errors });
    const items = summaryItems(el);
    expect(items.length).to.equal(51);
    expect(items[0]).to.equal('m0');
    expect(items[49]).to.equal('m49');
    expect(items[50]).to.equal('et 49 950 autres messages');
    await expect(el).to.be.accessible();
    // Our words follow the page's language; the service's stay as they came.
    el.lang = 'en';
    await waitUntil(() => summaryItems(el)[50] === 'and 49,950 more messages', 'the count in English');
    expect(summaryItems(el).length).to.equal(51);
  });

  it('cuts any message of the service to 500 characters: the panel’s, the summary’s and a field’s', async () => {
    const el = await mountForm();
    await fillValidWorksite(el);
    const long = 'é'.repeat(200_000);
    await refusedWith(el, { message: long, errors: {} });
    const panel = plain($(el, '.error-panel p')?.textContent);
    expect(panel.length).to.equal(500);
    expect(panel.endsWith('…')).to.equal(true);

    await refusedWith(el, { message: 'Invalide', errors: { city: [long], other: [long] } });
    const city = errorOf(el, control(el, 'Ville'));
    expect(city.length).to.be.at.most(500);
    expect(city.endsWith('…')).to.equal(true);
    for (const item of summaryItems(el)) expect(item.length).to.be.at.most(500);
  });

  it('keeps 20 messages of a field and counts the others in the summary, which links to them', async () => {
    const el = await mountForm();
    await fillValidWorksite(el);
    const messages = Array.from({ length: 60 }, (_, i) => `Ville refusée (${i}).`);
    await refusedWith(el, { message: 'Invalide', errors: { city: [...messages, ...messages] } });
    const city = control(el, 'Ville')!;
    const shown = el.shadowRoot!.getElementById(`${city.id}-error`)!;
    const text = plain(shown.textContent);
    expect(text).to.contain('Ville refusée (19).');
    expect(text).to.not.contain('Ville refusée (20).');
    // The 40 others (each sent twice, counted once) are said in the summary, after the 20 kept, as links to the field.
    const items = summaryItems(el);
    expect(items.length).to.equal(21);
    expect(items[20]).to.equal('et 40 autres messages');
    expect($$(el, '[part~="error-summary"] a').length).to.equal(20);
    await expect(el).to.be.accessible();
  });

  it('keeps 20 of 50 000 messages under one key and says "et 49 980 autres messages", in French and English', async () => {
    const el = await mountForm();
    await fillValidWorksite(el);
    const worksiteErrors: unknown[] = [];
    el.addEventListener('worksite-error', (e) => worksiteErrors.push((e as CustomEvent).detail.error));
    await refusedWith(el, { message: 'Invalide', errors: { convention_id: Array.from({ length: 50_000 }, (_, i) => `Refus ${i}`) } });
    const items = summaryItems(el);
    expect(items.length).to.equal(21);
    expect(items[19]).to.equal('Refus 19');
    expect(items[20]).to.equal('et 49 980 autres messages');
    // The host reads the same count in the event.
    const detail = worksiteErrors[0] as { fieldErrors: Record<string, string[]>; omittedMessages: number };
    expect(detail.fieldErrors.convention_id!.length).to.equal(20);
    expect(detail.omittedMessages).to.equal(49_980);
    el.lang = 'en';
    await waitUntil(() => summaryItems(el)[20] === 'and 49,980 more messages', 'the count in English');
  });
});
