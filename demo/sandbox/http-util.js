// @ts-check
/**
 * Small HTTP helpers shared by the sandbox routes: answers, CORS for the origins allowed, JSON bodies, query strings.
 */

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */

import { createHash } from 'node:crypto';
import { langOf, tr } from './i18n.js';

/** An answer a route throws instead of returning: the router sends it. */
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {Record<string, unknown>} body
   */
  constructor(status, body) {
    super(String(body.message ?? status));
    this.status = status;
    this.body = body;
  }
}

/**
 * @param {number} status
 * @param {string} message
 */
export const httpError = (status, message) => new HttpError(status, { message });

/**
 * The origin each answer may be read from by a page of another origin (CORS), when the sandbox allowed it: never
 * `*`, so a site the developer happens to visit cannot read the seeded beneficiaries (demo/sandbox/README.md).
 * @type {WeakMap<Res, string>}
 */
const readableFrom = new WeakMap();

/**
 * Lets the page of `origin` read this answer (its own origin, or one of SANDBOX_ALLOWED_ORIGINS).
 * @param {Res} res
 * @param {string} origin
 */
export function allowOrigin(res, origin) {
  readableFrom.set(res, origin);
}

/**
 * Origins as `scheme://host[:port]`, from a list such as SANDBOX_ALLOWED_ORIGINS ("http://localhost:5173, https://a.example");
 * what is not an origin (`*`, a path, a word) is left out.
 * @param {string | undefined} list
 * @returns {string[]}
 */
export function originsOf(list) {
  return String(list ?? '').split(/[\s,]+/).filter(Boolean).flatMap((item) => {
    try {
      const url = new URL(item);
      return /^https?:$/.test(url.protocol) && url.origin === item.replace(/\/$/, '') ? [url.origin] : [];
    } catch {
      return [];
    }
  });
}

/** @param {Res} res */
export function applyCors(res) {
  // Never sniffed as something else: a body echoed from a request stays data.
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Caches keep one answer per asking origin.
  res.setHeader('Vary', 'Origin');
  const origin = readableFrom.get(res);
  if (origin === undefined) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Expose-Headers', 'Retry-After, Idempotent-Replayed');
}

/** @param {Res} res */
export function answerPreflight(res) {
  applyCors(res);
  if (readableFrom.has(res)) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept, Accept-Language, Idempotency-Key');
    res.setHeader('Access-Control-Max-Age', '600');
  }
  res.statusCode = 204;
  res.end();
}

/**
 * @param {Res} res
 * @param {number} status
 * @param {unknown} body
 */
export function sendJson(res, status, body) {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(body);
  applyCors(res);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

/**
 * @param {Res} res
 * @param {number} status
 */
export function sendEmpty(res, status = 204) {
  if (res.headersSent || res.destroyed) return;
  applyCors(res);
  res.statusCode = status;
  res.end();
}

/**
 * A raw body as given to fail-next: JSON when it parses, so widgets see a JSON error; plain text otherwise, never
 * HTML (a page could otherwise plant a script on the developer's origin through fail-next).
 * @param {Res} res
 * @param {number} status
 * @param {string} body
 */
export function sendRaw(res, status, body) {
  if (res.headersSent || res.destroyed) return;
  let type = 'application/json; charset=utf-8';
  try {
    JSON.parse(body);
  } catch {
    type = 'text/plain; charset=utf-8';
  }
  applyCors(res);
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

const JSON_BODY_LIMIT = 1024 * 1024;
/** Deeper than any body the APIs take; deeper bodies are refused before anything walks them recursively. */
const JSON_MAX_DEPTH = 32;

/** @param {Req} req */
export const isJsonRequest = (req) => /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(req.headers['content-type'] ?? '');

/**
 * The depth of a parsed JSON value, walked without recursion; stops counting past `limit`.
 * @param {unknown} value
 * @param {number} limit
 */
function depthOf(value, limit) {
  /** @type {Array<[unknown, number]>} */
  const stack = [[value, 0]];
  let deepest = 0;
  while (stack.length > 0) {
    const [node, depth] = /** @type {[unknown, number]} */ (stack.pop());
    if (node === null || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Reads and parses a JSON body; an empty body is `undefined`. A body that is not JSON (by its Content-Type) is a 415,
 * a body nested deeper than JSON_MAX_DEPTH a 400.
 * @param {Req} req
 * @returns {Promise<unknown>}
 */
export async function readJson(req) {
  const lang = langOf(req);
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > JSON_BODY_LIMIT) throw httpError(413, tr(lang, 'Corps de requête trop volumineux.', 'The request body is too large.'));
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  if (!isJsonRequest(req)) throw httpError(415, tr(lang, 'Le corps doit être du JSON (Content-Type: application/json).', 'The body must be JSON (Content-Type: application/json).'));
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw httpError(400, tr(lang, 'Corps JSON invalide.', 'The JSON body is not valid.'));
  }
  if (depthOf(parsed, JSON_MAX_DEPTH) > JSON_MAX_DEPTH) {
    throw httpError(400, tr(lang, `Corps JSON trop imbriqué (au plus ${JSON_MAX_DEPTH} niveaux).`, `The JSON body is nested too deeply (${JSON_MAX_DEPTH} levels at most).`));
  }
  return parsed;
}

/**
 * A JSON body that must be an object (an empty body counts as `{}`).
 * @param {Req} req
 * @returns {Promise<Record<string, any>>}
 */
export async function readJsonObject(req) {
  const body = await readJson(req);
  if (body === undefined) return {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw httpError(400, tr(langOf(req), 'Corps JSON invalide : un objet est attendu.', 'The JSON body is not valid: an object is expected.'));
  }
  return /** @type {Record<string, any>} */ (body);
}

/**
 * Query string as an object; a repeated key becomes an array.
 * @param {URLSearchParams} params
 * @returns {Record<string, string | string[]>}
 */
export function queryObject(params) {
  // No prototype: keys like `constructor` or `__proto__` are plain entries.
  /** @type {Record<string, string | string[]>} */
  const query = Object.create(null);
  for (const [key, value] of params) {
    const previous = query[key];
    if (previous === undefined) query[key] = value;
    else query[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return query;
}

/** Bodies given up (too large, stalled): never read further; their connection closes after the answer. */
const abandoned = new WeakSet();

/**
 * Gives up reading a request's body: the answer says `Connection: close`, and `discardBody` closes the connection
 * instead of reading what is left.
 * @param {Req} req
 * @param {Res} res
 */
export function abandonBody(req, res) {
  abandoned.add(req);
  if (!res.headersSent) res.setHeader('Connection', 'close');
}

/** What an answered request may still send, at most, before its connection is closed (a body nobody reads). */
const DISCARD_LIMIT_BYTES = 1024 * 1024;
/** How long it may take to send it. */
const DISCARD_GRACE_MS = 2000;

/**
 * After the answer, what is left of a body the route did not read: discarded so that the connection stays usable,
 * within DISCARD_LIMIT_BYTES and DISCARD_GRACE_MS; past them, or for a body given up, the connection is closed.
 * @param {Req} req
 */
export function discardBody(req) {
  if (req.complete || req.destroyed) return;
  const close = () => req.socket?.destroy();
  const timer = setTimeout(close, DISCARD_GRACE_MS);
  timer.unref();
  let left = abandoned.has(req) ? DISCARD_LIMIT_BYTES / 16 : DISCARD_LIMIT_BYTES;
  req.on('data', (/** @type {Buffer} */ chunk) => {
    left -= chunk.length;
    if (left < 0) close();
  });
  req.on('end', () => clearTimeout(timer));
  req.on('close', () => clearTimeout(timer));
  req.resume();
}

/**
 * True once the client has gone away before its answer was sent.
 * @param {Res} res
 */
export function clientGone(res) {
  return res.destroyed || !res.socket || res.socket.destroyed;
}

/**
 * @param {number} ms
 * @param {Res} res resolves early when this client disconnects
 * @returns {Promise<void>}
 */
export function delay(ms, res) {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      res.off('close', done);
      resolve();
    }
    res.on('close', done);
  });
}

// ---- Idempotency (docs/contract.md §1) ---------------------------------------------------------

/** How long a key is kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * @typedef {{status: number, body?: unknown}} StoredAnswer
 * @typedef {{digest: string, expiresAt: number, answer: Promise<StoredAnswer | undefined>}} IdempotencyEntry
 * @typedef {Map<string, IdempotencyEntry>} IdempotencyStore keyed by `<path> <key>`
 */

/** @type {WeakMap<object, IdempotencyStore>} */
const stores = new WeakMap();
/**
 * The keys kept for this sandbox state: a reset gives a new state, so it forgets every key.
 * @param {object} state
 */
export function idempotencyStore(state) {
  let store = stores.get(state);
  if (!store) stores.set(state, (store = new Map()));
  return store;
}

/** A digest of the parts given, in order: the same body gives the same digest. */
export function digestOf(/** @type {Array<string | Uint8Array>} */ ...parts) {
  const hash = createHash('sha256');
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
    // Length first: ("ab", "c") and ("a", "bc") differ.
    hash.update(`${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

/**
 * JSON with its object keys sorted, for a digest that does not depend on key order.
 * @param {unknown} value
 * @returns {string}
 */
export function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Runs a creating route once per `Idempotency-Key`. Without the header, `create` just runs. With it:
 * the first request with this key (on this path) runs `create`; its 2xx answer is kept 24 h and every later
 * request with the same key and the same body digest gets that answer again (status included, with
 * `Idempotent-Replayed: true`) without creating anything; the same key with another body is a 422. A request
 * arriving while the first is still running waits for it. An answer that is not a 2xx is not kept: the
 * request may be sent again with the same key once whatever refused it has changed.
 * @param {IdempotencyStore} store
 * @param {Req} req
 * @param {Res} res
 * @param {string} path
 * @param {string} digest of the request body
 * @param {() => Promise<{status: number, body?: unknown} | null>} create
 * @returns {Promise<{status: number, body?: unknown} | null>}
 */
export async function idempotent(store, req, res, path, digest, create) {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return create();
  const lang = langOf(req);
  const key = Array.isArray(header) ? header.join(',') : header;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw httpError(400, tr(lang, 'L’en-tête Idempotency-Key doit faire de 1 à 255 caractères ASCII visibles.', 'The Idempotency-Key header must have 1 to 255 visible ASCII characters.'));
  }
  const now = Date.now();
  for (const [id, entry] of store) if (entry.expiresAt <= now) store.delete(id);
  const id = `${path} ${key}`;
  const found = store.get(id);
  if (found) {
    if (found.digest !== digest) {
      throw httpError(422, tr(lang, 'Cette clé d’idempotence a déjà servi pour une requête au contenu différent : utilisez une nouvelle clé pour de nouvelles valeurs.',
        'This idempotency key was already used for a request with other content: use a new key for new values.'));
    }
    const answer = await found.answer;
    if (answer) {
      res.setHeader('Idempotent-Replayed', 'true');
      return answer;
    }
  }
  const running = create();
  /** @type {IdempotencyEntry} */
  const entry = {
    digest,
    expiresAt: now + IDEMPOTENCY_TTL_MS,
    answer: running.then((a) => (a && a.status >= 200 && a.status < 300 ? a : undefined), () => undefined),
  };
  store.set(id, entry);
  entry.answer.then((kept) => { if (!kept && store.get(id) === entry) store.delete(id); });
  return running;
}

/**
 * The origin the client used, for absolute links.
 * @param {Req} req
 */
export function originOf(req) {
  const encrypted = /** @type {{encrypted?: boolean}} */ (req.socket).encrypted;
  return `${encrypted ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
}

/**
 * What a route handler receives and answers; `json()` reads the body and records it in the request log.
 * @typedef {{
 *   req: Req, res: Res, url: URL, params: string[],
 *   state: import('./seed.js').State,
 *   tokens: import('./tokens.js').TokenStore,
 *   settings: {inputsShape: 'a' | 'b'},
 *   uploads: {slots: import('./documents.js').Slots, idleTimeoutMs: number},
 *   json: () => Promise<Record<string, any>>,
 *   record: (body: unknown) => void,
 * }} RouteContext
 * @typedef {{status: number, body?: unknown} | null} RouteAnswer null when the client left and nothing is sent
 * @typedef {{method: string, pattern: RegExp, auth: 'required' | 'optional' | 'none',
 *   handle: (context: RouteContext) => RouteAnswer | Promise<RouteAnswer>}} Route
 */
