// @ts-check
/**
 * MaPrimeRénov’ par geste: categories at the ceilings (an income exactly at a ceiling is in the lower category,
 * the official tables read « jusqu'à »), the 2025 and 2026 scales chosen by the year the application is filed (`mpr.application_date`), what left the
 * per-item scheme on 2026-01-01 (décret n° 2025-956 du 8 septembre 2025, IV de l'article 1er), and the overseas
 * départements. Expected values are typed from the scales' rows, not read from data/mpr.json:
 * 2025 ceilings, outside Île-de-France, 1 person: très modeste ≤ 17 173, modeste ≤ 22 015, intermédiaire ≤ 30 844;
 * Île-de-France, 1 person: 23 768 / 28 933 / 40 404; 4 persons: 48 914 / 59 549 / 83 637 (Anah 2025, via RMC and
 * econostrum for the very-low and 1-person low columns; Mes Aides Réno for the rest). 2026: the 2025 ceilings and
 * forfaits are kept (the 2026 tables could not be read; the answers say so).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { incomeCeilings, mprCategory, mprResult } from '../../demo/sandbox/mpr.js';

/** @param {string} department @param {number} size @param {number} income */
const categoryOf = (department, size, income) => mprCategory({ department, size, income, year: '2025' }).category;

describe('MaPrimeRénov’ category', () => {
  it('puts an income exactly at a ceiling in the lower category (one person, outside Île-de-France)', () => {
    assert.equal(categoryOf('69', 1, 17173), 'tres_modeste');
    assert.equal(categoryOf('69', 1, 17174), 'modeste');
    assert.equal(categoryOf('69', 1, 22015), 'modeste');
    assert.equal(categoryOf('69', 1, 22016), 'intermediaire');
    assert.equal(categoryOf('69', 1, 30844), 'intermediaire');
    assert.equal(categoryOf('69', 1, 30845), 'superieur');
  });

  it('uses the Île-de-France ceilings for the eight départements of the region', () => {
    for (const department of ['75', '77', '78', '91', '92', '93', '94', '95']) {
      assert.equal(categoryOf(department, 1, 23768), 'tres_modeste', department);
    }
    assert.equal(categoryOf('75', 1, 23769), 'modeste');
    assert.equal(categoryOf('60', 1, 23768), 'intermediaire'); // Oise is not in Île-de-France
    assert.equal(categoryOf('92', 4, 83637), 'intermediaire');
    assert.equal(categoryOf('92', 4, 83638), 'superieur');
  });

  it('adds the per-person amounts beyond five persons (a household of seven)', () => {
    assert.deepEqual(incomeCeilings(7, false, '2025'), [40388 + 2 * 5094, 51775 + 2 * 6525, 73098 + 2 * 9254]);
    assert.deepEqual(incomeCeilings(7, true, '2025'), [55961 + 2 * 7038, 68123 + 2 * 8568, 95758 + 2 * 12122]);
    // 2026 (Anah 2026 via third-party copies): 5 persons outside IdF 40 835 / 52 348 / 73 907, + 5 151 / 6 598 / 9 357 per person
    assert.deepEqual(incomeCeilings(7, false, '2026'), [40835 + 2 * 5151, 52348 + 2 * 6598, 73907 + 2 * 9357]);
    assert.equal(categoryOf('33', 7, 50576), 'tres_modeste');
    assert.equal(categoryOf('33', 7, 50577), 'modeste');
    assert.equal(categoryOf('93', 7, 85259), 'modeste');
    assert.equal(categoryOf('93', 7, 85260), 'intermediaire');
  });

  it('labels the category and its precarity from the data', () => {
    const result = mprCategory({ department: '75', size: 2, income: 40000, year: '2025' });
    assert.equal(result.categoryLabel, 'Modeste');
    assert.equal(result.precarity, 'low');
    assert.equal(result.region, 'ile_de_france');
  });
});

/**
 * @param {string} code
 * @param {Record<string, unknown>} values
 * @param {string} [date]
 * @param {'fr' | 'en'} [lang]
 * @returns {any}
 */
const mpr = (code, values, date = '2025-11-15', lang = 'fr') => mprResult(code, { ...values, 'mpr.application_date': date }, lang);

describe('MaPrimeRénov’ par-geste amount', () => {
  it('pays the air/water heat pump forfait of the category, with its expense ceiling', () => {
    const result = mpr('BAR-TH-171', { 'housing.department': '69', 'household.size': 1, 'household.income': 17173 });
    assert.equal(result.amount, 5000);
    assert.equal(result.category, 'tres_modeste');
    assert.equal(result.categoryLabel, 'Très modeste');
    assert.equal(result.precarity, 'very-low');
    assert.equal(result.maxEligibleExpense, 12000);
    assert.equal(result.eligible, true);
    assert.equal(result.color, 'bleu');
    assert.equal(result.incomeCeiling, 17173);
    assert.deepEqual(result.forfait, { key: 'pac_air_eau', label: 'Pompe à chaleur air/eau' });
    assert.deepEqual([result.scale.year, result.applicationDate, result.engagementDate], [2025, '2025-11-15', undefined]);
  });

  it('gives nothing to the superior category', () => {
    const result = mpr('BAR-TH-172', { 'housing.department': '69', 'household.size': 1, 'household.income': 90000 });
    assert.equal(result.amount, 0);
    assert.equal(result.eligible, false);
    assert.equal(result.category, 'superieur');
    assert.equal(result.color, 'rose');
    assert.equal(result.precarity, 'classic');
    assert.match(result.reason, /revenus supérieurs/);
    // In English too, with typography's apostrophe, as the widgets write the aid's name.
    const english = mpr('BAR-TH-172', { 'housing.department': '69', 'household.size': 1, 'household.income': 90000 }, '2025-11-15', 'en');
    assert.equal(english.reason, 'Higher-income households (pink category) are not eligible for MaPrimeRénov’ per item.');
  });

  it('pays attic insulation per m² (modest: 20 €/m² × 80 m², ceiling 75 €/m²)', () => {
    const result = mpr('BAR-EN-101', { 'housing.department': '69', 'household.size': 1, 'household.income': 20000, 'operation.surface': 80 });
    assert.equal(result.amount, 1600);
    assert.equal(result.maxEligibleExpense, 6000);
    // Each factor that states a field of the answer carries that field's key, so a view says each figure once.
    const factors = Object.fromEntries(result.factors.map((/** @type {{key: string, value: unknown}} */ factor) => [factor.key, factor.value]));
    assert.deepEqual(
      ['amountPerUnit', 'eligibleQuantity', 'maxEligibleExpense'].map((key) => [factors[key], result[key]]),
      [[20, 20], [80, 80], [6000, 6000]],
    );
  });

  it('caps exterior wall insulation at 100 m² but not interior insulation', () => {
    const household = { 'housing.department': '69', 'household.size': 1, 'household.income': 10000, 'operation.surface': 120 };
    const exterior = mpr('BAR-EN-102', { ...household, 'operation.insulation_side': 'exterieur' });
    assert.equal(exterior.amount, 7500); // 75 € × 100 m²
    assert.equal(exterior.eligibleQuantity, 100);
    const interior = mpr('BAR-EN-102', { ...household, 'operation.insulation_side': 'interieur' });
    assert.equal(interior.amount, 3000); // 25 € × 120 m²
  });

  it('chooses the wood boiler and stove forfaits from the operation inputs', () => {
    const household = { 'housing.department': '69', 'household.size': 2, 'household.income': 40000 }; // intermédiaire
    assert.equal(mpr('BAR-TH-113', { ...household, 'operation.feed': 'automatique' }).amount, 2100);
    assert.equal(mpr('BAR-TH-113', { ...household, 'operation.feed': 'manuelle' }).amount, 1400);
    assert.equal(mpr('BAR-TH-112', { ...household, 'operation.appliance': 'poele_granules' }).amount, 750);
    assert.equal(mpr('BAR-TH-112', { ...household, 'operation.appliance': 'insert_foyer_ferme' }).amount, 500);
  });

  it('pays windows per unit', () => {
    const result = mpr('BAR-EN-104', { 'housing.department': '69', 'household.size': 1, 'household.income': 20000, 'operation.windows': 3 });
    assert.equal(result.amount, 240); // 80 € × 3
    assert.equal(result.maxEligibleExpense, 3000);
  });

  it('2025 border, one person outside Île-de-France: 22 015 is modeste (PAC air/eau 4 000 €), 22 016 is intermédiaire (3 000 €)', () => {
    const at = mpr('BAR-TH-171', { 'housing.department': '33', 'household.size': 1, 'household.income': 22015 });
    assert.deepEqual([at.category, at.color, at.incomeCeiling, at.amount], ['modeste', 'jaune', 22015, 4000]);
    const above = mpr('BAR-TH-171', { 'housing.department': '33', 'household.size': 1, 'household.income': 22016 });
    assert.deepEqual([above.category, above.color, above.incomeCeiling, above.amount], ['intermediaire', 'violet', 30844, 3000]);
  });

  it('2025 border, four persons in Île-de-France (92): 83 637 is intermédiaire (attic 15 €/m² × 50 = 750 €), 83 638 is supérieur (0, with the reason)', () => {
    const at = mpr('BAR-EN-101', { 'housing.department': '92', 'household.size': 4, 'household.income': 83637, 'operation.surface': 50 });
    assert.deepEqual([at.category, at.amount, at.region], ['intermediaire', 750, 'ile_de_france']);
    const above = mpr('BAR-EN-101', { 'housing.department': '92', 'household.size': 4, 'household.income': 83638, 'operation.surface': 50 });
    assert.deepEqual([above.category, above.amount, above.eligible, above.incomeCeiling], ['superieur', 0, false, null]);
    assert.ok(above.reason);
  });

  it('2025 scale: biomass boiler and wall insulation are still paid (automatic boiler, très modeste: 5 000 €)', () => {
    const r = mpr('BAR-TH-113', { 'housing.department': '69', 'household.size': 1, 'household.income': 15000, 'operation.feed': 'automatique' }, '2025-12-31');
    assert.deepEqual([r.amount, r.eligible, r.scale.year], [5000, true, 2025]);
  });

  it('2026 scale: the biomass boiler left the per-item scheme on 2026-01-01 -> not eligible, with the decree as reason', () => {
    const r = mpr('BAR-TH-113', { 'housing.department': '69', 'household.size': 1, 'household.income': 15000, 'operation.feed': 'automatique' }, '2026-01-01');
    assert.deepEqual([r.amount, r.eligible, r.scale.year, r.category], [0, false, 2026, 'tres_modeste']);
    assert.match(r.reason, /décret n° 2025-956/);
    assert.deepEqual(r.forfait, { key: 'chaudiere_bois_automatique_granules', label: 'Chaudière bois à alimentation automatique (granulés, plaquettes)' });
  });

  it('2026 scale: wall insulation, inside or outside, is not eligible (reason in English with lang en)', () => {
    const household = { 'housing.department': '69', 'household.size': 1, 'household.income': 10000, 'operation.surface': 40 };
    for (const side of ['exterieur', 'interieur']) {
      const r = mpr('BAR-EN-102', { ...household, 'operation.insulation_side': side }, '2026-11-23', 'en');
      assert.deepEqual([r.amount, r.eligible], [0, false], side);
      assert.match(r.reason, /no longer qualifies for MaPrimeRénov’ per item/);
    }
  });

  it('2026 scale: attic insulation stays (très modeste 25 €/m² × 40 m² = 1 000 €) and the answer says what could not be verified', () => {
    const r = mpr('BAR-EN-101', { 'housing.department': '69', 'household.size': 1, 'household.income': 10000, 'operation.surface': 40 }, '2026-11-23');
    assert.deepEqual([r.amount, r.eligible, r.scale.year, r.scale.verified], [1000, true, 2026, false]);
    assert.match(r.verificationNote, /Plafonds Anah 2026 lus dans deux copies tierces/);
  });

  it('2026 border, one person outside Île-de-France: 22 259 is modeste (PAC air/eau 4 000 €), 22 260 intermédiaire (3 000 €); 22 015 is modeste in 2026 too', () => {
    const household = { 'housing.department': '33', 'household.size': 1 };
    const at = mpr('BAR-TH-171', { ...household, 'household.income': 22259 }, '2026-11-23');
    assert.deepEqual([at.category, at.incomeCeiling, at.amount], ['modeste', 22259, 4000]);
    const above = mpr('BAR-TH-171', { ...household, 'household.income': 22260 }, '2026-11-23');
    assert.deepEqual([above.category, above.incomeCeiling, above.amount], ['intermediaire', 31185, 3000]);
    // 22 016 was intermédiaire under the 2025 scale (ceiling 22 015) and is modeste under 2026's (22 259)
    assert.equal(mpr('BAR-TH-171', { ...household, 'household.income': 22016 }, '2026-01-01').category, 'modeste');
  });

  it('2026 border, Île-de-France (75), one person: 24 031 is très modeste, 24 032 modeste', () => {
    assert.equal(mpr('BAR-TH-171', { 'housing.department': '75', 'household.size': 1, 'household.income': 24031 }, '2026-06-01').category, 'tres_modeste');
    assert.equal(mpr('BAR-TH-171', { 'housing.department': '75', 'household.size': 1, 'household.income': 24032 }, '2026-06-01').category, 'modeste');
  });

  it('overseas, La Réunion (974), uses the outside-Île-de-France ceilings: 2 persons at 25 115 is très modeste (pellet stove 1 250 €)', () => {
    const r = mpr('BAR-TH-112', { 'housing.department': '974', 'household.size': 2, 'household.income': 25115, 'operation.appliance': 'poele_granules' });
    assert.deepEqual([r.category, r.region, r.amount], ['tres_modeste', 'hors_ile_de_france', 1250]);
  });

  it('overseas: the mainland solar water heater forfait is not paid in Guyane (973), with the reason', () => {
    const r = mpr('BAR-TH-101', { 'housing.department': '973', 'household.size': 1, 'household.income': 10000 });
    assert.deepEqual([r.amount, r.eligible], [0, false]);
    assert.match(r.reason, /973 \(Guyane\)/);
  });

  it('refuses an application date outside the years held (2024 and 2027) with a sentence on the application date', () => {
    for (const date of ['2024-12-31', '2027-01-01']) {
      assert.throws(() => mpr('BAR-TH-171', { 'housing.department': '69', 'household.size': 1, 'household.income': 10000 }, date), (/** @type {any} */ error) => {
        assert.equal(error.status, 422);
        assert.match(error.body.errors['mpr.application_date'][0], /MaPrimeRénov’ pour une demande déposée en 2025 ou en 2026 : /);
        return true;
      });
    }
  });
});

