/**
 * The HTTP layer of the API core, over real HTTP to the sandbox: how failures become ApiErrors, which requests
 * are retried, identical GETs shared while in flight, aborts and timeouts.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { ApiError, clearApiCache, clearTokens, createClient, isAbortError } from '../../../src/api/index.js';
import { bases, failNext, rejectionOf, resetSandbox, sandboxRequests, sandboxState } from '../helpers/sandbox.js';

const OPERATION_1 = '/partner/v1/operations/1';
const WORKSITES = '/partner/v1/worksites';
const TAGS = '/partner/v1/worksites/1/operations/11/tags';
const CEE = '/calc/api/v2/cee';

const HEAT_PUMP = {
  fost_code: 'BAR-TH-171',
  context: 'b2c' as const,
  housing: { department: '69', type: 'maison', surface: 100 },
  operation: { usage: 'ecs', etas: '140-170', replaces_fossil_boiler: false },
};
const WORKSITE = { convention_id: 1, beneficiary_id: 2, address: '12 rue Pasteur', city: 'Lyon', zipcode: '69003' };

function client(extra: Parameters<typeof createClient>[0] = {}) {
  return createClient({ ...bases(), ...extra });
}

const statuses = async (path: string, method?: string) =>
  (await sandboxRequests({ path, ...(method ? { method } : {}) })).map((r) => r.status).join();

/** Waits until the sandbox has received `count` requests to `path` (answered or not). */
const received = (path: string, count = 1) =>
  waitUntil(async () => (await sandboxRequests({ path })).length >= count, `${count} request(s) to ${path} received`, { timeout: 10_000 });

/**
 * Resolves once a retry of a request that failed before it was called would have been sent (any backoff is at most
 * 400 ms): a GET of operation 2 answered 503 with `Retry-After: 1`, retried a second later, answered.
 */
async function aRetryWouldHaveGone(): Promise<void> {
  await failNext({ method: 'GET', path: '/partner/v1/operations/2', status: 503, retryAfter: 1 });
  await client().getOperation(2);
  expect(await statuses('/partner/v1/operations/2')).to.equal('503,200');
}

/** Chromium itself resends a request whose reused connection drops: arm enough failures for every try. */
const NETWORK_DOWN = { status: 0, times: 30 };

describe('API core HTTP', () => {
  beforeEach(async () => {
    await resetSandbox();
    clearTokens();
    clearApiCache();
  });

  describe('errors', () => {
    it('gives the service 422 as kind validation with its field errors', async () => {
      await failNext({
        method: 'POST',
        path: WORKSITES,
        status: 422,
        body: JSON.stringify({ message: 'Adresse inconnue.', errors: { address: ['Adresse inconnue.'], 'fiscal_informations.0.lastname': 'Nom requis.' } }),
      });
      const error = await rejectionOf(client().createWorksite(WORKSITE));
      expect(error instanceof ApiError).to.equal(true);
      expect(error.kind).to.equal('validation');
      expect(error.status).to.equal(422);
      expect(error.message).to.equal('Adresse inconnue.');
      expect(error.fromService).to.equal(true);
      expect(error.fieldErrors.address.join()).to.equal('Adresse inconnue.');
      // A lone string is read as a one-message list.
      expect(error.fieldErrors['fiscal_informations.0.lastname'].length).to.equal(1);
      expect(error.fieldErrors['fiscal_informations.0.lastname'][0]).to.equal('Nom requis.');
      const detail = error.toDetail();
      expect(detail.kind).to.equal('validation');
      expect(detail.status).to.equal(422);
      expect(Object.keys(detail.fieldErrors).length).to.equal(2);
    });

    it('reads a bare answer that carries a data key of its own as the resource, not as an envelope', async () => {
      await failNext({
        method: 'GET',
        path: '/partner/v1/operations/1',
        status: 200,
        body: JSON.stringify({ id: 1, code: 'BAR-TH-171', operation_name: 'PAC', can_b2b: false, can_b2c: true, data: 'anything' }),
      });
      const operation = await client().getOperation(1);
      expect(operation.id).to.equal(1);
      expect(operation.code).to.equal('BAR-TH-171');
    });

    it('reads a bare calculation result carrying data: null as the result, not as an empty envelope', async () => {
      await failNext({ method: 'POST', path: '/calc/api/v2/cee', status: 200, body: '{"kwhCumac":5,"data":null}' });
      const result = await client().calculateCee({ fost_code: 'BAR-EN-101', context: 'b2c' });
      expect(result.kwhCumac).to.equal(5);
    });

    it('keeps 422 keys named like object members as plain entries, and pollutes nothing', async () => {
      await failNext({
        method: 'POST',
        path: WORKSITES,
        status: 422,
        body: '{"message":"x","errors":{"constructor":["a"],"toString":["b"],"__proto__":["c"],"hasOwnProperty":"d"}}',
      });
      const error = await rejectionOf(client().createWorksite(WORKSITE));
      expect(error.kind).to.equal('validation');
      expect(Object.hasOwn(error.fieldErrors, 'constructor')).to.equal(true);
      expect(error.fieldErrors.constructor.join()).to.equal('a');
      expect(error.fieldErrors.toString.join()).to.equal('b');
      expect(error.fieldErrors.hasOwnProperty.join()).to.equal('d');
      expect(Object.getPrototypeOf(error.fieldErrors) === Object.prototype).to.equal(true);
      expect(({} as Record<string, unknown>)['0']).to.equal(undefined);
    });

    it('keeps a 422 message filed under a bare __proto__ or constructor key', async () => {
      await failNext({ method: 'POST', path: WORKSITES, status: 422, body: '{"message":"Refusé","errors":{"__proto__":["sous proto"]}}' });
      const error = await rejectionOf(client().createWorksite(WORKSITE));
      expect(error.kind).to.equal('validation');
      expect(Object.keys(error.fieldErrors).join()).to.equal('__proto__');
      expect(Object.hasOwn(error.fieldErrors, '__proto__')).to.equal(true);
      expect(Object.getOwnPropertyDescriptor(error.fieldErrors, '__proto__')?.value.join()).to.equal('sous proto');
      expect(JSON.stringify(error.toDetail().fieldErrors)).to.equal('{"__proto__":["sous proto"]}');
      // The prototype is not replaced by the message list.
      expect(Array.isArray(Object.getPrototypeOf(error.fieldErrors))).to.equal(false);
      await failNext({ method: 'POST', path: WORKSITES, status: 422, body: '{"message":"Refusé","errors":{"constructor":"une seule"}}' });
      const single = await rejectionOf(client().createWorksite(WORKSITE));
      expect(Object.keys(single.fieldErrors).join()).to.equal('constructor');
      expect(single.fieldErrors.constructor.join()).to.equal('une seule');
    });

    it('keeps the message and the readable entries of a 422 when one entry is not a message', async () => {
      await failNext({ method: 'POST', path: WORKSITES, status: 422, body: '{"message":"Refusé","errors":{"zipcode":["Code postal inconnu."],"city":{"x":1},"address":[3]}}' });
      const error = await rejectionOf(client().createWorksite(WORKSITE));
      expect(error.kind).to.equal('validation');
      expect(error.message).to.equal('Refusé');
      expect(error.fromService).to.equal(true);
      expect(Object.keys(error.fieldErrors).join()).to.equal('zipcode');
      expect(error.fieldErrors.zipcode.join()).to.equal('Code postal inconnu.');
    });

    it('gives a 500 as kind server with the service message, not retried', async () => {
      await failNext({ method: 'GET', path: OPERATION_1, status: 500 });
      const error = await rejectionOf(client().getOperation(1));
      expect(error instanceof ApiError).to.equal(true);
      expect(error.kind).to.equal('server');
      expect(error.status).to.equal(500);
      expect(error.message).to.equal('Erreur simulée 500');
      expect(error.fromService).to.equal(true);
      expect(error.retryable).to.equal(true);
      expect(await statuses(OPERATION_1)).to.equal('500');
    });

    it('uses the status text for an error body that is not JSON', async () => {
      await failNext({ method: 'GET', path: OPERATION_1, status: 500, body: '<html><body>Oups</body></html>' });
      const error = await rejectionOf(client().getOperation(1));
      expect(error.kind).to.equal('server');
      expect(error.message).to.equal('Internal Server Error');
      expect(error.fromService).to.equal(false);
    });

    it('maps 401 and 403 to auth, 404 and 410 to not-found, 400 to validation', async () => {
      const expected: Array<[number, string]> = [[401, 'auth'], [403, 'auth'], [404, 'not-found'], [410, 'not-found'], [400, 'validation']];
      for (const [status, kind] of expected) {
        await failNext({ method: 'GET', path: OPERATION_1, status });
        const error = await rejectionOf(client().getOperation(1));
        expect(error.kind, String(status)).to.equal(kind);
        expect(error.status, String(status)).to.equal(status);
        expect(error.message, String(status)).to.equal(`Erreur simulée ${status}`);
      }
      expect((await sandboxRequests({ path: OPERATION_1 })).length).to.equal(expected.length);
    });

    it('gives a network failure as kind network (GET, after its retries)', async () => {
      await failNext({ method: 'GET', path: OPERATION_1, ...NETWORK_DOWN });
      const error = await rejectionOf(client().getOperation(1));
      expect(error instanceof ApiError).to.equal(true);
      expect(error.kind).to.equal('network');
      expect(error.status).to.equal(undefined);
      expect(error.timedOut).to.equal(false);
      expect(error.retryable).to.equal(true);
      // At least one try per attempt of the client (3), whatever the browser adds.
      expect((await sandboxRequests({ path: OPERATION_1 })).length).to.be.at.least(3);
    });

    it('gives a network failure as kind network (POST)', async () => {
      await failNext({ method: 'POST', path: WORKSITES, ...NETWORK_DOWN });
      const error = await rejectionOf(client().createWorksite(WORKSITE));
      expect(error.kind).to.equal('network');
      expect((await sandboxRequests({ path: WORKSITES })).every((r) => r.status === 0)).to.equal(true);
    });

    it('gives a network failure of an upload as kind network', async () => {
      await failNext({ method: 'POST', path: '/partner/v1/worksites/1/documents', ...NETWORK_DOWN });
      const error = await rejectionOf(client().uploadDocument(1, { type_id: 1, worksite_operation_id: 11, url: 'https://example.com/a.pdf' }));
      expect(error instanceof ApiError).to.equal(true);
      expect(error.kind).to.equal('network');
    });

    it('gives kind response for a 200 whose body has the wrong shape, not retried', async () => {
      await failNext({ method: 'GET', path: OPERATION_1, status: 200, body: '{"data":"nope"}' });
      const error = await rejectionOf(client().getOperation(1));
      expect(error instanceof ApiError).to.equal(true);
      expect(error.kind).to.equal('response');
      expect(error.status).to.equal(200);
      expect(error.retryable).to.equal(false);
      expect(await statuses(OPERATION_1)).to.equal('200');
    });

    it('gives kind response for a 200 that is not JSON', async () => {
      await failNext({ method: 'GET', path: OPERATION_1, status: 200, body: 'not json {' });
      const error = await rejectionOf(client().getOperation(1));
      expect(error.kind).to.equal('response');
      expect(error.message).to.equal('The answer is not valid JSON.');
    });

    it('gives kind response for a list item or a calculation of the wrong shape', async () => {
      await failNext({ method: 'GET', path: '/partner/v1/operations', status: 200, body: '{"data":[{"id":"one"}]}' });
      expect((await rejectionOf(client().listOperations())).kind).to.equal('response');
      await failNext({ method: 'POST', path: CEE, status: 200, body: '{"data":{"euros":12}}' });
      expect((await rejectionOf(client().calculateCee(HEAT_PUMP))).kind).to.equal('response');
      await failNext({ method: 'GET', path: '/partner/v1/beneficiaries', status: 200, body: '{"items":[]}' });
      expect((await rejectionOf(client().listBeneficiaries())).kind).to.equal('response');
      // A failed answer is not kept: the catalogue is fetched again.
      expect((await client().listOperations()).length).to.be.greaterThan(0);
    });

    it('gives kind response with no base URL configured, sending nothing', async () => {
      // Rejected promises, not synchronous throws: callers chain .then/.catch on every method.
      const unconfigured = createClient({ tokenEndpoint: bases().tokenEndpoint });
      const error = await rejectionOf(unconfigured.getOperation(1));
      expect(error instanceof ApiError).to.equal(true);
      expect(error.kind).to.equal('response');
      expect(error.message).to.equal('No partner API base URL is configured.');
      expect((await rejectionOf(unconfigured.listOperations())).kind).to.equal('response');
      expect((await rejectionOf(unconfigured.listBeneficiaries())).kind).to.equal('response');
      expect((await rejectionOf(unconfigured.getSimulationInputs('BAR-TH-171', 'b2c'))).kind).to.equal('response');
      expect((await sandboxRequests()).length).to.equal(0);
    });
  });

  describe('retries', () => {
    it('retries a GET answered 503 once and returns the result', async () => {
      await failNext({ method: 'GET', path: OPERATION_1, status: 503 });
      const operation = await client().getOperation(1);
      expect(operation.id).to.equal(1);
      expect(await statuses(OPERATION_1)).to.equal('503,200');
    });

    it('retries 429, 502 and 504 too', async () => {
      await failNext({ method: 'GET', path: OPERATION_1, status: 429 });
      expect((await client().getOperation(1)).id).to.equal(1);
      await failNext({ method: 'GET', path: OPERATION_1, status: 502 });
      await failNext({ method: 'GET', path: OPERATION_1, status: 504 });
      expect((await client().getOperation(1)).id).to.equal(1);
      expect(await statuses(OPERATION_1)).to.equal('429,200,502,504,200');
    });

    it('gives up after 3 attempts with kind server', async () => {
      await failNext({ method: 'GET', path: OPERATION_1, status: 503, times: 5 });
      const started = performance.now();
      const error = await rejectionOf(client().getOperation(1));
      expect(error.kind).to.equal('server');
      expect(error.status).to.equal(503);
      expect(error.message).to.equal('Erreur simulée 503');
      expect(await statuses(OPERATION_1)).to.equal('503,503,503');
      // Backed off between attempts (300 ms, then 600 ms, at least).
      expect(performance.now() - started).to.be.at.least(850);
    });

    it('retries a GET of the calculation API with its token', async () => {
      await failNext({ method: 'GET', path: '/calc/api/v2/simulation-inputs/BAR-TH-171/b2c', status: 503 });
      const fields = await client().getSimulationInputs('BAR-TH-171', 'b2c');
      expect(fields.length).to.be.greaterThan(0);
      expect(await statuses('/calc/api/v2/simulation-inputs/BAR-TH-171/b2c')).to.equal('503,200');
      expect((await sandboxRequests({ path: '/token' })).length).to.equal(1);
    });

    it('honours Retry-After', async () => {
      await failNext({ method: 'GET', path: OPERATION_1, status: 503, retryAfter: 1 });
      const started = performance.now();
      expect((await client().getOperation(1)).id).to.equal(1);
      // 1 s instead of the 300-400 ms backoff.
      expect(performance.now() - started).to.be.at.least(950);
      expect(await statuses(OPERATION_1)).to.equal('503,200');
    });

    it('gives up at once when Retry-After asks for longer than a visitor should wait', async () => {
      await failNext({ method: 'GET', path: OPERATION_1, status: 503, retryAfter: 120 });
      const error = await rejectionOf(client().getOperation(1));
      expect(error.kind).to.equal('server');
      expect(error.status).to.equal(503);
      expect(await statuses(OPERATION_1)).to.equal('503');
    });

    it('does not retry a POST answered 503', async () => {
      await failNext({ method: 'POST', path: WORKSITES, status: 503 });
      const before = await sandboxState();
      const error = await rejectionOf(client().createWorksite(WORKSITE));
      expect(error.kind).to.equal('server');
      expect(error.status).to.equal(503);
      expect(await statuses(WORKSITES)).to.equal('503');
      expect((await sandboxState()).worksites).to.equal(before.worksites);
    });

    it('does not retry a calculation POST answered 503', async () => {
      await failNext({ method: 'POST', path: CEE, status: 503 });
      const error = await rejectionOf(client().calculateCee(HEAT_PUMP));
      expect(error.kind).to.equal('server');
      expect(await statuses(CEE)).to.equal('503');
    });

    it('does not retry an upload answered 503', async () => {
      await failNext({ method: 'POST', path: '/partner/v1/worksites/1/documents', status: 503 });
      const error = await rejectionOf(client().uploadDocument(1, { type_id: 1, worksite_operation_id: 11, url: 'https://example.com/a.pdf' }));
      expect(error.kind).to.equal('server');
      expect(error.message).to.equal('Erreur simulée 503');
      expect(await statuses('/partner/v1/worksites/1/documents')).to.equal('503');
    });

    it('does not retry a DELETE answered 503', async () => {
      await failNext({ method: 'DELETE', path: TAGS, status: 503 });
      const error = await rejectionOf(client().removeOperationTags(1, 11, [1]));
      expect(error.kind).to.equal('server');
      expect(await statuses(TAGS)).to.equal('503');
    });

    it('stops waiting for a retry when aborted during the backoff', async () => {
      await failNext({ method: 'GET', path: OPERATION_1, status: 503, retryAfter: 1 });
      const controller = new AbortController();
      const pending = client().getOperation(1, { signal: controller.signal });
      await waitUntil(async () => (await statuses(OPERATION_1)) === '503', 'the 503 is answered', { timeout: 10_000 });
      controller.abort();
      const error = await rejectionOf(pending);
      expect(error.name).to.equal('AbortError');
      await aRetryWouldHaveGone();
      expect(await statuses(OPERATION_1)).to.equal('503');
    });
  });

  describe('concurrency, abort and timeout', () => {
    it('sends identical GETs in flight at once only once', async () => {
      await failNext({ method: 'GET', path: OPERATION_1, delayMs: 300 });
      const api = client();
      const [a, b] = await Promise.all([api.getOperation(1), client().getOperation(1)]);
      expect(a.id).to.equal(1);
      expect(b.id).to.equal(1);
      expect(await statuses(OPERATION_1)).to.equal('200');
      // Not a cache: once answered, the next call is sent again.
      await api.getOperation(1);
      expect(await statuses(OPERATION_1)).to.equal('200,200');
    });

    it('sends different GETs separately', async () => {
      await Promise.all([client().getOperation(1), client().getOperation(2), client().listBeneficiaries({ page: 1 }), client().listBeneficiaries({ page: 2 })]);
      expect((await sandboxRequests({ path: '/partner/v1/operations/*' })).length).to.equal(2);
      expect((await sandboxRequests({ path: '/partner/v1/beneficiaries' })).length).to.equal(2);
    });

    it('shares identical simulation-inputs GETs and their token', async () => {
      const api = client();
      const all = await Promise.all([1, 2, 3].map(() => api.getSimulationInputs('BAR-TH-171', 'b2c')));
      expect(all.every((fields) => fields.length === all[0]!.length)).to.equal(true);
      expect((await sandboxRequests({ path: '/calc/*' })).length).to.equal(1);
      expect((await sandboxRequests({ path: '/token' })).length).to.equal(1);
    });

    it('aborting one of two sharers does not abort the other', async () => {
      await failNext({ method: 'GET', path: OPERATION_1, delayMs: 600 });
      const controller = new AbortController();
      const aborted = client().getOperation(1, { signal: controller.signal });
      const kept = client().getOperation(1);
      await received(OPERATION_1);
      controller.abort();
      const error = await rejectionOf(aborted);
      expect(error instanceof ApiError).to.equal(false);
      expect(error.name).to.equal('AbortError');
      const operation = await kept;
      expect(operation.id).to.equal(1);
      expect(await statuses(OPERATION_1)).to.equal('200');
    });

    it('a caller that gives up and asks again in the same turn joins the request on its way', async () => {
      // What a task does when its arguments change: it aborts its last run, then starts the next at once.
      await failNext({ method: 'GET', path: OPERATION_1, delayMs: 600 });
      const first = new AbortController();
      const api = client();
      const aborted = api.getOperation(1, { signal: first.signal });
      await received(OPERATION_1);
      first.abort();
      const again = api.getOperation(1);
      expect((await rejectionOf(aborted)).name).to.equal('AbortError');
      expect((await again).id).to.equal(1);
      expect(await statuses(OPERATION_1)).to.equal('200');
    });

    it('aborting every sharer aborts the request itself', async () => {
      await failNext({ method: 'GET', path: OPERATION_1, delayMs: 2000 });
      const first = new AbortController();
      const second = new AbortController();
      const a = client().getOperation(1, { signal: first.signal });
      const b = client().getOperation(1, { signal: second.signal });
      await received(OPERATION_1);
      first.abort();
      second.abort();
      expect((await rejectionOf(a)).name).to.equal('AbortError');
      expect((await rejectionOf(b)).name).to.equal('AbortError');
      // The sandbox saw the client go away before answering.
      await waitUntil(async () => (await statuses(OPERATION_1)) === '0', 'the sandbox sees the client leave', { timeout: 10_000 });
      // And a new call is sent afresh, not joined to the aborted one.
      expect((await client().getOperation(1)).id).to.equal(1);
      expect(await statuses(OPERATION_1)).to.equal('0,200');
    });

    it('rejects an aborted request with an AbortError, not an ApiError', async () => {
      await failNext({ method: 'POST', path: WORKSITES, delayMs: 2000 });
      const before = await sandboxState();
      const controller = new AbortController();
      const pending = client().createWorksite(WORKSITE, { signal: controller.signal });
      await received(WORKSITES);
      controller.abort();
      const error = await rejectionOf(pending);
      expect(error instanceof ApiError).to.equal(false);
      expect(error.name).to.equal('AbortError');
      expect(isAbortError(error)).to.equal(true);
      // Rejected without waiting for the answer: the sandbox saw the client leave, and so created nothing.
      await waitUntil(async () => (await statuses(WORKSITES)) === '0', 'the sandbox sees the client leave', { timeout: 10_000 });
      expect((await sandboxState()).worksites).to.equal(before.worksites);
    });

    it('rejects a calculation aborted while in flight with an AbortError', async () => {
      await failNext({ method: 'POST', path: CEE, delayMs: 2000 });
      const controller = new AbortController();
      const pending = client().calculateCee(HEAT_PUMP, { signal: controller.signal });
      await received(CEE);
      controller.abort();
      const error = await rejectionOf(pending);
      expect(error instanceof ApiError).to.equal(false);
      expect(error.name).to.equal('AbortError');
    });

    it('rejects at once, sending nothing, with a signal already aborted', async () => {
      const signal = AbortSignal.abort();
      expect((await rejectionOf(client().getOperation(1, { signal }))).name).to.equal('AbortError');
      expect((await rejectionOf(client().createWorksite(WORKSITE, { signal }))).name).to.equal('AbortError');
      expect((await rejectionOf(client().calculateCee(HEAT_PUMP, { signal }))).name).to.equal('AbortError');
      expect((await rejectionOf(client().uploadDocument(1, { type_id: 1, worksite_operation_id: 11, url: 'https://example.com/a.pdf' }, { signal }))).name).to.equal('AbortError');
      expect((await sandboxRequests()).length).to.equal(0);
    });

    it('gives a timeout as kind network with timedOut, not retried', async () => {
      await failNext({ method: 'GET', path: OPERATION_1, delayMs: 5000 });
      const error = await rejectionOf(client({ timeoutMs: 200 }).getOperation(1));
      expect(error instanceof ApiError).to.equal(true);
      expect(error.kind).to.equal('network');
      expect(error.timedOut).to.equal(true);
      expect(error.retryable).to.equal(true);
      // Given up before the answer: the sandbox saw the client leave.
      await waitUntil(async () => (await statuses(OPERATION_1)) === '0', 'the sandbox sees the client leave', { timeout: 10_000 });
      await aRetryWouldHaveGone();
      expect((await sandboxRequests({ path: OPERATION_1 })).length).to.equal(1);
    });

    it('times out a calculation POST too', async () => {
      await failNext({ method: 'POST', path: CEE, delayMs: 1000 });
      const error = await rejectionOf(client({ timeoutMs: 200 }).calculateCee(HEAT_PUMP));
      expect(error.kind).to.equal('network');
      expect(error.timedOut).to.equal(true);
    });

    it('answers within the timeout when the service is quick enough', async () => {
      await failNext({ method: 'GET', path: OPERATION_1, delayMs: 100 });
      expect((await client({ timeoutMs: 1000 }).getOperation(1)).id).to.equal(1);
    });
  });
});
