/**
 * Client-side validation with our own words: what zod reports is said in the visitor's terms by
 * `i18n/rules.ts` (never a validator's phrase), and the few rules zod cannot phrase (a postcode, a parcel, a
 * file) name a message key there. The result has the service's 422 shape, so a widget shows client and server
 * errors the same way.
 */
import * as z from 'zod/mini';
import { addFieldError, type FieldErrors } from './errors.js';
import { checkMessage, ruleMessage as rule, rulesOf, type FailedCheck, type FieldWords, type RuleKey } from '../i18n/rules.js';
import type { Lang } from '../i18n/translate.js';

export type { Lang };

/** How a key's field is named in messages (its label, unit and help), when the caller knows it. */
export type FieldsWords = (key: string) => FieldWords | undefined;

function isMissing(issue: z.core.$ZodRawIssue): boolean {
  const input = issue.input;
  const empty = input === undefined || input === null || input === '' || (typeof input === 'number' && Number.isNaN(input));
  if (issue.code === 'invalid_type') return empty;
  return issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1 && empty;
}

const keyOf = (path: readonly PropertyKey[] | undefined): string => (path ?? []).map(String).join('.') || '_';

/** The error map for one language: "required" for absent values, our rule keys, our words for the rest. */
export function errorMap(lang: Lang, fields?: FieldsWords): z.core.$ZodErrorMap {
  const messages: Record<string, string> = rulesOf(lang);
  return (issue) => {
    if (isMissing(issue)) return messages.required;
    // A check-level message that is one of our keys.
    if (typeof issue.message === 'string' && Object.hasOwn(messages, issue.message)) return messages[issue.message];
    return checkMessage(lang, issue as FailedCheck, fields?.(keyOf(issue.path)));
  };
}

/** One of our rule messages in `lang` (a key we do not know is returned as is). */
export function ruleMessage(lang: Lang, key: string): string {
  return Object.hasOwn(rulesOf(lang), key) ? rule(lang, key as RuleKey) : key;
}

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors };

/** Parses `input` with `schema`; issues become `{dotted.key: [messages]}` in the given language. */
export function validate<S extends z.ZodMiniType>(schema: S, input: unknown, lang: Lang = 'fr', fields?: FieldsWords): ValidationResult<z.output<S>> {
  const result = z.safeParse(schema, input, { error: errorMap(lang, fields) });
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  const rules: Record<string, string> = rulesOf(lang);
  for (const issue of result.error.issues) {
    const key = keyOf(issue.path);
    // A service pattern refused: its field's help gives the example ("Département : écrivez-le comme ceci : 69").
    const field = issue.message === 'pattern' ? fields?.(key) : undefined;
    const message = field?.help
      ? checkMessage(lang, { code: 'invalid_format', format: 'regex' }, field)
      : Object.hasOwn(rules, issue.message)
        ? rules[issue.message]!
        : issue.message;
    addFieldError(fieldErrors, key, message);
  }
  return { ok: false, fieldErrors };
}
