// @ts-check
/**
 * The control API under /__sandbox, for tests and demos: reset, scripted failures, token lifetime,
 * simulation-inputs shape, and the log of what the sandbox received.
 */
import { Violations } from './validation.js';

/** @typedef {import('./http-util.js').Route} Route */
/**
 * @typedef {{method: string, path: string, status?: number, body?: string, delayMs: number, times: number, retryAfter?: number,
 *   after?: boolean, query?: Record<string, string>, bodyIncludes?: string}} FailRule `query`: only requests with those query
 *   values; `bodyIncludes`: only requests whose body holds that text; `after`: the route runs first (and creates what it creates), then its answer is
 *   replaced by `status` (0: the socket is closed instead of answering), as when an answer is lost.
 * @typedef {{method: string, path: string, query: Record<string, string | string[]>, status: number | null,
 *   auth: boolean, body: unknown, idempotencyKey?: string | string[]}} LoggedRequest `idempotencyKey` when the header was sent
 */

/**
 * Whether a request may use the control API: from its own origin only (docs/contract.md §4). Browsers say where a request
 * comes from (`Sec-Fetch-Site`, `Origin`); a page of another site gets 403. The Host must be a loopback name, an IP
 * address or the HOST the sandbox was started with, so a DNS-rebound name cannot pass for the same origin. A POST
 * carries JSON or nothing, so a cross-origin page cannot send one without a preflight, which is never granted.
 * @param {import('node:http').IncomingMessage} req
 * @param {string[]} allowedHosts
 * @returns {{status: number, message: string} | undefined} the refusal, if any
 */
export function controlRefusal(req, allowedHosts) {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return { status: 403, message: 'L’API de contrôle n’accepte que les requêtes de sa propre origine.' };
  const host = String(req.headers.host ?? '');
  const hostname = host.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const loopbackOrIp = hostname === 'localhost' || hostname.endsWith('.localhost') || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':');
  if (!loopbackOrIp && !allowedHosts.includes(hostname)) return { status: 403, message: `L’API de contrôle ne répond pas sous le nom ${hostname} : utilisez localhost ou une adresse IP.` };
  const origin = req.headers.origin;
  if (origin !== undefined) {
    const encrypted = /** @type {{encrypted?: boolean}} */ (req.socket).encrypted;
    if (origin !== `${encrypted ? 'https' : 'http'}://${host}`) return { status: 403, message: 'L’API de contrôle n’accepte que les requêtes de sa propre origine.' };
  }
  if (req.method === 'OPTIONS') return { status: 403, message: 'L’API de contrôle n’accepte pas les requêtes d’une autre origine.' };
  if (req.method === 'POST') {
    const type = req.headers['content-type'];
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    const json = type !== undefined && /^application\/json\s*(;|$)/i.test(type);
    if ((type !== undefined && !json) || (type === undefined && hasBody)) {
      return { status: 415, message: 'L’API de contrôle n’accepte que du JSON (Content-Type: application/json).' };
    }
  }
  return undefined;
}

/** Scripted failures: each rule intercepts the next `times` matching requests. */
export class FailRules {
  constructor() {
    /** @type {FailRule[]} */
    this.rules = [];
  }

  clear() {
    this.rules = [];
  }

  /** @param {FailRule} rule */
  add(rule) {
    this.rules.push(rule);
  }

  /**
   * @param {FailRule} rule
   * @param {string} method
   * @param {string} path
   */
  #routeMatches(rule, method, path) {
    return (rule.method === '*' || rule.method === method) && (rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path);
  }

  /**
   * Whether a rule for this request looks into its body (`bodyIncludes`): the request's body must then be read first.
   * @param {string} method
   * @param {string} path
   */
  readsBody(method, path) {
    return this.rules.some((rule) => rule.bodyIncludes !== undefined && this.#routeMatches(rule, method, path));
  }

  /**
   * The first rule matching this request, consumed once.
   * @param {string} method
   * @param {string} path
   * @param {URLSearchParams} [search] the request's query: a rule with `query` matches only requests carrying those values
   * @param {string} [body] the request's body, when `readsBody` asked for it: a rule with `bodyIncludes` matches only
   *   requests whose body holds that text (one work's calculation among several on the same path)
   * @returns {FailRule | undefined}
   */
  take(method, path, search = new URLSearchParams(), body = '') {
    const rule = this.rules.find((candidate) =>
      this.#routeMatches(candidate, method, path) &&
      Object.entries(candidate.query ?? {}).every(([name, value]) => search.get(name) === value) &&
      (candidate.bodyIncludes === undefined || body.includes(candidate.bodyIncludes)));
    if (!rule) return undefined;
    rule.times -= 1;
    if (rule.times <= 0) this.rules = this.rules.filter((candidate) => candidate !== rule);
    return rule;
  }
}

/**
 * @param {Record<string, any>} body
 * @returns {FailRule}
 */
function readFailRule(body) {
  const v = new Violations();
  const method = v.check('method', body.method, { type: 'string', attribute: 'méthode', pattern: '^(\\*|[A-Za-z]+)$' });
  const path = v.check('path', body.path, { type: 'string', attribute: 'chemin', pattern: '^/' });
  const status = v.check('status', body.status, { type: 'integer', attribute: 'statut', required: false, min: 0, max: 599 });
  if (status !== undefined && status !== 0 && status < 100) v.add('status', 'Le statut doit valoir 0 (coupure réseau) ou un code HTTP de 100 à 599.');
  const delayMs = v.check('delayMs', body.delayMs, { type: 'integer', attribute: 'délai', required: false, min: 0, max: 600000 });
  const times = v.check('times', body.times, { type: 'integer', attribute: 'nombre de fois', required: false, min: 1 });
  const retryAfter = v.check('retryAfter', body.retryAfter, { type: 'integer', attribute: 'Retry-After', required: false, min: 0, max: 3600 });
  if (body.after !== undefined && typeof body.after !== 'boolean') v.add('after', 'Le champ after doit être un booléen.');
  if (body.after === true && status === undefined) v.add('status', 'Le statut est requis avec after.');
  const query = body.query;
  const queryOk = query === undefined || (query !== null && typeof query === 'object' && !Array.isArray(query) && Object.values(query).every((value) => typeof value === 'string'));
  if (!queryOk) v.add('query', 'Le champ query doit associer des noms de paramètres à des textes.');
  if (body.bodyIncludes !== undefined && (typeof body.bodyIncludes !== 'string' || body.bodyIncludes === '')) v.add('bodyIncludes', 'Le champ bodyIncludes doit être un texte non vide.');
  v.throwIfAny();
  /** @type {FailRule} */
  const rule = { method: method.toUpperCase(), path, delayMs: delayMs ?? 0, times: times ?? 1 };
  if (status !== undefined) rule.status = status;
  if (retryAfter !== undefined) rule.retryAfter = retryAfter;
  if (body.after === true) rule.after = true;
  if (query !== undefined && Object.keys(query).length) rule.query = { ...query };
  if (body.bodyIncludes !== undefined) rule.bodyIncludes = body.bodyIncludes;
  if (body.body !== undefined && body.body !== null) rule.body = typeof body.body === 'string' ? body.body : JSON.stringify(body.body);
  return rule;
}

/**
 * @param {{
 *   reset: () => void,
 *   failRules: FailRules,
 *   tokens: import('./tokens.js').TokenStore,
 *   settings: {inputsShape: 'a' | 'b'},
 *   requestLog: LoggedRequest[],
 * }} sandbox
 * @returns {Route[]}
 */
export function controlRoutes({ reset, failRules, tokens, settings, requestLog }) {
  return [
    { method: 'POST', pattern: /^\/__sandbox\/reset$/, auth: 'none', handle: () => (reset(), { status: 204 }) },
    {
      method: 'POST',
      pattern: /^\/__sandbox\/fail-next$/,
      auth: 'none',
      handle: async ({ json }) => (failRules.add(readFailRule(await json())), { status: 204 }),
    },
    {
      method: 'POST',
      pattern: /^\/__sandbox\/token-ttl$/,
      auth: 'none',
      handle: async ({ json }) => {
        const v = new Violations();
        const seconds = v.check('seconds', (await json()).seconds, { type: 'number', attribute: 'durée', min: 0 });
        v.throwIfAny();
        tokens.ttlSeconds = seconds;
        return { status: 204 };
      },
    },
    { method: 'POST', pattern: /^\/__sandbox\/expire-tokens$/, auth: 'none', handle: () => (tokens.expireAll(), { status: 204 }) },
    {
      method: 'POST',
      pattern: /^\/__sandbox\/inputs-shape$/,
      auth: 'none',
      handle: async ({ json }) => {
        const v = new Violations();
        const shape = v.check('shape', String((await json()).shape ?? '').toLowerCase(), { type: 'select', attribute: 'forme', options: ['a', 'b'] });
        v.throwIfAny();
        settings.inputsShape = shape;
        return { status: 204 };
      },
    },
    { method: 'GET', pattern: /^\/__sandbox\/requests$/, auth: 'none', handle: () => ({ status: 200, body: { data: requestLog } }) },
    {
      method: 'GET',
      pattern: /^\/__sandbox\/state$/,
      auth: 'none',
      handle: ({ state }) => ({
        status: 200,
        body: { data: { worksites: state.worksites.size, documents: state.documents.size, tokensIssued: tokens.issued } },
      }),
    },
  ];
}
