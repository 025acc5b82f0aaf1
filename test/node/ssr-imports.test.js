// Every entry of the package imports on a server (#27): plain Node, no DOM, as a Next.js or Nuxt server build
// runs it. Each `exports` entry that is code (the single file and the lazy loader included) is imported in a fresh
// Node process of its own: nothing throws, and no tag of the manifest is registered there (Lit's server build may
// put a stand-in registry on the page's globals; ours stays empty). Run after the build (`npm test` does).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
const tags = manifest.modules.flatMap((m) => m.declarations ?? []).map((d) => d.tagName).filter(Boolean);

/** Each entry's code file: `exports[name].default` (or the string itself), when it is JavaScript. */
const entries = Object.entries(pkg.exports)
  .map(([name, target]) => [name, typeof target === 'string' ? target : target.default])
  .filter(([, file]) => file.endsWith('.js'));
const skip = !entries.every(([, file]) => existsSync(join(root, file))) && 'the package is not built: run npm run build';

/** What a fresh Node process sees once the entry is imported: its export names, and the tags its registry holds. */
const probe = `
const entry = await import(process.argv[1]);
const registry = globalThis.customElements;
const tags = JSON.parse(process.argv[2]).filter((tag) => registry?.get?.(tag) !== undefined);
console.log(JSON.stringify({ exports: Object.keys(entry).length, window: typeof window, document: typeof document, HTMLElement: typeof HTMLElement, tags }));
`;

test('the manifest names the tags this test looks for', () => {
  assert.ok(tags.length >= 3, tags.join());
});

for (const [name, file] of entries) {
  test(`${join(pkg.name, name)} (${file}) imports in Node without a DOM, throws nothing and registers nothing`, { skip }, async () => {
    let out;
    try {
      out = await run(process.execPath, ['--input-type=module', '-e', probe, pathToFileURL(join(root, file)).href, JSON.stringify(tags)], { cwd: root });
    } catch (error) {
      assert.fail(`importing ${file} failed:\n${error.stderr}`);
    }
    const seen = JSON.parse(out.stdout.trim().split('\n').pop());
    assert.deepEqual(seen.tags, [], 'registered on a server');
    // Nothing of ours made the server look like a page to the code that runs after it.
    assert.deepEqual([seen.window, seen.document, seen.HTMLElement], ['undefined', 'undefined', 'undefined']);
  });
}
