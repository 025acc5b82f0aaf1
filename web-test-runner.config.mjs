// Browser tests: real Chromium, TypeScript through esbuild, and the sandbox mounted on the test server's
// origin so every test talks real HTTP to it.
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { build } from 'vite';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { createSandbox } from './demo/sandbox/server.js';
import { createDemoCrm } from './demo/demo-crm.js';
import { findChromium, HOW_TO_INSTALL } from './scripts/find-chromium.js';
import { pageRequests } from './test/browser/lead-step/page-requests-plugin.mjs';
import { secondOrigin } from './test/browser/funnel/second-origin-plugin.mjs';

const executablePath = findChromium();
if (!executablePath) {
  console.error(HOW_TO_INSTALL);
  process.exit(1);
}

const sandbox = createSandbox({ control: true });
const crm = createDemoCrm();

/** The demo site's back end for contact requests, as `npm start` mounts it (demo/demo-crm.js). */
function crmMiddleware(ctx, next) {
  if (!crm.paths.test(ctx.url)) return next();
  ctx.respond = false;
  return crm.handle(ctx.req, ctx.res);
}
/**
 * Files under /__dist/ held back, by the start of their path, until a test releases them (`GET /__dist-hold` with
 * `?hold=`, `?release=`; `?waiting=` tells how many requests wait): what a page does while a file is on its way.
 * `/__dist/fresh-<name>/…` serves `/__dist/…` under addresses no page fetched before (none in the browser's cache).
 */
const held = new Map();
async function distHold(ctx, next) {
  if (ctx.path === '/__dist-hold') {
    const { hold, release, waiting } = ctx.query;
    if (hold && !held.has(hold)) {
      let open;
      held.set(hold, { opened: new Promise((resolve) => (open = resolve)), open, waiting: 0 });
    }
    const count = held.get(waiting)?.waiting ?? 0;
    if (release) held.get(release)?.open(), held.delete(release);
    ctx.body = { waiting: count };
    return undefined;
  }
  if (ctx.path.startsWith('/__dist/')) {
    const path = ctx.path.slice('/__dist/'.length);
    for (const [prefix, entry] of held) {
      if (!path.startsWith(prefix)) continue;
      entry.waiting += 1;
      await entry.opened;
    }
    ctx.path = ctx.path.replace(/^\/__dist\/fresh-[^/]+\//, '/__dist/');
  }
  return next();
}
const SANDBOX_PATHS = /^\/(partner|calc|token|__sandbox|geocodage|data-fair)(\/|$)/;

/** Koa middleware handing the sandbox's paths to its Node handler. */
function sandboxMiddleware(ctx, next) {
  if (!SANDBOX_PATHS.test(ctx.path)) return next();
  ctx.respond = false;
  return new Promise((resolve) => {
    ctx.res.once('finish', resolve);
    ctx.res.once('close', resolve);
    sandbox.handle(ctx.req, ctx.res);
  });
}

/**
 * Test-only: the `Accept-Language` of each request to the partner and calculation APIs, at `GET /__test/languages`
 * (the sandbox's own log keeps no headers), cleared with the sandbox's reset.
 */
const languages = [];
function languageLog(ctx, next) {
  if (ctx.path === '/__test/languages') {
    ctx.body = { data: languages };
    return undefined;
  }
  if (ctx.method === 'POST' && ctx.path === '/__sandbox/reset') languages.length = 0;
  else if (/^\/(partner|calc)\//.test(ctx.path) && languages.length < 5000) {
    languages.push({ method: ctx.method, path: ctx.path, acceptLanguage: ctx.get('accept-language') });
  }
  return next();
}

/**
 * Pages served under the README's Content-Security-Policy (its `csp` snippet, the CDN and the service being this
 * server's own origin here): `/__csp/single.html` and `/__csp/lazy.html` load the built single file or lazy loader
 * (/__dist/) and show a simulator with its operation picker and one given its operation. test/browser/csp.test.ts.
 */
function cspPages() {
  const readme = readFileSync('README.md', 'utf8');
  const policy = /<!-- snippet: csp -->\n```http\nContent-Security-Policy: ([^\n]+)\n```/.exec(readme)?.[1];
  if (!policy) throw new Error('README.md has no csp snippet');
  const scripts = { single: '/__dist/cee-widgets.js', lazy: '/__dist/lazy/cee-widgets.js' };
  return (ctx, next) => {
    const page = /^\/__csp\/(single|lazy)\.html$/.exec(ctx.path)?.[1];
    if (!page) return next();
    const origin = `${ctx.protocol}://${ctx.host}`;
    const connection = `api-base="${origin}/partner" calc-base="${origin}/calc" token-endpoint="${origin}/token"`;
    ctx.set('Content-Security-Policy', policy.replaceAll('https://cdn.jsdelivr.net', origin).replaceAll('https://service.example', origin));
    ctx.type = 'html';
    ctx.body = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>CSP</title>
<script type="module" src="${scripts[page]}"></script></head>
<body><cee-simulator id="picker" ${connection}></cee-simulator><cee-simulator id="given" fost="BAR-TH-171" euros-mwh-cumac="8" ${connection}></cee-simulator></body></html>`;
    return undefined;
  };
}

/** Each React app the tests drive, and the file it is served as under /__dist/. */
const REACT_HARNESSES = [
  ['test/react/harness.ts', 'react-harness.js'],
  ['test/react/react19/harness.ts', 'react19-harness.js'],
];

/**
 * Builds dist/cee-widgets.js as `npm run build:lib` does, and React 18 and 19 apps using the elements, into a
 * temporary folder served at /__dist/, so tests also exercise what partners load, not only the sources.
 */
function builtBundle() {
  let outDir;
  return {
    name: 'built-bundle',
    async serverStart() {
      outDir = await mkdtemp(join(tmpdir(), 'cee-widgets-bundle-'));
      await build({
        configFile: 'vite.lib.config.ts',
        logLevel: 'warn',
        build: { outDir, emptyOutDir: true, sourcemap: false },
      });
      await build({
        configFile: 'vite.lib.config.ts',
        mode: 'lazy',
        logLevel: 'warn',
        build: { outDir: join(outDir, 'lazy'), emptyOutDir: true, sourcemap: false },
      });
      // React ships CommonJS, which the test server does not convert: a React 18 app (the wrappers) and a React 19
      // app (the elements directly; test/react/react19/ has its own React) are bundled as a partner would.
      for (const [entry, fileName] of REACT_HARNESSES) {
        await build({
          configFile: false,
          logLevel: 'warn',
          define: { 'process.env.NODE_ENV': '"production"' },
          build: { outDir, emptyOutDir: false, sourcemap: false, minify: false, lib: { entry, formats: ['es'], fileName: () => fileName } },
        });
      }
    },
    async serve(context) {
      if (!context.path.startsWith('/__dist/')) return undefined;
      const file = normalize(join(outDir, context.path.slice('/__dist/'.length)));
      if (!file.startsWith(outDir)) return undefined;
      const body = await readFile(file).catch(() => undefined);
      return body === undefined ? undefined : { body: body.toString('utf8'), type: 'js' };
    },
  };
}

/** Chromium, in `locale` when given (its `navigator.language`, `Accept-Language` and number inputs follow it). */
function chromium(locale) {
  return playwrightLauncher({
    product: 'chromium',
    launchOptions: {
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
      ],
    },
    ...(locale && { createBrowserContext: ({ browser }) => browser.newContext({ locale }) }),
  });
}

/**
 * Every browser test file imports the personal-data scan of the funnel events first (test/browser/helpers/
 * scan-every-test.ts): a funnel event fired in any test of the suite is checked, and fails its test if it holds
 * personal data.
 */
function funnelScanEverywhere() {
  return {
    name: 'funnel-scan-everywhere',
    transform(context) {
      if (!/^\/test\/browser\/.+\.test\.ts$/.test(context.path)) return undefined;
      return { body: `import '/test/browser/helpers/scan-every-test.ts';\n${context.body}` };
    },
  };
}

const FRENCH_BROWSER_FILES = 'test/browser/**/*.fr-FR.test.ts';

export default {
  files: ['test/browser/**/*.test.ts', `!${FRENCH_BROWSER_FILES}`],
  nodeResolve: true,
  // One file at a time: the files share one sandbox, and a test that arms a failure must not hit another file.
  concurrency: 1,
  concurrentBrowsers: 1,
  testsFinishTimeout: 120_000,
  testFramework: { config: { timeout: 15_000 } },
  middleware: [distHold, crmMiddleware, languageLog, cspPages(), sandboxMiddleware],
  plugins: [builtBundle(), pageRequests(), secondOrigin({ sandbox }), funnelScanEverywhere(), esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' })],
  browsers: [chromium()],
  // A group of its own for what depends on the browser's language: the same Chromium, set to French.
  groups: [{ name: 'fr-FR', files: FRENCH_BROWSER_FILES, browsers: [chromium('fr-FR')] }],
};
