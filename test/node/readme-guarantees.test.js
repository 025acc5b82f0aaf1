// The README's "Holding under bad input" list, held to the code (#38): the list names exactly the guarantees below,
// and each one runs a case of it, headless in Node against the sandbox, on the sources compiled as `npm run build:npm`
// compiles them (the API core, and the few pure modules of the elements a guarantee is about). The browser tests the
// README names hold the same in the elements.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSandbox, VALID_WORKSITE } from './sandbox-client.js';

const root = new URL('../../', import.meta.url).pathname;
const outDir = join(root, 'node_modules', '.cache', `readme-guarantees-${process.pid}`);
/** @type {Awaited<ReturnType<typeof startSandbox>>} */
let sandbox;
let api;
const built = (path) => import(pathToFileURL(join(outDir, path)).href);

/** The names of the README's list of guarantees: the bold words each item starts with. */
function readmeGuarantees() {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('### Holding under bad input');
  assert.ok(start >= 0, 'README.md has a section "Holding under bad input"');
  const section = readme.slice(start, readme.indexOf('\n### ', start + 1));
  return [...section.matchAll(/^- \*\*([^*]+)\*\*/gm)].map((match) => match[1]);
}

/** A Storage kept in a Map, as a browser's; `refusing`: one that throws, as a privacy mode's. */
function storage(refusing = false) {
  const items = new Map();
  const refuse = () => {
    if (refusing) throw new Error('SecurityError');
  };
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => (refuse(), items.get(key) ?? null),
    setItem: (key, value) => (refuse(), items.set(key, String(value))),
    removeItem: (key) => (refuse(), items.delete(key)),
    clear: () => items.clear(),
    dump: () => JSON.stringify([...items]),
  };
}

async function rejectionOf(promise) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected a rejection');
}

/** Runs `work` with console.warn caught: resolves with what it returned and the warnings. */
async function warned(work) {
  const warn = console.warn;
  const warnings = [];
  console.warn = (...args) => warnings.push(args.map(String).join(' '));
  try {
    return { value: await work(), warnings };
  } finally {
    console.warn = warn;
  }
}

const client = () => api.createClient({ apiBase: `${sandbox.origin}/partner`, calcBase: `${sandbox.origin}/calc`, tokenEndpoint: `${sandbox.origin}/token` });
const answer = (method, path, data, status = 200) => sandbox.failNext({ method, path, status, body: { data } });
const INPUTS = '/calc/api/v2/simulation-inputs/BAR-EN-101/b2c';

/** One case per guarantee of the README's list, by its name there. */
const CASES = {
  'A flood of messages': async () => {
    await sandbox.failNext({ method: 'POST', path: '/partner/v1/worksites', status: 422, body: { message: 'Invalide', errors: { city: Array.from({ length: 50_000 }, (_, i) => `m${i}`) } } });
    const error = await rejectionOf(client().createWorksite(VALID_WORKSITE));
    assert.equal(error.fieldErrors.city.length, 20);
    assert.equal(error.omittedMessages, 49_980);
  },

  'One bad catalogue entry': async () => {
    const entry = (id, code) => ({ id, code, operation_name: `Opération ${id}`, can_b2b: false, can_b2c: true });
    await answer('GET', '/partner/v1/operations', [entry(1, 'BAR-TH-171'), entry(2, 'PAS UN CODE'), entry(3, 'BAR-EN-101')]);
    const { value, warnings } = await warned(() => client().listOperations());
    assert.deepEqual(value.map((o) => o.code), ['BAR-TH-171', 'BAR-EN-101']);
    assert.equal(warnings.length, 1);
  },

  'One bad descriptor attribute': async () => {
    await answer('GET', INPUTS, [{ key: 'operation.surface', type: 'number', required: true, min: 'abc', max: 500 }, { key: 'housing.department', options: ['69', { no: 1 }] }]);
    const { value: fields, warnings } = await warned(() => client().getSimulationInputs('BAR-EN-101', 'b2c'));
    const surface = fields.find((field) => field.key === 'operation.surface');
    assert.deepEqual([surface.required, surface.min, surface.max], [true, undefined, 500]);
    assert.deepEqual(fields.find((field) => field.key === 'housing.department').options, [{ value: '69' }]);
    assert.equal(warnings.length, 2);
  },

  'Too many options': async () => {
    await answer('GET', INPUTS, [{ key: 'housing.department', options: Array.from({ length: 10_000 }, (_, i) => `d${i}`) }]);
    const { value: fields, warnings } = await warned(() => client().getSimulationInputs('BAR-EN-101', 'b2c'));
    assert.equal(fields[0].options.length, 500);
    assert.equal(warnings.length, 1);
  },

  'Unreadable amounts': async () => {
    await answer('POST', '/calc/api/v2/cee', { kwhCumac: -1e12, euros: 1200 });
    const result = await client().calculateCee({ fost_code: 'BAR-EN-101', context: 'b2c', housing: { department: '33' }, operation: { surface: 80 } });
    assert.equal(result.kwhCumac, undefined);
    assert.deepEqual(result.unreadable, ['kwhCumac']);
    await answer('POST', '/calc/api/v2/mpr', { amount: 2_000_000, eligible: true });
    const mpr = await client().calculateMpr({ fost_code: 'BAR-EN-101', context: 'b2c' });
    assert.deepEqual(mpr.unreadable, ['amount']);
    const estimate = api.estimate({ works: [{ fost: 'BAR-EN-101', cee: result, mpr }] });
    assert.deepEqual([estimate.totals.cee, estimate.totals.mpr, estimate.totals.aids], [0, 0, 0]);
  },

  'A lost answer': async () => {
    const ledger = await built('ui/creation-ledger.js');
    const before = (await sandbox.state()).worksites;
    const key = api.newIdempotencyKey();
    await sandbox.failNext({ method: 'POST', path: '/partner/v1/worksites', status: 504, after: true });
    const lost = await rejectionOf(client().createWorksite(VALID_WORKSITE, { idempotencyKey: key }));
    assert.equal(api.creationOutcome(lost), 'unknown');
    // Kept as the elements keep it: the key and two digests, nothing of the beneficiary nor the values.
    const scope = JSON.stringify(['worksite', `${sandbox.origin}/partner`, VALID_WORKSITE.convention_id, VALID_WORKSITE.beneficiary_id, 'b2c']);
    const values = JSON.stringify(VALID_WORKSITE);
    const local = storage();
    globalThis.localStorage = local;
    try {
      await ledger.keep(key, scope, values);
      assert.match(local.dump(), new RegExp(key));
      for (const told of ['Grenoble', 'Pasteur', '38000']) assert.equal(local.dump().includes(told), false, told);
      // A reload, another tab: the same scope finds the key, another beneficiary does not.
      assert.deepEqual(await ledger.findKept(scope, values), { key, sameValues: true });
      assert.equal(await ledger.findKept(scope.replace(`,${VALID_WORKSITE.beneficiary_id},`, ',99,'), values), undefined);
      // Replayed: the worksite of the lost answer, not a second one.
      const replayed = await client().createWorksite(VALID_WORKSITE, { idempotencyKey: key });
      assert.equal(replayed.id, before + 1);
      assert.equal((await sandbox.state()).worksites, before + 1);
      ledger.forget(key);
      assert.equal(await ledger.findKept(scope, values), undefined);
      // Storage that throws: off, silently.
      globalThis.localStorage = storage(true);
      await ledger.keep(key, scope, values);
      assert.equal(await ledger.findKept(scope, values), undefined);
    } finally {
      delete globalThis.localStorage;
    }
  },

  'A draft holds only what was typed': async () => {
    const drafts = await built('elements/worksite-form/draft-storage.js');
    const { emptyDraft } = await built('elements/worksite-form/worksite-draft.js');
    const session = storage();
    globalThis.sessionStorage = session;
    try {
      const draft = { ...emptyDraft(), address: '8 rue Pasteur', zipcode: '38000', city: 'Grenoble', additional_address: 'Bâtiment B' };
      // The address came from a beneficiary's record; the visitor typed the complement only.
      drafts.saveDraft('d', draft, new Set(['additional_address']));
      assert.deepEqual(JSON.parse(session.getItem('d')).values, { additional_address: 'Bâtiment B' });
      session.setItem('d', JSON.stringify({ values: { address: 'x'.repeat(256), city: 'Lyon' }, savedAt: Date.now() }));
      assert.deepEqual(drafts.loadDraft('d').values, { city: 'Lyon' });
    } finally {
      delete globalThis.sessionStorage;
    }
  },

  'The contact step hands over clean text': async () => {
    const { checkLead } = await built('ui/lead-step/lead-step.model.js');
    const checked = checkLead({ name: 'Jeanne \u202etnopuD\u202c\u0000', phone: '\u200e0612345678', email: '', postcode: '', message: 'Bonjour\r\nà\u2066 mardi\u0007', consent: true });
    assert.deepEqual(checked, { ok: true, contact: { name: 'Jeanne tnopuD', phone: '0612345678', message: 'Bonjour\nà mardi' } });
    const long = checkLead({ name: 'J'.repeat(101), phone: '0612345678', email: '', postcode: '', message: '', consent: true });
    assert.equal(long.ok, false);
  },
};

before(async () => {
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json', '--outDir', outDir, '--declaration', 'false', '--declarationMap', 'false', '--sourceMap', 'false'], { cwd: root, stdio: 'ignore' });
  api = await built('api/index.js');
  sandbox = await startSandbox({ control: true });
});

after(async () => {
  await sandbox?.close();
  rmSync(outDir, { recursive: true, force: true });
});

test('the README lists exactly the guarantees a case here runs', () => {
  assert.deepEqual(readmeGuarantees(), Object.keys(CASES));
});

for (const name of readmeGuarantees()) {
  test(`README guarantee: ${name}`, async () => {
    const run = CASES[name];
    assert.ok(run, `no case for "${name}"`);
    await sandbox.reset();
    // The simulation inputs are cached for the page's life: each case reads its own answer.
    api.clearApiCache();
    await run();
  });
}
