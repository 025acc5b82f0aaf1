// `npm run bench`'s figures for the iframe embed (docs/contract.md, "Funnel events, prefill, iframe"): what a page
// framing dist/embed.html with a simulator downloads before a gesture (the embed page, its script and the lazy
// build's files it draws the simulator with), to compare with the simulator's own first view (its budget: 2 KB more
// at most), and the framing page's script, dist/iframe-host.js (1 KB at most).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize } from './bench-harness.js';

/** A page framing the embed, on the bench's own origin (the sandbox's): done once the simulator's form is shown. */
const EMBED_PAGE = `<!doctype html><html lang="fr"><meta charset="utf-8"><title>embed</title><link rel="icon" href="data:,"><body><script type="module">
try {
  const origin = location.origin;
  const query = new URLSearchParams({ element: 'cee-simulator', fost: 'BAR-TH-171', 'api-base': origin + '/partner', 'calc-base': origin + '/calc', 'token-endpoint': origin + '/token', 'parent-origin': origin });
  const frame = Object.assign(document.createElement('iframe'), { title: 'embed', src: '/dist/embed.html?' + query });
  frame.style.cssText = 'border:0;width:100%';
  document.body.append(frame);
  const until = (ready) => new Promise((resolve) => { const check = () => (ready() ? resolve() : setTimeout(check, 20)); check(); });
  await until(() => frame.contentDocument?.querySelector('cee-simulator')?.shadowRoot?.querySelector('form[aria-busy="false"]'));
  // What the frame downloaded to show the form, before the visitor does anything (a moment to settle first).
  await new Promise((resolve) => setTimeout(resolve, 300));
  const shown = frame.contentWindow.performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js')).map((entry) => entry.name);
  window.benchResult = { ok: true, shown, result: 'shown' };
} catch (error) {
  window.benchResult = { error: String((error && error.stack) || error) };
}
</script></body></html>`;

/** The bench pages this file adds (served under /bench/ beside scripts/bench-pages.js's). */
export const embedBenchPages = { 'embed-simulator.html': EMBED_PAGE };

/**
 * The embed's first view with a simulator, gzip: `bytes` (the scripts under /dist/ the frame had when its form was
 * shown, and embed.html itself) over `files`; and dist/iframe-host.js's size.
 */
export async function embedSizes({ runPage, control, dist }) {
  await control('reset', {});
  const { scripts, result } = await runPage('embed-simulator.html', { collectScripts: true });
  const shown = new Set(result.shown);
  const loaded = scripts.filter((script) => shown.has(script.url) && new URL(script.url).pathname.startsWith('/dist/'));
  const page = gzipSize(readFileSync(join(dist, 'embed.html')));
  return {
    bytes: loaded.reduce((total, script) => total + script.gzip, page),
    files: loaded.length + 1,
    host: gzipSize(readFileSync(join(dist, 'iframe-host.js'))),
  };
}
