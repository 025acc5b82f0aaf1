/**
 * Typed helpers for the sandbox's control API (`/__sandbox/...`), mounted on the test page's own origin by
 * web-test-runner.config.mjs. Test files run one at a time and share the sandbox: call `resetSandbox()` in
 * `beforeEach`.
 */

export type SandboxMethod = 'GET' | 'POST' | 'DELETE' | '*';

/** One armed failure: see `POST /__sandbox/fail-next`. */
export interface FailRule {
  method: SandboxMethod;
  /** Pathname as the sandbox sees it (`/partner/v1/operations/1`), or a prefix ending with `*`. */
  path: string;
  /** Answer status; `0` destroys the socket (network failure); absent: handled normally after `delayMs`. */
  status?: number;
  /** Sent raw when a string; default `{"message":"Erreur simulée <status>"}`. */
  body?: string;
  delayMs?: number;
  /** How many matching requests the rule applies to (default 1). */
  times?: number;
  /** Only requests whose query has these values (`{per_page: '15'}`): another element's request is not taken. */
  query?: Record<string, string>;
  /** Only requests whose body holds this text (`'"fost_code":"BAR-EN-101"'`): one work's calculation among several. */
  bodyIncludes?: string;
  /**
   * Seconds for a `Retry-After` header on the scripted answer. Not in the sandbox's documented control API
   * yet (it ignores unknown fields): probe the answer's header before relying on it.
   */
  retryAfter?: number;
  /** The route runs first (creating what it creates), then its answer is replaced by `status` (0: socket closed). */
  after?: boolean;
}

/** One request the sandbox received (to /partner, /calc or /token), in order. */
export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  status: number;
  /** Whatever the sandbox logs about the Authorization header (never the token itself). */
  auth: unknown;
  body: unknown;
  /** The request's `Idempotency-Key` header, when it had one. */
  idempotencyKey?: string;
}

export interface RequestFilter {
  method?: string;
  /** Exact pathname, or a prefix when it ends with `*`. */
  path?: string;
  /** Keeps the requests whose path starts with this (e.g. `/calc`). */
  prefix?: string;
  status?: number;
}

export interface SandboxState {
  worksites: number;
  documents: number;
  tokensIssued: number;
  [key: string]: unknown;
}

export interface Bases {
  apiBase: string;
  calcBase: string;
  tokenEndpoint: string;
}

/** The bases a client or an element uses to talk to the sandbox on this page's origin. */
export function bases(): Bases {
  const origin = location.origin;
  return { apiBase: `${origin}/partner`, calcBase: `${origin}/calc`, tokenEndpoint: `${origin}/token` };
}

async function control<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, headers: { Accept: 'application/json' }, cache: 'no-store' };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  const response = await fetch(`${location.origin}/__sandbox/${path}`, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`Sandbox control ${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Seed data back; tokens, token TTL, request log, inputs shape and fail rules cleared. */
export async function resetSandbox(): Promise<void> {
  await control('POST', 'reset');
}

/** Arms a failure (or a delay) for the next matching request(s). */
export async function failNext(rule: FailRule): Promise<void> {
  await control('POST', 'fail-next', rule);
}

/** Lifetime, in seconds, of the tokens issued from now on. */
export async function setTokenTtl(seconds: number): Promise<void> {
  await control('POST', 'token-ttl', { seconds });
}

/** Every token issued so far stops working: the next calculation call gets a 401. */
export async function expireTokens(): Promise<void> {
  await control('POST', 'expire-tokens');
}

/** Whether `simulation-inputs` answers in shape A (descriptors) or B (key to values) of docs/contract.md. */
export async function setInputsShape(shape: 'a' | 'b'): Promise<void> {
  await control('POST', 'inputs-shape', { shape });
}

function matches(request: LoggedRequest, filter: RequestFilter): boolean {
  if (filter.method && request.method.toUpperCase() !== filter.method.toUpperCase()) return false;
  if (filter.path !== undefined) {
    if (filter.path.endsWith('*')) {
      if (!request.path.startsWith(filter.path.slice(0, -1))) return false;
    } else if (request.path !== filter.path) return false;
  }
  if (filter.prefix !== undefined && !request.path.startsWith(filter.prefix)) return false;
  if (filter.status !== undefined && request.status !== filter.status) return false;
  return true;
}

/** The requests the sandbox received since the last reset, in order, optionally filtered. */
export async function sandboxRequests(filter: RequestFilter = {}): Promise<LoggedRequest[]> {
  const answer = await control<{ data: LoggedRequest[] }>('GET', 'requests');
  return answer.data.filter((request) => matches(request, filter));
}

/** Counts of the sandbox's mutable data. */
export async function sandboxState(): Promise<SandboxState> {
  const answer = await control<{ data: SandboxState }>('GET', 'state');
  return answer.data;
}

/** The rejection of `promise` (fails when it resolves), to assert on the error's primitives. */
export async function rejectionOf(promise: Promise<unknown>): Promise<any> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject, but it resolved.');
}
