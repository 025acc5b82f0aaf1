/**
 * Client-side validation with zod's own French (or English) messages, plus the few rules zod cannot phrase:
 * schemas name those by a message key, translated here. The result has the service's 422 shape, so a widget
 * shows client and server errors the same way.
 */
import * as z from 'zod/mini';
import fr from 'zod/v4/locales/fr.js';
import { addFieldError, type FieldErrors } from './errors.js';

export type Lang = 'fr' | 'en';

/** Our rule messages by language: French here, English added by `addLanguage` when an English page loads it. */
const ruleMessages: Partial<Record<Lang, Record<string, string>>> = {
  fr: {
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
  },
};

const localeErrors: Partial<Record<Lang, z.core.$ZodErrorMap>> = { fr: fr().localeError };

/**
 * Adds a language's rule messages and zod locale. French is built in; English is added by `i18n/en.ts` when a
 * page needs it, so a French page does not download it. Until then, English asks get the French words.
 */
export function addLanguage(lang: Lang, rules: Record<string, string>, localeError: z.core.$ZodErrorMap): void {
  ruleMessages[lang] = rules;
  localeErrors[lang] = localeError;
}

const rulesOf = (lang: Lang): Record<string, string> => ruleMessages[lang] ?? ruleMessages.fr!;

function isMissing(issue: z.core.$ZodRawIssue): boolean {
  const input = issue.input;
  const empty = input === undefined || input === null || input === '' || (typeof input === 'number' && Number.isNaN(input));
  if (issue.code === 'invalid_type') return empty;
  return issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1 && empty;
}

/** The error map for one language: our rule keys, "required" for absent values, zod's locale for the rest. */
export function errorMap(lang: Lang): z.core.$ZodErrorMap {
  const messages = rulesOf(lang);
  const localeError = localeErrors[lang] ?? localeErrors.fr!;
  return (issue) => {
    if (isMissing(issue)) return messages.required;
    // A check-level message that is one of our keys.
    const own = typeof issue.message === 'string' && Object.hasOwn(messages, issue.message) ? messages[issue.message] : undefined;
    if (own) return own;
    return localeError(issue);
  };
}

export function ruleMessage(lang: Lang, key: string): string {
  return rulesOf(lang)[key] ?? key;
}

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors };

/** Parses `input` with `schema`; issues become `{dotted.key: [messages]}` in the given language. */
export function validate<S extends z.ZodMiniType>(schema: S, input: unknown, lang: Lang = 'fr'): ValidationResult<z.output<S>> {
  const result = z.safeParse(schema, input, { error: errorMap(lang) });
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    const rules = rulesOf(lang);
    const message = Object.hasOwn(rules, issue.message) ? rules[issue.message]! : issue.message;
    addFieldError(fieldErrors, key, message);
  }
  return { ok: false, fieldErrors };
}
