// `npm run build:cdn`, after `npm run build:lib`: the package for public npm CDNs, `cdn/` (published as
// cee-widgets-cdn, of the same version as cee-widgets). It holds what a page loads by a script tag: the single file,
// the lazy build, the iframe embed and the page that frames it, and their Subresource Integrity list, copied from
// dist/ under the same paths (dist/maps/ stays in the repository). cee-widgets, for bundlers, does not ship them
// (docs/performance.md, "The package"). The licence is copied beside them; cdn/package.json and cdn/README.md are
// written by hand, and a node test holds the version equal to cee-widgets'.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../', import.meta.url).pathname;
const from = join(root, 'dist');
const to = join(root, 'cdn/dist');

/** What the CDN package ships from dist/, under the same paths. */
const CDN_FILES = ['cee-widgets.js', 'lazy', 'embed.html', 'embed.js', 'iframe-host.js', 'integrity.json'];

rmSync(to, { recursive: true, force: true });
mkdirSync(to, { recursive: true });
for (const file of CDN_FILES) {
  if (!existsSync(join(from, file))) throw new Error(`dist/${file} is missing: run npm run build:lib first`);
  cpSync(join(from, file), join(to, file), { recursive: true });
}
cpSync(join(root, 'LICENSE'), join(root, 'cdn/LICENSE'));
console.log(`cdn/: ${CDN_FILES.map((file) => `dist/${file}`).join(', ')} copied`);
