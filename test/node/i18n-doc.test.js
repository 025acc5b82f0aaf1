// docs/i18n.md lists every message key with its French and English words, generated from the tables
// (`npm run build:i18n-doc`, after `npm run build:npm`): this fails when the committed file is not the generated one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

test('docs/i18n.md is generated from the message tables', () => {
  const run = spawnSync(process.execPath, ['scripts/i18n-doc.js', '--check'], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
});

test('docs/i18n.md has every key of both languages, the disclaimer-style words included', () => {
  const doc = readFileSync('docs/i18n.md', 'utf8');
  for (const key of ['common.retry', 'sim.submit', 'submit.label', 'dropzone.choose', 'atLeast', 'answer.atMostWhy', 'financing.newTab', 'email.submit']) assert.match(doc, new RegExp(`\\| \`${key.replace('.', '\\.')}\` \\|`));
  assert.doesNotMatch(doc, /\(missing\)/, 'a French key without its English words');
});
