/**
 * `<cee-simulator>` when the service does not answer in time (the client gives up after 30 s): a message
 * with a retry button, typed values kept. Alone in its file, since it has to wait for the real timeout.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { failNext } from '../helpers/sandbox.js';
import { CEE, HEAT_PUMP, collect, control, fill, freshSandbox, mountSimulator, plain, resultShown, resultText, root, submitButton } from './simulator-helpers.js';

describe('<cee-simulator> timeout', () => {
  beforeEach(freshSandbox);

  it('says the service took too long, keeps the typed values and calculates from the retry button', async function () {
    this.timeout(90_000);
    await failNext({ method: 'POST', path: CEE, delayMs: 45_000, status: 200, body: '{"data":{"kwhCumac":1}}' });
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    const errors = collect(el, 'cee-error');
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    await waitUntil(() => root(el).querySelector('.error-panel') !== null, 'no timeout message', { timeout: 60_000, interval: 250 });
    const panel = root(el).querySelector('.error-panel')!;
    expect(panel.textContent).to.contain('trop de temps');
    expect(errors.map((e) => e.error.kind).join()).to.equal('network');
    expect((control(el, 'housing.surface') as HTMLInputElement).value).to.equal('100');
    panel.querySelector<HTMLButtonElement>('[part~="retry"]')!.click();
    await resultShown(el);
    expect(plain(resultText(el))).to.contain('133,8 MWh cumac');
  });
});
