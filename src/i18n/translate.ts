/** Message lookup and Intl formatting for the two languages: French by default, English second (`english.ts`). */
import type { Lang } from '../api/validation.js';

export type { Lang };
export type Messages = Record<string, string>;
export type Params = Record<string, string | number>;

const LOCALES: Record<Lang, string> = { fr: 'fr-FR', en: 'en-GB' };

export function toLang(value: string | null | undefined): Lang | undefined {
  if (!value) return undefined;
  const lower = value.toLowerCase();
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  if (lower === 'fr' || lower.startsWith('fr-')) return 'fr';
  return undefined;
}

/**
 * The first table that has `key` gives the words (the element's language first, French after);
 * `{name}` placeholders are replaced by params; a missing key shows the key (never breaks a render).
 */
export function translate(tables: ReadonlyArray<Messages | undefined>, key: string, params?: Params): string {
  let text: string | undefined;
  for (const table of tables) {
    text = table && Object.hasOwn(table, key) ? table[key] : undefined;
    if (text !== undefined) break;
  }
  if (text === undefined) return key;
  return params ? text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match)) : text;
}

/**
 * `text`, the element's words for `key`, or, when it has none (`text === key`), the words of `own`: the French
 * words that come with a chunk of their own (the picker's, the result's), English being in the element's pack.
 */
export function orOwn(text: string, key: string, own: Messages, params?: Params): string {
  return text === key ? translate([own], key, params) : text;
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.NumberFormat(LOCALES[lang], options)));
  return f;
}

export function formatNumber(lang: Lang, value: number, maximumFractionDigits = 2): string {
  return formatter(lang, { maximumFractionDigits }).format(value);
}

export function formatEuros(lang: Lang, value: number): string {
  const whole = Number.isInteger(value);
  return formatter(lang, { style: 'currency', currency: 'EUR', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(value);
}
