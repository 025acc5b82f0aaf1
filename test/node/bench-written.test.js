// The benches write their figures (`npm run bench -- --docs`, `npm run bench:peers -- --docs`) between markers of
// README.md and docs/performance.md; nobody types them. This holds that each block was written, and with what its
// bench writes (a table, its date, the contenders by name), so an empty block or a hand-written table shows here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readBetween as block } from '../../scripts/marked-blocks.js';

const DATED = /\b20\d\d-\d\d-\d\d\b/;

test("the README's summary of `npm run bench`: a dated table of figures and targets", () => {
  const summary = block('README.md', 'bench-summary');
  assert.match(summary, DATED);
  assert.match(summary, /^\| what \| figure \| target \|$/m);
  assert.ok(summary.split('\n').filter((line) => line.startsWith('| ')).length >= 5, 'rows of figures');
});

test("the README's summary of `npm run bench:peers`: each peer's standing, dated, as the bench writes it", () => {
  const summary = block('README.md', 'peers-summary');
  assert.match(summary, DATED);
  assert.match(summary, /`npm run bench:peers -- --docs`/);
  for (const peer of ['RJSF 6', 'RJSF 6, fastest', 'JSON Forms 3.8', 'JSON Forms 3.8, fastest']) {
    assert.match(summary, new RegExp(`^\\| ${peer.replace(/[.,]/g, '\\$&')} \\| ×\\d`, 'm'), `a row for ${peer}`);
  }
  assert.match(summary, /On this run \(within ×1\.1 either way, a tie\): 7 fields, a fresh page, the widget is /);
});

test('docs/performance.md: the figures of both benches, the peers with Lit alone beside them', () => {
  assert.match(block('docs/performance.md', 'bench'), DATED);
  const peers = block('docs/performance.md', 'peers');
  assert.match(peers, DATED);
  for (const contender of ['<cee-simulator>', 'plain DOM', 'Lit alone', 'RJSF 6', 'JSON Forms 3.8']) assert.ok(peers.includes(`    ${contender} `), `a line for ${contender}`);
});

test("the peers' figures are of the bench's week: neither summary a week older than the other", () => {
  const dateOf = (text) => new Date(`${text.match(DATED)[0]}T00:00:00Z`).getTime();
  const [bench, peers] = [dateOf(block('README.md', 'bench-summary')), dateOf(block('README.md', 'peers-summary'))];
  const days = Math.abs(bench - peers) / 86_400_000;
  assert.ok(days <= 7, `the README's two summaries are ${days} days apart: run \`npm run bench:peers -- --docs\` with \`npm run bench -- --runs 3 --docs\``);
  assert.equal(dateOf(block('docs/performance.md', 'peers')), peers, "docs/performance.md's peers are the README's");
});
