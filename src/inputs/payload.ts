/**
 * Validated values by dotted key -> the calculation payload docs/contract.md decides: nested by dotted path
 * (`operation.usage` -> `{operation: {usage}}`) plus top-level `fost_code` and `context`; CEE adds
 * `eurosMwhCumac` when a price is set; each calculation gets only the keys its inputs listed.
 */
import type { CalculationPayload, Context } from '../api/schemas.js';
import type { CalculationAid, FormField } from './form-model.js';
import { ownValue, setOwn } from './records.js';

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => value !== null && typeof value === 'object' && !Array.isArray(value);

/** `{'a.b': 1, 'a.c': 2}` -> `{a: {b: 1, c: 2}}`; absent values are left out. */
export function nestDottedKeys(flat: Record<string, unknown>): Tree {
  const root: Tree = {};
  for (const [key, value] of Object.entries(flat)) {
    if (value === undefined) continue;
    const path = key.split('.');
    const last = path.pop()!;
    let node = root;
    for (const part of path) {
      // Own properties only: a `__proto__` segment of a key nests like any other instead of reaching Object.prototype.
      if (!isTree(ownValue(node, part))) setOwn<unknown>(node, part, {});
      node = node[part] as Tree;
    }
    setOwn<unknown>(node, last, value);
  }
  return root;
}

export interface PayloadTarget {
  fostCode: string;
  context: Context;
  /** Price per MWh cumac, sent to the CEE calculation only. */
  eurosMwhCumac?: number;
}

/** The body of one calculation: its own keys, nested, with the top-level fields. */
export function buildPayload(
  aid: CalculationAid,
  fields: readonly FormField[],
  values: Record<string, unknown>,
  target: PayloadTarget,
): CalculationPayload & { eurosMwhCumac?: number } {
  const own = Object.fromEntries(fields.filter((field) => field.aids.includes(aid)).map((field) => [field.key, ownValue(values, field.key)]));
  const payload: CalculationPayload & { eurosMwhCumac?: number } = {
    ...nestDottedKeys(own),
    fost_code: target.fostCode,
    context: target.context,
  };
  if (aid === 'cee' && target.eurosMwhCumac !== undefined) payload.eurosMwhCumac = target.eurosMwhCumac;
  return payload;
}
