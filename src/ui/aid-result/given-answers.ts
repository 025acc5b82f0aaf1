/**
 * The answers an estimate rests on (docs/contract.md, "The estimate": `answers: [{key, label, value, text}]`), for
 * the installer who reads the request: each field's label and the value in the visitor's words (an option's label,
 * "Oui", "100 m²", a date as the language writes it), and the value as the calculation was sent it. The visitor's
 * quote is the work's own figure, not an answer.
 */
import type { GivenAnswer } from '../../api/estimate-types.js';
import { formatDate } from '../../i18n/dates.js';
import type { FormField } from '../../inputs/form-model.js';
import type { Words } from '../localize.js';
import type { ResultKey } from './aid-result.messages.js';

type AnswerWords = Pick<Words<ResultKey>, 't' | 'number' | 'euros' | 'lang'>;

function textOf(words: AnswerWords, field: FormField, value: unknown): string {
  if (typeof value === 'boolean') return words.t(value ? 'common.yes' : 'common.no');
  const option = field.options?.find((candidate) => String(candidate.value) === String(value));
  if (option) return option.label;
  // An amount in euros as the language writes one (`25 000 €`, `€25,000`): "25,000 €" would read as 25 euros in French.
  if (typeof value === 'number' && field.unit === '€') return words.euros(value);
  if (typeof value === 'number') return `${words.number(value)}${field.unit ? `\u00a0${field.unit}` : ''}`;
  if (field.control === 'date' && typeof value === 'string') return formatDate(words.lang, value);
  return String(value);
}

/** The answers of `fields` in `values` (typed, by key), those with a value, in the form's order; `skip` the keys left out. */
export function givenAnswers(words: AnswerWords, fields: readonly FormField[], values: Readonly<Record<string, unknown>>, skip: ReadonlySet<string> = new Set()): GivenAnswer[] {
  return fields.flatMap((field) => {
    const value = Object.hasOwn(values, field.key) ? values[field.key] : undefined;
    if (value === undefined || value === '' || field.part === 'quote' || skip.has(field.key)) return [];
    return [{ key: field.key, label: field.label, value, text: textOf(words, field, value) }];
  });
}
