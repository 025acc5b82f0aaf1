// `npm run test:frameworks` (CI runs it after `npm test`): the packed package installed from its tarball into real
// apps, as a partner would, with the README's blocks of their framework written into them as written.
// - test/frameworks/next: Next.js 16, App Router. `next build`, then `next start` and a headless Chromium: after
//   hydration, both README components (the wrappers, the ref recipe) have their `values` and call their handler.
// - test/frameworks/angular: Angular 21 with CUSTOM_ELEMENTS_SCHEMA. `ng build` (AOT, strict templates), then the
//   built app served and the README's component calculating in Chromium.
// Each app is copied out of the repository (so no tool there sees its lockfile or node_modules) and installs from the
// npm registry: this is why these apps are not in `npm test`, which needs nothing past `npm ci`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { createSandbox } from '../../demo/sandbox/server.js';
import { findChromium } from '../../scripts/find-chromium.js';
import { readmeBlocks } from './readme-blocks.js';

const root = new URL('../../', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'cee-widgets-apps-'));
const npm = (args, cwd, env = {}) => execFileSync('npm', args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let tarball;
let sandbox;
let service;
let browser;

before(async () => {
  // The package as it is published (`npm test` built it: `npm run build:dist`).
  const packed = JSON.parse(npm(['pack', '--json', '--pack-destination', work], root));
  tarball = join(work, packed[0].filename);
  const handler = createSandbox({ control: false });
  sandbox = createServer((req, res) => handler.handle(req, res));
  await new Promise((resolve) => sandbox.listen(0, '127.0.0.1', resolve));
  service = `http://127.0.0.1:${sandbox.address().port}`;
  browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] });
});

after(async () => {
  await browser?.close();
  sandbox?.close();
  rmSync(work, { recursive: true, force: true });
});

/** The app copied out of the repository, the README's blocks of its kind written to their files, then installed. */
function install(kind) {
  const app = join(work, kind);
  cpSync(join(root, 'test/frameworks', kind), app, { recursive: true });
  const blocks = readmeBlocks().filter((block) => block.kind === kind);
  assert.ok(blocks.length > 0, `the README has no ${kind} block`);
  for (const block of blocks) writeFileSync(join(app, block.file), block.code);
  npm(['install', '--no-audit', '--no-fund', tarball], app);
  return app;
}

/**
 * Starts a server in a process group of its own; resolves once it prints `ready`, with a function that stops the
 * whole group (a server may start workers of its own).
 */
function serve(command, args, cwd, env, ready) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  return new Promise((resolve, reject) => {
    const seen = (chunk) => {
      output += chunk;
      if (ready.test(output)) resolve(() => process.kill(-child.pid, 'SIGTERM'));
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.on('exit', (code) => reject(new Error(`${command} ${args.join(' ')} exited (${code}):\n${output}`)));
  });
}

/** A port nobody listens on. */
async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Fills BAR-TH-171's fields of the simulator `selector` (in the page's DOM, through its shadow root) and calculates. */
async function calculate(page, selector) {
  await page.waitForFunction((s) => document.querySelector(s)?.shadowRoot?.querySelector('[data-key="housing.department"]'), selector, { timeout: 30_000 });
  await page.evaluate((s) => {
    const root = document.querySelector(s).shadowRoot;
    const set = (key, value) => {
      const controls = [...root.querySelectorAll(`[data-key="${key}"]`)];
      const radio = controls.find((c) => c.type === 'radio' && c.value === value);
      if (radio) return radio.click();
      controls[0].value = value;
      controls[0].dispatchEvent(new Event(controls[0].tagName === 'SELECT' ? 'change' : 'input', { bubbles: true, composed: true }));
    };
    // The README's simulators ask both aids: the household's size and income too.
    const values = { 'operation.engagement_date': '2025-11-15', 'housing.department': '67', 'housing.type': 'maison', 'operation.usage': 'ecs', 'operation.etas': '140-170', 'household.size': '3', 'household.income': '32000' };
    for (const [key, value] of Object.entries(values)) set(key, value);
    root.querySelector('[part~="submit"]').click();
  }, selector);
  await page.waitForFunction((s) => document.querySelector(s)?.shadowRoot?.querySelector('[part~="result"]'), selector, { timeout: 30_000 });
}

const surface = (page, selector) => page.evaluate((s) => document.querySelector(s).shadowRoot.querySelector('[data-key="housing.surface"]')?.value, selector);

test('Next.js 16 (App Router) builds the README components, and after hydration they get their values and call their handlers', { timeout: 900_000 }, async () => {
  const app = install('next');
  const env = { NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_SERVICE: service };
  try {
    npm(['run', 'build'], app, env);
  } catch (error) {
    assert.fail(`next build failed:\n${error.stdout}${error.stderr}`);
  }
  const port = await freePort();
  const next = join(app, 'node_modules/next/dist/bin/next');
  const stop = await serve(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], app, env, /Ready in|started server/i);
  const page = await browser.newPage();
  try {
    await page.goto(`http://127.0.0.1:${port}/`);
    for (const section of ['#wrapper', '#by-ref']) {
      const selector = `${section} cee-simulator`;
      await page.waitForFunction((s) => document.querySelector(s)?.shadowRoot?.querySelector('[data-key="housing.surface"]'), selector, { timeout: 30_000 });
      assert.equal(await surface(page, selector), '100', `${section}: the values never arrived`);
      await calculate(page, selector);
      await page.waitForFunction((s) => document.querySelector(`${s} output`)?.textContent === 'both', section, { timeout: 30_000 });
    }
  } finally {
    await page.close();
    stop();
  }
});

test('Angular 21 builds the README component with CUSTOM_ELEMENTS_SCHEMA, which calculates in the built app', { timeout: 900_000 }, async () => {
  const app = install('angular');
  // The README's component takes its connection from configure(), as a partner's main.ts would.
  const main = join(app, 'src/main.ts');
  writeFileSync(main, `import { configure } from 'cee-widgets';\nconfigure({ apiBase: '${service}/partner', calcBase: '${service}/calc', tokenEndpoint: '${service}/token' });\n${readFileSync(main, 'utf8')}`);
  try {
    npm(['run', 'build'], app, { NG_CLI_ANALYTICS: 'false' });
  } catch (error) {
    assert.fail(`ng build failed:\n${error.stdout}${error.stderr}`);
  }
  const files = join(app, 'dist/app/browser');
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const path = normalize(join(files, new URL(req.url, 'http://x').pathname));
    const file = path.startsWith(files) && extname(path) ? path : join(files, 'index.html');
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const page = await browser.newPage();
  try {
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    const selector = 'app-simulator cee-simulator';
    await page.waitForFunction((s) => document.querySelector(s)?.shadowRoot?.querySelector('[data-key="housing.surface"]'), selector, { timeout: 30_000 });
    assert.equal(await surface(page, selector), '100', 'the [values] binding never arrived');
    await calculate(page, selector);
    // The (cee-result) handler kept the detail, which the root component shows.
    await page.waitForFunction(() => document.querySelector('app-root output')?.textContent === 'both', undefined, { timeout: 30_000 });
  } finally {
    await page.close();
    server.close();
  }
});
