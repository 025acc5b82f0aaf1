/**
 * The zod checks of our request and form schemas, written as check functions (`schema.check(fn)`, zod's own API
 * for custom checks). Each one pushes the issue zod's built-in check pushes (same code, origin, bounds, format),
 * so zod's locale words it exactly the same; a message key of `validation.ts` when it carries one. The one
 * difference is told at `maxLength`; `test/browser/api/checks.test.ts` holds each against zod's own.
 *
 * Why not `z.lte`, `z.regex`, `z.enum`, `z.literal`, `z.iso.date`, `z._default`...: each is a class in zod's core
 * module, and a module goes whole into one chunk. That chunk is the one every page downloads to show any
 * element, so the simulator's page would carry the worksite form's and the uploader's checks (about 3 KB gzip).
 * Checks written here go with the code that uses them instead. Answers are parsed with zod's own types.
 */
import * as z from 'zod/mini';

type Check<T> = z.core.CheckFn<T>;

/**
 * Pushes a failed check's issue. Like zod's own checks, the following checks still run; unless `stop`, as after a
 * value of the wrong kind (zod's enum and literal fail as a type does).
 */
function fail(payload: z.core.ParsePayload, issue: Record<string, unknown>, stop = false): void {
  payload.issues.push({ input: payload.value, continue: !stop, ...issue } as z.core.$ZodRawIssue);
}

/** `z.gte(minimum)`, or `z.gt` when not inclusive. */
export const atLeast =
  (minimum: number, inclusive = true): Check<number> =>
  (payload) => {
    if (inclusive ? payload.value < minimum : payload.value <= minimum) fail(payload, { code: 'too_small', origin: 'number', minimum, inclusive });
  };

/** `z.positive()`. */
export const positive = (): Check<number> => atLeast(0, false);

/** `z.lte(maximum)`. */
export const atMost =
  (maximum: number): Check<number> =>
  (payload) => {
    if (payload.value > maximum) fail(payload, { code: 'too_big', origin: 'number', maximum, inclusive: true });
  };

/**
 * `z.maxLength(maximum)`, for a string or an array. Like zod's, it runs even after a failed item or check (only an
 * aborting check stops it), since a length is there to check: zod's `when`, which a check object carries. One
 * difference: over its maximum, zod does not read an array's items at all; here they are read, and their
 * messages come with the length's.
 */
export const maxLength = <T extends string | unknown[]>(maximum: number): z.core.$ZodCheck<T> =>
  ({
    _zod: {
      def: { check: 'custom', when: (payload: z.core.ParsePayload) => (payload.value as T | null)?.length !== undefined },
      onattach: [],
      check: (payload: z.core.ParsePayload<T>) => {
        const origin = Array.isArray(payload.value) ? 'array' : 'string';
        if (payload.value.length > maximum) fail(payload, { code: 'too_big', origin, maximum, inclusive: true });
      },
    },
  }) as unknown as z.core.$ZodCheck<T>;

/** `z.regex(pattern)`; `message`: a message key instead of zod's sentence. */
export const matches =
  (pattern: RegExp, message?: string): Check<string> =>
  (payload) => {
    pattern.lastIndex = 0;
    if (!pattern.test(payload.value)) {
      fail(payload, { code: 'invalid_format', origin: 'string', format: 'regex', pattern: String(pattern), ...(message && { message }) });
    }
  };

/** `z.trim()`. */
export const trim: Check<string> = (payload) => {
  payload.value = payload.value.trim();
};

/** `z.toUpperCase()`. */
export const upperCase: Check<string> = (payload) => {
  payload.value = payload.value.toUpperCase();
};

/** `z.refine(ok, {error: message, path})`: `message` is a message key. */
export const rule =
  <T>(ok: (value: T) => boolean, message: string, path?: PropertyKey[]): Check<T> =>
  (payload) => {
    if (!ok(payload.value)) fail(payload, { code: 'custom', message, ...(path && { path }) });
  };

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date written YYYY-MM-DD (2024-02-29 is one, 2023-02-29 is not). */
const isIsoDate = (value: string): boolean =>
  DATE_SHAPE.test(value) && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value);

/** `z.iso.date()`. */
export const isoDate = (): z.ZodMiniType<string, string> =>
  z.string().check((payload) => {
    if (!isIsoDate(payload.value)) fail(payload, { code: 'invalid_format', origin: 'string', format: 'date', pattern: String(DATE_SHAPE) });
  });

/**
 * `z.enum(values)` or `z.literal(values)`: one of `values`, compared as `===`. `whenAbsent`: the message key of
 * an absent value, instead of "invalid option".
 */
export function oneOf<const T extends readonly (string | number | boolean)[]>(values: T, whenAbsent?: string): z.ZodMiniType<T[number], T[number]> {
  return z.unknown().check((payload) => {
    if (values.includes(payload.value as T[number])) return;
    const message = payload.value === undefined ? whenAbsent : undefined;
    fail(payload, { code: 'invalid_value', values: [...values], ...(message && { message }) }, true);
  }) as unknown as z.ZodMiniType<T[number], T[number]>;
}

/** A schema whose input may be absent (an object key may be left out) and whose output never is. */
export type Defaulted<S extends z.ZodMiniType> = z.ZodMiniType<
  z.output<S>,
  z.input<S> | undefined,
  z.core.$ZodTypeInternals<z.output<S>, z.input<S> | undefined> & { optin: 'optional' }
>;

/** `z._default(schema, value)` for a string, number or boolean default: an absent value is `value`, not checked. */
export const withDefault = <S extends z.ZodMiniType>(schema: S, value: z.output<S> & (string | number | boolean)): Defaulted<S> =>
  z.pipe(
    z.optional(schema),
    z.transform((v: z.output<S> | undefined) => (v === undefined ? value : v)),
  ) as unknown as Defaulted<S>;

/** `z.custom<T>(is)`: the value when `is` says it is a T. */
export const instanceOf = <T>(is: (value: unknown) => value is T): z.ZodMiniType<T, T> =>
  z.unknown().check((payload) => {
    if (!is(payload.value)) fail(payload, { code: 'custom' });
  }) as unknown as z.ZodMiniType<T, T>;
