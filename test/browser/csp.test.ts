// The README's Content-Security-Policy (#27), its `csp` snippet as written: the single file and the lazy build, each
// in a page served under it (cspPages in web-test-runner.config.mjs), draw the operation picker and calculate, and
// the page reports no violation at all (styles, scripts, Trusted Types). Until the operation picker's inline <style>
// is an adopted stylesheet, `style-src 'self'` blocks it and this test fails on it.
import { expect } from '@open-wc/testing';
import { waitUntil } from './wait-until.js';
import type { CeeSimulator } from '../../src/index.js';
import { HEAT_PUMP, fieldsShown, fill, freshSandbox, resultShown, resultText, submitButton } from './cee-simulator/simulator-helpers.js';

interface Page {
  frame: HTMLIFrameElement;
  document: Document;
  violations: string[];
}

/** Opens a page under the policy; its violations are gathered from the moment its document exists. */
async function openPage(build: 'single' | 'lazy'): Promise<Page> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 900px; height: 1400px';
  const violations: string[] = [];
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = `/__csp/${build}.html`;
  document.body.append(frame);
  // The page's document replaces about:blank as soon as it commits: listen on each one seen.
  let watched: Document | undefined;
  const watch = () => {
    const doc = frame.contentDocument;
    if (!doc || doc === watched || doc.URL === 'about:blank') return;
    watched = doc;
    doc.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`.trim()), true);
  };
  await waitUntil(() => (watch(), watched !== undefined), 'the page never committed', { interval: 1 });
  await loaded;
  return { frame, document: frame.contentDocument!, violations };
}

describe('under the README’s Content-Security-Policy', () => {
  beforeEach(freshSandbox);

  for (const build of ['single', 'lazy'] as const) {
    it(`the ${build === 'single' ? 'single file' : 'lazy build'} draws the picker and calculates, with no violation of the policy`, async () => {
      const page = await openPage(build);
      try {
        const given = page.document.getElementById('given') as CeeSimulator;
        const picker = page.document.getElementById('picker') as CeeSimulator;
        await waitUntil(() => given.shadowRoot !== null && picker.shadowRoot !== null, 'the elements were never defined', { timeout: 10_000 });
        await fieldsShown(given);
        await fill(given, HEAT_PUMP);
        submitButton(given).click();
        await resultShown(given);
        expect(resultText(given)).to.contain('€');
        // The picker is drawn once the catalogue is here.
        await waitUntil(() => picker.shadowRoot!.querySelector('[part~="operation-picker"]') !== null, 'no operation picker', { timeout: 10_000 });
        await picker.updateComplete;
        expect(page.violations.join('\n') || 'none').to.equal('none');
      } finally {
        page.frame.remove();
      }
    });
  }
});
