/**
 * The calculation API's two calculations (Bearer token): CEE and MaPrimeRénov', with the schemas of their
 * answers. Apart from the simulation inputs (`simulation-inputs.ts`), so that the simulator shows its form
 * without this code and fetches it with the rest of its calculation path.
 */
import * as z from 'zod/mini';
import type { CallOptions, Connection } from './connection.js';
import { wrapped, type CalculationPayload } from './schemas.js';
import { maybe, text } from './schema-parts.js';
import { checkedFostCode } from './simulation-inputs.js';
import { oneOf } from './checks.js';
import { MPR_CATEGORIES, MPR_COLORS } from './household.js';

const amount = maybe(z.number());
/** An optional explanation field (CONTRACT §1): typed when well formed, left out when not, never failing the answer. */
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
const str = z.string();

/** The answer without the keys a lenient field left out (an absent value, not a key worth `undefined`). */
const answerOf = <T extends z.ZodMiniType>(schema: T) =>
  wrapped(
    z.pipe(
      schema,
      z.transform((answer: z.output<T>) => {
        for (const key in answer as object) if ((answer as Record<string, unknown>)[key] === undefined) delete (answer as Record<string, unknown>)[key];
        return answer;
      }),
    ),
  );

/** The explanation fields both answers may carry. */
const explanation = {
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
};

/** A sentence of the service's (a reason, a rule) bounded so that no answer can flood a view. */
const sentence = z.pipe(str, z.transform((value: string) => (value.length > 500 ? `${value.slice(0, 500)}…` : value)));
const codes = z.array(z.pipe(str, z.transform((code: string) => code.toUpperCase())));
const isoDate = z.pipe(str, z.transform((value: string) => value.slice(0, 10)));

export const CeeResultSchema = answerOf(
  z.looseObject({
    kwhCumac: z.number(),
    // Older services send the volume per household category; one operation has one volume (CONTRACT §1).
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
    ...explanation,
  }),
);
export type CeeResult = z.output<typeof CeeResultSchema>;

export { MPR_CATEGORIES, MPR_COLORS };

export const MprResultSchema = answerOf(
  z.looseObject({
    amount: z.number(),
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
    ...explanation,
  }),
);
export type MprResult = z.output<typeof MprResultSchema>;

export function calculateCalls(conn: Connection) {
  /** The payload with its FOST code checked and upper-cased: a code failing the check is never sent. */
  const checked = <P extends CalculationPayload>(payload: P): P => ({ ...payload, fost_code: checkedFostCode(payload.fost_code) });
  return {
    /** `POST /api/v2/cee`. `eurosMwHCumac` fills `euros`, `eurosClassic` and `eurosModest`. */
    async calculateCee(payload: CalculationPayload & { eurosMwHCumac?: number }, options: CallOptions = {}): Promise<CeeResult> {
      return conn.calc({ method: 'POST', url: conn.calcUrl('/cee'), json: checked(payload), schema: CeeResultSchema, signal: options.signal });
    },

    /** `POST /api/v2/mpr`: send only the keys of the `aid=mpr` inputs. */
    async calculateMpr(payload: CalculationPayload, options: CallOptions = {}): Promise<MprResult> {
      return conn.calc({ method: 'POST', url: conn.calcUrl('/mpr'), json: checked(payload), schema: MprResultSchema, signal: options.signal });
    },
  };
}

export type CalculateCalls = ReturnType<typeof calculateCalls>;
