// `npm run bench:entries`: what each way of importing the package costs an app, as its bundler builds it. Each import
// of IMPORTS is the whole entry module of an app, bundled by Vite (minified, the package resolved through its
// `exports` from dist/npm/, React left to the app); its first view is the entry chunk and the chunks it imports
// statically, each gzipped (level 9) on its own, as `npm run bench` counts a page's weight. What the elements fetch
// later (a gesture's code, English) is not counted. `--readme` writes the table into the README's import table
// section (between `<!-- entries:start -->` and `<!-- entries:end -->`). Run `npm run build:dist` first.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { writeBetween } from './marked-blocks.js';

const root = new URL('../', import.meta.url).pathname;
if (!existsSync(join(root, 'dist/npm/index.js'))) throw new Error('dist/npm/ is not built: run npm run build:dist first');

/** What an app writes, and what the README says it gives. */
export const IMPORTS = [
  { code: "import 'cee-widgets/define/cee-simulator';", gives: '`<cee-simulator>` registered' },
  { code: "import 'cee-widgets/define/cee-project';", gives: '`<cee-project>` registered' },
  { code: "import 'cee-widgets/define/worksite-form';", gives: '`<worksite-form>` registered' },
  { code: "import 'cee-widgets/define/doc-uploader';", gives: '`<doc-uploader>` registered' },
  { code: "import 'cee-widgets/define';", gives: 'the four elements registered' },
  { code: "import { configure } from 'cee-widgets/configure';", gives: '`configure` alone' },
  { code: "import { configure } from 'cee-widgets';", gives: '`configure`, and the four elements registered' },
  { code: "import { CeeSimulator } from 'cee-widgets/react';", gives: 'a React 18 wrapper, and the four elements registered (React not counted)' },
  { code: "import 'cee-widgets/lazy';", gives: "the lazy loader; each element's first view comes when its tag appears" },
  { code: "import { createClient } from 'cee-widgets/api';", gives: 'the headless client (catalogue, inputs, calculations, worksites, documents)' },
  { code: "import { estimate } from 'cee-widgets/api';", gives: 'the rules of money alone' },
];

const work = join(root, 'node_modules/.cache/entry-sizes');

/** The gzip bytes of the first view of an app whose entry module is `code`, and its file count. */
async function firstView(code, index) {
  const entry = join(work, `app-${index}.js`);
  // An import that names things uses them, or the bundler would drop them.
  const used = /\{ (\w+) \}/.exec(code)?.[1];
  writeFileSync(entry, `${code}\n${used ? `globalThis.used = ${used};\n` : ''}`);
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: true, target: 'es2022', rolldownOptions: { input: entry, external: ['react', 'react-dom', /^react\//] } },
  });
  const chunks = new Map((Array.isArray(result) ? result : [result]).flatMap((output) => output.output).filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
  const loaded = new Set();
  const visit = (name) => {
    if (loaded.has(name) || !chunks.has(name)) return;
    loaded.add(name);
    for (const imported of chunks.get(name)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  const bytes = [...loaded].reduce((sum, name) => sum + gzipSync(chunks.get(name).code, { level: 9 }).length, 0);
  return { bytes, files: loaded.size };
}

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const rows = [];
for (const [index, item] of IMPORTS.entries()) {
  const { bytes, files } = await firstView(item.code, index);
  rows.push({ ...item, kb: (bytes / 1024).toFixed(1), files });
  console.log(`${item.code.padEnd(56)} ${(bytes / 1024).toFixed(1).padStart(6)} KB gzip (${files} file${files > 1 ? 's' : ''})`);
}
rmSync(work, { recursive: true, force: true });

if (process.argv.includes('--readme')) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const table = [
    `What an app's first view downloads for each import, as Vite ${pkg.devDependencies.vite.replace(/^\D+/, '')} bundles it (minified, gzip per file;` +
      ` \`npm run bench:entries\`, ${new Date().toISOString().slice(0, 10)}):`,
    '',
    '| an app writes | it gets | first view, gzip |',
    '|---|---|---|',
    ...rows.map((row) => `| \`${row.code}\` | ${row.gives} | ${row.kb} KB |`),
  ].join('\n');
  writeBetween('README.md', 'entries', table);
  console.log('README.md: the imports\' sizes written.');
}
