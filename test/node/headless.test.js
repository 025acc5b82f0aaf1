// The API core from the npm build, headless in Node (no DOM, no element): compiled as `npm run build:npm`
// compiles it, then talking HTTP to the sandbox.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSandbox } from '../../demo/sandbox/server.js';
import { startSandbox, VALID_WORKSITE } from './sandbox-client.js';

const root = new URL('../../', import.meta.url).pathname;
const outDir = join(root, 'node_modules', '.cache', `headless-build-${process.pid}`);
let server;
let origin;
let api;

before(async () => {
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json', '--outDir', outDir, '--declaration', 'false', '--declarationMap', 'false', '--sourceMap', 'false'], { cwd: root, stdio: 'ignore' });
  api = await import(pathToFileURL(join(outDir, 'api', 'index.js')).href);
  const sandbox = createSandbox({ control: false });
  server = createServer((req, res) => sandbox.handle(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});

after(() => {
  server?.close();
  rmSync(outDir, { recursive: true, force: true });
});

test('cee-widgets/api validates in English at once, before any client exists (French by default)', () => {
  const checked = api.validate(api.BeneficiaryQuerySchema, { page: 0 }, 'en');
  assert.equal(checked.ok, false);
  assert.match(checked.fieldErrors.page[0], /^Enter at least 1\./);
  assert.equal(api.ruleMessage('en', 'zipcode'), 'The postcode must have 5 digits.');
  assert.match(api.validate(api.BeneficiaryQuerySchema, { page: 0 }).fieldErrors.page[0], /^Indiquez au moins 1\./);
});

test('cee-widgets/api works headless in Node: catalogue, inputs and a CEE calculation with a token', async () => {
  const client = api.createClient({ apiBase: `${origin}/partner`, calcBase: `${origin}/calc`, tokenEndpoint: `${origin}/token` });
  const operations = await client.listOperations();
  assert.ok(operations.some((o) => o.code === 'BAR-EN-101'));
  const fields = await client.getSimulationInputs('BAR-EN-101', 'b2c');
  // #13: every code offers the optional engagement date.
  assert.deepEqual(fields.map((f) => f.key), ['housing.department', 'operation.surface', 'operation.engagement_date']);
  const result = await client.calculateCee({ fost_code: 'BAR-EN-101', context: 'b2c', housing: { department: '33' }, operation: { surface: 80 } });
  assert.equal(result.kwhCumac, 112000);
  assert.equal(client.tokenRequests, 1);
});

test('cee-widgets/api rejects with an ApiError of kind not-found for an unknown operation', async () => {
  const client = api.createClient({ apiBase: `${origin}/partner` });
  await assert.rejects(client.getOperation(9999), (error) => error instanceof api.ApiError && error.kind === 'not-found');
});

test('cee-widgets/api: a client in English rejects invalid bodies in English; the calls work in parts too', async () => {
  const en = api.createClient({ apiBase: `${origin}/partner`, lang: 'en' });
  await assert.rejects(en.createWorksite({ convention_id: 1, beneficiary_id: 1, address: '1 rue', city: 'Lyon', zipcode: 'abc' }), (error) =>
    error instanceof api.ApiError && error.kind === 'validation' && error.fieldErrors.zipcode[0] === 'The postcode must have 5 digits.');
  // The parts, on a connection of their own: the calculation calls alone.
  const calc = api.calculationCalls(api.connect({ calcBase: `${origin}/calc`, tokenEndpoint: `${origin}/token` }));
  const fields = await calc.getSimulationInputs('BAR-EN-101', 'b2c');
  assert.equal(fields.length, 3); // département, surface, engagement date (#13)
});

/** The rejection of `promise`, which must reject. */
async function rejectionOf(promise) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected a rejection');
}

test('cee-widgets/api keeps 20 messages of one key of a 422 of 50 000, each once and at most 500 characters, and counts the others', async () => {
  const sandbox = await startSandbox({ control: true });
  try {
    const client = api.createClient({ apiBase: `${sandbox.origin}/partner` });
    // The sandbox's control API takes 1 MiB: short messages (the body an object, sent as the answer's JSON).
    const many = Array.from({ length: 50_000 }, (_, i) => (i === 0 ? 'é'.repeat(10_000) : `m${i}`));
    const refuse = (errors) => sandbox.failNext({ method: 'POST', path: '/partner/v1/worksites', status: 422, body: { message: 'Invalide', errors } });
    assert.equal((await refuse({ city: many, zipcode: 'Un seul.' })).status, 204);
    const error = await rejectionOf(client.createWorksite(VALID_WORKSITE));
    assert.equal(error.kind, 'validation');
    assert.equal(error.fieldErrors.city.length, api.MAX_MESSAGES_PER_KEY);
    assert.equal(error.fieldErrors.city.length, 20);
    assert.equal(error.fieldErrors.city[0].length, 500);
    assert.equal(error.fieldErrors.city[19], 'm19');
    assert.deepEqual(error.fieldErrors.zipcode, ['Un seul.']);
    assert.equal(error.omittedMessages, 49_980);
    assert.equal(error.toDetail().omittedMessages, 49_980);
    // A message repeated under its key is kept and counted once.
    const twice = Array.from({ length: 30 }, (_, i) => `m${i % 25}`);
    await refuse({ city: [...twice, ...twice] });
    const repeated = await rejectionOf(client.createWorksite(VALID_WORKSITE));
    assert.equal(repeated.fieldErrors.city.length, 20);
    assert.equal(repeated.omittedMessages, 5);
  } finally {
    await sandbox.close();
  }
});

test('cee-widgets/api keeps 200 keys of a 422 of 50 000 and counts the messages of the others', async () => {
  const sandbox = await startSandbox({ control: true });
  try {
    const client = api.createClient({ apiBase: `${sandbox.origin}/partner` });
    const errors = {};
    for (let i = 0; i < 50_000; i++) errors[`k${i}`] = `m${i}`;
    const armed = await sandbox.failNext({ method: 'POST', path: '/partner/v1/worksites', status: 422, body: { message: 'Invalide', errors } });
    assert.equal(armed.status, 204);
    const error = await rejectionOf(client.createWorksite(VALID_WORKSITE));
    const keys = Object.keys(error.fieldErrors);
    assert.equal(keys.length, api.MAX_ERROR_KEYS);
    assert.equal(keys.length, 200);
    assert.equal(keys.at(-1), 'k199');
    assert.equal(error.omittedMessages, 49_800);
    // A 422 within the bounds counts nothing.
    await sandbox.failNext({ method: 'POST', path: '/partner/v1/worksites', status: 422, body: JSON.stringify({ message: 'Invalide', errors: { city: ['Non.'] } }) });
    const small = await rejectionOf(client.createWorksite(VALID_WORKSITE));
    assert.equal(small.omittedMessages, 0);
    assert.equal('omittedMessages' in small.toDetail(), false);
  } finally {
    await sandbox.close();
  }
});
