// @ts-check
/**
 * The calculation API and the token endpoint over HTTP.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sleep, startSandbox } from './sandbox-client.js';

/** @type {Awaited<ReturnType<typeof startSandbox>>} */
let sandbox;
before(async () => { sandbox = await startSandbox(); });
after(() => sandbox.close());
beforeEach(() => sandbox.reset());

const heatPump = {
  fost_code: 'BAR-TH-171',
  context: 'b2c',
  housing: { department: '69', type: 'maison', surface: 100 },
  operation: { usage: 'ecs', etas: '140-170', replaces_fossil_boiler: false },
};

/** @param {any} body */
const keysOf = (body) => body.data.map((/** @type {{key: string}} */ d) => d.key);

describe('token endpoint', () => {
  it('issues a Bearer token with its lifetime', async () => {
    const { status, body } = await sandbox.call('POST', '/token');
    assert.equal(status, 200);
    assert.match(body.access_token, /^[0-9a-f]{32,}$/);
    assert.equal(body.token_type, 'Bearer');
    assert.equal(body.expires_in, 300);
  });

  it('issues tokens with the lifetime set through the control API', async () => {
    assert.equal((await sandbox.call('POST', '/__sandbox/token-ttl', { body: { seconds: 60 } })).status, 204);
    assert.equal((await sandbox.call('POST', '/token')).body.expires_in, 60);
  });
});

describe('authentication of the calculation API', () => {
  it('answers 401 without a token, with an unknown one, and with an expired one', async () => {
    const paths = /** @type {const} */ ([['GET', '/calc/api/v2/simulation-inputs/BAR-TH-171/b2c'], ['POST', '/calc/api/v2/cee'], ['POST', '/calc/api/v2/mpr']]);
    for (const [method, path] of paths) {
      const answer = await sandbox.call(method, path, { body: method === 'POST' ? heatPump : undefined });
      assert.equal(answer.status, 401, path);
      assert.deepEqual(answer.body, { message: 'Unauthenticated.' });
    }
    const bogus = await sandbox.call('POST', '/calc/api/v2/cee', { body: heatPump, token: 'f'.repeat(48) });
    assert.equal(bogus.status, 401);
  });

  it('refuses every token issued before expire-tokens, and accepts the next one', async () => {
    const token = await sandbox.token();
    assert.equal((await sandbox.call('POST', '/calc/api/v2/cee', { body: heatPump, token })).status, 200);
    assert.equal((await sandbox.call('POST', '/__sandbox/expire-tokens')).status, 204);
    assert.equal((await sandbox.call('POST', '/calc/api/v2/cee', { body: heatPump, token })).status, 401);
    assert.equal((await sandbox.call('POST', '/calc/api/v2/cee', { body: heatPump, token: await sandbox.token() })).status, 200);
  });

  it('lets a token expire after its lifetime', async () => {
    await sandbox.call('POST', '/__sandbox/token-ttl', { body: { seconds: 0.2 } });
    const token = await sandbox.token();
    assert.equal((await sandbox.call('POST', '/calc/api/v2/cee', { body: heatPump, token })).status, 200);
    await sleep(250);
    assert.equal((await sandbox.call('POST', '/calc/api/v2/cee', { body: heatPump, token })).status, 401);
  });
});

describe('simulation inputs', () => {
  it('lists the BAR-TH-171 keys with French labels, options and the département pattern', async () => {
    const { status, body } = await sandbox.call('GET', '/calc/api/v2/simulation-inputs/BAR-TH-171/b2c', { token: await sandbox.token() });
    assert.equal(status, 200);
    assert.deepEqual(keysOf(body), [
      'housing.department', 'housing.type', 'housing.surface', 'operation.usage', 'operation.etas', 'operation.replaces_fossil_boiler',
    ]);
    const byKey = Object.fromEntries(body.data.map((/** @type {any} */ d) => [d.key, d]));
    assert.equal(byKey['housing.department'].pattern, '^(0[1-9]|[1-8][0-9]|9[0-5]|2A|2B|97[1-6])$');
    assert.equal(byKey['housing.department'].label, 'Département');
    assert.deepEqual(byKey['operation.usage'].options, [
      { value: 'heating', label: 'Chauffage seul' },
      { value: 'ecs', label: 'Chauffage et eau chaude sanitaire' },
    ]);
    assert.deepEqual(byKey['operation.etas'].options.map((/** @type {any} */ o) => o.value), ['111-140', '140-170', '170-200', '>=200']);
    assert.equal(byKey['operation.etas'].unit, '%');
    assert.equal(byKey['housing.surface'].unit, 'm²');
    assert.equal(byKey['housing.surface'].min, 1);
    assert.equal(byKey['housing.surface'].max, 1000);
    assert.equal(byKey['operation.replaces_fossil_boiler'].type, 'boolean');
    assert.equal(byKey['operation.replaces_fossil_boiler'].required, false);
  });

  it('restricts aid=mpr to the household keys and what the forfait needs', async () => {
    const token = await sandbox.token();
    const attic = await sandbox.call('GET', '/calc/api/v2/simulation-inputs/BAR-EN-101/b2c?aid=mpr', { token });
    assert.deepEqual(keysOf(attic.body), ['housing.department', 'household.size', 'household.income', 'operation.surface']);
    const heat = await sandbox.call('GET', '/calc/api/v2/simulation-inputs/BAR-TH-171/b2c?aid=mpr', { token });
    assert.deepEqual(keysOf(heat.body), ['housing.department', 'household.size', 'household.income']);
    const size = heat.body.data.find((/** @type {any} */ d) => d.key === 'household.size');
    assert.deepEqual([size.type, size.min, size.max], ['integer', 1, 20]);
  });

  it('answers 404 with a French reason for unknown, abrogated, wrong-context and non-MPR codes', async () => {
    const token = await sandbox.token();
    /** @param {string} path */
    const get = (path) => sandbox.call('GET', `/calc/api/v2/simulation-inputs/${path}`, { token });
    const unknown = await get('XXX-YY-999/b2c');
    assert.deepEqual([unknown.status, unknown.body.message], [404, 'Code FOST inconnu : XXX-YY-999']);
    const noFigures = await get('BAR-TH-173/b2c');
    assert.equal(noFigures.status, 404);
    assert.match(noFigures.body.message, /Aucune simulation n'est disponible pour le code FOST BAR-TH-173/);
    const b2cInB2b = await get('BAR-TH-171/b2b');
    assert.equal(b2cInB2b.status, 404);
    assert.match(b2cInB2b.body.message, /n'est pas disponible en contexte professionnel/);
    assert.equal((await get('BAT-TH-116/b2c')).status, 404);
    const noMpr = await get('BAR-EN-103/b2c?aid=mpr');
    assert.equal(noMpr.status, 404);
    assert.match(noMpr.body.message, /MaPrimeRénov'/);
  });

  it('answers 422 on context for a context that is neither b2c nor b2b', async () => {
    const { status, body } = await sandbox.call('GET', '/calc/api/v2/simulation-inputs/BAR-TH-171/b2x', { token: await sandbox.token() });
    assert.equal(status, 422);
    assert.deepEqual(Object.keys(body.errors), ['context']);
  });

  it('serves inputs for at least 12 codes, B2B ones included', async () => {
    const token = await sandbox.token();
    const codes = [
      ['BAR-EN-101', 'b2c'], ['BAR-EN-102', 'b2c'], ['BAR-EN-103', 'b2c'], ['BAR-EN-104', 'b2c'], ['BAR-EN-105', 'b2c'],
      ['BAR-TH-101', 'b2c'], ['BAR-TH-112', 'b2c'], ['BAR-TH-113', 'b2c'], ['BAR-TH-125', 'b2c'], ['BAR-TH-129', 'b2c'],
      ['BAR-TH-137', 'b2c'], ['BAR-TH-143', 'b2c'], ['BAR-TH-148', 'b2c'], ['BAR-TH-162', 'b2c'], ['BAR-TH-171', 'b2c'],
      ['BAR-TH-172', 'b2c'], ['BAT-TH-116', 'b2b'], ['IND-UT-136', 'b2b'], ['IND-UT-134', 'b2b'],
    ];
    for (const [code, context] of codes) {
      const { status, body } = await sandbox.call('GET', `/calc/api/v2/simulation-inputs/${code}/${context}`, { token });
      assert.equal(status, 200, code);
      assert.ok(body.data.length > 0, code);
      assert.ok(body.data.every((/** @type {any} */ d) => typeof d.label === 'string' && d.key.includes('.')), code);
    }
  });

  it('models the BAT-TH-116 usages as one managed surface per usage', async () => {
    const { body } = await sandbox.call('GET', '/calc/api/v2/simulation-inputs/BAT-TH-116/b2b', { token: await sandbox.token() });
    assert.deepEqual(keysOf(body), [
      'building.department', 'building.sector', 'operation.bacs_class', 'building.surface.heating', 'building.surface.cooling',
      'building.surface.ecs', 'building.surface.lighting', 'building.surface.auxiliaries',
    ]);
  });

  it('answers shape B after inputs-shape b, and the CEE accepts the text values a shape-B form sends', async () => {
    assert.equal((await sandbox.call('POST', '/__sandbox/inputs-shape', { body: { shape: 'b' } })).status, 204);
    const token = await sandbox.token();
    const { body } = await sandbox.call('GET', '/calc/api/v2/simulation-inputs/BAR-TH-171/b2c', { token });
    assert.deepEqual(body.data['operation.usage'], ['heating', 'ecs']);
    assert.equal(body.data['housing.surface'], null);
    assert.equal(body.data['housing.department'], null);
    assert.deepEqual(body.data['operation.replaces_fossil_boiler'], [true, false]);
    const cee = await sandbox.call('POST', '/calc/api/v2/cee', {
      token, body: { ...heatPump, housing: { department: '69', type: 'maison', surface: '100' } },
    });
    assert.equal(cee.body.data.kwhCumac, 133800);
  });
});

describe('POST /calc/api/v2/cee', () => {
  it('computes BAR-TH-171 (133 800) and BAR-EN-101 (112 000) with euros at the given price', async () => {
    const token = await sandbox.token();
    const heat = await sandbox.call('POST', '/calc/api/v2/cee', { token, body: { ...heatPump, eurosMwHCumac: 8 } });
    assert.equal(heat.status, 200);
    assert.equal(heat.body.data.kwhCumac, 133800);
    assert.equal(heat.body.data.kwhCumacClassic, 133800);
    assert.equal(heat.body.data.kwhCumacModest, 149598); // 133 800 × 9.28 / 8.3 = 149 598.07
    assert.equal(heat.body.data.climateZone, 'H1');
    assert.equal(heat.body.data.eurosClassic, 1070.4);
    assert.equal(heat.body.data.euros, 1070.4);
    assert.equal(heat.body.data.eurosModest, 1196.78);
    const attic = await sandbox.call('POST', '/calc/api/v2/cee', {
      token, body: { fost_code: 'BAR-EN-101', context: 'b2c', housing: { department: '33' }, operation: { surface: 80 } },
    });
    assert.equal(attic.body.data.kwhCumac, 112000);
    assert.equal(attic.body.data.climateZone, 'H2');
  });

  it('answers 422 keyed by dotted key with French messages and the count of other errors', async () => {
    const { status, body } = await sandbox.call('POST', '/calc/api/v2/cee', {
      token: await sandbox.token(),
      body: { fost_code: 'BAR-TH-171', context: 'b2c', housing: { department: '6', type: 'villa' }, operation: { usage: 'ecs', etas: '140-170' } },
    });
    assert.equal(status, 422);
    assert.deepEqual(body.errors, {
      'housing.department': ['Le département doit être un code de département français (ex. 69, 2A, 974).'],
      'housing.type': ['La valeur sélectionnée pour le champ type de logement est invalide.'],
      'housing.surface': ['Le champ surface chauffée est obligatoire.'],
    });
    assert.equal(body.message, 'Le département doit être un code de département français (ex. 69, 2A, 974). (et 2 autres erreurs)');
  });

  it('checks numbers against min and max, and the price', async () => {
    const token = await sandbox.token();
    const big = await sandbox.call('POST', '/calc/api/v2/cee', {
      token, body: { ...heatPump, housing: { ...heatPump.housing, surface: 5000 }, eurosMwHCumac: -2 },
    });
    assert.equal(big.status, 422);
    assert.deepEqual(big.body.errors['housing.surface'], ['La valeur de surface chauffée doit être inférieure ou égale à 1000.']);
    assert.deepEqual(big.body.errors.eurosMwHCumac, ['Le prix du MWh cumac doit être un nombre positif.']);
    const text = await sandbox.call('POST', '/calc/api/v2/cee', { token, body: { ...heatPump, eurosMwHCumac: 'huit' } });
    assert.deepEqual(Object.keys(text.body.errors), ['eurosMwHCumac']);
  });

  it('answers 404 for an unknown code and 422 without fost_code or context', async () => {
    const token = await sandbox.token();
    const unknown = await sandbox.call('POST', '/calc/api/v2/cee', { token, body: { ...heatPump, fost_code: 'BAR-XX-000' } });
    assert.deepEqual([unknown.status, unknown.body.message], [404, 'Code FOST inconnu : BAR-XX-000']);
    const missing = await sandbox.call('POST', '/calc/api/v2/cee', { token, body: {} });
    assert.equal(missing.status, 422);
    assert.deepEqual(Object.keys(missing.body.errors), ['fost_code', 'context']);
  });

  it('applies and reports the ×5 bonification', async () => {
    const { body } = await sandbox.call('POST', '/calc/api/v2/cee', {
      token: await sandbox.token(), body: { ...heatPump, operation: { ...heatPump.operation, replaces_fossil_boiler: true } },
    });
    assert.equal(body.data.kwhCumac, 669000);
    assert.equal(body.data.bonificationFactor, 5);
  });

  it('answers 400 on malformed JSON', async () => {
    const answer = await sandbox.call('POST', '/calc/api/v2/cee', {
      token: await sandbox.token(), body: '{"fost_code":', headers: { 'Content-Type': 'application/json' },
    });
    assert.deepEqual([answer.status, answer.body], [400, { message: 'Corps JSON invalide.' }]);
  });
});

describe('POST /calc/api/v2/mpr', () => {
  it('answers the amount, category, label, precarity and expense ceiling, using only the aid=mpr keys', async () => {
    const { status, body } = await sandbox.call('POST', '/calc/api/v2/mpr', {
      token: await sandbox.token(),
      body: { fost_code: 'BAR-TH-171', context: 'b2c', housing: { department: '75' }, household: { size: 1, income: 23768 } },
    });
    assert.equal(status, 200);
    assert.equal(body.data.amount, 5000);
    assert.equal(body.data.category, 'tres_modeste');
    assert.equal(body.data.categoryLabel, 'Très modeste');
    assert.equal(body.data.precarity, 'very-low');
    assert.equal(body.data.maxEligibleExpense, 12000);
  });

  it('answers 422 on the household keys and 404 for a code without forfait', async () => {
    const token = await sandbox.token();
    const invalid = await sandbox.call('POST', '/calc/api/v2/mpr', {
      token, body: { fost_code: 'BAR-EN-101', context: 'b2c', housing: { department: '69' }, household: { size: 0, income: -5 } },
    });
    assert.equal(invalid.status, 422);
    assert.deepEqual(Object.keys(invalid.body.errors), ['household.size', 'household.income', 'operation.surface']);
    const none = await sandbox.call('POST', '/calc/api/v2/mpr', {
      token, body: { fost_code: 'BAR-TH-129', context: 'b2c', housing: { department: '69' }, household: { size: 1, income: 1 } },
    });
    assert.equal(none.status, 404);
  });
});
