/**
 * `createClient`: the nine parts of the service behind one object, usable without any element.
 * Partner API: operations, beneficiaries, worksites, documents, tags. Calculation API: inputs, CEE, MPR.
 */
import { calculationCalls } from './calculation-api.js';
import { connect, type ClientConfig } from './connection.js';
import { operationCalls } from './operations.js';
import { worksiteCalls } from './partner.js';

export { clearApiCache } from './connection.js';
export type { ClientConfig, CallOptions } from './connection.js';
export type { BeneficiaryPage, CreateOptions, UploadOptions } from './partner.js';
export type { SimulationAid } from './calculation-api.js';

export function createClient(config: ClientConfig = {}) {
  const conn = connect(config);
  return {
    config,
    /** How many tokens this client's source has requested (shared with every client on the same endpoint). */
    get tokenRequests(): number {
      return conn.tokens?.requests ?? 0;
    },
    ...operationCalls(conn),
    ...worksiteCalls(conn),
    ...calculationCalls(conn),
  };
}

export type Client = ReturnType<typeof createClient>;
