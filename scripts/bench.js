// `npm run bench`: sizes and speeds, each printed as a figure from one run against the sandbox in headless
// Chromium. Speeds are ratios to plain DOM / plain XHR doing the same work in the same run, so the figures
// say what the library costs, whatever the machine.
import { execSync } from 'node:child_process';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { createSandbox } from '../demo/sandbox/server.js';
import { findChromium, HOW_TO_INSTALL } from './find-chromium.js';
import { benchPages } from './bench-pages.js';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const RUNS = Number(process.env.BENCH_RUNS) || 7;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!process.argv.includes('--no-build')) {
  console.log('Building dist/ (npm run build:lib)…');
  execSync('npm run build:lib --silent', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

const executablePath = findChromium();
if (!executablePath) {
  console.error(HOW_TO_INSTALL);
  process.exit(1);
}

const TYPES = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8', '.map': 'application/json' };
const sandbox = createSandbox({ control: true });
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname.startsWith('/bench/')) {
    const page = benchPages[url.pathname.slice('/bench/'.length)];
    if (!page) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-store' });
    return void res.end(page);
  }
  if (url.pathname.startsWith('/dist/')) {
    const file = normalize(join(dist, url.pathname.slice('/dist/'.length)));
    if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
    return void res.end(readFileSync(file));
  }
  sandbox.handle(req, res);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function control(path, body) {
  const response = await fetch(`${origin}/__sandbox/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.status === 204 ? undefined : response.json();
}

/** Opens a bench page and returns what its script put in `window.benchResult`. */
async function runPage(name, { collectScripts = false } = {}) {
  const page = await browser.newPage();
  const scripts = [];
  if (collectScripts) {
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((b) => ({ url: response.url(), gzip: gzipSize(b) })));
    });
  }
  page.on('pageerror', (error) => console.error(`  [${name}] page error: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && console.error(`  [${name}] ${message.text()}`));
  await page.goto(`${origin}/bench/${name}`);
  const result = await page.waitForFunction(() => window.benchResult, undefined, { timeout: 60_000 }).then((h) => h.jsonValue());
  await page.close();
  return { result, scripts: await Promise.all(scripts) };
}

const figures = [];
const report = (label, value) => {
  figures.push([label, value]);
  console.log(`${label.padEnd(64)} ${value}`);
};

try {
  console.log(`\ncee-widgets benchmark · Chromium ${browser.version()} · ${RUNS} runs per timing, median\n`);

  // Sizes
  const bundle = readFileSync(join(dist, 'cee-widgets.js'));
  report('dist/cee-widgets.js, minified', kb(bundle.length));
  report('dist/cee-widgets.js, minified + gzip', kb(gzipSize(bundle)));
  const BUDGET_KB = 30;
  const pageWeight = async (name) => {
    await control('reset', {});
    const { scripts, result } = await runPage(name, { collectScripts: true });
    if (!result.result) throw new Error(`${name}: no result shown`);
    const sum = (list) => ({ bytes: list.reduce((total, s) => total + s.gzip, 0), files: list.length });
    const shown = new Set(result.shown);
    return { whole: sum(scripts), shown: sum(scripts.filter((s) => shown.has(s.url))) };
  };
  const budget = (bytes) => {
    const over = bytes / 1024 - BUDGET_KB;
    return over > 0 ? `over by ${over.toFixed(1)} KB` : `met, ${(-over).toFixed(1)} KB to spare`;
  };
  const single = await pageWeight('simulator-only.html');
  report('one <cee-simulator>, a whole simulation, single file: JS (gzip)', kb(single.whole.bytes));
  const lazy = await pageWeight('simulator-only-lazy.html');
  report(`one <cee-simulator>, dist/lazy/, form shown: JS (gzip, ${lazy.shown.files} files)`, kb(lazy.shown.bytes));
  report(`  budget ${BUDGET_KB} KB, form shown`, budget(lazy.shown.bytes));
  report(`  a whole simulation (gzip, ${lazy.whole.files} files)`, kb(lazy.whole.bytes));
  report(`  budget ${BUDGET_KB} KB, a whole simulation`, budget(lazy.whole.bytes));
  const english = await pageWeight('simulator-only-lazy-en.html');
  report(
    `  the same in English (lang="en"), whole (gzip, ${english.whole.files} files)`,
    `${kb(english.whole.bytes)} (+${kb(english.whole.bytes - lazy.whole.bytes)})`,
  );

  // Requests made by a page with three simulators, a worksite form and an uploader
  await control('reset', {});
  await runPage('many-widgets.html');
  const log = (await control('requests')).data;
  const tokenRequests = log.filter((r) => r.path === '/token').length;
  const inputs = log.filter((r) => r.path.startsWith('/calc/api/v2/simulation-inputs/'));
  const distinct = new Set(inputs.map((r) => `${r.path} ${r.query?.aid ?? ''}`));
  report('3 simulators (2 share a code) + form + uploader: token requests', String(tokenRequests));
  report('  simulation-inputs requests / distinct (code, context, aid)', `${inputs.length} / ${distinct.size}`);

  // Inputs answer -> interactive fields, and 200 fields, each against plain DOM calls
  for (const [label, page, fields] of [
    ['simulation-inputs answer -> interactive fields (BAR-TH-171)', 'render.html?fost=BAR-TH-171', 0],
    ['render 200 fields', 'render.html?fost=BAR-TH-171&fields=200', 200],
  ]) {
    const widget = [];
    const plain = [];
    for (let run = 0; run < RUNS; run++) {
      await control('reset', {});
      if (fields) {
        await control('fail-next', {
          method: 'GET',
          path: '/calc/api/v2/simulation-inputs/BAR-TH-171/b2c',
          status: 200,
          body: JSON.stringify({ data: manyDescriptors(fields) }),
          times: 2,
        });
      }
      const { result } = await runPage(page);
      widget.push(result.widgetMs);
      plain.push(result.plainMs);
    }
    const w = median(widget);
    const p = median(plain);
    report(label, `${w.toFixed(1)} ms vs plain DOM ${p.toFixed(1)} ms = ×${(w / Math.max(p, 0.1)).toFixed(2)}`);
  }

  // Upload throughput of a 20 MiB file
  const widget = [];
  const plain = [];
  for (let run = 0; run < Math.min(RUNS, 5); run++) {
    await control('reset', {});
    const { result } = await runPage('upload.html');
    widget.push(result.widgetMs);
    plain.push(result.plainMs);
  }
  const mib = 20;
  const w = median(widget);
  const p = median(plain);
  report(
    'upload 20 MiB: library vs plain XMLHttpRequest',
    `${((mib * 1000) / w).toFixed(0)} MiB/s vs ${((mib * 1000) / p).toFixed(0)} MiB/s = ×${(p / w).toFixed(2)} of plain speed`,
  );
} finally {
  await browser.close();
  server.close();
}

function manyDescriptors(n) {
  const kinds = [
    (i) => ({ key: `bench.number_${i}`, label: `Nombre ${i}`, type: 'number', unit: 'm²', min: 0, max: 1000 }),
    (i) => ({ key: `bench.select_${i}`, label: `Choix ${i}`, type: 'select', options: ['a', 'b', 'c', 'd'] }),
    (i) => ({ key: `bench.text_${i}`, label: `Texte ${i}`, type: 'string', required: false }),
    (i) => ({ key: `bench.flag_${i}`, label: `Case ${i}`, type: 'boolean', required: false }),
  ];
  return Array.from({ length: n }, (_, i) => kinds[i % kinds.length](i));
}
