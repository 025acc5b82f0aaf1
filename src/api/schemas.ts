/**
 * zod schemas of the resources and requests of the service (beneficiaries, worksites, documents and tags in
 * partner-schemas.ts, with the facts only they rest on), and the facts of the spec they rest on.
 * One definition per fact: elements import these constants and schemas instead of restating them.
 * Custom checks carry a message key (see validation.ts) instead of a sentence, so they speak the page's language.
 */
import * as z from 'zod/mini';
import { maybe } from './schema-parts.js';

// ---- Facts of the spec and of CONTRACT.md ----------------------------------------------------

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
 * MaPrimeRénov' alone (`MPR-` and upper-case words: `MPR-AUDIT`, `MPR-DEPOSE-CUVE`, CONTRACT §1). Letters,
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

// ---- Small building blocks -------------------------------------------------------------------


/** Accepts `{data: X}` or a bare `X` and returns X. */
export function wrapped<T extends z.ZodMiniType>(schema: T): z.ZodMiniType<z.output<T>, unknown> {
  // Unwrapped in the `{data}` branch only: a bare answer that happens to carry a `data` key stays as it is.
  const enveloped: z.ZodMiniType = z.pipe(
    z.object({ data: schema }),
    z.transform((v: { data: unknown }) => v.data),
  );
  return z.union([enveloped, schema]) as unknown as z.ZodMiniType<z.output<T>, unknown>;
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
 * Whether the catalogue's `operation` has an aid the element asks for (`aids`, CONTRACT §1): an operation
 * without `aids` has the CEE and perhaps MaPrimeRénov', which its inputs tell.
 */
export function offersAid(operation: { code: string; aids?: unknown }, aid: Aid): boolean {
  const aids = Array.isArray(operation.aids) ? operation.aids : isMprOnlyCode(operation.code) ? ['mpr'] : undefined;
  if (!aids) return true;
  return aid === 'both' ? aids.length > 0 : aids.includes(aid);
}

export const allowsBothContexts = (operation: Contexts | undefined): boolean => Boolean(operation?.can_b2b && operation.can_b2c);

/**
 * An object read key by key into a null-prototype object, each value through `value`: not `z.record`, whose copy
 * assigns keys, so that a key `__proto__` would set the copy's prototype and vanish. Keys are not empty.
 */
const ownRecord = <T extends z.ZodMiniType>(value: T) =>
  z.pipe(
    z.unknown(),
    z.transform((input: unknown, ctx): Record<string, z.output<T>> => {
      const out: Record<string, z.output<T>> = Object.create(null);
      const object = typeof input === 'object' && input && !Array.isArray(input);
      for (const [key, item] of (object ? Object.entries(input) : [['', input]]) as [string, unknown][]) {
        const parsed = z.safeParse(value, item);
        if (key && parsed.success) out[key] = parsed.data;
        else ctx.issues.push({ code: 'custom', message: 'Invalid entry', input: item, path: [key] });
      }
      return out;
    }),
  );

export const ValidationErrorBodySchema = z.object({
  message: z.string(),
  errors: ownRecord(z.array(z.string())),
});
export type ValidationErrorBody = z.output<typeof ValidationErrorBodySchema>;

/** What any error answer may carry: at least a message, by contract; tolerated when absent. */
export const ErrorBodySchema = z.looseObject({
  message: maybe(z.string()),
  // A 422's `errors`: key to messages (or one message), kept whatever the key.
  errors: maybe(ownRecord(z.union([z.array(z.string()), z.string()]))),
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

const optionValue = z.union([z.string(), z.number(), z.boolean()]);
// The answer is read once per operation, context and language, and may list hundreds of keys: its schema does no
// work it need not do. Labelled options (shape A's) are tried first; absent and null are both read as nothing by
// `fieldFromDescriptor`, which also reads what services write as strings (below), without a transform per key; keys
// it does not read are left out rather than copied.
const optionalText = z.nullish(z.union([z.string(), z.number()]));
const OptionSchema = z.union([z.object({ value: optionValue, label: optionalText }), optionValue]);

const DescriptorSchema = z.object({
  key: z.union([z.string().check(z.minLength(1)), z.number()]),
  label: optionalText,
  type: optionalText,
  options: z.nullish(z.array(OptionSchema)),
  // Read by `fieldFromDescriptor`: numbers and booleans, or the strings services write for them.
  required: z.optional(z.unknown()),
  min: z.optional(z.unknown()),
  max: z.optional(z.unknown()),
  step: z.optional(z.unknown()),
  unit: optionalText,
  default: z.nullish(z.unknown()),
  help: optionalText,
  pattern: optionalText,
});
type Descriptor = z.output<typeof DescriptorSchema>;

/** A field that cannot be read: what is wrong with it, said in the console's warning. */
class Unreadable extends Error {}

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

const textOf = (value: string | number | null | undefined): string | undefined => (value === null || value === undefined ? undefined : String(value));

/**
 * The fields of an answer's entries, each read on its own: an entry that cannot be read is left out with one
 * console warning naming its key, and the others make the form. An answer none of whose entries can be read is not
 * an answer of this shape (the parse fails: an unreadable answer).
 */
function readEntries(entries: Array<[name: unknown, read: () => SimulationField]>, ctx: z.core.ParsePayload): SimulationField[] {
  const fields: SimulationField[] = [];
  for (const [name, read] of entries) {
    try {
      fields.push(read());
    } catch (error) {
      if (!(error instanceof Unreadable)) throw error;
      console.warn(`cee-widgets: the simulation input ${JSON.stringify(String(name).slice(0, 100))} cannot be read (${error.message}): it is left out.`);
    }
  }
  if (entries.length && !fields.length) ctx.issues.push({ code: 'custom', message: 'No field can be read', input: undefined });
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
  const options = d.options?.map((o): FieldOption => {
    if (typeof o !== 'object') return { value: o };
    const label = textOf(o.label);
    return label ? { value: o.value, label } : { value: o.value };
  });
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

/** Shape A: a list of descriptors, each read on its own (one without a key named by its place). */
const ShapeA = z.pipe(
  z.array(z.unknown()),
  z.transform((list: unknown[], ctx) =>
    readEntries(
      list.map((entry, index) => [
        (entry as { key?: unknown } | null)?.key ?? `number ${index + 1} (no key)`,
        () => {
          const parsed = z.safeParse(DescriptorSchema, entry);
          if (parsed.success) return fieldFromDescriptor(parsed.data);
          const issue = parsed.error.issues[0];
          throw new Unreadable(`${issue?.path.join('.') || 'descriptor'}: ${issue?.message}`);
        },
      ]),
      ctx,
    ),
  ),
);

const ShapeBValues = z.nullable(z.array(optionValue));

/** Shape B: each key to its accepted values (or `null` when free), each read on its own. */
const ShapeB = z.pipe(
  z.unknown(),
  z.transform((map: unknown, ctx) => {
    if (!map || typeof map !== 'object' || Array.isArray(map)) {
      ctx.issues.push({ code: 'custom', message: 'Not a map of keys to values', input: undefined });
      return z.NEVER;
    }
    // The answer's own entries, never a copy's: a key `__proto__` is an entry like any other.
    return readEntries(
      Object.entries(map).map(([key, values]) => [
        key,
        () => {
          const parsed = z.safeParse(ShapeBValues, values);
          if (!parsed.success || !key) throw new Unreadable(key ? 'its values are not a list of values' : 'its key is empty');
          return fieldFromDescriptor({ key, options: parsed.data } as Descriptor);
        },
      ]),
      ctx,
    );
  }),
);

/** `GET /api/v2/simulation-inputs/...`: shape A (descriptors) or B (key to values), wrapped or not, as one field model. */
export const SimulationInputsSchema: z.ZodMiniType<SimulationField[], unknown> = wrapped(z.union([ShapeA, ShapeB]));

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
/** A token's value, trimmed first when `trimmed` (a bare text answer may end with a newline). */
const tokenValue = (trimmed?: boolean) =>
  z.pipe(
    z.string(),
    z.transform((value: string, ctx) => {
      const token = trimmed && value.length <= MAX_TOKEN_LENGTH * 2 ? value.trim() : value;
      if (!isToken(token)) ctx.issues.push({ code: 'custom', message: 'not a token', input: value.slice(0, 40) });
      return token;
    }),
  );

export const TokenAnswerSchema = z.union([
  z.looseObject({ access_token: tokenValue(), expires_in: maybe(z.number()) }),
  z.looseObject({
    token: tokenValue(),
    expires_at: maybe(z.union([z.string(), z.number()])),
  }),
]);

/** Every form the token endpoint may answer: one of `TokenAnswerSchema`, or the bare token (as text or a JSON string). */
export const TokenEndpointAnswerSchema = z.union([tokenValue(true), TokenAnswerSchema]);
export type TokenEndpointAnswer = z.output<typeof TokenEndpointAnswerSchema>;
