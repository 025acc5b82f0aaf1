/** The calculation API's simulation inputs (Bearer token): the fields of a calculation, as one field model. */
import type { CallOptions, Connection } from './connection.js';
import { SimulationInputsSchema, type CalculationAid, type Context, type SimulationField } from './schemas.js';

/** The aid whose inputs are asked for (`cee`, the default, or `mpr`). */
export type SimulationAid = CalculationAid;

export function simulationInputCalls(conn: Connection) {
  return {
    /** `GET /api/v2/simulation-inputs/{fost}/{context}` (`aid=mpr` for the MPR keys), as one field model, cached. */
    async getSimulationInputs(fostCode: string, context: Context, options: CallOptions & { aid?: SimulationAid } = {}): Promise<SimulationField[]> {
      const url = conn.calcUrl(`/simulation-inputs/${encodeURIComponent(fostCode)}/${encodeURIComponent(context)}`);
      const query = options.aid === 'mpr' ? { aid: 'mpr' } : undefined;
      return conn.get(url, SimulationInputsSchema, { signal: options.signal, query, keep: true, calc: true });
    },
  };
}
