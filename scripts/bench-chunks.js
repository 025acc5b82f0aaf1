// A part of the library built on its own as the library builds it (vite, rolldown, our literal minifier, minified),
// with what a page already holds left out, for the benches that weigh one part apart from the bench's timings
// (scripts/bench-address.js, scripts/bench-funnel.js): its entries' chunks, and their gzip sizes as a browser gets them.
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { minifyLiterals } from './minify-literals.js';

export const root = join(import.meta.dirname, '..');
export const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
export const gzip = (text) => gzipSync(text, { level: 9 }).length;

/**
 * Builds `entries` (`{name: path}`), every module `alreadyThere` matches left out (imported, not bundled). Returns
 * `filesOf(...names)`: the chunks those entries load, each once (an entry's own and the chunks it shares with another).
 */
export async function buildChunks(entries, alreadyThere) {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [minifyLiterals()],
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: entries, formats: ['es'] },
      rolldownOptions: { external: (id) => alreadyThere.test(id), output: { minify: true, comments: false } },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((file) => file.type === 'chunk');
  const filesOf = (name) => {
    const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === name);
    if (!entry) throw new Error(`bench-chunks: no ${name} chunk`);
    return [entry, ...entry.imports.map((file) => chunks.find((chunk) => chunk.fileName === file)).filter(Boolean)];
  };
  return (...names) => [...new Set(names.flatMap(filesOf))];
}

/** The gzip size of `files`, each compressed on its own, as a browser fetches it. */
export const alone = (files) => files.reduce((total, file) => total + gzip(file.code), 0);

let lit;
/** What `files` add to the gzip size of a file that holds Lit, as an element's first view holds them. */
export function inLitFile(files) {
  lit ??= ['lit-html/lit-html.js', '@lit/reactive-element/reactive-element.js', 'lit-element/lit-element.js'].map((file) => readFileSync(join(root, 'node_modules', file), 'utf8')).join('\n');
  return gzip([lit, ...files.map((file) => file.code)].join('\n')) - gzip(lit);
}

/** One row of figures: `label`, the size, and whether it meets `budget` when one is given. */
export function row(print, label, bytes, budget) {
  const target = budget ? `  [target ≤ ${kb(budget)}: ${bytes <= budget ? 'met' : `missed by ${kb(bytes - budget)}`}]` : '';
  print(`${label.padEnd(64)} ${kb(bytes)}${target}`);
}
