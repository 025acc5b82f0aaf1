/**
 * The calculation API's two calculations (Bearer token): CEE and MaPrimeRénov', with the schemas of their
 * answers. Apart from the simulation inputs (`simulation-inputs.ts`), so that the simulator shows its form
 * without this code and fetches it with the rest of its calculation path.
 */
import * as z from 'zod/mini';
import type { CallOptions, Connection } from './connection.js';
import { ApiError, countOmitted, type FieldErrors } from './errors.js';
import type { CalculationPayload, Context } from './schemas.js';
import { enveloped, type AnswerOf } from './reader.js';
import { lazySchema, maybe, text } from './schema-parts.js';
import { checkedFostCode } from './simulation-inputs.js';
import { instanceOf, oneOf } from './checks.js';
import { MPR_CATEGORIES, MPR_COLORS } from './household.js';
import { readableEuros, readableKwhCumac } from './readable.js';

/** Any number, infinite ones too (`1e999` in JSON): whether it is a figure is `readableFigures`' to say, for its line. */
const anyNumber = lazySchema(() => instanceOf((value): value is number => typeof value === 'number'));
const amount = lazySchema(() => maybe(anyNumber));

/** The volumes (kWh cumac) and the amounts (euros) of the answers, each checked by `readable.ts`. */
const CEE_FIGURES = { kwhCumac: readableKwhCumac, kwhCumacClassic: readableKwhCumac, kwhCumacModest: readableKwhCumac, euros: readableEuros, eurosClassic: readableEuros, eurosModest: readableEuros };
const MPR_FIGURES = { amount: readableEuros };
/** A figure of an answer left out because it cannot be read: named in the answer's `unreadable` list. */
export type UnreadableFigure = keyof typeof CEE_FIGURES | keyof typeof MPR_FIGURES;

/**
 * The answer without the figures that cannot be read (docs/contract.md §1, Readable numbers, and §9): a volume or an
 * amount that is negative, not finite or beyond its bound is left out and named in `unreadable`, so that its line is
 * refused with a reason (« montant illisible ») and never counted.
 */
function readableFigures(answer: Record<string, unknown>, figures: Record<string, (value: unknown) => boolean>): void {
  const unreadable: string[] = [];
  for (const [key, readable] of Object.entries(figures)) {
    if (answer[key] === undefined || readable(answer[key])) continue;
    unreadable.push(key);
    delete answer[key];
  }
  if (unreadable.length) answer.unreadable = unreadable;
}
/** An optional explanation field (docs/contract.md §1): typed when well formed, left out when not, never failing the answer. */
const lenient = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value): z.output<T> | undefined => {
        const parsed = z.safeParse(schema, value);
        return parsed.success ? parsed.data : undefined;
      }),
    ),
  );
const str = lazySchema(() => z.string());

/** An answer whose `F` figures may have been left out, named in `unreadable`. */
type WithoutUnreadable<O, F extends string> = { [K in keyof O as K extends F ? never : K]: O[K] } & { [K in F & keyof O]?: O[K] } & { unreadable?: F[] };

/**
 * The answer without the keys a lenient field left out (an absent value, not a key worth `undefined`), and without
 * its `figures` that cannot be read (`readableFigures`): `kwhCumac` typed optional, `unreadable` listing them.
 */
const answerOf = <T extends z.ZodMiniType, F extends string>(schema: T, figures: Record<F, (value: unknown) => boolean>) =>
  enveloped(
    z.pipe(
      schema,
      z.transform((answer: z.output<T>) => {
        const record = answer as Record<string, unknown>;
        for (const key in record) if (record[key] === undefined) delete record[key];
        readableFigures(record, figures);
        return answer as WithoutUnreadable<z.output<T>, F>;
      }),
    ),
  );

/** The explanation fields both answers may carry (made with each answer's schema). */
const explanation = () => ({
  fiche: lenient(
    z.looseObject({
      code: str,
      title: text,
      version: text,
      validFrom: text,
      validTo: text,
      url: text,
      verified: maybe(z.boolean()),
    }),
  ),
  engagementDate: lenient(str),
  factors: lenient(z.array(z.looseObject({ key: str, label: text, value: z.union([z.number(), str]), unit: text }))),
  eurosMwhCumac: lenient(z.number()),
  /** For the partner's developers only: why a figure is not verified (never shown to a visitor). */
  verificationNote: lenient(str),
});

/** A sentence of the service's (a reason, a rule) bounded so that no answer can flood a view. */
const sentence = lazySchema(() => z.pipe(str, z.transform((value: string) => (value.length > 500 ? `${value.slice(0, 500)}…` : value))));
const codes = lazySchema(() => z.array(z.pipe(str, z.transform((code: string) => code.toUpperCase()))));
/** What an amount assumes (`conditions`): the well-formed entries kept, the others left out, bounded in number. */
const conditions = lazySchema(() =>
  z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value): Array<{ key?: string; text: string }> | undefined => {
        if (!Array.isArray(value)) return undefined;
        const entry = z.object({ key: z.optional(str), text: sentence });
        const kept = value.slice(0, 20).flatMap((item) => {
          const parsed = z.safeParse(entry, item);
          return parsed.success && parsed.data.text.trim() ? [parsed.data.key === undefined ? { text: parsed.data.text } : { key: parsed.data.key, text: parsed.data.text }] : [];
        });
        return kept.length ? kept : undefined;
      }),
    ),
  ),
);
const isoDate = lazySchema(() => z.pipe(str, z.transform((value: string) => value.slice(0, 10))));

export const CeeResultSchema = lazySchema(() =>
  answerOf(
    z.looseObject({
      kwhCumac: anyNumber,
      // Older services send the volume per household category; one operation has one volume (docs/contract.md §1).
      kwhCumacClassic: amount,
      kwhCumacModest: amount,
      euros: amount,
      eurosClassic: amount,
      eurosModest: amount,
      /** The price for modest households, when it differs from the one behind the amount shown. */
      eurosMwhCumacModest: lenient(z.number()),
      /** Operations that cannot be combined with this one for the same dwelling at the engagement date. */
      excludes: lenient(z.array(z.looseObject({ code: z.pipe(str, z.transform((code: string) => code.toUpperCase())), reason: sentence }))),
      /** The CEE obligation period of the engagement date. */
      period: lenient(z.looseObject({ number: z.number(), validFrom: isoDate, validTo: isoDate })),
      /** The CEE amount depends on the professional's offer: no `euros` is given (no price set). */
      priceByOffer: lenient(z.boolean()),
      conditions,
      ...explanation(),
    }),
    CEE_FIGURES,
  ),
);
export type CeeResult = AnswerOf<typeof CeeResultSchema>;

export { MPR_CATEGORIES, MPR_COLORS };

export const MprResultSchema = lazySchema(() =>
  answerOf(
    z.looseObject({
      amount: anyNumber,
      category: lenient(oneOf(MPR_CATEGORIES)),
      categoryLabel: lenient(str),
      color: lenient(oneOf(MPR_COLORS)),
      eligible: lenient(z.boolean()),
      reason: lenient(str),
      incomeCeiling: lenient(z.number()),
      // `{key, label}` by contract; a bare key is tolerated as it is.
      forfait: lenient(z.union([z.looseObject({ key: str, label: text }), str])),
      /** The MaPrimeRénov' scale the engagement date picked. */
      scale: lenient(z.looseObject({ year: z.number(), validFrom: text, validTo: text, verified: maybe(z.boolean()) })),
      /** The écrêtement: MaPrimeRénov' + CEE at most `rate` × the eligible expense (tax included), capped at `expenseCeiling`. */
      cap: lenient(
        z.looseObject({
          rate: z.number().check(z.gte(0), z.lte(1)),
          expenseCeiling: lenient(z.number().check(z.gte(0))),
          basis: lenient(sentence),
        }),
      ),
      /** This geste is eligible only together with one of these works in the same project. */
      requires: lenient(z.array(z.looseObject({ anyOf: codes, reason: sentence }))),
      conditions,
      ...explanation(),
    }),
    MPR_FIGURES,
  ),
);
export type MprResult = AnswerOf<typeof MprResultSchema>;

/** The top-level fields of a calculation's payload; every other key is a group of inputs. */
export interface CalculationFields {
  fost_code: string;
  context: Context;
}

/** The CEE calculation's top-level fields: the price per MWh cumac (the answer's `euros`) too. */
export interface CeeCalculationFields extends CalculationFields {
  /** Price of one MWh cumac, in euros: spelt as the answer and the element's property spell it. */
  eurosMwhCumac?: number;
}

/** A group of inputs: the dotted key `housing.surface` travels as `{housing: {surface}}`. */
export type InputGroup = { readonly [key: string]: unknown };

/**
 * A payload as a host writes it: the known fields typed, every other key a group of inputs. No index signature
 * swallows a misspelt field: `eurosMwHCumac: 8` is a number where a group is expected, and does not compile. A
 * value already typed with an index signature (`Record<string, unknown>`) is taken as it is.
 */
export type CheckedPayload<P, Fields> = P & { [K in Exclude<keyof P, keyof Fields>]: string extends K ? unknown : InputGroup };

/**
 * The one place where the price's spelling meets the wire: the service's request body says `eurosMwHCumac`
 * (docs/contract.md §1), our API `eurosMwhCumac`, and so do the errors of a refused body.
 */
const WIRE_PRICE = 'eurosMwHCumac';
const OUR_PRICE = 'eurosMwhCumac';

function toWire(payload: CalculationPayload): Record<string, unknown> {
  if (!Object.hasOwn(payload, OUR_PRICE)) return payload;
  const { [OUR_PRICE]: price, ...rest } = payload;
  return price === undefined ? rest : { ...rest, [WIRE_PRICE]: price };
}

function fromWire(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fieldErrors || !Object.hasOwn(error.fieldErrors, WIRE_PRICE)) return error;
  const fieldErrors: FieldErrors = {};
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    Object.defineProperty(fieldErrors, key === WIRE_PRICE ? OUR_PRICE : key, { value: messages, enumerable: true, writable: true, configurable: true });
  }
  countOmitted(fieldErrors, error.omittedMessages);
  const { status, fromService, timedOut, retryAfterMs } = error;
  return new ApiError(error.kind, error.message, { status, fieldErrors, fromService, timedOut, retryAfterMs, cause: error.cause });
}

export function calculateCalls(conn: Connection) {
  /** The payload with its FOST code checked and upper-cased: a code failing the check is never sent. */
  const checked = (payload: CalculationPayload): CalculationPayload => ({ ...payload, fost_code: checkedFostCode(payload.fost_code) });
  return {
    /** `POST /api/v2/cee`. `eurosMwhCumac` fills `euros`, `eurosClassic` and `eurosModest`. */
    async calculateCee<P extends CeeCalculationFields>(payload: CheckedPayload<P, CeeCalculationFields>, options: CallOptions = {}): Promise<CeeResult> {
      const json = toWire(checked(payload as unknown as CalculationPayload));
      return conn.calc({ method: 'POST', url: conn.calcUrl('/cee'), json, schema: CeeResultSchema, signal: options.signal }).catch((error: unknown) => {
        throw fromWire(error);
      });
    },

    /** `POST /api/v2/mpr`: send only the keys of the `aid=mpr` inputs. */
    async calculateMpr<P extends CalculationFields>(payload: CheckedPayload<P, CalculationFields>, options: CallOptions = {}): Promise<MprResult> {
      const json = checked(payload as unknown as CalculationPayload);
      return conn.calc({ method: 'POST', url: conn.calcUrl('/mpr'), json, schema: MprResultSchema, signal: options.signal });
    },
  };
}

export type CalculateCalls = ReturnType<typeof calculateCalls>;
