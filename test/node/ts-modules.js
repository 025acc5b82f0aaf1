// The API core's TypeScript modules for a node test: the files named, transpiled as they are (types erased) into a
// folder of their own, then the entry imported. No build, no bundler: what the module says is what runs.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const src = new URL('../../src/', import.meta.url).pathname;

/** `files` (paths under src/) transpiled into a fresh folder; the module of `entry` (one of them). */
export async function importTs(files, entry = files[0]) {
  const out = mkdtempSync(join(tmpdir(), 'ts-modules-'));
  for (const file of files) {
    const { outputText } = ts.transpileModule(readFileSync(join(src, file), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
    });
    const target = join(out, file.replace(/\.ts$/, '.js'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, outputText);
  }
  return import(pathToFileURL(join(out, entry.replace(/\.ts$/, '.js'))).href);
}
