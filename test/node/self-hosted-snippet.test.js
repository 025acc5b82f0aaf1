// The configurator's default snippet, pasted as is into a page served like a partner's site: the files of dist/
// copied to the snippet's folder, its script tag (the single file, or the lazy loader with its import map) and the
// element, against the sandbox. Chromium must draw the simulator's form, and refuse a file whose hash is not the
// one of dist/integrity.json. Needs a build (`npm run build:lib`, which `npm test` runs first).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { root, startBench } from '../../scripts/bench-harness.js';

const dist = join(root, 'dist');
const cache = join(root, 'node_modules', '.cache', `self-hosted-snippet-${process.pid}`);

/** demo/snippets.ts as a module Node can import (it imports nothing). */
async function loadSnippets() {
  const source = readFileSync(join(root, 'demo/snippets.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  mkdirSync(cache, { recursive: true });
  writeFileSync(join(cache, 'snippets.mjs'), outputText);
  return import(pathToFileURL(join(cache, 'snippets.mjs')).href);
}

/**
 * A partner's page: a first script that reports a file the browser blocked, the snippet's script tag(s), the
 * element, and a last script that reports the form drawn (or the element never defined).
 */
const page = (script, markup, loader) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Un site partenaire</title><link rel="icon" href="data:,">
<script>addEventListener('error', (event) => { if (event.target?.src) window.benchResult = { blocked: event.target.src }; }, true);</script>
${script}
</head><body>
${markup}
<script type="module">
  const el = document.querySelector('cee-simulator');
  ${loader ? `await (await import('${loader}')).load('cee-simulator');` : ''}
  if (!customElements.get('cee-simulator')) window.benchResult ??= { defined: false };
  else {
    const drawn = () => el.shadowRoot?.querySelector('form[aria-busy="false"]');
    if (!drawn()) await new Promise((resolve) => el.addEventListener('cee-inputs-loaded', resolve, { once: true }));
    await el.updateComplete;
    window.benchResult = { fields: el.shadowRoot.querySelectorAll('[data-key]').length };
  }
</script></body></html>`;

describe('the configurator’s self-hosted snippet, pasted into a page', () => {
  let bench;
  let snippets;
  let integrity;
  before(async () => {
    assert.ok(existsSync(join(dist, 'integrity.json')), 'no dist/integrity.json: run `npm run build:lib` first');
    integrity = JSON.parse(readFileSync(join(dist, 'integrity.json'), 'utf8'));
    snippets = await loadSnippets();
    const choice = (build, folder) => ({
      fost: 'BAR-TH-171', aid: 'cee', context: 'b2c', lang: 'fr', price: 8, primary: '#1d4ed8', onPrimary: '#ffffff',
      hosting: 'self', build, folder, apiBase: '/partner', calcBase: '/calc', tokenEndpoint: '/token',
    });
    const release = { version: '0.0.0', integrity };
    const single = choice('single', '/assets/single/');
    const lazy = choice('lazy', '/assets/lazy/');
    const tamper = (text, pattern) => {
      assert.match(text, pattern);
      return text.replace(pattern, (hash) => `${hash.slice(0, -1)}${hash.endsWith('A') ? 'B' : 'A'}`);
    };
    const pages = {
      'single.html': page(snippets.scriptSnippet(single, release), snippets.markupSnippet(single)),
      'lazy.html': page(snippets.scriptSnippet(lazy, release), snippets.markupSnippet(lazy), '/assets/lazy/cee-widgets.js'),
      'single-changed.html': page(tamper(snippets.scriptSnippet(single, release), /integrity="sha384-[^"]{8}/), snippets.markupSnippet(single)),
      'lazy-changed.html': page(
        tamper(snippets.scriptSnippet(lazy, release), /"\/assets\/lazy\/chunks\/cee-simulator-[^"]+\.js": "sha384-[^"]{8}/),
        snippets.markupSnippet(lazy),
        '/assets/lazy/cee-widgets.js',
      ),
    };
    bench = await startBench({ pages, folders: { '/assets/single/': dist, '/assets/lazy/': join(dist, 'lazy') } });
  });
  after(async () => {
    await bench?.close();
    rmSync(cache, { recursive: true, force: true });
  });

  it('lists the files that the page then loads, from the folder it names', () => {
    assert.equal(snippets.filesSnippet({ hosting: 'self', build: 'single', folder: '/assets/single/' }, { version: '0.0.0', integrity }), 'dist/cee-widgets.js\n  → /assets/single/cee-widgets.js');
  });

  it('draws the simulator from the single file, as pasted', async () => {
    const { result } = await bench.runPage('single.html');
    assert.deepEqual(Object.keys(result), ['fields']);
    assert.ok(result.fields > 3, `only ${result.fields} fields`);
  });

  it('draws the simulator from the lazy loader and its chunks, each checked against the import map', async () => {
    const { result } = await bench.runPage('lazy.html');
    assert.deepEqual(Object.keys(result), ['fields']);
    assert.ok(result.fields > 3, `only ${result.fields} fields`);
  });

  it('is refused by the browser when the single file is not the one integrity.json describes', async () => {
    const { result } = await bench.runPage('single-changed.html');
    assert.deepEqual(result, { blocked: `${bench.origin}/assets/single/cee-widgets.js` });
  });

  it('leaves the element undefined when a chunk is not the one integrity.json describes', async () => {
    const { result } = await bench.runPage('lazy-changed.html');
    assert.deepEqual(result, { defined: false });
  });
});
