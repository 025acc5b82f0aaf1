/** The partner API's operation catalogue: the one partner call the simulator makes. */
import type { CallOptions, Connection } from './connection.js';
import { OperationListSchema, OperationSchema, wrapped, type Operation } from './schemas.js';

export function operationCalls(conn: Connection) {
  return {
    /** `GET /v1/operations`: the operation catalogue (entries without a FOST code left out), cached for the page's life. */
    async listOperations(options: CallOptions = {}): Promise<Operation[]> {
      return conn.get(conn.partnerUrl('/operations'), OperationListSchema, { ...options, keep: true });
    },

    /** `GET /v1/operations/{id}`. */
    async getOperation(id: number, options: CallOptions = {}): Promise<Operation> {
      return conn.get(conn.partnerUrl(`/operations/${encodeURIComponent(id)}`), wrapped(OperationSchema), options);
    },
  };
}

export type OperationCalls = ReturnType<typeof operationCalls>;
