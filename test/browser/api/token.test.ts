/**
 * The Bearer token of the calculation API, over real HTTP to the sandbox: one token per source shared by
 * concurrent callers, renewal on a 401 (once) and ahead of expiry, a host's tokenProvider, and the answer
 * shapes of a token endpoint.
 */
import { expect } from '@open-wc/testing';
import { ApiError, clearApiCache, clearTokens, createClient, type SimulationField } from '../../../src/api/index.js';
import { advanceClock, restoreClock } from '../helpers/clock.js';
import {
  bases,
  expireTokens,
  failNext,
  rejectionOf,
  resetSandbox,
  sandboxRequests,
  sandboxState,
  setTokenTtl,
} from '../helpers/sandbox.js';

const CEE = '/calc/api/v2/cee';

const HEAT_PUMP = {
  fost_code: 'BAR-TH-171',
  context: 'b2c' as const,
  housing: { department: '69', type: 'maison', surface: 100 },
  // Engaged in November 2025: fiche version A74-3, the figures these tests were written against.
  operation: { usage: 'ecs', etas: '140-170', replaces_fossil_boiler: false, engagement_date: '2025-11-15' },
};

let endpointCounter = 0;
/** A token endpoint URL no earlier test used, hence a fresh token source. */
function freshEndpoint(): string {
  endpointCounter += 1;
  return `${bases().tokenEndpoint}?t=${Date.now()}-${endpointCounter}`;
}

function client(extra: Parameters<typeof createClient>[0] = {}) {
  return createClient({ ...bases(), tokenEndpoint: freshEndpoint(), ...extra });
}

/** A token straight from the sandbox, for providers and scripted endpoint answers. */
async function issueToken(): Promise<string> {
  const response = await fetch(`${location.origin}/token`, { method: 'POST' });
  const answer = (await response.json()) as { access_token: string };
  return answer.access_token;
}

const tokenRequests = async () => (await sandboxRequests({ method: 'POST', path: '/token' })).length;
const ceeStatuses = async () => (await sandboxRequests({ method: 'POST', path: CEE })).map((r) => r.status).join();

describe('calculation API token', () => {
  beforeEach(async () => {
    await resetSandbox();
    clearTokens();
    clearApiCache();
  });
  afterEach(restoreClock);

  it('fetches one token from the endpoint and sends it as a Bearer header', async () => {
    const api = client();
    expect((await api.calculateCee(HEAT_PUMP)).kwhCumac).to.equal(133800);
    expect((await api.calculateCee(HEAT_PUMP)).kwhCumac).to.equal(133800);
    const tokens = await sandboxRequests({ path: '/token' });
    expect(tokens.length).to.equal(1);
    expect(tokens[0]?.method).to.equal('POST');
    expect(tokens[0]?.query.t).to.be.a('string');
    expect(api.tokenRequests).to.equal(1);
    expect(await ceeStatuses()).to.equal('200,200');
    expect((await sandboxRequests({ path: CEE })).every((r) => r.auth === true)).to.equal(true);
  });

  it('shares one token between clients on the same endpoint', async () => {
    const tokenEndpoint = freshEndpoint();
    await createClient({ ...bases(), tokenEndpoint }).calculateCee(HEAT_PUMP);
    await createClient({ ...bases(), tokenEndpoint }).calculateCee(HEAT_PUMP);
    expect(await tokenRequests()).to.equal(1);
  });

  it('renews an expired token once and retries the call', async () => {
    const api = client();
    await api.calculateCee(HEAT_PUMP);
    expect(await tokenRequests()).to.equal(1);
    await expireTokens();
    const result = await api.calculateCee(HEAT_PUMP);
    expect(result.kwhCumac).to.equal(133800);
    // Exactly one extra token request, and the call sent twice: 401 then 200.
    expect(await tokenRequests()).to.equal(2);
    expect(await ceeStatuses()).to.equal('200,401,200');
    expect((await sandboxState()).tokensIssued).to.equal(2);
  });

  it('renews once for several callers that all saw the 401', async () => {
    const api = client();
    await api.calculateCee(HEAT_PUMP);
    await expireTokens();
    const results = await Promise.all([api.calculateCee(HEAT_PUMP), api.calculateCee(HEAT_PUMP), api.calculateCee(HEAT_PUMP)]);
    expect(results.map((r) => r.kwhCumac).join()).to.equal('133800,133800,133800');
    expect(await tokenRequests()).to.equal(2);
  });

  it('renews an expired token for a GET of simulation inputs too', async () => {
    const api = client();
    await api.calculateCee(HEAT_PUMP);
    await expireTokens();
    const fields: SimulationField[] = await api.getSimulationInputs('BAR-TH-171', 'b2c');
    expect(fields.length).to.be.greaterThan(0);
    expect(await tokenRequests()).to.equal(2);
    const statuses = (await sandboxRequests({ path: '/calc/api/v2/simulation-inputs/BAR-TH-171/b2c' })).map((r) => r.status);
    expect(statuses.join()).to.equal('401,200');
  });

  it('gives kind auth on a second 401 in a row, without a third try', async () => {
    await failNext({ method: 'POST', path: CEE, status: 401, times: 2 });
    const error = await rejectionOf(client().calculateCee(HEAT_PUMP));
    expect(error instanceof ApiError).to.equal(true);
    expect(error.kind).to.equal('auth');
    expect(error.status).to.equal(401);
    expect(error.retryable).to.equal(false);
    expect(await ceeStatuses()).to.equal('401,401');
    expect(await tokenRequests()).to.equal(2);
  });

  it('gives kind auth when the provider keeps giving a refused token', async () => {
    let calls = 0;
    const api = createClient({ ...bases(), tokenProvider: () => ((calls += 1), 'not-a-sandbox-token') });
    const error = await rejectionOf(api.calculateCee(HEAT_PUMP));
    expect(error.kind).to.equal('auth');
    expect(error.status).to.equal(401);
    expect(calls).to.equal(2);
    expect(await ceeStatuses()).to.equal('401,401');
  });

  it('makes ONE token request for five concurrent calls', async () => {
    const api = client();
    const results = await Promise.all(Array.from({ length: 5 }, () => api.calculateCee(HEAT_PUMP)));
    expect(results.every((r) => r.kwhCumac === 133800)).to.equal(true);
    expect(await tokenRequests()).to.equal(1);
    expect(api.tokenRequests).to.equal(1);
    expect(await ceeStatuses()).to.equal('200,200,200,200,200');
  });

  it('fetches a new token ahead of expiry with a short TTL', async () => {
    await setTokenTtl(2);
    const api = client();
    await api.calculateCee(HEAT_PUMP);
    await api.calculateCee(HEAT_PUMP);
    expect(await tokenRequests()).to.equal(1);
    // A 2 s token is renewed at half its life: 1.1 s later (on the page's clock) it is not used again. The sandbox
    // then refuses it, so a token sent again would show as a 401.
    advanceClock(1100);
    await expireTokens();
    await api.calculateCee(HEAT_PUMP);
    expect(await tokenRequests()).to.equal(2);
    // Renewed before the service refused it: no 401.
    expect(await ceeStatuses()).to.equal('200,200,200');
  });

  it('keeps a token until its renewal time', async () => {
    await setTokenTtl(120);
    const api = client();
    await api.calculateCee(HEAT_PUMP);
    // Renewed 30 s before it ends: at 89 s it is still the one.
    advanceClock(89_000);
    await api.calculateCee(HEAT_PUMP);
    expect(await tokenRequests()).to.equal(1);
    advanceClock(2000);
    await api.calculateCee(HEAT_PUMP);
    expect(await tokenRequests()).to.equal(2);
  });

  it('uses the tokenProvider instead of the endpoint', async () => {
    const token = await issueToken();
    expect(await tokenRequests()).to.equal(1);
    let calls = 0;
    const provider = async () => ((calls += 1), token);
    // The provider wins over an endpoint given too.
    const api = createClient({ ...bases(), tokenEndpoint: freshEndpoint(), tokenProvider: provider });
    expect((await api.calculateCee(HEAT_PUMP)).kwhCumac).to.equal(133800);
    expect((await api.calculateCee(HEAT_PUMP)).kwhCumac).to.equal(133800);
    expect(calls).to.equal(1);
    expect(await tokenRequests()).to.equal(1);
    expect(await ceeStatuses()).to.equal('200,200');
  });

  it('reads a provider answer {token, expiresAt} and renews it ahead of expiry', async () => {
    const token = await issueToken();
    let calls = 0;
    const provider = () => ((calls += 1), { token, expiresAt: new Date(Date.now() + 2000) });
    const api = createClient({ ...bases(), tokenProvider: provider });
    await api.calculateCee(HEAT_PUMP);
    await api.calculateCee(HEAT_PUMP);
    expect(calls).to.equal(1);
    advanceClock(1100);
    await api.calculateCee(HEAT_PUMP);
    expect(calls).to.equal(2);
    expect(await ceeStatuses()).to.equal('200,200,200');
  });

  it('renews a provider token on a 401 by calling the provider again', async () => {
    let calls = 0;
    const provider = async () => ((calls += 1), { token: await issueToken() });
    const api = createClient({ ...bases(), tokenProvider: provider });
    await api.calculateCee(HEAT_PUMP);
    await expireTokens();
    await api.calculateCee(HEAT_PUMP);
    expect(calls).to.equal(2);
    expect(await ceeStatuses()).to.equal('200,401,200');
  });

  it('forgets every token on clearTokens(), the endpoint ones and the provider ones', async () => {
    let calls = 0;
    const provider = async () => ((calls += 1), { token: await issueToken() });
    const fromProvider = createClient({ ...bases(), tokenProvider: provider });
    const fromEndpoint = client();
    await fromProvider.calculateCee(HEAT_PUMP);
    await fromEndpoint.calculateCee(HEAT_PUMP);
    expect(calls).to.equal(1);
    const endpointTokens = async () => (await sandboxRequests({ path: '/token' })).filter((r) => r.query.t !== undefined).length;
    expect(await endpointTokens()).to.equal(1);
    // A host logging its user out: no token of before may be sent again, by existing clients or new ones.
    clearTokens();
    await fromProvider.calculateCee(HEAT_PUMP);
    await fromEndpoint.calculateCee(HEAT_PUMP);
    expect(calls).to.equal(2);
    expect(await endpointTokens()).to.equal(2);
    await createClient({ ...bases(), tokenProvider: provider }).calculateCee(HEAT_PUMP);
    expect(calls).to.equal(2);
    expect(await ceeStatuses()).to.equal('200,200,200,200,200');
  });

  it('gives kind auth when the provider throws', async () => {
    const api = createClient({ ...bases(), tokenProvider: () => Promise.reject(new Error('logged out')) });
    const error = await rejectionOf(api.calculateCee(HEAT_PUMP));
    expect(error instanceof ApiError).to.equal(true);
    expect(error.kind).to.equal('auth');
    expect(await ceeStatuses()).to.equal('');
  });

  it('reads an endpoint answer {token, expires_at} (ISO date)', async () => {
    const token = await issueToken();
    const expiresAt = new Date(Date.now() + 2000).toISOString();
    const tokenEndpoint = freshEndpoint();
    await failNext({ method: 'POST', path: '/token', status: 200, body: JSON.stringify({ token, expires_at: expiresAt }) });
    const api = createClient({ ...bases(), tokenEndpoint });
    expect((await api.calculateCee(HEAT_PUMP)).kwhCumac).to.equal(133800);
    expect(await tokenRequests()).to.equal(2);
    await api.calculateCee(HEAT_PUMP);
    expect(await tokenRequests()).to.equal(2);
    // expires_at was read: the token is renewed ahead of it.
    advanceClock(1100);
    await api.calculateCee(HEAT_PUMP);
    expect(await tokenRequests()).to.equal(3);
    expect(await ceeStatuses()).to.equal('200,200,200');
  });

  it('reads an endpoint answer {token, expires_at} (epoch seconds)', async () => {
    const token = await issueToken();
    await failNext({ method: 'POST', path: '/token', status: 200, body: JSON.stringify({ token, expires_at: Math.floor(Date.now() / 1000) + 3600 }) });
    const api = client();
    expect((await api.calculateCee(HEAT_PUMP)).kwhCumac).to.equal(133800);
    await api.calculateCee(HEAT_PUMP);
    expect(await tokenRequests()).to.equal(2);
    expect(await ceeStatuses()).to.equal('200,200');
  });

  it('reads an endpoint answer that is the bare token as text', async () => {
    const token = await issueToken();
    await failNext({ method: 'POST', path: '/token', status: 200, body: `${token}\n` });
    const api = client();
    expect((await api.calculateCee(HEAT_PUMP)).kwhCumac).to.equal(133800);
    expect(await tokenRequests()).to.equal(2);
    expect(await ceeStatuses()).to.equal('200');
  });

  it('reads an endpoint answer that is a JSON string', async () => {
    const token = await issueToken();
    await failNext({ method: 'POST', path: '/token', status: 200, body: JSON.stringify(token) });
    expect((await client().calculateCee(HEAT_PUMP)).kwhCumac).to.equal(133800);
    expect(await ceeStatuses()).to.equal('200');
  });

  it('refuses a token longer than 8 KB as an unreadable answer, never sending it', async () => {
    for (const body of ['a'.repeat(9000), JSON.stringify({ access_token: 'a'.repeat(8193), expires_in: 60 })]) {
      await failNext({ method: 'POST', path: '/token', status: 200, body });
      const error = await rejectionOf(client().calculateCee(HEAT_PUMP));
      expect(error.kind).to.equal('response');
      expect(error.message).to.equal('The token endpoint answered no token.');
    }
    const long = await rejectionOf(client({ tokenProvider: () => 'a'.repeat(8 * 1024 * 1024) }).calculateCee(HEAT_PUMP));
    expect(long.kind).to.equal('response');
    expect(await ceeStatuses()).to.equal('');
    // 8 KB itself is a token (the sandbox refuses it, not having issued it): sent, refused, renewed.
    await failNext({ method: 'POST', path: '/token', status: 200, body: 'a'.repeat(8192) });
    expect((await client().calculateCee(HEAT_PUMP)).kwhCumac).to.equal(133800);
    expect(await ceeStatuses()).to.equal('401,200');
  });

  it('gives kind response for a token answer without a token', async () => {
    await failNext({ method: 'POST', path: '/token', status: 200, body: '{"expires_in": 60}' });
    const error = await rejectionOf(client().calculateCee(HEAT_PUMP));
    expect(error.kind).to.equal('response');
    expect(await ceeStatuses()).to.equal('');
  });

  it('refuses an HTML page without spaces as a token (kind response), then fetches a new token on the next call', async () => {
    await failNext({ method: 'POST', path: '/token', status: 200, body: '<html><body>Login</body></html>' });
    const api = client();
    const error = await rejectionOf(api.calculateCee(HEAT_PUMP));
    expect(error instanceof ApiError).to.equal(true);
    expect(error.kind).to.equal('response');
    expect(error.message).to.equal('The token endpoint answered no token.');
    expect(await ceeStatuses()).to.equal('');
    // Nothing was kept: the retry asks the endpoint again and gets through.
    expect((await api.calculateCee(HEAT_PUMP)).kwhCumac).to.equal(133800);
    expect(await tokenRequests()).to.equal(2);
    expect(await ceeStatuses()).to.equal('200');
  });

  it('refuses a bare token carrying CRLF, then fetches a new token on the next call', async () => {
    const token = await issueToken();
    await failNext({ method: 'POST', path: '/token', status: 200, body: `${token}\r\nX-Injected: 1` });
    const api = client();
    const error = await rejectionOf(api.calculateCee(HEAT_PUMP));
    expect(error.kind).to.equal('response');
    expect(error.message).to.equal('The token endpoint answered no token.');
    expect(await ceeStatuses()).to.equal('');
    expect((await api.calculateCee(HEAT_PUMP)).kwhCumac).to.equal(133800);
    expect(await tokenRequests()).to.equal(3);
    expect(await ceeStatuses()).to.equal('200');
  });

  it('refuses a JSON access_token carrying CRLF or markup (kind response)', async () => {
    const token = await issueToken();
    await failNext({ method: 'POST', path: '/token', status: 200, body: JSON.stringify({ access_token: `${token}\r\nX-Injected: 1`, expires_in: 300 }) });
    const api = client();
    expect((await rejectionOf(api.calculateCee(HEAT_PUMP))).kind).to.equal('response');
    // Not kept for its 300 s: the next call asks for a new token (before, the token was kept and every call failed
    // as "network", fetch refusing the header).
    expect((await api.calculateCee(HEAT_PUMP)).kwhCumac).to.equal(133800);
    expect(await ceeStatuses()).to.equal('200');
    await failNext({ method: 'POST', path: '/token', status: 200, body: JSON.stringify({ token: '<b>x</b>' }) });
    expect((await rejectionOf(client().calculateCee(HEAT_PUMP))).kind).to.equal('response');
    await failNext({ method: 'POST', path: '/token', status: 200, body: JSON.stringify('a b') });
    expect((await rejectionOf(client().calculateCee(HEAT_PUMP))).kind).to.equal('response');
    expect(await ceeStatuses()).to.equal('200');
  });

  it('reads a JWT-shaped bare token', async () => {
    // The sandbox refuses it (it issued no such token): a 401, a renewal, and the second answer is a real token.
    await failNext({ method: 'POST', path: '/token', status: 200, body: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl_-' });
    expect((await client().calculateCee(HEAT_PUMP)).kwhCumac).to.equal(133800);
    expect(await ceeStatuses()).to.equal('401,200');
  });

  it('refuses a provider token carrying CRLF (kind response)', async () => {
    const token = await issueToken();
    const error = await rejectionOf(client({ tokenProvider: async () => `${token}\r\nX: 1` }).calculateCee(HEAT_PUMP));
    expect(error.kind).to.equal('response');
    expect(await ceeStatuses()).to.equal('');
  });

  it('gives kind auth when the token endpoint refuses (403), and server for its 500', async () => {
    await failNext({ method: 'POST', path: '/token', status: 403 });
    const refused = await rejectionOf(client().calculateCee(HEAT_PUMP));
    expect(refused.kind).to.equal('auth');
    expect(refused.status).to.equal(403);
    await failNext({ method: 'POST', path: '/token', status: 500 });
    const broken = await rejectionOf(client().calculateCee(HEAT_PUMP));
    expect(broken.kind).to.equal('server');
    expect(broken.message).to.equal('Erreur simulée 500');
    expect(await ceeStatuses()).to.equal('');
  });

  it('gives kind network when the token endpoint cannot be reached', async () => {
    // Chromium itself resends a request whose reused connection drops, so arm enough failures for every try.
    await failNext({ method: 'POST', path: '/token', status: 0, times: 20 });
    const error = await rejectionOf(client().calculateCee(HEAT_PUMP));
    expect(error instanceof ApiError).to.equal(true);
    expect(error.kind).to.equal('network');
    expect(await ceeStatuses()).to.equal('');
  });

  it('tells the site’s developer, once, that CORS keeps the token endpoint from this page, and offers the visitor no retry', async () => {
    const other = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    // The test server itself, on another origin: its answers carry no CORS header.
    const tokenEndpoint = `${location.protocol}//${other}:${location.port}/__no-cors/token`;
    const logged: string[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
    try {
      const api = client({ tokenEndpoint });
      const refused = await rejectionOf(api.calculateCee(HEAT_PUMP));
      expect(refused instanceof ApiError).to.equal(true);
      expect(refused.kind).to.equal('auth');
      expect(refused.retryable).to.equal(false);
      await rejectionOf(api.calculateCee(HEAT_PUMP));
    } finally {
      console.error = error;
    }
    const told = logged.filter((line) => line.includes('CORS'));
    expect(told.length).to.equal(1);
    expect(told[0]).to.contain(tokenEndpoint);
    expect(told[0]).to.contain(location.origin);
    expect(await ceeStatuses()).to.equal('');
  });

  it('still gives kind network, with its retry, for a token endpoint on another origin that cannot be reached', async () => {
    const error = await rejectionOf(client({ tokenEndpoint: 'http://127.0.0.1:9/token' }).calculateCee(HEAT_PUMP));
    expect(error.kind).to.equal('network');
    expect(error.retryable).to.equal(true);
  });

  it('gives kind auth with no token endpoint or provider configured, sending nothing', async () => {
    const api = createClient({ apiBase: bases().apiBase, calcBase: bases().calcBase });
    const cee = await rejectionOf(api.calculateCee(HEAT_PUMP));
    expect(cee instanceof ApiError).to.equal(true);
    expect(cee.kind).to.equal('auth');
    const inputs = await rejectionOf(api.getSimulationInputs('BAR-TH-171', 'b2c'));
    expect(inputs.kind).to.equal('auth');
    const mpr = await rejectionOf(api.calculateMpr({ fost_code: 'BAR-TH-171', context: 'b2c' }));
    expect(mpr.kind).to.equal('auth');
    expect((await sandboxRequests()).length).to.equal(0);
  });

  it('sends the token to the partner API with partnerAuth bearer', async () => {
    const api = client({ partnerAuth: 'bearer' });
    await api.getOperation(1);
    await api.createWorksite({ convention_id: 1, beneficiary_id: 2, address: '1 rue Pasteur', city: 'Lyon', zipcode: '69003' });
    const partner = await sandboxRequests({ path: '/partner/*' });
    expect(partner.length).to.equal(2);
    expect(partner.every((r) => r.auth === true && (r.status === 200 || r.status === 201))).to.equal(true);
    expect(await tokenRequests()).to.equal(1);
  });
});
