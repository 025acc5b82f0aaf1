/**
 * What every call of the API core shares: the configuration, the token source, Bearer calls with one renewal
 * on a 401, GETs shared while in flight and, when asked, kept for the page's life. `partner.ts` and
 * `aid-calculations.ts` build their calls on it, so a page that needs only some calls downloads only those.
 */
import { ApiError } from './errors.js';
import type { AnswerOf, AnswerSchema } from './reader.js';
import { request, shared, type HttpRequest, type Query } from './http.js';
import { tokenSource, type TokenProvider, type TokenSource } from './token.js';
import type { Lang } from '../i18n/translate.js';

export interface ClientConfig {
  /** Partner API base, e.g. `https://service.example/partner` (paths add `/v1/...`). */
  apiBase?: string;
  /** Calculation API base (paths add `/api/v2/...`). */
  calcBase?: string;
  /** Host endpoint that answers a Bearer token to a same-origin POST. */
  tokenEndpoint?: string;
  tokenProvider?: TokenProvider;
  /** `bearer`: the partner API gets the calculation API's token too. */
  partnerAuth?: 'none' | 'bearer';
  /** Language of client-side validation messages, and of the service's answers: sent as `Accept-Language`. */
  lang?: Lang;
  /** Per request attempt, in ms. */
  timeoutMs?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** Answers kept for the page's life: the catalogue and simulation inputs do not change while a visitor is here. */
const pageCache = new Map<string, unknown>();

/** Forgets cached catalogue and simulation inputs (for hosts that switch accounts, and for tests). */
export function clearApiCache(): void {
  pageCache.clear();
}

function joinUrl(base: string | undefined, path: string, what: string): string {
  if (!base) throw new ApiError('response', `No ${what} base URL is configured.`);
  return base.replace(/\/+$/, '') + path;
}

export function connect(config: ClientConfig = {}) {
  const lang: Lang = config.lang ?? 'fr';
  const timeoutMs = config.timeoutMs;
  const tokens: TokenSource | undefined = tokenSource(config);
  /** The service speaks the page's language (docs/contract.md §1): labels, help texts, reasons, 422 messages. */
  const language = { 'Accept-Language': lang };

  /** Runs `call` with a Bearer token; on a 401, renews the token once and tries once more. */
  async function withToken<T>(call: (headers: Record<string, string>) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (!tokens) throw new ApiError('auth', 'No token endpoint or token provider is configured.');
    // A token in hand lets the call leave now, in the caller's task; `get` waits (and says an abort).
    const token = (!signal?.aborted && tokens.now()) || (await tokens.get(signal));
    try {
      return await call({ Authorization: `Bearer ${token}` });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      tokens.invalidate(token);
      const renewed = await tokens.get(signal);
      return call({ Authorization: `Bearer ${renewed}` });
    }
  }

  /** A partner API call, in the element's language: with the Bearer token when `partnerAuth` is `bearer`. */
  function partnerCall<T>(send: (headers: Record<string, string>) => Promise<T>, signal?: AbortSignal): Promise<T> {
    return config.partnerAuth === 'bearer' ? withToken((auth) => send({ ...auth, ...language }), signal) : send({ ...language });
  }

  /** One JSON request to the partner API. */
  function partner<S extends AnswerSchema>(req: HttpRequest<S>): Promise<AnswerOf<S>> {
    return partnerCall((headers = {}) => request({ timeoutMs, ...req, headers: { ...language, ...req.headers, ...headers } }), req.signal);
  }

  /** One JSON request to the calculation API, always with the Bearer token. */
  function calc<S extends AnswerSchema>(req: HttpRequest<S>): Promise<AnswerOf<S>> {
    return withToken((headers) => request({ timeoutMs, ...req, headers: { ...language, ...req.headers, ...headers } }), req.signal);
  }

  /** A GET shared with identical GETs in flight, and optionally kept for the page's life; per language (answers differ). */
  async function get<S extends AnswerSchema>(
    url: string,
    schema: S,
    options: CallOptions & { query?: Query; keep?: boolean; calc?: boolean },
  ): Promise<AnswerOf<S>> {
    const auth = options.calc || config.partnerAuth === 'bearer';
    // Per language too: an English answer is never served to a French element.
    const key = `${auth ? `bearer#${tokens?.id ?? 'none'} ` : ''}${lang} ${url} ${JSON.stringify(options.query ?? {})}`;
    if (options.keep && pageCache.has(key)) return pageCache.get(key) as AnswerOf<S>;
    const value = await shared(key, (signal) => (options.calc ? calc : partner)({ url, schema, query: options.query, signal }), options.signal);
    if (options.keep) pageCache.set(key, value);
    return value;
  }

  return {
    config,
    lang,
    timeoutMs,
    tokens,
    withToken,
    partnerCall,
    partner,
    calc,
    get,
    partnerUrl: (path: string) => joinUrl(config.apiBase, `/v1${path}`, 'partner API'),
    calcUrl: (path: string) => joinUrl(config.calcBase, `/api/v2${path}`, 'calculation API'),
  };
}

export type Connection = ReturnType<typeof connect>;
