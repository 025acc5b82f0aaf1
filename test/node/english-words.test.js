// Every English table of ours (issue #26): each concept in English words, no French term where an English one
// exists ("standard operation sheet", "flat rate", "quote"…), and French typography's apostrophe alike (’). Read from
// the npm build (npm test builds it first), the tables as the elements ship them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FRENCH_TERMS } from './french-terms.js';

const dist = new URL('../../dist/npm/', import.meta.url).pathname;

/** Every `*.en.js` of dist/npm, walked. */
function englishFiles(dir = dist) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return englishFiles(path);
    return entry.name.endsWith('.en.js') ? [path] : [];
  });
}

/** Every string of a module's exported tables, with where it is. */
function strings(value, where, out = []) {
  if (typeof value === 'string') out.push([where, value]);
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) strings(child, `${where}.${key}`, out);
  return out;
}

test('our English tables use English words for every concept', async () => {
  const files = englishFiles();
  assert.ok(files.length >= 6, files.join(', '));
  let count = 0;
  for (const file of files) {
    const module = await import(pathToFileURL(file).href);
    for (const [where, text] of strings(module, file.slice(dist.length))) {
      count += 1;
      assert.doesNotMatch(text, FRENCH_TERMS, `${where}: ${text}`);
      assert.doesNotMatch(text, /[A-Za-z]'[A-Za-z]/, `${where}: one apostrophe (’): ${text}`);
    }
  }
  assert.ok(count > 300, `${count} strings read`);
});

test('the scan finds a French term in English', () => {
  assert.match('Fiche amount per m²', FRENCH_TERMS);
  assert.match('Forfait of the low income category', FRENCH_TERMS);
  assert.doesNotMatch('Standard operation sheet, flat rate, département (French administrative area)', FRENCH_TERMS);
});
