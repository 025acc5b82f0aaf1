// Screenshot tests: the page a partner builds with dist/cee-widgets.js (three simulators: a form, an aid="both"
// form, a form refused with its messages, a result; a worksite form refused with its messages; an uploader), drawn
// by Chromium at 375 and 1280 px, must match test/visual/*.png pixel for pixel. They guard the render path (issue
// #16): what is drawn stays the same unless changed on purpose. To accept a deliberate change, look at the new
// images, then: `UPDATE_VISUAL=1 node --test test/node/visual.test.js` (after `npm run build:lib`). A failing
// comparison leaves the new image beside the baseline as `*.actual.png` (ignored by git). Baselines are tied to a
// Chromium major version (test/visual/chromium.txt): another version draws text its own way, so the test is
// skipped there, saying so, until the baselines are updated.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startBench, root } from '../../scripts/bench-harness.js';

const folder = join(root, 'test/visual');
const UPDATE = process.env.UPDATE_VISUAL === '1';

const page = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>visual</title><link rel="icon" href="data:,">
<style>* { caret-color: transparent !important; } body { margin: 8px; font-family: sans-serif; }</style></head>
<body><script type="module">
  try {
    const origin = location.origin;
    await import('/dist/cee-widgets.js');
    const bases = { 'api-base': origin + '/partner', 'calc-base': origin + '/calc', 'token-endpoint': origin + '/token' };
    const add = (tag, attributes) => {
      const el = document.createElement(tag);
      for (const [name, value] of Object.entries({ ...bases, ...attributes })) el.setAttribute(name, value);
      return document.body.appendChild(el);
    };
    const loaded = (el) => new Promise((resolve) => el.addEventListener('cee-inputs-loaded', resolve, { once: true }));
    const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    const simulators = [add('cee-simulator', { fost: 'BAR-TH-171' }), add('cee-simulator', { fost: 'BAR-EN-101', aid: 'both' }),
      add('cee-simulator', { fost: 'BAR-TH-171' }), add('cee-simulator', { fost: 'BAR-TH-171', 'euros-mwh-cumac': '7.5' })];
    const worksite = add('worksite-form', { 'convention-id': '1' });
    add('doc-uploader', { 'worksite-id': '1', 'worksite-operation-id': '11' });
    await Promise.all(simulators.map(loaded));
    await pause(500);
    simulators[2].shadowRoot.querySelector('[part~="submit"]').click();
    const result = new Promise((resolve) => simulators[3].addEventListener('cee-result', resolve, { once: true }));
    simulators[3].values = { 'operation.engagement_date': '2025-11-15', 'housing.department': '67', 'housing.type': 'maison',
      'housing.surface': '100', 'operation.usage': 'ecs', 'operation.etas': '140-170' };
    await simulators[3].updateComplete;
    simulators[3].shadowRoot.querySelector('[part~="submit"]').click();
    await result;
    await pause(500);
    worksite.shadowRoot.querySelector('[part~="submit"], button[type="submit"]').click();
    await pause(800);
    document.activeElement?.blur?.();
    for (const el of document.querySelectorAll('cee-simulator, worksite-form, doc-uploader')) el.shadowRoot.activeElement?.blur?.();
    scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    window.benchResult = { ok: true };
  } catch (error) {
    window.benchResult = { error: String(error && error.stack || error) };
  }
</script></body></html>`;

describe('what the elements draw, at 375 and 1280 px', () => {
  let bench;
  let skip = false;
  before(async () => {
    bench = await startBench({ pages: { 'visual.html': page }, folders: { '/dist/': join(root, 'dist') } });
    const major = bench.browser.version().split('.')[0];
    const recorded = existsSync(join(folder, 'chromium.txt')) ? readFileSync(join(folder, 'chromium.txt'), 'utf8').trim() : '';
    if (UPDATE) writeFileSync(join(folder, 'chromium.txt'), `${major}\n`);
    else if (recorded !== major) skip = `baselines drawn by Chromium ${recorded}, this is Chromium ${major}`;
  });
  after(() => bench?.close());

  for (const width of [375, 1280]) {
    it(`draws the same page at ${width} px`, async (t) => {
      if (skip) return t.skip(skip);
      await bench.control('reset', {});
      const context = await bench.browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      const tab = await context.newPage();
      await tab.goto(`${bench.origin}/bench/visual.html`);
      const state = await tab.waitForFunction(() => window.benchResult, undefined, { timeout: 60_000 }).then((h) => h.jsonValue());
      assert.equal(state.error, undefined);
      const shot = await tab.screenshot({ fullPage: true });
      await context.close();
      const baseline = join(folder, `page-${width}.png`);
      const actual = join(folder, `page-${width}.actual.png`);
      if (UPDATE) return writeFileSync(baseline, shot);
      const same = existsSync(baseline) && readFileSync(baseline).equals(shot);
      if (same) rmSync(actual, { force: true });
      else writeFileSync(actual, shot);
      assert.ok(same, `the page drawn at ${width} px differs from ${baseline}: see ${actual}`);
    });
  }
});
