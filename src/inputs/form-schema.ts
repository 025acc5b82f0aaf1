/**
 * Client-side validation generated from the form model: required keys, numeric ranges, integers, accepted
 * values, dates and patterns, so nothing the service would refuse for these reasons is sent. The schema is
 * keyed by the dotted key, so its messages land on the same keys as the service's 422 `errors`.
 */
import * as z from 'zod/mini';
import { atLeast, atMost, isoDate, matches, maxLength, oneOf } from '../api/checks.js';
import { LIMITS } from '../api/schemas.js';
import { isBlank, isTicked, type FormField } from './form-model.js';
import { ownValue, setOwn } from './records.js';
import { isDepartmentKey, readDepartment } from './department.js';
import { readNumber } from './read-number.js';

// Reading values is for checking them: it comes with the calculation's code, on the visitor's first gesture.

/** One raw value as its field's type; a blank value is absent, a number that does not read stays text (and fails). */
export function readValue(field: FormField, value: unknown): unknown {
  if (field.control === 'preset') return field.default;
  if (field.control === 'checkbox') return isTicked(value);
  if (isBlank(value)) return undefined;
  if (field.options) return field.options.find((option) => String(option.value) === String(value))?.value ?? value;
  if (field.control === 'number') {
    if (typeof value === 'number') return value;
    return readNumber(String(value), field.lang) ?? value;
  }
  if (typeof value !== 'string') return value;
  // A département typed as people write it: `2a` is 2A, a postcode gives its département (the field says which).
  return isDepartmentKey(field.key) ? readDepartment(value).department : value.trim();
}

/** What a person typed or a host gave, by dotted key, before it is read as the field's type. */
export type RawValues = Record<string, unknown>;

/** The whole form's raw values as the schema's input: one entry per field, typed. */
export function readFormInput(fields: readonly FormField[], raw: RawValues): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.key, readValue(field, ownValue(raw, field.key))]));
}

function numberSchema(field: FormField): z.ZodMiniType {
  const checks: z.core.CheckFn<number>[] = [];
  if (field.min !== undefined) checks.push(atLeast(field.min));
  if (field.max !== undefined) checks.push(atMost(field.max));
  const base = field.type === 'integer' ? z.int() : z.number();
  return checks.length ? base.check(...checks) : base;
}

function textSchema(field: FormField): z.ZodMiniType {
  const checks: Array<z.core.CheckFn<string> | z.core.$ZodCheck<string>> = [maxLength<string>(LIMITS.text)];
  // Anchored as the HTML `pattern` attribute is: the whole value must match. Only patterns whose test is bounded
  // reach here (`isSafePattern`), and only on values of at most the length limit, which they were bounded for.
  if (field.pattern) {
    const match = matches(new RegExp(`^(?:${field.pattern})$`, 'u'), 'pattern');
    checks.push((payload) => void (payload.value.length > LIMITS.text || match(payload)));
  }
  return z.string().check(...checks);
}

function fieldSchema(field: FormField): z.ZodMiniType {
  switch (field.control) {
    case 'checkbox':
      return z.boolean();
    case 'number':
      return numberSchema(field);
    case 'date':
      return isoDate();
    case 'select':
    case 'radio':
    case 'preset': {
      // An absent choice reads "required", not "invalid option".
      return oneOf((field.options ?? []).map((option) => option.value), 'required');
    }
    case 'text':
      return textSchema(field);
  }
}

/** The zod/mini schema of the whole form, keyed by dotted key. */
export function formSchema(fields: readonly FormField[]) {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const field of fields) {
    const schema = fieldSchema(field);
    // Own entries only: a service key like `__proto__` is a field to validate, not the object's prototype.
    setOwn(shape, field.key, field.required ? schema : z.optional(schema));
  }
  return z.object(shape);
}
