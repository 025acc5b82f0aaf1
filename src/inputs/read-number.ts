/**
 * Numbers as people write them, in French or in English: what the form reads a typed number with, and what a kept
 * project stores one as, so that a link means the same amount in every language. No zod here: keeping a project
 * reads numbers without the checks' code.
 */
import type { Lang } from '../i18n/translate.js';
import { normalised, twoReadings } from '../i18n/two-readings.js';

/**
 * Sign, integer part, (its group separator), fraction. The integer part is digits alone, or digits grouped by threes
 * with one separator throughout: spaces (any kind, read as one) in both languages, `,` too in English. A grouped
 * number starts with 1 to 9: English « 0,001 » is no thousand, and is not read.
 */
const NUMBER = {
  fr: /^([-\u2212]?)([1-9]\d{0,2}(?: \d{3})+|\d*)(?:[.,](\d+))?$/,
  en: /^([-\u2212]?)([1-9]\d{0,2}(?:(?<g>[, ])\d{3})(?:\k<g>\d{3})*|\d*)(?:\.(\d+))?$/,
};

/**
 * A number as a person writes it in `lang`, or undefined when it does not read as one without guessing. French:
 * one `,` or `.` is the decimal separator, spaces group thousands (`95,5`, `95.5`, `1 200`, `12 500,5`). English:
 * `.` is the decimal separator, `,` or spaces group thousands (`1,200.5`). Anything else (`1.200,5`, `1,2,3`,
 * `12 34`, `1e3`) is not read: the field says so, nothing is changed silently. Nor is a French number that reads
 * two ways (`twoReadings`: `25.000`, `1,250`), which the field asks to write as meant.
 */
export function readNumber(text: string, lang: Lang = 'fr'): number | undefined {
  if (twoReadings(text, lang)) return undefined;
  // A host's third language reads numbers as French does (a decimal comma), English apart.
  const found = NUMBER[lang === 'en' ? 'en' : 'fr'].exec(normalised(text));
  const fraction = found?.at(-1);
  if (!found || (!found[2] && !fraction)) return undefined;
  return Number(`${found[1] ? '-' : ''}${found[2]!.replace(/\D/g, '') || '0'}.${fraction ?? '0'}`);
}

