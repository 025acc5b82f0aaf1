// What the configurator offers per operation: the catalogue's operations a simulator computes, and the aids the
// service computes for one of them today. The catalogue's optional `aids` says it (docs/contract.md §1, "Operation aids");
// without it, CEE plus MaPrimeRénov' when the operation's `simulation-inputs?aid=mpr` answers (404: no geste).
import { ApiError, createClient } from '../src/api/index.js';

export type AidName = 'cee' | 'mpr';

/** One operation of the catalogue, as the configurator offers it. */
export interface CatalogueEntry {
  code: string;
  name: string;
  b2c: boolean;
  b2b: boolean;
  /** The catalogue's `aids` when it gives them. */
  aids?: readonly AidName[];
}

export interface ServiceBases {
  apiBase: string;
  calcBase: string;
  tokenEndpoint: string;
}

/** The aids the service computes for an operation today, and where the configurator read it. */
export interface OperationAids {
  aids: readonly AidName[];
  source: 'catalogue' | 'inputs';
}

/** The catalogue's `aids` when it is a list of known aids, without repeats; undefined otherwise. */
function catalogueAids(value: unknown): AidName[] | undefined {
  if (!Array.isArray(value) || !value.every((aid) => aid === 'cee' || aid === 'mpr')) return undefined;
  return (['cee', 'mpr'] as const).filter((aid) => value.includes(aid));
}

/**
 * The catalogue's operations a simulator can compute: those with `has_simulation` true when the field is present,
 * and some aid when `aids` is given.
 */
export async function loadCatalogue(bases: ServiceBases): Promise<CatalogueEntry[]> {
  const operations = await createClient(bases).listOperations();
  return operations.flatMap((operation) => {
    const extra = operation as { has_simulation?: unknown; aids?: unknown };
    if (extra.has_simulation === false) return [];
    const aids = catalogueAids(extra.aids);
    if (aids?.length === 0) return [];
    const entry: CatalogueEntry = { code: operation.code, name: operation.operation_name, b2c: operation.can_b2c, b2b: operation.can_b2b };
    return [aids ? { ...entry, aids } : entry];
  });
}

/**
 * The aids of an operation today. MaPrimeRénov' is for households: an operation professionals alone may do has CEE
 * only. Rejects when the service cannot say (network, server): the caller offers every aid and says so.
 */
export async function operationAids(entry: CatalogueEntry, bases: ServiceBases): Promise<OperationAids> {
  if (entry.aids) return { aids: entry.aids, source: 'catalogue' };
  if (!entry.b2c) return { aids: ['cee'], source: 'inputs' };
  try {
    await createClient(bases).getSimulationInputs(entry.code, 'b2c', { aid: 'mpr' });
    return { aids: ['cee', 'mpr'], source: 'inputs' };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'not-found') return { aids: ['cee'], source: 'inputs' };
    throw error;
  }
}

/** A date as French writes it: "1er janvier 2026", "26 novembre 2026" (Paris time). */
export function frenchDate(date: Date): string {
  const parts = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).formatToParts(date);
  return parts.map(({ type, value }) => (type === 'day' && value === '1' ? '1er' : value)).join('');
}
