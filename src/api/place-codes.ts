/**
 * The codes of a home's place as the public registers write them, one definition each: a département, a commune's
 * INSEE code (the geocoder's `citycode`, a local aid's territory), a postcode's département, a DPE's number. Read by
 * the address and DPE look-ups, the local aids, `estimate()`'s place and the page's URL prefill.
 */

/** A département's code as the schemes write it: `01` to `95` (never `20`), `2A`, `2B`, and `971` to `976`. */
export const DEPARTEMENT_PATTERN = /^(?:0[1-9]|1\d|2[1-9AB]|[3-8]\d|9[0-5]|97[1-6])$/;

/** A commune's INSEE code: five digits, or Corsica's `2A`/`2B` and three digits. */
export const COMMUNE_PATTERN = /^(?:\d{5}|2[AB]\d{3})$/;

/** A DPE's number as ADEME writes it: 13 digits and capital letters (`2169E0123456X`). */
export const DPE_NUMBER_PATTERN = /^[0-9A-Z]{13}$/;

export const isDepartement = (code: string): boolean => DEPARTEMENT_PATTERN.test(code);

/**
 * The département of a commune's INSEE code: its first two characters (`75104`, Paris's 4th arrondissement, is in
 * 75; `2A004`, Ajaccio, in 2A), its first three overseas (`97411`, Saint-Denis de La Réunion, is in 974). Undefined
 * for a code that is not a commune's.
 */
export function departementOfCitycode(citycode: string): string | undefined {
  if (!COMMUNE_PATTERN.test(citycode)) return undefined;
  return citycode.startsWith('97') || citycode.startsWith('98') ? citycode.slice(0, 3) : citycode.slice(0, 2);
}

/**
 * The département of a 5-digit postcode: its first two digits, three overseas; Corsica's 20xxx, 200xx and 201xx in
 * Corse-du-Sud (2A), the others in Haute-Corse (2B).
 */
export function departementOfPostcode(postcode: string): string {
  if (postcode.startsWith('20')) return Number(postcode.slice(2, 3)) <= 1 ? '2A' : '2B';
  if (postcode.startsWith('97') || postcode.startsWith('98')) return postcode.slice(0, 3);
  return postcode.slice(0, 2);
}
