// Browser tests: real Chromium, TypeScript through esbuild, and the sandbox mounted on the test server's
// origin so every test talks real HTTP to it.
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
const SANDBOX_PATHS = /^\/(partner|calc|token|__sandbox)(\/|$)/;

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
 * Builds dist/cee-widgets.js as `npm run build:lib` does, and a React 18 app using cee-widgets/react, into a
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
      // React ships CommonJS, which the test server does not convert: a React 18 app is bundled as a partner would.
      await build({
        configFile: false,
        logLevel: 'warn',
        define: { 'process.env.NODE_ENV': '"production"' },
        build: {
          outDir,
          emptyOutDir: false,
          sourcemap: false,
          minify: false,
          lib: { entry: 'test/react/harness.ts', formats: ['es'], fileName: () => 'react-harness.js' },
        },
      });
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

const FRENCH_BROWSER_FILES = 'test/browser/**/*.fr-FR.test.ts';

export default {
  files: ['test/browser/**/*.test.ts', `!${FRENCH_BROWSER_FILES}`],
  nodeResolve: true,
  // One file at a time: the files share one sandbox, and a test that arms a failure must not hit another file.
  concurrency: 1,
  concurrentBrowsers: 1,
  testsFinishTimeout: 120_000,
  testFramework: { config: { timeout: 15_000 } },
  middleware: [crmMiddleware, languageLog, sandboxMiddleware],
  plugins: [builtBundle(), pageRequests(), esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' })],
  browsers: [chromium()],
  // A group of its own for what depends on the browser's language: the same Chromium, set to French.
  groups: [{ name: 'fr-FR', files: FRENCH_BROWSER_FILES, browsers: [chromium('fr-FR')] }],
};
