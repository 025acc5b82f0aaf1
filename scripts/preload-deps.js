// Build-time only, for the lazy build (dist/lazy/): where the loader imports an element's chunk, it imports the
// chunks that one imports too, at the same moment. Left alone, the browser learns of those (the simulation form's,
// the worksite form's fields and list) only once it has the element's chunk and has read it: one round trip more
// before the element can ask for its inputs or draw its form. Importing them first changes no order of evaluation:
// a chunk runs after what it imports, whoever asked for it. A failure is left to the element's own import (it
// fails too), which the loader reports and retries.
import MagicString from 'magic-string';

/** @returns {import('vite').Plugin} */
export function preloadDeps() {
  return {
    name: 'cee-preload-deps',
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.isEntry || !meta?.chunks) return null;
      const closure = (file, seen = new Set()) => {
        for (const dependency of meta.chunks[file]?.imports ?? []) {
          if (!seen.has(dependency)) closure(dependency, seen.add(dependency));
        }
        return seen;
      };
      const out = new MagicString(code);
      // The elements' chunks are those of the `define-<tag>.ts` entries; what the loader imports besides them for
      // every tag (the core, for the token's code) is not asked for twice.
      const element = (file) => meta.chunks[file]?.name.startsWith('define-');
      const own = new Set(chunk.dynamicImports.filter((file) => !element(file)));
      for (const file of chunk.dynamicImports.filter(element)) {
        const dependencies = [...closure(file)].filter((dependency) => !own.has(dependency));
        if (!dependencies.length) continue;
        const call = `import(${JSON.stringify(`./${file}`)})`;
        for (let at = code.indexOf(call); at >= 0; at = code.indexOf(call, at + call.length)) {
          const first = dependencies.map((dependency) => `import(${JSON.stringify(`./${dependency}`)})`).join(', ');
          out.overwrite(at, at + call.length, `(Promise.all([${first}]).catch(() => {}), ${call})`);
        }
      }
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
    },
  };
}
