/**
 * The reader of the simulation inputs (`GET /api/v2/simulation-inputs/...`), without zod so that a simulator or a
 * project shows its form without downloading it: shape A (descriptors) or B (key to values), wrapped or not, read
 * entry by entry and attribute by attribute (docs/contract.md §9, Holding under bad input): what cannot be read is
 * left out with one console warning, never the field for one bad attribute.
 */
import { enveloped, isRecord, reader, Unreadable } from './reader.js';
import { FIELD_TYPES, LIMITS, type FieldOption, type FieldType, type OptionValue, type SimulationField } from './schemas.js';

const isOptionValue = (value: unknown): value is OptionValue => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
/** A descriptor's text (`label`, `unit`...): a string, or a number said as one; absent and null as nothing. */
const isText = (value: unknown): value is string | number | null | undefined => value == null || typeof value === 'string' || typeof value === 'number';
/** Read by `fieldFromDescriptor`, which reads what services write as strings too (numbers, booleans). */
type Descriptor = Record<string, unknown> & { key: string | number; options?: FieldOption[] };

/** The most options a field keeps: no one chooses among more, and drawing 10 000 would hold the page. */
export const MAX_OPTIONS = 500;

/**
 * What a descriptor gave that cannot be read, by attribute name (`min`, `options.3`): left out, the field kept, and
 * said in one console warning for the field.
 */
type Dropped = string[];

/**
 * A descriptor's options: a list of values, or of `{value, label}` (the label a text, or absent). An entry that
 * cannot be read is left out, as are those beyond `MAX_OPTIONS`; a value that is not a list gives none.
 */
function optionsOf(value: unknown, dropped: Dropped): FieldOption[] | undefined {
  if (value == null) return undefined;
  if (!Array.isArray(value)) return void dropped.push('options');
  const options: FieldOption[] = [];
  for (let index = 0; index < value.length; index++) {
    if (options.length === MAX_OPTIONS) {
      dropped.push(`${value.length - index} options beyond the first ${MAX_OPTIONS}`);
      break;
    }
    const option: unknown = value[index];
    if (isOptionValue(option)) options.push({ value: option });
    else if (isRecord(option) && isOptionValue(option.value) && isText(option.label)) {
      const label = textOf(option.label);
      options.push(label ? { value: option.value, label } : { value: option.value });
    } else dropped.push(`options.${index}`);
  }
  return options;
}

/**
 * One entry of shape A as a descriptor: an object with a key (a text or a number); a text attribute that is not
 * one (`label: {fr: …}`) is left out.
 */
function descriptorOf(entry: unknown, dropped: Dropped): Descriptor {
  if (!isRecord(entry)) throw new Unreadable('descriptor: not an object');
  const { key } = entry;
  if (!((typeof key === 'string' && key) || typeof key === 'number')) throw new Unreadable('key: not a key');
  const descriptor: Descriptor = { ...entry, key, options: optionsOf(entry.options, dropped) };
  for (const name of ['label', 'type', 'unit', 'help', 'pattern']) {
    if (!isText(entry[name])) {
      dropped.push(name);
      delete descriptor[name];
    }
  }
  return descriptor;
}

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const BOOLEANS = new Map([
  ['true', true],
  ['false', false],
  ['1', true],
  ['0', false],
]);

/**
 * A descriptor's `name` as a number or a boolean: the value itself, or the string a service writes for it (`"1.00"`,
 * how Laravel's decimal casts send numbers; `"true"`, `"0"`, `1`); absent as undefined; anything else unreadable.
 */
function valueOf<T extends 'number' | 'boolean'>(name: string, value: unknown, type: T): (T extends 'number' ? number : boolean) | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim().toLowerCase();
  const read = type === 'number' ? (typeof value === 'number' || (text.length < 64 && NUMERIC.test(text)) ? +text : NaN) : BOOLEANS.get(text);
  if (read === undefined || Number.isNaN(read) || read === Infinity || read === -Infinity) throw new Unreadable(`${name} is not a ${type}`);
  return read as T extends 'number' ? number : boolean;
}

const textOf = (value: unknown): string | undefined => (value === null || value === undefined ? undefined : String(value));

/** The names of `dropped` as a warning says them: the first five, then how many more. */
const namesOf = (dropped: Dropped): string =>
  dropped.length > 5 ? `${dropped.slice(0, 5).join(', ')} and ${dropped.length - 5} more` : dropped.join(', ');

/** The simulation input `name` as a warning names it: quoted, at most 100 characters. */
const inputName = (name: unknown): string => JSON.stringify(String(name).slice(0, 100));

/**
 * The fields of an answer's entries, each read on its own: an entry that cannot be read (no key, not an object) is
 * left out with one console warning naming its key, and the others make the form; an attribute of an entry that
 * cannot be read (`min: "abc"`, an option) is left out of its field, with one console warning for the field naming
 * them. An answer none of whose entries can be read is not an answer of this shape (the parse fails).
 */
function readEntries(entries: Array<[name: unknown, read: (dropped: Dropped) => SimulationField]>): SimulationField[] {
  const fields: SimulationField[] = [];
  for (const [name, read] of entries) {
    const dropped: Dropped = [];
    try {
      fields.push(read(dropped));
      if (dropped.length) console.warn(`cee-widgets: the simulation input ${inputName(name)} gives what cannot be read (${namesOf(dropped)}): left out, the field kept.`);
    } catch (error) {
      if (!(error instanceof Unreadable)) throw error;
      console.warn(`cee-widgets: the simulation input ${inputName(name)} cannot be read (${error.message}): it is left out.`);
    }
  }
  if (entries.length && !fields.length) throw new Unreadable('No field can be read');
  return fields;
}

const isBooleanPair = (options: FieldOption[]): boolean =>
  options.length === 2 && options.every((o) => typeof o.value === 'boolean') && options[0]!.value !== options[1]!.value;

const compiles = (pattern: string): boolean => {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
};

/**
 * Whether testing a value of at most `LIMITS.text` characters against `pattern` stays fast whatever the value.
 * Refused: a backreference; a group repeated more than once (`(a+)+`, `(a|a)*`, `(.*a){12}`; `(...)?` is fine);
 * more than 2^20 ways to match. Without repeated groups a pattern is a finite tree of choices, each tried once per
 * path: the ways are at most the product of the quantifiers' ranges (capped at the length limit) and of the
 * branches (`a*a*a*b`, cubic, and `(a|ab)(a|ab)...`, exponential, are over the bound). It may refuse a harmless
 * pattern (`(\d{3}-)*`), never lets a catastrophic one through.
 */
export function isSafePattern(pattern: string): boolean {
  // Escapes and classes as one atom; group openings as `(`.
  const simple = pattern.replace(/\\[pPu]\{[^}]*\}|\\.|\[(?:\\.|[^\]\\])*\]/g, 'x').replace(/\(\?(?:<?[=!]|<[^>]*>|:)/g, '(');
  let ways = 1;
  for (const part of simple.split(/[()]/)) ways *= part.split('|').length;
  for (const [, star, min = +(star == '+'), comma, upTo] of simple.matchAll(/([*+?])|\{(\d+)(,(\d*))?\}/g)) {
    const max = star ? (star == '?' ? 1 : Infinity) : comma ? (upTo ? +upTo : Infinity) : +min;
    ways *= Math.min(max - +min, LIMITS.text) + 1;
  }
  return pattern.length < 1000 && !/\\[1-9k]/.test(pattern) && !/\)[*+{]/.test(simple) && ways <= 2 ** 20;
}

/** `valueOf`, or undefined with `name` dropped when the value cannot be read. */
function readable<T extends 'number' | 'boolean'>(name: string, value: unknown, type: T, dropped: Dropped): ReturnType<typeof valueOf<T>> {
  try {
    return valueOf(name, value, type);
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error;
    dropped.push(name);
    return undefined;
  }
}

/**
 * One descriptor as a field. A value it gives that cannot be read (`min: "abc"`, `required: "yes"`, a pattern that
 * does not compile) is left out, named in `dropped`: the field stays, with its other attributes, and a `required`
 * that cannot be read leaves it required (the service's own default).
 */
function fieldFromDescriptor(d: Descriptor, dropped: Dropped): SimulationField {
  const key = String(d.key);
  const options = d.options;
  const declared = (FIELD_TYPES as readonly unknown[]).includes(d.type) ? (d.type as FieldType) : undefined;
  let type: FieldType = declared ?? (options?.length ? 'select' : 'string');
  if (options && isBooleanPair(options) && (type === 'select' || type === 'boolean')) type = 'boolean';
  const field: SimulationField = { key, type, required: readable('required', d.required, 'boolean', dropped) ?? true };
  if (options && type !== 'boolean') field.options = options;
  for (const k of ['min', 'max', 'step'] as const) {
    const value = readable(k, d[k], 'number', dropped);
    if (value !== undefined) field[k] = value;
  }
  for (const k of ['label', 'unit', 'help'] as const) {
    const text = textOf(d[k]);
    if (text) field[k] = text;
  }
  if (d.default !== undefined && d.default !== null) field.default = d.default;
  // A pattern whose test could block the page on some value is left to the service (its own warning: it is read).
  const pattern = textOf(d.pattern);
  if (pattern && !compiles(pattern)) dropped.push('pattern');
  else if (pattern) {
    if (isSafePattern(pattern)) field.pattern = pattern;
    else console.warn(`cee-widgets: the pattern of ${key} is left to the service: testing it could block the page.`);
  }
  return field;
}

/**
 * The fields of a `GET /api/v2/simulation-inputs/...` answer, wrapped in `{data}` or not: shape A, a list of
 * descriptors (one without a key named by its place), or shape B, each key to its accepted values (`null` when free).
 */
function readFields(answer: unknown): SimulationField[] {
  if (Array.isArray(answer)) {
    return readEntries(
      answer.map((entry, index) => [(entry as { key?: unknown } | null)?.key ?? `number ${index + 1} (no key)`, (dropped) => fieldFromDescriptor(descriptorOf(entry, dropped), dropped)]),
    );
  }
  if (!isRecord(answer)) throw new Unreadable('Not a list of descriptors nor a map of keys to values');
  // The answer's own entries, never a copy's: a key `__proto__` is an entry like any other.
  return readEntries(
    Object.entries(answer).map(([key, values]) => [
      key,
      (dropped) => {
        if (!key) throw new Unreadable('its key is empty');
        // Values only: a list holding objects is no answer of this shape (an unreadable `{data: [...]}` is not a key "data").
        if (values !== null && !(Array.isArray(values) && values.every(isOptionValue))) throw new Unreadable('its values are not a list of values');
        return fieldFromDescriptor({ key, options: optionsOf(values, dropped) }, dropped);
      },
    ]),
  );
}

/** `GET /api/v2/simulation-inputs/...`: shape A (descriptors) or B (key to values), wrapped or not, as one field model. */
export const SimulationInputsSchema = enveloped(reader(readFields));
