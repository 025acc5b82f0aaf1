// `npm run bench`: sizes and speeds against the sandbox in headless Chromium, printed as figures with their targets.
// Speeds and memory are ratios to plain DOM calls doing the same work (scripts/bench-plain.js: the same DOM as the
// widget's, the same stylesheets, a listener per control, the same requests, the same warm-up once they have left,
// the answer's fields and values kept; test/browser/bench/plain-baseline.test.ts checks the DOMs are the same) or to
// a plain XMLHttpRequest, each side in a page of its own, in interleaved rounds (3 unrecorded, then BENCH_ROUNDS, 15
// by default) whose order turns from round to round, reported as median and interquartile range (IQR). A form is
// timed as a visitor waits for it, from its insertion to its controls painted (the frame after the last control is
// in the DOM), and from its answer's arrival as a second line; the single file and the lazy build (whose code comes
// once the tag is in the page) each.
// `--runs N` runs the whole bench N times, each with a browser of its own, and prints each figure's median over the
// runs with its range. `--docs` (or `--readme`) writes the figures into docs/performance.md and their summary into
// the README's Performance section. `--no-build` uses dist/ as it is.
// `--only=sizes,requests,evaluate,network,render,project,upload,upload-memory,floods` runs those parts alone (not with `--docs`); `--files`
// lists the files each page weight counts, and the modules each holds.
// `<cee-project>`'s answer is compared the same way with a plain page drawing the same answer from the same ten
// calculation answers (test/browser/bench/plain-answer.test.ts checks the requests, the DOM and the words).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchPages } from './bench-pages.js';
import { manyDescriptors } from './bench-answers.js';
import { modulesOf } from './bench-files.js';
import { printAddressWeights } from './bench-address.js';
import { printFunnelWeights } from './bench-funnel.js';
import { embedBenchPages, embedSizes } from './bench-embed.js';
import { gzipSize, interleaved, kb, load as loadNow, loadNote, overRuns, ratios, root, runsAsked, showSpread, spread, startBench, writeBetween } from './bench-harness.js';

// BENCH_DIST: another build to measure (the same figures for an earlier commit's dist/).
const dist = process.env.BENCH_DIST || join(root, 'dist');
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 15;
const WARMUP = 3;
const RUNS = runsAsked();
const INPUTS = '/calc/api/v2/simulation-inputs/BAR-TH-171/b2c';
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
const runs = (part) => !only || only.includes(part);
const WRITE = process.argv.includes('--docs') || process.argv.includes('--readme');
if (only && WRITE) throw new Error('--docs writes every figure: run it without --only');

const times = (x) => `×${x.toFixed(2)}`;
const mib = (x) => `${x.toFixed(0)} MiB`;
const MS = { suffix: ' ms', show: (x) => `${x.toFixed(1)} ms` };
const KIB = { suffix: ' KiB', show: (x) => `${x.toFixed(1)} KiB` };
/** A target: the figure's ceiling (or floor, with `atLeast`), how it reads, and whether a value meets it. */
const atMost = (ceiling, show) => ({ text: `≤ ${show(ceiling)}`, met: (v) => v <= ceiling, by: (v) => show(v - ceiling) });
const atLeast = (floor, show) => ({ text: `≥ ${show(floor)}`, met: (v) => v >= floor, by: (v) => show(floor - v) });
const verdict = (target, value) => (target.met(value) ? `target ${target.text}: met` : `target ${target.text}: missed by ${target.by(value)}`);

/**
 * The forms the render part compares: for each, a widget's page and the plain-DOM page doing the same work (both in
 * scripts/bench-pages.js, their figures left by its `measure()` in `window.benchResult`), the query they are opened
 * with (`?cold`: the first form only), the answer the sandbox gives them (its own BAR-TH-171 without `answer`), and
 * the rows printed (a ratio of a figure, round by round), with their targets; `summary` rows go in the README's
 * table too.
 *
 * To compare one more pair: its two pages in scripts/bench-pages.js, each leaving `{cold, warm, key, holds, ...}`
 * (through `measure()`, or figures of its own), and one entry here naming them and the rows to print (a figure, its
 * label, its unit, its ceiling as a ratio; `frames` for the frame count, with or without its target, which needs the
 * figures `frames`, `framesDelivery`, `delivery` and `controls`; `trace` for one round's way from the insertion to
 * the paint on each side, which needs the figure `trace`; `elements` for the count of elements each side drew,
 * which needs the figures `elements` and `all`).
 */
const COLD_ROWS = (what) => [
  { figure: 'cold', label: 'insertion -> controls painted (a fresh page)', unit: MS, target: 1.1, summary: `${what}: insertion -> controls painted` },
  { figure: 'coldLaidOut', label: '  insertion -> controls in the DOM, laid out', unit: MS },
  { figure: 'coldAnswer', label: '  from the answer: its arrival -> controls in the DOM, laid out', unit: MS },
];
const FORM_ROWS = (what, { key }) => [
  ...COLD_ROWS(what),
  { figure: 'warm', label: 'warm: insertion -> painted, a second form on the page', unit: MS, target: 1.3, summary: `${what}: a second form, insertion -> painted` },
  { figure: 'warmAnswer', label: '  from the answer: its arrival -> laid out', unit: MS },
  { figure: 'atOnce', label: '  the second form at once, the first just gone (insertion -> painted)', unit: MS },
  { figure: 'later', label: '  twenty more, one after the other, kept on the page (median)', unit: MS },
  { figure: 'key', label: 'keystroke: input -> handled, drawn, laid out', unit: MS, target: key && 2 },
  { figure: 'holds', label: 'memory a form holds, V8 + Blink (freed when it goes; 20 on the page)', unit: KIB, target: 1.1, summary: `${what}: memory a form holds, V8 + Blink` },
  { figure: 'holdsV8', label: '  V8 alone', unit: KIB, target: 3 },
  { figure: 'holdsBlink', label: '  Blink alone (the DOM, its styles and layout)', unit: KIB },
  { figure: 'added', label: '  memory rendering them added, per form (and code compiled)', unit: KIB },
  { figure: 'coldAdded', label: 'memory the cold render added, V8 + Blink (with first-run code)', unit: KIB },
];
const MANY = (fields) => ({ path: INPUTS, body: JSON.stringify({ data: manyDescriptors(fields) }) });
const SINGLE = ['render-widget.html', 'render-plain.html'];
const LAZY = ['render-widget-lazy.html', 'render-plain-lazy.html'];
const PAIRS = [
  { title: 'BAR-TH-171, 7 fields, single file', pages: SINGLE, atOnce: true, rows: FORM_ROWS('7 fields', { key: false }), frames: { target: true }, trace: true },
  { title: '200 fields of every kind, single file', pages: SINGLE, answer: MANY(200), atOnce: true, rows: FORM_ROWS('200 fields', { key: true }), frames: { target: false } },
  { title: 'BAR-TH-171, 7 fields, lazy build (its code fetched once the tag is in the page)', pages: LAZY, query: '?cold', rows: COLD_ROWS('7 fields, lazy build'), trace: true },
  { title: '200 fields of every kind, lazy build', pages: LAZY, query: '?cold', answer: MANY(200), rows: COLD_ROWS('200 fields, lazy build') },
  // <cee-project>'s answer for the five works of scripts/bench-answers.js, each page calculating twice; `elements`:
  // the answer's elements on each side (and the page's), printed as a check that both draw as much.
  {
    title: '<cee-project>, the answer for 5 works',
    part: 'project',
    pages: ['project-widget.html', 'project-plain.html'],
    rows: [
      { figure: 'cold', label: 'last of the 10 answers -> the answer painted (first calculation)', unit: MS, target: 1.5 },
      { figure: 'coldLaidOut', label: '  -> drawn and laid out', unit: MS },
      { figure: 'warm', label: 'calculated again on the page (a quote changed): last answer -> painted', unit: MS, target: 1.3, summary: 'project of 5 works calculated again: last answer -> painted' },
      { figure: 'warmLaidOut', label: '  -> drawn and laid out', unit: MS },
    ],
    elements: true,
  },
];
/** The figure of the round whose `by` is the median of the rounds (the lower middle one of an even count). */
function medianRound(by, figures) {
  const order = by.map((value, i) => [value, i]).sort((a, b) => a[0] - b[0]);
  return figures[order[(order.length - 1) >> 1][1]];
}

/** A round's trace (scripts/bench-pages.js, `traceOf`) as a line: each moment in ms from the insertion. */
function traceText(trace) {
  const ms = (t) => (t === undefined ? '–' : t.toFixed(1));
  const token = trace.tokenSent === undefined ? 'token already here' : `token sent ${ms(trace.tokenSent)}, answered ${ms(trace.tokenAnswered)}`;
  return `${token} · inputs sent ${ms(trace.inputsSent)}, answered ${ms(trace.answer)} · controls in the DOM ${ms(trace.controls)} · laid out ${ms(trace.laidOut)} · painted ${ms(trace.painted)}`;
}

/** The frame target: no frame between the answer and its controls in 13 rounds of 15 (as many in proportion). */
const FRAME_FLOOR = Math.ceil((ROUNDS * 13) / 15);

/** `scripts/bench-uploads.js`, when it is there: the sandbox's memory while it takes concurrent uploads. */
const uploadsScript = join(root, 'scripts', 'bench-uploads.js');
const UPLOAD_CEILING_MIB = 150;

if (!process.argv.includes('--no-build')) {
  console.log('Building dist/ (npm run build:lib, and build:npm for the modules the plain page shares with the widget)…');
  execSync('npm run build:lib --silent && npm run build:npm --silent', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * One run of the whole bench, with a browser of its own. Returns its rows: `{label, value, text, show, target}`,
 * `value` the figure compared across runs (a number, or a text that should not change), `text` how this run reads,
 * `show` how a value reads (`range` how two do, when `show` would repeat words); for a ratio, `sides` the medians it
 * was taken from and `sidesShow` how they read; for a count, `versus` the plain page's, and `tally` what is added up
 * over the runs (`tallyShow` how it reads). `{heading}` rows title a part.
 */
async function benchOnce() {
  // The machine's load as the run starts and ends: a busy machine gives noisy figures.
  const load = loadNow();
  const bench = await startBench({ pages: { ...benchPages, ...embedBenchPages }, folders: { '/dist/': dist, '/scripts/': join(root, 'scripts') } });
  const { control, runPage } = bench;
  const rows = [];
  const report = (row) => {
    rows.push(row);
    if (row.heading) return void console.log(`\n${row.heading}${row.inRun ?? ''}`);
    const target = row.target ? verdict(row.target, row.value) : '';
    console.log(`${row.label.padEnd(64)} ${row.text}${target ? `  [${target}]` : ''}`);
  };
  try {
    console.log(`\ncee-widgets benchmark · ${bench.machine} · load average ${load.toFixed(1)}\n`);

    if (runs('sizes')) {
      const bundle = readFileSync(join(dist, 'cee-widgets.js'));
      const size = (label, bytes, target, text = kb(bytes), summary) => report({ label, value: bytes, show: kb, text, target, summary });
      size('dist/cee-widgets.js, minified', bundle.length);
      size('dist/cee-widgets.js, minified + gzip', gzipSize(bundle));
      const BUDGET = 30 * 1024;
      const listed = new Set();
      const pageWeight = async (name) => {
        await control('reset', {});
        const { scripts: all, result } = await runPage(name, { collectScripts: true });
        if (!result.result) throw new Error(`${name}: no result shown`);
        // The library's files only (a bench page may import a script of the bench's own).
        const scripts = all.filter((s) => new URL(s.url).pathname.startsWith('/dist/'));
        const sum = (list) => ({ bytes: list.reduce((total, s) => total + s.gzip, 0), files: list.length });
        const shown = new Set(result.shown);
        if (process.argv.includes('--files')) listFiles(name, scripts, shown);
        // The same files as one: what compressing each on its own costs (a page loads only the files it shows).
        const together = gzipSize(Buffer.concat(scripts.map((s) => s.body)));
        return { whole: sum(scripts), shown: sum(scripts.filter((s) => shown.has(s.url))), together };
      };
      /** `--files`: each file a page loads ("shown": before a gesture), and, the first time, the modules it holds. */
      const listFiles = (name, scripts, shown) => {
        console.log(`  ${name}: the files it loads, gzip ("shown": before a gesture)`);
        for (const s of scripts) {
          const path = new URL(s.url).pathname;
          console.log(`    ${shown.has(s.url) ? 'shown' : '     '} ${kb(s.gzip).padStart(9)}  ${path}`);
          const modules = !listed.has(path) && modulesOf(join(dist, path.slice('/dist/'.length)));
          listed.add(path);
          if (!modules) continue;
          const room = modules.reduce((total, m) => total + m.bytes, 0);
          const many = modules.length > 14;
          for (const m of many ? modules.slice(0, 12) : modules) console.log(`${' '.repeat(22)}${kb(m.bytes).padStart(9)} minified  ${m.module}`);
          if (many) {
            const rest = modules.slice(12);
            console.log(`${' '.repeat(22)}${kb(rest.reduce((total, m) => total + m.bytes, 0)).padStart(9)} minified  ${rest.length} more modules`);
          }
          console.log(`${' '.repeat(22)}${kb(room).padStart(9)} minified in all`);
        }
      };
      const single = await pageWeight('simulator-only.html');
      size('one <cee-simulator>, single file, whole simulation (gzip)', single.whole.bytes);
      const lazy = await pageWeight('simulator-only-lazy.html');
      size(`one <cee-simulator>, dist/lazy/, before a gesture (${lazy.shown.files} files)`, lazy.shown.bytes, atMost(BUDGET, kb), undefined, 'one <cee-simulator>, its first view (gzip)');
      // Issue #39's budget for what a whole simulation loads (the first view's stays 30 KB).
      size(`  a whole simulation (${lazy.whole.files} files)`, lazy.whole.bytes, atMost(40 * 1024, kb));
      size(`    the same ${lazy.whole.files} files as one (gzip)`, lazy.together);
      const embed = await embedSizes({ runPage, control, dist });
      const framed = `+${kb(embed.bytes - lazy.shown.bytes)} (${embed.bytes - lazy.shown.bytes} B)`;
      size(`dist/embed.html with a <cee-simulator>, before a gesture (${embed.files} files)`, embed.bytes, atMost(lazy.shown.bytes + 2048, kb), `${kb(embed.bytes)} (${framed})`);
      size('dist/iframe-host.js, minified + gzip', embed.host, atMost(1024, kb));
      const english = await pageWeight('simulator-only-lazy-en.html');
      size(`  the same in English, whole (${english.whole.files} files)`, english.whole.bytes, undefined, `${kb(english.whole.bytes)} (+${kb(english.whole.bytes - lazy.whole.bytes)})`);
      const project = await pageWeight('project-only-lazy.html');
      size(`one <cee-project> of 5 works, dist/lazy/, before a gesture (${project.shown.files} files)`, project.shown.bytes, atMost(32 * 1024, kb), undefined, 'one <cee-project> of 5 works, its first view (gzip)');
      // Issue #39's budget for what a project's answer loads, its first view included.
      size(`  a whole project calculated (${project.whole.files} files)`, project.whole.bytes, atMost(50 * 1024, kb));
      const both = await pageWeight('simulator-and-project-lazy.html');
      size(`<cee-simulator> and <cee-project> on one page, before a gesture (${both.shown.files} files)`, both.shown.bytes);
      const plus = (bytes) => `+${kb(bytes)}`;
      const more = both.shown.bytes - lazy.shown.bytes;
      report({ label: '  more than <cee-simulator> alone', value: more, show: plus, text: plus(more), target: atMost(8 * 1024, kb) });
      const four = await pageWeight('four-elements-lazy.html');
      size(`all four elements, dist/lazy/, before a gesture (${four.whole.files} files)`, four.whole.bytes, atMost(40 * 1024, kb));
      size(`  the same ${four.whole.files} files as one (gzip)`, four.together);
      // What `npm install` unpacks: the files package.json's `files` lists, without the source maps (dist/maps/); and
      // the package of the script-tag forms, cee-widgets-cdn (cdn/, which `npm run build` fills).
      const pack = (cwd) => JSON.parse(execSync('npm pack --dry-run --json --ignore-scripts', { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))[0];
      const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
      const tarball = pack(root);
      report({ label: `npm pack, unpacked (${tarball.entryCount} files)`, value: tarball.unpackedSize, show: mb, text: mb(tarball.unpackedSize), target: atMost(1.5 * 1024 * 1024, mb) });
      const cdn = pack(join(root, 'cdn'));
      report({ label: `  cee-widgets-cdn, the script-tag forms (${cdn.entryCount} files)`, value: cdn.unpackedSize, show: mb, text: mb(cdn.unpackedSize) });
    }

    // Requests made by a page with three simulators, a worksite form and an uploader
    if (runs('requests')) {
      await control('reset', {});
      await runPage('many-widgets.html');
      const log = (await control('requests')).data;
      const inputs = log.filter((r) => r.path.startsWith('/calc/api/v2/simulation-inputs/'));
      const distinct = new Set(inputs.map((r) => `${r.path} ${r.query?.aid ?? ''}`));
      const tokens = String(log.filter((r) => r.path === '/token').length);
      report({ label: '3 simulators (2 share a code) + form + uploader: token requests', value: tokens, text: tokens });
      const counts = `${inputs.length} / ${distinct.size}`;
      report({ label: '  simulation-inputs requests / distinct (code, context, aid)', value: counts, text: counts });
    }

    // What a page pays to run the single file before any element is on it: fresh pages, the file already fetched.
    if (runs('evaluate')) {
      const ms = [];
      for (let round = 0; round < ROUNDS; round++) {
        const { result } = await runPage('evaluate-single.html');
        if (!result.defined) throw new Error('evaluate-single.html: <cee-simulator> not defined');
        ms.push(result.ms);
      }
      const figure = spread(ms);
      report({ heading: `The single file, run by a fresh page (fetched and compiled first), ${ROUNDS} pages`, inRun: ', median (IQR)' });
      report({ label: '  dist/cee-widgets.js evaluated: its modules run, the elements defined', value: figure.median, show: MS.show, text: showSpread(figure, 1, MS.suffix), summary: 'the single file run by a page (fetched, then evaluated)' });
    }

    // A partner's page as written, on a slower network: what the files fetched one after another cost the visitor.
    if (runs('network')) {
      // Latency only: the bench's server does not compress, so a bandwidth limit would weigh files a CDN sends gzipped.
      const NETWORK = { latency: 80, download: -1, upload: -1 };
      const sides = { lazy: 'partner-page-lazy.html', single: 'partner-page.html' };
      const figures = await interleaved(Object.keys(sides), { rounds: ROUNDS, warmup: 1 }, async (side) => {
        await control('reset', {});
        return (await runPage(sides[side], { network: NETWORK })).result;
      });
      report({ heading: `A partner's page as written (script tag, element in the HTML), on a network of ${NETWORK.latency} ms a request (DevTools' emulation), ${ROUNDS} interleaved pages`, inRun: ', median (IQR), from the navigation' });
      for (const [side, what] of [['lazy', 'dist/lazy/'], ['single', 'the single file']]) {
        const painted = spread(figures[side].painted);
        const sent = spread(figures[side].inputsSent);
        report({ label: `  ${what}: the controls painted`, value: painted.median, show: MS.show, text: showSpread(painted, 1, MS.suffix), summary: side === 'lazy' ? `a partner's page, dist/lazy/, ${NETWORK.latency} ms a request: navigation -> controls painted` : undefined });
        report({ label: `    the inputs' request sent; script files: ${figures[side].files[0]}`, value: sent.median, show: MS.show, text: showSpread(sent, 1, MS.suffix) });
      }
    }

    // Each pair: answer -> controls -> laid out, cold and warm; keystroke; memory; frames. Widget vs plain DOM.
    if (runs('render') || runs('project')) {
      for (const pair of PAIRS.filter((candidate) => runs(candidate.part ?? 'render'))) {
        const [widgetPage, plainPage] = pair.pages;
        const pass = (query) =>
          interleaved(['widget', 'plain'], { rounds: ROUNDS, warmup: WARMUP }, async (side) => {
            await control('reset', {});
            if (pair.answer) await control('fail-next', { method: 'GET', ...pair.answer, status: 200, times: 6 });
            return (await runPage(`${side === 'widget' ? widgetPage : plainPage}${query}`)).result;
          });
        const result = await pass(pair.query ?? '');
        if (pair.atOnce) {
          const atOnce = await pass('?at-once');
          Object.assign(result.widget, atOnce.widget);
          Object.assign(result.plain, atOnce.plain);
        }
        const { widget, plain } = result;
        report({ heading: `${pair.title}: widget vs plain DOM, ${ROUNDS} interleaved rounds`, inRun: ', median (IQR)' });
        for (const { figure, label, unit, target, summary } of pair.rows) {
          const ratio = ratios(widget[figure], plain[figure]);
          const [w, p] = [spread(widget[figure]), spread(plain[figure])];
          report({
            label: `  ${label}`,
            value: ratio.median,
            show: times,
            text: `${showSpread(w, 1, unit.suffix)} vs ${showSpread(p, 1, unit.suffix)}: ${times(ratio.median)} (IQR ${times(ratio.p25)}–${times(ratio.p75)})`,
            target: target ? atMost(target, times) : undefined,
            sides: [w.median, p.median],
            sidesShow: unit.show,
            summary,
          });
        }
        if (pair.trace) {
          // One round's way on each side: the round whose insertion -> painted is that side's median.
          for (const [side, figures] of [['widget', widget], ['plain DOM', plain]]) {
            const text = traceText(medianRound(figures.cold, figures.trace));
            report({ label: `  one round, ${side} (ms from the insertion)`, value: text, text, once: true });
          }
        }
        if (pair.elements) {
          const count = (side, figure) => [...new Set(side[figure])].join(', ');
          const text = `${count(widget, 'elements')} vs ${count(plain, 'elements')} (in all, form included: ${count(widget, 'all')} vs ${count(plain, 'all')})`;
          report({ label: '  elements of the answer and its printed estimate', value: text, text });
        }
        if (pair.frames) {
          // Frames started between the answer's arrival and its controls in the DOM (0: the next frame shows them),
          // and of those, the ones that started while the browser was still handing the answer to the page.
          const none = (side) => side.frames.filter((n) => n === 0).length;
          const sum = (list) => list.reduce((total, n) => total + n, 0);
          const frames = (n) => `${n} frame${n === 1 ? '' : 's'}`;
          const count = (n) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
          const rounds = (n) => `${count(n)} of ${ROUNDS} rounds`;
          const range = (low, high) => `${count(low)}–${count(high)} of ${ROUNDS} rounds`;
          report({
            label: '  frames started between the answer and its controls: none',
            summary: pair.frames.target && 'no frame between the answer and its controls (7 fields)',
            value: none(widget),
            show: rounds,
            range,
            versus: none(plain),
            text:
              `in ${rounds(none(widget))} (${frames(sum(widget.frames))}, ${sum(widget.framesDelivery)} of them before the page's script had the answer's body,` +
              ` which came ${showSpread(spread(widget.delivery))} after it) vs in ${rounds(none(plain))} (${frames(sum(plain.frames))},` +
              ` ${sum(plain.framesDelivery)}; ${showSpread(spread(plain.delivery))})`,
            target: pair.frames.target ? atLeast(FRAME_FLOOR, rounds) : undefined,
            // Over several runs: how many frames there were in all, and how many before the page had the body.
            tally: [sum(widget.frames), sum(widget.framesDelivery), sum(plain.frames), sum(plain.framesDelivery)],
            tallyShow: ([ours, ourDelivery, theirs, theirDelivery]) => [
              ` (${frames(ours)} in all, ${ourDelivery} of them before the page's script had the answer's body)`,
              ` (${frames(theirs)}, ${theirDelivery})`,
            ],
          });
          const FRAME = 1000 / 60;
          const within = (side) => side.controls.filter((t) => t <= FRAME).length;
          report({
            label: '  answer -> controls in the DOM (before layout), within 16.7 ms',
            value: within(widget),
            show: rounds,
            range,
            versus: within(plain),
            text: `${showSpread(spread(widget.controls))}, in ${rounds(within(widget))} vs ${showSpread(spread(plain.controls))}, in ${rounds(within(plain))}`,
          });
        }
      }
    }

    // Upload throughput of a 20 MiB file
    if (runs('upload')) {
      const widget = [];
      const plain = [];
      for (let run = 0; run < 5; run++) {
        await control('reset', {});
        const { result } = await runPage('upload.html');
        widget.push(result.widgetMs);
        plain.push(result.plainMs);
      }
      const size = 20;
      const [w, p] = [spread(widget).median, spread(plain).median];
      report({ heading: 'Uploads' });
      report({
        label: 'upload 20 MiB: library vs plain XMLHttpRequest (median of 5)',
        value: p / w,
        show: (x) => `${times(x)} of plain speed`,
        range: (low, high) => `${times(low)}–${times(high)}`,
        text: `${((size * 1000) / w).toFixed(0)} MiB/s vs ${((size * 1000) / p).toFixed(0)} MiB/s = ${times(p / w)} of plain speed`,
      });
    }
  } finally {
    await bench.close();
  }

  // The sandbox's memory while it takes concurrent uploads (scripts/bench-uploads.js, when it is there).
  if (runs('upload-memory')) {
    if (!existsSync(uploadsScript)) {
      console.log('\nupload memory: scripts/bench-uploads.js is not there yet, skipped');
    } else {
      const { benchUploads } = await import('./bench-uploads.js');
      const { rows: uploads } = await benchUploads({ rounds: Math.min(ROUNDS, 5) });
      report({ heading: 'The sandbox taking 20 MiB uploads at once: its peak memory', inRun: ', median (lowest–highest)' });
      for (const { concurrent, peakMiB } of uploads) {
        report({
          label: `  ${concurrent} concurrent uploads of 20 MiB`,
          value: peakMiB.median,
          show: mib,
          text: `${mib(peakMiB.median)} (${mib(peakMiB.min)}–${mib(peakMiB.max)})`,
          target: concurrent === Math.max(...uploads.map((u) => u.concurrent)) ? atMost(UPLOAD_CEILING_MIB, mib) : undefined,
        });
      }
    }
  }
  // The API core reading a hostile service's floods, in Node (scripts/bench-floods.js): its own figures, no target.
  if (runs('floods')) {
    const { benchFloods } = await import('./bench-floods.js');
    const { rows: floods } = await benchFloods({ rounds: Math.min(ROUNDS, 5) });
    report({ heading: 'The API core reading floods (Node, from dist/npm/)', inRun: ', median (lowest–highest)' });
    for (const { label, ms } of floods) report({ label: `  ${label}`, value: ms.median, show: MS.show, text: `${MS.show(ms.median)} (${MS.show(ms.min)}–${MS.show(ms.max)})` });
  }
  const ended = loadNow();
  console.log(`\nload average ${load.toFixed(1)} as the run started, ${ended.toFixed(1)} as it ended`);
  return { rows, machine: bench.machine, load: [load, ended] };
}

/** The rows of several runs as one: each figure's median over the runs, and its range when the runs differ. */
function acrossRuns(all) {
  return all[0].rows.map((first, i) => {
    if (first.heading) return { heading: first.heading, inRun: first.inRun && ", the median of the runs' medians" };
    const values = all.map((run) => run.rows[i]?.value);
    if (all.some((run) => run.rows[i]?.label !== first.label)) throw new Error(`run rows differ at "${first.label}"`);
    if (first.once) return { ...first, text: `${first.text} (run 1)` };
    if (typeof first.value !== 'number') {
      const distinct = [...new Set(values)];
      return { ...first, text: distinct.join(', ') };
    }
    const over = overRuns(values);
    const median = (get) => overRuns(all.map((run) => get(run.rows[i]))).median;
    const span = first.range ?? ((low, high) => `${first.show(low)}–${first.show(high)}`);
    const range = first.show(over.min) === first.show(over.max) ? '' : ` (runs ${span(over.min, over.max)})`;
    const sides = first.sides ? `${first.sidesShow(median((row) => row.sides[0]))} vs ${first.sidesShow(median((row) => row.sides[1]))}: ` : '';
    const [tally, theirTally] = first.tally ? first.tallyShow(first.tally.map((_, j) => all.reduce((total, run) => total + run.rows[i].tally[j], 0))) : ['', ''];
    const versus = first.versus === undefined ? '' : ` vs ${first.show(median((row) => row.versus))}${theirTally}`;
    const met = all.filter((run) => first.target?.met(run.rows[i].value)).length;
    return {
      ...first,
      value: over.median,
      text: `${sides}${first.show(over.median)}${range}${tally}${versus}`,
      // Met or missed in every run: the verdict says it; otherwise, how many runs met it.
      note: first.target && met % all.length ? `met in ${met} of ${all.length} runs` : '',
    };
  });
}

const results = [];
for (let run = 1; run <= RUNS; run++) {
  if (RUNS > 1) console.log(`\n=== Run ${run} of ${RUNS}`);
  results.push(await benchOnce());
}
const rows = RUNS > 1 ? acrossRuns(results) : results[0].rows;
if (RUNS > 1) {
  console.log(`\n=== ${RUNS} runs: each figure's median over the runs (its range when they differ). ${loadNote(results.flatMap((run) => run.load))}`);
  for (const row of rows) {
    if (row.heading) console.log(`\n${row.heading}${row.inRun ?? ''}`);
    else console.log(`${row.label.padEnd(64)} ${row.text}${row.target ? `  [${verdict(row.target, row.value)}${row.note ? `; ${row.note}` : ''}]` : ''}`);
  }
}
if (WRITE) writeDocs(rows, results[0].machine, results.flatMap((run) => run.load));
// The address and DPE fields, weighed on their own (scripts/bench-address.js).
if (runs('sizes')) await printAddressWeights();
if (runs('sizes')) await printFunnelWeights();

/** The figures into docs/performance.md (all of them) and the README's Performance section (its summary table). */
function writeDocs(rows, machine, loads) {
  const how = RUNS > 1 ? `${RUNS} runs (\`npm run bench -- --runs ${RUNS}\`), each of` : 'one run (`npm run bench`) of';
  // A tag (`<cee-project>`) written as text, not read as HTML by a Markdown viewer.
  const cell = (text) => text.trim().replace(/\|/g, '\\|').replace(/</g, '&lt;');
  const verdictOf = (row) => (row.target ? verdict(row.target, row.value) + (row.note ? ` (${row.note})` : '') : '');
  const when = `${new Date().toISOString().slice(0, 10)}, ${machine}`;
  const table = [
    `Figures of ${when}; ${how} ${ROUNDS} interleaved rounds after ${WARMUP} unrecorded ones. ${loadNote(loads)}` +
      (RUNS > 1 ? ' Each figure is the median of the runs, with the lowest and highest run in brackets when they differ.' : ''),
    '',
    '| what | figure | target |',
    '|---|---|---|',
    ...rows.map((row) =>
      row.heading ? `| **${cell(row.heading + (row.inRun ?? ''))}** | | |` : `| ${cell(row.label)} | ${cell(row.text)} | ${verdictOf(row)} |`,
    ),
  ].join('\n');
  writeBetween('docs/performance.md', 'bench', table);
  const summary = [
    `Widget vs plain DOM calls doing the same work, ${when}; ${RUNS > 1 ? `the median of ${RUNS} runs, the lowest and highest run in brackets` : 'one run'}. ${loadNote(loads)}`,
    '',
    '| what | figure | target |',
    '|---|---|---|',
    ...rows.filter((row) => row.summary).map((row) => `| ${cell(row.summary)} | ${cell(row.text.replace(/ \(IQR [^)]*\)/g, ''))} | ${verdictOf(row)} |`),
  ].join('\n');
  writeBetween('README.md', 'bench-summary', summary);
  console.log('\ndocs/performance.md and the README\'s summary: figures written.');
}
