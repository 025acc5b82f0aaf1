/**
 * `<worksite-form>` when the network lies: a worksite the service created although its answer was lost, or
 * although a gateway answered 504, is created once whatever the retries; a worksite created while the form was
 * off the page still reaches the host; a failure leaves no "creating…" in the live region.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { failNext, sandboxRequests, sandboxState } from '../helpers/sandbox.js';
import { $, fillValidWorksite, freshSandbox, mountForm, statusText, submitButton, waitForOutcome, WORKSITES_PATH } from './form-fixture.js';

const retryButton = (el: HTMLElement & { shadowRoot: ShadowRoot | null }) => el.shadowRoot!.querySelector<HTMLButtonElement>('.error-panel [part~="retry"]');

describe('<worksite-form> reliability', () => {
  beforeEach(freshSandbox);

  for (const [what, status] of [
    ['a lost answer (socket closed)', 0],
    ['a 504 from a gateway', 504],
  ] as const) {
    it(`creates one worksite after ${what} that followed the creation, then a retry`, async () => {
      const before = await sandboxState();
      const el = await mountForm();
      const created: number[] = [];
      el.addEventListener('worksite-created', (e) => created.push((e as CustomEvent).detail.worksite.id));
      await fillValidWorksite(el);
      await failNext({ method: 'POST', path: WORKSITES_PATH, status, after: true });
      submitButton(el).click();
      // After a closed socket Chromium may resend the POST by itself: the same request, so the same key.
      await waitUntil(() => retryButton(el) !== null || $(el, '[part~="result"]') !== null, 'a failure or the worksite', { timeout: 10_000 });
      if (retryButton(el)) {
        expect(statusText(el)).to.equal('');
        retryButton(el)!.click();
      }
      await waitUntil(() => $(el, '[part~="result"]') !== null, 'the retry answers the worksite', { timeout: 10_000 });
      const keys = (await sandboxRequests({ method: 'POST', path: WORKSITES_PATH })).map((r) => r.idempotencyKey);
      expect(keys.length).to.be.at.least(2);
      expect(new Set(keys).size).to.equal(1);
      expect((await sandboxState()).worksites).to.equal(before.worksites + 1);
      expect(created.join()).to.equal(String(before.worksites + 1));
    });
  }

  it('sends a new key once the values change', async () => {
    const el = await mountForm();
    await fillValidWorksite(el);
    await failNext({ method: 'POST', path: WORKSITES_PATH, status: 503 });
    submitButton(el).click();
    await waitForOutcome(el);
    const city = el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="text"]');
    const cityInput = [...city].find((input) => input.value === 'Lyon')!;
    cityInput.value = 'Villeurbanne';
    cityInput.dispatchEvent(new Event('input'));
    await el.updateComplete;
    submitButton(el).click();
    await waitForOutcome(el);
    const keys = (await sandboxRequests({ method: 'POST', path: WORKSITES_PATH })).map((r) => r.idempotencyKey);
    expect(keys.length).to.equal(2);
    expect(keys[0]).to.not.equal(keys[1]);
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
      expect($(el, '[part~="result"]') !== null).to.equal(true);
      expect(statusText(el)).to.contain('créé');
    } finally {
      document.removeEventListener('worksite-created', listen);
    }
  });
});
