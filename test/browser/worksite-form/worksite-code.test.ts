/**
 * `<worksite-form>`'s code chunk (the beneficiary picker and the creation): not fetched to show the form, which
 * lists no beneficiary before a visitor reaches into it; fetched once then, or at once for a preselected
 * beneficiary; waited for by a submission that comes first (sent once, with what was typed meanwhile, dropped if
 * the form left the page); and fetched again after the network lost it, told in the beneficiary field with a retry,
 * every typed value kept.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { WorksiteForm } from '../../../src/elements/worksite-form/worksite-form.js';
import type { WorksiteCode } from '../../../src/elements/worksite-form/worksite-code.js';
import { defineElement } from '../../../src/ui/define-element.js';
import { held as heldChunk, switchable } from '../helpers/held-chunk.js';
import { sandboxState } from '../helpers/sandbox.js';
import { nextTask } from '../helpers/signals.js';
import {
  $,
  beneficiaryOptions,
  beneficiaryRequests,
  choosePrecarity,
  combobox,
  control,
  errorOf,
  fill,
  freshSandbox,
  mountForm,
  submitButton,
  waitForOutcome,
  worksiteRequests,
} from './form-fixture.js';

type CodeLoader = () => Promise<WorksiteCode>;
const realLoader: CodeLoader = () => import('../../../src/elements/worksite-form/worksite-code.js').then((module) => module.worksiteCode);

/** What the test element's loader does next; counts its calls. */
const chunk = switchable(realLoader);

class TestForm extends WorksiteForm {
  protected static override worksiteCode: CodeLoader = () => chunk.load();
}
defineElement('worksite-form-code', TestForm);

const held = (fail = false) => heldChunk(realLoader, fail);

const mount = (attributes: Record<string, string> = {}) => mountForm(attributes, {}, 'worksite-form-code');
const panelText = (el: WorksiteForm): string => $(el, '.error-panel')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('<worksite-form> code chunk', () => {
  beforeEach(async () => {
    await freshSandbox();
    chunk.reset();
  });

  it('draws the form without it, lists no beneficiary before a gesture, and is fetched once on the first focus', async () => {
    const el = await mount();
    expect(chunk.loads).to.equal(0);
    expect(combobox(el).getAttribute('aria-expanded')).to.equal('false');
    expect(el.shadowRoot!.getElementById(`${combobox(el).id}-hint`)?.textContent?.trim()).to.equal('Tapez pour filtrer les bénéficiaires chargés, flèche bas pour parcourir la liste.');
    expect(control(el, 'Adresse') !== null).to.equal(true);
    // Beneficiaries are listed by the code alone, which was not fetched: none can have been asked for.
    await el.updateComplete;
    expect(chunk.loads).to.equal(0);
    expect((await beneficiaryRequests()).length).to.equal(0);

    combobox(el).focus();
    control(el, 'Adresse')!.focus();
    expect(chunk.loads).to.equal(1);
    await waitUntil(() => beneficiaryOptions(el).length === 20, 'the first page is listed');
    expect(chunk.loads).to.equal(1);
  });

  it('fetches it at once to show a preselected beneficiary', async () => {
    const el = await mount({ 'beneficiary-id': '2' });
    expect(chunk.loads).to.equal(1);
    await waitUntil(() => combobox(el).value !== '' && !combobox(el).value.includes('n°'), 'the beneficiary is shown');
  });

  it('keeps what is typed in the beneficiary field meanwhile, and filters the list with it once here', async () => {
    const gate = held();
    chunk.next = gate.load;
    const el = await mount();
    const input = combobox(el);
    input.focus();
    await fill(el, input, 'Marie');
    expect(input.value).to.equal('Marie');
    gate.open();
    await waitUntil(() => beneficiaryOptions(el).length > 0, 'the list opens on the typed text');
    expect(input.value).to.equal('Marie');
    expect(combobox(el).getAttribute('aria-expanded')).to.equal('true');
    expect(beneficiaryOptions(el).map((o) => o.textContent ?? '').every((text) => text.includes('Marie'))).to.equal(true);
  });

  it('sends once a submission made before it came, with what was typed meanwhile', async () => {
    const gate = held();
    chunk.next = gate.load;
    const el = await mount();
    await fill(el, control(el, 'Adresse'), '12 rue des Lilas');
    submitButton(el).click();
    submitButton(el).click();
    await el.updateComplete;
    expect(submitButton(el).getAttribute('aria-disabled')).to.equal('true');
    await fill(el, control(el, 'Ville'), 'Lyon');
    gate.open();
    await waitForOutcome(el);
    expect(chunk.loads).to.equal(1);
    // No beneficiary was chosen: checked here, nothing sent, and the city typed while the code came was kept.
    expect(errorOf(el, combobox(el))).to.equal('Ce champ est obligatoire.');
    expect(errorOf(el, control(el, 'Ville'))).to.equal('');
    expect(control(el, 'Ville')!.value).to.equal('Lyon');
    expect((await worksiteRequests()).length).to.equal(0);
  });

  it('says the network failed when the code cannot be fetched, keeps every value, and fetches it again on retry', async () => {
    const gate = held(true);
    chunk.next = gate.load;
    const el = await mount();
    const errors: string[] = [];
    el.addEventListener('worksite-error', (e) => errors.push((e as CustomEvent).detail.error.kind));
    await fill(el, control(el, 'Adresse'), '12 rue des Lilas');
    submitButton(el).click();
    gate.open();
    await waitUntil(() => panelText(el) !== '', 'the failure is shown');
    expect(panelText(el)).to.contain('Le service est injoignable. Vérifiez votre connexion puis réessayez.');
    expect(errors).to.deep.equal(['network']);
    expect(control(el, 'Adresse')!.value).to.equal('12 rue des Lilas');

    chunk.next = realLoader;
    ($(el, '.error-panel [part~="retry"]') as HTMLButtonElement).click();
    await waitUntil(() => errorOf(el, combobox(el)) !== '', 'the retry checks the form');
    expect(chunk.loads).to.equal(2);
    expect(panelText(el)).to.equal('');
    expect(control(el, 'Adresse')!.value).to.equal('12 rue des Lilas');
  });

  it('tells a code lost on the first gesture in the beneficiary field, with a retry, and the next keystroke fetches it again', async () => {
    const gate = held(true);
    chunk.next = gate.load;
    const el = await mount();
    combobox(el).focus();
    gate.open();
    const notes = () => el.shadowRoot!.querySelector('.combobox .notes')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    await waitUntil(() => notes().includes('injoignable'), 'the lost code is told');
    expect(el.shadowRoot!.querySelector('.combobox .notes [part~="retry"]') !== null).to.equal(true);
    await expect(el).to.be.accessible();

    chunk.next = realLoader;
    await fill(el, combobox(el), 'Marie');
    await waitUntil(() => beneficiaryOptions(el).length > 0, 'the keystroke fetched the code, and the list filters');
    expect(chunk.loads).to.equal(2);
    expect(notes()).to.not.contain('injoignable');
    expect(combobox(el).value).to.equal('Marie');
  });

  it('fetches a lost code again with the retry of the beneficiary field', async () => {
    const gate = held(true);
    chunk.next = gate.load;
    const el = await mount();
    combobox(el).focus();
    gate.open();
    const retry = () => el.shadowRoot!.querySelector<HTMLButtonElement>('.combobox .notes [part~="retry"]');
    await waitUntil(() => retry() !== null, 'the retry is offered');
    chunk.next = realLoader;
    retry()!.click();
    await waitUntil(() => beneficiaryOptions(el).length === 20, 'the first page is listed');
    expect(chunk.loads).to.equal(2);
  });

  it('drops a submission waiting for the code when the form leaves the page, as the simulator does', async () => {
    const before = await sandboxState();
    const gate = held();
    chunk.next = gate.load;
    const el = await mount({ 'beneficiary-id': '1' });
    await fill(el, control(el, 'Adresse'), '12 rue des Lilas');
    await fill(el, control(el, 'Code postal'), '69003');
    await fill(el, control(el, 'Ville'), 'Lyon');
    await choosePrecarity(el, 'classic');
    submitButton(el).click();
    await el.updateComplete;
    expect(submitButton(el).getAttribute('aria-disabled')).to.equal('true');
    const parent = el.parentNode!;
    el.remove();
    gate.open();
    // The code's arrival, and what reacts to it (before the next task): the preselected beneficiary is looked up.
    await realLoader();
    await nextTask();
    parent.appendChild(el);
    await waitUntil(() => combobox(el).value.startsWith('Marie'), 'the preselected beneficiary is shown');
    expect(submitButton(el).getAttribute('aria-disabled')).to.equal('false');
    // A press now sends once: the dropped submission never went.
    submitButton(el).click();
    await waitUntil(() => $(el, '[part~="result"]') !== null, 'the worksite is created', { timeout: 10_000 });
    expect((await worksiteRequests()).length).to.equal(1);
    expect((await sandboxState()).worksites).to.equal(before.worksites + 1);
  });
  it('moves focus to a declarant row added before the code is here, and shows the messages of a submission once it is, on that row too', async () => {
    const loading = held();
    chunk.next = loading.load;
    const el = await mount();
    // A click alone (no focus, no press): the row takes focus with the code held on its way (focus asks for it).
    ($(el, '[part~="add-row"]') as HTMLButtonElement).click();
    const focusedRow = () => el.shadowRoot!.activeElement?.closest('fieldset')?.querySelector('legend')?.textContent ?? '';
    await waitUntil(() => focusedRow() === 'Déclarant 1', 'the new row never took focus');
    expect(el.shadowRoot!.activeElement!.tagName).to.equal('INPUT');
    expect(el.shadowRoot!.querySelectorAll('[aria-invalid="true"]').length).to.equal(0);
    submitButton(el).click();
    expect(chunk.loads).to.equal(1);
    loading.open();
    await waitUntil(() => el.shadowRoot!.querySelectorAll('[aria-invalid="true"]').length > 0, 'no message after the submission');
    expect([...el.shadowRoot!.querySelectorAll('fieldset.fiscal [aria-invalid="true"]')].length).to.be.greaterThan(0);
    expect((await worksiteRequests()).length).to.equal(0);
    await expect(el).to.be.accessible();
  });
});
