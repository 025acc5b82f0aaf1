// src/api/checks.ts builds zod check objects and issues by hand, from zod's internals (the `_zod` of a check:
// `def.when`, `onattach`, `check`; the raw issue shapes zod's locales word). package.json pins zod to the range
// this is tested with (`~4.6.7`); this test fails when zod's internals it relies on change, so a zod upgrade
// is a deliberate one. It runs against the built checks (dist/npm/api/checks.js: `npm run build` first).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as z from 'zod/mini';
import { fr } from 'zod/locales';

const root = new URL('../../', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const zodVersion = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('zod/package.json'), 'utf8')).version;
const built = `${root}dist/npm/api/checks.js`;
const skip = !existsSync(built) && 'dist/npm/ is not built: run npm run build';

test('zod is pinned to the patch releases of the minor version checks.ts is tested with', () => {
  assert.equal(pkg.dependencies.zod, '~4.6.7');
  const [major, minor, patch] = zodVersion.split('.').map(Number);
  assert.ok(major === 4 && minor === 6 && patch >= 7, `installed zod ${zodVersion} is in ~4.6.7`);
});

test('zod’s own check objects have the shape checks.ts builds by hand (_zod.def.when, onattach, check)', () => {
  const own = z.maxLength(3);
  assert.equal(typeof own._zod.check, 'function');
  assert.ok(Array.isArray(own._zod.onattach));
  assert.equal(typeof own._zod.def.when, 'function');
  assert.equal(own._zod.def.check, 'max_length');
});

/** Parses `value` and gives the issues as zod's French locale words them, without the paths. */
function issues(schema, value) {
  z.config(fr());
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map(({ code, origin, message, minimum, maximum, inclusive, format }) => ({ code, origin, message, minimum, maximum, inclusive, format }));
}

test('checks.ts pushes the issues zod pushes, worded alike by its locale', { skip }, async () => {
  const checks = await import(built);
  const same = (ours, theirs, values) => {
    for (const value of values) assert.deepEqual(issues(ours, value), issues(theirs, value), JSON.stringify(value));
  };
  same(z.number().check(checks.atLeast(5)), z.number().check(z.gte(5)), [4, 5, 6]);
  same(z.number().check(checks.atLeast(5, false)), z.number().check(z.gt(5)), [5, 6]);
  same(z.number().check(checks.atMost(5)), z.number().check(z.lte(5)), [5, 6]);
  same(z.string().check(checks.maxLength(3)), z.string().check(z.maxLength(3)), ['abc', 'abcd']);
  same(z.array(z.number()).check(checks.maxLength(1)), z.array(z.number()).check(z.maxLength(1)), [[1], [1, 2]]);
  same(z.string().check(checks.matches(/^\d+$/)), z.string().check(z.regex(/^\d+$/)), ['12', 'x']);
  // `when`: a length is checked even after a failed, non-aborting check, as zod's own.
  same(z.string().check(checks.matches(/^\d+$/), checks.maxLength(1)), z.string().check(z.regex(/^\d+$/), z.maxLength(1)), ['ab']);
});
