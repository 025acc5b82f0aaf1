/**
 * `<cee-simulator>` when the service does not answer in time: a message with a retry button, typed values kept.
 * A test-only subclass lowers the per-attempt timeout, so the test does not wait the real 30 s.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { CeeSimulator } from '../../../src/elements/cee-simulator/cee-simulator.js';
import { defineElement } from '../../../src/ui/define-element.js';
import { failNext, sandboxRequests } from '../helpers/sandbox.js';
import { CEE, HEAT_PUMP, collect, control, fill, freshSandbox, mountSimulator, plain, resultShown, resultText, root, submitButton } from './simulator-helpers.js';

/** Long enough for the sandbox on a busy machine, far shorter than the armed delay. */
const TIMEOUT_MS = 2000;

class QuickSimulator extends CeeSimulator {
  protected override requestTimeoutMs = TIMEOUT_MS;
}
defineElement('quick-cee-simulator', QuickSimulator);

describe('<cee-simulator> timeout', () => {
  beforeEach(freshSandbox);

  it('says the service took too long, keeps the typed values and calculates from the retry button', async () => {
    await failNext({ method: 'POST', path: CEE, delayMs: 60_000, status: 200, body: '{"data":{"kwhCumac":1}}' });
    const el = await mountSimulator({ fost: 'BAR-TH-171', tag: 'quick-cee-simulator' });
    const errors = collect(el, 'cee-error');
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    await waitUntil(() => root(el).querySelector('.error-panel') !== null, 'no timeout message', { timeout: 10_000 });
    const panel = root(el).querySelector('.error-panel')!;
    expect(panel.textContent).to.contain('trop de temps');
    expect(errors.map((e) => `${e.error.kind} ${e.error.status ?? '-'}`).join()).to.equal('network -');
    expect((control(el, 'housing.surface') as HTMLInputElement).value).to.equal('100');
    expect((control(el, 'housing.department') as HTMLInputElement).value).to.equal('67');
    // The stale attempt was given up, not left open beside the retry.
    await waitUntil(async () => (await sandboxRequests({ method: 'POST', path: CEE }))[0]!.status !== null, 'the timed-out request is still open');
    expect((await sandboxRequests({ method: 'POST', path: CEE }))[0]!.status).to.equal(0);
    panel.querySelector<HTMLButtonElement>('[part~="retry"]')!.click();
    await resultShown(el);
    expect(plain(resultText(el))).to.contain('133,8 MWh cumac');
  });
});
