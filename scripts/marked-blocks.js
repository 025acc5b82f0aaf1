// The blocks the benches and scripts write into the docs, between `<!-- name:start -->` and `<!-- name:end -->`
// markers (README.md's summaries and import costs, docs/performance.md's figures): written by `writeBetween`, read
// back by the tests that hold them (test/node/bench-written.test.js). Paths are from the repository's root.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** `file`'s text and where the block `name` starts and ends in it (its markers excluded); throws without them. */
function locate(file, name) {
  const text = readFileSync(join(root, file), 'utf8');
  const [start, end] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  if (!text.includes(start) || !text.includes(end)) throw new Error(`${file} has no ${start} … ${end} markers`);
  return { text, from: text.indexOf(start) + start.length, to: text.indexOf(end) };
}

/** What stands between the markers of `name` in `file`, trimmed. */
export function readBetween(file, name) {
  const { text, from, to } = locate(file, name);
  return text.slice(from, to).trim();
}

/** Replaces what stands between the markers of `name` in `file` with `text`. */
export function writeBetween(file, name, text) {
  const { text: content, from, to } = locate(file, name);
  writeFileSync(join(root, file), `${content.slice(0, from)}\n${text}\n${content.slice(to)}`);
}
