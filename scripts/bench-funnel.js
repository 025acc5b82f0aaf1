// The weight of the funnel events and the URL prefill (issue #37, docs/contract.md "Funnel events, prefill, iframe"),
// apart from the bench's timings: what the events add to every element's first view (the controller and the one
// builder of a detail: src/ui/funnel/funnel-controller.ts, funnel-detail.ts; issue #37's budget, "the events add
// ≤ 0.5 KB gzip to a first view"), what applying the page's URL adds beside them to the simulator's and the
// project's (page-prefill.ts: the attribute read and the reader's import; no budget of its own, printed), and the
// URL's reader (src/ui/url-prefill.ts with bounded-text.ts), fetched only by an element with `prefill-from-url`.
// Built minified as the library is (vite, rolldown, our literal minifier), with what every element's first view
// already holds left out (Lit, the schemas' `fostCode`, the version, the département rule, the events' dispatch), and
// counted as what they add to a file that holds Lit. Not counted: the few `funnel.step(…)` calls in each element.
// `node scripts/bench-funnel.js`, or `printFunnelWeights()` from `npm run bench -- --only=sizes`.
import { alone, buildChunks, inLitFile, root, row as printRow } from './bench-chunks.js';
import { join } from 'node:path';

/** What every element's first view already holds, which the events share rather than bring. */
const ALREADY_THERE = /(^|\/node_modules\/)(lit|lit-html|lit-element|@lit\/[^/]+)(\/|$)|^lit(\/|$)|\/src\/(api\/(errors|schemas|place-codes)|version|inputs\/department|ui\/rendered-events)\.ts$/;

export const FUNNEL_BUDGET = 0.5 * 1024;

/** The gzip size of each part, in bytes: `{forms, calculating, reader}` (`calculating`: the events and page-prefill.ts). */
export async function funnelWeights() {
  const entry = (name) => join(root, 'src/ui', name);
  const files = await buildChunks({ events: entry('funnel/funnel-controller.ts'), prefill: entry('funnel/page-prefill.ts'), reader: entry('url-prefill.ts') }, ALREADY_THERE);
  // The element's first view holds them inside one of its files, with Lit: what they add to its gzip size there.
  return { forms: inLitFile(files('events')), calculating: inLitFile(files('events', 'prefill')), reader: alone(files('reader')) };
}

/** Prints the figures with their budget; returns whether they are met. */
export async function printFunnelWeights(print = console.log) {
  const { forms, calculating, reader } = await funnelWeights();
  const row = (label, bytes, budget) => printRow(print, label, bytes, budget);
  print('\nThe funnel events and the URL prefill (minified + gzip, beyond what every element already holds)');
  row('  the events, in each of the four elements\u2019 first views', forms, FUNNEL_BUDGET);
  row('  with the page\u2019s URL applied (<cee-simulator>, <cee-project>)', calculating);
  row('    of which applying the URL (page-prefill.ts)', calculating - forms);
  row('  the URL\u2019s reader, fetched only with prefill-from-url', reader);
  return forms <= FUNNEL_BUDGET;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const met = await printFunnelWeights();
  process.exitCode = met ? 0 : 1;
}
