// @ts-check
/**
 * Starts the sandbox on a free port for a test file and calls it over real HTTP.
 */
import { createServer } from 'node:http';
import { createSandbox } from '../../demo/sandbox/server.js';

/**
 * @typedef {{status: number, body: any, headers: Headers}} Answer
 * @typedef {{body?: unknown, headers?: Record<string, string>, token?: string, signal?: AbortSignal}} CallOptions
 */

/** A worksite the seeded sandbox accepts (convention 3, beneficiary 2): what the partner API's tests send. */
export const VALID_WORKSITE = Object.freeze({ convention_id: 3, beneficiary_id: 2, address: '8 rue Pasteur', city: 'Grenoble', zipcode: '38000' });

/** @param {Parameters<typeof createSandbox>[0]} [options] */
export async function startSandbox(options) {
  const sandbox = createSandbox(options);
  const server = createServer((req, res) => sandbox.handle(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const origin = `http://127.0.0.1:${address.port}`;

  /**
   * JSON in (unless the body is FormData or a string), JSON or text out.
   * @param {string} method
   * @param {string} path
   * @param {CallOptions} [options]
   * @returns {Promise<Answer>}
   */
  async function call(method, path, { body, headers = {}, token, signal } = {}) {
    /** @type {Record<string, string>} */
    const sent = { Accept: 'application/json', ...headers };
    if (token) sent.Authorization = `Bearer ${token}`;
    /** @type {any} */
    let payload = body;
    if (body !== undefined && !(body instanceof FormData) && typeof body !== 'string') {
      payload = JSON.stringify(body);
      sent['Content-Type'] = 'application/json';
    }
    const response = await fetch(origin + path, { method, headers: sent, body: payload, signal });
    const text = await response.text();
    let parsed = text;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      // A raw text answer stays text.
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  return {
    origin,
    sandbox,
    call,
    /** A fresh token from POST /token. */
    async token() {
      const { body } = await call('POST', '/token');
      return /** @type {string} */ (body.access_token);
    },
    /** POST /__sandbox/reset. */
    reset: () => call('POST', '/__sandbox/reset'),
    /** @param {Record<string, unknown>} rule */
    failNext: (rule) => call('POST', '/__sandbox/fail-next', { body: rule }),
    /** @returns {Promise<Array<Record<string, any>>>} */
    requests: async () => (await call('GET', '/__sandbox/requests')).body.data,
    /** @returns {Promise<{worksites: number, documents: number, tokensIssued: number}>} */
    state: async () => (await call('GET', '/__sandbox/state')).body.data,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
