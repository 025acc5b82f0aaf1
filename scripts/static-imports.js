// Build-time only, for the single-file bundle (dist/cee-widgets.js): our own `import('./x.js')` calls (the English
// chunks) become static imports. The file inlines them anyway; as dynamic imports the bundler would wrap each
// module, and what it imports, in lazy initialisers, which costs about 2 KB gzip for nothing. The English
// modules have no top-level effect (`install()` is called by the loader), so loading them eagerly changes nothing.
const DYNAMIC = /\bimport\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g;

/** @returns {import('vite').Plugin} */
export function staticImports() {
  return {
    name: 'cee-static-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !code.includes('import(')) return null;
      const hoisted = [];
      const out = code.replace(DYNAMIC, (_, quote, specifier) => {
        const name = `__static${hoisted.length}`;
        hoisted.push(`import * as ${name} from ${quote}${specifier}${quote};`);
        return `Promise.resolve(${name})`;
      });
      return hoisted.length ? { code: `${hoisted.join('\n')}\n${out}`, map: null } : null;
    },
  };
}
