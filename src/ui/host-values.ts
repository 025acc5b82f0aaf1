/**
 * The host's prefill (`values`) and what the visitor typed, by dotted key, for every element with a `values`
 * property (`<cee-simulator>`, `<cee-project>`).
 *
 * A framework hands a new object at each render (React's `values={{'housing.surface': 100}}`), so the prefill is
 * compared by content, never by identity:
 * - an object with the same entries changes nothing: no update, no outdated result, the visitor's typing stays;
 * - an entry whose content changed fills its key again, over what was typed there before, and only that key;
 * - what the visitor types after that wins, at every later render, until the host changes that entry again;
 * - an entry the host drops leaves what was typed; an untyped field then shows its default.
 *
 * API:
 * - `changedInContent`: a Lit property's `hasChanged` (`values: {attribute: false, hasChanged: changedInContent}`), so
 *   that a new object with the same content does not even update the element. `fields` takes it too.
 * - `new HostValues(host)`: `host` re-renders when the visitor types.
 * - `take(values)`, in `willUpdate` when `values` changed: anything but a plain object counts as no prefill.
 *   Answers the keys whose entry changed (added or given another content); an empty list means nothing changed.
 * - `valueFor(key, fallback)`: typed since the last fill, else the prefill, else `fallback` (the field's default).
 * - `valuesOf(keys, fallbackOf)`: the same for several keys, as a record.
 * - `changedEntries(previous, next)`: for an element that keeps its own draft (`<worksite-form>`), the entries of the
 *   new `values` to apply (`changed.get('values')` is the previous object in `willUpdate`).
 * - `type(key, value)`: the visitor typed or chose `value` in the field of `key`.
 * Own keys only everywhere: a key named `constructor` or `__proto__` is just a key.
 */
import type { ReactiveControllerHost } from 'lit';

/** Values by dotted key, as the host gives them or the visitor types them. */
export type ValuesByKey = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Plain data (primitives, arrays, plain objects) compared by content; a depth bound keeps a cycle harmless. */
export function sameContent(a: unknown, b: unknown, depth = 0): boolean {
  if (Object.is(a, b)) return true;
  if (depth > 16 || a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && sameContent((a as ValuesByKey)[key], (b as ValuesByKey)[key], depth + 1));
}

/** The entries of `next` that `previous` does not have with the same content (anything but an object is none). */
export function changedEntries(previous: unknown, next: unknown): ValuesByKey {
  const before = isRecord(previous) ? previous : {};
  const after = isRecord(next) ? next : {};
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => !Object.hasOwn(before, key) || !sameContent(before[key], value)));
}

/** Lit's `hasChanged` by content, for `values` and `fields`. */
export const changedInContent = (value: unknown, old: unknown): boolean => !sameContent(value, old);

export class HostValues {
  private prefill: ValuesByKey = {};
  private typed: ValuesByKey = {};

  constructor(private readonly host: ReactiveControllerHost) {}

  take(values: unknown): string[] {
    const changed = Object.keys(changedEntries(this.prefill, values));
    this.prefill = isRecord(values) ? { ...values } : {};
    if (changed.some((key) => Object.hasOwn(this.typed, key))) {
      this.typed = Object.fromEntries(Object.entries(this.typed).filter(([key]) => !changed.includes(key)));
    }
    return changed;
  }

  valueFor(key: string, fallback?: unknown): unknown {
    if (Object.hasOwn(this.typed, key)) return this.typed[key];
    if (Object.hasOwn(this.prefill, key)) return this.prefill[key];
    return fallback;
  }

  valuesOf(keys: readonly string[], fallbackOf: (key: string) => unknown = () => undefined): ValuesByKey {
    return Object.fromEntries(keys.map((key) => [key, this.valueFor(key, fallbackOf(key))]));
  }

  type(key: string, value: unknown): void {
    this.typed = { ...this.typed, [key]: value };
    this.host.requestUpdate();
  }
}
