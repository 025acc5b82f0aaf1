/**
 * Client-side validation with zod's own French (or English) messages, plus the few rules zod cannot phrase:
 * schemas name those by a message key, translated here. The result has the service's 422 shape, so a widget
 * shows client and server errors the same way.
 */
import * as z from 'zod/mini';
import fr from 'zod/v4/locales/fr.js';
import { addFieldError, type FieldErrors } from './errors.js';
import { rulesOf, ruleMessage as rule, type RuleKey } from '../i18n/rules.js';
import type { Lang } from '../i18n/translate.js';

export type { Lang };

const FRENCH: z.core.$ZodErrorMap = fr().localeError;

function isMissing(issue: z.core.$ZodRawIssue): boolean {
  const input = issue.input;
  const empty = input === undefined || input === null || input === '' || (typeof input === 'number' && Number.isNaN(input));
  if (issue.code === 'invalid_type') return empty;
  return issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1 && empty;
}

/** The error map for one language: our rule keys, "required" for absent values, zod's locale for the rest. */
export function errorMap(lang: Lang): z.core.$ZodErrorMap {
  const language = rulesOf(lang);
  const messages: Record<string, string> = language.rules;
  const localeError = (language.localeError as z.core.$ZodErrorMap | undefined) ?? FRENCH;
  return (issue) => {
    if (isMissing(issue)) return messages.required;
    // A check-level message that is one of our keys.
    const own = typeof issue.message === 'string' && Object.hasOwn(messages, issue.message) ? messages[issue.message] : undefined;
    if (own) return own;
    return localeError(issue);
  };
}

/** One of our rule messages in `lang` (a key we do not know is returned as is). */
export function ruleMessage(lang: Lang, key: string): string {
  return Object.hasOwn(rulesOf(lang).rules, key) ? rule(lang, key as RuleKey) : key;
}

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors };

/** Parses `input` with `schema`; issues become `{dotted.key: [messages]}` in the given language. */
export function validate<S extends z.ZodMiniType>(schema: S, input: unknown, lang: Lang = 'fr'): ValidationResult<z.output<S>> {
  const result = z.safeParse(schema, input, { error: errorMap(lang) });
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    const rules: Record<string, string> = rulesOf(lang).rules;
    const message = Object.hasOwn(rules, issue.message) ? rules[issue.message]! : issue.message;
    addFieldError(fieldErrors, key, message);
  }
  return { ok: false, fieldErrors };
}
