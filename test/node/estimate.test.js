// `estimate`, the API core's one function for the rules of money (docs/contract.md, "The estimate"), on worked
// examples: every work's state, the cap with a quote and without one (`atMost`), the cap in whole cents and basis
// points, figures that cannot be read, what remains, the exclusions chosen over the whole project, a work that
// requires another, the prices named, the rounding, the answers and conditions the estimate carries.
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
/** `estimate-base.ts`, and `estimate.ts` as it is (`api` records the inputs of the cases in `given`). */
let base;
let whole;
const given = [];

/** The estimate and what it imports, transpiled as they are (types erased) into a folder of their own. */
before(async () => {
  const out = mkdtempSync(join(tmpdir(), 'estimate-'));
  for (const file of ['api/estimate.ts', 'api/estimate-local.ts', 'api/local-aids-match.ts', 'api/place-codes.ts', 'api/financing.ts', 'api/financing-rules.ts', 'api/eco-ptz-actions.ts', 'api/estimate-work.ts', 'api/estimate-choice.ts', 'api/estimate-base.ts', 'api/estimate-types.ts', 'api/readable.ts', 'api/household.ts', 'api/partner-values.ts']) {
    const { outputText } = ts.transpileModule(readFileSync(join(src, file), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
    });
    const target = join(out, file.replace(/\.ts$/, '.js'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, outputText);
  }
  const estimate = await import(pathToFileURL(join(out, 'api/estimate.js')).href);
  base = await import(pathToFileURL(join(out, 'api/estimate-base.js')).href);
  // Every input the cases give is kept: the last case checks the simulator's estimate of one work against them.
  api = { ...estimate, estimate: (input) => (given.push(input), estimate.estimate(input)) };
  whole = estimate;
});

const fiche = (code) => ({ code, title: code, version: 'A1', validFrom: '2026-01-01', verified: true });
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
const kinds = (estimate) => estimate.notes.map((note) => note.kind);

// --- the cap ------------------------------------------------------------------------------------------------------

test('cap binding: a modest household, an air/water heat pump of 15 000 € (ceiling 12 000 €)', () => {
  // Eligible expense min(15 000, 12 000) = 12 000; 75 % of it = 9 000; CEE at the modest price 5 860;
  // MaPrimeRénov’ 4 000 is lowered to 9 000 − 5 860 = 3 140. Aids 9 000, remaining 15 000 − 9 000 = 6 000.
  // The ceiling changed the amount: 75 % of the 15 000 € quote would have left room for the whole 4 000 €.
  const result = api.estimate({
    works: [{ fost: 'BAR-TH-171', quote: 15000, cee: cee('BAR-TH-171', 655200, 5241.6, 5860.49), mpr: mpr(4000, 'modeste', { cap: { rate: RATE.modeste, expenseCeiling: 12000 } }) }],
    date: '2026-03-01',
  });
  const [work] = result.works;
  assert.equal(work.state, 'counted');
  assert.equal(work.cee.euros, 5860);
  assert.deepEqual(work.mpr, { amount: 3140, eligible: true, capped: { from: 4000, rate: 0.75, limit: 9000, eligibleExpense: 12000, ceiling: 12000 } });
  assert.equal(work.aids, 9000);
  assert.equal(work.remaining, 6000);
  assert.equal(work.atMost, undefined);
  assert.deepEqual(result.totals, { cee: 5860, mpr: 3140, aids: 9000, quote: 15000, quoted: 1, remaining: 6000, counted: 1, of: 1 });
  assert.deepEqual(result.notes, [{ kind: 'capped', fost: 'BAR-TH-171', rate: 0.75, limit: 9000, from: 4000, to: 3140, ceiling: 12000 }]);
  assert.equal(result.category, 'modeste');
  assert.equal(result.color, 'jaune');
  assert.equal(result.engagementDate, '2026-03-01');
});

test('a ceiling is named only when it changed an amount: a quote below it, or a cap that does not bind, says none', () => {
  // Quote 10 000 < ceiling 12 000: eligible 10 000, 75 % = 7 500; CEE 5 860 → MaPrimeRénov’ 1 640. The ceiling changed nothing.
  const below = api.estimate({ works: [{ fost: 'BAR-TH-171', quote: 10000, cee: cee('BAR-TH-171', 655200, 5241.6, 5860.49), mpr: mpr(4000, 'modeste', { cap: { rate: 0.75, expenseCeiling: 12000 } }) }] });
  assert.deepEqual(below.works[0].mpr.capped, { from: 4000, rate: 0.75, limit: 7500, eligibleExpense: 10000 });
  assert.equal(below.works[0].mpr.amount, 1640);
  // Very modest, 15 000 €: 90 % of 12 000 = 10 800; CEE 5 860 + MaPrimeRénov’ 4 000 = 9 860: nothing lowered, nothing said.
  const loose = api.estimate({ works: [{ fost: 'BAR-TH-171', quote: 15000, cee: cee('BAR-TH-171', 655200, 5241.6, 5860.49), mpr: mpr(4000, 'tres_modeste', { cap: { rate: 0.9, expenseCeiling: 12000 } }) }] });
  assert.deepEqual(loose.works[0].mpr, { amount: 4000, eligible: true });
  assert.deepEqual(loose.notes, []);
});

test('an expense ceiling per m²: 80 m² of loft at 75 €/m² is 6 000 € eligible, and the cap binds on it', () => {
  // The service multiplies the ceiling by the quantity: 75 × 80 = 6 000. Quote 9 000 → eligible 6 000;
  // intermediate: 60 % = 3 600; CEE 2 800 (classic price), so MaPrimeRénov’ 1 200 is lowered to 800.
  const result = api.estimate({
    works: [{ fost: 'BAR-EN-101', quote: 9000, cee: cee('BAR-EN-101', 112000, 2800, 3100), mpr: mpr(1200, 'intermediaire', { cap: { rate: RATE.intermediaire, expenseCeiling: 6000 } }) }],
  });
  const [work] = result.works;
  assert.equal(work.cee.euros, 2800);
  assert.deepEqual(work.mpr.capped, { from: 1200, rate: 0.6, limit: 3600, eligibleExpense: 6000, ceiling: 6000 });
  assert.equal(work.mpr.amount, 800);
  assert.equal(work.remaining, 9000 - 3600);
});

test('the cap in whole cents and basis points: 70 % of 90 € is 63 €, where 0.7 × 90 in floating point floors to 62', () => {
  assert.equal(Math.floor(0.7 * 90), 62);
  // Quote 90, no ceiling, rate 0,7: the aids may reach 63; CEE 10 → MaPrimeRénov’ 100 lowered to 53.
  const result = api.estimate({ works: [{ fost: 'BAR-EN-101', quote: 90, cee: cee('BAR-EN-101', 1250, 10, 10), mpr: mpr(100, 'modeste', { cap: { rate: 0.7 } }) }] });
  assert.equal(result.works[0].mpr.amount, 53);
  assert.equal(result.works[0].aids, 63);
  // A ceiling with cents: 75 % of 6 037,50 € = 4 528,125 → 4 528 €.
  const cents = api.estimate({ works: [{ fost: 'BAR-EN-101', quote: 9000, cee: cee('BAR-EN-101', 100000, 1000, 1000), mpr: mpr(5000, 'modeste', { cap: { rate: 0.75, expenseCeiling: 6037.5 } }) }] });
  assert.equal(cents.works[0].aids, 4528);
});

test('without a quote, the aids reach at most rate × ceiling ("au plus"): a very modest household’s heat pump is 10 800 €, not 10 860 €', () => {
  // CEE 5 860 + MaPrimeRénov’ 5 000 = 10 860 > 90 % × 12 000 = 10 800: MaPrimeRénov’ is lowered to 10 800 − 5 860 = 4 940.
  const work = { fost: 'BAR-TH-171', cee: cee('BAR-TH-171', 655200, 5241.6, 5860.49), mpr: mpr(5000, 'tres_modeste', { cap: { rate: 0.9, expenseCeiling: 12000 } }) };
  const result = api.estimate({ works: [work] });
  const [figures] = result.works;
  assert.equal(figures.atMost, 10800);
  assert.equal(figures.aids, 10800);
  assert.deepEqual(figures.mpr, { amount: 4940, eligible: true, capped: { from: 5000, rate: 0.9, limit: 10800, eligibleExpense: 12000, withoutQuote: true } });
  assert.equal(figures.remaining, undefined);
  assert.deepEqual(result.totals, { cee: 5860, mpr: 4940, aids: 10800, atMost: true, quoted: 0, counted: 1, of: 1 });
  assert.deepEqual(result.notes, [{ kind: 'at-most', fost: 'BAR-TH-171', rate: 0.9, limit: 10800, ceiling: 12000, from: 5000, to: 4940 }]);
  // A quote can only lower the figure: at or above the ceiling it stays, below it it goes down.
  for (const quote of [12000, 20000, 11000, 3000]) {
    const quoted = api.estimate({ works: [{ ...work, quote }] });
    assert.ok(quoted.works[0].aids <= figures.atMost, `quote ${quote}: ${quoted.works[0].aids}`);
    assert.equal(quoted.works[0].atMost, undefined);
  }
  assert.equal(api.estimate({ works: [{ ...work, quote: 20000 }] }).works[0].aids, 10800);
  assert.equal(api.estimate({ works: [{ ...work, quote: 11000 }] }).works[0].aids, 9900);
});

test('without a quote, a cap that does not bind still bounds the figure; without a ceiling nothing can be bounded', () => {
  // Intermediate: 60 % × 12 000 = 7 200; CEE 4 000 + MaPrimeRénov’ 3 000 = 7 000: nothing lowered, at most 7 200.
  const loose = api.estimate({ works: [{ fost: 'BAR-TH-171', cee: cee('BAR-TH-171', 500000, 4000, 4470), mpr: mpr(3000, 'intermediaire', { cap: { rate: 0.6, expenseCeiling: 12000 } }) }] });
  assert.equal(loose.works[0].aids, 7000);
  assert.equal(loose.works[0].atMost, 7200);
  assert.deepEqual(loose.works[0].mpr, { amount: 3000, eligible: true });
  const open = api.estimate({ works: [{ fost: 'BAR-TH-171', cee: cee('BAR-TH-171', 500000, 4000, 4470), mpr: mpr(3000, 'intermediaire', { cap: { rate: 0.6 } }) }] });
  assert.equal(open.works[0].atMost, undefined);
  assert.equal(open.totals.atMost, undefined);
});

// --- what remains ----------------------------------------------------------------------------------------------------

test('an amount below the aids: MaPrimeRénov’ capped to nothing, the remaining cost never negative', () => {
  // Quote 1 000, very modest: 90 % = 900; CEE 4 000 alone is above it, so MaPrimeRénov’ goes to 0; remaining 0.
  const result = api.estimate({
    works: [{ fost: 'BAR-TH-171', quote: 1000, cee: cee('BAR-TH-171', 600000, 3500, 4000), mpr: mpr(5000, 'tres_modeste', { cap: { rate: 0.9, expenseCeiling: 12000 } }) }],
  });
  const [work] = result.works;
  assert.equal(work.mpr.amount, 0);
  assert.equal(work.remaining, 0);
  assert.ok(kinds(result).includes('aids-above-quote'));
});

test('what remains is never above the quote: a work that gets nothing leaves all of it, never more', () => {
  const result = api.estimate({
    works: [{ fost: 'BAR-EN-102', quote: 8000, cee: cee('BAR-EN-102', 0, 0, 0), mpr: mpr(0, 'superieur', { eligible: false, reason: 'Pas pour ce ménage.' }) }],
  });
  assert.equal(result.works[0].state, 'not-eligible');
  assert.equal(result.works[0].remaining, 8000);
  assert.equal(result.totals.remaining, 8000);
});

// --- figures that cannot be read -----------------------------------------------------------------------------------

test('a negative, infinite or absurd figure is refused for its line with a reason, never counted', () => {
  const base = { fost: 'BAR-EN-101', quote: 9000 };
  const cases = [
    ['a negative CEE amount', { cee: cee('BAR-EN-101', 112000, -500, -500), mpr: mpr(1200, 'modeste') }, 'cee'],
    ['a CEE amount over 1 000 000 €', { cee: cee('BAR-EN-101', 112000, 2_000_000, 2_000_000), mpr: mpr(1200, 'modeste') }, 'cee'],
    ['a CEE amount over ten times the quote', { cee: cee('BAR-EN-101', 112000, 95000, 95000), mpr: mpr(1200, 'modeste') }, 'cee'],
    ['a volume over 10 TWh cumac', { cee: cee('BAR-EN-101', 2e10, 900, 1000), mpr: mpr(1200, 'modeste') }, 'cee'],
    ['an infinite MaPrimeRénov’', { cee: cee('BAR-EN-101', 112000, 900, 1000), mpr: mpr(Infinity, 'modeste') }, 'mpr'],
    ['a negative MaPrimeRénov’', { cee: cee('BAR-EN-101', 112000, 900, 1000), mpr: mpr(-3000, 'modeste') }, 'mpr'],
  ];
  for (const [what, answers, aid] of cases) {
    const result = api.estimate({ works: [{ ...base, ...answers }, { fost: 'BAR-EN-104', cee: cee('BAR-EN-104', 50000, 400, 450) }], category: 'modeste' });
    const [work] = result.works;
    assert.equal(work.state, 'failed', what);
    assert.ok(aid === 'cee' ? work.cee.unreadable : work.mpr.unreadable, what);
    assert.deepEqual(result.notes.filter((note) => note.kind === 'unreadable'), [{ kind: 'unreadable', fost: 'BAR-EN-101', aid }], what);
    // Only the other work counts: its 450 €; the refused figure is in no total, and the work's remaining is not known.
    assert.equal(result.totals.aids, 450, what);
    assert.ok(result.totals.aids >= 0 && result.totals.cee >= 0 && result.totals.mpr >= 0, what);
    assert.equal(work.remaining, undefined, what);
    assert.equal(result.totals.remaining, undefined, what);
  }
  assert.equal(api.estimate({ works: [{ ...base, cee: cee('BAR-EN-101', 2e10, 900, 1000) }] }).works[0].cee.unreadable, 'kwhCumac');
});

// --- every work with its state ------------------------------------------------------------------------------------

test('every work the visitor added is in the estimate, with one state, and the totals say how many are counted', () => {
  const reason = 'Depuis le 1er janvier 2026, ces deux opérations ne peuvent pas être aidées ensemble.';
  const result = api.estimate({
    category: 'modeste',
    works: [
      { fost: 'BAR-TH-171', title: 'Pompe à chaleur', quote: 15000, cee: cee('BAR-TH-171', 600000, 4800, 6000, { excludes: [{ code: 'BAR-TH-101', reason }] }), mpr: mpr(4000, 'modeste', { cap: { rate: 0.75, expenseCeiling: 12000 } }) },
      { fost: 'BAR-TH-101', title: 'Chauffe-eau solaire', quote: 3000, cee: cee('BAR-TH-101', 50000, 400, 450), mpr: mpr(3000, 'modeste') },
      { fost: 'BAR-EN-104', title: 'Fenêtres', quote: 9800, missing: ['Surface vitrée'], answers: [{ key: 'operation.windows', label: 'Nombre de fenêtres', value: 6, text: '6' }] },
      { fost: 'MPR-AUDIT', title: 'Audit', mpr: mpr(0, 'modeste', { eligible: false, reason: 'Le logement a moins de 15 ans.' }) },
      { fost: 'BAR-EN-101', title: 'Combles', quote: 2500, cee: { failed: new Error('503') }, mpr: mpr(1200, 'modeste') },
    ],
  });
  assert.deepEqual(
    result.works.map((work) => `${work.fost} ${work.state}`),
    ['BAR-TH-171 counted', 'BAR-TH-101 excluded', 'BAR-EN-104 incomplete', 'MPR-AUDIT not-eligible', 'BAR-EN-101 failed'],
  );
  const [pump, solar, windows, audit, attic] = result.works;
  assert.deepEqual(solar.excludedBy, { fost: 'BAR-TH-171', reason });
  assert.equal(solar.remaining, 3000);
  assert.deepEqual(windows.missing, ['Surface vitrée']);
  assert.deepEqual(windows.answers, [{ key: 'operation.windows', label: 'Nombre de fenêtres', value: 6, text: '6' }]);
  assert.equal(windows.quote, 9800);
  assert.equal(windows.remaining, undefined);
  assert.equal(audit.reason, 'Le logement a moins de 15 ans.');
  assert.deepEqual(attic.errors, ['cee']);
  // Counted: the heat pump alone (6 000 + 3 000). Quotes: every one given (15 000 + 3 000 + 9 800 + 2 500), said of 4 works.
  assert.equal(pump.aids, 9000);
  assert.equal(result.totals.aids, 9000);
  assert.equal(result.totals.counted, 1);
  assert.equal(result.totals.of, 5);
  assert.equal(result.totals.quote, 30300);
  assert.equal(result.totals.quoted, 4);
  // The windows’ and the attic’s remaining costs are not known: no total remaining cost is made up.
  assert.equal(result.totals.remaining, undefined);
  assert.deepEqual(kinds(result), ['capped', 'excluded', 'failed']);
});

test('a work with no answer at all is incomplete; one whose every call failed is failed, never counted', () => {
  const result = api.estimate({ works: [{ fost: 'BAR-EN-101' }, { fost: 'BAR-EN-104', cee: { failed: new Error('503') }, mpr: { failed: new Error('503') } }] });
  assert.deepEqual(result.works.map((work) => work.state), ['incomplete', 'failed']);
  assert.deepEqual(result.works[0].missing, []);
  assert.deepEqual(result.works[1].errors, ['cee', 'mpr']);
  assert.deepEqual({ aids: result.totals.aids, counted: result.totals.counted }, { aids: 0, counted: 0 });
});

test('a CEE call that failed: the work is failed and out of the totals; its MaPrimeRénov’ is still shown', () => {
  const result = api.estimate({
    works: [
      { fost: 'BAR-TH-171', quote: 15000, cee: { failed: new Error('503') }, mpr: mpr(4000, 'modeste', { cap: { rate: 0.75, expenseCeiling: 12000 } }) },
      { fost: 'BAR-EN-101', cee: cee('BAR-EN-101', 112000, 900, 1000), mpr: mpr(1200, 'modeste') },
    ],
  });
  assert.equal(result.works[0].state, 'failed');
  assert.deepEqual(result.works[0].errors, ['cee']);
  assert.equal(result.works[0].cee, undefined);
  assert.equal(result.works[0].mpr.amount, 4000);
  assert.deepEqual([result.totals.cee, result.totals.mpr, result.totals.aids], [1000, 1200, 2200]);
  // The quote given is the failed work's: the work counted has none, and the note names it.
  assert.deepEqual(result.notes, [{ kind: 'failed', fost: 'BAR-TH-171', aid: 'cee' }, { kind: 'quote-missing', works: ['BAR-EN-101'] }]);
});

test("MaPrimeRénov’ not eligible: 0, with the service’s reason, and the CEE still counted", () => {
  const reason = 'MaPrimeRénov’ par geste n’est pas ouverte aux ménages aux revenus supérieurs.';
  const result = api.estimate({ works: [{ fost: 'BAR-EN-102', quote: 8000, cee: cee('BAR-EN-102', 200000, 1600, 1800), mpr: mpr(0, 'superieur', { eligible: false, reason }) }] });
  const [work] = result.works;
  assert.equal(work.state, 'counted');
  assert.deepEqual(work.mpr, { amount: 0, eligible: false, reason });
  assert.equal(work.cee.euros, 1600);
  assert.equal(work.aids, 1600);
  assert.equal(work.remaining, 6400);
});

test('some works without a quote: the quotes given are added and said, and a note names the works counted without one', () => {
  const result = api.estimate({
    works: [
      { fost: 'BAR-TH-171', quote: 15000, cee: cee('BAR-TH-171', 600000, 4800, 6000) },
      { fost: 'BAR-EN-101', cee: cee('BAR-EN-101', 112000, 900, 1000) },
    ],
    category: 'modeste',
  });
  assert.equal(result.totals.quote, 15000);
  assert.equal(result.totals.quoted, 1);
  assert.equal(result.totals.remaining, 9000);
  assert.deepEqual(result.notes, [{ kind: 'quote-missing', works: ['BAR-EN-101'] }]);
});

// --- exclusions over the whole project ------------------------------------------------------------------------

test('the kept work of an exclusion is chosen over the whole project, `requires` counted: V and I make 3 110 €, not W and I’s 510 €', () => {
  // V: CEE 100 + MaPrimeRénov’ 3 000 that requires I; W: CEE 500, excludes V; I: CEE 10.
  // Keeping W (the larger alone) gives 500 + 10 = 510; keeping V gives 100 + 3 000 + 10 = 3 110.
  const requires = [{ anyOf: ['BAR-EN-101'], reason: 'Avec une isolation seulement.' }];
  const result = api.estimate({
    category: 'modeste',
    works: [
      { fost: 'BAR-TH-125', cee: cee('BAR-TH-125', 12500, 100, 100), mpr: mpr(3000, 'modeste', { requires }) },
      { fost: 'BAR-TH-148', cee: cee('BAR-TH-148', 62500, 500, 500, { excludes: [{ code: 'BAR-TH-125', reason: 'Pas ensemble.' }] }) },
      { fost: 'BAR-EN-101', cee: cee('BAR-EN-101', 1250, 10, 10) },
    ],
  });
  assert.deepEqual(result.works.map((work) => work.state), ['counted', 'excluded', 'counted']);
  assert.deepEqual(result.works[1].excludedBy, { fost: 'BAR-TH-125', reason: 'Pas ensemble.' });
  assert.equal(result.totals.aids, 3110);
});

test('chained exclusions A–B and B–C: A and C are kept (400 €), not C alone after dropping A for B (300 €); B is dropped for a kept work', () => {
  const works = [
    { fost: 'A', cee: cee('A', 12500, 100, 100, { excludes: [{ code: 'B', reason: 'A et B' }] }) },
    { fost: 'B', cee: cee('B', 25000, 200, 200, { excludes: [{ code: 'C', reason: 'B et C' }] }) },
    { fost: 'C', cee: cee('C', 37500, 300, 300) },
  ];
  const result = api.estimate({ works, category: 'modeste' });
  assert.deepEqual(result.works.map((work) => work.state), ['counted', 'excluded', 'counted']);
  assert.deepEqual(result.works[1].excludedBy, { fost: 'A', reason: 'A et B' });
  assert.equal(result.totals.aids, 400);
  // The visitor keeps B: A and C are both dropped, each for B, which is kept.
  const chosen = api.estimate({ works, category: 'modeste', keep: { [api.pairKey('A', 'B')]: 'B' } });
  assert.deepEqual(chosen.works.map((work) => `${work.state} ${work.excludedBy?.fost ?? ''}`.trim()), ['excluded B', 'counted', 'excluded B']);
  assert.equal(chosen.totals.aids, 200);
});

test('at equal totals the visitor’s order decides; the visitor’s choice wins; of two choices that contradict, the later', () => {
  const reason = 'Pas ensemble.';
  const works = [
    { fost: 'BAR-TH-101', cee: cee('BAR-TH-101', 50000, 400, 400) },
    { fost: 'BAR-TH-171', cee: cee('BAR-TH-171', 50000, 400, 400, { excludes: [{ code: 'BAR-TH-101', reason }, { code: 'BAR-TH-148', reason }] }) },
    { fost: 'BAR-TH-148', cee: cee('BAR-TH-148', 50000, 400, 400) },
  ];
  // 101 + 148 = 800 beats 171 alone; the order of the works does not matter here.
  assert.deepEqual(api.estimate({ works, category: 'modeste' }).works.map((work) => work.state), ['counted', 'excluded', 'counted']);
  // Two works of 400 € each: the earlier is kept.
  const two = [works[1], works[0]];
  assert.deepEqual(api.estimate({ works: two, category: 'modeste' }).works.map((work) => work.state), ['counted', 'excluded']);
  assert.deepEqual(api.estimate({ works: works.slice(0, 2), category: 'modeste' }).works.map((work) => work.state), ['counted', 'excluded']);
  // The visitor keeps 171 against 101: both others dropped for it.
  const keep171 = { [api.pairKey('BAR-TH-101', 'BAR-TH-171')]: 'BAR-TH-171' };
  assert.deepEqual(api.estimate({ works, category: 'modeste', keep: keep171 }).works.map((work) => work.state), ['excluded', 'counted', 'excluded']);
  // Then keeps 148 against 171: the later choice wins, and 101 comes back (nothing kept excludes it).
  const later = { ...keep171, [api.pairKey('BAR-TH-148', 'BAR-TH-171')]: 'BAR-TH-148' };
  assert.deepEqual(api.estimate({ works, category: 'modeste', keep: later }).works.map((work) => work.state), ['counted', 'excluded', 'counted']);
  // A choice for a pair that is not one, or a code not in it, is ignored.
  assert.deepEqual(api.estimate({ works: two, category: 'modeste', keep: { 'X|Y': 'X', [api.pairKey('BAR-TH-101', 'BAR-TH-171')]: 'Z' } }).works.map((work) => work.state), ['counted', 'excluded']);
});

test('a geste that requires another: 0 without it, with the reason; paid once the project has one (BAR-TH-125 alone, as the simulator has it)', () => {
  const reason = 'La ventilation double flux n’ouvre droit à MaPrimeRénov’ qu’avec un geste d’isolation dans le même projet.';
  const ventilation = { fost: 'BAR-TH-125', cee: cee('BAR-TH-125', 30000, 240, 270), mpr: mpr(2000, 'modeste', { requires: [{ anyOf: ['BAR-EN-101', 'BAR-EN-104'], reason }] }) };
  const alone = api.estimate({ works: [ventilation] });
  assert.deepEqual(alone.works[0].mpr, { amount: 0, eligible: false, reason });
  assert.equal(alone.works[0].state, 'counted');
  assert.equal(alone.totals.aids, 270);
  assert.deepEqual(alone.notes, [{ kind: 'requires', fost: 'BAR-TH-125', anyOf: ['BAR-EN-101', 'BAR-EN-104'], reason }]);
  const withInsulation = api.estimate({ works: [ventilation, { fost: 'BAR-EN-101', cee: cee('BAR-EN-101', 112000, 900, 1000), mpr: mpr(1200, 'modeste') }] });
  assert.deepEqual(withInsulation.works[0].mpr, { amount: 2000, eligible: true });
  // An insulation not yet calculated is still part of the project.
  const unfinished = api.estimate({ works: [ventilation, { fost: 'BAR-EN-101', missing: ['Surface'] }] });
  assert.equal(unfinished.works[0].mpr.amount, 2000);
});

// --- the CEE line ------------------------------------------------------------------------------------------------------

test('the price named is the one that produced the amount, with whom it is for; none when volume × price does not give it', () => {
  // 655,2 MWh cumac × 8,94 € = 5 857,49 €: the modest households’ price, named so.
  const consistent = cee('BAR-TH-171', 655200, 5241.6, 5857.49, { eurosMwhCumac: 8, eurosMwhCumacModest: 8.94 });
  const modest = api.estimate({ category: 'modeste', works: [{ fost: 'BAR-TH-171', cee: consistent }] });
  assert.deepEqual(modest.works[0].cee.price, { eurosMwhCumac: 8.94, for: 'modest' });
  assert.equal(modest.works[0].cee.euros, 5857);
  const others = api.estimate({ category: 'intermediaire', works: [{ fost: 'BAR-TH-171', cee: consistent }] });
  assert.deepEqual(others.works[0].cee.price, { eurosMwhCumac: 8, for: 'others' });
  const unknown = api.estimate({ works: [{ fost: 'BAR-TH-171', cee: consistent }] });
  assert.deepEqual(unknown.works[0].cee.range, [5242, 5857]);
  assert.deepEqual(unknown.works[0].cee.rangePrices, [{ eurosMwhCumac: 8, for: 'others' }, { eurosMwhCumac: 8.94, for: 'modest' }]);
  // 5 860,49 € is not 655,2 × 8,94: no price is named beside it.
  const inconsistent = api.estimate({ category: 'modeste', works: [{ fost: 'BAR-TH-171', cee: { ...consistent, eurosModest: 5860.49 } }] });
  assert.equal(inconsistent.works[0].cee.price, undefined);
  // One price for every household.
  const single = api.estimate({ category: 'modeste', works: [{ fost: 'BAR-EN-101', cee: cee('BAR-EN-101', 112000, 896, 896, { eurosMwhCumac: 8 }) }] });
  assert.deepEqual(single.works[0].cee.price, { eurosMwhCumac: 8, for: 'all' });
});

test('a CEE amount set by the professional’s offer: the volume, MaPrimeRénov’ counted, the work counted', () => {
  for (const answer of [{ kwhCumac: 162400, priceByOffer: true }, { kwhCumac: 162400 }]) {
    const result = api.estimate({ works: [{ fost: 'BAR-EN-102', cee: answer, mpr: mpr(1500, 'modeste') }] });
    const [work] = result.works;
    assert.equal(work.state, 'counted');
    assert.deepEqual(work.cee, { kwhCumac: 162400, priceByOffer: true });
    assert.equal(work.aids, 1500);
    assert.equal(result.totals.aids, 1500);
  }
  const ceeOnly = api.estimate({ works: [{ fost: 'BAR-EN-102', cee: { kwhCumac: 162400, priceByOffer: true } }] });
  assert.equal(ceeOnly.works[0].state, 'counted');
  assert.equal(ceeOnly.works[0].aids, 0);
});

test('a CEE answer worth nothing and no MaPrimeRénov’: not eligible, with the service’s reason', () => {
  const result = api.estimate({ works: [{ fost: 'BAR-EN-103', cee: cee('BAR-EN-103', 0, 0, 0, { reason: 'Plancher déjà isolé.' }) }] });
  assert.equal(result.works[0].state, 'not-eligible');
  assert.equal(result.works[0].reason, 'Plancher déjà isolé.');
  assert.equal(result.works[0].cee.zero, true);
  assert.equal(result.totals.counted, 0);
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

// --- rounding --------------------------------------------------------------------------------------------------------

test('one rounding rule: whole euros per line, half up; the totals add the lines: 100,4 + 312,4 is 100 + 312 = 412', () => {
  const result = api.estimate({
    category: 'modeste',
    works: [{ fost: 'BAR-EN-101', cee: cee('BAR-EN-101', 11230, 90, 100.4), mpr: mpr(312.4, 'modeste') }],
  });
  assert.deepEqual([result.works[0].cee.euros, result.works[0].mpr.amount, result.works[0].aids, result.totals.aids], [100, 312, 412, 412]);
  const half = api.estimate({ category: 'modeste', works: [{ fost: 'BAR-EN-101', cee: cee('BAR-EN-101', 11230, 90, 100.5), mpr: mpr(312.5, 'modeste') }] });
  assert.deepEqual([half.works[0].cee.euros, half.works[0].mpr.amount, half.totals.aids], [101, 313, 414]);
  const quotes = api.estimate({
    works: [
      { fost: 'BAR-EN-101', quote: 1000.4, cee: cee('BAR-EN-101', 1, 100.4, 100.4) },
      { fost: 'BAR-EN-104', quote: 1000.5, cee: cee('BAR-EN-104', 1, 100.4, 100.4) },
    ],
    category: 'very-low',
  });
  assert.deepEqual(quotes.totals, { cee: 200, mpr: 0, aids: 200, quote: 2001, quoted: 2, remaining: 1801, counted: 2, of: 2 });
  assert.equal(quotes.category, 'tres_modeste');
});

// --- what the estimate carries -------------------------------------------------------------------------------------

test('the answers and the conditions travel with each work, each condition once, and the estimate says its language', () => {
  const answers = [
    { key: 'housing.surface', label: 'Heated area', value: 100, text: '100 m²' },
    { key: 'operation.replaces_fossil_boiler', label: 'Replaces an oil or gas boiler', value: true, text: 'Yes' },
  ];
  const rge = { text: 'works done by an RGE-certified professional' };
  const result = api.estimate({
    lang: 'en',
    works: [
      {
        fost: 'BAR-TH-171',
        answers,
        cee: cee('BAR-TH-171', 655200, 5241.6, 5860.49, { conditions: [{ key: 'housing.main_residence', text: 'for a main residence' }, rge] }),
        mpr: mpr(4000, 'modeste', { conditions: [rge, { text: 'works started after the Anah acknowledges the application' }] }),
      },
    ],
  });
  assert.equal(result.lang, 'en');
  assert.deepEqual(result.works[0].answers, answers);
  assert.deepEqual(result.works[0].conditions, ['for a main residence', 'works done by an RGE-certified professional', 'works started after the Anah acknowledges the application']);
  assert.equal(api.estimate({ works: [] }).lang, 'fr');
});

test('the home’s address and DPE travel with the estimate as given, copied, and change no figure', () => {
  const address = { label: '12 Rue de Rivoli 75004 Paris', banId: '75104_8232_00012', postcode: '75004', citycode: '75104', city: 'Paris', departement: '75', lon: 2.356402, lat: 48.855451 };
  const dpe = { number: '2375E0000000A', classEnergy: 'F', classClimate: 'E', date: '2023-11-08', surface: 48.5, buildingType: 'appartement' };
  const works = [{ fost: 'BAR-TH-171', cee: cee('BAR-TH-171', 655200, 5241.6, 5860.49), mpr: mpr(4000, 'modeste') }];
  const without = api.estimate({ works, date: '2026-11-23' });
  const withHome = api.estimate({ works, date: '2026-11-23', address, dpe });
  assert.deepEqual(withHome.address, address);
  assert.deepEqual(withHome.dpe, dpe);
  assert.notEqual(withHome.address, address, 'a copy: a host that changes its object changes no estimate');
  const { address: _a, dpe: _d, ...figures } = withHome;
  assert.deepEqual(figures, without);
  assert.equal('address' in without || 'dpe' in without, false, 'none given, none carried');
  assert.deepEqual(api.estimate({ works, dpe: { classEnergy: 'G' } }).dpe, { classEnergy: 'G' });
});

test('one work without local aids or financing: the simulator’s `estimateOne` gives `estimate()`’s figures, for every such case above', () => {
  const one = given.filter((input) => input.works.length === 1 && !input.localAids && !input.financing && !input.place && !input.keep);
  assert.ok(one.length >= 20, `${one.length} cases of one work`);
  for (const input of one) assert.deepEqual(base.estimateOne(input), whole.estimate(input), JSON.stringify(input.works[0].fost));
});
