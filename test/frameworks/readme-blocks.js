// The README's fenced code blocks, each with the `<!-- snippet: KIND [file] -->` line above it that says where it is
// compiled or run (test/node/readme-snippets.test.js, test/frameworks/apps.test.js).
import { readFileSync } from 'node:fs';

/** Every fenced block: its language, its text (a list item's indent removed), the line it opens on, its marker. */
export function readmeBlocks(text = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')) {
  const lines = text.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^( *)```(\S*)\s*$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, lang] = open;
    const end = lines.indexOf(`${indent}\`\`\``, i + 1);
    const marker = /^ *<!-- snippet: (\S+)(?: (\S+))? -->$/.exec(lines[i - 1] ?? '');
    const code = lines.slice(i + 1, end).map((line) => line.slice(indent.length)).join('\n');
    blocks.push({ lang, code: `${code}\n`, line: i + 1, kind: marker?.[1], file: marker?.[2] });
    i = end;
  }
  return blocks;
}
