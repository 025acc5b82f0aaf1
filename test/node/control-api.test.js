// @ts-check
/**
 * The control API (fail-next, requests log, state, reset, control off) and the middleware's routing, CORS and errors.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { request } from 'node:http';
import { createSandbox } from '../../demo/sandbox/server.js';
import { startSandbox } from './sandbox-client.js';

/** @type {Awaited<ReturnType<typeof startSandbox>>} */
let sandbox;
before(async () => { sandbox = await startSandbox(); });
after(() => sandbox.close());
beforeEach(() => sandbox.reset());

const operations = '/partner/v1/operations';
const worksite = { convention_id: 1, beneficiary_id: 3, address: '3 avenue Jean Jaurès', city: 'Nantes', zipcode: '44000' };

describe('fail-next', () => {
  it('answers the given status once with a French message, then handles requests normally', async () => {
    assert.equal((await sandbox.failNext({ method: 'GET', path: operations, status: 503 })).status, 204);
    const failed = await sandbox.call('GET', operations);
    assert.deepEqual([failed.status, failed.body], [503, { message: 'Erreur simulée 503' }]);
    assert.equal((await sandbox.call('GET', operations)).status, 200);
  });

  it('sends a raw body as given, as plain text and never as HTML (a page could plant a script on the dev origin)', async () => {
    await sandbox.failNext({ method: 'GET', path: operations, status: 502, body: '<html><script>alert(1)</script></html>' });
    const { status, body, headers } = await sandbox.call('GET', operations);
    assert.deepEqual([status, body], [502, '<html><script>alert(1)</script></html>']);
    assert.match(String(headers.get('content-type')), /^text\/plain/);
    assert.equal(headers.get('x-content-type-options'), 'nosniff');
  });

  it('drops the connection for status 0', async () => {
    await sandbox.failNext({ method: 'POST', path: '/partner/v1/worksites', status: 0 });
    await assert.rejects(sandbox.call('POST', '/partner/v1/worksites', { body: worksite }), TypeError);
    assert.equal((await sandbox.state()).worksites, 1);
    assert.equal((await sandbox.call('POST', '/partner/v1/worksites', { body: worksite })).status, 201);
  });

  it('delays a request and then handles it normally when no status is given', async () => {
    await sandbox.failNext({ method: 'GET', path: operations, delayMs: 250 });
    const started = Date.now();
    const { status } = await sandbox.call('GET', operations);
    assert.equal(status, 200);
    assert.ok(Date.now() - started >= 240, `answered after ${Date.now() - started} ms`);
  });

  it('intercepts the next `times` matching requests, with * for any method and a path prefix', async () => {
    await sandbox.failNext({ method: '*', path: '/partner/v1/*', status: 500, times: 2 });
    assert.equal((await sandbox.call('GET', '/partner/v1/beneficiaries')).status, 500);
    assert.equal((await sandbox.call('POST', '/partner/v1/worksites', { body: worksite })).status, 500);
    assert.equal((await sandbox.call('GET', operations)).status, 200);
  });

  it('takes only the requests whose query has the given values', async () => {
    await sandbox.failNext({ method: 'GET', path: '/partner/v1/beneficiaries', query: { per_page: '15' }, status: 500 });
    assert.equal((await sandbox.call('GET', '/partner/v1/beneficiaries?page=1&per_page=20')).status, 200);
    assert.equal((await sandbox.call('GET', '/partner/v1/beneficiaries?page=1&per_page=15')).status, 500);
    assert.equal((await sandbox.call('GET', '/partner/v1/beneficiaries?page=1&per_page=15')).status, 200);
    const refused = await sandbox.failNext({ method: 'GET', path: operations, query: ['per_page'], status: 500 });
    assert.equal(refused.status, 422);
  });

  it('takes only the requests whose body holds the given text, and hands the body on to the route', async () => {
    await sandbox.failNext({ method: 'POST', path: '/partner/v1/worksites', bodyIncludes: '"beneficiary_id":2', status: 500 });
    const other = await sandbox.call('POST', '/partner/v1/worksites', { body: worksite });
    assert.equal(other.status, 201, 'a body without the text is answered by its route, which reads it whole');
    assert.equal((await sandbox.call('POST', '/partner/v1/worksites', { body: { ...worksite, beneficiary_id: 2 } })).status, 500);
    const refused = await sandbox.failNext({ method: 'POST', path: '/partner/v1/worksites', bodyIncludes: '', status: 500 });
    assert.equal(refused.status, 422);
    assert.deepEqual(Object.keys(refused.body.errors), ['bodyIncludes']);
  });

  it('leaves other methods and paths alone', async () => {
    await sandbox.failNext({ method: 'POST', path: operations, status: 500 });
    assert.equal((await sandbox.call('GET', operations)).status, 200);
    assert.equal((await sandbox.call('GET', '/partner/v1/operations/1')).status, 200);
  });

  it('answers 422 on an invalid rule', async () => {
    const { status, body } = await sandbox.failNext({ path: 'partner', status: 42 });
    assert.equal(status, 422);
    assert.deepEqual(Object.keys(body.errors), ['method', 'path', 'status']);
  });
});

describe('requests log and state', () => {
  it('logs method, path, query, status, auth and JSON body, without tokens or control requests', async () => {
    const token = await sandbox.token();
    await sandbox.call('GET', '/partner/v1/beneficiaries?type=b2c&page=2', { token });
    await sandbox.call('POST', '/partner/v1/worksites', { body: worksite });
    await sandbox.call('DELETE', '/partner/v1/worksites/1/operations/11/tags?tags[]=1&tags[]=2');
    const log = await sandbox.requests();
    assert.deepEqual(log, [
      { method: 'POST', path: '/token', query: {}, status: 200, auth: false, body: null },
      { method: 'GET', path: '/partner/v1/beneficiaries', query: { type: 'b2c', page: '2' }, status: 200, auth: true, body: null },
      { method: 'POST', path: '/partner/v1/worksites', query: {}, status: 201, auth: false, body: worksite },
      { method: 'DELETE', path: '/partner/v1/worksites/1/operations/11/tags', query: { 'tags[]': ['1', '2'] }, status: 200, auth: false, body: null },
    ]);
    assert.equal(JSON.stringify(log).includes(token), false);
  });

  it('logs intercepted and failed requests with their status', async () => {
    await sandbox.failNext({ method: 'POST', path: '/partner/v1/worksites', status: 500 });
    await sandbox.call('POST', '/partner/v1/worksites', { body: worksite });
    await sandbox.call('POST', '/partner/v1/worksites', { body: {} });
    const log = await sandbox.requests();
    assert.deepEqual(log.map((r) => [r.status, r.body]), [[500, worksite], [422, {}]]);
  });

  it('counts worksites, documents and issued tokens', async () => {
    await sandbox.token();
    await sandbox.token();
    await sandbox.call('POST', '/partner/v1/worksites', { body: worksite });
    assert.deepEqual(await sandbox.state(), { worksites: 2, documents: 0, tokensIssued: 2 });
  });
});

describe('reset', () => {
  it('brings back the seed data and clears tokens, TTL, log, fail rules and input shape', async () => {
    const token = await sandbox.token();
    await sandbox.call('POST', '/partner/v1/worksites', { body: worksite });
    await sandbox.call('DELETE', '/partner/v1/worksites/1/operations/11/tags');
    await sandbox.call('POST', '/__sandbox/token-ttl', { body: { seconds: 5 } });
    await sandbox.call('POST', '/__sandbox/inputs-shape', { body: { shape: 'b' } });
    await sandbox.failNext({ method: 'GET', path: operations, status: 500 });

    assert.equal((await sandbox.reset()).status, 204);

    assert.deepEqual(await sandbox.state(), { worksites: 1, documents: 0, tokensIssued: 0 });
    assert.deepEqual(await sandbox.requests(), []);
    assert.equal((await sandbox.call('GET', operations)).status, 200);
    assert.equal((await sandbox.call('POST', '/calc/api/v2/cee', { token, body: {} })).status, 401);
    const fresh = await sandbox.call('POST', '/token');
    assert.equal(fresh.body.expires_in, 300);
    const inputs = await sandbox.call('GET', '/calc/api/v2/simulation-inputs/BAR-TH-101/b2c', { token: fresh.body.access_token });
    assert.ok(Array.isArray(inputs.body.data));
    const tags = await sandbox.call('DELETE', '/partner/v1/worksites/1/operations/11/tags?tags[]=1');
    assert.deepEqual(tags.body.data.map((/** @type {any} */ t) => t.id), [2, 3]);
    const created = await sandbox.call('POST', '/partner/v1/worksites', { body: worksite });
    assert.equal(created.body.data.id, 2);
  });
});

describe('control off', () => {
  it('answers 404 on the control paths and still serves the APIs', async () => {
    const off = await startSandbox({ control: false });
    try {
      for (const path of ['/__sandbox/reset', '/__sandbox/fail-next', '/__sandbox/requests']) {
        const { status, body } = path.endsWith('requests') ? await off.call('GET', path) : await off.call('POST', path, { body: {} });
        assert.equal(status, 404, path);
        assert.equal(typeof body.message, 'string');
      }
      assert.equal((await off.call('GET', operations)).status, 200);
    } finally {
      await off.close();
    }
  });

  it('is off when SANDBOX_CONTROL=off and no option says otherwise', async () => {
    const previous = process.env.SANDBOX_CONTROL;
    process.env.SANDBOX_CONTROL = 'off';
    try {
      const off = await startSandbox();
      try {
        assert.equal((await off.call('POST', '/__sandbox/reset')).status, 404);
      } finally {
        await off.close();
      }
    } finally {
      if (previous === undefined) delete process.env.SANDBOX_CONTROL;
      else process.env.SANDBOX_CONTROL = previous;
    }
  });
});

describe('middleware: CORS for the page’s own origin and the origins allowed only (demo/sandbox/README.md, issue #34)', () => {
  it('never answers Access-Control-Allow-Origin: *, nor to a site the developer happens to visit', async () => {
    for (const path of [operations, '/partner/v1/beneficiaries', '/token']) {
      const plain = await sandbox.call(path === '/token' ? 'POST' : 'GET', path);
      assert.equal(plain.headers.get('access-control-allow-origin'), null, path);
      const visited = await sandbox.call(path === '/token' ? 'POST' : 'GET', path, { headers: { Origin: 'https://evil.example' } });
      assert.equal(visited.headers.get('access-control-allow-origin'), null, path);
      assert.match(String(visited.headers.get('vary')), /Origin/);
    }
    const preflight = await fetch(`${sandbox.origin}/calc/api/v2/cee`, {
      method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization' },
    });
    assert.equal(preflight.status, 204);
    assert.deepEqual([preflight.headers.get('access-control-allow-origin'), preflight.headers.get('access-control-allow-headers')], [null, null]);
  });

  it('answers its own origin, and the origins of SANDBOX_ALLOWED_ORIGINS, by name', async () => {
    const own = await sandbox.call('GET', operations, { headers: { Origin: sandbox.origin } });
    assert.equal(own.headers.get('access-control-allow-origin'), sandbox.origin);
    const previous = process.env.SANDBOX_ALLOWED_ORIGINS;
    process.env.SANDBOX_ALLOWED_ORIGINS = 'http://localhost:5173, https://partner.example *  not-an-origin https://x.example/path';
    const other = await startSandbox();
    try {
      assert.deepEqual(other.sandbox.allowedOrigins, ['http://localhost:5173', 'https://partner.example']);
      const partner = await other.call('GET', operations, { headers: { Origin: 'https://partner.example' } });
      assert.equal(partner.headers.get('access-control-allow-origin'), 'https://partner.example');
      assert.match(String(partner.headers.get('access-control-expose-headers')), /Idempotent-Replayed/);
      const preflight = await fetch(`${other.origin}/calc/api/v2/cee`, {
        method: 'OPTIONS', headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
      });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers.get('access-control-allow-origin'), 'http://localhost:5173');
      assert.match(String(preflight.headers.get('access-control-allow-headers')), /Authorization/);
      assert.match(String(preflight.headers.get('access-control-allow-methods')), /DELETE/);
      for (const refused of ['https://evil.example', 'http://localhost:5174', 'https://partner.example.evil.example']) {
        const answer = await other.call('GET', operations, { headers: { Origin: refused } });
        assert.equal(answer.headers.get('access-control-allow-origin'), null, refused);
      }
      // The control API stays its own origin's, whatever the list says.
      const log = await other.call('GET', '/__sandbox/requests', { headers: { Origin: 'https://partner.example' } });
      assert.deepEqual([log.status, log.headers.get('access-control-allow-origin')], [403, null]);
    } finally {
      await other.close();
      if (previous === undefined) delete process.env.SANDBOX_ALLOWED_ORIGINS;
      else process.env.SANDBOX_ALLOWED_ORIGINS = previous;
    }
    const given = await startSandbox({ allowedOrigins: ['https://shop.example'] });
    try {
      const answer = await given.call('POST', '/token', { headers: { Origin: 'https://shop.example' } });
      assert.equal(answer.headers.get('access-control-allow-origin'), 'https://shop.example');
    } finally {
      await given.close();
    }
  });

  it('answers 404 with a message for unknown routes and 405 for a wrong method', async () => {
    const partner = await sandbox.call('GET', '/partner/v1/nothing');
    assert.equal(partner.status, 404);
    assert.equal(typeof partner.body.message, 'string');
    const calc = await sandbox.call('GET', '/calc/api/v2/nothing', { token: await sandbox.token() });
    assert.equal(calc.status, 404);
    assert.equal((await sandbox.call('DELETE', operations)).status, 405);
  });

  it('calls next() for paths that are not its own, and answers 404 without next', async () => {
    const sandboxOnly = createSandbox({ control: false });
    let nextCalls = 0;
    const req = /** @type {any} */ ({ url: '/index.html', method: 'GET', headers: {} });
    sandboxOnly.handle(req, /** @type {any} */ ({}), () => { nextCalls += 1; });
    assert.equal(nextCalls, 1);
    const { status } = await sandbox.call('GET', '/index.html');
    assert.equal(status, 404);
  });
});

describe('control API: same origin, JSON only (docs/contract.md §4)', () => {
  it('sends no CORS header on control answers, even to its own origin, where the partner and calculation APIs do', async () => {
    const log = await sandbox.call('GET', '/__sandbox/requests', { headers: { Origin: sandbox.origin } });
    assert.equal(log.status, 200);
    assert.equal(log.headers.get('access-control-allow-origin'), null);
    assert.equal((await sandbox.call('GET', operations, { headers: { Origin: sandbox.origin } })).headers.get('access-control-allow-origin'), sandbox.origin);
  });

  it('refuses what a page of another site sends: Sec-Fetch-Site cross-site, a foreign Origin, a preflight', async () => {
    const crossSite = await sandbox.call('GET', '/__sandbox/requests', { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    assert.equal(crossSite.status, 403);
    const foreign = await sandbox.call('POST', '/__sandbox/reset', { headers: { Origin: 'https://evil.example' } });
    assert.equal(foreign.status, 403);
    const preflight = await fetch(`${sandbox.origin}/__sandbox/fail-next`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' } });
    assert.equal(preflight.status, 403);
    assert.equal(preflight.headers.get('access-control-allow-origin'), null);
    // A DNS-rebound name: the browser calls it same-origin, but the Host is neither loopback nor an IP address.
    const rebound = await new Promise((resolve, reject) => {
      request(`${sandbox.origin}/__sandbox/requests`, { headers: { Host: 'evil.example:80' } }, (res) => { res.resume(); resolve(res.statusCode); })
        .on('error', reject).end();
    });
    assert.equal(rebound, 403);
  });

  it('accepts its own origin (Sec-Fetch-Site same-origin, the same Origin) and tools that send neither', async () => {
    const sameOrigin = await sandbox.call('POST', '/__sandbox/reset', { headers: { 'Sec-Fetch-Site': 'same-origin', Origin: sandbox.origin } });
    assert.equal(sameOrigin.status, 204);
    assert.equal((await sandbox.call('POST', '/__sandbox/reset')).status, 204);
  });

  it('answers 415 to a control POST that is not JSON (a simple cross-origin request cannot send JSON without a preflight)', async () => {
    const form = await sandbox.call('POST', '/__sandbox/fail-next', { body: 'method=GET&path=/partner/v1/operations&status=500', headers: { 'Content-Type': 'text/plain' } });
    assert.equal(form.status, 415);
    assert.equal((await sandbox.call('GET', operations)).status, 200);
  });
});
