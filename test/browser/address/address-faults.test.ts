/**
 * The address field when the geocoder fails (issue #35): down (503), rate-limited (429 with Retry-After), hanging
 * (5 s, past the 3 s the field gives it) or refused by the page's Content-Security-Policy. Each time the field becomes
 * a plain text input with one line, a postcode typed in it fills the département by today's rule, and the form is
 * usable at once: the test waits for the line (a signal), never for a time.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { resetSandbox, sandboxRequests } from '../helpers/sandbox.js';
import { addressInput, control, liveText, mountHost, noteOf, publicFault, root, type, unavailableLine } from './address-fixture.js';
import type { AddressTestHost } from './address-host.js';

const LINE = 'Suggestions d’adresse indisponibles : indiquez votre code postal.';

/** Types an address with its postcode and waits for the line; then the département is the postcode's, the form calculates. */
async function fallsBack(el: AddressTestHost): Promise<void> {
  const input = addressInput(el);
  await type(el, input, '12 rue de Rivoli 75004 Paris');
  await waitUntil(() => unavailableLine(el) !== null, 'the line never came');
  expect(unavailableLine(el)!.textContent).to.equal(LINE);
  expect(input.hasAttribute('role')).to.equal(false, 'a plain text input');
  expect(input.hasAttribute('aria-expanded')).to.equal(false);
  expect(input.getAttribute('aria-describedby')).to.contain(unavailableLine(el)!.id);
  expect(liveText(el)).to.contain(LINE);
  expect(input.value).to.equal('12 rue de Rivoli 75004 Paris', 'what was typed stays');
  await waitUntil(() => control(el, 'housing.department').value === '75', 'the postcode never filled the département');
  expect(noteOf(el, 'housing.department')).to.equal('Code postal 75004 : département 75 retenu.');
  expect(el.fills.at(-1)!.from).to.equal('postcode');
  root(el).querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
  await el.updateComplete;
  expect(el.calculations).to.equal(1);
  await expect(el).to.be.accessible();
}

describe('the address field when the geocoder fails', () => {
  beforeEach(resetSandbox);

  it('503: a plain input, the line, the postcode’s département', async () => {
    await publicFault({ service: 'geocoder', fault: 'unavailable' });
    await fallsBack(await mountHost());
    expect((await sandboxRequests({ path: '/geocodage/search' })).map((r) => r.status)).to.deep.equal([503], 'never tried again at once');
  });

  it('429 with Retry-After: the same, and no request again before the service said', async () => {
    await publicFault({ service: 'geocoder', fault: 'rate-limited', retryAfter: 60, times: 1 });
    const el = await mountHost();
    await fallsBack(el);
    // The postcode typed again: read by the rule, not asked to the service (it said 60 s).
    await type(el, addressInput(el), ' 75011');
    await waitUntil(() => el.fills.at(-1)!.postcode === '75011', 'the new postcode was not read');
    expect((await sandboxRequests({ path: '/geocodage/search' })).length).to.equal(1);
  });

  it('a 5 s hang: given up after 3 s, the same', async () => {
    await publicFault({ service: 'geocoder', fault: 'hang', delayMs: 5000 });
    await fallsBack(await mountHost());
  });

  it('blocked by the page’s Content-Security-Policy (connect-src without the Géoplateforme nor ADEME): the same, the DPE asked by hand, and the browser said why', async () => {
    const frame = document.createElement('iframe');
    frame.style.cssText = 'width: 800px; height: 900px';
    const violations: string[] = [];
    frame.srcdoc = `<!doctype html><html lang="fr"><head><meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="connect-src 'self'">
      <script type="module">import '/test/browser/address/address-host.ts';</script></head>
      <body><address-test-host address dpe-lookup></address-test-host></body></html>`;
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    await loaded;
    try {
      const page = frame.contentDocument!;
      page.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.effectiveDirective} ${event.blockedURI}`));
      const el = page.querySelector('address-test-host') as AddressTestHost;
      await waitUntil(() => el.shadowRoot?.querySelector('[part~="address-input"]'), 'the host never drew', { timeout: 10_000 });
      const input = addressInput(el);
      input.focus();
      await waitUntil(() => input.getAttribute('role') === 'combobox', 'the look-ups never came');
      input.value = '12 rue de Rivoli 75004 Paris';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await waitUntil(() => unavailableLine(el) !== null, 'the line never came');
      expect(input.hasAttribute('role')).to.equal(false);
      await waitUntil(() => control(el, 'housing.department').value === '75');
      // The browser reports a violation in a task of its own, which may come after the failure was read.
      await waitUntil(() => violations.join().includes('connect-src https://data.geopf.fr/geocodage/search'), 'the page never reported the blocked request');
      expect(violations.join()).to.contain('connect-src https://data.geopf.fr/geocodage/search');
      const number = el.shadowRoot!.querySelector<HTMLInputElement>('[part~="dpe-input"]')!;
      number.focus();
      number.value = '2338E1234567K';
      number.dispatchEvent(new Event('input', { bubbles: true }));
      await waitUntil(() => el.shadowRoot!.querySelector('.dpe-status')?.textContent === 'Le registre des DPE ne répond pas pour le moment.', 'the DPE never said');
      expect(el.shadowRoot!.querySelectorAll('[part~="dpe-class"] input[type="radio"]').length).to.equal(8);
      // The browser reports a violation in a task of its own, which may come after the failure was read.
      await waitUntil(() => violations.join().includes('connect-src https://data.ademe.fr/data-fair/api/v1/datasets/dpe03existant/lines'), 'the page never reported the blocked request');
      expect(violations.join()).to.contain('connect-src https://data.ademe.fr/data-fair/api/v1/datasets/dpe03existant/lines');
      expect((await sandboxRequests({ path: '/geocodage/search' })).length).to.equal(0);
    } finally {
      frame.remove();
    }
  });

  it('asks again once the pause is over, and comes back as a combobox when the service answers', async () => {
    await publicFault({ service: 'geocoder', fault: 'rate-limited', retryAfter: 0, times: 1 });
    const el = await mountHost();
    const input = addressInput(el);
    await type(el, input, '39 quai andre');
    await waitUntil(() => unavailableLine(el) !== null);
    await type(el, input, ' citroen');
    await waitUntil(() => input.getAttribute('role') === 'combobox' && input.getAttribute('aria-expanded') === 'true', 'the suggestions never came back');
    expect(unavailableLine(el)).to.equal(null);
  });
});
