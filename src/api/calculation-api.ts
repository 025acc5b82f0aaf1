/** The calculation API (Bearer token): simulation inputs, CEE and MaPrimeRénov' calculations. */
import { calculateCalls } from './aid-calculations.js';
import type { Connection } from './connection.js';
import { simulationInputCalls } from './simulation-inputs.js';

export type { SimulationAid } from './simulation-inputs.js';

export function calculationCalls(conn: Connection) {
  return { ...simulationInputCalls(conn), ...calculateCalls(conn) };
}

export type CalculationCalls = ReturnType<typeof calculationCalls>;
