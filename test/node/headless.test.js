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
