/**
 * `<worksite-form>` when the network lies: a worksite the service created although its answer was lost, or
 * although a gateway answered 504, is created once whatever comes next (a retry, an edit, a reload); only once the
 * service says nothing was created do other values go, with a new key; a worksite created while the form was off
 * the page still reaches the host; a failure leaves no "creating…" in the live region.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import type { WorksiteForm } from '../../../src/elements/worksite-form/worksite-form.js';
import { failNext, sandboxRequests, sandboxState } from '../helpers/sandbox.js';
import {
  $,
  control,
  fill,
  fillValidWorksite,
  freshSandbox,
  mountForm,
  statusText,
  submitButton,
  waitForOutcome,
  WORKSITES_PATH,
} from './form-fixture.js';

const retryButton = (el: WorksiteForm) => el.shadowRoot!.querySelector<HTMLButtonElement>('.error-panel [part~="retry"]');
const resultShown = (el: WorksiteForm) => $(el, '[part~="result"]') !== null;
const panelText = (el: WorksiteForm) => ($(el, '.error-panel')?.textContent ?? '').replace(/\s+/g, ' ').trim();
const posts = async () => sandboxRequests({ method: 'POST', path: WORKSITES_PATH });

/** The ids of the worksites the element told of. */
function createdIds(el: WorksiteForm): number[] {
  const ids: number[] = [];
  el.addEventListener('worksite-created', (e) => ids.push((e as CustomEvent).detail.worksite.id));
  return ids;
}

/**
 * Presses "Créer"; the service creates the worksite, and a gateway loses its answer (504): the form shows a failure.
 * (A closed socket would do too, but Chromium may then resend the POST by itself.)
 */
async function loseTheAnswer(el: WorksiteForm): Promise<void> {
  await failNext({ method: 'POST', path: WORKSITES_PATH, status: 504, after: true });
  submitButton(el).click();
  await waitUntil(() => retryButton(el) !== null, 'the failure', { timeout: 10_000 });
}

describe('<worksite-form> reliability', () => {
  beforeEach(freshSandbox);

  for (const [what, status] of [
    ['a lost answer (socket closed)', 0],
    ['a 504 from a gateway', 504],
  ] as const) {
    it(`creates one worksite after ${what} that followed the creation, then a retry`, async () => {
      const before = await sandboxState();
      const el = await mountForm();
      const created = createdIds(el);
      await fillValidWorksite(el);
      await failNext({ method: 'POST', path: WORKSITES_PATH, status, after: true });
      submitButton(el).click();
      await waitUntil(() => retryButton(el) !== null || resultShown(el), 'a failure or the worksite', { timeout: 10_000 });
      if (retryButton(el)) {
        expect(statusText(el)).to.equal('');
        retryButton(el)!.click();
      }
      await waitUntil(() => resultShown(el), 'the retry answers the worksite', { timeout: 10_000 });
      const keys = (await posts()).map((r) => r.idempotencyKey);
      expect(keys.length).to.be.at.least(2);
      expect(new Set(keys).size).to.equal(1);
      expect((await sandboxState()).worksites).to.equal(before.worksites + 1);
      expect(created.join()).to.equal(String(before.worksites + 1));
    });
  }

  it('after a lost answer and an edit, sends the first request again and tells the worksite it made, once', async () => {
    const before = await sandboxState();
    const el = await mountForm();
    const created = createdIds(el);
    await fillValidWorksite(el);
    await loseTheAnswer(el);
    await fill(el, control(el, 'Ville'), 'Villeurbanne');
    submitButton(el).click();
    await waitUntil(() => resultShown(el), 'the worksite made by the first request', { timeout: 10_000 });
    const sent = await posts();
    expect(new Set(sent.map((r) => r.idempotencyKey)).size).to.equal(1);
    expect(sent.map((r) => (r.body as { city: string }).city).every((city) => city === 'Lyon')).to.equal(true);
    expect((await sandboxState()).worksites).to.equal(before.worksites + 1);
    expect(created.join()).to.equal(String(before.worksites + 1));
    // The visitor is told the worksite holds the values sent first, not the edit.
    expect($(el, '[part~="result"] .earlier')?.textContent).to.contain('sans vos modifications depuis');
    expect(statusText(el)).to.contain('sans vos modifications depuis');
    await expect(el).to.be.accessible();
  });

  it('sends the edited values with a new key only once the service refused the first request', async () => {
    const el = await mountForm();
    const created = createdIds(el);
    await fillValidWorksite(el);
    await failNext({ method: 'POST', path: WORKSITES_PATH, status: 503 });
    submitButton(el).click();
    await waitForOutcome(el);
    await fill(el, control(el, 'Ville'), 'Villeurbanne');
    // The first request, sent again, is refused after being read: nothing exists under its key.
    const refusal = JSON.stringify({ message: 'Les données sont invalides.', errors: { convention_id: ['La convention est close.'] } });
    await failNext({ method: 'POST', path: WORKSITES_PATH, status: 422, body: refusal });
    submitButton(el).click();
    await waitUntil(() => resultShown(el), 'the edited values are created', { timeout: 10_000 });
    const sent = await posts();
    expect(sent.map((r) => [r.status, (r.body as { city: string }).city])).to.deep.equal([
      [503, 'Lyon'],
      [422, 'Lyon'],
      [201, 'Villeurbanne'],
    ]);
    expect(sent[1]!.idempotencyKey).to.equal(sent[0]!.idempotencyKey);
    expect(sent[2]!.idempotencyKey).to.not.equal(sent[0]!.idempotencyKey);
    expect(created.length).to.equal(1);
    expect($(el, '[part~="result"] .earlier')).to.equal(null);
  });

  it('keeps the key without persist: after a reload, the same values settle the lost creation, nothing personal stored', async () => {
    const before = await sandboxState();
    let el = await mountForm();
    await fillValidWorksite(el);
    await loseTheAnswer(el);
    expect(panelText(el)).to.contain('Le chantier a peut-être déjà été créé. L’envoyer à nouveau ne créera pas de doublon.');
    const stored = localStorage.getItem('cee-widgets:unknown-outcomes') ?? '';
    const [firstPost] = await posts();
    expect(stored).to.contain(firstPost!.idempotencyKey!);
    // The key and two digests: nothing typed, no beneficiary, no precarity.
    for (const personal of ['Marie', 'Lilas', '69003', 'Lyon', 'beneficiary', 'precarity', 'classic', '"1"']) expect(stored.includes(personal), personal).to.equal(false);
    expect(sessionStorage.length).to.equal(0);

    // The page reloaded: a new form, the same values typed again.
    el.remove();
    el = await mountForm();
    const created = createdIds(el);
    await fillValidWorksite(el);
    submitButton(el).click();
    await waitUntil(() => resultShown(el), 'the worksite of before the reload', { timeout: 10_000 });
    const sent = await posts();
    expect(sent.length).to.equal(2);
    expect(new Set(sent.map((r) => r.idempotencyKey)).size).to.equal(1);
    expect((await sandboxState()).worksites).to.equal(before.worksites + 1);
    expect(created.join()).to.equal(String(before.worksites + 1));
    // The same values: the worksite is the visitor's as typed, and the key is settled.
    expect($(el, '[part~="result"] .earlier')).to.equal(null);
    expect(localStorage.getItem('cee-widgets:unknown-outcomes')).to.equal(null);
  });

  it('creates anew after a reload for another beneficiary: the key kept is for the beneficiary it was sent for', async () => {
    const before = await sandboxState();
    let el = await mountForm();
    await fillValidWorksite(el);
    await loseTheAnswer(el);
    el.remove();
    el = await mountForm();
    await fillValidWorksite(el, 'Nicolas Bernard');
    submitButton(el).click();
    await waitUntil(() => resultShown(el), 'a worksite for the other beneficiary', { timeout: 10_000 });
    const keys = (await posts()).map((r) => r.idempotencyKey);
    expect(new Set(keys).size).to.equal(2);
    expect((await sandboxState()).worksites).to.equal(before.worksites + 2);
    // The first one is still unknown, still kept for its beneficiary.
    expect(localStorage.getItem('cee-widgets:unknown-outcomes')).to.contain(keys[0]!);
  });

  it('after a reload with other values, says a worksite was already created, creates nothing, and creates anew on the next press', async () => {
    const before = await sandboxState();
    let el = await mountForm();
    await fillValidWorksite(el);
    await loseTheAnswer(el);

    el.remove();
    el = await mountForm();
    const errors: string[] = [];
    el.addEventListener('worksite-error', (e) => errors.push((e as CustomEvent).detail.error.kind));
    await fillValidWorksite(el);
    await fill(el, control(el, 'Ville'), 'Villeurbanne');
    submitButton(el).click();
    await waitForOutcome(el);
    expect(panelText(el)).to.contain('Un chantier a déjà été créé pour ce bénéficiaire par un envoi précédent (avant un rechargement de la page ou depuis un autre onglet)');
    expect(retryButton(el)).to.equal(null);
    expect(errors).to.deep.equal(['validation']);
    expect((await sandboxState()).worksites).to.equal(before.worksites + 1);
    await expect(el).to.be.accessible();

    // Told, the visitor may create another one: a new key.
    submitButton(el).click();
    await waitUntil(() => resultShown(el), 'a new worksite', { timeout: 10_000 });
    const keys = (await posts()).map((r) => r.idempotencyKey);
    expect(new Set(keys).size).to.equal(2);
    expect((await sandboxState()).worksites).to.equal(before.worksites + 2);
  });

  it('tells the host of a worksite created while the form was off the page: the element and document, once each', async () => {
    const before = await sandboxState();
    const el = await mountForm();
    const onDocument: number[] = [];
    const onElement: number[] = [];
    const listen = (e: Event) => onDocument.push((e as CustomEvent).detail.worksite.id);
    document.addEventListener('worksite-created', listen);
    el.addEventListener('worksite-created', (e) => onElement.push((e as CustomEvent).detail.worksite.id));
    try {
      await fillValidWorksite(el);
      await failNext({ method: 'POST', path: WORKSITES_PATH, delayMs: 400 });
      submitButton(el).click();
      const parent = el.parentNode!;
      el.remove();
      await waitUntil(() => onDocument.length === 1, 'document hears of it while the form is away', { timeout: 10_000 });
      expect(onElement.join()).to.equal(String(before.worksites + 1));
      expect((await sandboxState()).worksites).to.equal(before.worksites + 1);
      parent.appendChild(el);
      await el.updateComplete;
      // Once each, away or back.
      expect(onElement.length).to.equal(1);
      expect(onDocument.length).to.equal(1);
      expect(resultShown(el)).to.equal(true);
      expect(statusText(el)).to.contain('créé');
    } finally {
      document.removeEventListener('worksite-created', listen);
    }
  });
});
