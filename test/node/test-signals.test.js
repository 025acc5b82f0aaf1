// Browser tests wait for signals, never for a clock (README, Tests): no sleep, and every `waitUntil` through
// test/browser/wait-until.ts, whose timeout only ends a wait for a signal that never comes (open-wc's own default,
// one second, is a clock a loaded machine misses).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = new URL('../browser/', import.meta.url).pathname;
const files = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : /\.(ts|js|mjs)$/.test(entry.name) ? [join(dir, entry.name)] : []));
const sources = files(ROOT).map((file) => ({ name: relative(ROOT, file), text: readFileSync(file, 'utf8') }));

test('no browser test imports open-wc’s waitUntil (its one-second default is a clock): test/browser/wait-until.ts', () => {
  const offenders = sources.filter(({ name, text }) => name !== 'wait-until.ts' && /import\s*\{[^}]*\bwaitUntil\b[^}]*\}\s*from\s*'@open-wc\/testing'/.test(text)).map(({ name }) => name);
  assert.deepEqual(offenders, []);
});

test('no browser test sleeps: no setTimeout with a delay, no aTimeout', () => {
  const offenders = sources
    .flatMap(({ name, text }) => text.split('\n').map((line, index) => ({ name, line, index })))
    .filter(({ line }) => /\baTimeout\s*\(|setTimeout\([^)]*,\s*\d/.test(line))
    .map(({ name, index }) => `${name}:${index + 1}`);
  assert.deepEqual(offenders, []);
});
