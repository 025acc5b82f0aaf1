/**
 * The messages of our validation rules (what zod cannot phrase: a postcode, a parcel, a file or an address), by
 * language. French is built in; English comes with the common English pack (`en.ts`), which also brings zod's
 * English locale. `api/validation.ts` reads both from here.
 */
import type { Lang, Messages } from './translate.js';

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
};

export type RuleKey = keyof typeof frenchRules;

/** A language's rule messages and the zod locale that phrases the rest. */
export interface RuleLanguage {
  rules: Messages<RuleKey>;
  /** zod's `localeError` of that language; French's is the validator's default. */
  localeError?: (issue: never) => unknown;
}

const languages: Partial<Record<Lang, RuleLanguage>> = { fr: { rules: frenchRules } };

/** Adds a language's rule messages (English: when the English pack arrives). */
export function addRules(lang: Lang, language: RuleLanguage): void {
  languages[lang] = language;
}

/** The rules of `lang`, French until that language is here. */
export function rulesOf(lang: Lang): RuleLanguage {
  return languages[lang] ?? languages.fr!;
}

export function ruleMessage(lang: Lang, key: RuleKey): string {
  return rulesOf(lang).rules[key];
}
