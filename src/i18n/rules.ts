/**
 * The messages of our validation rules (what zod cannot phrase: a postcode, a parcel, a file or an address), by
 * language. French is built in; English comes with the common English pack (`common.en.ts`), which also brings zod's
 * English locale. `api/validation.ts` reads both from here.
 */
import { commonEnglishPack } from './english-packs.js';
import { frenchRules, type RuleKey } from './rules.fr.js';
import { pageMessages } from './overrides.js';
import { twoReadings } from './two-readings.js';
import { fill, formatEuros, formatNumber, lookup, pluralOf, type Lang, type Messages, type Params } from './translate.js';

export { frenchRules, type RuleKey };

/** The rule messages of `lang`: English once the common English pack is here (it brings them), French otherwise. */
export function rulesOf(lang: Lang): Messages<RuleKey> {
  const english = lang === 'en' ? commonEnglishPack()?.rules : undefined;
  const base = (english as Messages<RuleKey> | undefined) ?? frenchRules;
  // The host's words for these keys (page-wide), in this language or, for French, over ours; text only.
  const own = pageMessages(lang);
  if (!own) return base;
  const words = Object.keys(base).flatMap((key) => {
    const word = lookup([own as Messages], key);
    return word === undefined ? [] : [[key, word]];
  });
  return { ...base, ...Object.fromEntries(words) };
}

export function ruleMessage(lang: Lang, key: RuleKey, params?: Params): string {
  return fill(rulesOf(lang)[key], params);
}

/** What the visitor sees of a field in a message: its label, its unit, its help (a pattern's example). */
export interface FieldWords {
  label?: string;
  unit?: string;
  help?: string;
}

/** A check that failed, as zod reports it (the parts our messages read). */
export interface FailedCheck {
  code: string;
  origin?: string;
  expected?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  /** What was checked: text where a number was expected is a number written in a way we do not read. */
  input?: unknown;
}

/** "Ex. 69, 2A ou 974." or "e.g. 69": the example itself. */
const exampleOf = (help: string): string => help.replace(/^(ex\b\.?|e\.g\.)\s*:?\s*|\.$/gi, '');

/**
 * A failed check in the visitor's words, naming the field by its label when it has one: "Surface chauffée :
 * indiquez au moins 1 m².". Limits are written as the language writes numbers, with the field's unit.
 */
export function checkMessage(lang: Lang, check: FailedCheck, field: FieldWords = {}): string {
  const say = (key: RuleKey, params?: Params) => ruleMessage(lang, key, params);
  // Euros as the language writes them (« 0 € », « €0 »), other units after the number.
  const amount = (value: number | bigint | undefined) => {
    if (field.unit === '€') return formatEuros(lang, Number(value));
    const text = formatNumber(lang, Number(value));
    return field.unit ? `${text}\u00a0${field.unit}` : text;
  };
  const characters = (value: number | bigint | undefined) =>
    say(pluralOf(lang, Number(value)) === 'one' ? 'character' : 'characters', { count: formatNumber(lang, Number(value)) });
  const text = check.origin === 'string' || check.origin === 'array';
  let message: string;
  switch (check.code) {
    // Our checks bound numbers from below (inclusive or not) and above (inclusive), and lengths from above.
    case 'too_small':
      message = say(check.inclusive === false ? 'moreThan' : 'atLeast', { limit: amount(check.minimum) });
      break;
    case 'too_big':
      message = text ? say('longest', { limit: characters(check.maximum) }) : say('atMost', { limit: amount(check.maximum) });
      break;
    case 'invalid_type': {
      const readings = check.expected === 'number' && typeof check.input === 'string' ? twoReadings(check.input, lang) : undefined;
      if (readings) {
        const { decimal, thousands } = readings;
        message = say('twoReadings', { typed: (check.input as string).trim(), decimal: formatNumber(lang, decimal), thousands: formatNumber(lang, thousands) });
        break;
      }
      message = say(
        check.expected === 'int' ? 'integer' : check.expected !== 'number' ? 'value' : typeof check.input === 'string' ? 'numberFormat' : 'number',
      );
      break;
    }
    case 'invalid_value':
      message = say('choice');
      break;
    case 'invalid_format':
      message = check.format === 'date' ? say('date') : field.help ? say('example', { example: exampleOf(field.help) }) : say('pattern');
      break;
    default:
      message = say('value');
  }
  if (!field.label) return message;
  return say('labelled', { label: field.label, message: message.charAt(0).toLocaleLowerCase(lang) + message.slice(1) });
}
