/**
 * The messages of our validation rules (what zod cannot phrase: a postcode, a parcel, a file or an address), by
 * language. French is built in; English comes with the common English pack (`en.ts`), which also brings zod's
 * English locale. `api/validation.ts` reads both from here.
 */
import { commonEnglishPack } from './english.js';
import { fill, formatNumber, type Lang, type Messages, type Params } from './translate.js';

export const frenchRules = {
  required: 'Ce champ est obligatoire.',
  zipcode: 'Le code postal doit comporter 5 chiffres.',
  country: 'Le pays doit être un code à 2 lettres (ex. FR).',
  cadastralParcel: 'La parcelle cadastrale doit suivre le format préfixe-section-numéro, ex. 000-AB-0123.',
  fiscalNumber: 'Le numéro fiscal doit comporter 13 chiffres.',
  fiscalReference: "La référence de l'avis doit comporter 13 lettres ou chiffres.",
  precarityB2b: 'Seule la précarité classique est possible pour un professionnel.',
  documentType: "Ce type de document n'est pas accepté.",
  httpUrl: "L'adresse doit commencer par http:// ou https://.",
  emptyFile: 'Le fichier est vide.',
  fileOrUrl: 'Ajoutez un fichier ou une adresse URL.',
  pattern: "Le format n'est pas valide.",
  invalid: 'Certains champs ne sont pas valides.',
  /** What a value must be, in the visitor's words (never the validator's). */
  atLeast: 'Indiquez au moins {limit}.',
  moreThan: 'Indiquez plus de {limit}.',
  atMost: 'Indiquez au plus {limit}.',
  longest: 'Écrivez au plus {limit}.',
  characters: '{count} caractères',
  character: '{count} caractère',
  integer: 'Indiquez un nombre entier.',
  number: 'Indiquez un nombre.',
  /** A number typed that does not read as one without guessing (`1.200,5`, `1,2,3`, `12 34`). */
  numberFormat: 'Indiquez un nombre écrit comme 95,5 ou 1\u00a0200.',
  choice: 'Choisissez une des valeurs proposées.',
  date: 'Indiquez une date valide.',
  example: 'Écrivez-le comme ceci : {example}.',
  value: "Cette valeur n'est pas valide.",
  labelled: '{label} : {message}',
};

export type RuleKey = keyof typeof frenchRules;

/** The rule messages of `lang`: English once the common English pack is here (it brings them), French otherwise. */
export function rulesOf(lang: Lang): Messages<RuleKey> {
  const english = lang === 'en' ? commonEnglishPack()?.rules : undefined;
  return (english as Messages<RuleKey> | undefined) ?? frenchRules;
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
  const amount = (value: number | bigint | undefined) => {
    const text = formatNumber(lang, Number(value));
    return field.unit ? `${text}\u00a0${field.unit}` : text;
  };
  const characters = (value: number | bigint | undefined) =>
    say(new Intl.PluralRules(lang).select(Number(value)) === 'one' ? 'character' : 'characters', { count: formatNumber(lang, Number(value)) });
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
    case 'invalid_type':
      message = say(
        check.expected === 'int' ? 'integer' : check.expected !== 'number' ? 'value' : typeof check.input === 'string' ? 'numberFormat' : 'number',
      );
      break;
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
