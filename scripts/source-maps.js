// The source maps of `npm run build:lib` live in dist/maps/, apart from the code, so the package ships none
// (package.json's `files` leaves dist/maps/ out) and a page never asks for one: the built files carry no
// `sourceMappingURL` (vite's `sourcemap: 'hidden'`). `npm run bench -- --files` and the package's tests read them
// there, for what each file holds.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** `<root>/dist/lazy/chunks/core-x.js` -> `<root>/dist/maps/lazy/chunks/core-x.js.map`. */
export function mapPathOf(file) {
  const at = file.lastIndexOf('/dist/');
  if (at < 0) throw new Error(`${file} is not a file of dist/`);
  return `${file.slice(0, at)}/dist/maps/${file.slice(at + '/dist/'.length)}.map`;
}

/**
 * A vite plugin: each `.map` the build wrote beside its file moves to dist/maps/, under the same path (its sources
 * pointing from there). `dist` is the build's dist/ folder; the maps of an earlier build of the same output folder
 * are removed first.
 * @param {{dist: string}} options
 */
export function separateMaps({ dist }) {
  return {
    name: 'cee-separate-maps',
    writeBundle(options, bundle) {
      const under = relative(dist, options.dir);
      if (under) rmSync(join(dist, 'maps', under), { recursive: true, force: true });
      for (const name of Object.keys(bundle)) {
        if (!name.endsWith('.map')) continue;
        const from = join(options.dir, name);
        const to = join(dist, 'maps', under, name);
        // Its sources, relative to where it now lives.
        const map = JSON.parse(readFileSync(from, 'utf8'));
        map.sources = map.sources.map((source) => relative(dirname(to), resolve(dirname(from), source)).split('\\').join('/'));
        mkdirSync(dirname(to), { recursive: true });
        writeFileSync(to, JSON.stringify(map));
        rmSync(from);
      }
    },
  };
}
