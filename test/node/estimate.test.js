// `estimate`, the API core's one function for the rules of money (docs/contract.md §1-2), on worked examples: the cap
// (écrêtement) binding and not, an expense ceiling per m², no amount, MaPrimeRénov’ not eligible, a CEE call that
// failed, two works that cannot be combined, a work that requires another, and an amount below the aids.
// The rates are MaPrimeRénov’ par geste's écrêtement (90 / 75 / 60 / 40 % from très modeste to supérieur) as the
// sandbox answers them in `cap`; the figures of each answer are written out in the case, so each result can be
// checked by hand from the comment beside it.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const src = new URL('../../src/', import.meta.url).pathname;
let api;

/** The estimate and what it imports, transpiled as they are (types erased) into a folder of their own. */
before(async () => {
  const out = mkdtempSync(join(tmpdir(), 'estimate-'));
  for (const file of ['api/estimate.ts', 'api/household.ts', 'api/partner-values.ts']) {
    const { outputText } = ts.transpileModule(readFileSync(join(src, file), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
    });
    const target = join(out, file.replace(/\.ts$/, '.js'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, outputText);
  }
  api = await import(pathToFileURL(join(out, 'api/estimate.js')).href);
});

const fiche = (code) => ({ code, title: code, version: 'A1', validFrom: '2026-01-01', verified: false });
/** A CEE answer: `classic` at the classic price, `modest` at the precarity price. */
const cee = (code, kwhCumac, classic, modest, extra = {}) => ({
  kwhCumac,
  euros: classic,
  eurosClassic: classic,
  eurosModest: modest,
  fiche: fiche(code),
  engagementDate: '2026-03-01',
  ...extra,
});
const mpr = (amount, category, extra = {}) => ({ amount, category, eligible: true, engagementDate: '2026-03-01', ...extra });
const RATE = { tres_modeste: 0.9, modeste: 0.75, intermediaire: 0.6, superieur: 0.4 };

test('cap binding: a modest household, an air/water heat pump of 15 000 € (ceiling 12 000 €)', () => {
  // Eligible expense min(15 000, 12 000) = 12 000; 75 % of it = 9 000; CEE at the modest price 6 000;
  // MaPrimeRénov’ 4 000 is lowered to 9 000 − 6 000 = 3 000. Aids 9 000, remaining 15 000 − 9 000 = 6 000.
  const result = api.estimate({
    works: [{ fost: 'BAR-TH-171', quote: 15000, cee: cee('BAR-TH-171', 600000, 4800, 6000), mpr: mpr(4000, 'modeste', { cap: { rate: RATE.modeste, expenseCeiling: 12000 } }) }],
    date: '2026-03-01',
  });
  const [work] = result.works;
  assert.equal(work.cee.euros, 6000);
  assert.deepEqual(work.mpr, { amount: 3000, eligible: true, capped: { from: 4000, rate: 0.75, eligibleExpense: 12000 } });
  assert.equal(work.aids, 9000);
  assert.equal(work.remaining, 6000);
  assert.deepEqual(result.totals, { cee: 6000, mpr: 3000, aids: 9000, quote: 15000, remaining: 6000 });
  assert.deepEqual(
    result.notes.map((note) => note.kind),
    ['ceiling', 'capped'],
  );
  assert.equal(result.category, 'modeste');
  assert.equal(result.color, 'jaune');
  assert.equal(result.engagementDate, '2026-03-01');
});

test('cap not binding: the same work for a very modest household', () => {
  // 90 % of 12 000 = 10 800; CEE 6 000 + MaPrimeRénov’ 4 000 = 10 000 ≤ 10 800: nothing lowered. Remaining 5 000.
  const result = api.estimate({
    works: [{ fost: 'BAR-TH-171', quote: 15000, cee: cee('BAR-TH-171', 600000, 4800, 6000), mpr: mpr(4000, 'tres_modeste', { cap: { rate: RATE.tres_modeste, expenseCeiling: 12000 } }) }],
  });
  assert.deepEqual(result.works[0].mpr, { amount: 4000, eligible: true });
  assert.equal(result.works[0].remaining, 5000);
  assert.ok(!result.notes.some((note) => note.kind === 'capped'));
});

test('an expense ceiling per m²: 80 m² of loft at 75 €/m² is 6 000 € eligible, and the cap binds on it', () => {
  // The service multiplies the ceiling by the quantity: 75 × 80 = 6 000. Quote 9 000 → eligible 6 000;
  // intermediate: 60 % = 3 600; CEE 2 800 (classic price), so MaPrimeRénov’ 1 200 is lowered to 800.
  const result = api.estimate({
    works: [{ fost: 'BAR-EN-101', quote: 9000, cee: cee('BAR-EN-101', 112000, 2800, 3100), mpr: mpr(1200, 'intermediaire', { cap: { rate: RATE.intermediaire, expenseCeiling: 6000 } }) }],
  });
  const [work] = result.works;
  assert.equal(work.cee.euros, 2800);
  assert.deepEqual(work.mpr.capped, { from: 1200, rate: 0.6, eligibleExpense: 6000 });
  assert.equal(work.mpr.amount, 800);
  assert.equal(work.remaining, 9000 - 3600);
});

test('no amount: no cap, no remaining cost, and the totals say only the aids', () => {
  const result = api.estimate({
    works: [{ fost: 'BAR-TH-171', cee: cee('BAR-TH-171', 600000, 4800, 6000), mpr: mpr(4000, 'modeste', { cap: { rate: RATE.modeste, expenseCeiling: 12000 } }) }],
  });
  assert.deepEqual(result.works[0].mpr, { amount: 4000, eligible: true });
  assert.equal(result.works[0].remaining, undefined);
  assert.deepEqual(result.totals, { cee: 6000, mpr: 4000, aids: 10000 });
});

test('some works without an amount: no total remaining cost, and a note names them', () => {
  const result = api.estimate({
    works: [
      { fost: 'BAR-TH-171', quote: 15000, cee: cee('BAR-TH-171', 600000, 4800, 6000) },
      { fost: 'BAR-EN-101', cee: cee('BAR-EN-101', 112000, 900, 1000) },
    ],
    category: 'modeste',
  });
  assert.equal(result.totals.remaining, undefined);
  assert.deepEqual(result.notes, [{ kind: 'quote-missing', works: ['BAR-EN-101'] }]);
});

test("MaPrimeRénov’ not eligible: 0, with the service’s reason, and the CEE still counted", () => {
  const result = api.estimate({
    works: [
      {
        fost: 'BAR-EN-102',
        quote: 8000,
        cee: cee('BAR-EN-102', 200000, 1600, 1800),
        mpr: mpr(0, 'superieur', { eligible: false, reason: 'MaPrimeRénov’ par geste n’est pas ouverte aux ménages aux revenus supérieurs.' }),
      },
    ],
  });
  const [work] = result.works;
  assert.deepEqual(work.mpr, { amount: 0, eligible: false, reason: 'MaPrimeRénov’ par geste n’est pas ouverte aux ménages aux revenus supérieurs.' });
  assert.equal(work.cee.euros, 1600);
  assert.equal(work.aids, 1600);
  assert.equal(work.remaining, 6400);
});

test('a CEE call that failed: the work names it, its MaPrimeRénov’ counts, the totals add what is known', () => {
  const result = api.estimate({
    works: [
      { fost: 'BAR-TH-171', quote: 15000, cee: { failed: new Error('503') }, mpr: mpr(4000, 'modeste', { cap: { rate: 0.75, expenseCeiling: 12000 } }) },
      { fost: 'BAR-EN-101', cee: cee('BAR-EN-101', 112000, 900, 1000), mpr: mpr(1200, 'modeste') },
    ],
  });
  assert.deepEqual(result.works[0].errors, ['cee']);
  assert.equal(result.works[0].cee, undefined);
  assert.equal(result.works[0].aids, 4000);
  assert.deepEqual(result.totals, { cee: 1000, mpr: 5200, aids: 6200 });
  assert.ok(result.notes.some((note) => note.kind === 'failed' && note.fost === 'BAR-TH-171' && note.aid === 'cee'));
});

test('two works that cannot be combined: the larger kept by default, the visitor’s choice otherwise, the other counts for nothing', () => {
  // From 2026-01-01, BAR-TH-171 cannot be combined with BAR-TH-101 for one dwelling (the service's `excludes`).
  const reason = 'Depuis le 1er janvier 2026, ces deux opérations ne peuvent pas être aidées ensemble.';
  const works = [
    { fost: 'BAR-TH-101', cee: cee('BAR-TH-101', 50000, 400, 450), mpr: mpr(3000, 'modeste') },
    { fost: 'BAR-TH-171', cee: cee('BAR-TH-171', 600000, 4800, 6000, { excludes: [{ code: 'BAR-TH-101', reason }] }), mpr: mpr(4000, 'modeste') },
    { fost: 'BAR-EN-101', cee: cee('BAR-EN-101', 112000, 900, 1000), mpr: mpr(1200, 'modeste') },
  ];
  const byDefault = api.estimate({ works });
  assert.deepEqual(byDefault.excluded, [{ fost: 'BAR-TH-101', with: 'BAR-TH-171', reason }]);
  assert.equal(byDefault.works[0].excluded, true);
  assert.deepEqual(byDefault.totals, { cee: 7000, mpr: 5200, aids: 12200 });

  const chosen = api.estimate({ works, keep: { [api.pairKey('BAR-TH-171', 'BAR-TH-101')]: 'BAR-TH-101' } });
  assert.deepEqual(chosen.excluded, [{ fost: 'BAR-TH-171', with: 'BAR-TH-101', reason }]);
  assert.deepEqual(chosen.totals, { cee: 1450, mpr: 4200, aids: 5650 });
});

test('a geste that requires another: 0 without it, with the reason; paid once the project has one', () => {
  const reason = 'La ventilation double flux n’ouvre droit à MaPrimeRénov’ qu’avec un geste d’isolation dans le même projet.';
  const ventilation = { fost: 'BAR-TH-125', cee: cee('BAR-TH-125', 30000, 240, 270), mpr: mpr(2000, 'modeste', { requires: [{ anyOf: ['BAR-EN-101', 'BAR-EN-104'], reason }] }) };
  const alone = api.estimate({ works: [ventilation] });
  assert.deepEqual(alone.works[0].mpr, { amount: 0, eligible: false, reason });
  assert.equal(alone.totals.aids, 270);
  const withInsulation = api.estimate({ works: [ventilation, { fost: 'BAR-EN-101', cee: cee('BAR-EN-101', 112000, 900, 1000), mpr: mpr(1200, 'modeste') }] });
  assert.deepEqual(withInsulation.works[0].mpr, { amount: 2000, eligible: true });
});

test('an amount below the aids: MaPrimeRénov’ capped to nothing, the remaining cost never negative', () => {
  // Quote 1 000, very modest: 90 % = 900; CEE 4 000 alone is above it, so MaPrimeRénov’ goes to 0; remaining 0.
  const result = api.estimate({
    works: [{ fost: 'BAR-TH-171', quote: 1000, cee: cee('BAR-TH-171', 600000, 3500, 4000), mpr: mpr(5000, 'tres_modeste', { cap: { rate: 0.9, expenseCeiling: 12000 } }) }],
  });
  const [work] = result.works;
  assert.equal(work.mpr.amount, 0);
  assert.equal(work.remaining, 0);
  assert.ok(result.notes.some((note) => note.kind === 'aids-above-quote'));
});

test("a household whose category is not known reads the CEE as a range; a business gets the classic price", () => {
  const household = api.estimate({ works: [{ fost: 'BAR-EN-101', cee: cee('BAR-EN-101', 112000, 896, 1000.4) }] });
  assert.deepEqual(household.works[0].cee.range, [896, 1000]);
  assert.equal(household.totals.cee, 896);
  assert.deepEqual(household.notes, [{ kind: 'category-unknown' }]);
  const business = api.estimate({ context: 'b2b', works: [{ fost: 'BAT-TH-116', cee: cee('BAT-TH-116', 112000, 896, 1000) }] });
  assert.equal(business.works[0].cee.range, undefined);
  assert.equal(business.totals.cee, 896);
});

test('a Coup de pouce multiplier by household means (BAR-TH-137): a modest household gets its own volume and euros, the others theirs', () => {
  // 72 450 kWh cumac for the others (×1,5), 96 600 for modest households (×2), as the sandbox answers BAR-TH-137 H1, 100 m².
  const answer = cee('BAR-TH-137', 72450, 579.6, 864.05, { kwhCumacModest: 96600 });
  const modest = api.estimate({ category: 'modeste', works: [{ fost: 'BAR-TH-137', cee: answer }] });
  assert.equal(modest.works[0].cee.kwhCumac, 96600);
  assert.equal(modest.works[0].cee.euros, 864);
  const others = api.estimate({ category: 'intermediaire', works: [{ fost: 'BAR-TH-137', cee: answer }] });
  assert.equal(others.works[0].cee.kwhCumac, 72450);
  assert.equal(others.works[0].cee.euros, 580);
  const business = api.estimate({ context: 'b2b', category: 'modeste', works: [{ fost: 'BAR-TH-137', cee: answer }] });
  assert.equal(business.works[0].cee.kwhCumac, 72450);
});

test('euros are whole per work and the totals add the whole figures', () => {
  const result = api.estimate({
    works: [
      { fost: 'BAR-EN-101', quote: 1000.4, cee: cee('BAR-EN-101', 1, 100.4, 100.4) },
      { fost: 'BAR-EN-104', quote: 1000.4, cee: cee('BAR-EN-104', 1, 100.4, 100.4) },
    ],
    category: 'very-low',
  });
  assert.deepEqual(result.totals, { cee: 200, mpr: 0, aids: 200, quote: 2000, remaining: 1800 });
  assert.equal(result.category, 'tres_modeste');
});
