/**
 * The home's DPE (diagnostic de performance énergétique) in ADEME's open data: the lines of « DPE Logements existants
 * (depuis juillet 2021) », dataset `dpe03existant` on data.ademe.fr, served by data-fair (no key, CORS open):
 * `GET {endpoint}/lines?qs=identifiant_ban:"…"&select=…&sort=-date_etablissement_dpe&size=20`, or by the DPE's
 * number. The fields are the dataset's own (its data dictionary): `numero_dpe`, `date_etablissement_dpe`,
 * `etiquette_dpe` (the energy class, double threshold), `etiquette_ges` (the climate class), `type_batiment` (`maison`,
 * `appartement`, `immeuble`), `surface_habitable_logement`, `periode_construction`, `annee_construction`,
 * `type_energie_principale_chauffage`, `type_generateur_chauffage_principal`, `numero_etage_appartement`,
 * `numero_dpe_remplace` (the DPE a line replaces) and `identifiant_ban` (the BAN key of its address).
 *
 * A DPE replaced by a newer one is never offered; several flats at one address are offered by surface. A public
 * service: no token of ours, 3 seconds, never tried again. docs/contract.md, "Address and DPE".
 */
import { isRecord, reader, Unreadable } from './reader.js';
import { lookUp, type LookupOptions } from './public-lookup.js';
import { DPE_NUMBER_PATTERN } from './place-codes.js';

/** The dataset, as a partner's `dpe-endpoint` may replace it (the lines are at `{endpoint}/lines`). */
export const DPE_ENDPOINT = 'https://data.ademe.fr/data-fair/api/v1/datasets/dpe03existant';

/** How many lines one address may bring (a building of many flats: the newest ones). */
const LINES = 20;
/** How many replacements are followed from a number (a DPE replaced by one itself replaced…). */
const MAX_REPLACEMENTS = 3;

export const DPE_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type DpeClass = (typeof DPE_CLASSES)[number];
export type BuildingType = 'maison' | 'appartement' | 'immeuble';

/** A DPE as the widgets use it; the estimate's `dpe` is its first fields (`estimateDpe`). */
export interface Dpe {
  /** The 13-character number (`2338E1234567K`). */
  number: string;
  classEnergy: DpeClass;
  classClimate?: DpeClass;
  /** `date_etablissement_dpe`, ISO. */
  date: string;
  /** The home's living area, m². */
  surface?: number;
  buildingType?: BuildingType;
  /** `periode_construction` as the dataset writes it (`avant 1948`, `1948-1974`…). */
  period?: string;
  year?: number;
  heatingEnergy?: string;
  heatingGenerator?: string;
  floor?: number;
  /** The number of the DPE this one replaced. */
  replaces?: string;
  banId?: string;
}

/** The estimate's `dpe` (docs/contract.md): `{number, classEnergy, classClimate, date, surface?, buildingType?, period?}`. */
export type EstimateDpe = Pick<Dpe, 'number' | 'classEnergy' | 'classClimate' | 'date' | 'surface' | 'buildingType' | 'period'>;
const ESTIMATE_KEYS: ReadonlyArray<keyof EstimateDpe> = ['number', 'classEnergy', 'classClimate', 'date', 'surface', 'buildingType', 'period'];

export function estimateDpe(dpe: Dpe): EstimateDpe {
  return Object.fromEntries(ESTIMATE_KEYS.filter((key) => dpe[key] !== undefined).map((key) => [key, dpe[key]])) as EstimateDpe;
}

/**
 * A DPE number as typed (spaces, hyphens and case aside: « 2338-E123-4567K » as a number is copied in groups), or
 * undefined when it is not 13 letters and digits.
 */
export function dpeNumberOf(typed: string): string | undefined {
  const number = typed.replace(/[\s\-\u2010-\u2015]+/g, '').toUpperCase();
  return DPE_NUMBER_PATTERN.test(number) ? number : undefined;
}

const classOf = (value: unknown): DpeClass | undefined => (DPE_CLASSES as readonly unknown[]).includes(value) ? (value as DpeClass) : undefined;
const textOf = (max: number) => (value: unknown): string | undefined => (typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : undefined);
const numberIn = (min: number, max: number) => (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : undefined;
const numberOf = (value: unknown): string | undefined => (typeof value === 'string' ? dpeNumberOf(value) : undefined);

/** Each field asked: its place in a `Dpe` and how its value is read (what cannot be read is left out). */
const LINE = {
  numero_dpe: ['number', numberOf],
  date_etablissement_dpe: ['date', (value) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined)],
  etiquette_dpe: ['classEnergy', classOf],
  etiquette_ges: ['classClimate', classOf],
  type_batiment: ['buildingType', (value) => (['maison', 'appartement', 'immeuble'].includes(value as string) ? value : undefined)],
  surface_habitable_logement: ['surface', numberIn(1, 100_000)],
  periode_construction: ['period', textOf(40)],
  annee_construction: ['year', numberIn(1000, 2100)],
  type_energie_principale_chauffage: ['heatingEnergy', textOf(120)],
  type_generateur_chauffage_principal: ['heatingGenerator', textOf(120)],
  numero_etage_appartement: ['floor', numberIn(-10, 300)],
  numero_dpe_remplace: ['replaces', numberOf],
  identifiant_ban: ['banId', textOf(64)],
} satisfies Record<(typeof DPE_FIELDS)[number], [keyof Dpe, (value: unknown) => unknown]>;

/**
 * The fields asked (`select=`): what the widgets show and fill, and what tells a replaced DPE: the keys of the
 * table that reads each line. Its type lists them again for the declaration files (the table stays private);
 * `satisfies` above holds the two lists to the same names.
 */
export const DPE_FIELDS = Object.keys(LINE) as unknown as readonly [
  'numero_dpe', 'date_etablissement_dpe', 'etiquette_dpe', 'etiquette_ges', 'type_batiment', 'surface_habitable_logement',
  'periode_construction', 'annee_construction', 'type_energie_principale_chauffage', 'type_generateur_chauffage_principal',
  'numero_etage_appartement', 'numero_dpe_remplace', 'identifiant_ban',
];

/** One line, or nothing when it has no number, date or energy class (it is left out alone). */
function readLine(line: unknown): Dpe | undefined {
  if (!isRecord(line)) return undefined;
  const dpe: Record<string, unknown> = {};
  for (const field of DPE_FIELDS) {
    const [key, read] = LINE[field];
    const value = read(line[field]);
    if (value !== undefined) dpe[key] = value;
  }
  return dpe.number && dpe.date && dpe.classEnergy ? (dpe as unknown as Dpe) : undefined;
}

/** data-fair's `{total, results}`, line by line: a line that cannot be read is left out alone. */
export const DpeLinesSchema = reader((value): Dpe[] => {
  if (!isRecord(value) || !Array.isArray(value.results)) throw new Unreadable('Not a page of lines');
  return value.results.map(readLine).filter((dpe) => dpe !== undefined);
});

/**
 * The DPE still in force among lines of one address: none replaced by another line, one per house and per building
 * (the newest), one per flat (its surface and floor; the newest), the flats by surface. Newest first otherwise.
 */
export function currentDpes(lines: readonly Dpe[]): Dpe[] {
  const replaced = new Set(lines.map((line) => line.replaces).filter(Boolean));
  const newestFirst = lines.filter((line) => !replaced.has(line.number)).sort((a, b) => b.date.localeCompare(a.date));
  const seen = new Set<string>();
  const kept = newestFirst.filter((line) => {
    const home = line.buildingType === 'maison' || line.buildingType === 'immeuble' ? line.buildingType : `flat ${line.surface} ${line.floor}`;
    if (seen.has(home)) return false;
    seen.add(home);
    return true;
  });
  const rank = (dpe: Dpe) => (dpe.buildingType === 'maison' ? 0 : dpe.buildingType === 'immeuble' ? 2 : 1);
  return kept.sort((a, b) => rank(a) - rank(b) || (rank(a) === 1 ? (a.surface ?? Infinity) - (b.surface ?? Infinity) : 0));
}

/** `endpoint`: the dataset's address (default: ADEME's). */
export type DpeLookupOptions = LookupOptions;

function lines(qs: string, options: DpeLookupOptions): Promise<Dpe[]> {
  const url = `${(options.endpoint || DPE_ENDPOINT).replace(/\/+$/, '')}/lines`;
  return lookUp(url, { qs, select: DPE_FIELDS.join(','), sort: '-date_etablissement_dpe', size: LINES }, DpeLinesSchema, options);
}

/** The DPE in force at an address, by its BAN key (a house number's); none for a key that is not one. */
export async function dpesAtAddress(banId: string, options: DpeLookupOptions = {}): Promise<Dpe[]> {
  if (!/^[\w-]{1,64}$/.test(banId)) return [];
  return currentDpes(await lines(`identifiant_ban:"${banId}"`, options));
}

/** What a number finds: the DPE in force, and the number given when a newer DPE replaced it. */
export interface DpeByNumber {
  dpe?: Dpe;
  /** The number given, when the DPE found is the newer one that replaced it. */
  replaced?: string;
}

/**
 * The DPE of a number (`dpeNumberOf`), or the newer one that replaced it: each request asks for the number and for
 * the line replacing it, and a replacement is followed up to `MAX_REPLACEMENTS` times.
 */
export async function dpeByNumber(number: string, options: DpeLookupOptions = {}): Promise<DpeByNumber> {
  const asked = dpeNumberOf(number);
  if (!asked) return {};
  let current = asked;
  let dpe: Dpe | undefined;
  for (let hop = 0; hop < MAX_REPLACEMENTS; hop++) {
    const answer = await lines(`numero_dpe:"${current}" OR numero_dpe_remplace:"${current}"`, options);
    if (hop === 0) dpe = answer.find((line) => line.number === current);
    const newer = answer.find((line) => line.replaces === current && line.number !== current);
    if (!newer) break;
    dpe = newer;
    current = newer.number;
  }
  if (!dpe) return {};
  return dpe.number === asked ? { dpe } : { dpe, replaced: asked };
}
