/** The calculation API's simulation inputs (Bearer token): the fields of a calculation, as one field model. */
import type { CallOptions, Connection } from './connection.js';
import { ApiError } from './errors.js';
import { fostCode, type CalculationAid, type Context, type SimulationField } from './schemas.js';
import { SimulationInputsSchema } from './simulation-fields.js';

/** The aid whose inputs are asked for (`cee`, the default, or `mpr`). */
export type SimulationAid = CalculationAid;

/** `code` upper-cased when it is a FOST code; anything else is refused before any URL is built with it. */
export function checkedFostCode(code: unknown): string {
  const checked = fostCode(code);
  if (!checked) throw new ApiError('validation', `Not a FOST code: ${JSON.stringify(String(code)).slice(0, 40)}.`, { fieldErrors: { fost_code: ['Not a FOST code.'] } });
  return checked;
}

export function simulationInputCalls(conn: Connection) {
  return {
    /** `GET /api/v2/simulation-inputs/{fost}/{context}` (`aid=mpr` for the MPR keys), as one field model, cached. */
    async getSimulationInputs(code: string, context: Context, options: CallOptions & { aid?: SimulationAid } = {}): Promise<SimulationField[]> {
      const url = conn.calcUrl(`/simulation-inputs/${encodeURIComponent(checkedFostCode(code))}/${encodeURIComponent(context)}`);
      const query = options.aid === 'mpr' ? { aid: 'mpr' } : undefined;
      return conn.get(url, SimulationInputsSchema, { signal: options.signal, query, keep: true, calc: true });
    },
  };
}
