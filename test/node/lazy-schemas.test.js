// No zod schema is made as a module is read: a page that loads the single file runs every module of the four
// elements, and made every schema they hold (the worksite's, the local aids', the calculations') before drawing
// anything (the single file's evaluation, 35.1 ms before, 8.2 ms after, interleaved, on 2026-12-02). A module
// that imports zod writes its schemas inside functions or `lazySchema(() => …)` (src/api/schema-parts.ts), which
// makes each the first time it is read; this test reads every such module's top level and fails on a call made
// there. `lazySchema` itself is tested against zod below, on the built module (dist/npm: `npm run build` first).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import * as z from 'zod/mini';

const root = new URL('../../', import.meta.url).pathname;
const src = join(root, 'src');
const files = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []));
const withZod = files(src).filter((file) => /from 'zod(\/mini)?'/.test(readFileSync(file, 'utf8')));

/** The calls a top-level initializer makes as the module is read (those inside a function wait for it to be called). */
function callsAtTopLevel(node, found = []) {
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return found;
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) {
    const callee = (node.expression ?? node.tag).getText();
    if (callee === 'lazySchema') return found;
    found.push(callee);
  }
  ts.forEachChild(node, (child) => void callsAtTopLevel(child, found));
  return found;
}

test('the modules that import zod make no schema as they are read', () => {
  assert.ok(withZod.length >= 8, `the modules that import zod are found (${withZod.length})`);
  const made = [];
  for (const file of withZod) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      const initializers = ts.isVariableStatement(statement) ? statement.declarationList.declarations.map((d) => d.initializer).filter(Boolean) : ts.isExpressionStatement(statement) ? [statement.expression] : [];
      for (const initializer of initializers) {
        for (const callee of callsAtTopLevel(initializer)) made.push(`${relative(root, file)}: ${callee}(…) at line ${source.getLineAndCharacterOfPosition(initializer.getStart()).line + 1}`);
      }
    }
  }
  assert.deepEqual(made, []);
});

const built = join(root, 'dist/npm/api/schema-parts.js');
const skip = !existsSync(built) && 'dist/npm/ is not built: run npm run build';

test('lazySchema makes its schema on the first read, once, and stands for it wherever zod takes a schema', { skip }, async () => {
  const { lazySchema } = await import(built);
  let made = 0;
  const lazy = lazySchema(() => (made++, z.string().check(z.minLength(2))));
  const real = z.string().check(z.minLength(2));
  assert.equal(made, 0, 'not made before it is read');
  assert.equal(z.parse(lazy, 'ab'), 'ab');
  assert.deepEqual(z.safeParse(lazy, 'a').error?.issues, z.safeParse(real, 'a').error?.issues);
  assert.ok(lazy instanceof z.ZodMiniString, 'instanceof');
  assert.deepEqual(Object.keys(lazy), Object.keys(real));
  assert.equal(z.parse(z.object({ name: lazy, tags: z.optional(z.array(lazy)) }), { name: 'ab', tags: ['cd'] }).tags[0], 'cd');
  assert.equal(z.safeParse(lazy.check(z.maxLength(3)), 'abcd').success, false, 'its own methods');
  assert.equal(made, 1, 'made once');
});
