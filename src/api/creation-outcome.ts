/**
 * What a failed request that creates something says of what it created, for whoever settles an unknown outcome
 * before creating anything new (`ui/submission.ts`, or a headless page). Apart from `errors.ts`, so that only
 * the code that creates downloads it.
 */
import { ApiError } from './errors.js';

/**
 * What a failed request that creates something (a worksite, a document) says of what it created:
 * - `nothing`: the service read it and refused it (400, 404, 413, 415, a 422...): nothing exists under its key;
 * - `unheard`: refused before the service read it (401, 403, 408, 409, 425, 429): this request created nothing,
 *   and it says nothing of an earlier request with the same key;
 * - `unknown`: it may have created (a lost answer, a timeout, a 5xx, a 2xx answer that cannot be read).
 */
export type CreationOutcome = 'nothing' | 'unheard' | 'unknown';

const UNHEARD_STATUSES = new Set([401, 403, 408, 409, 425, 429]);

export function creationOutcome(error: unknown): CreationOutcome {
  if (!(error instanceof ApiError)) return 'unknown';
  if (error.unsent) return 'unheard';
  if (error.status === undefined) return error.kind === 'network' || error.kind === 'response' ? 'unknown' : 'unheard';
  if (error.status >= 500 || (error.status >= 200 && error.status < 300)) return 'unknown';
  return UNHEARD_STATUSES.has(error.status) ? 'unheard' : 'nothing';
}
