// What `npm run bench` and `npm run bench:peers` share: a server for dist/, the bench pages, extra static folders
// and the sandbox; headless Chromium, with the one memory reading every page makes; interleaved rounds; medians
// with their interquartile range, and the median and range of a figure over several runs (`--runs`).
import { cpus, loadavg } from 'node:os';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { createSandbox } from '../demo/sandbox/server.js';
import { findChromium, HOW_TO_INSTALL } from './find-chromium.js';

export const root = resolve(import.meta.dirname, '..');
export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const TYPES = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.html': 'text/html; charset=utf-8', '.map': 'application/json', '.css': 'text/css' };

/**
 * `pages`: name → its text (HTML, or a module when the name ends in `.js`), or a function giving it (called once,
 * when first asked: for a text made from dist/ once it is built); `folders`: URL prefix → folder on disk (dist/,
 * scripts/, a peers' build).
 */
export async function startBench({ pages, folders }) {
  const made = new Map();
  const executablePath = findChromium();
  if (!executablePath) {
    console.error(HOW_TO_INSTALL);
    process.exit(1);
  }
  const sandbox = createSandbox({ control: true });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/bench/')) {
      const name = url.pathname.slice('/bench/'.length);
      const page = Object.hasOwn(pages, name) ? pages[name] : undefined;
      if (!page) return void res.writeHead(404).end();
      if (typeof page === 'function' && !made.has(name)) made.set(name, Promise.resolve(page()));
      return void Promise.resolve(typeof page === 'function' ? made.get(name) : page).then(
        (text) => {
          res.writeHead(200, { 'Content-Type': TYPES[extname(name)] ?? TYPES['.html'], 'Cache-Control': 'no-store' });
          res.end(text);
        },
        (error) => {
          console.error(`  [${name}] ${error.stack ?? error}`);
          res.writeHead(500).end();
        },
      );
    }
    for (const [prefix, folder] of Object.entries(folders)) {
      if (!url.pathname.startsWith(prefix)) continue;
      const file = normalize(join(folder, url.pathname.slice(prefix.length)));
      if (!file.startsWith(folder) || !existsSync(file) || !statSync(file).isFile()) return void res.writeHead(404).end();
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
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // `gc()`, so that a page reads its memory after full collections (see `benchMemory` below).
      '--js-flags=--expose-gc',
    ],
  });

  async function control(path, body) {
    const response = await fetch(`${origin}/__sandbox/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response.status === 204 ? undefined : response.json();
  }

  /** Opens `name` in a page of its own and returns what its script left in `window.benchResult`. */
  /**
   * `network`: DevTools' emulation of a slower network for the page (`{latency}` in ms before each answer's headers,
   * `{download, upload}` in bytes per second).
   */
  async function runPage(name, { collectScripts = false, viewport, network } = {}) {
    const context = await browser.newContext(viewport ? { viewport } : {});
    const page = await context.newPage();
    const scripts = [];
    if (collectScripts) {
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.body().then((b) => ({ url: response.url(), gzip: gzipSize(b), body: b })));
      });
    }
    // `benchMemory()`, the one memory reading of every bench page, whatever draws its forms: through the DevTools
    // protocol, V8's heap (`usedSize`: the page's JavaScript objects) and Blink's (`embedderHeapUsedSize`: the
    // garbage-collected heap that holds the DOM's nodes, their computed styles and layout objects), in KiB, read at
    // once (the page collects first). `performance.memory` has no DOM; `measureUserAgentSpecificMemory()` would need
    // the page cross-origin isolated and is scheduled by the browser rather than read when asked.
    const cdp = await context.newCDPSession(page);
    if (network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: network.latency, downloadThroughput: network.download, uploadThroughput: network.upload });
    }
    await page.exposeFunction('benchMemory', async () => {
      const usage = await cdp.send('Runtime.getHeapUsage');
      return { v8: usage.usedSize / 1024, blink: usage.embedderHeapUsedSize / 1024 };
    });
    page.on('pageerror', (error) => console.error(`  [${name}] page error: ${error.message}`));
    page.on('console', (message) => message.type() === 'error' && console.error(`  [${name}] ${message.text()}`));
    // The page hands its figures over by setting `window.benchResult`, with no polling (Playwright's
    // `waitForFunction` would run a callback in every frame, in the middle of what is measured).
    let finish;
    const finished = new Promise((resolve, reject) => {
      finish = resolve;
      setTimeout(() => reject(new Error(`${name}: no result within 120 s`)), 120_000).unref();
    });
    await page.exposeFunction('benchDone', (result) => finish(result));
    await page.addInitScript(() => Object.defineProperty(window, 'benchResult', { set: (result) => window.benchDone(result) }));
    await page.goto(`${origin}/bench/${name}`);
    const result = await finished;
    // The scripts' bodies are read before the page goes (one read late would find it closed).
    const collected = await Promise.all(scripts);
    await context.close();
    if (result.error) throw new Error(`${name}: ${result.error}`);
    return { result, scripts: collected };
  }

  const machine = `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.versions.node}, Chromium ${browser.version()}`;
  const close = async () => {
    await browser.close();
    server.close();
  };
  return { origin, browser, control, runPage, machine, close };
}

/** The value at quantile `q` (0..1) of `values`, linearly interpolated. */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (at - low);
}

/** `{median, p25, p75}` of `values`. */
export const spread = (values) => ({ median: quantile(values, 0.5), p25: quantile(values, 0.25), p75: quantile(values, 0.75), n: values.length });

export const showSpread = (s, digits = 1, unit = ' ms') =>
  `${s.median.toFixed(digits)}${unit} (IQR ${s.p25.toFixed(digits)}–${s.p75.toFixed(digits)})`;

/**
 * Runs `warmup` unrecorded rounds, then `rounds` recorded ones; in each, every contender once, the order rotated
 * from round to round so none always runs first. `run(name)` returns an object of figures; the result is, per
 * contender, per figure, the list of values.
 */
export async function interleaved(contenders, { rounds, warmup = 3 }, run) {
  const figures = Object.fromEntries(contenders.map((name) => [name, {}]));
  for (let round = -warmup; round < rounds; round++) {
    const shift = ((round % contenders.length) + contenders.length) % contenders.length;
    const order = [...contenders.slice(shift), ...contenders.slice(0, shift)];
    for (const name of order) {
      const result = await run(name);
      if (round < 0) continue;
      for (const [figure, value] of Object.entries(result)) (figures[name][figure] ??= []).push(value);
    }
  }
  return figures;
}

/** Per round, `a[i] / b[i]`: the spread of the ratio, round by round (both sides ran in the same round). */
export const ratios = (a, b) => spread(a.map((value, i) => value / b[i]));

/** `--runs N` (1 without it): how many times the whole bench runs, each with a browser of its own. */
export function runsAsked(argv = process.argv) {
  const at = argv.findIndex((arg) => arg === '--runs' || arg.startsWith('--runs='));
  if (at < 0) return 1;
  const value = Number(argv[at].includes('=') ? argv[at].slice('--runs='.length) : argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error('--runs takes a whole number of runs, 1 or more');
  return value;
}

/** A figure's median over the runs and its range (lowest and highest run). */
export const overRuns = (values) => ({ median: quantile(values, 0.5), min: Math.min(...values), max: Math.max(...values), n: values.length });

/** The machine's load (1-minute average), read as a run starts and ends: a busy machine gives noisy figures. */
export const load = () => loadavg()[0];

/** What the README says of the machine's load over `loads` (readings of `load()`). */
export function loadNote(loads) {
  const [low, high] = [Math.min(...loads), Math.max(...loads)];
  const busy = high > cpus().length / 2;
  return `Load average ${low.toFixed(1)}–${high.toFixed(1)} as each run started and ended${busy ? ': a shared, busy machine, whose figures are noisy (a quiet machine gives steadier ones).' : '.'}`;
}

/** Writes a figures' block into the docs (scripts/marked-blocks.js). */
export { writeBetween } from './marked-blocks.js';
