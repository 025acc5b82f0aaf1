// The README and docs/ lead somewhere: every relative link reaches a file of the repository (and a heading of it when
// it names one), every picture of docs/ is linked from a page, the elements are four wherever they are counted, and
// nothing cites a file outside the repository (the contract is docs/contract.md, the layout the README's).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const pages = ['README.md', 'CHANGELOG.md', 'demo/sandbox/README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const read = (file) => readFileSync(join(root, file), 'utf8');

/** A page's text without its fenced code blocks (a link there is code, not a link). */
const prose = (text) => text.replace(/^( *)```[\s\S]*?^\1```/gm, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2… */
function anchors(text) {
  const seen = new Map();
  const found = new Set();
  for (const [, heading] of prose(text).matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const slug = heading.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').trim().replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    found.add(n ? `${slug}-${n}` : slug);
  }
  return found;
}

/** Every Markdown link and picture of a page: `[text](target)`, `![alt](target)`. */
const links = (text) => [...prose(text).matchAll(/!?\[[^\]]*\]\(([^()\s]+(?:\([^()\s]*\))?)(?: "[^"]*")?\)/g)].map((m) => m[1]);

test('every relative link of the README and docs/ reaches a file, and a heading of it when it names one', () => {
  const broken = [];
  for (const page of pages) {
    for (const target of links(read(page))) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [path, anchor] = target.split('#');
      const file = path ? relative(root, resolve(root, dirname(page), decodeURIComponent(path))) : page;
      if (!existsSync(join(root, file))) {
        broken.push(`${page}: ${target} (no ${file})`);
        continue;
      }
      if (anchor && file.endsWith('.md') && !anchors(read(file)).has(anchor.toLowerCase())) broken.push(`${page}: ${target} (no heading #${anchor} in ${file})`);
    }
  }
  assert.deepEqual(broken, []);
});

test('the link checker reads anchors as GitHub writes them', () => {
  const found = anchors('## Next.js (App Router) and other server rendering\n### A renovation project (`<cee-project>`)\n## Tests\n## Tests\n```\n# not a heading\n```\n');
  assert.deepEqual([...found], ['nextjs-app-router-and-other-server-rendering', 'a-renovation-project-cee-project', 'tests', 'tests-1']);
  assert.deepEqual(links('[a](docs/x.md#y) ![b](docs/p.png) `[c](no)`\n```\n[d](code.md)\n```\n'), ['docs/x.md#y', 'docs/p.png', 'no']);
});

test('every picture of docs/ is linked from the README or a page of docs/', () => {
  const linked = new Set(pages.flatMap((page) => links(read(page)).map((target) => relative(root, resolve(root, dirname(page), target.split('#')[0])))));
  const pictures = readdirSync(join(root, 'docs')).filter((f) => /\.(png|jpe?g|gif|webp|svg)$/i.test(f)).map((f) => `docs/${f}`);
  assert.deepEqual(pictures.filter((picture) => !linked.has(picture)), []);
});

test('the elements are four wherever the README and docs/ count them', () => {
  const miscounted = ['README.md', ...pages.filter((p) => p.startsWith('docs/'))].flatMap((page) =>
    [...read(page).matchAll(/\b(?:three|3) (?:elements|tags)\b|\btrois (?:éléments|composants|balises)\b/gi)].map((m) => `${page}: ${m[0]}`));
  assert.deepEqual(miscounted, []);
  const intro = read('README.md').split(/^## /m).slice(0, 3).join('');
  for (const tag of ['cee-simulator', 'cee-project', 'worksite-form', 'doc-uploader']) assert.match(intro, new RegExp(`<${tag}>`), `the README's opening names <${tag}>`);
  assert.doesNotMatch(read('src/index.ts'), /\bthree\b/i, 'src/index.ts counts the elements');
});

/** Every text file of a folder, walked. */
const files = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return ['node_modules', 'data'].includes(entry.name) && dir !== 'demo/sandbox' ? [] : files(path);
    return /\.(m?[jt]s|json|md|html|css|svelte|vue|tsx)$/.test(entry.name) && statSync(join(root, path)).size < 2_000_000 ? [path] : [];
  });

test('nothing cites a file outside the repository: the contract is docs/contract.md', () => {
  const outside = /\bCONTRACT\.md\b|\bCONTRACT §|\bDESIGN\.md\b|\.\.\/shared\//;
  const citing = [...pages, ...['src', 'test', 'demo', 'scripts'].flatMap(files)]
    .filter((file) => file !== 'test/node/docs-links.test.js' && outside.test(read(file)));
  assert.deepEqual(citing, []);
});
