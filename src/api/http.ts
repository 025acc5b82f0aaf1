/**
 * The one way the API core talks HTTP: JSON in and out, abort, timeout, every failure as an ApiError,
 * GETs retried on transient failures, identical GETs in flight shared. Uploads are in `upload.ts`.
 */
import { ApiError, clipText, kindForStatus } from './errors.js';
import { readWith, type AnswerOf, type AnswerSchema } from './reader.js';
import { ErrorBodySchema } from './error-body.js';

export type QueryValue = string | number | boolean | undefined | null | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

export interface HttpRequest<S extends AnswerSchema> {
  url: string;
  method?: 'GET' | 'POST' | 'DELETE';
  query?: Query;
  /** Sent as JSON. */
  json?: unknown;
  headers?: Record<string, string>;
  schema: S;
  signal?: AbortSignal;
  /** Per attempt; 0 for none. */
  timeoutMs?: number;
  /** GET only: how many times a transient failure is tried again. */
  retries?: number;
  credentials?: RequestCredentials;
  /** An answer that is not JSON reaches the schema as its text (the token endpoint may answer a bare token). */
  text?: boolean;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_GET_RETRIES = 2;
const RETRY_BASE_MS = 300;
/** A Retry-After longer than this is not waited for: the person gets the error and a retry button. */
const MAX_RETRY_AFTER_MS = 10_000;
const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);

/** Appends the query; arrays use the `key[]=a&key[]=b` form the service reads. */
export function buildUrl(base: string, query?: Query): string {
  const url = new URL(base, globalThis.location?.href);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(`${key}[]`, String(item));
    else url.searchParams.append(key, String(value));
  }
  return url.href;
}

export function abortError(signal?: AbortSignal): unknown {
  return signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * A non-2xx answer as an ApiError: the service's message when it has one, else its status text. Every message is
 * cut to `MAX_MESSAGE_LENGTH` characters: a service's 5 MB sentence is never drawn whole; a 422's field messages
 * are kept within `boundedFieldErrors`' bounds by `ErrorBodySchema`, the others counted.
 */
export function errorFromAnswer(status: number, statusText: string, bodyText: string, retryAfter?: string | null): ApiError {
  const parsed = parseJson(bodyText);
  const read = parsed.ok ? readWith(ErrorBodySchema, parsed.value) : undefined;
  const body = read?.ok ? read.value : undefined;
  const kind = kindForStatus(status);
  const fieldErrors = body?.errors;
  const serviceMessage = body?.message ? clipText(body.message) : undefined;
  const message = serviceMessage || clipText(statusText) || `HTTP ${status}`;
  return new ApiError(kind, message, {
    status,
    fieldErrors,
    fromService: Boolean(serviceMessage),
    retryAfterMs: retryAfterMs(retryAfter ?? null),
  });
}

/** A 2xx body through its schema; anything else is an ApiError of kind `response`. */
export function parseAnswer<S extends AnswerSchema>(schema: S, bodyText: string, status: number, text?: boolean): AnswerOf<S> {
  const parsed = parseJson(bodyText);
  if (!parsed.ok && !text) throw new ApiError('response', 'The answer is not valid JSON.', { status });
  const result = readWith(schema, parsed.ok ? parsed.value : bodyText);
  if (!result.ok) {
    const issue = result.issues[0];
    const path = issue?.path?.map((part) => String(typeof part === 'object' ? part.key : part)) ?? [];
    const where = path.length ? ` at ${path.join('.')}` : '';
    throw new ApiError('response', `The answer does not have the expected shape${where}: ${issue?.message ?? ''}`.trim(), {
      status,
      cause: result.issues,
    });
  }
  return result.value;
}

/** Runs `work` with a signal that aborts on the caller's abort or after `timeoutMs`. */
async function withTimeout<T>(signal: AbortSignal | undefined, timeoutMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  if (signal?.aborted) throw abortError(signal);
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(abortError(signal));
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer = timeoutMs > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), timeoutMs) : undefined;
  try {
    return await work(controller.signal);
  } catch (error) {
    if (signal?.aborted) throw abortError(signal);
    if (timedOut) throw new ApiError('network', `No answer within ${timeoutMs} ms.`, { timedOut: true });
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Waits `ms`, or rejects as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

async function attempt<S extends AnswerSchema>(req: HttpRequest<S>, url: string): Promise<AnswerOf<S>> {
  return withTimeout(req.signal, req.timeoutMs ?? DEFAULT_TIMEOUT_MS, async (signal) => {
    const headers: Record<string, string> = { Accept: 'application/json', ...req.headers };
    let body: string | undefined;
    if (req.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(req.json);
    }
    let response: Response;
    try {
      response = await fetch(url, { method: req.method ?? 'GET', headers, body, signal, credentials: req.credentials });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new ApiError('network', 'The service could not be reached.', { cause: error });
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) throw errorFromAnswer(response.status, response.statusText, text, response.headers.get('Retry-After'));
    return parseAnswer(req.schema, text, response.status, req.text);
  });
}

function isTransient(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network') return !error.timedOut;
  return error.status !== undefined && RETRYABLE_STATUSES.has(error.status);
}

/** One JSON request. GETs are retried on network loss, 429, 502, 503 and 504; POST and DELETE never are. */
export async function request<S extends AnswerSchema>(req: HttpRequest<S>): Promise<AnswerOf<S>> {
  const url = buildUrl(req.url, req.query);
  const method = req.method ?? 'GET';
  const retries = method === 'GET' ? (req.retries ?? DEFAULT_GET_RETRIES) : 0;
  for (let n = 0; ; n++) {
    try {
      return await attempt(req, url);
    } catch (error) {
      if (n >= retries || !isTransient(error)) throw error;
      const wait = error.retryAfterMs ?? RETRY_BASE_MS * 2 ** n + Math.random() * 100;
      if (wait > MAX_RETRY_AFTER_MS) throw error;
      await sleep(wait, req.signal);
    }
  }
}

interface InFlight {
  promise: Promise<unknown>;
  controller: AbortController;
  users: number;
}
const inFlight = new Map<string, InFlight>();

/**
 * Identical requests in flight at once are sent once. Each caller keeps its own abort: the shared request
 * is aborted only when every caller has given up, and not before the end of the turn, so that a caller asking the
 * same in the turn it gave up in (a task run again with other arguments, which aborts its last run before it starts
 * the next) joins the request on its way rather than sending it again.
 */
export function shared<T>(key: string, run: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (signal?.aborted) return Promise.reject(abortError(signal));
  let entry = inFlight.get(key);
  if (!entry) {
    const controller = new AbortController();
    const created: InFlight = { controller, users: 0, promise: Promise.resolve() };
    created.promise = run(controller.signal).finally(() => {
      if (inFlight.get(key) === created) inFlight.delete(key);
    });
    inFlight.set(key, created);
    entry = created;
  }
  const current = entry;
  current.users++;
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const leave = () => {
      signal?.removeEventListener('abort', onAbort);
      if (settled) return;
      settled = true;
      current.users--;
    };
    const onAbort = () => {
      leave();
      reject(abortError(signal));
      queueMicrotask(() => {
        if (current.users > 0) return;
        current.controller.abort(abortError(signal));
        if (inFlight.get(key) === current) inFlight.delete(key);
      });
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    (current.promise as Promise<T>).then(
      (value) => (leave(), resolve(value)),
      (error) => (leave(), reject(error)),
    );
  });
}
