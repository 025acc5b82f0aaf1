// @ts-check
/**
 * Small HTTP helpers shared by the sandbox routes: answers, CORS, JSON bodies, query strings.
 */

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */

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

/** @param {Res} res */
export function applyCors(res) {
  // A partner page on another origin calls the sandbox directly.
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
}

/** @param {Res} res */
export function answerPreflight(res) {
  applyCors(res);
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
  res.setHeader('Access-Control-Max-Age', '600');
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
 * A raw body as given to fail-next: JSON when it parses, so widgets see a JSON error; text otherwise.
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
    type = body.trimStart().startsWith('<') ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8';
  }
  applyCors(res);
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Reads and parses a JSON body; an empty body is `undefined`.
 * @param {Req} req
 * @returns {Promise<unknown>}
 */
export async function readJson(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > JSON_BODY_LIMIT) throw httpError(413, 'Corps de requête trop volumineux.');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw httpError(400, 'Corps JSON invalide.');
  }
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
    throw httpError(400, 'Corps JSON invalide : un objet est attendu.');
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
 *   json: () => Promise<Record<string, any>>,
 *   record: (body: unknown) => void,
 * }} RouteContext
 * @typedef {{status: number, body?: unknown} | null} RouteAnswer null when the client left and nothing is sent
 * @typedef {{method: string, pattern: RegExp, auth: 'required' | 'optional' | 'none',
 *   handle: (context: RouteContext) => RouteAnswer | Promise<RouteAnswer>}} Route
 */
