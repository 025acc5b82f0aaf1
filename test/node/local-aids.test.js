// The partner's local aids (docs/contract.md, "Financing, local aids, keeping the project"): read like any host
// input (a malformed entry dropped with one console warning, the rest kept), then matched to a work: in area, out
// of area, expired, for other households, a discount that is no aid, a rate of the quote with its ceiling, and the
// arithmetic `estimate()` follows for an aid inside the cap of MaPrimeRénov' and CEE, written out by hand.
import { test, before, mock } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from './ts-modules.js';

let api;

before(async () => {
  const files = ['api/local-aids.ts', 'api/local-aids-match.ts', 'api/place-codes.ts', 'api/estimate.ts', 'api/estimate-local.ts', 'api/estimate-work.ts', 'api/estimate-choice.ts', 'api/estimate-base.ts', 'api/estimate-types.ts', 'api/financing.ts', 'api/financing-rules.ts', 'api/eco-ptz-actions.ts', 'api/checks.ts', 'api/household.ts', 'api/partner-values.ts', 'api/readable.ts', 'api/schemas.ts', 'api/reader.ts', 'api/schema-parts.ts'];
  const [aids, estimate] = await importTs(files, ['api/local-aids.ts', 'api/estimate.ts']);
  api = { ...aids, ...estimate };
});

const DAY = '2026-11-20';
/** La Métropole de Lyon's bonus for heat pumps, inside the cap: 1 500 € flat. */
const lyon = {
  id: 'lyon-pac',
  title: 'Prime Air Bois et Chaleur renouvelable',
  funder: 'Métropole de Lyon',
  territory: { departements: ['69'] },
  works: ['BAR-TH-171', 'BAR-TH-172'],
  amount: 1500,
  inCap: true,
  validFrom: '2026-01-01',
  validUntil: '2026-12-31',
  sourceUrl: 'https://www.grandlyon.com/services/prime-air-bois',
};
/** A city's bonus for modest households' insulation: 20 % of the quote, at most 1 000 €, outside the cap. */
const villeurbanne = {
  id: 'villeurbanne-isolation',
  title: 'Aide à l’isolation',
  funder: 'Ville de Villeurbanne',
  territory: { communes: ['69266'] },
  categories: ['tres_modeste', 'modeste'],
  works: ['BAR-EN-101', 'BAR-EN-104'],
  rate: 0.2,
  ceiling: 1000,
  inCap: false,
  validFrom: '2026-01-01',
  validUntil: '2027-06-30',
  sourceUrl: 'https://www.villeurbanne.fr/aides-renovation',
};
/** The installer's own discount, anywhere. */
const discount = {
  id: 'remise-automne',
  title: 'Remise d’automne',
  funder: 'Chauffage Martin',
  amount: 300,
  inCap: false,
  discount: true,
  validFrom: '2026-09-01',
  validUntil: '2026-11-30',
  sourceUrl: 'https://chauffage-martin.example/remise',
};
const LYON_HOME = { departement: '69', commune: '69123', category: 'modeste', date: DAY };

test('an aid in its area, for its works and dates, with its euros', () => {
  const aids = api.readLocalAids([lyon]).aids;
  assert.deepEqual(api.localAidsFor(aids, { fost: 'BAR-TH-171', quote: 15000 }, LYON_HOME), [
    { id: 'lyon-pac', title: lyon.title, funder: lyon.funder, sourceUrl: lyon.sourceUrl, amount: 1500, inCap: true, discount: false },
  ]);
  // Another work: not one of its codes.
  assert.deepEqual(api.localAidsFor(aids, { fost: 'BAR-EN-101', quote: 6000 }, LYON_HOME), []);
});

test('out of area: another département, or a home whose place is unknown, gets nothing', () => {
  const aids = api.readLocalAids([lyon, villeurbanne]).aids;
  assert.deepEqual(api.localAidsFor(aids, { fost: 'BAR-TH-171', quote: 15000 }, { departement: '38', commune: '38185', category: 'modeste', date: DAY }), []);
  assert.deepEqual(api.localAidsFor(aids, { fost: 'BAR-TH-171', quote: 15000 }, { category: 'modeste', date: DAY }), []);
  // The département read from the commune when only the commune is known (69266 is in 69).
  assert.equal(api.localAidsFor(aids, { fost: 'BAR-TH-171', quote: 15000 }, { commune: '69266', date: DAY }).length, 1);
  assert.equal(api.departementOfCommune('97411'), '974');
  assert.equal(api.departementOfCommune('2A004'), '2A');
});

test('expired or not yet open: left out; both days included', () => {
  const aids = api.readLocalAids([lyon]).aids;
  const on = (date) => api.localAidsFor(aids, { fost: 'BAR-TH-171', quote: 15000 }, { ...LYON_HOME, date }).length;
  assert.equal(on('2025-12-31'), 0);
  assert.equal(on('2026-01-01'), 1);
  assert.equal(on('2026-12-31'), 1);
  assert.equal(on('2027-01-01'), 0);
});

test('a rate of the quote at most its ceiling, for the households it names; no quote, no euros', () => {
  const aids = api.readLocalAids([villeurbanne]).aids;
  const home = { commune: '69266', category: 'modeste', date: DAY };
  // 20 % of 4 000 = 800; 20 % of 9 000 = 1 800, at most 1 000.
  assert.equal(api.localAidsFor(aids, { fost: 'BAR-EN-101', quote: 4000 }, home)[0].amount, 800);
  assert.equal(api.localAidsFor(aids, { fost: 'BAR-EN-101', quote: 9000 }, home)[0].amount, 1000);
  // Half up to the euro: 20 % of 4 002.5 = 800.5, 801.
  assert.equal(api.localAidsFor(aids, { fost: 'BAR-EN-101', quote: 4002.5 }, home)[0].amount, 801);
  // Without a quote the line is there, without euros (never counted).
  const [line] = api.localAidsFor(aids, { fost: 'BAR-EN-101' }, home);
  assert.equal(line.amount, undefined);
  assert.deepEqual(api.sumLocalAids([line]), { inCap: 0, outsideCap: 0, discount: 0 });
  // Another household category, or an unknown one: not for them.
  assert.deepEqual(api.localAidsFor(aids, { fost: 'BAR-EN-101', quote: 4000 }, { ...home, category: 'superieur' }), []);
  assert.deepEqual(api.localAidsFor(aids, { fost: 'BAR-EN-101', quote: 4000 }, { ...home, category: undefined }), []);
});

test('the partner’s discount is marked a discount, never an aid, and never inside the cap', () => {
  const aids = api.readLocalAids([{ ...discount, inCap: true }]).aids;
  const [line] = api.localAidsFor(aids, { fost: 'BAR-TH-171', quote: 15000 }, { date: DAY });
  assert.equal(line.discount, true);
  assert.equal(line.inCap, false);
  assert.deepEqual(api.sumLocalAids([line]), { inCap: 0, outsideCap: 0, discount: 300 });
});

test('an amount that is no figure of the work (more than ten times its quote) is left out', () => {
  const aids = api.readLocalAids([{ ...lyon, amount: 5000 }]).aids;
  assert.deepEqual(api.localAidsFor(aids, { fost: 'BAR-TH-171', quote: 400 }, LYON_HOME), []);
});

test('inside the cap: the arithmetic estimate() follows, by hand', () => {
  // A modest household (cap 75 %), an air/water heat pump quoted 15 000 € (expense ceiling 12 000 €), CEE 4 000 €,
  // MaPrimeRénov' 4 000 € as the service answers it, Lyon's 1 500 € inside the cap, Villeurbanne's nothing (not
  // its works), the installer's 300 € discount.
  const aids = api.readLocalAids([lyon, villeurbanne, discount]).aids;
  const lines = api.localAidsFor(aids, { fost: 'BAR-TH-171', quote: 15000 }, { ...LYON_HOME, commune: '69266' });
  assert.deepEqual(
    lines.map((line) => [line.id, line.amount]),
    [
      ['lyon-pac', 1500],
      ['remise-automne', 300],
    ],
  );
  const { inCap, outsideCap, discount: off } = api.sumLocalAids(lines);
  assert.deepEqual({ inCap, outsideCap, off }, { inCap: 1500, outsideCap: 0, off: 300 });
  // 3. price 15 000 − 300 = 14 700; eligible expense min(14 700, 12 000) = 12 000.
  const price = 15000 - off;
  const eligible = Math.min(price, 12000);
  // 4. MaPrimeRénov' = min(4 000, 0.75 × 12 000 − 4 000 − 1 500 = 3 500) = 3 500.
  const mpr = Math.min(4000, Math.max(0, Math.floor(0.75 * eligible) - 4000 - inCap));
  assert.equal(mpr, 3500);
  // 5. aids 4 000 + 3 500 + 1 500 + 0 = 9 000 (= 75 % of 12 000: the cap holds); remaining 14 700 − 9 000 = 5 700.
  const aidsTotal = 4000 + mpr + inCap + outsideCap;
  assert.equal(aidsTotal, 9000);
  assert.equal(Math.max(0, price - aidsTotal), 5700);
});

test('a malformed entry is dropped with one console warning naming it; the others are kept', (t) => {
  const warn = mock.method(console, 'warn', () => {});
  t.after(() => warn.mock.restore());
  const aids = api.localAidsOf([
    lyon,
    { ...villeurbanne, id: 'no-dates', validUntil: '2026-02-30' },
    { ...lyon, id: 'both', rate: 0.1 },
    { ...lyon, id: 'typo', territoire: { departements: ['69'] } },
    { ...lyon, id: 'nowhere', territory: {} },
    { ...lyon, id: 'script', sourceUrl: 'javascript:alert(1)' },
    { ...lyon, id: 'bidi', title: 'Prime \u202eeliam' },
    { ...lyon, id: 'lyon-pac' },
    { ...lyon, id: 'bad-dep', territory: { departements: ['20'] } },
    'not an aid',
    discount,
  ]);
  assert.deepEqual(
    aids.map((aid) => aid.id),
    ['lyon-pac', 'remise-automne'],
  );
  assert.equal(warn.mock.callCount(), 1);
  const message = warn.mock.calls[0].arguments[0];
  for (const id of ['no-dates', 'both', 'typo', 'nowhere', 'script', 'bidi', 'bad-dep']) assert.match(message, new RegExp(`"${id}"`), id);
  assert.match(message, /#7 "lyon-pac" \(The same id/);
  assert.match(message, /#9 \(/);
});

test('the attribute’s JSON reads the same; bad JSON or no list is none, said once', (t) => {
  const warn = mock.method(console, 'warn', () => {});
  t.after(() => warn.mock.restore());
  assert.deepEqual(
    api.localAidsOf(JSON.stringify([lyon])).map((aid) => aid.id),
    ['lyon-pac'],
  );
  assert.equal(warn.mock.callCount(), 0);
  assert.deepEqual(api.localAidsOf('[{"id": '), []);
  assert.deepEqual(api.localAidsOf({ id: 'lyon' }), []);
  assert.equal(warn.mock.callCount(), 2);
  // Nothing given is no warning.
  assert.deepEqual(api.localAidsOf(undefined), []);
  assert.deepEqual(api.localAidsOf(''), []);
  assert.equal(warn.mock.callCount(), 2);
  // Codes and categories as people write them: lower case, precarity types.
  const [aid] = api.readLocalAids([{ ...lyon, territory: { departements: ['2a', ' 69 '] }, works: ['bar-th-171'], categories: ['low'] }]).aids;
  assert.deepEqual(aid.territory.departements, ['2A', '69']);
  assert.deepEqual(aid.works, ['BAR-TH-171']);
  assert.deepEqual(aid.categories, ['modeste']);
});

// ---- In estimate(): the same worked example, then the cases around it -------------------------------------

const fiche = (code) => ({ code, title: code, version: 'A1', validFrom: '2026-01-01', verified: false });
const ceeAnswer = (code, euros) => ({ kwhCumac: 100000, euros, eurosClassic: euros, eurosModest: euros, fiche: fiche(code) });
const mprAnswer = (amount, extra = {}) => ({ amount, category: 'modeste', eligible: true, cap: { rate: 0.75, expenseCeiling: 12000 }, ...extra });
const heatPump = (quote, extra = {}) => ({
  fost: 'BAR-TH-171',
  quote,
  cee: ceeAnswer('BAR-TH-171', 4000),
  mpr: mprAnswer(4000),
  answers: [{ key: 'housing.department', label: 'Département', value: '69', text: '69' }],
  ...extra,
});

test('estimate(): a local aid inside the cap takes its room before MaPrimeRénov’, the discount lowers the price', () => {
  const localAids = api.readLocalAids([lyon, villeurbanne, discount]).aids;
  const result = api.estimate({ works: [heatPump(15000)], localAids, place: { commune: '69266' }, date: DAY });
  const [work] = result.works;
  // The figures worked by hand above: MaPrimeRénov' 4 000 → 3 500, aids 9 000, remaining 14 700 − 9 000 = 5 700.
  assert.equal(work.state, 'counted');
  assert.equal(work.mpr.amount, 3500);
  assert.equal(work.aids, 9000);
  assert.equal(work.remaining, 5700);
  assert.deepEqual(work.localAids, [{ id: 'lyon-pac', title: lyon.title, funder: lyon.funder, sourceUrl: lyon.sourceUrl, amount: 1500, inCap: true }]);
  assert.deepEqual(work.discounts.map((line) => [line.id, line.amount]), [['remise-automne', 300]]);
  assert.equal(result.totals.localAids, 1500);
  assert.equal(result.totals.discount, 300);
  assert.equal(result.totals.aids, 9000);
  assert.equal(result.totals.remaining, 5700);
  // The cap's note says MaPrimeRénov' went from 4 000 to 3 500 within 75 % of 12 000 = 9 000.
  const capped = result.notes.find((note) => note.kind === 'capped');
  assert.deepEqual([capped.from, capped.to, capped.limit], [4000, 3500, 9000]);
});

test('estimate(): an aid outside the cap adds to the aids; out of area, out of dates or without local aids nothing changes', () => {
  const outside = { ...lyon, id: 'lyon-hors-plafond', inCap: false };
  const aids = api.readLocalAids([outside]).aids;
  // 10 000 € quote: eligible 10 000, limit 7 500; CEE 4 000 + MaPrimeRénov' 3 500 (capped from 4 000) + 1 500 outside = 9 000.
  const result = api.estimate({ works: [heatPump(10000)], localAids: aids, date: DAY });
  assert.equal(result.works[0].mpr.amount, 3500);
  assert.equal(result.works[0].aids, 9000);
  assert.equal(result.works[0].remaining, 1000);
  const plain = api.estimate({ works: [heatPump(10000)], date: DAY });
  assert.equal(plain.works[0].aids, 7500);
  assert.equal(plain.totals.localAids, undefined);
  // Bas-Rhin: not in Lyon's area. After its last day: not shown.
  const elsewhere = api.estimate({ works: [heatPump(10000)], localAids: aids, place: { departement: '67' }, date: DAY });
  assert.equal(elsewhere.works[0].aids, 7500);
  assert.equal(elsewhere.works[0].localAids, undefined);
  const later = api.estimate({ works: [heatPump(10000)], localAids: aids, date: '2027-01-04' });
  assert.equal(later.works[0].localAids, undefined);
});

test('estimate(): the département is read from a postcode answered; a work excluded or not finished gets no local aid', () => {
  const aids = api.readLocalAids([{ ...lyon, works: undefined }]).aids;
  const byPostcode = api.estimate({ works: [heatPump(10000, { answers: [{ key: 'housing.department', label: 'Code postal', value: '69003', text: '69003' }] })], localAids: aids, date: DAY });
  assert.equal(byPostcode.works[0].localAids[0].amount, 1500);
  const unfinished = api.estimate({ works: [{ fost: 'BAR-EN-101', quote: 5000, missing: ['Surface'] }], localAids: aids, place: { departement: '69' }, date: DAY });
  assert.equal(unfinished.works[0].localAids, undefined);
  assert.equal(unfinished.totals.localAids, undefined);
});

test('estimate(): `financing` only when asked, from financing() on the same figures', () => {
  const asked = api.estimate({ works: [heatPump(15000)], date: DAY, financing: {} });
  // Remaining 15 000 − (4 000 CEE + 4 000 MaPrimeRénov', under the 9 000 limit) = 7 000; with MaPrimeRénov': 50 000 €
  // over 240 months, 7 000 / 240 = 29.2, rounded up: 30 € a month.
  assert.equal(asked.totals.remaining, 7000);
  assert.equal(asked.financing.ecoPtz.ceiling, 50000);
  assert.equal(asked.financing.ecoPtz.monthly, 30);
  assert.equal(api.estimate({ works: [heatPump(15000)], date: DAY }).financing, undefined);
  // Nothing to finance (aids of 8 000 € on a 7 000 € quote, no cap answered): no block.
  const covered = api.estimate({ works: [heatPump(7000, { mpr: mprAnswer(4000, { cap: undefined }) })], date: DAY, financing: {} });
  assert.equal(covered.totals.remaining, 0);
  assert.equal(covered.financing, undefined);
});
