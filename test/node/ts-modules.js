// The API core's TypeScript modules for a node test: the files named, transpiled as they are (types erased) into a
// folder of their own, then the entry imported. No build, no bundler: what the module says is what runs.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const src = new URL('../../src/', import.meta.url).pathname;
// Inside the repository, so that the modules' bare imports (`zod/mini`) resolve from its node_modules.
const cache = new URL('../../node_modules/.cache/', import.meta.url).pathname;

/** `files` (paths under src/) transpiled into a fresh folder; the modules of `entries` (some of them), in order. */
export async function importTs(files, entries = [files[0]]) {
  mkdirSync(cache, { recursive: true });
  const out = mkdtempSync(join(cache, 'ts-modules-'));
  for (const file of files) {
    const { outputText } = ts.transpileModule(readFileSync(join(src, file), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
    });
    const target = join(out, file.replace(/\.ts$/, '.js'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, outputText);
  }
  try {
    return await Promise.all(entries.map((entry) => import(pathToFileURL(join(out, entry.replace(/\.ts$/, '.js'))).href)));
  } finally {
    // Loaded: an ES module graph is read whole at import, the files are no longer needed.
    rmSync(out, { recursive: true, force: true });
  }
}
