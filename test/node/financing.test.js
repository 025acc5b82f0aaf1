// `financing`, the API core's function for what may finance the remaining cost (docs/contract.md, "Financing, local
// aids, keeping the project"), on worked examples built with `estimate()` as an element builds them: two works with
// MaPrimeRénov’, the same without, windows alone above their ceiling, a very modest household, a date after the
// rules' last day, and nothing to finance. Each figure can be checked by hand from the comment beside it; the
// ceilings and durations are the rows of `financing-rules.ts` (CCH art. D. 319-21, CGI art. 244 quater U).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from './ts-modules.js';

let api;
let rules;

before(async () => {
  const files = ['api/financing.ts', 'api/financing-rules.ts', 'api/financing-sources.ts', 'api/eco-ptz-actions.ts', 'api/estimate.ts', 'api/estimate-local.ts', 'api/local-aids-match.ts', 'api/place-codes.ts', 'api/estimate-work.ts', 'api/estimate-choice.ts', 'api/estimate-base.ts', 'api/estimate-types.ts', 'api/readable.ts', 'api/household.ts', 'api/partner-values.ts'];
  const [financing, estimate, financingRules, sources] = await importTs(files, ['api/financing.ts', 'api/estimate.ts', 'api/financing-rules.ts', 'api/financing-sources.ts']);
  api = { ...financing, ...estimate };
  rules = { ...financingRules, ...sources };
});

const fiche = (code) => ({ code, title: code, version: 'A1', validFrom: '2026-01-01', verified: false });
/** A CEE answer: `classic` euros at the classic price, `modest` at the precarity price. */
const cee = (code, classic, modest = classic) => ({ kwhCumac: 100000, euros: classic, eurosClassic: classic, eurosModest: modest, fiche: fiche(code), engagementDate: '2026-11-02' });
const mpr = (amount, category, extra = {}) => ({ amount, category, eligible: true, engagementDate: '2026-11-02', ...extra });
const DAY = '2026-11-20';

/** A heat pump (renewable heating) and loft insulation (roofs): two of the seven actions. */
const heatPumpAndLoft = (withMpr, category = 'modeste') => ({
  works: [
    { fost: 'BAR-TH-171', quote: 14000, cee: cee('BAR-TH-171', 3000, 4000), mpr: withMpr ? mpr(4000, category) : undefined },
    { fost: 'BAR-EN-101', quote: 6000, cee: cee('BAR-EN-101', 1200, 1500), mpr: withMpr ? mpr(1500, category) : undefined },
  ],
  category,
  date: DAY,
});

test('two works with MaPrimeRénov’: the 50 000 € ceiling over 240 months, and the PAR+ for a modest household', () => {
  // Heat pump: 14 000 − (4 000 CEE at the modest price + 4 000 MaPrimeRénov’) = 6 000; loft: 6 000 − (1 500 + 1 500)
  // = 3 000. Remaining 9 000. Works that received MaPrimeRénov’: D. 319-21 1° quinquies / sexies, 50 000 €, 240
  // months. 9 000 / 240 = 37.5, rounded up: 38 € a month (38 × 240 = 9 120 ≥ 9 000).
  const estimate = api.estimate(heatPumpAndLoft(true));
  assert.equal(estimate.totals.remaining, 9000);
  const result = api.financing(estimate, {}, DAY);
  assert.deepEqual(
    { ...result.ecoPtz, source: undefined },
    {
      status: 'current',
      basis: 'with-mpr',
      actions: ['roof', 'renewable-heating'],
      ceiling: 50000,
      months: 240,
      amount: 9000,
      monthly: 38,
      uncovered: 0,
      condition: 'bank-approval',
      rule: 'eco-ptz-2024-04',
      validUntil: '2027-12-31',
      source: undefined,
    },
  );
  assert.equal(result.ecoPtz.source.url, 'https://www.service-public.fr/particuliers/vosdroits/F19905');
  // PAR+: modest, owner-occupier unless said otherwise; it could finance the 9 000 € (at most 50 000 €), interest-free 10 years.
  assert.equal(result.parPlus.status, 'current');
  assert.equal(result.parPlus.condition, 'owner-occupier-modest');
  assert.equal(result.parPlus.amount, 9000);
  assert.equal(result.parPlus.maxAmount, 50000);
  assert.equal(result.parPlus.interestFreeMonths, 120);
  assert.equal(result.parPlus.source.url, 'https://www.service-public.fr/particuliers/vosdroits/F38425');
  // The advance of MaPrimeRénov’ is for very modest households only.
  assert.equal(result.mprAdvance, undefined);
  assert.equal(result.remaining, 9000);
  assert.equal(result.validUntil, '2027-12-31');
});

test('the same two works without MaPrimeRénov’: two actions, 25 000 € over 180 months', () => {
  // Remaining (14 000 − 4 000) + (6 000 − 1 500) = 14 500. Two actions (D. 319-21 1° ter): 25 000 €, 180 months.
  // 14 500 / 180 = 80.56, rounded up: 81 € a month (81 × 180 = 14 580 ≥ 14 500).
  const estimate = api.estimate(heatPumpAndLoft(false));
  assert.equal(estimate.totals.remaining, 14500);
  const { ecoPtz, parPlus } = api.financing(estimate, {}, DAY);
  assert.equal(ecoPtz.basis, 'two-actions');
  assert.equal(ecoPtz.ceiling, 25000);
  assert.equal(ecoPtz.months, 180);
  assert.equal(ecoPtz.monthly, 81);
  assert.ok(ecoPtz.monthly * ecoPtz.months >= ecoPtz.amount, 'the payments cover the loan');
  assert.ok((ecoPtz.monthly - 1) * ecoPtz.months < ecoPtz.amount, 'one euro less would not');
  assert.equal(parPlus.amount, 14500);
});

test('windows alone with a remaining cost above their 7 000 € ceiling: the loan covers 7 000 €, the rest is said', () => {
  // 12 000 − 800 CEE = 11 200 remaining. Windows alone (D. 319-21 1° bis): 7 000 €, 180 months; 7 000 / 180 =
  // 38.9, rounded up: 39 € a month; 11 200 − 7 000 = 4 200 € not covered by the loan.
  const estimate = api.estimate({ works: [{ fost: 'BAR-EN-104', quote: 12000, cee: cee('BAR-EN-104', 800) }], category: 'intermediaire', date: DAY });
  const result = api.financing(estimate, {}, DAY);
  assert.equal(result.ecoPtz.basis, 'windows-only');
  assert.deepEqual(result.ecoPtz.actions, ['windows']);
  assert.equal(result.ecoPtz.ceiling, 7000);
  assert.equal(result.ecoPtz.amount, 7000);
  assert.equal(result.ecoPtz.monthly, 39);
  assert.equal(result.ecoPtz.uncovered, 4200);
  // An intermediate household: neither the PAR+ nor the advance.
  assert.equal(result.parPlus, undefined);
  assert.equal(result.mprAdvance, undefined);
});

test('one action, three actions, a global renovation: 15 000, 30 000 and 50 000 €', () => {
  const one = api.estimate({ works: [{ fost: 'BAR-EN-102', quote: 20000, cee: cee('BAR-EN-102', 2000) }], category: 'superieur', date: DAY });
  assert.deepEqual(api.financing(one, {}, DAY).ecoPtz.ceiling, 15000);
  const three = api.estimate({
    works: [
      { fost: 'BAR-EN-101', quote: 5000, cee: cee('BAR-EN-101', 1000) },
      { fost: 'BAR-EN-103', quote: 5000, cee: cee('BAR-EN-103', 1000) },
      { fost: 'BAR-TH-148', quote: 3000, cee: cee('BAR-TH-148', 100) },
      // A second roof work is the same action: three distinct actions, not four.
      { fost: 'BAR-EN-105', quote: 4000, cee: cee('BAR-EN-105', 500) },
    ],
    category: 'superieur',
    date: DAY,
  });
  const threeActions = api.financing(three, {}, DAY).ecoPtz;
  assert.equal(threeActions.basis, 'three-actions');
  assert.deepEqual(threeActions.actions, ['roof', 'renewable-hot-water', 'floors']);
  assert.equal(threeActions.ceiling, 30000);
  assert.equal(threeActions.months, 180);
  const global = api.estimate({ works: [{ fost: 'BAR-TH-174', quote: 60000, cee: cee('BAR-TH-174', 5000) }], category: 'superieur', date: DAY });
  const globalOffer = api.financing(global, {}, DAY).ecoPtz;
  assert.equal(globalOffer.basis, 'global-performance');
  assert.equal(globalOffer.ceiling, 50000);
  assert.equal(globalOffer.months, 240);
  // 55 000 remaining, 50 000 financed over 240 months: 208.33, rounded up to 209 €; 5 000 € not covered.
  assert.equal(globalOffer.monthly, 209);
  assert.equal(globalOffer.uncovered, 5000);
});

test('« ≈ 40 € par mois sur 20 ans »: 9 600 € with MaPrimeRénov’ is exactly 40 € over 240 months', () => {
  const estimate = api.estimate({ works: [{ fost: 'BAR-TH-171', quote: 15600, cee: cee('BAR-TH-171', 3000), mpr: mpr(3000, 'intermediaire') }], date: DAY });
  const { ecoPtz } = api.financing(estimate, {}, DAY);
  assert.equal(ecoPtz.amount, 9600);
  assert.equal(ecoPtz.monthly, 40);
  assert.equal(ecoPtz.months, 240);
});

test('a very modest household: the Éco-PTZ, the PAR+ and half of MaPrimeRénov’ paid in advance', () => {
  // Heat pump 15 000: CEE 5 000 (modest price) + MaPrimeRénov’ 5 001 = 10 001 (90 % of 12 000 = 10 800: not capped).
  // Remaining 4 999; with MaPrimeRénov’: 240 months, 4 999 / 240 = 20.8, 21 € a month. The advance: 50 % of
  // 5 001 = 2 500.5, rounded down to 2 500 € (never more than the rule allows).
  const estimate = api.estimate({
    works: [{ fost: 'BAR-TH-171', quote: 15000, cee: cee('BAR-TH-171', 4000, 5000), mpr: mpr(5001, 'tres_modeste', { cap: { rate: 0.9, expenseCeiling: 12000 } }) }],
    date: DAY,
  });
  assert.equal(estimate.totals.remaining, 4999);
  const result = api.financing(estimate, {}, DAY);
  assert.equal(result.ecoPtz.monthly, 21);
  assert.equal(result.parPlus.amount, 4999);
  assert.equal(result.mprAdvance.status, 'current');
  assert.equal(result.mprAdvance.condition, 'owner-occupier-very-modest');
  assert.equal(result.mprAdvance.rate, 0.5);
  assert.equal(result.mprAdvance.upTo, 2500);
  assert.equal(result.mprAdvance.validUntil, '2026-12-31');
  // The earliest end of the rules used: the advance's row ends first.
  assert.equal(result.validUntil, '2026-12-31');
  // A landlord: the Éco-PTZ only (the PAR+ and the advance are for owner-occupiers); a tenant: nothing.
  const landlord = api.financing(estimate, { occupancy: 'landlord' }, DAY);
  assert.deepEqual(Object.keys(landlord).sort(), ['ecoPtz', 'remaining', 'validUntil']);
  assert.equal(api.financing(estimate, { occupancy: 'tenant' }, DAY), undefined);
});

test('the household’s category given beside the estimate counts when the estimate has none', () => {
  const estimate = api.estimate({ works: [{ fost: 'BAR-EN-101', quote: 6000, cee: cee('BAR-EN-101', 1200, 1500) }], date: DAY });
  assert.equal(estimate.category, undefined);
  assert.equal(api.financing(estimate, {}, DAY).parPlus, undefined);
  assert.equal(api.financing(estimate, { category: 'low' }, DAY).parPlus.condition, 'owner-occupier-modest');
});

test('a date after the rules’ last day: no amount, only each official page', () => {
  const estimate = api.estimate(heatPumpAndLoft(true, 'tres_modeste'));
  const result = api.financing(estimate, {}, '2028-01-15');
  for (const [name, url, endedOn] of [
    ['ecoPtz', 'https://www.service-public.fr/particuliers/vosdroits/F19905', '2027-12-31'],
    ['parPlus', 'https://www.service-public.fr/particuliers/vosdroits/F38425', '2027-12-31'],
    ['mprAdvance', 'https://www.service-public.fr/particuliers/vosdroits/F35083', '2026-12-31'],
  ]) {
    const offer = result[name];
    assert.equal(offer.status, 'ended', name);
    assert.equal(offer.endedOn, endedOn, name);
    assert.equal(offer.source.url, url, name);
    for (const figure of ['ceiling', 'months', 'monthly', 'amount', 'upTo', 'maxAmount']) assert.ok(!(figure in offer), `${name} has no ${figure}`);
  }
  // Within the Éco-PTZ's dates but after the advance's: the advance alone is a link.
  const mixed = api.financing(estimate, {}, '2027-03-01');
  assert.equal(mixed.ecoPtz.status, 'current');
  assert.equal(mixed.mprAdvance.status, 'ended');
});

test('nothing to finance: no remaining cost, an unknown one, a business, or no work the loans finance', () => {
  // Aids equal to the quote: remaining 0.
  const paid = api.estimate({ works: [{ fost: 'BAR-EN-101', quote: 3000, cee: cee('BAR-EN-101', 1500), mpr: mpr(1500, 'tres_modeste') }], date: DAY });
  assert.equal(paid.totals.remaining, 0);
  assert.equal(api.financing(paid, {}, DAY), undefined);
  // No quote: the remaining cost is unknown.
  const unknown = api.estimate({ works: [{ fost: 'BAR-EN-101', cee: cee('BAR-EN-101', 1500) }], date: DAY });
  assert.equal(unknown.totals.remaining, undefined);
  assert.equal(api.financing(unknown, {}, DAY), undefined);
  // A business's estimate.
  const business = api.estimate({ works: [{ fost: 'BAT-TH-116', quote: 30000, cee: cee('BAT-TH-116', 5000) }], context: 'b2b', date: DAY });
  assert.equal(api.financing(business, {}, DAY), undefined);
  // Ventilation alone is no action of its own, and no MaPrimeRénov’: nothing to offer.
  const ventilation = api.estimate({ works: [{ fost: 'BAR-TH-125', quote: 6000, cee: cee('BAR-TH-125', 800) }], category: 'modeste', date: DAY });
  assert.equal(api.financing(ventilation, {}, DAY), undefined);
});

test('a home the visitor said is not a main residence: nothing (every one of these is for a main residence)', () => {
  const estimate = api.estimate(heatPumpAndLoft(true));
  const answered = (value) => ({ ...estimate, works: estimate.works.map((work) => ({ ...work, answers: [{ key: 'housing.main_residence', label: 'Résidence principale', value, text: value ? 'Oui' : 'Non' }] })) });
  assert.equal(api.financing(answered(false), {}, DAY), undefined);
  assert.equal(api.financing(answered(true), {}, DAY).ecoPtz.ceiling, 50000);
});

test('an overseas home: no Éco-PTZ figure (its rules are not held here)', () => {
  const estimate = { ...api.estimate(heatPumpAndLoft(false)), address: { departement: '974' } };
  assert.equal(api.financing(estimate, {}, DAY), undefined);
});

test('an excluded, failed or unfinished work counts no action; a work without aid counts', () => {
  const estimate = {
    date: DAY,
    context: 'b2c',
    works: [
      { fost: 'BAR-EN-104', state: 'counted', remaining: 5000 },
      { fost: 'BAR-EN-101', state: 'excluded', remaining: 3000 },
      { fost: 'BAR-EN-102', excluded: true, remaining: 3000 },
      { fost: 'BAR-EN-103', state: 'failed', remaining: 3000 },
    ],
    totals: { remaining: 5000 },
  };
  assert.equal(api.financing(estimate, {}, DAY).ecoPtz.basis, 'windows-only');
  // A work without any aid is still one the household pays for, and an action.
  estimate.works.push({ fost: 'BAR-TH-148', state: 'not-eligible', remaining: 2000 });
  estimate.totals.remaining = 7000;
  assert.equal(api.financing(estimate, {}, DAY).ecoPtz.basis, 'two-actions');
});

test('the rules table: every row dated, cited, recorded with what it was read in, and no two rows of a loan in force on the same day', () => {
  for (const table of [rules.ECO_PTZ_RULES, rules.PAR_PLUS_RULES, rules.MPR_ADVANCE_RULES]) {
    const ids = new Set();
    for (const row of table) {
      assert.match(row.validFrom, /^\d{4}-\d{2}-\d{2}$/);
      assert.match(row.validUntil, /^\d{4}-\d{2}-\d{2}$/);
      assert.ok(row.validFrom <= row.validUntil, row.id);
      assert.ok(!ids.has(row.id), row.id);
      ids.add(row.id);
      assert.match(row.citation.url, /^https:\/\/www\.service-public\.fr\/particuliers\/vosdroits\/F\d+$/);
      assert.ok(row.citation.articles.length > 0, row.id);
      const texts = rules.RULE_TEXTS[row.id];
      assert.ok(texts?.length > 0, `${row.id}: what it was read in is recorded`);
      for (const text of texts) assert.ok(text.verified || text.note, `${row.id}: an unverified text says why`);
    }
    const sorted = [...table].sort((a, b) => (a.validFrom < b.validFrom ? -1 : 1));
    for (let i = 1; i < sorted.length; i += 1) assert.ok(sorted[i - 1].validUntil < sorted[i].validFrom, 'rows do not overlap');
  }
  for (const row of rules.ECO_PTZ_RULES) for (const basis of rules.ECO_PTZ_BASES) assert.ok(row.ceilings[basis] > 0 && row.months[basis] >= 36, basis);
  const ids = [rules.ECO_PTZ_RULES, rules.PAR_PLUS_RULES, rules.MPR_ADVANCE_RULES].flat().map((row) => row.id);
  assert.deepEqual(Object.keys(rules.RULE_TEXTS).sort(), ids.sort(), 'no record without its rule');
});
