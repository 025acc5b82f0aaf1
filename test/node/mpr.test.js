// @ts-check
/**
 * MaPrimeRénov' 2025 categories at the ceilings of data/cee-reference.json, and the par-geste amounts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { incomeCeilings, mprCategory, mprResult } from '../../demo/sandbox/mpr.js';

/** @param {string} department @param {number} size @param {number} income */
const categoryOf = (department, size, income) => mprCategory({ department, size, income }).category;

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
    assert.deepEqual(incomeCeilings(7, false), [40388 + 2 * 5094, 51775 + 2 * 6525, 73098 + 2 * 9254]);
    assert.deepEqual(incomeCeilings(7, true), [55961 + 2 * 7038, 68123 + 2 * 8568, 95758 + 2 * 12122]);
    assert.equal(categoryOf('33', 7, 50576), 'tres_modeste');
    assert.equal(categoryOf('33', 7, 50577), 'modeste');
    assert.equal(categoryOf('93', 7, 85259), 'modeste');
    assert.equal(categoryOf('93', 7, 85260), 'intermediaire');
  });

  it('labels the category and its precarity from the data', () => {
    const result = mprCategory({ department: '75', size: 2, income: 40000 });
    assert.equal(result.categoryLabel, 'Modeste');
    assert.equal(result.precarity, 'low');
    assert.equal(result.region, 'ile_de_france');
  });
});

describe('MaPrimeRénov’ par-geste amount', () => {
  it('pays the air/water heat pump forfait of the category, with its expense ceiling', () => {
    const result = mprResult('BAR-TH-171', { 'housing.department': '69', 'household.size': 1, 'household.income': 17173 });
    assert.equal(result.amount, 5000);
    assert.equal(result.category, 'tres_modeste');
    assert.equal(result.categoryLabel, 'Très modeste');
    assert.equal(result.precarity, 'very-low');
    assert.equal(result.maxEligibleExpense, 12000);
    assert.equal(result.eligible, true);
  });

  it('gives nothing to the superior category', () => {
    const result = mprResult('BAR-TH-172', { 'housing.department': '69', 'household.size': 1, 'household.income': 90000 });
    assert.equal(result.amount, 0);
    assert.equal(result.eligible, false);
    assert.equal(result.category, 'superieur');
    assert.equal(result.precarity, 'classic');
  });

  it('pays attic insulation per m² (modest: 20 €/m² × 80 m², ceiling 75 €/m²)', () => {
    const result = mprResult('BAR-EN-101', { 'housing.department': '69', 'household.size': 1, 'household.income': 20000, 'operation.surface': 80 });
    assert.equal(result.amount, 1600);
    assert.equal(result.maxEligibleExpense, 6000);
  });

  it('caps exterior wall insulation at 100 m² but not interior insulation', () => {
    const household = { 'housing.department': '69', 'household.size': 1, 'household.income': 10000, 'operation.surface': 120 };
    const exterior = mprResult('BAR-EN-102', { ...household, 'operation.insulation_side': 'exterieur' });
    assert.equal(exterior.amount, 7500); // 75 € × 100 m²
    assert.equal(exterior.eligibleQuantity, 100);
    const interior = mprResult('BAR-EN-102', { ...household, 'operation.insulation_side': 'interieur' });
    assert.equal(interior.amount, 3000); // 25 € × 120 m²
  });

  it('chooses the wood boiler and stove forfaits from the operation inputs', () => {
    const household = { 'housing.department': '69', 'household.size': 2, 'household.income': 40000 }; // intermédiaire
    assert.equal(mprResult('BAR-TH-113', { ...household, 'operation.feed': 'automatique' }).amount, 2100);
    assert.equal(mprResult('BAR-TH-113', { ...household, 'operation.feed': 'manuelle' }).amount, 1400);
    assert.equal(mprResult('BAR-TH-112', { ...household, 'operation.appliance': 'poele_granules' }).amount, 750);
    assert.equal(mprResult('BAR-TH-112', { ...household, 'operation.appliance': 'insert_foyer_ferme' }).amount, 500);
  });

  it('pays windows per unit', () => {
    const result = mprResult('BAR-EN-104', { 'housing.department': '69', 'household.size': 1, 'household.income': 20000, 'operation.windows': 3 });
    assert.equal(result.amount, 240); // 80 € × 3
    assert.equal(result.maxEligibleExpense, 3000);
  });
});
