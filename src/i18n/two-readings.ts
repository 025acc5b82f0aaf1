/**
 * A French number that reads two ways: what `readNumber` (`src/inputs/read-number.ts`) refuses to guess, and what
 * the rule message (`rules.ts`) says of it. Here, below both, since the words need it as much as the reading.
 */
import type { Lang } from './translate.js';

/**
 * In French, one to three digits then `.` or `,` and three digits: « 25.000 » is 25 to the rule and 25 000 to many
 * who write it (a dot or an English comma between thousands), and an income read as 25 € would raise the aid.
 */
const TWO_READINGS = /^([-\u2212]?)([1-9]\d{0,2})[.,](\d{3})$/;

/** What was typed, trimmed, its no-break spaces (any width) read as spaces. */
export const normalised = (text: string): string => text.trim().replace(/[\u00a0\u202f]/g, ' ');

/**
 * The two numbers a French `25.000` or `1,250` can mean (25 and 25 000, 1.25 and 1 250), or undefined for any other
 * text, and in English, where `.` is always the decimal separator and `,` always groups thousands.
 */
export function twoReadings(text: string, lang: Lang = 'fr'): { decimal: number; thousands: number } | undefined {
  if (lang === 'en') return undefined;
  const found = TWO_READINGS.exec(normalised(text));
  if (!found) return undefined;
  const sign = found[1] ? '-' : '';
  return { decimal: Number(`${sign}${found[2]}.${found[3]}`), thousands: Number(`${sign}${found[2]}${found[3]}`) };
}
