/**
 * The partner API's operation catalogue: the one partner call the simulator makes, and only without `fost`, and the
 * one that names a project's works. Read without zod (`reader.ts`): a project shows its works before any gesture.
 */
import type { CallOptions, Connection } from './connection.js';
import { enveloped, isRecord, reader, Unreadable } from './reader.js';
import { fostCode } from './schemas.js';

/** An operation of the catalogue: its other keys (`aids`, docs/contract.md §1) are kept as they came. */
export interface Operation {
  [key: string]: unknown;
  id: number;
  /** Upper-cased: a code that is not a FOST code makes the entry unreadable (the catalogue leaves it out). */
  code: string;
  operation_name: string;
  can_b2b: boolean;
  can_b2c: boolean;
  has_cdp?: boolean;
  has_material?: boolean;
}

/** A flag the entry may leave out (or send as null): a boolean, or unreadable. */
function flagOf(entry: Record<string, unknown>, name: string): boolean | undefined {
  const value = entry[name];
  if (value == null) return undefined;
  if (typeof value !== 'boolean') throw new Unreadable(`${name}: not a boolean`);
  return value;
}

function readOperation(entry: unknown): Operation {
  if (!isRecord(entry)) throw new Unreadable('not an object');
  const { id, code, operation_name, can_b2b, can_b2c } = entry;
  if (!Number.isSafeInteger(id)) throw new Unreadable('id: not an integer');
  const fost = fostCode(code);
  if (!fost) throw new Unreadable('code: not a FOST code');
  if (typeof operation_name !== 'string') throw new Unreadable('operation_name: not a text');
  if (typeof can_b2b !== 'boolean' || typeof can_b2c !== 'boolean') throw new Unreadable('can_b2b, can_b2c: not booleans');
  const operation: Operation = { ...entry, id: id as number, code: fost, operation_name, can_b2b, can_b2c };
  for (const name of ['has_cdp', 'has_material'] as const) {
    const flag = flagOf(entry, name);
    if (flag === undefined) delete operation[name];
    else operation[name] = flag;
  }
  return operation;
}

/** `GET /v1/operations/{id}`'s answer (wrapped in `{data}` or not). */
export const OperationSchema = enveloped(reader(readOperation));

/**
 * The catalogue, entry by entry: one that cannot be read (a code that is not a FOST code, a missing name) is left
 * out alone, with one console warning naming it; a catalogue none of whose entries can be read is unreadable.
 */
function readCatalogue(entries: unknown): Operation[] {
  if (!Array.isArray(entries)) throw new Unreadable('Not a list of operations');
  const operations: Operation[] = [];
  for (const entry of entries) {
    try {
      operations.push(readOperation(entry));
    } catch (error) {
      if (!(error instanceof Unreadable)) throw error;
      const { code, id } = (isRecord(entry) ? entry : {}) as { code?: unknown; id?: unknown };
      const name = JSON.stringify(String(code ?? id ?? '?').slice(0, 100));
      console.warn(`cee-widgets: the operation ${name} of the catalogue cannot be read (${error.message}): it is left out of the list.`);
    }
  }
  if (entries.length && !operations.length) throw new Unreadable('No operation can be read');
  return operations;
}
const CatalogueSchema = enveloped(reader(readCatalogue));

export function operationCalls(conn: Connection) {
  return {
    /** `GET /v1/operations`: the operation catalogue, cached for the page's life. */
    async listOperations(options: CallOptions = {}): Promise<Operation[]> {
      return conn.get(conn.partnerUrl('/operations'), CatalogueSchema, { ...options, keep: true });
    },

    /** `GET /v1/operations/{id}`. */
    async getOperation(id: number, options: CallOptions = {}): Promise<Operation> {
      return conn.get(conn.partnerUrl(`/operations/${encodeURIComponent(id)}`), OperationSchema, options);
    },
  };
}

export type OperationCalls = ReturnType<typeof operationCalls>;
