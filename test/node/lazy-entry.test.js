// `cee-widgets/lazy` for bundlers (docs/contract.md §3): an app that imports it gets the loader in its entry and
// each element's code in chunks of its own, which its bundler makes and the loader fetches when the tag appears.
// Built as an app builds it: Vite, the package resolved through its `exports` from dist/npm/ (`npm run build:npm`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('../../', import.meta.url).pathname;
const skip = !existsSync(join(root, 'dist/npm/lazy/index.js')) && 'dist/npm/ is not built: run npm run build:npm';

test("an app importing cee-widgets/lazy gets the loader alone in its entry, and one chunk to fetch per element", { skip }, async () => {
  const { build } = await import('vite');
  const work = join(root, 'node_modules/.cache', `lazy-entry-${process.pid}`);
  mkdirSync(work, { recursive: true });
  try {
    writeFileSync(join(work, 'app.js'), "import { load } from 'cee-widgets/lazy';\nglobalThis.load = load;\n");
    const result = await build({ root, configFile: false, logLevel: 'silent', build: { write: false, minify: true, target: 'es2022', rolldownOptions: { input: join(work, 'app.js') } } });
    const chunks = (Array.isArray(result) ? result : [result]).flatMap((output) => output.output).filter((c) => c.type === 'chunk');
    const entry = chunks.find((c) => c.isEntry);
    const moduleIds = (chunk) => Object.keys(chunk.modules).map((id) => id.replace(root, ''));
    // The loader, its page configuration and version: no element, no Lit.
    assert.ok(!moduleIds(entry).some((id) => /elements\/|node_modules\/(lit|@lit)/.test(id)), `the entry holds ${moduleIds(entry).join(', ')}`);
    assert.ok(gzipSync(entry.code, { level: 9 }).length < 3 * 1024, 'the entry is over 3 KB gzip');
    for (const tag of ['cee-simulator', 'cee-project', 'worksite-form', 'doc-uploader']) {
      assert.ok(entry.dynamicImports.some((name) => chunks.find((c) => c.fileName === name && moduleIds(c).some((id) => id.endsWith(`dist/npm/lazy/define-${tag}.js`)))), `no chunk of its own for <${tag}>`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
