// Subresource Integrity for what a page loads: after each `npm run build:lib` build, the `sha384` of every
// JavaScript file written (not the source maps) is printed and kept in `integrity.json` beside the single file:
// `{"cee-widgets.js": "sha384-…", "lazy/cee-widgets.js": "sha384-…", "lazy/chunks/core-….js": "sha384-…", …}`.
// The lazy build (`--mode lazy`, written to `<outDir>/lazy/`) adds its files under `lazy/` to the same list.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

export const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** @param {{lazy: boolean}} options */
export function integrity({ lazy }) {
  return {
    name: 'cee-integrity',
    writeBundle(options, bundle) {
      const dir = options.dir;
      // The list lives in the single file's folder: for the lazy build, the parent of its `lazy/` folder.
      const listDir = lazy && basename(dir) === 'lazy' ? dirname(dir) : dir;
      const file = join(listDir, 'integrity.json');
      const list = lazy && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
      for (const key of Object.keys(list)) if (lazy === key.startsWith('lazy/')) delete list[key];
      for (const name of Object.keys(bundle).sort()) {
        if (!name.endsWith('.js')) continue;
        const path = relative(listDir, join(dir, name)).split('\\').join('/');
        list[path] = sri(readFileSync(join(dir, name)));
      }
      const sorted = Object.fromEntries(Object.entries(list).sort(([a], [b]) => (a < b ? -1 : 1)));
      writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
      const width = Math.max(...Object.keys(sorted).map((k) => k.length));
      console.log(`\nSubresource Integrity (${relative(process.cwd(), file) || file}):`);
      for (const [path, hash] of Object.entries(sorted)) if (lazy === path.startsWith('lazy/')) console.log(`  ${path.padEnd(width)}  ${hash}`);
    },
  };
}
