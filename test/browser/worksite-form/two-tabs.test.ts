/**
 * A worksite whose answer was lost is seen by the page's other tabs (issue #38): a second `<worksite-form>` in a
 * frame of the same origin (a realm of its own: its own modules, its own memory, the same storage and locks, as a
 * second tab has) sending the same beneficiary and convention replays the first one's key, before or while the first
 * one waits for its answer: one worksite, never two.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import type { WorksiteForm } from '../../../src/elements/worksite-form/worksite-form.js';
import { bases, failNext, sandboxRequests, sandboxState } from '../helpers/sandbox.js';
import { $, fillValidWorksite, freshSandbox, mountForm, submitButton, WORKSITES_PATH } from './form-fixture.js';

const posts = () => sandboxRequests({ method: 'POST', path: WORKSITES_PATH });
const resultShown = (el: WorksiteForm) => $(el, '[part~="result"]') !== null;
const failureShown = (el: WorksiteForm) => $(el, '.error-panel') !== null;

/** A second tab: a frame of this origin running the element's own modules, with one form on the sandbox. */
async function secondTab(): Promise<{ form: WorksiteForm; close: () => void }> {
  const { apiBase, calcBase, tokenEndpoint } = bases();
  const frame = document.createElement('iframe');
  frame.style.width = '800px';
  frame.style.height = '1200px';
  frame.srcdoc = `<!doctype html><html lang="fr"><body>
<worksite-form api-base="${apiBase}" calc-base="${calcBase}" token-endpoint="${tokenEndpoint}" convention-id="1"></worksite-form>
<script type="module">
  import { WorksiteForm } from '/src/elements/worksite-form/worksite-form.ts';
  import { defineElement } from '/src/ui/define-element.ts';
  defineElement('worksite-form', WorksiteForm);
</script></body></html>`;
  document.body.append(frame);
  await waitUntil(() => Boolean(frame.contentWindow?.customElements.get('worksite-form')), 'the second tab’s element', { timeout: 15_000 });
  const form = frame.contentDocument!.querySelector('worksite-form') as WorksiteForm;
  await form.updateComplete;
  return { form, close: () => frame.remove() };
}

describe('<worksite-form> in two tabs', function () {
  // A second realm loads the element's modules anew.
  this.timeout(40_000);
  let tab: { form: WorksiteForm; close: () => void } | undefined;
  beforeEach(freshSandbox);
  afterEach(() => tab?.close());

  it('settles in a second tab a creation whose answer the first tab lost: the same key, one worksite', async () => {
    const before = await sandboxState();
    const first = await mountForm();
    await fillValidWorksite(first);
    await failNext({ method: 'POST', path: WORKSITES_PATH, status: 504, after: true });
    submitButton(first).click();
    await waitUntil(() => failureShown(first), 'the lost answer', { timeout: 10_000 });

    tab = await secondTab();
    const created: number[] = [];
    tab.form.addEventListener('worksite-created', (e) => created.push((e as CustomEvent).detail.worksite.id));
    await fillValidWorksite(tab.form);
    submitButton(tab.form).click();
    await waitUntil(() => resultShown(tab!.form), 'the second tab shows the worksite', { timeout: 10_000 });
    const keys = (await posts()).map((r) => r.idempotencyKey);
    expect(keys.length).to.equal(2);
    expect(keys[1]).to.equal(keys[0]);
    expect((await sandboxState()).worksites).to.equal(before.worksites + 1);
    expect(created.join()).to.equal(String(before.worksites + 1));
  });

  it('makes a second tab wait while the first one sends, then replay its key: two tabs never create at once', async () => {
    const before = await sandboxState();
    const first = await mountForm();
    tab = await secondTab();
    await fillValidWorksite(first);
    await fillValidWorksite(tab.form);
    // The first tab's worksite is created, then its answer is lost, slowly: the second tab presses meanwhile.
    await failNext({ method: 'POST', path: WORKSITES_PATH, status: 504, after: true, delayMs: 800 });
    submitButton(first).click();
    await waitUntil(async () => (await posts()).length === 1, 'the first tab’s request reached the service', { timeout: 10_000, interval: 20 });
    submitButton(tab.form).click();
    await waitUntil(() => resultShown(tab!.form), 'the second tab shows the worksite', { timeout: 15_000 });
    expect(failureShown(first)).to.equal(true);
    const sent = await posts();
    expect(sent.map((r) => r.status)).to.deep.equal([504, 201]);
    expect(sent[1]!.idempotencyKey).to.equal(sent[0]!.idempotencyKey);
    expect((await sandboxState()).worksites).to.equal(before.worksites + 1);

    // The first tab, retried, is told the same worksite.
    ($(first, '.error-panel [part~="retry"]') as HTMLButtonElement).click();
    await waitUntil(() => resultShown(first), 'the first tab shows it too', { timeout: 10_000 });
    expect((await sandboxState()).worksites).to.equal(before.worksites + 1);
  });
});
