/**
 * Ids a host gives as attributes (the worksite form's convention, beneficiary and worksite; the uploader's
 * worksite and operation), read the same way by both. Not in `attributes.ts`: the simulator reads no id, and
 * its chunks do not carry these.
 */

export const isBlank = (value: unknown): boolean => value === undefined || value === null || String(value).trim() === '';

/** `5` or `"5"`: 5; anything else (empty, `0`, `"x"`, `"1.5"`, past the safe integers): undefined. */
export function positiveInteger(value: unknown): number | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return undefined;
  const number = Number(text);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}
