/**
 * The partner API's operation catalogue: the one partner call the simulator makes, and only without `fost` (its
 * schema comes with the operation picker's chunk, so a simulator given its code never downloads it).
 */
import * as z from 'zod/mini';
import type { CallOptions, Connection } from './connection.js';
import { maybe } from './schema-parts.js';
import { fostCode, wrapped } from './schemas.js';

export const OperationSchema = z.looseObject({
  id: z.int(),
  /** Upper-cased; a code that is not a FOST code makes the answer one of the wrong shape. */
  code: z.pipe(
    z.string(),
    z.transform((v: string, ctx) => fostCode(v) ?? (ctx.issues.push({ code: 'custom', message: 'not a FOST code', input: v }), z.NEVER)),
  ),
  operation_name: z.string(),
  can_b2b: z.boolean(),
  can_b2c: z.boolean(),
  has_cdp: maybe(z.boolean()),
  has_material: maybe(z.boolean()),
});
export type Operation = z.output<typeof OperationSchema>;

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
