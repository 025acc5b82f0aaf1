/**
 * What a DPE answers of the questions the service asks: the living area, the type of home, whether it is over 15
 * years old, whether the heating the works replace is a coal, oil or gas boiler, the class; and whether its class
 * calls for a France Rénov' adviser. Pure functions of the API core, like `addressValues` (docs/contract.md,
 * "Address and DPE").
 */
import type { Dpe } from './dpe.js';
import { fill, named, type AskedKey, type HomeValues } from './home-values.js';

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
