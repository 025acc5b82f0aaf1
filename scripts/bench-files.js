// What each file of a build holds, for `npm run bench -- --files`: the modules its source map names, each with the
// minified bytes the map gives it (the bytes of the generated code mapped to that module; the rest, such as the
// bundler's glue, is "unmapped"). A package of node_modules counts as one module. Its gzip share is not separable:
// the file's gzip size is the bench's; the bytes here tell what takes its room.
import { existsSync, readFileSync } from 'node:fs';
import { mapPathOf } from './source-maps.js';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((char, i) => [char, i]));

/** One segment's fields, from its Base64 VLQ text (the source map v3 format). */
function decodeSegment(text) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT[char];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return fields;
}

/** `node_modules/lit-html/lit-html.js` -> `lit-html`; `../../src/ui/field.ts` -> `src/ui/field.ts`. */
function moduleName(source) {
  const at = source.lastIndexOf('node_modules/');
  if (at >= 0) {
    const parts = source.slice(at + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const src = source.indexOf('src/');
  return src >= 0 ? source.slice(src) : source;
}

/**
 * The modules of the built file `path` (its map in dist/maps/), largest first: `[{module, bytes}]`, with `unmapped`
 * for bytes no segment names. Undefined when the file has no map.
 */
export function modulesOf(path) {
  const mapPath = mapPathOf(path);
  if (!existsSync(mapPath)) return undefined;
  const code = readFileSync(path, 'utf8');
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  const lines = code.split('\n');
  const bytes = new Map();
  const add = (name, n) => n > 0 && bytes.set(name, (bytes.get(name) ?? 0) + n);
  let source = 0;
  map.mappings.split(';').forEach((line, row) => {
    const text = lines[row] ?? '';
    let column = 0;
    let owner;
    let from = 0;
    for (const segment of line ? line.split(',') : []) {
      const fields = decodeSegment(segment);
      column += fields[0];
      add(owner ?? 'unmapped', Buffer.byteLength(text.slice(from, column)));
      from = column;
      if (fields.length >= 4) {
        source += fields[1];
        owner = moduleName(map.sources[source]);
      } else owner = undefined;
    }
    add(owner ?? 'unmapped', Buffer.byteLength(text.slice(from)));
  });
  // Lines the map does not reach, and the line breaks.
  add('unmapped', lines.slice(map.mappings.split(';').length).reduce((n, line) => n + Buffer.byteLength(line), 0) + lines.length - 1);
  return [...bytes].map(([module, n]) => ({ module, bytes: n })).sort((a, b) => b.bytes - a.bytes);
}
