/**
 * The lowest floor: languages, message tables and Intl formatting. It imports nothing of ours; every other
 * folder may import it. French is the default and ships with every element; other languages come in packs.
 */

/**
 * A language the widgets speak: French is built in, English comes in packs loaded on demand, and a host may add
 * another with its own table (`configure({messages: {de: {...}}})`), by its language code.
 */
export type Lang = ShippedLang | (string & {});
/** The languages the package ships. */
export type ShippedLang = 'fr' | 'en';

/** A message table: key to text, `{name}` placeholders filled from params. */
export type Messages<K extends string = string> = Readonly<Record<K, string>>;
export type Params = Record<string, string | number>;
/** The words for a key, in the language in effect. */
export type Translate<K extends string = string> = (key: K, params?: Params) => string;

/** What an English chunk gives: its messages, and what it adds elsewhere (validation messages, known keys). */
export interface EnglishPack {
  messages: Messages;
  /** Validation messages (`zipcode`, `required`, `atLeast`…), when the pack brings them (the common one does). */
  rules?: Messages;
  /** Called once, when the pack arrives. */
  install?: () => void;
}

const LOCALES: Record<string, string> = { fr: 'fr-FR', en: 'en-GB' };

/** `fr-CA` → `fr`, `EN` → `en`; another language only when `offered` (the host gave its words). */
export function toLang(value: string | null | undefined, offered?: (lang: string) => boolean): Lang | undefined {
  const primary = value?.trim().toLowerCase().split('-')[0];
  if (!primary) return undefined;
  return primary === 'fr' || primary === 'en' || offered?.(primary) ? primary : undefined;
}

const notText = new Set<string>();
/**
 * The text of `key` in the first table that has it as text, or undefined. A host's table may hold anything (a CMS
 * export gives `null` for an untranslated key): a value that is not a string counts as absent, the next table
 * speaks, and the console says so once per key.
 */
export function lookup(tables: ReadonlyArray<Messages | undefined>, key: string): string | undefined {
  for (const table of tables) {
    if (!table || typeof table !== 'object' || !Object.hasOwn(table, key)) continue;
    const text: unknown = table[key];
    if (typeof text === 'string') return text;
    if (!notText.has(key)) {
      notText.add(key);
      console.warn(`cee-widgets: the words given for "${key}" are not text (${text === null ? 'null' : typeof text}): ours are shown.`);
    }
  }
  return undefined;
}

/** `{name}` placeholders of `text` filled from `params` (an unknown name stays as written). */
export function fill(text: string, params?: Params): string {
  return params ? text.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : match)) : text;
}

/**
 * The first table that has `key` gives the words (the element's language first, French after);
 * a missing key shows the key (never breaks a render).
 */
export function translate(tables: ReadonlyArray<Messages | undefined>, key: string, params?: Params): string {
  const text = lookup(tables, key);
  return text === undefined ? key : fill(text, params);
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.NumberFormat(LOCALES[lang] ?? lang, options)));
  return f;
}

const pluralRules = new Map<Lang, Intl.PluralRules>();
/** The plural category of `count` in `lang` (`one`, `other`...), through one `Intl.PluralRules` per language. */
export function pluralOf(lang: Lang, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(LOCALES[lang] ?? lang)));
  return rules.select(count);
}

export function formatNumber(lang: Lang, value: number, maximumFractionDigits = 2): string {
  return formatter(lang, { maximumFractionDigits }).format(value);
}

export function formatEuros(lang: Lang, value: number): string {
  const whole = Number.isInteger(value);
  return formatter(lang, { style: 'currency', currency: 'EUR', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(value);
}

/**
 * A name from outside as we show it (a file's, a document's): without control characters (Unicode's Cc) or format
 * characters (Cf: bidirectional overrides and isolates, zero-width characters). A file named « facture\u202Efdp.exe »
 * shows as « factureexe.pdf » otherwise, and hides what it is.
 */
export const plainText = (text: string): string => text.replace(/[\p{Cc}\p{Cf}]/gu, '');

/**
 * `text` as it reads after a colon in French and English, where a sentence joins another ("refusé : le fichier est
 * vide"): its first letter lower-cased, unless its first word is an acronym or a name with a capital inside (SIRET,
 * PDF, MaPrimeRénov’), or it starts with anything but a letter. Other languages keep their own rule (German's nouns).
 */
export function afterColon(lang: Lang, text: string): string {
  if (lang !== 'fr' && lang !== 'en') return text;
  const word = /^\p{L}[\p{L}\p{N}’'-]*/u.exec(text)?.[0];
  if (!word || word === 'I' || /\p{Lu}/u.test(word.slice(1)) || /\p{N}/u.test(word)) return text;
  return word.charAt(0).toLocaleLowerCase(lang) + text.slice(1);
}
