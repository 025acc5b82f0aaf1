// The floors of src/ (DESIGN.md): no import circle, type imports included, and no floor importing one above it.
// Read with TypeScript's own pre-processor, which sees every import, `import type`, `export … from` and `import()`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const src = resolve(import.meta.dirname, '../../src');

/** Every .ts file of src/, relative to it. */
function sources(dir = src) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [relative(src, path)] : [];
  });
}

/** file -> the files of src/ it imports. */
function importGraph() {
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
function circles(graph) {
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

/**
 * The floors, from the ground up: what a file may import is on its floor or below. Top-level files other than
 * the ground's are the package's entries (floor 6), which may import anything.
 */
const FLOORS = [
  [1, /^i18n\/|^version\.ts$/],
  [2, /^api\//],
  [3, /^inputs\/|^config\.ts$/],
  [4, /^ui\//],
  [5, /^elements\//],
  [6, /./],
];
const floorOf = (file) => FLOORS.find(([, pattern]) => pattern.test(file))[0];

test('src/ has the files this test reads', () => {
  const graph = importGraph();
  assert.ok(graph.size > 50, `${graph.size} files`);
  assert.ok(graph.get('index.ts').includes('define.ts'));
});

test('no import circle in src/, type imports included', () => {
  assert.deepEqual(circles(importGraph()), []);
});

test('the circle finder finds a circle through a type import', () => {
  const graph = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts']],
    ['c.ts', ['a.ts']],
    ['d.ts', ['a.ts']],
  ]);
  assert.deepEqual(circles(graph), [['a.ts', 'b.ts', 'c.ts']]);
});

test('i18n/ imports nothing of ours outside itself, and api/ nothing above it', () => {
  const upward = [];
  for (const [file, targets] of importGraph()) {
    for (const target of targets) {
      if (file.startsWith('i18n/') && !target.startsWith('i18n/')) upward.push(`${file} -> ${target}`);
      if (file.startsWith('api/') && floorOf(target) > 2) upward.push(`${file} -> ${target}`);
    }
  }
  assert.deepEqual(upward, []);
});

test('no file imports from a floor above its own', () => {
  const upward = [];
  for (const [file, targets] of importGraph()) {
    for (const target of targets) if (floorOf(target) > floorOf(file)) upward.push(`${file} -> ${target}`);
  }
  assert.deepEqual(upward, []);
});

test('one field DOM contract: the renderers, the simulator’s controls and the bench’s plain page read it, and none spells it', () => {
  const users = ['src/ui/field-renderers.ts', 'src/elements/cee-simulator/simulator-controls.ts', 'scripts/bench-plain-form.js'];
  for (const file of users) {
    const text = readFileSync(resolve(src, '..', file), 'utf8');
    assert.match(text, /field-contract\.js'/, `${file} imports the field contract`);
    // The ids, the describedby order and the required mark are the contract's: no file writes its own.
    assert.doesNotMatch(text, /`\$\{id\}-(hint|error|unit|note)`|'-hint'|"-hint"|aria-hidden': 'true' \}, '\*'/, `${file} spells the contract itself`);
  }
});

