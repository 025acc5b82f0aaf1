// The package's own promises: the version the elements report is the published one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const versionModule = readFileSync(new URL('../../src/version.ts', import.meta.url), 'utf8');

test('src/version.ts carries the version of package.json', () => {
  assert.match(versionModule, new RegExp(`VERSION = '${pkg.version.replace(/\./g, '\\.')}'`));
});
