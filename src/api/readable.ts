/**
 * Which numbers of the service's answers can be read as money or volume (docs/contract.md, "Readable numbers"): a
 * kWh cumac volume or an amount in euros that is negative, not finite, or beyond the bounds below is unreadable for
 * its line: refused with a reason, never shown as a figure, never counted. One definition for the answers' readers
 * and for `estimate()`.
 */

/** The largest volume one operation can be worth: 10 000 000 000 kWh cumac (10 TWh cumac). */
export const MAX_KWH_CUMAC = 10_000_000_000;
/** The largest amount one aid of one work can be worth: 1 000 000 €. */
export const MAX_EUROS = 1_000_000;
/** An aid larger than this many times the work's quote cannot be a figure of that work. */
export const MAX_QUOTE_MULTIPLE = 10;

const within = (value: unknown, max: number): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;

/** A volume in kWh cumac that may be shown and counted. */
export const readableKwhCumac = (value: unknown): value is number => within(value, MAX_KWH_CUMAC);

/** An amount in euros that may be shown and counted; with `quote`, also no more than `MAX_QUOTE_MULTIPLE` × the quote. */
export function readableEuros(value: unknown, quote?: number): value is number {
  if (!within(value, MAX_EUROS)) return false;
  return quote === undefined || !(quote > 0) || value <= quote * MAX_QUOTE_MULTIPLE;
}
