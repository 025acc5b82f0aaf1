/**
 * Numbers as people write them, in French or in English: what the form reads a typed number with, and what a kept
 * project stores one as, so that a link means the same amount in every language. No zod here: keeping a project
 * reads numbers without the checks' code.
 */
import type { Lang } from '../i18n/translate.js';

/**
 * Sign, integer part, (its group separator), fraction. The integer part is digits alone, or digits grouped by threes
 * with one separator throughout: spaces (any kind, read as one) in both languages, `,` too in English.
 */
const NUMBER = {
  fr: /^([-\u2212]?)(\d{1,3}(?: \d{3})+|\d*)(?:[.,](\d+))?$/,
  en: /^([-\u2212]?)(\d{1,3}(?:(?<g>[, ])\d{3})(?:\k<g>\d{3})*|\d*)(?:\.(\d+))?$/,
};

/**
 * A number as a person writes it in `lang`, or undefined when it does not read as one without guessing. French:
 * one `,` or `.` is the decimal separator, spaces group thousands (`95,5`, `95.5`, `1 200`, `12 500,5`). English:
 * `.` is the decimal separator, `,` or spaces group thousands (`1,200.5`). Anything else (`1.200,5`, `1,2,3`,
 * `12 34`, `1e3`) is not read: the field says so, nothing is changed silently.
 */
export function readNumber(text: string, lang: Lang = 'fr'): number | undefined {
  // A host's third language reads numbers as French does (a decimal comma), English apart.
  const found = NUMBER[lang === 'en' ? 'en' : 'fr'].exec(text.trim().replace(/[\u00a0\u202f]/g, ' '));
  const fraction = found?.at(-1);
  if (!found || (!found[2] && !fraction)) return undefined;
  return Number(`${found[1] ? '-' : ''}${found[2]!.replace(/\D/g, '') || '0'}.${fraction ?? '0'}`);
}
