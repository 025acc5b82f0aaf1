/**
 * How the address and DPE look-ups ask the public services (the Géoplateforme geocoder, ADEME's open data): no token
 * of ours and no cookie, 3 seconds, never tried again; a visitor goes on without them (docs/contract.md, "Address
 * and DPE").
 */
import { request, type Query } from './http.js';
import type { AnswerOf, AnswerSchema } from './reader.js';

/** How long a look-up may take: past it, the visitor is told and goes on without it. */
export const LOOKUP_TIMEOUT_MS = 3000;

export interface LookupOptions {
  /** The service's address, when a partner proxies it. */
  endpoint?: string;
  signal?: AbortSignal;
  /** Default `LOOKUP_TIMEOUT_MS`. */
  timeoutMs?: number;
}

export function lookUp<S extends AnswerSchema>(url: string, query: Query, schema: S, options: LookupOptions): Promise<AnswerOf<S>> {
  return request({ url, query, schema, signal: options.signal, timeoutMs: options.timeoutMs ?? LOOKUP_TIMEOUT_MS, retries: 0, credentials: 'omit' });
}
