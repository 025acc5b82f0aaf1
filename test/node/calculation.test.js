// @ts-check
/**
 * kWh cumac worked by hand, at least three cases per fiche the sandbox offers. Each case names the fiche version the
 * engagement date selects and the table row it reads; the expected value is computed in the comment from that row,
 * never read from the sandbox's data. Where a version is `verified: false` (data/fiches.json says why), the row is
 * the one its source gives (mostly Mes Aides Réno's copy of the fiche) and the test checks that the answer says so.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CALCULATED_CODES, PRECARITY_PRICE_RATIO, ceeResult } from '../../demo/sandbox/calculation.js';
import { MPR_CODES } from '../../demo/sandbox/mpr.js';
import { CEE_CODES, SIMULATED_CODES, simulationInputs } from '../../demo/sandbox/simulation-inputs.js';

/** The audit's reference day, 2025-11-15, and today (2026-11-23). */
const NOV_2025 = '2025-11-15';
const TODAY = '2026-11-23';

/**
 * @param {string} code
 * @param {Record<string, unknown>} values
 * @param {{date?: string, price?: number, lang?: 'fr' | 'en'}} [options]
 * @returns {any}
 */
const cee = (code, values, { date = NOV_2025, price, lang } = {}) => ceeResult(code, { ...values, 'operation.engagement_date': date }, price, lang);

/** @param {any} result @param {string} key */
const factorOf = (result, key) => result.factors.find((/** @type {any} */ f) => f.key === key)?.value;

/**
 * @param {() => unknown} fn
 * @param {string} key
 * @param {RegExp} message
 */
const rejects422 = (fn, key, message) => assert.throws(fn, (/** @type {any} */ error) => {
  assert.equal(error.status, 422);
  assert.match(error.body.errors[key][0], message);
  return true;
});

describe('BAR-EN-101 (combles ou toitures): vA64-6 from 2025-01-01 until the fiche ends on 2027-04-30 (no "A78-3" of this fiche exists)', () => {
  it('H2 (33), 80 m², engaged 2025-11-15: vA64-6 row H2 = 1 400 kWh cumac/m² -> 1 400 × 80 = 112 000', () => {
    const r = cee('BAR-EN-101', { 'housing.department': '33', 'operation.surface': 80 });
    assert.equal(r.kwhCumac, 112000);
    assert.deepEqual([r.fiche.code, r.fiche.version, r.fiche.validFrom, r.fiche.validTo, r.climateZone], ['BAR-EN-101', 'A64-6', '2025-01-01', '2027-04-30', 'H2']);
    assert.equal(factorOf(r, 'tableValue'), 1400);
    assert.equal(r.engagementDate, NOV_2025);
  });

  it('H1 (67), 55.5 m², engaged 2025-11-15: row H1 = 1 700 -> 1 700 × 55.5 = 94 350', () => {
    assert.equal(cee('BAR-EN-101', { 'housing.department': '67', 'operation.surface': 55.5 }).kwhCumac, 94350);
  });

  it('H3 (13), 100 m², engaged today: still vA64-6 (audits of April and October 2026 give it in force), official row H3 = 920 (not Mes Aides Réno’s 900) -> 920 × 100 = 92 000', () => {
    const r = cee('BAR-EN-101', { 'housing.department': '13', 'operation.surface': 100 }, { date: TODAY });
    assert.equal(r.kwhCumac, 92000);
    assert.deepEqual([r.fiche.version, r.fiche.validFrom, r.fiche.verified], ['A64-6', '2025-01-01', true]);
    assert.equal(r.verificationNote, undefined);
  });

  it('refuses an engagement date before the first version held (2024-12-31) and after the fiche ends (2027-05-01)', () => {
    rejects422(() => cee('BAR-EN-101', { 'housing.department': '33', 'operation.surface': 80 }, { date: '2024-12-31' }), 'operation.engagement_date', /signé à partir du 1er janvier 2025/);
    rejects422(() => cee('BAR-EN-101', { 'housing.department': '33', 'operation.surface': 80 }, { date: '2027-05-01' }), 'operation.engagement_date', /jusqu’au 30 avril 2027/);
  });
});

describe('BAR-EN-102 (murs): vA65-4 from 2025-01-01', () => {
  it('H3 (34), 50 m²: row H3 = 880 -> 880 × 50 = 44 000', () => {
    const r = cee('BAR-EN-102', { 'housing.department': '34', 'operation.surface': 50, 'operation.insulation_side': 'exterieur' });
    assert.equal(r.kwhCumac, 44000);
    assert.equal(r.fiche.version, 'A65-4');
  });
  it('H1 (69), 120 m²: row H1 = 1 600 -> 1 600 × 120 = 192 000', () => {
    assert.equal(cee('BAR-EN-102', { 'housing.department': '69', 'operation.surface': 120, 'operation.insulation_side': 'interieur' }).kwhCumac, 192000);
  });
  it('H2 (44), 75 m², engaged today (vA65-4 still the last version held): row H2 = 1 300 -> 1 300 × 75 = 97 500', () => {
    const r = cee('BAR-EN-102', { 'housing.department': '44', 'operation.surface': 75, 'operation.insulation_side': 'exterieur' }, { date: TODAY });
    assert.equal(r.kwhCumac, 97500);
    assert.equal(r.fiche.version, 'A65-4');
  });
});

describe('BAR-EN-103 (plancher): vA64-6 from 2025-01-01, table read in the official fiche', () => {
  it('H1 (59), 60 m²: row H1 = 1 100 -> 66 000; verified, so no verification note', () => {
    const r = cee('BAR-EN-103', { 'housing.department': '59', 'operation.surface': 60 });
    assert.equal(r.kwhCumac, 66000);
    assert.equal(r.fiche.verified, true);
    assert.equal(r.verificationNote, undefined);
  });
  it('H2 (33), 45 m²: row H2 = 890 -> 890 × 45 = 40 050', () => {
    assert.equal(cee('BAR-EN-103', { 'housing.department': '33', 'operation.surface': 45 }).kwhCumac, 40050);
  });
  it('H3 (06), 30 m²: row H3 = 590 -> 590 × 30 = 17 700', () => {
    assert.equal(cee('BAR-EN-103', { 'housing.department': '06', 'operation.surface': 30 }).kwhCumac, 17700);
  });
});

describe('BAR-EN-104 (fenêtres): vA54-2 from 2024-01-01, per m² of glazing', () => {
  it('H1 (67), 8 m² of glazing: row H1 = 3 800 kWh cumac/m² -> 3 800 × 8 = 30 400', () => {
    const r = cee('BAR-EN-104', { 'housing.department': '67', 'operation.surface': 8 });
    assert.equal(r.kwhCumac, 30400);
    assert.equal(factorOf(r, 'surface'), 8);
    assert.equal(r.factors.find((/** @type {any} */ f) => f.key === 'tableValue').unit, 'kWh cumac/m²');
  });
  it('H2 (33), 12.5 m²: row H2 = 3 100 -> 3 100 × 12.5 = 38 750', () => {
    assert.equal(cee('BAR-EN-104', { 'housing.department': '33', 'operation.surface': 12.5 }).kwhCumac, 38750);
  });
  it('H3 (13), 4 m²: row H3 = 2 100 -> 8 400; the inputs ask the glazing surface, not a number of windows', () => {
    assert.equal(cee('BAR-EN-104', { 'housing.department': '13', 'operation.surface': 4 }).kwhCumac, 8400);
    const keys = simulationInputs('BAR-EN-104', 'b2c', 'cee').map((d) => d.key);
    assert.deepEqual(keys, ['housing.department', 'operation.surface', 'operation.engagement_date']);
    const surface = simulationInputs('BAR-EN-104', 'b2c', 'cee').find((d) => d.key === 'operation.surface');
    assert.deepEqual([surface?.label, surface?.unit, surface?.min], ['Surface vitrée', 'm²', 1]);
  });
});

describe('BAR-EN-105 (toitures terrasses): vA64-4 from 2025-01-01 (the ministry’s file: « à compter du 01-01-2025 »)', () => {
  it('H1 (67), 40 m²: row H1 = 1 200 -> 48 000 (table read in the official fiche)', () => {
    const r = cee('BAR-EN-105', { 'housing.department': '67', 'operation.surface': 40 });
    assert.equal(r.kwhCumac, 48000);
    assert.deepEqual([r.fiche.version, r.fiche.verified], ['A64-4', true]);
  });
  it('H2 (33), 40 m²: row H2 = 1 000 -> 40 000', () => {
    assert.equal(cee('BAR-EN-105', { 'housing.department': '33', 'operation.surface': 40 }).kwhCumac, 40000);
  });
  it('H3 (83), 25 m², engaged 2025-01-01, the first day of vA64-4: row H3 = 670 -> 670 × 25 = 16 750; engaged 2024-12-31: 422', () => {
    const r = cee('BAR-EN-105', { 'housing.department': '83', 'operation.surface': 25 }, { date: '2025-01-01' });
    assert.deepEqual([r.kwhCumac, r.fiche.validFrom], [16750, '2025-01-01']);
    rejects422(() => cee('BAR-EN-105', { 'housing.department': '83', 'operation.surface': 25 }, { date: '2024-12-31' }), 'operation.engagement_date', /à partir du 1er janvier 2025/);
  });
});

describe('BAR-TH-101 (chauffe-eau solaire, France métropolitaine): vA62-2 from 2025-01-01 (unverified), vA78-3 from 2026-01-01 (official text), engaged before 2031-01-01', () => {
  it('H1 (67): lump sum row H1 = 21 500', () => {
    const r = cee('BAR-TH-101', { 'housing.department': '67' });
    assert.deepEqual([r.kwhCumac, r.fiche.version, r.fiche.verified], [21500, 'A62-2', false]);
  });
  it('engaged 2026-03-01, vA78-3’s own table (no longer A62-2’s): H1 (67) = 18 500, H2 (33) = 21 000, H3 (13) = 24 200', () => {
    const r = cee('BAR-TH-101', { 'housing.department': '67' }, { date: '2026-03-01' });
    assert.deepEqual([r.kwhCumac, r.fiche.version, r.fiche.verified, r.fiche.validTo], [18500, 'A78-3', true, '2030-12-31']);
    assert.equal(r.verificationNote, undefined);
    assert.equal(cee('BAR-TH-101', { 'housing.department': '33' }, { date: '2026-03-01' }).kwhCumac, 21000);
    assert.equal(cee('BAR-TH-101', { 'housing.department': '13' }, { date: TODAY }).kwhCumac, 24200);
  });
  it('refuses an operation engaged on 2031-01-01 (« applicable aux opérations engagées avant le 1er janvier 2031 »)', () => {
    rejects422(() => cee('BAR-TH-101', { 'housing.department': '67' }, { date: '2031-01-01' }), 'operation.engagement_date', /jusqu’au 31 décembre 2030/);
  });
  it('H2 (33): row H2 = 24 100; H3 (13): row H3 = 27 600', () => {
    assert.equal(cee('BAR-TH-101', { 'housing.department': '33' }).kwhCumac, 24100);
    assert.equal(cee('BAR-TH-101', { 'housing.department': '13' }).kwhCumac, 27600);
  });
  it('refuses La Réunion (974): the fiche is for mainland France', () => {
    rejects422(() => cee('BAR-TH-101', { 'housing.department': '974' }), 'housing.department', /France métropolitaine seulement.*974 \(La Réunion\)/);
  });
});

describe('BAR-TH-112 (appareil indépendant au bois): vA46-3 from 2022-10-01 (one copy), abrogated from 2027-10-01', () => {
  it('H3 (06), Etas ≥ 80 %: row "≥ 80 %" × H3 = 19 200', () => {
    const r = cee('BAR-TH-112', { 'housing.department': '06', 'operation.appliance': 'poele_granules', 'operation.etas': '>=80' });
    assert.deepEqual([r.kwhCumac, r.fiche.version], [19200, 'A46-3']);
  });
  it('H1 (69), Etas 72-80 %: row "72-80" × H1 = 23 500; H2 (33), Etas 66-72 %: 7 700', () => {
    assert.equal(cee('BAR-TH-112', { 'housing.department': '69', 'operation.appliance': 'poele_buches', 'operation.etas': '72-80' }).kwhCumac, 23500);
    assert.equal(cee('BAR-TH-112', { 'housing.department': '33', 'operation.appliance': 'insert_foyer_ferme', 'operation.etas': '66-72' }).kwhCumac, 7700);
  });
  it('refuses an operation engaged on 2027-10-01, after the fiche ends', () => {
    rejects422(() => cee('BAR-TH-112', { 'housing.department': '06', 'operation.appliance': 'poele_granules', 'operation.etas': '>=80' }, { date: '2027-10-01' }),
      'operation.engagement_date', /30 septembre 2027/);
  });
  it('vA46-3 is held from 2022-10-01, not from the day the data was first collected: engaged 2023-05-01, H2 (33), Etas 72-80 % -> 19 300', () => {
    const r = cee('BAR-TH-112', { 'housing.department': '33', 'operation.appliance': 'poele_buches', 'operation.etas': '72-80' }, { date: '2023-05-01' });
    assert.deepEqual([r.kwhCumac, r.fiche.version, r.fiche.validFrom], [19300, 'A46-3', '2022-10-01']);
  });
});

describe('BAR-TH-113 (chaudière biomasse): vA41-3 from 2022-04-01 (table not read), vA79-4 from 2026-01-01 (table read)', () => {
  it('H1 (69), engaged 2025-11-15: vA41-3 row H1 = 41 300', () => {
    const r = cee('BAR-TH-113', { 'housing.department': '69', 'operation.feed': 'automatique' });
    assert.deepEqual([r.kwhCumac, r.fiche.version, r.fiche.validTo], [41300, 'A41-3', '2025-12-31']);
  });
  it('H2 (33), engaged 2026-03-01: vA79-4 row H2 = 33 800 (read in the official fiche); vA41-3 in 2025 stays unverified', () => {
    const r = cee('BAR-TH-113', { 'housing.department': '33', 'operation.feed': 'manuelle' }, { date: '2026-03-01' });
    assert.deepEqual([r.kwhCumac, r.fiche.version, r.fiche.verified], [33800, 'A79-4', true]);
    assert.equal(cee('BAR-TH-113', { 'housing.department': '33', 'operation.feed': 'manuelle' }).fiche.verified, false);
  });
  it('H3 (13), engaged 2026-03-01, no boiler replaced: row H3 = 26 300, Coup de pouce ×1 (its ×5 needs a coal, oil or gas boiler replaced: rules-2026.test.js)', () => {
    const r = cee('BAR-TH-113', { 'housing.department': '13', 'operation.feed': 'automatique' }, { date: '2026-03-01' });
    assert.deepEqual([r.kwhCumac, factorOf(r, 'bonification'), factorOf(r, 'kwhCumacBeforeBonification')], [26300, 1, 26300]);
    assert.equal(Object.keys(r).some((key) => key.startsWith('coupDePouce')), false);
    assert.equal('kwhCumacModest' in r, false);
  });
});

describe('BAR-TH-125 (VMC double flux, France métropolitaine): vA54-5 (official text), engaged before 2028-07-01', () => {
  it('modulated, 120 m² in H1 (67): row modulée × H1 = 42 000, band 110-130 m² = 1.1 -> 46 200', () => {
    const r = cee('BAR-TH-125', { 'housing.department': '67', 'housing.surface': 120, 'operation.ventilation_type': 'modulee' });
    assert.equal(r.kwhCumac, 46200);
    assert.deepEqual([factorOf(r, 'tableValue'), factorOf(r, 'surfaceFactor')], [42000, 1.1]);
  });
  it('self-regulating, 80 m² in H2 (33): 32 500 × 0.7 (band 70-90) = 22 750', () => {
    assert.equal(cee('BAR-TH-125', { 'housing.department': '33', 'housing.surface': 80, 'operation.ventilation_type': 'autoreglable' }).kwhCumac, 22750);
  });
  it('modulated, exactly 130 m² in H1 (67): the fiche’s band « 110 ≤ S ≤ 130 » = 1.1 (not 1.6) -> 42 000 × 1.1 = 46 200', () => {
    const r = cee('BAR-TH-125', { 'housing.department': '67', 'housing.surface': 130, 'operation.ventilation_type': 'modulee' });
    assert.deepEqual([r.kwhCumac, factorOf(r, 'surfaceFactor'), r.fiche.verified], [46200, 1.1, true]);
    assert.match(r.factors.find((/** @type {any} */ f) => f.key === 'surfaceFactor').label, /\(130 m², tranche de 110 à 130 m²\)/);
  });
  it('self-regulating, 130.5 m² in H2 (33): band « > 130 » = 1.6 -> 32 500 × 1.6 = 52 000; refused from 2028-07-01', () => {
    const r = cee('BAR-TH-125', { 'housing.department': '33', 'housing.surface': 130.5, 'operation.ventilation_type': 'autoreglable' });
    assert.equal(r.kwhCumac, 52000);
    assert.match(r.factors.find((/** @type {any} */ f) => f.key === 'surfaceFactor').label, /\(130,5 m², tranche plus de 130 m²\)/);
    rejects422(() => cee('BAR-TH-125', { 'housing.department': '33', 'housing.surface': 80, 'operation.ventilation_type': 'autoreglable' }, { date: '2028-07-01' }),
      'operation.engagement_date', /jusqu’au 30 juin 2028/);
  });
  it('self-regulating, 30 m² in H3 (13): 21 600 × 0.3 (band < 35) = 6 480; Guadeloupe (971) refused', () => {
    assert.equal(cee('BAR-TH-125', { 'housing.department': '13', 'housing.surface': 30, 'operation.ventilation_type': 'autoreglable' }).kwhCumac, 6480);
    rejects422(() => cee('BAR-TH-125', { 'housing.department': '971', 'housing.surface': 30, 'operation.ventilation_type': 'modulee' }), 'housing.department', /Guadeloupe/);
  });
});

describe('BAR-TH-129 (PAC air/air): vA27-3 (official text)', () => {
  it('flat of 50 m² in H2 (33): flat row (SCOP ≥ 3.9) H2 = 17 400 × 0.7 (flat band 35-60) = 12 180', () => {
    const r = cee('BAR-TH-129', { 'housing.department': '33', 'housing.type': 'appartement', 'housing.surface': 50, 'operation.scop': '3.9-4.3' });
    assert.equal(r.kwhCumac, 12180);
  });
  it('house of 100 m² in H1 (69), SCOP ≥ 4.3: row "≥ 4.3" H1 = 80 200 × 1 (band 90-110) = 80 200', () => {
    assert.equal(cee('BAR-TH-129', { 'housing.department': '69', 'housing.type': 'maison', 'housing.surface': 100, 'operation.scop': '>=4.3' }).kwhCumac, 80200);
  });
  it('house of 140 m² in H3 (13), SCOP 3.9-4.3: 42 500 × 1.6 (band « > 130 ») = 68 000', () => {
    assert.equal(cee('BAR-TH-129', { 'housing.department': '13', 'housing.type': 'maison', 'housing.surface': 140, 'operation.scop': '3.9-4.3' }).kwhCumac, 68000);
  });
  it('exactly 130 m² falls in the band « 110 ≤ S ≤ 130 »: house in H3 (13), SCOP 3.9-4.3, 42 500 × 1.1 = 46 750; flat in H1 (67), 21 300 × 1.9 = 40 470', () => {
    const house = cee('BAR-TH-129', { 'housing.department': '13', 'housing.type': 'maison', 'housing.surface': 130, 'operation.scop': '3.9-4.3' });
    assert.deepEqual([house.kwhCumac, house.fiche.version, house.fiche.verified], [46750, 'A27-3', true]);
    assert.equal(cee('BAR-TH-129', { 'housing.department': '67', 'housing.type': 'appartement', 'housing.surface': 130, 'operation.scop': '>=4.3' }).kwhCumac, 40470);
  });
  it('flat of 131 m² in H2 (33): band « > 130 » = 2.5 -> 17 400 × 2.5 = 43 500', () => {
    assert.equal(cee('BAR-TH-129', { 'housing.department': '33', 'housing.type': 'appartement', 'housing.surface': 131, 'operation.scop': '3.9-4.3' }).kwhCumac, 43500);
  });
});

describe('BAR-TH-137 (raccordement à un réseau de chaleur): vA35-2 to 2025-12-31 (unverified), vA79-4 from 2026-01-01 (official text)', () => {
  it('100 m² in H1 (69): row H1 = 48 300 × 1 (band 90-110) = 48 300', () => {
    assert.equal(cee('BAR-TH-137', { 'housing.department': '69', 'housing.surface': 100 }).kwhCumac, 48300);
  });
  it('65 m² in H2 (33): 40 200 × 0.5 (band < 70) = 20 100', () => {
    assert.equal(cee('BAR-TH-137', { 'housing.department': '33', 'housing.surface': 65 }).kwhCumac, 20100);
  });
  it('130 m² in H3 (13), engaged 2025-11-15: vA35-2 as held (Mes Aides Réno), upper band from 130 m²: 29 600 × 1.6 = 47 360', () => {
    const r = cee('BAR-TH-137', { 'housing.department': '13', 'housing.surface': 130 });
    assert.deepEqual([r.kwhCumac, r.fiche.version, r.fiche.validTo, r.fiche.verified], [47360, 'A35-2', '2025-12-31', false]);
  });
  it('130 m² in H3 (13), engaged 2026-03-01: vA79-4 caps the factor at 1 from 90 m² -> 29 600 × 1 = 29 600', () => {
    const r = cee('BAR-TH-137', { 'housing.department': '13', 'housing.surface': 130 }, { date: '2026-03-01' });
    assert.deepEqual([r.kwhCumac, r.fiche.version, r.fiche.validFrom, r.fiche.verified, factorOf(r, 'surfaceFactor')], [29600, 'A79-4', '2026-01-01', true, 1]);
    assert.equal(r.verificationNote, undefined);
  });
  it('engaged today, vA79-4: 200 m² in H1 (69), 48 300 × 1 = 48 300 (not × 1.6); 80 m² in H2 (33), 40 200 × 0.7 = 28 140; Coup de pouce ×1 without a boiler replaced', () => {
    const r = cee('BAR-TH-137', { 'housing.department': '69', 'housing.surface': 200 }, { date: TODAY });
    assert.deepEqual([r.kwhCumac, factorOf(r, 'bonification'), 'kwhCumacModest' in r], [48300, 1, false]);
    assert.equal(cee('BAR-TH-137', { 'housing.department': '33', 'housing.surface': 80 }, { date: TODAY }).kwhCumac, 28140);
  });
});

describe('BAR-TH-143 (système solaire combiné, France métropolitaine): vA51-5 from 2023-03-01, vA79-6 from 2026-01-01 (official text), engaged until 2030-12-31', () => {
  it('H1 (67), engaged 2025-11-15: vA51-5 row H1 = 134 800', () => {
    const r = cee('BAR-TH-143', { 'housing.department': '67' });
    assert.deepEqual([r.kwhCumac, r.fiche.version], [134800, 'A51-5']);
  });
  it('engaged 2026-06-01: vA79-6 keeps A51-5’s amounts (no 65 % cut): H1 (67) = 134 800, H2 (33) = 121 000, H3 (13) = 100 500; H3 in 2025: 100 500', () => {
    const r = cee('BAR-TH-143', { 'housing.department': '67' }, { date: '2026-06-01' });
    assert.deepEqual([r.kwhCumac, r.fiche.version, r.fiche.verified, r.fiche.validTo], [134800, 'A79-6', true, '2030-12-31']);
    assert.equal(r.verificationNote, undefined);
    assert.equal(factorOf(r, 'bonification'), 1, 'the Coup de pouce ×2 needs a boiler replaced');
    assert.equal(cee('BAR-TH-143', { 'housing.department': '33' }, { date: '2026-06-01' }).kwhCumac, 121000);
    assert.equal(cee('BAR-TH-143', { 'housing.department': '13' }, { date: '2026-06-01' }).kwhCumac, 100500);
    assert.equal(cee('BAR-TH-143', { 'housing.department': '13' }).kwhCumac, 100500);
  });
  it('accepts an operation engaged on 2030-12-31 and refuses one on 2031-01-01 (« jusqu’au 31 décembre 2030 »)', () => {
    assert.equal(cee('BAR-TH-143', { 'housing.department': '67' }, { date: '2030-12-31' }).kwhCumac, 134800);
    rejects422(() => cee('BAR-TH-143', { 'housing.department': '67' }, { date: '2031-01-01' }), 'operation.engagement_date', /jusqu’au 31 décembre 2030/);
  });
  it('refuses La Réunion (974) with the reason: the fiche is "France métropolitaine"', () => {
    rejects422(() => cee('BAR-TH-143', { 'housing.department': '974' }), 'housing.department', /s’applique en France métropolitaine seulement/);
  });
});

describe('BAR-TH-148 (chauffe-eau thermodynamique): vA73-3 from 2025-11-01, vA78-4 from 2026-01-01, engaged before 2031-01-01', () => {
  it('house in 69, engaged 2025-11-15: vA73-3 row "maison" = 14 700 (third-party copy, unverified)', () => {
    const r = cee('BAR-TH-148', { 'housing.department': '69', 'housing.type': 'maison' });
    assert.deepEqual([r.kwhCumac, r.fiche.version, r.fiche.verified], [14700, 'A73-3', false]);
  });
  it('flat in 33, engaged 2026-02-01: vA78-4 row "appartement" = 11 800', () => {
    const r = cee('BAR-TH-148', { 'housing.department': '33', 'housing.type': 'appartement' }, { date: '2026-02-01' });
    assert.deepEqual([r.kwhCumac, r.fiche.version, r.fiche.validTo, r.fiche.verified], [11800, 'A78-4', '2030-12-31', true]);
    assert.equal(r.verificationNote, undefined);
  });
  it('house in La Réunion (974): no mainland restriction, no zone in the table -> 14 700 (zone H3 reported); refused before 2025-11-01 and from 2031-01-01', () => {
    const r = cee('BAR-TH-148', { 'housing.department': '974', 'housing.type': 'maison' });
    assert.deepEqual([r.kwhCumac, r.climateZone], [14700, 'H3']);
    rejects422(() => cee('BAR-TH-148', { 'housing.department': '974', 'housing.type': 'maison' }, { date: '2025-10-31' }), 'operation.engagement_date', /à partir du 1er novembre 2025/);
    rejects422(() => cee('BAR-TH-148', { 'housing.department': '974', 'housing.type': 'maison' }, { date: '2031-01-01' }), 'operation.engagement_date', /31 décembre 2030/);
  });
});

describe('BAR-TH-162 (PVT eau, France métropolitaine)', () => {
  it('67: lump sum 20 900', () => {
    assert.equal(cee('BAR-TH-162', { 'housing.department': '67' }).kwhCumac, 20900);
  });
  it('13, engaged today: the same lump sum 20 900 (one version held)', () => {
    assert.equal(cee('BAR-TH-162', { 'housing.department': '13' }, { date: TODAY }).kwhCumac, 20900);
  });
  it('refuses Martinique (972): mainland only', () => {
    rejects422(() => cee('BAR-TH-162', { 'housing.department': '972' }), 'housing.department', /Martinique/);
  });
});

const HOUSE_100_H1 = { 'housing.department': '69', 'housing.type': 'maison', 'housing.surface': 100 };

describe('BAR-TH-171 (PAC air/eau): vA55-1 to 2025-09-30, vA74-3 from 2025-10-01, vA78-4 from 2026-01-01', () => {
  it('house 100 m² in H1, heating + hot water, Etas 140-170, engaged 2025-11-15: vA74-3 row maison/chauffage+ECS/140-170 = 111 500 × 1 × 1.2 = 133 800', () => {
    const r = cee('BAR-TH-171', { ...HOUSE_100_H1, 'operation.usage': 'ecs', 'operation.etas': '140-170', 'operation.replaces_fossil_boiler': false });
    assert.equal(r.kwhCumac, 133800);
    assert.deepEqual([r.fiche.version, r.fiche.validFrom, r.fiche.validTo], ['A74-3', '2025-10-01', '2025-12-31']);
    assert.deepEqual([factorOf(r, 'tableValue'), factorOf(r, 'surfaceFactor'), factorOf(r, 'zoneFactor'), factorOf(r, 'bonification')], [111500, 1, 1.2, 1]);
  });
  it('the same with a gas boiler replaced: ×5 bonification of vA74-3 -> 133 800 × 5 = 669 000', () => {
    const r = cee('BAR-TH-171', { ...HOUSE_100_H1, 'operation.usage': 'ecs', 'operation.etas': '140-170', 'operation.replaces_fossil_boiler': true });
    assert.deepEqual([r.kwhCumac, factorOf(r, 'kwhCumacBeforeBonification'), factorOf(r, 'bonification')], [669000, 133800, 5]);
  });
  it('engaged 2025-09-15: vA55-1 row maison/chauffage/140-170 = 60 800 × 1 × 1.2 = 72 960, no ×5 before 2025-10-01', () => {
    const r = cee('BAR-TH-171', { ...HOUSE_100_H1, 'operation.usage': 'heating', 'operation.etas': '140-170', 'operation.replaces_fossil_boiler': true }, { date: '2025-09-15' });
    assert.deepEqual([r.kwhCumac, r.fiche.version], [72960, 'A55-1']);
  });
  it('flat of 80 m² in H3 (13), heating, Etas 170-200: vA74-3 48 200 × 1.2 (flat band 70-90) × 0.7 = 40 488', () => {
    assert.equal(cee('BAR-TH-171', { 'housing.department': '13', 'housing.type': 'appartement', 'housing.surface': 80, 'operation.usage': 'heating', 'operation.etas': '170-200' }).kwhCumac, 40488);
  });
  it('house of 110 m² in H2 (33), heating, Etas 111-140: the boundary takes the upper band, 79 500 × 1.1 × 1 = 87 450', () => {
    assert.equal(cee('BAR-TH-171', { 'housing.department': '33', 'housing.type': 'maison', 'housing.surface': 110, 'operation.usage': 'heating', 'operation.etas': '111-140' }).kwhCumac, 87450);
  });
  it('engaged 2026-08-31, house 100 m² in H1, Etas 140-170: vA78-4 class "Etas ≥ 140 %" = 109 200 × 1 (capped band ≥ 90 m²) × 1.2 = 131 040; usage no longer counts', () => {
    const heating = cee('BAR-TH-171', { ...HOUSE_100_H1, 'operation.usage': 'heating', 'operation.etas': '140-170' }, { date: '2026-08-31' });
    const both = cee('BAR-TH-171', { ...HOUSE_100_H1, 'operation.usage': 'ecs', 'operation.etas': '140-170' }, { date: '2026-08-31' });
    assert.deepEqual([heating.kwhCumac, both.kwhCumac], [131040, 131040]);
    // Its first day is in the ministry's file name; its last (the eve of A82-5) in no text, so it is not stated.
    assert.deepEqual([both.fiche.version, both.fiche.verified, both.fiche.validFrom, both.fiche.validTo], ['A78-4', true, '2026-01-01', undefined]);
    assert.equal(both.fiche.url, 'https://www.ecologie.gouv.fr/sites/default/files/documents/BAR-TH-171%20vA78-4.pdf');
    assert.equal(both.verificationNote, undefined);
  });
  it('engaged 2026-03-01, house 150 m² in H2 (33), Etas 111-140, gas boiler replaced: 90 900 × 1 (surface factor capped at 1) × 1 × 5 = 454 500', () => {
    // tereva.fr's worked example: 454 500 kWh cumac × 7.8 €/MWh cumac = 3 545 € (H2, Etas 111-140 %, house > 90 m²)
    const r = cee('BAR-TH-171', { 'housing.department': '33', 'housing.type': 'maison', 'housing.surface': 150, 'operation.usage': 'heating', 'operation.etas': '111-140', 'operation.replaces_fossil_boiler': true }, { date: '2026-03-01', price: 7.8 });
    assert.deepEqual([r.kwhCumac, factorOf(r, 'surfaceFactor'), r.eurosClassic], [454500, 1, 3545.1]);
  });
  it('engaged 2026-06-01, flat 50 m² in H3 (13), Etas ≥ 200: class "≥ 140 %" flat = 58 900 × 0.7 (band 35-60) × 0.7 = 28 861; accepted on 2028-07-01, refused from 2031-01-01 (« jusqu’au 31 décembre 2030 »)', () => {
    assert.equal(cee('BAR-TH-171', { 'housing.department': '13', 'housing.type': 'appartement', 'housing.surface': 50, 'operation.usage': 'ecs', 'operation.etas': '>=200' }, { date: '2026-06-01' }).kwhCumac, 28861);
    // vA78-4 house 100 m² in H1, Etas 140-170: class "≥ 140 %" = 109 200 × 1 × 1.2 = 131 040
    assert.equal(cee('BAR-TH-171', { ...HOUSE_100_H1, 'operation.usage': 'ecs', 'operation.etas': '140-170' }, { date: '2028-07-01' }).kwhCumac, 131040);
    rejects422(() => cee('BAR-TH-171', { ...HOUSE_100_H1, 'operation.usage': 'ecs', 'operation.etas': '140-170' }, { date: '2031-01-01' }), 'operation.engagement_date', /31 décembre 2030/);
  });
});

describe('BAR-TH-172 (PAC eau/eau ou sol/eau): vA55-1, vA74-3 from 2025-10-01', () => {
  it('house 140 m² in H2 (35), heating + hot water, Etas 200-230: vA74-3 143 500 × 1.6 × 1 = 229 600', () => {
    assert.equal(cee('BAR-TH-172', { 'housing.department': '35', 'housing.surface': 140, 'operation.usage': 'ecs', 'operation.etas': '200-230' }).kwhCumac, 229600);
  });
  it('house 100 m² in H1, heating, Etas 140-170, oil boiler replaced: 102 300 × 1 × 1.2 × 5 = 613 800', () => {
    assert.equal(cee('BAR-TH-172', { 'housing.department': '69', 'housing.surface': 100, 'operation.usage': 'heating', 'operation.etas': '140-170', 'operation.replaces_fossil_boiler': true }).kwhCumac, 613800);
  });
  it('engaged 2025-06-01, house 80 m² in H3 (13), heating, Etas 111-140: vA55-1 42 000 × 0.7 × 0.7 = 20 580', () => {
    const r = cee('BAR-TH-172', { 'housing.department': '13', 'housing.surface': 80, 'operation.usage': 'heating', 'operation.etas': '111-140' }, { date: '2025-06-01' });
    assert.deepEqual([r.kwhCumac, r.fiche.version], [20580, 'A55-1']);
  });
});

describe('BAT-TH-116 (GTB, classe B): vA62-6 from 2025-01-01', () => {
  it('offices in H1 (67), 1 000 m² heating + 500 m² lighting: (240 × 1 000 + 90 × 500) × 1.1 = 313 500', () => {
    const r = cee('BAT-TH-116', { 'building.department': '67', 'building.sector': 'bureaux', 'operation.bacs_class': 'B', 'building.surface.heating': 1000, 'building.surface.lighting': 500 });
    assert.equal(r.kwhCumac, 313500);
    assert.equal(factorOf(r, 'zoneFactor'), 1.1);
    assert.equal(r.fiche.validTo, '2029-12-31');
  });
  it('engaged 2029-12-31, offices in H2 (33), 100 m² heating: 240 × 100 × 0.9 = 21 600; engaged 2030-01-01: 422 (« avant le 1er janvier 2030 »)', () => {
    const offices = { 'building.department': '33', 'building.sector': 'bureaux', 'operation.bacs_class': 'B', 'building.surface.heating': 100 };
    assert.equal(cee('BAT-TH-116', offices, { date: '2029-12-31' }).kwhCumac, 21600);
    rejects422(() => cee('BAT-TH-116', offices, { date: '2030-01-01' }), 'operation.engagement_date', /jusqu’au 31 décembre 2029/);
  });
  it('education in H2 (33), 2 000 m² heating + 2 000 m² hot water: (100 × 2 000 + 38 × 2 000) × 0.9 = 248 400', () => {
    assert.equal(cee('BAT-TH-116', { 'building.department': '33', 'building.sector': 'enseignement', 'operation.bacs_class': 'B', 'building.surface.heating': 2000, 'building.surface.ecs': 2000 }).kwhCumac, 248400);
  });
  it('health in H3 (13), 800 m² cooling: 23 × 800 × 0.6 = 11 040; lighting in shops is refused (no figure in the fiche)', () => {
    assert.equal(cee('BAT-TH-116', { 'building.department': '13', 'building.sector': 'sante', 'operation.bacs_class': 'B', 'building.surface.cooling': 800 }).kwhCumac, 11040);
    rejects422(() => cee('BAT-TH-116', { 'building.department': '67', 'building.sector': 'commerces', 'operation.bacs_class': 'B', 'building.surface.lighting': 100 }), 'building.surface.lighting', /ne valorise pas/);
  });
});

describe('IND-UT-134 (mesurage d’indicateurs): vA35-2 from 2020-10-01 (the ministry’s file: « à compter du 01-10-2020 »), 29.4 × mode × P × F(duration)', () => {
  it('2×8 h, 100 kW, 8-year contract: 29.4 × 2.2 × 100 × 5.45 (F ≥ 6 years) = 35 250.6 -> 35 251', () => {
    assert.equal(cee('IND-UT-134', { 'operation.operating_mode': '2x8h', 'operation.power': 100, 'operation.contract_years': 8 }).kwhCumac, 35251);
  });
  it('1×8 h, 10 kW, 1 year: 29.4 × 1 × 10 × 1 = 294; the same engaged 2020-10-01 (first day of vA35-2), and refused on 2020-09-30', () => {
    const values = { 'operation.operating_mode': '1x8h', 'operation.power': 10, 'operation.contract_years': 1 };
    assert.equal(cee('IND-UT-134', values).kwhCumac, 294);
    const first = cee('IND-UT-134', values, { date: '2020-10-01' });
    assert.deepEqual([first.kwhCumac, first.fiche.validFrom, first.fiche.verified], [294, '2020-10-01', true]);
    rejects422(() => cee('IND-UT-134', values, { date: '2020-09-30' }), 'operation.engagement_date', /à partir du 1er octobre 2020/);
  });
  it('3×8 h non-stop, 50 kW, 3 years: 29.4 × 4.2 × 50 × 2.89 = 17 842.86 -> 17 843, no climate zone', () => {
    const r = cee('IND-UT-134', { 'operation.operating_mode': '3x8h_sans_arret_WE', 'operation.power': 50, 'operation.contract_years': 3 });
    assert.deepEqual([r.kwhCumac, r.climateZone], [17843, null]);
  });
});

describe('IND-UT-136 (systèmes moto-régulés): reported abrogated in August 2025, the day not read', () => {
  it('is no longer simulated: its inputs answer 404 without naming a day no text gave', () => {
    assert.throws(() => simulationInputs('IND-UT-136', 'b2b', 'cee'), (/** @type {any} */ error) => {
      assert.equal(error.status, 404);
      assert.equal(error.body.message, 'L’opération « Systèmes moto-régulés » (IND-UT-136) n’est plus aidée : elle a pris fin.');
      return true;
    });
    assert.equal(CALCULATED_CODES.includes('IND-UT-136'), false);
  });
});

describe('prices, overseas zones and language', () => {
  it('answers one volume and the euros per household category: classic at the given price, modest at the précarité price', () => {
    assert.equal(PRECARITY_PRICE_RATIO, 9.28 / 8.3); // C2E Market spot, 2024-10
    const r = cee('BAR-EN-101', { 'housing.department': '33', 'operation.surface': 80 }, { price: 8 });
    assert.equal(r.kwhCumac, 112000);
    assert.equal('kwhCumacModest' in r, false);
    assert.equal('kwhCumacClassic' in r, false);
    assert.equal(r.eurosClassic, 896); // 112 MWh × 8 €
    assert.equal(r.euros, 896);
    assert.equal(r.eurosModest, 1001.79); // 112 MWh × 8 € × 9.28 / 8.3 = 1 001.79
    assert.equal(r.eurosMwhCumac, 8);
    assert.equal(factorOf(r, 'eurosMwhCumacModest'), 8.94); // 8 × 9.28 / 8.3 = 8.944
    assert.equal(factorOf(r, 'precarityPriceRatio'), 1.1181);
  });

  it('leaves out the euros and the prices when no price is given', () => {
    const r = cee('BAR-EN-101', { 'housing.department': '33', 'operation.surface': 80 });
    assert.equal('euros' in r, false);
    assert.equal('eurosModest' in r, false);
    assert.equal('eurosMwhCumac' in r, false);
  });

  it('refuses an overseas département where an overseas fiche replaces the mainland one (BAR-EN-101 -> BAR-EN-106, BAR-EN-102 -> BAR-EN-107)', () => {
    rejects422(() => cee('BAR-EN-101', { 'housing.department': '974', 'operation.surface': 10 }), 'housing.department', /974 \(La Réunion\) est en outre-mer, où s’applique l’opération BAR-EN-106/);
    rejects422(() => cee('BAR-EN-102', { 'housing.department': '972', 'operation.surface': 10, 'operation.insulation_side': 'exterieur' }), 'housing.department', /BAR-EN-107/);
    rejects422(() => cee('BAR-EN-101', { 'housing.department': '975', 'operation.surface': 10 }), 'housing.department', /Aucune zone climatique/);
    rejects422(() => cee('BAR-EN-101', { 'housing.department': '20', 'operation.surface': 10 }), 'housing.department', /^Le département 20 n’existe plus : la Corse s’écrit 2A \(Corse-du-Sud\) ou 2B \(Haute-Corse\)\.$/);
  });

  it('computes an overseas département in zone H3 where the fiche has no mainland restriction (BAR-TH-171 in Mayotte, 976)', () => {
    // vA74-3 row maison / chauffage + ECS / Etas 140-170 = 111 500; 100 m² -> 1; zone H3 -> 0.7: 78 050
    const r = cee('BAR-TH-171', { 'housing.department': '976', 'housing.type': 'maison', 'housing.surface': 100, 'operation.usage': 'ecs', 'operation.etas': '140-170' });
    assert.deepEqual([r.kwhCumac, r.climateZone, factorOf(r, 'zoneFactor')], [78050, 'H3', 0.7]);
    // BAR-TH-113 vA41-3 row H3 = 26 300 in Guadeloupe (971); the zone factor says why H3
    const boiler = cee('BAR-TH-113', { 'housing.department': '971', 'operation.feed': 'automatique' });
    assert.equal(boiler.kwhCumac, 26300);
    assert.match(boiler.factors.find((/** @type {any} */ f) => f.key === 'climateZone').label, /outre-mer, Guadeloupe : H3/);
  });

  it('answers the explanation in English with lang en', () => {
    const r = cee('BAR-EN-104', { 'housing.department': '33', 'operation.surface': 12.5 }, { lang: 'en' });
    assert.equal(r.fiche.title, 'Complete window or French window with insulating glazing');
    assert.equal(r.factors.find((/** @type {any} */ f) => f.key === 'surface').label, 'Glazing area');
    assert.equal(r.verificationNote, undefined);
    assert.match(cee('BAR-TH-143', { 'housing.department': '67' }, { lang: 'en' }).verificationNote, /The table of version A51-5 could not be read in the official text/);
    rejects422(() => cee('BAR-TH-143', { 'housing.department': '974' }, { lang: 'en' }), 'housing.department', /applies to mainland France only/);
  });
});

describe('catalogue of simulated codes', () => {
  it('computes every code it serves inputs for, at least 12 of them', () => {
    assert.deepEqual([...CEE_CODES].sort(), [...CALCULATED_CODES].sort());
    assert.ok(SIMULATED_CODES.length >= 12);
  });

  it('has a MaPrimeRénov’ forfait for exactly the codes that serve aid=mpr inputs', () => {
    const withMpr = SIMULATED_CODES.filter((code) => {
      try {
        simulationInputs(code, 'b2c', 'mpr');
        return true;
      } catch {
        return false;
      }
    });
    assert.deepEqual(withMpr.sort(), [...MPR_CODES].sort());
  });
});
