/** The partner API's operation catalogue: the one partner call the simulator makes. */
import * as z from 'zod/mini';
import type { CallOptions, Connection } from './connection.js';
import { OperationSchema, wrapped, type Operation } from './schemas.js';

export function operationCalls(conn: Connection) {
  return {
    /** `GET /v1/operations`: the operation catalogue, cached for the page's life. */
    async listOperations(options: CallOptions = {}): Promise<Operation[]> {
      return conn.get(conn.partnerUrl('/operations'), wrapped(z.array(OperationSchema)), { ...options, keep: true });
    },

    /** `GET /v1/operations/{id}`. */
    async getOperation(id: number, options: CallOptions = {}): Promise<Operation> {
      return conn.get(conn.partnerUrl(`/operations/${encodeURIComponent(id)}`), wrapped(OperationSchema), options);
    },
  };
}

export type OperationCalls = ReturnType<typeof operationCalls>;
