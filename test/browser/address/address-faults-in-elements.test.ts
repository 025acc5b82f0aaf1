/**
 * The geocoder failing under the elements (issue #35): down (503), rate-limited (429), hanging past the 3 s the field
 * gives it, or refused by the page's Content-Security-Policy. Each time `<cee-simulator>` keeps a plain text input with
 * one line, a postcode typed in it fills the département, and the form calculates: the tests wait for signals (the
 * line, the result), never for a time. The DPE register failing leaves the manual choice, and the form calculates.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { resetSandbox, sandboxRequests } from '../helpers/sandbox.js';
import { clearApiCache, clearTokens } from '../../../src/api/index.js';
import { fill, resultShown, submitButton } from '../cee-simulator/simulator-helpers.js';
import { publicFault } from './address-fixture.js';
import { addressInput, dpeInput, dpeStatus, liveText, mountSimulator, noteOf, radios, root, shownValue, type, unavailableLine } from './element-fixture.js';

type Simulator = HTMLElementTagNameMap['cee-simulator'];

const LINE = 'Suggestions d’adresse indisponibles : indiquez votre code postal.';
const REST = {
  'operation.engagement_date': '2025-11-15', 'housing.type': 'maison', 'housing.surface': '100', 'operation.usage': 'ecs', 'operation.etas': '140-170',
  'household.size': '3', 'household.income': '32000',
};

/** Types an address with its postcode: the line, a plain input, the postcode's département; then the form calculates. */
async function fallsBackAndCalculates(el: Simulator): Promise<void> {
  const input = addressInput(el);
  await type(el, input, '12 rue de Rivoli 75004 Paris');
  await waitUntil(() => unavailableLine(el) !== null, 'the line never came');
  expect(unavailableLine(el)!.textContent).to.equal(LINE);
  expect(input.hasAttribute('role')).to.equal(false, 'a plain text input');
  expect(liveText(el)).to.contain(LINE);
  expect(input.value).to.equal('12 rue de Rivoli 75004 Paris', 'what was typed stays');
  await waitUntil(() => shownValue(el, 'housing.department') === '75', 'the postcode never filled the département');
  expect(noteOf(el, 'housing.department')).to.equal('Code postal 75004 : département 75 retenu.');
  await expect(el).to.be.accessible();
  await fill(el, REST);
  submitButton(el).click();
  await resultShown(el);
}

describe('the elements when the geocoder fails', () => {
  beforeEach(async () => {
    await resetSandbox();
    clearTokens();
    clearApiCache();
  });

  it('503: a plain input, the line, the postcode’s département, and the result', async () => {
    await publicFault({ service: 'geocoder', fault: 'unavailable' });
    await fallsBackAndCalculates(await mountSimulator());
  });

  it('429: the same, and the geocoder not asked again before its Retry-After', async () => {
    await publicFault({ service: 'geocoder', fault: 'rate-limited', retryAfter: 60 });
    const el = await mountSimulator();
    await fallsBackAndCalculates(el);
    expect((await sandboxRequests({ path: '/geocodage/search' })).length).to.equal(1);
  });

  it('a hang: given up, the same; the calculation never waited for it', async () => {
    await publicFault({ service: 'geocoder', fault: 'hang', delayMs: 5000 });
    const el = await mountSimulator();
    await type(el, addressInput(el), '12 rue de Rivoli');
    // While the geocoder hangs, the form is whole: the visitor may calculate at once.
    await waitUntil(() => addressInput(el).getAttribute('aria-busy') === 'true', 'the look-up never left');
    await fill(el, { ...REST, 'housing.department': '75' });
    submitButton(el).click();
    await resultShown(el);
    await waitUntil(() => unavailableLine(el) !== null, 'the hang was never given up', { timeout: 10_000 });
    expect(addressInput(el).hasAttribute('role')).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('the DPE register down: the manual choice, and the form calculates', async () => {
    await publicFault({ service: 'dpe', fault: 'unavailable' });
    const el = await mountSimulator({ address: false, dpeLookup: true });
    await type(el, dpeInput(el), '2338E1234567K');
    await waitUntil(() => dpeStatus(el) === 'Le registre des DPE ne répond pas pour le moment.', 'the failure was never said');
    expect(radios(el, 'dpe-class').length).to.equal(8);
    await expect(el).to.be.accessible();
    await fill(el, { ...REST, 'housing.department': '38' });
    submitButton(el).click();
    await resultShown(el);
  });

  it('blocked by the page’s Content-Security-Policy (connect-src without the Géoplateforme): the same, and the form calculates', async () => {
    const frame = document.createElement('iframe');
    frame.style.cssText = 'width: 800px; height: 1400px';
    const origin = location.origin;
    const violations: string[] = [];
    frame.srcdoc = `<!doctype html><html lang="fr"><head><meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="connect-src 'self'">
      <script type="module">import '/test/browser/address/define-elements.ts';</script></head>
      <body><cee-simulator api-base="${origin}/partner" calc-base="${origin}/calc" token-endpoint="${origin}/token" fost="BAR-TH-171"
        aid="both" euros-mwh-cumac="8" address></cee-simulator></body></html>`;
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    await loaded;
    try {
      const page = frame.contentDocument!;
      page.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.effectiveDirective} ${event.blockedURI}`));
      const el = page.querySelector('cee-simulator') as Simulator;
      await waitUntil(() => el.shadowRoot?.querySelector('[part~="address-input"]'), 'the field never drew', { timeout: 10_000 });
      const input = addressInput(el);
      input.focus();
      await waitUntil(() => input.getAttribute('role') === 'combobox', 'the look-up never came');
      input.value = '12 rue de Rivoli 75004 Paris';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await waitUntil(() => unavailableLine(el) !== null, 'the line never came');
      expect(input.hasAttribute('role')).to.equal(false);
      await waitUntil(() => shownValue(el, 'housing.department') === '75');
      // The browser reports a violation in a task of its own, which may come after the failure was read.
      await waitUntil(() => violations.join().includes('connect-src https://data.geopf.fr/geocodage/search'), 'the page never reported the blocked request');
      expect(violations.join()).to.contain('connect-src https://data.geopf.fr/geocodage/search');
      await fill(el, REST);
      root(el).querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
      await resultShown(el);
    } finally {
      frame.remove();
    }
  });
});
