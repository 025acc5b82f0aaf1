/**
 * What an answer is read with: a Standard Schema (https://standardschema.dev, v1), the interface zod's schemas
 * implement. The calls that come after a gesture (calculations, the partner API's resources) read their answers
 * with zod; the answers a first view reads (the simulation inputs, the catalogue, a token, an error's body) are read
 * by the small readers of `schemas.ts` and `operations.ts`, made with `reader` below, so that an element shows
 * itself without downloading zod. `http.ts` knows only this interface.
 */

/** One problem of an answer: what is wrong, and where. */
export interface AnswerIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>;
}

/** A Standard Schema v1 reading `unknown` into `Output`: zod's schemas and `reader`'s readers are ones. */
export interface AnswerSchema<Output = unknown> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => { readonly value: Output; readonly issues?: undefined } | { readonly issues: ReadonlyArray<AnswerIssue> } | Promise<unknown>;
    readonly types?: { readonly input: unknown; readonly output: Output } | undefined;
  };
}

/** What `schema` reads an answer into. */
export type AnswerOf<S extends AnswerSchema> = NonNullable<S['~standard']['types']>['output'];

/** Thrown by a reader's function: the answer cannot be read, for this reason. */
export class Unreadable extends Error {}

/** `read` as a Standard Schema: what it returns is the value, an `Unreadable` it throws the one issue. */
export function reader<T>(read: (value: unknown) => T): AnswerSchema<T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'cee-widgets',
      validate(value) {
        try {
          return { value: read(value) };
        } catch (error) {
          if (error instanceof Unreadable) return { issues: [{ message: error.message }] };
          throw error;
        }
      },
    },
  };
}

/** The value `schema` reads from `value`, or its issues (a schema that answers later is refused: none of ours do). */
export function readWith<S extends AnswerSchema>(schema: S, value: unknown): { ok: true; value: AnswerOf<S> } | { ok: false; issues: ReadonlyArray<AnswerIssue> } {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) return { ok: false, issues: [{ message: 'The schema reads asynchronously.' }] };
  return result.issues ? { ok: false, issues: result.issues } : { ok: true, value: (result as { value: AnswerOf<S> }).value };
}

/** A plain object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `schema` (zod's or a reader) over an answer that comes as `{data: X}` or as a bare `X`: the `{data}` form first,
 * and a bare answer that happens to carry a `data` key read as it is when its `data` cannot be read. The one place
 * this rule of the service is written.
 */
export function enveloped<S extends AnswerSchema>(schema: S): AnswerSchema<AnswerOf<S>> {
  return {
    '~standard': {
      version: 1,
      vendor: 'cee-widgets',
      validate(value) {
        const inData = isRecord(value) && 'data' in value ? readWith(schema, value.data) : undefined;
        if (inData?.ok) return { value: inData.value };
        const bare = readWith(schema, value);
        if (bare.ok) return { value: bare.value };
        // Said of the `{data}` form when the answer has one: that is the form the service meant.
        return { issues: inData ? inData.issues.map((issue) => ({ ...issue, path: ['data', ...(issue.path ?? [])] })) : bare.issues };
      },
    },
  };
}
