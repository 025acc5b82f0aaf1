// `npm run build:lib`'s last step: dist/embed.html and its script dist/embed.js (the iframe embed, which draws its
// element with the lazy build beside it, dist/lazy/cee-widgets.js, imported as it is served), and dist/iframe-host.js
// (the framing page's script, also `cee-widgets/iframe-host`). Their hashes join dist/integrity.json.
import { defineConfig, type Plugin } from 'vite';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { minifyLiterals } from './scripts/minify-literals.js';
import { sri } from './scripts/integrity.js';
import { separateMaps } from './scripts/source-maps.js';

const here = import.meta.dirname;
const LAZY_LOADER = './lazy/cee-widgets.js';

/** The embed's import of the lazy loader stays an import of the file served beside embed.html. */
function lazyLoaderBeside(): Plugin {
  return {
    name: 'cee-embed-lazy-loader',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.endsWith('/src/embed/embed.ts') && source === '../lazy/index.js') return { id: LAZY_LOADER, external: true };
      return null;
    },
  };
}

/** The sha384 of the files written, added to the integrity.json the library's build wrote beside them. */
function integrityAdded(): Plugin {
  return {
    name: 'cee-embed-integrity',
    writeBundle(options, bundle) {
      const dir = options.dir ?? resolve(here, 'dist');
      const file = join(dir, 'integrity.json');
      const list: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
      for (const name of Object.keys(bundle)) if (name.endsWith('.js')) list[name] = sri(readFileSync(join(dir, name)));
      const sorted = Object.fromEntries(Object.entries(list).sort(([a], [b]) => (a < b ? -1 : 1)));
      writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
    },
  };
}

export default defineConfig({
  root: resolve(here, 'src/embed'),
  base: './',
  publicDir: false,
  plugins: [lazyLoaderBeside(), minifyLiterals(), integrityAdded(), separateMaps({ dist: resolve(here, 'dist') })],
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: false,
    target: 'es2022',
    // Maps unnamed in the files (the comment's bytes count in the embed's budget), moved to dist/maps/ like the library's.
    sourcemap: 'hidden',
    modulePreload: false,
    rolldownOptions: {
      input: { embed: resolve(here, 'src/embed/embed.html'), 'iframe-host': resolve(here, 'src/iframe-host.ts') },
      output: { minify: true, comments: false, entryFileNames: '[name].js', chunkFileNames: 'embed-[name]-[hash].js' },
    },
  },
});
