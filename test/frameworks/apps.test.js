// `npm run test:frameworks` (CI runs it after `npm test`): the packed package installed from its tarball into real
// apps, as a partner would, with the README's blocks of their framework written into them as they stand
// (`apps.js` says which kinds each app takes). Each app is built with its framework's own tools, then served and
// driven in a headless Chromium: the README's simulators get their `values`, calculate against the sandbox, and their
// handlers receive the result.
// - react: React 19 with Vite (`tsc`, skipLibCheck off, then `vite build`): the element used directly and the wrapper.
// - next: Next.js 16, App Router. `next build`, then `next start`: the README's page (a server component rendering its
//   client component), and the ref recipe on a page of the test's.
// - vue: Vue 3 with Vite (`vue-tsc` with strictTemplates and skipLibCheck off, then `vite build`, with the README's
//   vite.config.ts).
// - svelte: Svelte 5 with Vite (`svelte-check --fail-on-warnings`, then `vite build`).
// - angular: Angular 21 with CUSTOM_ELEMENTS_SCHEMA. `ng build` (AOT, strict templates).
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
import { APP_KINDS } from './apps.js';
import { readmeBlocks } from './readme-blocks.js';

const root = new URL('../../', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'cee-widgets-apps-'));
const npm = (args, cwd, env = {}) => execFileSync('npm', args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let tarball;
let sandbox;
/** The sandbox's handler: each app's origin joins its CORS allow-list (the sandbox answers its own origin and those only). */
let handler;
let service;
let browser;

before(async () => {
  // The package as it is published (`npm test` built it: `npm run build:dist`).
  const packed = JSON.parse(npm(['pack', '--json', '--pack-destination', work], root));
  tarball = join(work, packed[0].filename);
  handler = createSandbox({ control: false });
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

/** The app copied out of the repository, the README's blocks of its kinds written to their files, then installed. */
function install(app) {
  const dir = join(work, app);
  cpSync(join(root, 'test/frameworks', app), dir, { recursive: true });
  const blocks = readmeBlocks().filter((block) => APP_KINDS[app].includes(block.kind));
  assert.ok(blocks.length > 0, `the README has no block for the ${app} app`);
  for (const block of blocks) writeFileSync(join(dir, block.file), block.code);
  npm(['install', '--no-audit', '--no-fund', tarball], dir);
  return dir;
}

/** Runs the app's `npm run build`; fails the test with its output. */
function buildApp(dir, env = {}) {
  try {
    npm(['run', 'build'], dir, env);
  } catch (error) {
    assert.fail(`npm run build failed in ${dir}:\n${error.stdout}${error.stderr}`);
  }
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

/** A folder of built files served as a single-page app: its origin, and a function that stops it. */
async function serveStatic(files) {
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
  return { origin: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() };
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

/**
 * At `url`, each simulator of `simulators` (`[selector of the element, selector of the output its handler fills]`):
 * its `values` arrived, it calculates, and its handler received the result (`both`).
 */
async function simulates(url, simulators) {
  const origin = new URL(url).origin;
  if (!handler.allowedOrigins.includes(origin)) handler.allowedOrigins.push(origin);
  const page = await browser.newPage();
  try {
    await page.goto(url);
    for (const [selector, output] of simulators) {
      await page.waitForFunction((s) => document.querySelector(s)?.shadowRoot?.querySelector('[data-key="housing.surface"]'), selector, { timeout: 30_000 });
      assert.equal(await surface(page, selector), '100', `${url} ${selector}: the values never arrived`);
      await calculate(page, selector);
      await page.waitForFunction((o) => document.querySelector(o)?.textContent === 'both', output, { timeout: 30_000 });
    }
  } finally {
    await page.close();
  }
}

/** A Vite app: the sandbox's address in src/service.ts, built, its dist/ served, its simulators driven. */
async function viteApp(app, simulators) {
  const dir = install(app);
  writeFileSync(join(dir, 'src/service.ts'), `// Written by test/frameworks/apps.test.js: the sandbox of this run.\nexport const SERVICE = '${service}';\n`);
  buildApp(dir);
  const { origin, stop } = await serveStatic(join(dir, 'dist'));
  try {
    await simulates(`${origin}/`, simulators);
  } finally {
    stop();
  }
}

test('React 19 with Vite builds the README files (tsc, skipLibCheck off), whose simulators get their values and call their handlers', { timeout: 900_000 }, async () => {
  await viteApp('react', [
    ['#direct cee-simulator', '#direct output'],
    ['#wrapper cee-simulator', '#wrapper output'],
  ]);
});

test('Vue 3 with Vite builds the README files (vue-tsc with strictTemplates, skipLibCheck off; its vite.config.ts), which calculate', { timeout: 900_000 }, async () => {
  await viteApp('vue', [['cee-simulator', 'output']]);
});

test('Svelte 5 with Vite builds the README files (svelte-check, no warning), which calculate', { timeout: 900_000 }, async () => {
  await viteApp('svelte', [['cee-simulator', 'output']]);
});

test('Next.js 16 (App Router) builds the README files, and after hydration its simulators get their values and call their handlers', { timeout: 900_000 }, async () => {
  const app = install('next');
  const env = { NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_CEE_API_BASE: `${service}/partner`, NEXT_PUBLIC_CEE_CALC_BASE: `${service}/calc`, CEE_SERVICE: service };
  buildApp(app, env);
  const port = await freePort();
  const next = join(app, 'node_modules/next/dist/bin/next');
  const stop = await serve(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], app, env, /Ready in|started server/i);
  try {
    // The README's page: a server component rendering its client component, which holds the wrapper's results.
    await simulates(`http://127.0.0.1:${port}/`, [['main cee-simulator', 'main output']]);
    // The README's ref recipe, on a page of the test's.
    await simulates(`http://127.0.0.1:${port}/by-ref`, [['#by-ref cee-simulator', '#by-ref output']]);
  } finally {
    stop();
  }
});

test('Angular 21 builds the README component with CUSTOM_ELEMENTS_SCHEMA, which calculates in the built app', { timeout: 900_000 }, async () => {
  const app = install('angular');
  // The README's component takes its connection from configure(), as a partner's main.ts would.
  const main = join(app, 'src/main.ts');
  writeFileSync(main, `import { configure } from 'cee-widgets/configure';\nconfigure({ apiBase: '${service}/partner', calcBase: '${service}/calc', tokenEndpoint: '${service}/token' });\n${readFileSync(main, 'utf8')}`);
  buildApp(app, { NG_CLI_ANALYTICS: 'false' });
  const { origin, stop } = await serveStatic(join(app, 'dist/app/browser'));
  try {
    // The (cee-result) handler kept the detail, which the root component shows.
    await simulates(`${origin}/`, [['app-simulator cee-simulator', 'app-root output']]);
  } finally {
    stop();
  }
});
