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
  /** Upper-cased; a code that is not a FOST code makes the entry unreadable (the catalogue leaves it out). */
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

/**
 * The catalogue, entry by entry: one that cannot be read (a code that is not a FOST code, a missing name) is left
 * out alone, with one console warning naming it; a catalogue none of whose entries can be read is unreadable.
 */
const CatalogueSchema = z.pipe(
  z.array(z.unknown()),
  z.transform((entries: unknown[], ctx) => {
    const operations: Operation[] = [];
    for (const entry of entries) {
      const parsed = z.safeParse(OperationSchema, entry);
      if (parsed.success) operations.push(parsed.data);
      else {
        const { code, id } = (entry && typeof entry === 'object' ? entry : {}) as { code?: unknown; id?: unknown };
        const name = JSON.stringify(String(code ?? id ?? '?').slice(0, 100));
        console.warn(`cee-widgets: the operation ${name} of the catalogue cannot be read (${parsed.error.issues[0]?.message}): it is left out of the list.`);
      }
    }
    if (entries.length && !operations.length) ctx.issues.push({ code: 'custom', message: 'No operation can be read', input: undefined });
    return operations;
  }),
);

export function operationCalls(conn: Connection) {
  return {
    /** `GET /v1/operations`: the operation catalogue, cached for the page's life. */
    async listOperations(options: CallOptions = {}): Promise<Operation[]> {
      return conn.get(conn.partnerUrl('/operations'), wrapped(CatalogueSchema), { ...options, keep: true });
    },

    /** `GET /v1/operations/{id}`. */
    async getOperation(id: number, options: CallOptions = {}): Promise<Operation> {
      return conn.get(conn.partnerUrl(`/operations/${encodeURIComponent(id)}`), wrapped(OperationSchema), options);
    },
  };
}

export type OperationCalls = ReturnType<typeof operationCalls>;
