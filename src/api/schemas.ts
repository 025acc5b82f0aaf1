/**
 * The facts of the spec and of docs/contract.md, and the readers of the answers an element's first view reads: the
 * simulation inputs, a token, an error's body (the catalogue's is in `operations.ts`). These readers are Standard
 * Schemas written here (`reader.ts`), not zod's, so that a simulator or a project shows its form without
 * downloading zod; what comes after a gesture (the calculations' answers in `aid-calculations.ts`, the partner
 * API's resources in `partner-schemas.ts`, the form's checks) is read with zod.
 * One definition per fact: elements import these constants and readers instead of restating them.
 */
import { enveloped, isRecord, reader, Unreadable } from './reader.js';

// ---- Facts of the spec and of docs/contract.md -----------------------------------------------

export const CONTEXTS = ['b2c', 'b2b'] as const;
export type Context = (typeof CONTEXTS)[number];

export const AIDS = ['cee', 'mpr', 'both'] as const;
export type Aid = (typeof AIDS)[number];
/** One calculation: what `both` is made of. */
export type CalculationAid = Exclude<Aid, 'both'>;

export const LIMITS = {
  documentName: 255,
  documentUrl: 255,
  documentNotes: 10240,
  /** 20 MiB, the sandbox's and the uploader's default limit. */
  uploadBytes: 20 * 1024 * 1024,
  text: 255,
  perPageMin: 1,
  perPageMax: 100,
  pageMin: 1,
  fiscalInformationRows: 10,
} as const;

/**
 * An operation's code: a FOST code as the register writes them (a 2-4 letter sector: BAR, BAT, IND, RES, TRA,
 * AGRI; a 2-letter family; 3 digits; the register's suffixes, `BAR-TH-107-SE`, a letter or `BIS`), or a geste of
 * MaPrimeRénov' alone (`MPR-` and upper-case words: `MPR-AUDIT`, `MPR-DEPOSE-CUVE`, docs/contract.md §1). Letters,
 * digits and hyphens only: a code can never change a request path. Upper case: callers upper-case what a person
 * typed first (`fostCode`).
 */
export const FOST_CODE_PATTERN = /^(?:[A-Z]{2,4}-[A-Z]{2}-\d{3}(?:-?[A-Z]{1,3})?|MPR(?:-[A-Z]{2,20}){1,3})$/;

/** A geste of MaPrimeRénov' alone (no CEE fiche): `MPR-AUDIT`. */
export const isMprOnlyCode = (code: string): boolean => code.startsWith('MPR-');

/** `value` trimmed and upper-cased when it is an operation's code (`bar-th-171` is `BAR-TH-171`); else undefined. */
export function fostCode(value: unknown): string | undefined {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return FOST_CODE_PATTERN.test(code) ? code : undefined;
}

// ---- Resources ---------------------------------------------------------------------------------

/** What an operation of the catalogue (`Operation`, in `operations.ts`) says of the contexts it allows. */
interface Contexts {
  can_b2b: boolean;
  can_b2c: boolean;
}

/** The operations a visitor in this context may choose. */
export function operationsFor<T extends Contexts>(operations: readonly T[], context: Context): T[] {
  return operations.filter((operation) => (context === 'b2b' ? operation.can_b2b : operation.can_b2c));
}

/**
 * Whether the catalogue's `operation` has an aid the element asks for (`aids`, docs/contract.md §1): an operation
 * without `aids` has the CEE and perhaps MaPrimeRénov', which its inputs tell.
 */
export function offersAid(operation: { code: string; aids?: unknown }, aid: Aid): boolean {
  const aids = Array.isArray(operation.aids) ? operation.aids : isMprOnlyCode(operation.code) ? ['mpr'] : undefined;
  if (!aids) return true;
  return aid === 'both' ? aids.length > 0 : aids.includes(aid);
}

export const allowsBothContexts = (operation: Contexts | undefined): boolean => Boolean(operation?.can_b2b && operation.can_b2c);

/** What any error answer may carry: at least a message, by contract; tolerated when absent. */
export interface ErrorBody {
  message?: string;
  /** A 422's `errors`: key to messages (or one message), whatever the key (`__proto__` too: a null-prototype object). */
  errors?: Record<string, string[] | string>;
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * An error answer's body: its `message` when it is text, its `errors` entries that are messages (others left out).
 * A body that is not an object is unreadable (the status text is said instead).
 */
export const ErrorBodySchema = reader((value): ErrorBody => {
  if (!isRecord(value)) throw new Unreadable('Not an object');
  const body: ErrorBody = {};
  if (typeof value.message === 'string') body.message = value.message;
  if (isRecord(value.errors)) {
    const errors: Record<string, string[] | string> = Object.create(null);
    for (const [key, messages] of Object.entries(value.errors)) if (key && (typeof messages === 'string' || isStrings(messages))) errors[key] = messages;
    body.errors = errors;
  }
  return body;
});

// ---- Calculation API ------------------------------------------------------------------------------

export const FIELD_TYPES = ['number', 'integer', 'string', 'boolean', 'select', 'date'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export type OptionValue = string | number | boolean;
export interface FieldOption {
  value: OptionValue;
  label?: string;
}

/** One key of the calculation payload, whichever shape the service described it in. */
export interface SimulationField {
  key: string;
  type: FieldType;
  required: boolean;
  label?: string;
  options?: FieldOption[];
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
  default?: unknown;
  help?: string;
  pattern?: string;
}

const isOptionValue = (value: unknown): value is OptionValue => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
/** A descriptor's text (`label`, `unit`...): a string, or a number said as one; absent and null as nothing. */
const isText = (value: unknown): value is string | number | null | undefined => value == null || typeof value === 'string' || typeof value === 'number';
/** Read by `fieldFromDescriptor`, which reads what services write as strings too (numbers, booleans). */
type Descriptor = Record<string, unknown> & { key: string | number; options?: FieldOption[] };

/** A descriptor's options: a list of values, or of `{value, label}` (the label a text, or absent). */
function optionsOf(value: unknown): FieldOption[] | undefined {
  if (value == null) return undefined;
  if (!Array.isArray(value)) throw new Unreadable('options is not a list');
  return value.map((option, index): FieldOption => {
    if (isOptionValue(option)) return { value: option };
    if (isRecord(option) && isOptionValue(option.value) && isText(option.label)) {
      const label = textOf(option.label);
      return label ? { value: option.value, label } : { value: option.value };
    }
    throw new Unreadable(`options.${index} is not a value`);
  });
}

/** One entry of shape A as a descriptor: an object with a key (a text or a number), texts where texts go. */
function descriptorOf(entry: unknown): Descriptor {
  if (!isRecord(entry)) throw new Unreadable('descriptor: not an object');
  const { key } = entry;
  if (!((typeof key === 'string' && key) || typeof key === 'number')) throw new Unreadable('key: not a key');
  for (const name of ['label', 'type', 'unit', 'help', 'pattern']) if (!isText(entry[name])) throw new Unreadable(`${name}: not a text`);
  return { ...entry, key, options: optionsOf(entry.options) };
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

/**
 * The fields of an answer's entries, each read on its own: an entry that cannot be read is left out with one
 * console warning naming its key, and the others make the form. An answer none of whose entries can be read is not
 * an answer of this shape (the parse fails: an unreadable answer).
 */
function readEntries(entries: Array<[name: unknown, read: () => SimulationField]>): SimulationField[] {
  const fields: SimulationField[] = [];
  for (const [name, read] of entries) {
    try {
      fields.push(read());
    } catch (error) {
      if (!(error instanceof Unreadable)) throw error;
      console.warn(`cee-widgets: the simulation input ${JSON.stringify(String(name).slice(0, 100))} cannot be read (${error.message}): it is left out.`);
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

/** One descriptor as a field; `Unreadable` when a value it gives cannot be read (`min: "abc"`, `required: "yes"`). */
function fieldFromDescriptor(d: Descriptor): SimulationField {
  const key = String(d.key);
  const options = d.options;
  const declared = (FIELD_TYPES as readonly unknown[]).includes(d.type) ? (d.type as FieldType) : undefined;
  let type: FieldType = declared ?? (options?.length ? 'select' : 'string');
  if (options && isBooleanPair(options) && (type === 'select' || type === 'boolean')) type = 'boolean';
  const field: SimulationField = { key, type, required: valueOf('required', d.required, 'boolean') ?? true };
  if (options && type !== 'boolean') field.options = options;
  for (const k of ['min', 'max', 'step'] as const) {
    const value = valueOf(k, d[k], 'number');
    if (value !== undefined) field[k] = value;
  }
  for (const k of ['label', 'unit', 'help'] as const) {
    const text = textOf(d[k]);
    if (text) field[k] = text;
  }
  if (d.default !== undefined && d.default !== null) field.default = d.default;
  // A pattern the browser cannot compile is the service's bug: the field stays usable without it. One whose test
  // could block the page on some value is left to the service too.
  const pattern = textOf(d.pattern);
  if (pattern && compiles(pattern)) {
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
    return readEntries(answer.map((entry, index) => [(entry as { key?: unknown } | null)?.key ?? `number ${index + 1} (no key)`, () => fieldFromDescriptor(descriptorOf(entry))]));
  }
  if (!isRecord(answer)) throw new Unreadable('Not a list of descriptors nor a map of keys to values');
  // The answer's own entries, never a copy's: a key `__proto__` is an entry like any other.
  return readEntries(
    Object.entries(answer).map(([key, values]) => [
      key,
      () => {
        if (!key) throw new Unreadable('its key is empty');
        if (values !== null && !(Array.isArray(values) && values.every(isOptionValue))) throw new Unreadable('its values are not a list of values');
        return fieldFromDescriptor({ key, options: values?.map((value) => ({ value })) });
      },
    ]),
  );
}

/** `GET /api/v2/simulation-inputs/...`: shape A (descriptors) or B (key to values), wrapped or not, as one field model. */
export const SimulationInputsSchema = enveloped(reader(readFields));

/** The calculation payload: nested keys plus the top-level `fost_code` and `context`. */
export type CalculationPayload = Record<string, unknown> & { fost_code: string; context: Context };

// ---- Token endpoint -----------------------------------------------------------------------------

/**
 * A token's characters: RFC 6750's b64token, which JWTs are made of too. Never markup, whitespace or control
 * characters: what is not a token (an HTML login page, a value with CRLF) is refused, not sent as a header.
 */
export const TOKEN_PATTERN = /^[\w\-.~+/]+=*$/;
/** The longest token sent as a header (8 KB, what most servers take in one header line); a longer one is refused. */
export const MAX_TOKEN_LENGTH = 8192;
/** Whether `value` is a token the widgets may send: its characters, and at most `MAX_TOKEN_LENGTH` of them. */
export const isToken = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TOKEN_LENGTH && TOKEN_PATTERN.test(value);
/** `value` when it is a token (trimmed first when `trimmed`: a bare text answer may end with a newline); else unreadable. */
function tokenOf(value: unknown, trimmed?: boolean): string {
  const token = trimmed && typeof value === 'string' && value.length <= MAX_TOKEN_LENGTH * 2 ? value.trim() : value;
  if (!isToken(token)) throw new Unreadable('not a token');
  return token;
}

/** A token answer's two forms: `{access_token, expires_in}` (seconds from now) or `{token, expires_at}` (a date or epoch). */
export type TokenAnswer = { access_token: string; expires_in?: number } | { token: string; expires_at?: string | number };

function readTokenAnswer(value: unknown): TokenAnswer {
  if (!isRecord(value)) throw new Unreadable('Not an object');
  const { access_token, expires_in, token, expires_at } = value;
  if (isToken(access_token) && (expires_in == null || typeof expires_in === 'number')) return { access_token, expires_in: expires_in ?? undefined };
  if (expires_at == null || typeof expires_at === 'string' || typeof expires_at === 'number') return { token: tokenOf(token), expires_at: expires_at ?? undefined };
  throw new Unreadable('expires_at: not a date');
}

export const TokenAnswerSchema = reader(readTokenAnswer);

/** Every form the token endpoint may answer: one of `TokenAnswerSchema`, or the bare token (as text or a JSON string). */
export const TokenEndpointAnswerSchema = reader((value): string | TokenAnswer => (typeof value === 'string' ? tokenOf(value, true) : readTokenAnswer(value)));
export type TokenEndpointAnswer = string | TokenAnswer;
