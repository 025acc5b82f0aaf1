// The floors of src/ and the imports between its rooms (folders), read with TypeScript's own pre-processor, which
// sees every import, `import type`, `export … from` and `import()`. `node scripts/floors.js` prints, floor by floor,
// each room, its files and the rooms it imports (with how many imports), then any circle and any arrow going up;
// `test/node/import-floors.test.js` holds the rules with the same definitions.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const src = resolve(import.meta.dirname, '../src');

/**
 * The floors, from the ground up: what a file may import is on its floor or below. Top-level files other than
 * the ground's are the package's entries (floor 6), which may import anything.
 */
export const FLOORS = [
  [1, /^i18n\/|^version\.ts$/],
  [2, /^api\//],
  [3, /^inputs\/|^config\.ts$/],
  [4, /^ui\//],
  [5, /^elements\//],
  [6, /./],
];
export const floorOf = (file) => FLOORS.find(([, pattern]) => pattern.test(file))[0];

/** Every .ts file of src/, relative to it. */
export function sources(dir = src) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [relative(src, path)] : [];
  });
}

/** file -> the files of src/ it imports. */
export function importGraph() {
  const graph = new Map();
  for (const file of sources()) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(src, file), 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => relative(src, resolve(src, dirname(file), name)).replace(/\.js$/, '.ts'));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components of more than one file (or a file importing itself): Tarjan's algorithm. */
export function circles(graph) {
  let index = 0;
  const stack = [];
  const seen = new Map();
  const found = [];
  const visit = (file) => {
    const node = { index, low: index, onStack: true };
    index += 1;
    seen.set(file, node);
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!seen.has(target)) {
        visit(target);
        node.low = Math.min(node.low, seen.get(target).low);
      } else if (seen.get(target).onStack) node.low = Math.min(node.low, seen.get(target).index);
    }
    if (node.low !== node.index) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      seen.get(member).onStack = false;
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file).includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!seen.has(file)) visit(file);
  return found;
}

/** A file's room: its folder under src/; at the top level, the package's entries together, and a grounded file alone. */
const roomOf = (file) => (dirname(file) !== '.' ? dirname(file) : floorOf(file) < 6 ? file : '(entries)');

function print() {
  const graph = importGraph();
  const rooms = new Map();
  for (const [file, targets] of graph) {
    const room = roomOf(file);
    const entry = rooms.get(room) ?? { floor: floorOf(file), files: 0, arrows: new Map() };
    entry.files += 1;
    for (const target of targets) {
      const to = roomOf(target);
      if (to !== room) entry.arrows.set(to, (entry.arrows.get(to) ?? 0) + 1);
    }
    rooms.set(room, entry);
  }
  for (const floor of [...new Set([...rooms.values()].map((room) => room.floor))].sort((a, b) => b - a)) {
    console.log(`floor ${floor}`);
    for (const [room, { files, arrows }] of [...rooms].filter(([, r]) => r.floor === floor).sort(([a], [b]) => (a < b ? -1 : 1))) {
      const to = [...arrows].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, n]) => `${name} (${n})`).join(', ');
      console.log(`  ${room}, ${files} file${files > 1 ? 's' : ''}${to ? ` -> ${to}` : ''}`);
    }
  }
  const found = circles(graph);
  console.log(`\ncircles: ${found.length ? found.map((c) => c.join(' -> ')).join('; ') : 'none'}`);
  const upward = [...graph].flatMap(([file, targets]) => targets.filter((t) => floorOf(t) > floorOf(file)).map((t) => `${file} -> ${t}`));
  console.log(`arrows up a floor: ${upward.length ? upward.join('; ') : 'none'}`);
  console.log(`${rooms.size} rooms, ${graph.size} files`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) print();
