// `npm run bench`: sizes and speeds against the sandbox in headless Chromium, printed as figures. Speeds are
// ratios to plain DOM calls (scripts/bench-plain.js: the same DOM as the widget's, the same stylesheets, a listener
// per control, the answer kept; test/browser/bench/plain-baseline.test.ts checks the DOMs are the same) or to a plain
// XMLHttpRequest, each side in a page of its own, in interleaved rounds (3 unrecorded, then BENCH_ROUNDS, 15 by
// default) whose order turns from round to round, reported as median and interquartile range (IQR).
// `--readme` writes the figures into the README's Performance section. `--no-build` uses dist/ as it is.
// `--only=sizes,requests,render,upload` runs those parts alone (not with `--readme`); `--files` lists the files each
// page weight counts.
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchPages } from './bench-pages.js';
import { manyDescriptors } from './bench-answers.js';
import { gzipSize, interleaved, kb, ratios, root, showSpread, spread, startBench } from './bench-harness.js';

// BENCH_DIST: another build to measure (the same figures for an earlier commit's dist/).
const dist = process.env.BENCH_DIST || join(root, 'dist');
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 15;
const INPUTS = '/calc/api/v2/simulation-inputs/BAR-TH-171/b2c';
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
const runs = (part) => !only || only.includes(part);
if (only && process.argv.includes('--readme')) throw new Error('--readme writes every figure: run it without --only');

if (!process.argv.includes('--no-build')) {
  console.log('Building dist/ (npm run build:lib)…');
  execSync('npm run build:lib --silent', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

const bench = await startBench({ pages: benchPages, folders: { '/dist/': dist, '/scripts/': join(root, 'scripts') } });
const { control, runPage } = bench;

const figures = [];
const report = (label, value, target = '') => {
  figures.push([label, value, target]);
  console.log(`${label.padEnd(58)} ${value}${target ? `  [${target}]` : ''}`);
};
/** "met" or "missed by …" for a figure and its ceiling. */
const against = (value, ceiling, show) => (value <= ceiling ? `target ≤ ${show(ceiling)}: met` : `target ≤ ${show(ceiling)}: missed by ${show(value - ceiling)}`);
const times = (x) => `×${x.toFixed(2)}`;

try {
  console.log(`\ncee-widgets benchmark · ${bench.machine}\n`);

  // Sizes
  if (runs('sizes')) {
    const bundle = readFileSync(join(dist, 'cee-widgets.js'));
    report('dist/cee-widgets.js, minified', kb(bundle.length));
    report('dist/cee-widgets.js, minified + gzip', kb(gzipSize(bundle)));
    const BUDGET = 30 * 1024;
    const pageWeight = async (name) => {
      await control('reset', {});
      const { scripts, result } = await runPage(name, { collectScripts: true });
      if (!result.result) throw new Error(`${name}: no result shown`);
      const sum = (list) => ({ bytes: list.reduce((total, s) => total + s.gzip, 0), files: list.length });
      const shown = new Set(result.shown);
      if (process.argv.includes('--files')) {
        for (const s of scripts) console.log(`    ${shown.has(s.url) ? 'shown' : '     '} ${kb(s.gzip).padStart(9)}  ${new URL(s.url).pathname}`);
      }
      // The same files as one: what compressing each on its own costs (a page loads only the files it shows).
      const together = gzipSize(Buffer.concat(scripts.map((s) => s.body)));
      return { whole: sum(scripts), shown: sum(scripts.filter((s) => shown.has(s.url))), together };
    };
    const kbs = (bytes) => kb(bytes);
    const single = await pageWeight('simulator-only.html');
    report('one <cee-simulator>, single file, whole simulation (gzip)', kb(single.whole.bytes));
    const lazy = await pageWeight('simulator-only-lazy.html');
    report(`one <cee-simulator>, dist/lazy/, before a gesture (${lazy.shown.files} files)`, kb(lazy.shown.bytes), against(lazy.shown.bytes, BUDGET, kbs));
    report(`  a whole simulation (${lazy.whole.files} files)`, kb(lazy.whole.bytes), against(lazy.whole.bytes, BUDGET, kbs));
    report(`    the same ${lazy.whole.files} files as one (gzip)`, kb(lazy.together));
    const english = await pageWeight('simulator-only-lazy-en.html');
    report(`  the same in English, whole (${english.whole.files} files)`, `${kb(english.whole.bytes)} (+${kb(english.whole.bytes - lazy.whole.bytes)})`);
    const three = await pageWeight('three-elements-lazy.html');
    report(`all three elements, dist/lazy/, before a gesture (${three.whole.files} files)`, kb(three.whole.bytes), against(three.whole.bytes, 40 * 1024, kbs));
    report(`  the same ${three.whole.files} files as one (gzip)`, kb(three.together));
  }

  // Requests made by a page with three simulators, a worksite form and an uploader
  if (runs('requests')) {
    await control('reset', {});
    await runPage('many-widgets.html');
    const log = (await control('requests')).data;
    const tokenRequests = log.filter((r) => r.path === '/token').length;
    const inputs = log.filter((r) => r.path.startsWith('/calc/api/v2/simulation-inputs/'));
    const distinct = new Set(inputs.map((r) => `${r.path} ${r.query?.aid ?? ''}`));
    report('3 simulators (2 share a code) + form + uploader: token requests', String(tokenRequests));
    report('  simulation-inputs requests / distinct (code, context, aid)', `${inputs.length} / ${distinct.size}`);
  }

  // Answer -> controls -> next frame, cold and warm; keystroke -> next frame; heap added. Widget vs plain DOM.
  if (runs('render')) {
    for (const [label, fields] of [
      ['BAR-TH-171, 7 fields', 0],
      ['200 fields of every kind', 200],
    ]) {
      const body = fields ? JSON.stringify({ data: manyDescriptors(fields) }) : undefined;
      const result = await interleaved(['widget', 'plain'], { rounds: ROUNDS, warmup: 3 }, async (name) => {
        await control('reset', {});
        if (body) await control('fail-next', { method: 'GET', path: INPUTS, status: 200, body, times: 6 });
        return (await runPage(`render-${name}.html`)).result;
      });
      const atOnce = await interleaved(['widget', 'plain'], { rounds: ROUNDS, warmup: 3 }, async (name) => {
        await control('reset', {});
        if (body) await control('fail-next', { method: 'GET', path: INPUTS, status: 200, body, times: 2 });
        return (await runPage(`render-${name}.html?at-once`)).result;
      });
      Object.assign(result.widget, atOnce.widget);
      Object.assign(result.plain, atOnce.plain);
      const { widget, plain } = result;
      console.log(`\n${label}: widget vs plain DOM, ${ROUNDS} interleaved rounds, median (IQR)`);
      const row = (what, figure, ceiling, unit = ' ms') => {
        const ratio = ratios(widget[figure], plain[figure]);
        report(
          `  ${what}`,
          `${showSpread(spread(widget[figure]), 1, unit)} vs ${showSpread(spread(plain[figure]), 1, unit)}: ${times(ratio.median)} (IQR ${times(ratio.p25)}–${times(ratio.p75)})`,
          fields && ceiling ? against(ratio.median, ceiling, times) : '',
        );
      };
      row('cold: answer -> all controls in the DOM, laid out', 'cold', 1.5);
      row('warm: the same, for a second form on the page', 'warm', 1.3);
      row('  the second form at once, the first just gone', 'atOnce', 0);
      row('  four more, one after the other, kept on the page (median)', 'later', 0);
      row('keystroke: input -> handled, drawn, laid out', 'key', 2);
      row('V8 heap a form holds (freed when it goes; 4 on the page)', 'holds', 1.6, ' KiB');
      report('    of which the answer the plain page keeps', showSpread(spread(plain.answerHeap), 1, ' KiB'));
      row('  heap rendering them added, per form (and code compiled)', 'formHeap', 0, ' KiB');
      row('V8 heap added by the cold render (with first-run code)', 'coldHeap', 0, ' KiB');
      if (!fields) {
        const FRAME = 1000 / 60;
        const late = widget.frames.filter((ms) => ms > FRAME).length;
        report(
          '  answer -> controls in the DOM (before layout)',
          `${showSpread(spread(widget.frames))}; within a frame (16.7 ms) in ${ROUNDS - late} of ${ROUNDS} rounds`,
          late ? `target: the next frame; missed in ${late} of ${ROUNDS}` : 'target: the next frame: met',
        );
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
    const mib = 20;
    const w = spread(widget).median;
    const p = spread(plain).median;
    console.log('');
    report(
      'upload 20 MiB: library vs plain XMLHttpRequest (median of 5)',
      `${((mib * 1000) / w).toFixed(0)} MiB/s vs ${((mib * 1000) / p).toFixed(0)} MiB/s = ×${(p / w).toFixed(2)} of plain speed`,
    );
  }

  if (process.argv.includes('--readme')) writeReadme();
} finally {
  await bench.close();
}

function writeReadme() {
  const file = join(root, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  if (!readme.includes(start) || !readme.includes(end)) throw new Error('README.md has no bench markers');
  const table = [
    `Figures of ${new Date().toISOString().slice(0, 10)}, ${bench.machine}; ${ROUNDS} interleaved rounds after 3 unrecorded ones (\`npm run bench\`).`,
    '',
    '| what | figure | target |',
    '|---|---|---|',
    ...figures.map(([label, value, target]) => `| ${label.trim().replace(/\|/g, '\\|')} | ${value} | ${target} |`),
  ].join('\n');
  writeFileSync(file, readme.slice(0, readme.indexOf(start) + start.length) + '\n' + table + '\n' + readme.slice(readme.indexOf(end)));
  console.log('\nREADME.md: Performance figures written.');
}
