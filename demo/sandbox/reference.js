// @ts-check
/**
 * The public CEE / MaPrimeRénov' figures the sandbox computes from, read once from data/:
 * - fiches.json: each simulated fiche as a list of versions with their dates in force, tables and sources;
 * - mpr.json: the MaPrimeRénov' per-item scales by year (ceilings, forfaits, what left the scheme);
 * - cee-reference.json: the catalogue of operations, département -> climate zone, C2E market prices.
 * Which version or scale applies is chosen by the operation's engagement date (CONTRACT.md §1).
 */
import { readFileSync } from 'node:fs';
import { validationError } from './validation.js';
import { formatDate, pick, tr } from './i18n.js';

/**
 * @typedef {import('./i18n.js').Lang} Lang
 * @typedef {{lt?: number, gte?: number, f: number}} SurfaceBand
 * @typedef {{code: string, title: string, b2b: boolean, b2c: boolean, status?: string,
 *   kwhcumac: Record<string, any> | null, inputs?: Array<Record<string, any>>}} ReferenceOperation
 * @typedef {{title: string, version: string, where: string, url?: string}} Source
 * @typedef {{version: string, validFrom: string, validTo?: string, validFromKnown?: boolean, verified: boolean, url?: string,
 *   unverified?: {fr: string, en: string}, source: Source[], tables?: Record<string, any>, tablesOf?: string}} FicheVersion
 * @typedef {{title: {fr: string, en: string}, scope: 'zones' | 'metropole' | 'all', overseasEquivalent?: string, endsAfter?: string,
 *   endSource?: Source, versions: FicheVersion[]}} Fiche
 */

/** @param {string} name */
const read = (name) => JSON.parse(readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8'));

/** @type {any} */
const data = read('cee-reference.json');
/** @type {{abrogated: Record<string, string>, fiches: Record<string, Fiche>, asOf: string}} */
const fichesData = read('fiches.json');
/** @type {any} */
export const mprData = read('mpr.json');

/** @type {ReferenceOperation[]} */
export const operations = data.operations;

/** @type {Record<string, string>} */
export const climateZones = data.climateZones;

/** @type {{c2e_market_spot: Record<string, {classique: number, precarite: number}>, source_c2e: string}} */
export const ceePrice = data.ceePrice;

/** Fiches by code, as held in data/fiches.json. */
export const fiches = fichesData.fiches;

/** Fiches abrogated, with the date of their abrogation. */
export const abrogated = fichesData.abrogated;

/** Overseas départements (no climate zone H1/H2/H3). */
export const OVERSEAS = /** @type {Record<string, string>} */ (mprData.overseas);

/**
 * @param {string} code
 * @returns {ReferenceOperation | undefined}
 */
export function operationByCode(code) {
  return operations.find((operation) => operation.code === code);
}

/**
 * @param {string} department
 * @returns {'H1' | 'H2' | 'H3' | undefined}
 */
export function climateZoneOf(department) {
  return /** @type {any} */ (climateZones[department]);
}

/**
 * The band a surface falls in (bands are ordered, `lt` exclusive, last one `gte`), with its factor.
 * @param {SurfaceBand[]} bands
 * @param {number} surface
 */
export function bandOf(bands, surface) {
  for (const band of bands) {
    if (band.lt !== undefined && surface < band.lt) return band;
    if (band.gte !== undefined && surface >= band.gte) return band;
  }
  throw new Error(`No band for ${surface}`);
}

/**
 * @param {SurfaceBand[]} bands
 * @param {number} surface
 */
export const bandFactor = (bands, surface) => bandOf(bands, surface).f;

/** Today's date (UTC) as an ISO date: the engagement date when the request gives none. */
export const today = () => new Date().toISOString().slice(0, 10);

const DATE_KEY = 'operation.engagement_date';

/**
 * The version of a fiche in force on an engagement date, with the tables to compute from
 * (those of `tablesOf` when the version's own tables could not be verified). 422 on the date key when
 * the date is before the first version held or after the fiche's end.
 * @param {string} code
 * @param {string} date ISO date
 * @param {Lang} lang
 */
export function ficheVersion(code, date, lang) {
  const fiche = fiches[code];
  if (!fiche) throw new Error(`No versions for ${code} in fiches.json`);
  const first = fiche.versions[0];
  if (date < first.validFrom) {
    const known = first.validFromKnown === false
      ? tr(lang, ` (sa date d'entrée en vigueur n'a pas pu être lue ; le sandbox la tient pour en vigueur au ${formatDate(lang, first.validFrom)})`,
        ` (its start date could not be read; the sandbox holds it as in force on ${formatDate(lang, first.validFrom)})`)
      : '';
    throw validationError({ [DATE_KEY]: [tr(lang,
      `La date d'engagement du ${formatDate(lang, date)} précède la première version de la fiche ${code} que connaît le sandbox, la version ${first.version} du ${formatDate(lang, first.validFrom)}${known} : indiquez une date à partir du ${formatDate(lang, first.validFrom)}.`,
      `The engagement date ${formatDate(lang, date)} is before the first version of fiche ${code} the sandbox holds, version ${first.version} of ${formatDate(lang, first.validFrom)}${known}: give a date from ${formatDate(lang, first.validFrom)} on.`)] }, lang);
  }
  if (fiche.endsAfter !== undefined && date > fiche.endsAfter) {
    throw validationError({ [DATE_KEY]: [tr(lang,
      `La fiche ${code} ne s'applique qu'aux opérations engagées jusqu'au ${formatDate(lang, fiche.endsAfter)} : une opération engagée le ${formatDate(lang, date)} n'y a plus droit.`,
      `Fiche ${code} only applies to operations engaged until ${formatDate(lang, fiche.endsAfter)}: an operation engaged on ${formatDate(lang, date)} no longer qualifies.`)] }, lang);
  }
  const version = [...fiche.versions].reverse().find((v) => v.validFrom <= date && (v.validTo === undefined || date <= v.validTo));
  if (!version) throw new Error(`No version of ${code} on ${date}`);
  const tablesVersion = version.tablesOf ? fiche.versions.find((v) => v.version === version.tablesOf) : version;
  if (!tablesVersion?.tables) throw new Error(`No tables for ${code} ${version.version}`);
  const validTo = version.validTo ?? fiche.endsAfter;
  return {
    tables: tablesVersion.tables,
    version,
    /** The `fiche` explanation field of CONTRACT.md §1. */
    explanation: {
      code,
      title: pick(lang, fiche.title),
      version: version.version,
      validFrom: version.validFrom,
      ...(validTo ? { validTo } : {}),
      ...(version.url ? { url: version.url } : {}),
      verified: version.verified,
    },
    note: version.verified ? undefined : version.unverified ? pick(lang, version.unverified) : undefined,
    sources: version.source,
  };
}

/**
 * The MaPrimeRénov' scale of an engagement date's year; 422 on the date key outside the years held.
 * @param {string} date ISO date
 * @param {Lang} lang
 */
export function mprScale(date, lang) {
  const years = Object.keys(mprData.scales).sort();
  const year = date.slice(0, 4);
  const scale = mprData.scales[year];
  if (!scale) {
    const range = `${years[0]}–${years.at(-1)}`;
    throw validationError({ [DATE_KEY]: [tr(lang,
      `Le sandbox ne connaît les barèmes MaPrimeRénov' que pour les années ${range} : la date d'engagement du ${formatDate(lang, date)} n'en a pas.`,
      `The sandbox holds the MaPrimeRénov' scales of ${range} only: the engagement date ${formatDate(lang, date)} has none.`)] }, lang);
  }
  return { year, scale };
}
