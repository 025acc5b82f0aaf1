// @ts-check
/**
 * kWh cumac against the fiche figures of data/cee-reference.json, each expectation worked out by hand below.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CALCULATED_CODES, PRECARITY_PRICE_RATIO, ceeResult } from '../../demo/sandbox/calculation.js';
import { MPR_CODES } from '../../demo/sandbox/mpr.js';
import { SIMULATED_CODES, simulationInputs } from '../../demo/sandbox/simulation-inputs.js';

describe('CEE kWh cumac from the fiches', () => {
  it('BAR-TH-171, house of 100 m² in H1 (69), heating + hot water, Etas 140-170: 111 500 × 1 × 1.2 = 133 800', () => {
    const result = ceeResult('BAR-TH-171', {
      'housing.department': '69', 'housing.type': 'maison', 'housing.surface': 100,
      'operation.usage': 'ecs', 'operation.etas': '140-170', 'operation.replaces_fossil_boiler': false,
    });
    assert.equal(result.kwhCumac, 133800);
    assert.equal(result.kwhCumacClassic, 133800);
    assert.equal(result.climateZone, 'H1');
    assert.equal(result.bonificationFactor, 1);
  });

  it('BAR-EN-101, 80 m² of insulation in H2 (33): 1 400 × 80 = 112 000', () => {
    const result = ceeResult('BAR-EN-101', { 'housing.department': '33', 'operation.surface': 80 });
    assert.equal(result.kwhCumac, 112000);
    assert.equal(result.climateZone, 'H2');
  });

  it('BAR-TH-171 multiplies the volume by 5 when a fossil boiler is replaced (2025-10-01 bonification)', () => {
    const result = ceeResult('BAR-TH-171', {
      'housing.department': '69', 'housing.type': 'maison', 'housing.surface': 100,
      'operation.usage': 'ecs', 'operation.etas': '140-170', 'operation.replaces_fossil_boiler': true,
    });
    assert.equal(result.kwhCumac, 669000);
    assert.equal(result.kwhCumacBeforeBonification, 133800);
    assert.equal(result.bonificationFactor, 5);
  });

  it('BAR-TH-171, flat of 80 m² in H3 (13), heating only, Etas 170-200: 48 200 × 1.2 × 0.7 = 40 488', () => {
    const result = ceeResult('BAR-TH-171', {
      'housing.department': '13', 'housing.type': 'appartement', 'housing.surface': 80,
      'operation.usage': 'heating', 'operation.etas': '170-200',
    });
    assert.equal(result.kwhCumac, 40488);
    assert.equal(result.climateZone, 'H3');
  });

  it('BAR-TH-171 puts a surface on a band boundary in the upper band (house of 110 m²: factor 1.1)', () => {
    const result = ceeResult('BAR-TH-171', {
      'housing.department': '44', 'housing.type': 'maison', 'housing.surface': 110,
      'operation.usage': 'heating', 'operation.etas': '111-140',
    });
    assert.equal(result.kwhCumac, 87450); // 79 500 × 1.1 × 1 (H2)
  });

  it('BAR-TH-172, house of 140 m² in H2 (35), heating + hot water, Etas 200-230: 143 500 × 1.6 × 1 = 229 600', () => {
    const result = ceeResult('BAR-TH-172', {
      'housing.department': '35', 'housing.surface': 140, 'operation.usage': 'ecs', 'operation.etas': '200-230',
    });
    assert.equal(result.kwhCumac, 229600);
  });

  it('BAR-TH-172 with a fossil boiler replaced: 102 300 × 1 × 1.2 × 5 = 613 800', () => {
    const result = ceeResult('BAR-TH-172', {
      'housing.department': '59', 'housing.surface': 95, 'operation.usage': 'heating', 'operation.etas': '140-170',
      'operation.replaces_fossil_boiler': true,
    });
    assert.equal(result.kwhCumac, 613800);
  });

  it('BAR-TH-112, pellet stove with Etas >= 80 % in H3 (06): 19 200', () => {
    const result = ceeResult('BAR-TH-112', { 'housing.department': '06', 'operation.appliance': 'poele_granules', 'operation.etas': '>=80' });
    assert.equal(result.kwhCumac, 19200);
  });

  it('BAR-EN-102, 50 m² of walls in H3 (34): 880 × 50 = 44 000', () => {
    const result = ceeResult('BAR-EN-102', { 'housing.department': '34', 'operation.surface': 50, 'operation.insulation_side': 'interieur' });
    assert.equal(result.kwhCumac, 44000);
  });

  it('BAR-EN-104, 4 windows in H1 (2 m² each): 3 800 × 8 = 30 400', () => {
    assert.equal(ceeResult('BAR-EN-104', { 'housing.department': '75', 'operation.windows': 4 }).kwhCumac, 30400);
  });

  it('BAR-TH-129 in a flat of 50 m² in H2 uses the single flat figure: 17 400 × 0.7 = 12 180', () => {
    const result = ceeResult('BAR-TH-129', {
      'housing.department': '31', 'housing.type': 'appartement', 'housing.surface': 50, 'operation.scop': '>=4.3',
    });
    assert.equal(result.kwhCumac, 12180);
  });

  it('BAR-TH-125, modulated ventilation, 120 m² in H1: 42 000 × 1.1 = 46 200', () => {
    const result = ceeResult('BAR-TH-125', { 'housing.department': '67', 'housing.surface': 120, 'operation.ventilation_type': 'modulee' });
    assert.equal(result.kwhCumac, 46200);
  });

  it('BAR-TH-137 reports the Coup de pouce amounts when a fossil boiler goes', () => {
    const result = ceeResult('BAR-TH-137', { 'housing.department': '33', 'housing.surface': 80, 'operation.replaces_fossil_boiler': true });
    assert.equal(result.kwhCumac, 28140); // 40 200 × 0.7
    assert.equal(result.coupDePouceEurTresModesteOuModeste, 700);
    assert.equal(result.coupDePouceEurAutres, 450);
  });

  it('BAT-TH-116, offices in H1 (67), 1 000 m² heating + 500 m² lighting: (240 × 1 000 + 90 × 500) × 1.1 = 313 500', () => {
    const result = ceeResult('BAT-TH-116', {
      'building.department': '67', 'building.sector': 'bureaux', 'operation.bacs_class': 'B',
      'building.surface.heating': 1000, 'building.surface.lighting': 500, 'building.surface.cooling': 0,
    });
    assert.equal(result.kwhCumac, 313500);
  });

  it('BAT-TH-116 refuses lighting in shops, which the fiche does not value', () => {
    assert.throws(
      () => ceeResult('BAT-TH-116', { 'building.department': '67', 'building.sector': 'commerces', 'building.surface.lighting': 100 }),
      (error) => /** @type {any} */ (error).status === 422 && 'building.surface.lighting' in /** @type {any} */ (error).body.errors,
    );
  });

  it('IND-UT-136, fan, 2×8 h, 15 kW: 17 100 × 15 = 256 500; air compressor, 3×8 h non-stop, 7.5 kW: 18 600 × 7.5 = 139 500', () => {
    assert.equal(ceeResult('IND-UT-136', { 'operation.application': 'ventilateur', 'operation.operating_mode': '2x8h', 'operation.power': 15 }).kwhCumac, 256500);
    const compressor = ceeResult('IND-UT-136', {
      'operation.application': 'compresseur_air', 'operation.operating_mode': '3x8h_sans_arret_WE', 'operation.power': 7.5,
    });
    assert.equal(compressor.kwhCumac, 139500);
    assert.equal(compressor.climateZone, null);
  });

  it('IND-UT-134, 2×8 h, 100 kW, 8-year contract: 29.4 × 2.2 × 100 × 5.45 = 35 250.6, rounded to 35 251', () => {
    const result = ceeResult('IND-UT-134', { 'operation.operating_mode': '2x8h', 'operation.power': 100, 'operation.contract_years': 8 });
    assert.equal(result.kwhCumac, 35251);
  });

  it('prices the classic volume at the given price and the modest one at the précarité/classique spot ratio', () => {
    assert.equal(PRECARITY_PRICE_RATIO, 9.28 / 8.3); // C2E Market spot, 2024-10
    const result = ceeResult('BAR-EN-101', { 'housing.department': '33', 'operation.surface': 80 }, 8);
    assert.equal(result.kwhCumacModest, 125224); // 112 000 × 9.28 / 8.3 = 125 224.09
    assert.equal(result.eurosClassic, 896); // 112 MWh × 8 €
    assert.equal(result.euros, 896);
    assert.equal(result.eurosModest, 1001.79); // 125.224 × 8 = 1 001.792
  });

  it('leaves out the euros when no price is given', () => {
    const result = ceeResult('BAR-EN-101', { 'housing.department': '33', 'operation.surface': 80 });
    assert.equal('euros' in result, false);
    assert.equal('eurosModest' in result, false);
  });

  it('answers 422 on the département when it has no climate zone', () => {
    assert.throws(
      () => ceeResult('BAR-EN-101', { 'housing.department': '975', 'operation.surface': 10 }),
      (error) => /** @type {any} */ (error).status === 422 && 'housing.department' in /** @type {any} */ (error).body.errors,
    );
  });
});

describe('catalogue of simulated codes', () => {
  it('computes every code it serves inputs for, at least 12 of them', () => {
    assert.deepEqual([...SIMULATED_CODES].sort(), [...CALCULATED_CODES].sort());
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
