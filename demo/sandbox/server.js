// @ts-check
/**
 * The sandbox as one connect-style middleware: partner API (/partner), calculation API (/calc), token endpoint
 * (/token) and, unless turned off, the control API (/__sandbox). Mounted by vite, @web/test-runner and cli.js.
 */
import { calcRoutes } from './calc-api.js';
import { FailRules, controlRefusal, controlRoutes } from './control.js';
import { maskPersonalData } from './personal-data.js';
import {
  HttpError, allowOrigin, answerPreflight, clientGone, delay, discardBody, httpError, isJsonRequest, originOf, originsOf, queryObject, readJson,
  readJsonObject, sendEmpty, sendJson, sendRaw,
} from './http-util.js';
import { MAX_CONCURRENT_UPLOADS, Slots, UPLOAD_IDLE_TIMEOUT_MS } from './documents.js';
import { langOf, tr } from './i18n.js';
import { partnerRoutes } from './partner.js';
import { geocoderRoutes } from './geocoder.js';
import { dpeRoutes } from './dpe.js';
import { publicFaultRoutes } from './public-faults.js';
import { seedState } from './seed.js';
import { TokenStore } from './tokens.js';

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */
/** @typedef {import('./http-util.js').Route} Route */
/** @typedef {import('./control.js').LoggedRequest} LoggedRequest */
/** @typedef {'partner' | 'calc' | 'token' | 'control' | 'public'} Area `public`: the geocoder's and the DPE's stand-ins */

/**
 * @param {string} pathname
 * @returns {Area | undefined}
 */
function areaOf(pathname) {
  if (pathname === '/token') return 'token';
  /** @type {Array<[string, Area]>} */
  const prefixes = [['/partner', 'partner'], ['/calc', 'calc'], ['/__sandbox', 'control'], ['/geocodage', 'public'], ['/data-fair', 'public']];
  return prefixes.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1];
}

/**
 * @param {Route[]} routes
 * @param {string} method
 * @param {string} pathname
 * @param {import('./i18n.js').Lang} lang
 */
function match(routes, method, pathname, lang) {
  let pathKnown = false;
  for (const route of routes) {
    const found = route.pattern.exec(pathname);
    if (!found) continue;
    if (route.method === method) return { route, params: found.slice(1) };
    pathKnown = true;
  }
  if (pathKnown) throw httpError(405, tr(lang, `Méthode ${method} non autorisée sur ${pathname}.`, `The service does not accept ${method} on ${pathname}.`));
  throw httpError(404, unknownRoute(lang, method, pathname));
}

/**
 * @param {import('./i18n.js').Lang} lang
 * @param {string | undefined} method
 * @param {string} pathname
 */
function unknownRoute(lang, method, pathname) {
  return tr(lang, `Route inconnue : ${method} ${pathname}`, `The service has no such address: ${method} ${pathname}`);
}

/** How many requests `GET /__sandbox/requests` can list: enough for any test, bounded for a long demo. */
const MAX_LOGGED_REQUESTS = 5000;

/**
 * @param {{control?: boolean, tokenTtlSeconds?: number, allowedHosts?: string[], allowedOrigins?: string[], uploadIdleTimeoutMs?: number}} [options]
 *   `allowedHosts`: host names (besides localhost and IP addresses) under which the control API answers; `HOST` is one
 *   of them. `allowedOrigins`: the origins of other pages that may read the partner and calculation APIs' answers
 *   (CORS), besides the sandbox's own; SANDBOX_ALLOWED_ORIGINS adds to them
 * @returns {{handle: (req: Req, res: Res, next?: (error?: unknown) => void) => void, reset: () => void, allowedOrigins: string[]}}
 */
export function createSandbox(options = {}) {
  const control = options.control ?? process.env.SANDBOX_CONTROL !== 'off';
  const allowedHosts = [...(options.allowedHosts ?? []), ...(process.env.HOST ? [process.env.HOST.toLowerCase()] : [])];
  const allowedOrigins = [...originsOf((options.allowedOrigins ?? []).join(' ')), ...originsOf(process.env.SANDBOX_ALLOWED_ORIGINS)];
  // `uploadIdleTimeoutMs`: how long an upload may send nothing (30 s; a test gives a short one).
  const uploads = { slots: new Slots(MAX_CONCURRENT_UPLOADS), idleTimeoutMs: options.uploadIdleTimeoutMs ?? UPLOAD_IDLE_TIMEOUT_MS };
  const tokens = new TokenStore(options.tokenTtlSeconds ?? 300);
  const failRules = new FailRules();
  /** @type {LoggedRequest[]} */
  const requestLog = [];
  /** @type {{inputsShape: 'a' | 'b'}} */
  const settings = { inputsShape: 'a' };
  let state = seedState();

  function reset() {
    state = seedState();
    tokens.reset();
    failRules.clear();
    requestLog.length = 0;
    settings.inputsShape = 'a';
  }

  /** @type {Route[]} */
  const routes = [...partnerRoutes, ...calcRoutes, ...geocoderRoutes, ...dpeRoutes,
    ...(control ? [...controlRoutes({ reset, failRules, tokens, settings, requestLog }), ...publicFaultRoutes(failRules)] : [])];

  /**
   * Logs a request to the partner / calculation / token endpoints; its status is filled in when answered.
   * @param {Req} req
   * @param {Res} res
   * @param {URL} url
   */
  function log(req, res, url) {
    /** @type {LoggedRequest} */
    const entry = {
      method: String(req.method), path: url.pathname,
      query: /** @type {Record<string, string | string[]>} */ (maskPersonalData(queryObject(url.searchParams))), status: null,
      auth: req.headers.authorization !== undefined, body: null,
    };
    const idempotencyKey = req.headers['idempotency-key'];
    if (idempotencyKey !== undefined) entry.idempotencyKey = idempotencyKey;
    // Only the control API reads the log: without it nothing is kept, and with it the newest entries only.
    if (control) {
      requestLog.push(entry);
      if (requestLog.length > MAX_LOGGED_REQUESTS) requestLog.splice(0, requestLog.length - MAX_LOGGED_REQUESTS);
    }
    res.on('finish', () => { entry.status = res.statusCode; });
    res.on('close', () => { if (!res.writableFinished) entry.status = 0; });
    return entry;
  }

  /**
   * The request's body read ahead for a rule that looks into it (`bodyIncludes`), and handed again to the route that
   * reads the request next (up to 1 MiB, the JSON limit; a larger body matches nothing).
   * @param {Req} req
   */
  async function bufferedBody(req) {
    const chunks = [];
    let size = 0;
    for await (const chunk of req) {
      size += chunk.length;
      chunks.push(chunk);
      if (size > 1024 * 1024) break;
    }
    const buffer = Buffer.concat(chunks);
    Object.defineProperty(req, Symbol.asyncIterator, { value: async function* replay() { yield buffer; } });
    return size > 1024 * 1024 ? '' : buffer.toString('utf8');
  }

  /**
   * Applies a fail-next rule; true when the request was answered (or dropped) by it, the rule when it applies
   * after the route (`after`).
   * @param {Req} req
   * @param {Res} res
   * @param {URL} url
   * @param {LoggedRequest} entry
   */
  async function intercept(req, res, url, entry) {
    const method = String(req.method);
    const body = failRules.readsBody(method.toUpperCase(), url.pathname) ? await bufferedBody(req) : '';
    const rule = failRules.take(method, url.pathname, url.searchParams, body);
    if (!rule) return false;
    if (rule.after) return rule;
    await delay(rule.delayMs, res);
    if (clientGone(res)) return true;
    if (rule.status === undefined) return false;
    if (rule.status === 0) {
      req.socket.destroy();
      return true;
    }
    if (isJsonRequest(req)) entry.body = maskPersonalData(await readJson(req).catch(() => null));
    if (rule.retryAfter !== undefined) res.setHeader('Retry-After', String(rule.retryAfter));
    if (rule.body !== undefined) sendRaw(res, rule.status, rule.body);
    else sendJson(res, rule.status, { message: `Erreur simulée ${rule.status}` });
    return true;
  }

  /**
   * @param {Req} req
   * @param {Res} res
   * @param {URL} url
   * @param {Area} area
   */
  async function dispatch(req, res, url, area) {
    const method = String(req.method).toUpperCase();
    const origin = req.headers.origin;
    // The control API is its own origin's only; the others answer CORS to their own origin and the origins allowed.
    if (area !== 'control' && origin !== undefined && (origin === originOf(req) || allowedOrigins.includes(origin))) allowOrigin(res, origin);
    if (area === 'control') {
      if (!control) throw httpError(404, 'L’API de contrôle est désactivée (SANDBOX_CONTROL=off).');
      const refusal = controlRefusal(req, allowedHosts);
      if (refusal) throw httpError(refusal.status, refusal.message);
    }
    if (method === 'OPTIONS') return answerPreflight(res);
    const entry = area === 'control' ? undefined : log(req, res, url);
    const intercepted = entry ? await intercept(req, res, url, entry) : false;
    if (intercepted === true) return;

    const { route, params } = match(routes, method, url.pathname, langOf(req));
    const authorization = req.headers.authorization;
    const authorized = tokens.accepts(authorization);
    if ((route.auth === 'required' && !authorized) || (route.auth === 'optional' && authorization !== undefined && !authorized)) {
      throw httpError(401, 'Unauthenticated.');
    }
    /** @param {unknown} body */
    const record = (body) => { if (entry) entry.body = maskPersonalData(body); };
    const answer = await route.handle({
      req, res, url, params, state, tokens, settings, uploads, record,
      json: async () => {
        const body = await readJsonObject(req);
        record(body);
        return body;
      },
    });
    if (!answer || clientGone(res)) return;
    if (intercepted) {
      // An `after` rule: done, and the answer lost (closed socket) or replaced.
      await delay(intercepted.delayMs, res);
      if (intercepted.status === 0) return void req.socket.destroy();
      if (intercepted.retryAfter !== undefined) res.setHeader('Retry-After', String(intercepted.retryAfter));
      if (intercepted.body !== undefined) return sendRaw(res, Number(intercepted.status), intercepted.body);
      return sendJson(res, Number(intercepted.status), { message: `Erreur simulée ${intercepted.status}` });
    }
    if (answer.body === undefined) sendEmpty(res, answer.status);
    else sendJson(res, answer.status, answer.body);
  }

  /**
   * @param {Req} req
   * @param {Res} res
   * @param {(error?: unknown) => void} [next]
   */
  function handle(req, res, next) {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const area = areaOf(url.pathname);
    if (!area) {
      if (next) next();
      else sendJson(res, 404, { message: unknownRoute(langOf(req), req.method, url.pathname) });
      return;
    }
    dispatch(req, res, url, area)
      .catch((error) => {
        if (error instanceof HttpError) return sendJson(res, error.status, error.body);
        console.error('[sandbox]', req.method, url.pathname, error);
        sendJson(res, 500, { message: tr(langOf(req), 'Erreur interne du service.', 'The service ran into an internal error.') });
      })
      // A body the route did not read is discarded within bounds, so the connection stays usable; one given up is closed.
      .finally(() => discardBody(req));
  }

  return { handle, reset, allowedOrigins };
}
