// The floors of src/ (the README's Layout; scripts/floors.js defines them and prints the rooms): no import circle,
// type imports included, and no floor importing one above it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { circles, floorOf, importGraph, src } from '../../scripts/floors.js';

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
  const users = ['src/ui/field-renderers.ts', 'src/ui/simulation/controls.ts', 'scripts/bench-plain-form.js'];
  for (const file of users) {
    const text = readFileSync(resolve(src, '..', file), 'utf8');
    assert.match(text, /field-contract\.js'/, `${file} imports the field contract`);
    // The ids, the describedby order and the required mark are the contract's: no file writes its own.
    assert.doesNotMatch(text, /`\$\{id\}-(hint|error|unit|note)`|'-hint'|"-hint"|aria-hidden': 'true' \}, '\*'/, `${file} spells the contract itself`);
  }
});


test('no element’s folder imports another element’s: what two elements share lives in ui/ (ui/simulation/ for the calculating two)', () => {
  const across = [];
  for (const [file, targets] of importGraph()) {
    const [, own] = file.match(/^elements\/([^/]+)\//) ?? [];
    if (!own) continue;
    for (const target of targets) {
      const [, other] = target.match(/^elements\/([^/]+)\//) ?? [];
      if (other && other !== own) across.push(`${file} -> ${target}`);
    }
  }
  assert.deepEqual(across, []);
});
