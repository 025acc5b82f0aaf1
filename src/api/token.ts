/**
 * The Bearer token of the calculation API: from the host's token endpoint or a host-provided function.
 * One source per endpoint (or provider) per page, shared by every element; concurrent callers wait on one
 * request; renewed 30 s before expiry. Kept in memory only, never logged.
 */
import { VERSION } from '../version.js';
import { ApiError } from './errors.js';
import { abortError, DEFAULT_TIMEOUT_MS, request } from './http.js';
import { isToken, TokenEndpointAnswerSchema, type TokenEndpointAnswer } from './schemas.js';

export type TokenProviderAnswer = string | { token: string; expiresAt?: number | string | Date | null };
/** Set by a host that obtains tokens itself; `expiresAt` is a Date, an ISO date or epoch milliseconds. */
export type TokenProvider = () => Promise<TokenProviderAnswer> | TokenProviderAnswer;

interface Token {
  value: string;
  /** Epoch ms; undefined when the answer gave no lifetime. */
  expiresAt?: number;
  /** When to fetch the next one. */
  renewAt?: number;
}

const RENEW_BEFORE_MS = 30_000;

/** Epoch seconds or milliseconds, an ISO date, or a Date, as epoch milliseconds. */
function toEpochMs(value: number | string | Date | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value < 1e12 ? value * 1000 : value;
  const numeric = Number(value);
  if (Number.isFinite(numeric)) return toEpochMs(numeric);
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

function makeToken(value: string, expiresAt: number | undefined): Token {
  if (expiresAt === undefined) return { value };
  const lifetime = expiresAt - Date.now();
  // A lifetime shorter than a minute is renewed at its half, not 30 s before it ends.
  const margin = Math.min(RENEW_BEFORE_MS, Math.max(0, lifetime / 2));
  return { value, expiresAt, renewAt: expiresAt - margin };
}

let nextSourceId = 0;

export class TokenSource {
  /** Tells sources apart in cache keys: answers fetched with one source's token are not served to another. */
  readonly id = ++nextSourceId;
  private token?: Token;
  private pending?: Promise<Token>;
  /** How many token requests this source has made (for the benchmark and the tests). */
  requests = 0;

  constructor(private readonly fetchToken: () => Promise<Token>) {}

  /**
   * The token in hand when it is still valid, else undefined: a call that has it leaves in its caller's task, without
   * waiting for a promise's turn (an element's inputs request leaves during its insertion, before its first render).
   */
  now(): string | undefined {
    const token = this.token;
    return token && (token.renewAt === undefined || Date.now() < token.renewAt) ? token.value : undefined;
  }

  /** A valid token, fetching one if needed; every concurrent caller shares the same request. */
  async get(signal?: AbortSignal): Promise<string> {
    if (signal?.aborted) throw abortError(signal);
    const inHand = this.now();
    if (inHand !== undefined) return inHand;
    if (!this.pending) {
      this.requests++;
      this.pending = this.fetchToken().then(
        (fresh) => ((this.token = fresh), (this.pending = undefined), fresh),
        (error: unknown) => {
          this.pending = undefined;
          // Whatever the token's failure, the call that needed it was never sent.
          if (error instanceof ApiError) error.unsent = true;
          throw error;
        },
      );
    }
    const pending = this.pending;
    if (!signal) return (await pending).value;
    return new Promise<string>((resolve, reject) => {
      const onAbort = () => reject(abortError(signal));
      signal.addEventListener('abort', onAbort, { once: true });
      pending.then(
        (t) => (signal.removeEventListener('abort', onAbort), resolve(t.value)),
        (e) => (signal.removeEventListener('abort', onAbort), reject(e)),
      );
    });
  }

  /**
   * Resolves once no token request is on its way (at once when none is): what waits for the calls a token lets
   * leave, without asking for one. Rejects when that request fails.
   */
  async settled(): Promise<void> {
    await this.pending;
  }

  /** The service refused `value`: the next `get` fetches a new token, once, however many callers saw the 401. */
  invalidate(value: string): void {
    if (this.token?.value === value) this.token = undefined;
  }

  /** Forgets the token (a host logging its user out). */
  clear(): void {
    this.token = undefined;
  }
}

/**
 * An endpoint that fails is said in the console, for the site's developer, once per page whatever the number of
 * elements and retries (the visitor reads the element's own words). Kept on the page, with the token sources.
 */
function tellDeveloper(url: string, what: string): void {
  if (registry.told.has(url)) return;
  registry.told.add(url);
  console.error(`cee-widgets: the token endpoint ${url} ${what}.`);
}

/** One request through `http.ts` (its timeout covers the whole body), the answer through `TokenEndpointAnswerSchema`. */
async function fetchFromEndpoint(url: string, timeoutMs: number): Promise<Token> {
  let answer: TokenEndpointAnswer;
  try {
    answer = await request({ url, method: 'POST', credentials: 'same-origin', schema: TokenEndpointAnswerSchema, text: true, timeoutMs });
  } catch (error) {
    // Lost on the way, or refused by CORS? Told apart only on this failure: its code comes then.
    if (error instanceof ApiError && error.kind === 'network' && !error.timedOut) throw await import('./token-cors.js').then((cors) => cors.refusal(url, timeoutMs, error), () => error);
    if (error instanceof ApiError && error.status !== undefined) tellDeveloper(url, error.kind === 'response' ? `answered no token (${error.status})` : `answered ${error.status}`);
    if (!(error instanceof ApiError) || error.kind === 'network' || error.kind === 'server') throw error;
    if (error.kind === 'response') throw new ApiError('response', 'The token endpoint answered no token.', { status: error.status, cause: error });
    // Whatever else the token endpoint refuses, for the calculation it means "not authorised".
    throw new ApiError('auth', error.message, { status: error.status });
  }
  if (typeof answer === 'string') return makeToken(answer, undefined);
  const { access_token, expires_in, token, expires_at } = answer as { access_token?: string; expires_in?: number; token?: string; expires_at?: string | number };
  if (access_token) return makeToken(access_token, expires_in === undefined ? undefined : Date.now() + expires_in * 1000);
  return makeToken(token!, toEpochMs(expires_at));
}

async function fetchFromProvider(provider: TokenProvider): Promise<Token> {
  let answer: TokenProviderAnswer;
  try {
    answer = await provider();
  } catch (error) {
    throw new ApiError('auth', 'The token provider failed.', { cause: error });
  }
  // The same characters and length as the endpoint's: a value that is no token is refused, never sent as a header.
  const value = typeof answer === 'string' ? answer : answer?.token;
  if (isToken(value)) return makeToken(value, typeof answer === 'object' ? toEpochMs(answer.expiresAt) : undefined);
  throw new ApiError('response', 'The token provider gave no token.');
}

interface Registry {
  byEndpoint: Map<string, TokenSource>;
  byProvider: WeakMap<TokenProvider, TokenSource>;
  /** The endpoints whose failure the console was told. */
  told: Set<string>;
}
// On the page, per library version: two copies of one version (two CMS blocks) share one token per endpoint.
const registry: Registry = ((globalThis as unknown as Record<symbol, Registry>)[Symbol.for(`cee-widgets.tokens@${VERSION}`)] ??= {
  byEndpoint: new Map(),
  byProvider: new WeakMap(),
  told: new Set(),
});
const { byEndpoint, byProvider } = registry;
/** The provider sources, weakly, so that `clearTokens` reaches them too. */
const providerSources = new Set<WeakRef<TokenSource>>();

/** The page's token source for this endpoint or provider; the provider wins when both are given. */
export function tokenSource(options: { tokenEndpoint?: string; tokenProvider?: TokenProvider }): TokenSource | undefined {
  const { tokenProvider, tokenEndpoint } = options;
  if (tokenProvider) {
    let source = byProvider.get(tokenProvider);
    if (!source) {
      byProvider.set(tokenProvider, (source = new TokenSource(() => fetchFromProvider(tokenProvider))));
      providerSources.add(new WeakRef(source));
    }
    return source;
  }
  if (!tokenEndpoint) return undefined;
  const url = new URL(tokenEndpoint, globalThis.location?.href).href;
  let source = byEndpoint.get(url);
  if (!source) byEndpoint.set(url, (source = new TokenSource(() => fetchFromEndpoint(url, DEFAULT_TIMEOUT_MS))));
  return source;
}

/** Forgets every token of the page (after a logout, or between tests). */
export function clearTokens(): void {
  for (const source of byEndpoint.values()) source.clear();
  byEndpoint.clear();
  for (const ref of providerSources) {
    const source = ref.deref();
    if (source) source.clear();
    else providerSources.delete(ref);
  }
}
