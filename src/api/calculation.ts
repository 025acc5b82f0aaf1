/** The calculation API (Bearer token): simulation inputs, CEE and MaPrimeRénov' calculations. */
import type { CallOptions, Connection } from './connection.js';
import {
  CeeResultSchema,
  MprResultSchema,
  SimulationInputsSchema,
  type CalculationPayload,
  type CeeResult,
  type Context,
  type MprResult,
  type SimulationField,
} from './schemas.js';

export type SimulationAid = 'cee' | 'mpr';

export function calculationCalls(conn: Connection) {
  return {
    /** `GET /api/v2/simulation-inputs/{fost}/{context}` (`aid=mpr` for the MPR keys), as one field model, cached. */
    async getSimulationInputs(fostCode: string, context: Context, options: CallOptions & { aid?: SimulationAid } = {}): Promise<SimulationField[]> {
      const url = conn.calcUrl(`/simulation-inputs/${encodeURIComponent(fostCode)}/${encodeURIComponent(context)}`);
      const query = options.aid === 'mpr' ? { aid: 'mpr' } : undefined;
      return conn.get(url, SimulationInputsSchema, { signal: options.signal, query, keep: true, calc: true });
    },

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

export type CalculationCalls = ReturnType<typeof calculationCalls>;
