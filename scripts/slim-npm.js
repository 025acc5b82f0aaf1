// `npm run build:npm`, after tsc: what dist/npm/ ships, slimmed.
// - Every module minified in place, one file at a time (the modules, their paths and exports stay, for bundlers to
//   tree-shake), its css`…` and html`…` as the bundles have them (minify-literals.js). The comments go: the .d.ts
//   beside each module keep the documentation editors show. Names are kept, so a stack trace names our code.
// - A class member only our code reads (`@internal`, a protected property) leaves the declaration files, with the
//   imports only it named (declaration-surface.js): its type named the elements' controllers and views.
// - A module that no entry imports is removed, and so is a declaration file that no entry's types reach: `exports`
//   lets a project import the entries only, so its bundler and compiler never read the others. The roots are the
//   `default` and `types` of package.json's `exports`, and types/element-types.d.ts, which the framework types
//   (`npm run build:integrations`, next) import.
import { readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { minifySync } from 'vite';
import { minifyTemplates } from './minify-literals.js';
import { pruneDeclarationDocs } from './declaration-docs.js';
import { hideInternals } from './declaration-surface.js';

const root = new URL('../', import.meta.url).pathname;
const dir = join(root, 'dist/npm');
const files = (at) =>
  readdirSync(at, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(at, entry.name)) : [join(at, entry.name)]));

let before = 0;
let after = 0;
for (const file of files(dir).filter((f) => f.endsWith('.js'))) {
  const code = readFileSync(file, 'utf8');
  const { code: minified, errors } = minifySync(file, minifyTemplates(code, file)?.code ?? code, {
    module: true,
    compress: { keepNames: { function: true, class: true } },
    mangle: { keepNames: { function: true, class: true } },
  });
  if (errors.length) throw new Error(`${file}: ${errors.map((e) => e.message).join('; ')}`);
  writeFileSync(file, minified);
  before += code.length;
  after += minified.length;
}

const internals = hideInternals(files(dir).filter((f) => f.endsWith('.d.ts')), (file) => readFileSync(file, 'utf8'));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const roots = [...Object.values(pkg.exports).flatMap((target) => (target.types ? [resolve(root, target.types)] : [])), join(dir, 'types/element-types.d.ts')];
const reached = new Set();
const reach = (file) => {
  if (reached.has(file) || !existsSync(file)) return;
  reached.add(file);
  for (const [, path] of readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)\.js['"]/g)) reach(resolve(dirname(file), `${path}.d.ts`));
};
roots.forEach(reach);
const unreached = files(dir).filter((f) => f.endsWith('.d.ts') && !reached.has(f));
for (const file of unreached) rmSync(file);
// The same for the modules: one that no entry imports, statically or with import(), is no entry's (the headless
// API's data tables the demo reads, the iframe embed's page, which vite.embed.config.ts bundles, the type-only modules).
const modules = new Set();
const load = (file) => {
  if (modules.has(file) || !existsSync(file)) return;
  modules.add(file);
  for (const [, path] of readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) load(resolve(dirname(file), path));
};
Object.values(pkg.exports).flatMap((target) => (typeof target === 'object' && target.default ? [resolve(root, target.default)] : [])).forEach(load);
const unused = files(dir).filter((f) => f.endsWith('.js') && !modules.has(f));
for (const file of unused) rmSync(file);
const docs = pruneDeclarationDocs([...reached].filter((f) => existsSync(f)), roots);
console.log(
  `dist/npm/: modules minified, ${(before / 1024).toFixed(0)} KB to ${(after / 1024).toFixed(0)} KB; ${internals} internal members left out of the declarations, ` +
    `${unreached.length} declaration files and ${unused.length} modules no entry reaches removed, ` +
    `the others' comments kept for the public surface only, ${(docs.before / 1024).toFixed(0)} KB to ${(docs.after / 1024).toFixed(0)} KB`,
);
