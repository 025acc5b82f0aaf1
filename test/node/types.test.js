// The types a partner's project gets from the built package (run `npm run build` first; `npm test` does):
// consumer fixtures in test/types/<framework>/ compile against dist/npm/ through the package's own name. Each
// holds `@ts-expect-error` (`@vue-expect-error` in a Vue template) lines on a wrong prop or event detail, and
// TypeScript fails on a directive with no error under it (TS2578), so a fixture fails when the types go slack.
// The React 19 fixture also checks the generated declaration files themselves (skipLibCheck off); the others skip
// that, to keep the run short (an unresolved name there would be `any`, and leave an expect-error line unused).
// Svelte has no expect-error comment in markup: svelte-check must report errors in Wrong.svelte, on each of its
// lines after the script, and nowhere else.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;
const bin = (pkg, file) => join(root, 'node_modules', pkg, 'bin', file);
const built = existsSync(join(root, 'dist/npm/types/jsx.d.ts'));
const skip = !built && 'the package is not built: run npm run build';

/** Runs a compiler; resolves to its output, and fails the test with it when it exits non-zero. */
async function compile(args) {
  try {
    await run(process.execPath, args, { cwd: root, maxBuffer: 10 * 1024 * 1024 });
  } catch (error) {
    assert.fail(`${args.slice(1).join(' ')} failed:\n${error.stdout}${error.stderr}`);
  }
}

const FIXTURES = {
  react18: ['tsc', 'app.tsx'],
  react19: ['tsc', 'app.tsx'],
  preact: ['tsc', 'app.tsx'],
  solid: ['tsc', 'app.tsx'],
  vanilla: ['tsc', 'main.ts'],
  vue: ['vue-tsc', 'App.vue'],
  'vue-default': ['vue-tsc', 'App.vue'],
  svelte: ['svelte-check', 'App.svelte'],
};

test('test/types/svelte passes svelte-check, and each line of Wrong.svelte fails it', { skip }, async () => {
  const dir = join(root, 'test/types/svelte');
  const wrong = readFileSync(join(dir, 'Wrong.svelte'), 'utf8').split('\n');
  const expected = wrong.map((line, i) => (/^<cee-|^<worksite-|^<doc-/.test(line) ? i + 1 : 0)).filter(Boolean);
  let output = '';
  try {
    await run(process.execPath, [bin('svelte-check', 'svelte-check'), '--workspace', dir, '--output', 'machine'], { cwd: root, maxBuffer: 10 * 1024 * 1024 });
  } catch (error) {
    output = `${error.stdout}`;
  }
  const errors = output.split('\n').filter((line) => / ERROR /.test(line)).map((line) => {
    const [, file, row] = / ERROR "([^"]+)" (\d+):/.exec(line) ?? [];
    return { file, row: Number(row), line };
  });
  assert.deepEqual(errors.filter((e) => e.file !== 'Wrong.svelte').map((e) => e.line), [], 'errors outside Wrong.svelte');
  assert.deepEqual([...new Set(errors.map((e) => e.row))].sort((a, b) => a - b), expected, output);
});

for (const [name, [compiler, file]] of Object.entries(FIXTURES)) {
  if (compiler === 'svelte-check') continue;
  test(`test/types/${name} compiles with ${compiler}, and expects its errors`, { skip }, async () => {
    const source = readFileSync(join(root, 'test/types', name, file), 'utf8');
    assert.match(source, /@(ts|vue)-expect-error/, 'the fixture has a line that must fail');
    const tool = compiler === 'tsc' ? bin('typescript', 'tsc') : bin('vue-tsc', 'vue-tsc.js');
    await compile([tool, '-p', join('test/types', name)]);
  });
}

test('every fixture folder of test/types/ is compiled here', () => {
  const folders = readdirSync(join(root, 'test/types'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
  assert.deepEqual(folders.sort(), Object.keys(FIXTURES).sort());
});
