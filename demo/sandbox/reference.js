// @ts-check
/**
 * The public CEE / MaPrimeRénov' figures the sandbox computes from, read once from data/cee-reference.json.
 */
import { readFileSync } from 'node:fs';

/**
 * @typedef {{lt?: number, gte?: number, f: number}} SurfaceBand
 * @typedef {{code: string, title: string, b2b: boolean, b2c: boolean, status?: string,
 *   kwhcumac: Record<string, any> | null, inputs?: Array<Record<string, any>>}} ReferenceOperation
 * @typedef {{key: string, label_fr: string, couleur: string, precarity: string}} MprCategory
 * @typedef {{amounts: number[], plafondDepense?: number, plafondDepense_eur_m2?: number,
 *   plafondDepense_eur_unite?: number, maxSurface_m2?: number}} MprForfait
 */

/** @type {any} */
const data = JSON.parse(readFileSync(new URL('./data/cee-reference.json', import.meta.url), 'utf8'));

/** @type {ReferenceOperation[]} */
export const operations = data.operations;

/** @type {Record<string, string>} */
export const climateZones = data.climateZones;

/** @type {{categories: MprCategory[], incomeCeilings_RFR_eur: Record<string, any>, parGeste_forfaits_eur: Record<string, any>}} */
export const mpr = data.mpr;

/** @type {{c2e_market_spot: Record<string, {classique: number, precarite: number}>}} */
export const ceePrice = data.ceePrice;

/**
 * @param {string} code
 * @returns {ReferenceOperation | undefined}
 */
export function operationByCode(code) {
  return operations.find((operation) => operation.code === code);
}

/**
 * The fiche's kWh cumac table of a code; throws when the data file lacks it, since inputs are only served for codes that have one.
 * @param {string} code
 * @returns {Record<string, any>}
 */
export function figuresOf(code) {
  const figures = operationByCode(code)?.kwhcumac;
  if (!figures) throw new Error(`No kWh cumac figures for ${code} in cee-reference.json`);
  return figures;
}

/**
 * @param {string} department
 * @returns {'H1' | 'H2' | 'H3' | undefined}
 */
export function climateZoneOf(department) {
  return /** @type {any} */ (climateZones[department]);
}

/**
 * The factor of the band a surface falls in (bands are ordered, `lt` exclusive, last one `gte`).
 * @param {SurfaceBand[]} bands
 * @param {number} surface
 */
export function bandFactor(bands, surface) {
  for (const band of bands) {
    if (band.lt !== undefined && surface < band.lt) return band.f;
    if (band.gte !== undefined && surface >= band.gte) return band.f;
  }
  throw new Error(`No band for ${surface}`);
}
