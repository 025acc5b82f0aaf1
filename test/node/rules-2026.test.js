// @ts-check
/**
 * What a renovation project needs from the answers (docs/contract.md §1), worked by hand. Each case cites the text it follows:
 * - MPR `cap`: écrêtement par geste 90 / 75 / 60 / 40 % (arrêté du 14 janvier 2020 modifié; rates read in Mes Aides Réno,
 *   index.yaml « MPR . non accompagnée . pourcentage d'écrêtement »), `expenseCeiling` per forfait × quantity;
 * - MPR `requires`: double-flow ventilation only with an insulation geste; the energy audit only with works;
 * - MPR conditions: main residence, dwelling over 15 years, forfaits removed on 2026-01-01 (décret n° 2025-956, IV de
 *   l'article 1er);
 * - CEE `excludes`: from 2026-01-01, BAR-TH-171/172 with BAR-TH-101, 124, 143, 148, 168 (arrêté du 15 décembre 2025),
 *   BAR-TH-143 with BAR-TH-113 (arrêté du 27 décembre 2025), both directions;
 * - CEE `period`: décret n° 2025-1048 du 30 octobre 2025, article 1er, I (6th period 2026-01-01 to 2030-12-31);
 * - BAR-TH-172 from 2026-01-01 (arrêté du 15 décembre 2025, fiche vA78-4): two Etas classes split at 170 % (« 111%≤ Etas<170% »,
 *   « 170%≤ Etas »), no usage, surface factor capped at 1;
 * - Coup de pouce ×5 of BAR-TH-171/172 (arrêté du 6 septembre 2025): only for a fossil boiler replaced in a main residence;
 * - Coup de pouce Chauffage from 2026-01-01 (the ministry's page, « Récapitulatif des bonifications de CEE à compter du
 *   1er janvier 2026 »): BAR-TH-113 ×5 (a coal, oil or gas boiler replaced); BAR-TH-143 ×2 (the same, main residence);
 *   BAR-TH-137 ×2 modest / ×1,5 others (the same, efficient network, main residence); BAR-TH-112 ×5 modest / ×4 others
 *   (an independent coal appliance replaced). « Ménages modestes »: one income ceiling, the MaPrimeRénov’ "modeste" one,
 *   so très modestes and modestes;
 * - gestes of MaPrimeRénov’ alone: energy audit 500 / 400 / 300 € (ceiling 800 €), oil tank removal 1 200 / 800 / 400 €
 *   (ceiling 4 000 €).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ceeResult } from '../../demo/sandbox/calculation.js';
import { mprResult } from '../../demo/sandbox/mpr.js';
import { startSandbox } from './sandbox-client.js';

/** One person outside Île-de-France, 2026 ceilings: très modeste ≤ 17 363, modeste ≤ 22 259, intermédiaire ≤ 31 185. */
const VERY_LOW = { 'housing.department': '69', 'household.size': 1, 'household.income': 15000 };
const LOW = { 'housing.department': '69', 'household.size': 1, 'household.income': 20000 };
const MID = { 'housing.department': '69', 'household.size': 1, 'household.income': 30000 };
const HIGH = { 'housing.department': '69', 'household.size': 1, 'household.income': 90000 };

/** @returns {any} */
const mpr = (/** @type {string} */ code, /** @type {Record<string, unknown>} */ values, date = '2026-03-01', lang = /** @type {'fr' | 'en'} */ ('fr')) =>
  mprResult(code, { ...values, 'mpr.application_date': date }, lang);
/** @returns {any} */
const cee = (/** @type {string} */ code, /** @type {Record<string, unknown>} */ values, date = '2026-03-01', price = /** @type {number | undefined} */ (undefined)) =>
  ceeResult(code, { ...values, 'operation.engagement_date': date }, price, 'fr');

describe('MaPrimeRénov’ cap (écrêtement par geste) and expense ceilings', () => {
  it('gives the rate of each category: 0.9, 0.75, 0.6, and 0.4 for the higher income (who gets no forfait)', () => {
    assert.deepEqual([VERY_LOW, LOW, MID, HIGH].map((household) => mpr('BAR-TH-171', household).cap.rate), [0.9, 0.75, 0.6, 0.4]);
    assert.match(mpr('BAR-TH-171', LOW).cap.basis, /75 % de la dépense éligible toutes taxes comprises.*arrêté du 14 janvier 2020/);
  });

  it('a lump-sum forfait: air/water heat pump, ceiling 12 000 €, whatever the category', () => {
    assert.deepEqual(mpr('BAR-TH-171', VERY_LOW).cap, { ...mpr('BAR-TH-171', VERY_LOW).cap, expenseCeiling: 12000 });
    assert.equal(mpr('BAR-TH-171', HIGH).cap.expenseCeiling, 12000);
  });

  it('per m²: attic insulation 75 €/m² × 80 m² = 6 000 €; binding for a 5 000 € quote of a very-low household? 90 % × 5 000 = 4 500 ≥ 25 × 80 = 2 000: not binding', () => {
    const r = mpr('BAR-EN-101', { ...VERY_LOW, 'operation.surface': 80 });
    assert.deepEqual([r.amount, r.cap.expenseCeiling, r.cap.rate], [2000, 6000, 0.9]);
    // The widgets apply it: min(quote, ceiling) × rate = 4 500 € for MPR + CEE together, above the 2 000 € forfait.
    assert.ok(Math.min(5000, r.cap.expenseCeiling) * r.cap.rate > r.amount);
  });

  it('per m², binding: an intermediate household insulating 80 m² for a 2 000 € quote may get 60 % × 2 000 = 1 200 € at most, with a 15 × 80 = 1 200 € forfait plus any CEE', () => {
    const r = mpr('BAR-EN-101', { ...MID, 'operation.surface': 80 });
    assert.deepEqual([r.amount, r.cap.expenseCeiling, r.cap.rate], [1200, 6000, 0.6]);
    assert.equal(Math.min(2000, r.cap.expenseCeiling) * r.cap.rate, 1200);
  });

  it('per unit: 3 windows × 1 000 € = 3 000 €; flat roof 40 m² × 180 €/m² = 7 200 €', () => {
    assert.equal(mpr('BAR-EN-104', { ...LOW, 'operation.windows': 3 }).cap.expenseCeiling, 3000);
    assert.equal(mpr('BAR-EN-105', { ...LOW, 'operation.surface': 40 }).cap.expenseCeiling, 7200);
  });

  it('a geste that left the scheme keeps the rate but has no expense ceiling', () => {
    const r = mpr('BAR-TH-113', { ...VERY_LOW, 'operation.feed': 'automatique' });
    assert.deepEqual([r.eligible, r.cap.rate, 'expenseCeiling' in r.cap], [false, 0.9, false]);
  });
});

describe('MaPrimeRénov’ requires', () => {
  it('double-flow ventilation needs an insulation geste: 2026 without wall insulation (it left the scheme), 2025 with it', () => {
    const r2026 = mpr('BAR-TH-125', LOW);
    assert.deepEqual(r2026.requires[0].anyOf, ['BAR-EN-101', 'BAR-EN-104', 'BAR-EN-105']);
    assert.match(r2026.requires[0].reason, /geste d’isolation thermique dans le même projet/);
    assert.deepEqual(mpr('BAR-TH-125', LOW, '2025-11-15').requires[0].anyOf, ['BAR-EN-101', 'BAR-EN-102', 'BAR-EN-104', 'BAR-EN-105']);
  });

  it('the energy audit needs works the scale still pays, and a heat pump needs nothing', () => {
    const audit = mpr('MPR-AUDIT', LOW);
    assert.ok(audit.requires[0].anyOf.includes('BAR-TH-171'));
    assert.ok(!audit.requires[0].anyOf.includes('BAR-TH-113'), 'the biomass boiler left the scheme on 2026-01-01');
    assert.ok(!audit.requires[0].anyOf.includes('MPR-AUDIT'));
    assert.equal('requires' in mpr('BAR-TH-171', LOW), false);
  });
});

describe('MaPrimeRénov’ conditions of the dwelling', () => {
  it('a secondary home is not eligible, with the reason', () => {
    const r = mpr('BAR-TH-171', { ...VERY_LOW, 'housing.main_residence': false });
    assert.deepEqual([r.eligible, r.amount], [false, 0]);
    assert.match(r.reason, /résidences principales/);
  });

  it('a home built 15 years ago or less is not eligible; absent, both conditions count as met', () => {
    const r = mpr('BAR-TH-171', { ...VERY_LOW, 'housing.over_15_years': false });
    assert.deepEqual([r.eligible, r.amount], [false, 0]);
    assert.match(r.reason, /plus de 15 ans/);
    assert.equal(mpr('BAR-TH-171', VERY_LOW).amount, 5000);
  });
});

describe('gestes of MaPrimeRénov’ alone', () => {
  it('energy audit: 500 / 400 / 300 €, ceiling 800 €', () => {
    assert.deepEqual([VERY_LOW, LOW, MID].map((h) => mpr('MPR-AUDIT', h).amount), [500, 400, 300]);
    assert.equal(mpr('MPR-AUDIT', LOW).cap.expenseCeiling, 800);
  });

  it('oil tank removal: 1 200 / 800 / 400 €, ceiling 4 000 €; nothing for the higher income', () => {
    assert.deepEqual([VERY_LOW, LOW, MID].map((h) => mpr('MPR-DEPOSE-CUVE', h).amount), [1200, 800, 400]);
    assert.equal(mpr('MPR-DEPOSE-CUVE', MID).cap.expenseCeiling, 4000);
    assert.equal(mpr('MPR-DEPOSE-CUVE', HIGH).eligible, false);
  });
});

const HEAT_PUMP = { 'housing.department': '33', 'housing.type': 'maison', 'housing.surface': 100, 'operation.usage': 'heating', 'operation.etas': '140-170' };

describe('CEE excludes and period', () => {
  it('from 2026-01-01, BAR-TH-171 excludes BAR-TH-101, 124, 143, 148 and 168, each with its reason', () => {
    const r = cee('BAR-TH-171', HEAT_PUMP);
    assert.deepEqual(r.excludes.map((/** @type {any} */ e) => e.code), ['BAR-TH-101', 'BAR-TH-124', 'BAR-TH-143', 'BAR-TH-148', 'BAR-TH-168']);
    assert.match(r.excludes[3].reason, /^Depuis le 1er janvier 2026, « Pompe à chaleur de type air\/eau » \(BAR-TH-171\) et « Chauffe-eau thermodynamique à accumulation » \(BAR-TH-148\) ne peuvent pas être aidés ensemble/);
  });

  it('either work of a pair carries the exclusion: BAR-TH-148 excludes 171 and 172; BAR-TH-143 also excludes 113 and 113 excludes 143', () => {
    assert.deepEqual(cee('BAR-TH-148', { 'housing.department': '33', 'housing.type': 'maison' }).excludes.map((/** @type {any} */ e) => e.code), ['BAR-TH-171', 'BAR-TH-172']);
    assert.deepEqual(cee('BAR-TH-143', { 'housing.department': '33' }).excludes.map((/** @type {any} */ e) => e.code), ['BAR-TH-171', 'BAR-TH-172', 'BAR-TH-113']);
    assert.deepEqual(cee('BAR-TH-113', { 'housing.department': '33', 'operation.feed': 'manuelle' }).excludes.map((/** @type {any} */ e) => e.code), ['BAR-TH-143']);
  });

  it('before 2026-01-01 nothing is excluded, and the period is the 5th (2022-2025)', () => {
    const r = cee('BAR-TH-171', HEAT_PUMP, '2025-12-31');
    assert.equal('excludes' in r, false);
    assert.deepEqual(r.period, { number: 5, validFrom: '2022-01-01', validTo: '2025-12-31' });
  });

  it('the 6th period runs from 2026-01-01 to 2030-12-31 (décret n° 2025-1048, article 1er, I)', () => {
    assert.deepEqual(cee('BAR-EN-101', { 'housing.department': '33', 'operation.surface': 10 }).period, { number: 6, validFrom: '2026-01-01', validTo: '2030-12-31' });
  });
});

describe('BAR-TH-172 from 2026-01-01 (arrêté du 15 décembre 2025, fiche vA78-4)', () => {
  const GROUND = { 'housing.department': '69', 'operation.usage': 'ecs' };
  it('house 100 m² in H1, Etas 200-230: class "≥ 170 %" = 119 400 × 1 × 1.2 = 143 280; usage no longer counts', () => {
    const both = cee('BAR-TH-172', { ...GROUND, 'housing.surface': 100, 'operation.etas': '200-230' });
    const heating = cee('BAR-TH-172', { ...GROUND, 'housing.surface': 100, 'operation.etas': '200-230', 'operation.usage': 'heating' });
    // The table is read in A78-4's text; its last day (2026-08-31, the eve of the A82-5 reported) is not, so it is not stated.
    assert.deepEqual([both.kwhCumac, heating.kwhCumac, both.fiche.version, both.fiche.verified, both.fiche.validFrom, both.fiche.validTo],
      [143280, 143280, 'A78-4', true, '2026-01-01', undefined]);
  });

  it('Etas 140-170 is in the lower class « 111%≤ Etas<170% » = 101 400 (not 119 400): house 100 m² in H1, 101 400 × 1 × 1.2 = 121 680; Etas 170-200 is « 170%≤ Etas »: 119 400 × 1.2 = 143 280', () => {
    const lower = cee('BAR-TH-172', { ...GROUND, 'housing.surface': 100, 'operation.etas': '140-170' });
    assert.equal(lower.kwhCumac, 121680);
    assert.equal(lower.factors.find((/** @type {any} */ f) => f.key === 'tableValue').label, 'Montant de la fiche (maison, Etas de 111\u00a0% à moins de 170\u00a0%)');
    const upper = cee('BAR-TH-172', { ...GROUND, 'housing.surface': 100, 'operation.etas': '170-200' });
    assert.equal(upper.kwhCumac, 143280);
    assert.equal(upper.factors.find((/** @type {any} */ f) => f.key === 'tableValue').label, 'Montant de la fiche (maison, Etas de 170\u00a0% ou plus)');
  });

  it('house 150 m² in H2 (33), Etas 111-140: 101 400 × 1 (surface factor capped at 1, not 1.6) × 1 = 101 400', () => {
    const r = cee('BAR-TH-172', { 'housing.department': '33', 'housing.surface': 150, 'operation.usage': 'heating', 'operation.etas': '111-140' });
    assert.deepEqual([r.kwhCumac, r.factors.find((/** @type {any} */ f) => f.key === 'surfaceFactor').value], [101400, 1]);
  });

  it('house 80 m² in H3 (13), Etas 140-170, oil boiler replaced in a main residence: 101 400 × 0.7 × 0.7 × 5 = 248 430', () => {
    assert.equal(cee('BAR-TH-172', { 'housing.department': '13', 'housing.surface': 80, 'operation.usage': 'heating', 'operation.etas': '140-170', 'operation.replaces_fossil_boiler': true }).kwhCumac, 248430);
  });

  it('from 2026-09-01 (vA82-5, text not read) the tables of vA78-4: house 150 m² in H2 (33), Etas 140-170: 101 400 × 1 × 1 = 101 400, with the note; refused from 2031-01-01', () => {
    const r = cee('BAR-TH-172', { 'housing.department': '33', 'housing.surface': 150, 'operation.usage': 'heating', 'operation.etas': '140-170' }, '2026-11-23');
    assert.deepEqual([r.kwhCumac, r.fiche.version, r.fiche.verified, r.fiche.validTo], [101400, 'A82-5', false, '2030-12-31']);
    assert.match(r.verificationNote, /reprend les tableaux de la version A78-4/);
    assert.throws(() => cee('BAR-TH-172', { 'housing.department': '33', 'housing.surface': 150, 'operation.usage': 'heating', 'operation.etas': '140-170' }, '2031-01-01'),
      (/** @type {any} */ error) => error.status === 422 && /31 décembre 2030/.test(error.body.errors['operation.engagement_date'][0]));
  });
});

describe('Coup de pouce ×5 of BAR-TH-171/172 (arrêté du 6 septembre 2025)', () => {
  it('applies for a fossil boiler replaced in a main residence: vA78-4 house 100 m² H2, Etas ≥ 140 %: 109 200 × 1 × 1 × 5 = 546 000', () => {
    assert.equal(cee('BAR-TH-171', { ...HEAT_PUMP, 'operation.replaces_fossil_boiler': true, 'housing.main_residence': true }).kwhCumac, 546000);
  });

  it('not in a secondary home: 109 200, and the factor says why', () => {
    const r = cee('BAR-TH-171', { ...HEAT_PUMP, 'operation.replaces_fossil_boiler': true, 'housing.main_residence': false });
    assert.equal(r.kwhCumac, 109200);
    assert.match(r.factors.find((/** @type {any} */ f) => f.key === 'bonification').label, /réservé aux résidences principales/);
  });
});

describe('Coup de pouce Chauffage from 2026-01-01 (the ministry’s page)', () => {
  const BIOMASS = { 'housing.department': '67', 'operation.feed': 'automatique' };
  /** @param {any} r @param {string} key */
  const factor = (r, key) => r.factors.find((/** @type {any} */ f) => f.key === key);

  it('BAR-TH-113, H1 (67), engaged 2026-03-01, replacing an oil boiler: 41 300 × 5 = 206 500; its factors say why', () => {
    const r = cee('BAR-TH-113', { ...BIOMASS, 'operation.replaces_fossil_boiler': true });
    assert.deepEqual([r.kwhCumac, r.fiche.version, factor(r, 'bonification').value, factor(r, 'kwhCumacBeforeBonification').value], [206500, 'A79-4', 5, 41300]);
    assert.equal(factor(r, 'bonification').label, 'Coup de pouce Chauffage : remplacement d’une chaudière au charbon, au fioul ou au gaz');
    assert.equal('kwhCumacModest' in r, false, 'one multiplier for every household');
  });

  it('BAR-TH-113 not replacing such a boiler: 41 300 × 1 = 41 300, « aucun » with what it requires', () => {
    const r = cee('BAR-TH-113', BIOMASS);
    assert.deepEqual([r.kwhCumac, factor(r, 'bonification').value, factor(r, 'bonification').label], [41300, 1, 'Coup de pouce Chauffage (aucun : il demande le remplacement d’une chaudière au charbon, au fioul ou au gaz)']);
  });

  it('BAR-TH-113 engaged 2025-12-15 (vA41-3, before the coefficient), replacing an oil boiler: 41 300, no multiplier', () => {
    const r = cee('BAR-TH-113', { ...BIOMASS, 'operation.replaces_fossil_boiler': true }, '2025-12-15');
    assert.deepEqual([r.kwhCumac, r.fiche.version, factor(r, 'bonification').value], [41300, 'A41-3', 1]);
    assert.equal(factor(r, 'bonification').label, 'Coup de pouce Chauffage (aucun : pas de bonification à cette date)');
  });

  it('BAR-TH-113 has no main-residence condition on the page: a secondary home replacing an oil boiler still gets 41 300 × 5 = 206 500', () => {
    assert.equal(cee('BAR-TH-113', { ...BIOMASS, 'operation.replaces_fossil_boiler': true, 'housing.main_residence': false }).kwhCumac, 206500);
  });

  it('BAR-TH-143, H2 (33), engaged 2026-06-01, replacing a gas boiler in a main residence: 121 000 × 2 = 242 000; a secondary home: 121 000, and the factor says why', () => {
    const main = cee('BAR-TH-143', { 'housing.department': '33', 'operation.replaces_fossil_boiler': true, 'housing.main_residence': true }, '2026-06-01');
    assert.deepEqual([main.kwhCumac, factor(main, 'bonification').value, factor(main, 'kwhCumacBeforeBonification').value], [242000, 2, 121000]);
    assert.equal(factor(main, 'bonification').label, 'Coup de pouce Chauffage : remplacement d’une chaudière au charbon, au fioul ou au gaz dans une résidence principale');
    const secondary = cee('BAR-TH-143', { 'housing.department': '33', 'operation.replaces_fossil_boiler': true, 'housing.main_residence': false }, '2026-06-01');
    assert.deepEqual([secondary.kwhCumac, factor(secondary, 'bonification').value], [121000, 1]);
    assert.equal(factor(secondary, 'bonification').label, 'Coup de pouce Chauffage (aucun : il est réservé aux résidences principales)');
    assert.equal(cee('BAR-TH-143', { 'housing.department': '33', 'operation.replaces_fossil_boiler': true }, '2025-11-15').kwhCumac, 121000, 'vA51-5: none before 2026');
  });

  const NETWORK = { 'housing.department': '67', 'housing.surface': 100, 'operation.replaces_fossil_boiler': true, 'operation.efficient_network': true, 'housing.main_residence': true };

  it('BAR-TH-137, house of 100 m² in H1 (67), engaged 2026-03-01, at 8 €/MWh cumac: others 48 300 × 1.5 = 72 450 (579.60 €), modest 48 300 × 2 = 96 600 at 8 × 9.28 / 8.3 €/MWh cumac (864.05 €)', () => {
    const r = cee('BAR-TH-137', NETWORK, '2026-03-01', 8);
    // 96.6 × 8 × 9.28 / 8.3 = 864.046… -> 864.05; 72.45 × 8 = 579.6.
    assert.deepEqual([r.kwhCumac, r.kwhCumacModest, r.euros, r.eurosClassic, r.eurosModest, r.eurosMwhCumacModest], [72450, 96600, 579.6, 579.6, 864.05, 8.94]);
    assert.deepEqual([factor(r, 'bonification').value, factor(r, 'kwhCumacBeforeBonification').value], [1.5, 48300]);
    assert.equal(factor(r, 'bonification').label,
      'Coup de pouce Chauffage, autres ménages (raccordement à un réseau de chaleur efficace en remplacement d’une chaudière au charbon, au fioul ou au gaz dans une résidence principale)');
    assert.deepEqual([factor(r, 'bonificationModest').value, factor(r, 'bonificationModest').label], [2,
      'Coup de pouce Chauffage, ménages modestes ou très modestes (raccordement à un réseau de chaleur efficace en remplacement d’une chaudière au charbon, au fioul ou au gaz dans une résidence principale)']);
    const en = ceeResult('BAR-TH-137', { ...NETWORK, 'operation.engagement_date': '2026-03-01' }, 8, 'en');
    assert.equal(factor(en, 'bonification').label,
      'Coup de pouce Chauffage, other households (connection to an efficient heat network replacing a coal, oil or gas boiler in a main residence)');
    assert.equal(factor(en, 'bonificationModest').label,
      'Coup de pouce Chauffage, low and very low-income households (connection to an efficient heat network replacing a coal, oil or gas boiler in a main residence)');
  });

  it('BAR-TH-137 without an efficient network, in a secondary home, or engaged in 2025: one volume (48 300, or vA35-2’s), no kwhCumacModest, and the reason', () => {
    const inefficient = cee('BAR-TH-137', { ...NETWORK, 'operation.efficient_network': false }, '2026-03-01', 8);
    assert.deepEqual([inefficient.kwhCumac, 'kwhCumacModest' in inefficient, inefficient.eurosModest], [48300, false, 432.02]); // 48.3 × 8.9446 = 432.02
    assert.match(factor(inefficient, 'bonification').label, /^Coup de pouce Chauffage \(aucun : il demande un réseau de chaleur alimenté à 50 % au moins par des énergies renouvelables ou de récupération\)$/);
    const secondary = cee('BAR-TH-137', { ...NETWORK, 'housing.main_residence': false });
    assert.deepEqual([secondary.kwhCumac, factor(secondary, 'bonification').label], [48300, 'Coup de pouce Chauffage (aucun : il est réservé aux résidences principales)']);
    const before = cee('BAR-TH-137', NETWORK, '2025-12-15');
    assert.deepEqual([before.kwhCumac, before.fiche.version, 'kwhCumacModest' in before], [48300, 'A35-2', false]);
  });

  const WOOD = { 'housing.department': '67', 'operation.appliance': 'poele_granules', 'operation.etas': '>=80' };

  it('BAR-TH-112, H1 (67), Etas ≥ 80 %, engaged 2026-03-01, replacing a coal stove: others 35 300 × 4 = 141 200, modest 35 300 × 5 = 176 500', () => {
    const r = cee('BAR-TH-112', { ...WOOD, 'operation.replaces_coal_appliance': true }, '2026-03-01', 8);
    assert.deepEqual([r.kwhCumac, r.kwhCumacModest, factor(r, 'bonification').value, factor(r, 'kwhCumacBeforeBonification').value], [141200, 176500, 4, 35300]);
    // 176.5 × 8 × 9.28 / 8.3 = 1 578.72; 141.2 × 8 = 1 129.6.
    assert.deepEqual([r.euros, r.eurosModest], [1129.6, 1578.72]);
    assert.equal(factor(r, 'bonification').label, 'Coup de pouce Chauffage, autres ménages (remplacement d’un appareil de chauffage indépendant au charbon)');
    assert.deepEqual([factor(r, 'bonificationModest').value, factor(r, 'bonificationModest').label],
      [5, 'Coup de pouce Chauffage, ménages modestes ou très modestes (remplacement d’un appareil de chauffage indépendant au charbon)']);
  });

  it('BAR-TH-112 engaged 2025-12-15 (the same fiche vA46-3): 35 300, the factor says from when; no coal appliance replaced: 35 300', () => {
    const early = cee('BAR-TH-112', { ...WOOD, 'operation.replaces_coal_appliance': true }, '2025-12-15');
    assert.deepEqual([early.kwhCumac, early.fiche.version, 'kwhCumacModest' in early], [35300, 'A46-3', false]);
    assert.equal(factor(early, 'bonification').label, 'Coup de pouce Chauffage (aucun : il s’applique aux devis signés à partir du 1er janvier 2026)');
    const none = cee('BAR-TH-112', WOOD);
    assert.deepEqual([none.kwhCumac, 'kwhCumacModest' in none, factor(none, 'bonification').label], [35300, false, 'Coup de pouce Chauffage (aucun : il demande le remplacement d’un appareil de chauffage indépendant au charbon)']);
  });
});

describe('prices said right', () => {
  it('eurosMwhCumac is the price behind euros, eurosMwhCumacModest the modest price (8 × 9.28 / 8.3 = 8.94)', () => {
    const r = cee('BAR-EN-101', { 'housing.department': '33', 'operation.surface': 80 }, '2026-03-01', 8);
    assert.deepEqual([r.euros, r.eurosMwhCumac, r.eurosModest, r.eurosMwhCumacModest], [896, 8, 1001.79, 8.94]);
    assert.equal(r.factors.find((/** @type {any} */ f) => f.key === 'eurosMwhCumacModest').label, 'Prix du MWh cumac pour un ménage modeste ou très modeste');
    assert.match(r.factors.find((/** @type {any} */ f) => f.key === 'precarityPriceRatio').label, /octobre 2024/);
  });
});

describe('over HTTP: the catalogue and the gestes of MaPrimeRénov’ alone', () => {
  /** @type {Awaited<ReturnType<typeof startSandbox>>} */
  let sandbox;
  before(async () => { sandbox = await startSandbox(); });
  after(() => sandbox.close());

  it('gives every operation its aids today, and MPR-AUDIT only its aid=mpr inputs (404 with a sentence for the CEE)', async () => {
    const { body } = await sandbox.call('GET', '/partner/v1/operations');
    const aids = Object.fromEntries(body.data.map((/** @type {any} */ o) => [o.code, o.aids.join()]));
    assert.equal(aids['BAR-TH-171'], 'cee,mpr');
    assert.equal(aids['BAR-EN-102'], 'cee'); // wall insulation left MaPrimeRénov’ par geste on 2026-01-01
    assert.equal(aids['BAR-EN-103'], 'cee');
    assert.equal(aids['MPR-AUDIT'], 'mpr');
    assert.ok(body.data.every((/** @type {any} */ o) => Array.isArray(o.aids)));
    const token = await sandbox.token();
    const ceeInputs = await sandbox.call('GET', '/calc/api/v2/simulation-inputs/MPR-AUDIT/b2c', { token });
    assert.deepEqual([ceeInputs.status, ceeInputs.body.message], [404, 'L’opération « Audit énergétique » (MPR-AUDIT) n’ouvre pas droit à une prime CEE : seule MaPrimeRénov’ l’aide.']);
    const mprInputs = await sandbox.call('GET', '/calc/api/v2/simulation-inputs/MPR-DEPOSE-CUVE/b2c?aid=mpr', { token });
    assert.equal(mprInputs.status, 200);
    const answer = await sandbox.call('POST', '/calc/api/v2/mpr', {
      token, body: { fost_code: 'MPR-DEPOSE-CUVE', context: 'b2c', housing: { department: '69' }, household: { size: 1, income: 15000 }, operation: { engagement_date: '2026-03-01' } },
    });
    assert.deepEqual([answer.body.data.amount, answer.body.data.cap.expenseCeiling], [1200, 4000]);
  });
});
