// @ts-check
/**
 * The public CEE / MaPrimeRénov’ figures the sandbox computes from, read once from data/:
 * - fiches.json: each simulated fiche as a list of versions with their dates in force, tables and sources;
 * - mpr.json: the MaPrimeRénov’ per-item scales by year (ceilings, forfaits, what left the scheme);
 * - cee-reference.json: the catalogue of operations, département -> climate zone, C2E market prices.
 * Which version or scale applies is chosen by the operation's engagement date (docs/contract.md §1).
 */
import { readFileSync } from 'node:fs';
import { validationError } from './validation.js';
import { formatDate, pick, tr } from './i18n.js';

/**
 * @typedef {import('./i18n.js').Lang} Lang
 * @typedef {{lt?: number, lte?: number, gt?: number, gte?: number, f: number}} SurfaceBand an upper bound (`lt` exclusive,
 *   `lte` inclusive) or, for the last band, a lower one (`gt` exclusive, `gte` inclusive), as the fiche words it
 * @typedef {{code: string, title: string, b2b: boolean, b2c: boolean, status?: string,
 *   kwhcumac: Record<string, any> | null, inputs?: Array<Record<string, any>>, title_en?: string}} ReferenceOperation
 * @typedef {{title: string, version: string, where: string, url?: string}} Source
 * @typedef {number | {modest: number, others: number, engagedFrom?: string} | null} Bonification the Coup de pouce
 *   Chauffage multiplier of a version's volume (`tables.bonification`), as the ministry's page gives it: one figure, or
 *   one for modest households (très modestes and modestes) and one for the others; `engagedFrom` when it starts after
 *   the version's first day; null or absent: none
 * @typedef {{version: string, validFrom: string, validTo?: string, validFromRead?: boolean, validToRead?: boolean, verified: boolean,
 *   url?: string, unverified?: {fr: string, en: string}, source: Source[], tables?: Record<string, any>, tablesOf?: string,
 *   coupDePouce?: {approvedModel?: boolean}}} FicheVersion a version; `validFromRead`/`validToRead` false: that day picks the
 *   version but was never read in a text, so the explanation does not state it; `coupDePouce`: conditions of the version's
 *   Coup de pouce beyond its multiplier (`tables.bonification`)
 * @typedef {{title: {fr: string, en: string}, scope: 'zones' | 'metropole' | 'all', overseasEquivalent?: string, endsAfter?: string,
 *   endSource?: Source, rge?: {source: Source}, versions: FicheVersion[]}} Fiche `rge`: the fiche's § 3 asks a professional
 *   holding a quality mark (RGE)
 */

/** @param {string} name */
const read = (name) => JSON.parse(readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8'));

/** @type {any} */
const data = read('cee-reference.json');
/**
 * @typedef {{validFrom: string, codes: string[], with: string[], text: {fr: string, en: string}, source: Source}} Exclusion
 * @typedef {{number: number, validFrom: string, validTo: string, verified: boolean, source: Source}} Period
 * @typedef {{from: string, verified: boolean, note?: string}} Abrogation the day a fiche stopped, said only when verified
 * @type {{abrogated: Record<string, Abrogation>, fiches: Record<string, Fiche>, asOf: string, exclusions: Exclusion[],
 *   periods: Period[], exclusionTitles: Record<string, {fr: string, en: string}>}}
 */
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

/** Fiches abrogated: the day they stopped, and whether that day was read in a text (only then is it said). */
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

/** The gestes of MaPrimeRénov’ alone (docs/contract.md §1): code -> the forfait that pays them. */
export const MPR_ONLY_FORFAITS = /** @type {Record<string, string>} */ ({ 'MPR-AUDIT': 'audit_energetique', 'MPR-DEPOSE-CUVE': 'depose_cuve_fioul' });

/**
 * An operation's name in a language: its fiche's title, its MaPrimeRénov’ forfait's label, else the catalogue's
 * (French) title; undefined for a code nobody knows.
 * @param {string} code
 * @param {Lang} lang
 * @returns {string | undefined}
 */
export function operationName(code, lang) {
  if (Object.hasOwn(fiches, code)) return pick(lang, fiches[code].title);
  const forfait = Object.hasOwn(MPR_ONLY_FORFAITS, code) ? MPR_ONLY_FORFAITS[code] : undefined;
  const latest = mprData.scales[Object.keys(mprData.scales).sort().at(-1)];
  if (forfait) return pick(lang, latest.forfaits[forfait].label);
  const titles = /** @type {Record<string, {fr: string, en: string}>} */ (fichesData.exclusionTitles ?? {});
  if (Object.hasOwn(titles, code)) return pick(lang, titles[code]);
  const operation = operationByCode(code);
  return operation && lang === 'en' && operation.title_en ? operation.title_en : operation?.title;
}

/**
 * @param {string} department
 * @returns {'H1' | 'H2' | 'H3' | undefined}
 */
export function climateZoneOf(department) {
  return /** @type {any} */ (climateZones[department]);
}

/**
 * The band a surface falls in, with its factor. Bands are ordered and bounded as the fiche words them: `lt` below
 * ("S < 110"), `lte` up to and including ("110 ≤ S ≤ 130"), then the last one `gt` ("S > 130") or `gte` ("90 ≤ S").
 * @param {SurfaceBand[]} bands
 * @param {number} surface
 */
export function bandOf(bands, surface) {
  for (const band of bands) {
    if (band.lt !== undefined && surface < band.lt) return band;
    if (band.lte !== undefined && surface <= band.lte) return band;
    if (band.gt !== undefined && surface > band.gt) return band;
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
    throw validationError({ [DATE_KEY]: [tr(lang,
      `Ce service estime l’opération ${code} pour un devis signé à partir du ${formatDate(lang, first.validFrom)} : indiquez une date à partir de ce jour.`,
      `This service estimates the operation ${code} for a quote signed from ${formatDate(lang, first.validFrom)}: give a date from that day on.`)] }, lang);
  }
  if (fiche.endsAfter !== undefined && date > fiche.endsAfter) {
    throw validationError({ [DATE_KEY]: [tr(lang,
      `L’opération ${code} n’est aidée que pour un devis signé jusqu’au ${formatDate(lang, fiche.endsAfter)} : un devis signé le ${formatDate(lang, date)} n’y a plus droit.`,
      `The operation ${code} is supported only for a quote signed until ${formatDate(lang, fiche.endsAfter)}: a quote signed on ${formatDate(lang, date)} no longer qualifies.`)] }, lang);
  }
  const version = [...fiche.versions].reverse().find((v) => v.validFrom <= date && (v.validTo === undefined || date <= v.validTo));
  if (!version) throw new Error(`No version of ${code} on ${date}`);
  const tablesVersion = version.tablesOf ? fiche.versions.find((v) => v.version === version.tablesOf) : version;
  if (!tablesVersion?.tables) throw new Error(`No tables for ${code} ${version.version}`);
  // A day that only picks the version (never read in a text) is not stated: the answer vouches for what was read.
  const validFrom = version.validFromRead === false ? undefined : version.validFrom;
  const validTo = version.validTo !== undefined ? (version.validToRead === false ? undefined : version.validTo) : fiche.endsAfter;
  return {
    tables: version.coupDePouce ? { ...tablesVersion.tables, coupDePouce: version.coupDePouce } : tablesVersion.tables,
    version,
    /** The `fiche` explanation field of docs/contract.md §1. */
    explanation: {
      code,
      title: pick(lang, fiche.title),
      version: version.version,
      ...(validFrom ? { validFrom } : {}),
      ...(validTo ? { validTo } : {}),
      ...(version.url ? { url: version.url } : {}),
      verified: version.verified,
    },
    note: version.verified ? undefined : version.unverified ? pick(lang, version.unverified) : undefined,
    sources: version.source,
  };
}

/** MaPrimeRénov’ follows the day its application is filed (décret n° 2025-956), not the quote's (docs/contract.md). */
const APPLICATION_DATE_KEY = 'mpr.application_date';

/**
 * The MaPrimeRénov’ scale of an application date's year; 422 on the application date outside the years held.
 * @param {string} date ISO date
 * @param {Lang} lang
 */
export function mprScale(date, lang) {
  const years = Object.keys(mprData.scales).sort();
  const year = date.slice(0, 4);
  const scale = mprData.scales[year];
  if (!scale) {
    // « en 2025 ou en 2026 », as a person says it (« de 2025–2026 » read as a dash between two years).
    const fr = years.length > 1 ? `en ${years.slice(0, -1).join(', en ')} ou en ${years.at(-1)}` : `en ${years[0]}`;
    const en = years.length > 1 ? `in ${years.slice(0, -1).join(', ')} or ${years.at(-1)}` : `in ${years[0]}`;
    throw validationError({ [APPLICATION_DATE_KEY]: [tr(lang,
      `Ce service estime MaPrimeRénov’ pour une demande déposée ${fr} : le ${formatDate(lang, date)} n’en fait pas partie.`,
      `This service estimates MaPrimeRénov’ for an application filed ${en}: ${formatDate(lang, date)} is not in that range.`)] }, lang);
  }
  return { year, scale };
}

/**
 * The CEE obligation period of an engagement date (docs/contract.md §1 `period`), or undefined outside the periods held.
 * @param {string} date ISO date
 */
export function periodOf(date) {
  const found = fichesData.periods.find((p) => p.validFrom <= date && date <= p.validTo);
  return found ? { number: found.number, validFrom: found.validFrom, validTo: found.validTo } : undefined;
}

/**
 * The operations that cannot be combined with `code` for the same dwelling at an engagement date (docs/contract.md §1
 * `excludes`), in both directions of each rule, each with the sentence that says why.
 * @param {string} code
 * @param {string} date ISO date
 * @param {Lang} lang
 * @returns {Array<{code: string, reason: string}>}
 */
export function exclusionsOf(code, date, lang) {
  /** @type {Map<string, string>} */
  const found = new Map();
  for (const rule of fichesData.exclusions) {
    if (date < rule.validFrom) continue;
    const others = rule.codes.includes(code) ? rule.with : rule.with.includes(code) ? rule.codes : [];
    for (const other of others) {
      if (found.has(other)) continue;
      const mine = operationName(code, lang) ?? code;
      const theirs = operationName(other, lang) ?? other;
      found.set(other, tr(lang,
        `Depuis le ${formatDate(lang, rule.validFrom)}, « ${mine} » (${code}) et « ${theirs} » (${other}) ne peuvent pas être aidés ensemble pour le même logement (${rule.text.fr}).`,
        `Since ${formatDate(lang, rule.validFrom)}, "${mine}" (${code}) and "${theirs}" (${other}) cannot both be supported for the same home (${rule.text.en}).`));
    }
  }
  return [...found].map(([other, reason]) => ({ code: other, reason }));
}
