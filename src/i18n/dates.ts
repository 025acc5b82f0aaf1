/**
 * Dates as each language writes them, one format throughout: « 1er janvier 2026 » (French writes the first of
 * the month as an ordinal), "January 1, 2026". An ISO date (`2026-01-01`) in; anything else is left as it came.
 */
import type { Lang } from './translate.js';

const LOCALES: Record<string, string> = { fr: 'fr-FR', en: 'en-US' };
const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(lang: Lang, value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!date || Number.isNaN(date.getTime())) return value;
  let format = formats.get(lang);
  if (!format) formats.set(lang, (format = new Intl.DateTimeFormat(LOCALES[lang] ?? lang, { dateStyle: 'long', timeZone: 'UTC' })));
  const text = format.format(date);
  return lang === 'fr' && date.getUTCDate() === 1 ? text.replace(/^1(?=\s)/, '1er') : text;
}
