// The weight of the funnel events and the URL prefill (issue #37, docs/contract.md "Funnel events, prefill, iframe"),
// apart from the bench's timings: what the events add to every element's first view (the controller and the one
// builder of a detail: src/ui/funnel/funnel-controller.ts, funnel-detail.ts; issue #37's budget, "the events add
// ≤ 0.5 KB gzip to a first view"), what applying the page's URL adds beside them to the simulator's and the
// project's (page-prefill.ts: the attribute read and the reader's import; no budget of its own, printed), and the
// URL's reader (src/ui/url-prefill.ts with bounded-text.ts), fetched only by an element with `prefill-from-url`. Built minified as the library is (vite,
// rolldown, our literal minifier), with what every element's first view already holds left out (Lit, the schemas'
// `fostCode`, the version, the département rule, the events' dispatch), and counted as what they add to a file that holds Lit. Not counted: the few `funnel.step(…)` calls in each element.
// `node scripts/bench-funnel.js`, or `printFunnelWeights()` from `npm run bench -- --only=sizes`.
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { minifyLiterals } from './minify-literals.js';

const root = join(import.meta.dirname, '..');
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

/** What every element's first view already holds, which the events share rather than bring. */
const ALREADY_THERE = /(^|\/node_modules\/)(lit|lit-html|lit-element|@lit\/[^/]+)(\/|$)|^lit(\/|$)|\/src\/(api\/(errors|schemas|place-codes)|version|inputs\/department|ui\/rendered-events)\.ts$/;

export const FUNNEL_BUDGET = 0.5 * 1024;

/** The gzip size of each part, in bytes: `{forms, calculating, reader}` (`calculating`: the events and page-prefill.ts). */
export async function funnelWeights() {
  const entry = (name) => join(root, 'src/ui', name);
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [minifyLiterals()],
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: { events: entry('funnel/funnel-controller.ts'), prefill: entry('funnel/page-prefill.ts'), reader: entry('url-prefill.ts') }, formats: ['es'] },
      rolldownOptions: { external: (id) => ALREADY_THERE.test(id), output: { minify: true, comments: false } },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((file) => file.type === 'chunk');
  const entryChunk = (name) => chunks.find((chunk) => chunk.isEntry && chunk.name === name);
  const files = (...names) => [...new Set(names.flatMap((name) => [entryChunk(name), ...entryChunk(name).imports.map((file) => chunks.find((chunk) => chunk.fileName === file))]))].filter(Boolean);
  // The element's first view holds them inside one of its files, with Lit: what they add to its gzip size there.
  const lit = ['lit-html/lit-html.js', '@lit/reactive-element/reactive-element.js', 'lit-element/lit-element.js'].map((file) => readFileSync(join(root, 'node_modules', file), 'utf8')).join('\n');
  const gzip = (text) => gzipSync(text, { level: 9 }).length;
  const together = (list) => gzip([lit, ...list.map((chunk) => chunk.code)].join('\n')) - gzip(lit);
  const alone = (list) => list.reduce((total, chunk) => total + gzipSync(chunk.code, { level: 9 }).length, 0);
  return { forms: together(files('events')), calculating: together(files('events', 'prefill')), reader: alone(files('reader')) };
}

/** Prints the figures with their budget; returns whether they are met. */
export async function printFunnelWeights(print = console.log) {
  const { forms, calculating, reader } = await funnelWeights();
  const row = (label, bytes, budget) => {
    const target = budget ? `  [target ≤ ${kb(budget)}: ${bytes <= budget ? 'met' : `missed by ${kb(bytes - budget)}`}]` : '';
    print(`${label.padEnd(64)} ${kb(bytes)}${target}`);
  };
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
