// Build-time only, for the lazy build (dist/lazy/): the loader (`src/lazy/index.ts`) gets its own copy of the few
// modules it imports at once (`config.ts`, `version.ts`, `i18n/overrides.ts`: `configure()`, `VERSION` and the
// page's words), inside its own file. Left as they are, those modules would sit in a chunk of their own (the loader
// and the elements' core both import them), and the browser could fetch nothing else before that chunk: one round
// trip more before the element's code, its token and its inputs are asked for (about 100 ms of the visitor's wait
// on a network of 80 ms, docs/performance.md). Or the core would import them from the loader's file by its address,
// and a page that loads the loader with a query (`?ver=…`, as WordPress writes it) would load it a second time.
// Two copies are safe: these modules keep what they hold on the page (`Symbol.for` keys), which is how two copies of
// the library on one page already share `configure()` and the token (docs/contract.md, "Token endpoint" and
// "Registration"). The copy is the same source file under another module id (`?loader-copy`), so nothing is written
// twice in the repository.
import { dirname, resolve } from 'node:path';

const COPIED = /\/src\/(config|version|i18n\/overrides)\.ts$/;
const SUFFIX = '?loader-copy';
const LOADER = /\/src\/lazy\/index\.ts$/;

/** @returns {import('vite').Plugin} */
export function loaderCopies() {
  return {
    name: 'cee-loader-copies',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const from = importer.replace(SUFFIX, '');
      if (!LOADER.test(from) && !importer.endsWith(SUFFIX)) return null;
      const target = resolve(dirname(from), source).replace(/\.js$/, '.ts');
      return COPIED.test(target) ? `${target}${SUFFIX}` : null;
    },
  };
}
