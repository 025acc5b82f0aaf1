/**
 * Where a home is, in the terms the schemes use: the département of a commune's INSEE code, its climate zone (H1, H2,
 * H3) and whether it is in Île-de-France (MaPrimeRénov' has its own income ceilings there). Bundled tables, never
 * the network (docs/contract.md, "Address and DPE").
 *
 * The climate zones are those of the arrêté du 26 octobre 2010 relatif aux caractéristiques thermiques et aux
 * exigences de performance énergétique des bâtiments nouveaux (annexe I, « Zones climatiques »), whose sub-zones
 * (H1a, H1b, H1c; H2a to H2d) the CEE fiches count as H1 and H2. That annex lists mainland départements only; the
 * overseas départements (971 to 976) are counted in H3, as the CEE classification of every département does.
 */

/** The mainland départements of zone H2 (sub-zones H2a to H2d of the annex). */
const H2 = '04 07 09 12 16 17 18 22 24 26 29 31 32 33 35 36 37 40 41 44 46 47 48 49 50 53 56 64 65 72 79 81 82 84 85 86';
/** Zone H3: the Mediterranean départements, Corsica, and the overseas départements. */
const H3 = '06 11 13 2A 2B 30 34 66 83 971 972 973 974 976';
/** Île-de-France: Paris, Seine-et-Marne, Yvelines, Essonne and the four of the inner and outer ring. */
const ILE_DE_FRANCE = '75 77 78 91 92 93 94 95';

export type ClimateZone = 'H1' | 'H2' | 'H3';

const has = (list: string, code: string): boolean => list.split(' ').includes(code);

import { isDepartement } from './place-codes.js';

export { departementOfCitycode, isDepartement } from './place-codes.js';

/** The climate zone of a département; undefined for a code that is not one (975, Saint-Pierre-et-Miquelon, has none). */
export function climateZoneOf(departement: string): ClimateZone | undefined {
  if (!isDepartement(departement) || departement === '975') return undefined;
  return has(H3, departement) ? 'H3' : has(H2, departement) ? 'H2' : 'H1';
}

/** Whether a département is in Île-de-France. */
export const isIleDeFrance = (departement: string): boolean => has(ILE_DE_FRANCE, departement);
