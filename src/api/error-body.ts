/**
 * An error answer's body, read without zod like every answer a first view reads (`reader.ts`): its message, and a
 * 422's field messages within the bounds of `boundedFieldErrors` (docs/contract.md §9, Holding under bad input).
 */
import { boundedFieldErrors, type FieldErrors } from './errors.js';
import { isRecord, reader, Unreadable } from './reader.js';

/** What any error answer may carry: at least a message, by contract; tolerated when absent. */
export interface ErrorBody {
  message?: string;
  /**
   * A 422's `errors`, key to messages (one message read as a list of one), whatever the key (`__proto__` too: own
   * properties), within the bounds of `boundedFieldErrors` (20 messages a key, 200 keys; the others counted).
   */
  errors?: FieldErrors;
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The entries of a 422's `errors` that are messages, in one pass over the answer's own keys (no copy of 50 000). */
function* messageEntries(errors: Record<string, unknown>): Generator<[string, string | string[]]> {
  for (const key in errors) {
    const messages = Object.hasOwn(errors, key) ? errors[key] : undefined;
    if (key && (typeof messages === 'string' || isStrings(messages))) yield [key, messages];
  }
}

/**
 * An error answer's body: its `message` when it is text, its `errors` entries that are messages (others left out),
 * bounded. A body that is not an object is unreadable (the status text is said instead).
 */
export const ErrorBodySchema = reader((value): ErrorBody => {
  if (!isRecord(value)) throw new Unreadable('Not an object');
  const body: ErrorBody = {};
  if (typeof value.message === 'string') body.message = value.message;
  if (isRecord(value.errors)) body.errors = boundedFieldErrors(messageEntries(value.errors));
  return body;
});
