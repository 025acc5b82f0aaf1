// Screenshot tests: the page a partner builds with dist/cee-widgets.js (three simulators: a form, an aid="both"
// form, a form refused with its messages, a result; a worksite form refused with its messages; an uploader), drawn
// by Chromium at 375 and 1280 px, must match test/visual/*.png. They guard the render path (issue #16): what is
// drawn stays the same unless changed on purpose.
//
// Compared with pixelmatch, whatever the Chromium: a pixel counts as changed when its colour moved by more than
// pixelmatch's threshold and it is not anti-aliasing, and the page matches while at most MAX_CHANGED_SHARE of its
// pixels changed (a browser update redraws text edges, not layouts). A baseline that is missing, unreadable or of
// another size cannot be compared: the test fails, never skips, and says how to redraw. To accept a deliberate
// change, look at the new images (`*.actual.png`, and `*.diff.png` with the changed pixels in red, ignored by git),
// then redraw: `npm run build:lib && UPDATE_VISUAL=1 node --test test/node/visual.test.js`.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { root, startBench } from '../../scripts/bench-harness.js';

const folder = join(root, 'test/visual');
const UPDATE = process.env.UPDATE_VISUAL === '1';
const REDRAW = 'Redraw the baselines, after looking at the new images: npm run build:lib && UPDATE_VISUAL=1 node --test test/node/visual.test.js';
/** pixelmatch's colour threshold (0 to 1; its default). */
const THRESHOLD = 0.1;
/** The share of the page's pixels that may change (text edges redrawn by another Chromium). */
const MAX_CHANGED_SHARE = 0.002;

// Every wait is for a signal: inputs loaded, forms no longer busy, messages shown, a result, fonts, two frames.
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
    const until = async (what, condition) => {
      for (let frames = 0; !condition(); frames++) {
        if (frames > 3000) throw new Error('never: ' + what);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    };
    const shadow = (el, selector) => el.shadowRoot.querySelector(selector);
    const idle = (el) => shadow(el, '[part~="submit"]')?.getAttribute('aria-disabled') === 'false';
    const loaded = (el) => new Promise((resolve) => el.addEventListener('cee-inputs-loaded', resolve, { once: true }));
    const simulators = [add('cee-simulator', { fost: 'BAR-TH-171' }), add('cee-simulator', { fost: 'BAR-EN-101', aid: 'both' }),
      add('cee-simulator', { fost: 'BAR-TH-171' }), add('cee-simulator', { fost: 'BAR-TH-171', 'euros-mwh-cumac': '7.5' })];
    const worksite = add('worksite-form', { 'convention-id': '1' });
    const uploader = add('doc-uploader', { 'worksite-id': '1', 'worksite-operation-id': '11' });
    await Promise.all(simulators.map(loaded));
    await until('the forms drawn', () => simulators.every((el) => shadow(el, 'form[aria-busy="false"]')));
    shadow(simulators[2], '[part~="submit"]').click();
    const result = new Promise((resolve) => simulators[3].addEventListener('cee-result', resolve, { once: true }));
    simulators[3].values = { 'operation.engagement_date': '2025-11-15', 'housing.department': '67', 'housing.type': 'maison',
      'housing.surface': '100', 'operation.usage': 'ecs', 'operation.etas': '140-170' };
    await simulators[3].updateComplete;
    shadow(simulators[3], '[part~="submit"]').click();
    await result;
    shadow(worksite, '[part~="submit"]').click();
    await until('the refused forms and the result', () =>
      shadow(simulators[2], '[aria-invalid="true"]') && idle(simulators[2]) &&
      shadow(simulators[3], '[part~="result"]') && idle(simulators[3]) &&
      shadow(worksite, '[aria-invalid="true"]') && idle(worksite));
    await Promise.all([...simulators, worksite, uploader].map((el) => el.updateComplete));
    await document.fonts.ready;
    document.activeElement?.blur?.();
    for (const el of document.querySelectorAll('cee-simulator, worksite-form, doc-uploader')) el.shadowRoot.activeElement?.blur?.();
    scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    window.benchResult = { ok: true };
  } catch (error) {
    window.benchResult = { error: String(error && error.stack || error) };
  }
</script></body></html>`;

/** The PNG at `file`, or the reason it cannot be read. */
function readPng(file) {
  if (!existsSync(file)) return { reason: `${file} is missing` };
  try {
    return { png: PNG.sync.read(readFileSync(file)) };
  } catch (error) {
    return { reason: `${file} cannot be read as a PNG (${error.message})` };
  }
}

describe('what the elements draw, at 375 and 1280 px', () => {
  let bench;
  before(async () => {
    bench = await startBench({ pages: { 'visual.html': page }, folders: { '/dist/': join(root, 'dist') } });
  });
  after(() => bench?.close());

  for (const width of [375, 1280]) {
    it(`draws the same page at ${width} px`, async () => {
      await bench.control('reset', {});
      const context = await bench.browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      const tab = await context.newPage();
      await tab.goto(`${bench.origin}/bench/visual.html`);
      const state = await tab.waitForFunction(() => window.benchResult, undefined, { timeout: 60_000 }).then((h) => h.jsonValue());
      assert.equal(state.error, undefined);
      const shot = await tab.screenshot({ fullPage: true });
      await context.close();
      const chromium = bench.browser.version();
      const baseline = join(folder, `page-${width}.png`);
      const actual = join(folder, `page-${width}.actual.png`);
      const diffFile = join(folder, `page-${width}.diff.png`);
      if (UPDATE) {
        writeFileSync(baseline, shot);
        writeFileSync(join(folder, 'chromium.txt'), `${chromium}\n`);
        return;
      }
      const drawnBy = existsSync(join(folder, 'chromium.txt')) ? readFileSync(join(folder, 'chromium.txt'), 'utf8').trim() : 'an unknown Chromium';
      const expected = readPng(baseline);
      const drawn = PNG.sync.read(shot);
      const failWith = (why) => {
        writeFileSync(actual, shot);
        assert.fail(`${why} (baselines drawn by Chromium ${drawnBy}, this is Chromium ${chromium}); the page drawn now is ${actual}. ${REDRAW}`);
      };
      if (!expected.png) return failWith(`The page at ${width} px cannot be compared: ${expected.reason}`);
      const { width: w, height: h } = expected.png;
      if (w !== drawn.width || h !== drawn.height) {
        return failWith(`The page at ${width} px cannot be compared: the baseline is ${w}×${h} px, the page drawn now ${drawn.width}×${drawn.height} px`);
      }
      const diff = new PNG({ width: w, height: h });
      const changed = pixelmatch(expected.png.data, drawn.data, diff.data, w, h, { threshold: THRESHOLD });
      const share = changed / (w * h);
      if (share <= MAX_CHANGED_SHARE) {
        rmSync(actual, { force: true });
        rmSync(diffFile, { force: true });
        return;
      }
      writeFileSync(diffFile, PNG.sync.write(diff));
      failWith(
        `The page at ${width} px differs from ${baseline}: ${changed} pixels changed (${(share * 100).toFixed(2)} %, at most ` +
          `${(MAX_CHANGED_SHARE * 100).toFixed(2)} % allowed), in red in ${diffFile}`,
      );
    });
  }
});
