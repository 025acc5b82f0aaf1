// `npm start`: the demo pages and the sandbox in one dev server; `npm run build:demo`: the demo pages, built.
// The library build is vite.lib.config.ts.
import { defineConfig, type Plugin } from 'vite';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createSandbox } from './demo/sandbox/server.js';
import { createDemoCrm } from './demo/demo-crm.js';

/**
 * The demo pages, per audience: the home that lists them, the homeowner's page of an installer's site (French,
 * English), the partner's back office, the "Intégrer" configurator, the hostile CMS page, themes and parts.
 */
const DEMO_PAGES = ['index', 'particulier', 'en', 'simulateur', 'partenaire', 'integrer', 'cms', 'theming'];

/** The package's version, for the configurator's CDN snippets (`cee-widgets-cdn@<version>`, of the same version). */
const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8')) as { version: string };

const SANDBOX_PATHS = /^\/(partner|calc|token|__sandbox|geocodage|data-fair)(\/|\?|$)/;

function sandbox(): Plugin {
  return {
    name: 'cee-sandbox',
    configureServer(server) {
      const instance = createSandbox();
      // The demo site's own back end for contact requests (what a partner's CRM is to its site).
      const crm = createDemoCrm();
      server.middlewares.use((req, res, next) => {
        if (SANDBOX_PATHS.test(req.url ?? '')) instance.handle(req, res, next);
        else if (crm.paths.test(req.url ?? '')) void crm.handle(req, res);
        else next();
      });
      // The configurator reads the hashes of the last `npm run build` here, when there is one.
      server.middlewares.use('/dist/integrity.json', (_req, res, next) => {
        const file = resolve(import.meta.dirname, 'dist/integrity.json');
        if (!existsSync(file)) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(readFileSync(file));
      });
      server.httpServer?.once('listening', () => {
        setTimeout(() => {
          const url = server.resolvedUrls?.local[0] ?? 'http://localhost:5173/';
          server.config.logger.info(
            `\n  Sandbox: partner API ${url}partner/v1  calculation API ${url}calc/api/v2  token ${url}token\n`,
          );
        }, 50);
      });
    },
  };
}

export default defineConfig({
  root: 'demo',
  publicDir: false,
  plugins: [sandbox()],
  define: { __CEE_WIDGETS_VERSION__: JSON.stringify(version) },
  // A page's `<script src="../src/index.ts">` reaches the browser as `/src/index.ts`, above the demo root.
  resolve: { alias: [{ find: /^\/src\//, replacement: `${resolve(import.meta.dirname, 'src')}/` }] },
  server: { port: Number(process.env.PORT) || 5173, fs: { allow: ['..'] } },
  build: {
    outDir: resolve(import.meta.dirname, 'dist-demo'),
    emptyOutDir: true,
    rolldownOptions: {
      // Every demo page; a page missing here is served by `npm start` but absent from dist-demo/.
      input: Object.fromEntries(DEMO_PAGES.map((page) => [page, resolve(import.meta.dirname, `demo/${page}.html`)])),
    },
  },
});
