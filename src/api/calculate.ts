/**
 * The calculation API's two calculations (Bearer token): CEE and MaPrimeRénov', with the schemas of their
 * answers. Apart from the simulation inputs (`simulation-inputs.ts`), so that the simulator shows its form
 * without this code and fetches it with the rest of its calculation path.
 */
import * as z from 'zod/mini';
import type { CallOptions, Connection } from './connection.js';
import { wrapped, type CalculationPayload } from './schemas.js';
import { maybe, text } from './schema-parts.js';

const amount = maybe(z.number());
export const CeeResultSchema = wrapped(
  z.looseObject({
    kwhCumac: z.number(),
    kwhCumacClassic: amount,
    kwhCumacModest: amount,
    euros: amount,
    eurosClassic: amount,
    eurosModest: amount,
  }),
);
export type CeeResult = z.output<typeof CeeResultSchema>;

export const MprResultSchema = wrapped(
  z.looseObject({
    amount: z.number(),
    category: text,
  }),
);
export type MprResult = z.output<typeof MprResultSchema>;

export function calculateCalls(conn: Connection) {
  return {
    /** `POST /api/v2/cee`. `eurosMwHCumac` fills `euros`, `eurosClassic` and `eurosModest`. */
    calculateCee(payload: CalculationPayload & { eurosMwHCumac?: number }, options: CallOptions = {}): Promise<CeeResult> {
      return conn.calc({ method: 'POST', url: conn.calcUrl('/cee'), json: payload, schema: CeeResultSchema, signal: options.signal });
    },

    /** `POST /api/v2/mpr`: send only the keys of the `aid=mpr` inputs. */
    calculateMpr(payload: CalculationPayload, options: CallOptions = {}): Promise<MprResult> {
      return conn.calc({ method: 'POST', url: conn.calcUrl('/mpr'), json: payload, schema: MprResultSchema, signal: options.signal });
    },
  };
}

export type CalculateCalls = ReturnType<typeof calculateCalls>;
