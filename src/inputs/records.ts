/**
 * Records keyed by what the service chose (input keys, error keys): read and written as own properties only,
 * so a key such as `constructor`, `toString` or `__proto__` is just a key, never the prototype's member.
 */

/** `record[key]` when the record has that key of its own, else undefined. */
export function ownValue<T>(record: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Sets `record[key]` as an own property, even for `__proto__`. */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}
