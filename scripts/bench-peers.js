// `npm run bench:peers`: the same simulation-inputs answers rendered by <cee-simulator>, plain DOM calls (warmed like
// the widget, see scripts/bench-plain-form.js), Lit alone (the plain page's DOM drawn by a bare LitElement, warmed the
// same: what the chosen stack costs before the library's own code, scripts/bench-peers/lit.js), RJSF 6 (React 18 + ajv8) and JSON Forms 3.8 (React 18, vanilla
// renderers), each peer in its documented default setup and in its fastest one for the widget's behaviour (validating
// on submit; scripts/bench-peers/), each in a page of its own, in interleaved rounds (3 unrecorded, then
// BENCH_ROUNDS, 15 by default) whose order turns, as median and IQR, timed as `npm run bench` times them (from the
// insertion to the controls painted; from the answer, second); and what each page downloads (gzip), like for like.
// The peers are devDependencies, bundled here for the bench into a temporary folder, never into dist/.
// `--no-build` uses dist/ as it is; `--docs` (or `--readme`) writes the figures into docs/performance.md and what
// holds on this run into the README's summary.
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { benchPages } from './bench-pages.js';
import { manyDescriptors } from './bench-answers.js';
import { gzipSize, interleaved, kb, load, loadNote, root, showSpread, spread, startBench, writeBetween } from './bench-harness.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS) || 15;
const INPUTS = '/calc/api/v2/simulation-inputs/BAR-TH-171/b2c';
const PEERS = ['rjsf', 'jsonforms'];
const CONTENDERS = ['widget', 'plain', 'lit', ...PEERS.flatMap((peer) => [peer, `${peer}-fastest`])];
const NAMES = {
  widget: '<cee-simulator>',
  plain: 'plain DOM',
  lit: 'Lit alone',
  rjsf: 'RJSF 6',
  'rjsf-fastest': 'RJSF 6, fastest',
  jsonforms: 'JSON Forms 3.8',
  'jsonforms-fastest': 'JSON Forms 3.8, fastest',
};
/** How each peer is set up (scripts/bench-peers/), printed with the figures. */
const SETUPS = [
  'RJSF 6: validates on submit, like the widget (its default, no liveValidate); labelled options',
  '  default: as oneOf of {const, title}, the JSON Schema way its documentation gives',
  '  fastest: as an enum of values, their labels in the UI schema\'s ui:enumNames',
  'JSON Forms 3.8: labelled options as oneOf of {const, title}',
  '  default: validationMode ValidateAndShow, the whole form validated on every change',
  '  fastest: validates on submit, like the widget: NoValidation until the first submit, then ValidateAndShow',
  'plain DOM: warmed like the widget, once its requests have left; the peers have no such warm-up',
  'Lit alone: the plain page\'s DOM, requests, checks and warm-up, drawn by a bare LitElement with the simulator\'s',
  '  stylesheets: none of the library\'s own code (its API core, field model, words, events, announcements)',
];

if (!process.argv.includes('--no-build')) {
  console.log('Building dist/ (npm run build:lib)…');
  execSync('npm run build:lib --silent', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
const peers = mkdtempSync(join(tmpdir(), 'cee-widgets-peers-'));
for (const peer of [...PEERS, 'lit']) {
  await build({
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: peers,
      emptyOutDir: false,
      minify: true,
      sourcemap: false,
      lib: { entry: join(root, 'scripts/bench-peers', `${peer}.js`), formats: ['es'], fileName: () => `${peer}.js` },
      rollupOptions: { output: { inlineDynamicImports: true } },
    },
  });
}

const WRITE = process.argv.includes('--docs') || process.argv.includes('--readme');
/** `"<fields> <figure>"` -> contender -> its median over the widget's: what the README's summary says. */
const times = {};
const PEER_NAMES = CONTENDERS.filter((name) => !['widget', 'plain', 'lit'].includes(name));

/** Within ×1.1 either way, a tie; else the widget is ahead or behind. */
const standing = (ratio) => (ratio > 1.1 ? 'ahead of' : ratio < 1 / 1.1 ? 'behind' : 'tied with');

/**
 * What holds on this run, for the README: each peer's time over the widget's, a fresh page and a second form, at 7
 * and 200 fields (from the insertion to the controls painted), and in words, who leads where (within ×1.1, a tie).
 */
function peersSummary(when, loads) {
  const columns = [
    ['7 cold', '7 fields, a fresh page'],
    ['7 warm', '7 fields, a second form'],
    ['200 cold', '200 fields, a fresh page'],
    ['200 warm', '200 fields, a second form'],
  ];
  const words = columns.map(([key, what]) => {
    const by = {};
    for (const name of PEER_NAMES) (by[standing(times[key][name])] ??= []).push(`${NAMES[name]} (×${times[key][name].toFixed(2)})`);
    const order = ['ahead of', 'tied with', 'behind'].filter((where) => by[where]);
    return `${what}, the widget is ${order.map((where) => `${where} ${by[where].join(', ')}`).join('; ')}`;
  });
  return [
    `The peers on the same answers, timed the same way (their time over the widget's, from the insertion to the controls painted), ${when} (\`npm run bench:peers -- --docs\`). ${loads}`,
    '',
    `| peer | ${columns.map(([, what]) => what).join(' | ')} |`,
    `|---|${columns.map(() => '---').join('|')}|`,
    ...PEER_NAMES.map((name) => `| ${NAMES[name]} | ${columns.map(([key]) => `×${times[key][name].toFixed(2)}`).join(' | ')} |`),
    '',
    `On this run (within ×1.1 either way, a tie): ${words.join('. ')}.`,
  ].join('\n');
}

const loadAtStart = load();
const bench = await startBench({ pages: benchPages, folders: { '/dist/': join(root, 'dist'), '/scripts/': join(root, 'scripts'), '/peers/': peers } });
const lines = [];
const say = (line) => (lines.push(line), console.log(line));
try {
  console.log(`\ncee-widgets vs its peers · ${bench.machine} · load average ${loadAtStart.toFixed(1)}\n`);
  say('JavaScript a page downloads to render the form, gzip (the peers have no lazy first view: their first view is');
  say('their whole bundle, React, the library, its renderers and validator, minified):');
  const weight = async (page) => {
    const { result, scripts } = await bench.runPage(page, { collectScripts: true });
    const shown = new Set(result.shown);
    const sum = (list) => list.reduce((total, s) => total + s.gzip, 0);
    return { shown: sum(scripts.filter((s) => shown.has(s.url))), whole: sum(scripts) };
  };
  const lazy = await weight('simulator-only-lazy.html');
  const single = await weight('simulator-only.html');
  const line = (name, bytes, what) => say(`  ${name.padEnd(24)} ${kb(bytes).padStart(9)}  ${what}`);
  line(NAMES.widget, lazy.shown, 'first view (dist/lazy/, before a gesture)');
  line('', lazy.whole, 'a whole simulation (dist/lazy/, what a calculation adds included)');
  line('', single.whole, 'the single file (dist/cee-widgets.js: all four elements, both languages)');
  line(NAMES.lit, gzipSize(readFileSync(join(peers, 'lit.js'))), 'its bundle: Lit, the form\'s template, the warm-up');
  for (const peer of PEERS) line(NAMES[peer], gzipSize(readFileSync(join(peers, `${peer}.js`))), 'its bundle, first view and whole');
  say('');
  for (const setup of SETUPS) say(setup);
  for (const [label, fields] of [
    ['BAR-TH-171, 7 fields', 0],
    ['200 fields of every kind', 200],
  ]) {
    const body = fields ? JSON.stringify({ data: manyDescriptors(fields) }) : undefined;
    const result = await interleaved(CONTENDERS, { rounds: ROUNDS, warmup: 3 }, async (name) => {
      await bench.control('reset', {});
      if (body) await bench.control('fail-next', { method: 'GET', path: INPUTS, status: 200, body, times: 6 });
      return (await bench.runPage(`render-${name}.html`)).result;
    });
    say(`\n${label}, ${ROUNDS} interleaved rounds, median (IQR); ratio to <cee-simulator>`);
    for (const [what, figure, unit] of [
      ['cold: insertion -> controls painted, a fresh page', 'cold', ' ms'],
      ['  from the answer: its arrival -> controls in the DOM, laid out', 'coldAnswer', ' ms'],
      ['warm: insertion -> painted, a second form on the page', 'warm', ' ms'],
      ['  from the answer: its arrival -> laid out', 'warmAnswer', ' ms'],
      ['keystroke: input -> handled, drawn, laid out', 'key', ' ms'],
      ['memory a form holds, V8 + Blink (freed when it goes; 20 on the page)', 'holds', ' KiB'],
      ['memory a form holds, V8 alone', 'holdsV8', ' KiB'],
    ]) {
      say(`  ${what}`);
      const ours = spread(result.widget[figure]).median;
      for (const name of CONTENDERS) {
        const s = spread(result[name][figure]);
        say(`    ${NAMES[name].padEnd(24)} ${showSpread(s, 1, unit).padEnd(34)} ×${(s.median / ours).toFixed(2)}`);
        (times[`${fields || 7} ${figure}`] ??= {})[name] = s.median / ours;
      }
    }
  }
  if (WRITE) {
    const loads = loadNote([loadAtStart, load()]);
    const when = `${new Date().toISOString().slice(0, 10)}, ${bench.machine}`;
    writeBetween('docs/performance.md', 'peers', [`Figures of ${when} (\`npm run bench:peers\`). ${loads}`, '', '```', ...lines, '```'].join('\n'));
    writeBetween('README.md', 'peers-summary', peersSummary(when, loads));
  }
} finally {
  await bench.close();
  rmSync(peers, { recursive: true, force: true });
}
