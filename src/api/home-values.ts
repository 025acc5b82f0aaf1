/**
 * What an address and a DPE answer of the questions the service asks: the values of the asked keys they fill, and
 * only those (a key the service does not ask is never sent). Keys are matched by what they name, the way the service
 * writes them (`housing.department`, `housing.surface`, `housing.over_15_years`…); a value is filled only when the
 * key's descriptor accepts it (one of its options, within its bounds). Pure functions of the API core, the same for
 * every element and for headless use. docs/contract.md, "Address and DPE".
 */
import type { Address } from './geocoder.js';
import type { Dpe } from './dpe.js';
import { climateZoneOf, isIleDeFrance } from './climate-zone.js';

/** What the widgets know of a key the service asks: enough to tell whether a value fits it. */
export interface AskedKey {
  key: string;
  type?: string;
  options?: ReadonlyArray<string | number | boolean | { value: string | number | boolean }>;
  min?: number;
  max?: number;
}

export type HomeValue = string | number | boolean;
export type HomeValues = Record<string, HomeValue>;

const named = (key: string, names: string): boolean => new RegExp(`(^|[._])(${names})$`).test(key);
const optionValues = (asked: AskedKey) => asked.options?.map((option) => (typeof option === 'object' ? option.value : option));

/** Whether `value` is one the key accepts (among its options, within its bounds, of its type). */
function fits(asked: AskedKey, value: HomeValue): boolean {
  const options = optionValues(asked);
  if (options?.length) return options.some((option) => String(option) === String(value));
  if (typeof value === 'number') {
    if (asked.type && asked.type !== 'number' && asked.type !== 'integer') return false;
    return !(asked.min !== undefined && value < asked.min) && !(asked.max !== undefined && value > asked.max);
  }
  if (typeof value === 'boolean') return !asked.type || asked.type === 'boolean';
  return !asked.type || asked.type === 'string' || asked.type === 'select';
}

/** The values of `asked` keys that `answer` gives (a key it does not know is left out), each checked by `fits`. */
function fill(asked: readonly AskedKey[], answer: (key: string) => HomeValue | undefined): HomeValues {
  const values: HomeValues = {};
  for (const one of asked) {
    const value = answer(one.key);
    if (value !== undefined && fits(one, value)) Object.defineProperty(values, one.key, { value, enumerable: true, writable: true, configurable: true });
  }
  return values;
}

/**
 * The keys an address answers: département, postcode, commune (INSEE code or name), Île-de-France, climate zone. A
 * place known only by its département and postcode (a postcode typed) fills what they answer.
 */
export function addressValues(address: Pick<Address, 'departement'> & Partial<Address>, asked: readonly AskedKey[]): HomeValues {
  const zone = climateZoneOf(address.departement);
  const ileDeFrance = isIleDeFrance(address.departement);
  return fill(asked, (key) => {
    if (named(key, 'department|departement|code_departement')) return address.departement;
    if (named(key, 'postcode|postal_code|zipcode|code_postal')) return address.postcode;
    if (named(key, 'city|city_name|nom_commune')) return address.city;
    if (named(key, 'citycode|insee|code_insee|commune')) return address.citycode;
    if (named(key, 'ile_de_france|idf')) return ileDeFrance;
    if (named(key, 'region')) return ileDeFrance ? 'ile_de_france' : 'hors_ile_de_france';
    if (named(key, 'climate_zone|zone_climatique')) return zone;
    return undefined;
  });
}

/** Energies of a heating a `replaces_fossil_boiler` question is about (coal, oil, gas). */
const FOSSIL = /^(gaz|fioul|gpl|propane|butane|charbon)/i;

/**
 * Whether the home's main heating is a boiler burning coal, oil or gas: yes when the DPE names a boiler on such an
 * energy, or only gas or oil (which heat a home through a boiler); no when its energy is another (electricity, wood,
 * a heat network); unknown otherwise.
 */
export function heatedByFossilBoiler(dpe: Pick<Dpe, 'heatingEnergy' | 'heatingGenerator'>): boolean | undefined {
  const energy = dpe.heatingEnergy ?? '';
  if (!energy) return undefined;
  if (!FOSSIL.test(energy)) return false;
  if (dpe.heatingGenerator) return /^chaudi[eè]re/i.test(dpe.heatingGenerator) ? true : undefined;
  return /^(gaz|fioul)/i.test(energy) ? true : undefined;
}

/** The years a DPE says the home was built in: its year, or the bounds of its period (`avant 1948`, `1948-1974`, `apres 2021`). */
function builtBetween(dpe: Pick<Dpe, 'year' | 'period'>): [number, number] | undefined {
  if (dpe.year !== undefined) return [dpe.year, dpe.year];
  const period = dpe.period ?? '';
  const range = /(\d{4})\s*-\s*(\d{4})/.exec(period);
  if (range) return [Number(range[1]), Number(range[2])];
  const single = /(\d{4})/.exec(period)?.[1];
  if (!single) return undefined;
  if (/avant/i.test(period)) return [0, Number(single) - 1];
  if (/apr[eè]s/i.test(period)) return [Number(single) + 1, 9999];
  return undefined;
}

/**
 * Whether the home was built more than 15 years before `today`: yes when its last possible year is 16 years before or
 * more, no when its first possible year is 14 years before or less, unknown in between (the month decides).
 */
export function builtOver15YearsAgo(dpe: Pick<Dpe, 'year' | 'period'>, today: Date): boolean | undefined {
  const years = builtBetween(dpe);
  if (!years) return undefined;
  const now = today.getFullYear();
  if (years[1] <= now - 16) return true;
  if (years[0] >= now - 14) return false;
  return undefined;
}

/**
 * The keys a DPE answers: the living area (`housing.surface`: a flat's or a house's, never a building's), the type of
 * home, whether it is over 15 years old, whether the heating replaced is a coal, oil or gas boiler, and the DPE class.
 */
export function dpeValues(dpe: Dpe, asked: readonly AskedKey[], today: Date): HomeValues {
  const home = dpe.buildingType === 'maison' || dpe.buildingType === 'appartement';
  return fill(asked, (key) => {
    if (/^(housing|logement)\.(surface|surface_habitable|living_area)$/.test(key)) return home ? dpe.surface : undefined;
    if (/^(housing|logement)\.(type|type_logement|type_batiment)$/.test(key)) return home ? dpe.buildingType : undefined;
    if (named(key, 'over_15_years')) return builtOver15YearsAgo(dpe, today);
    if (named(key, 'replaces_fossil_boiler')) return heatedByFossilBoiler(dpe);
    if (named(key, 'dpe_class|energy_class|etiquette_dpe')) return dpe.classEnergy;
    return undefined;
  });
}

/** Whether a class calls for a renovation d'ampleur with a France Rénov' adviser: E, F and G. */
export const needsDeepRenovation = (energyClass: string): boolean => ['E', 'F', 'G'].includes(energyClass);

/** The France Rénov' page where a household finds its adviser (the public service of home renovation). */
export const FRANCE_RENOV_ADVISERS = 'https://france-renov.gouv.fr/preparer-projet/trouver-conseiller';
