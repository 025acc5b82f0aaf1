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

// Engaged on 2025-11-15 (vA74-3), so that the figures below do not move with the day the tests run.
const heatPump = {
  fost_code: 'BAR-TH-171',
  context: 'b2c',
  housing: { department: '69', type: 'maison', surface: 100 },
  operation: { usage: 'ecs', etas: '140-170', replaces_fossil_boiler: false, engagement_date: '2025-11-15' },
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
      'housing.main_residence', 'operation.engagement_date',
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
    // #13: the engagement date picks the fiche version; optional, today by default.
    assert.deepEqual([byKey['operation.engagement_date'].type, byKey['operation.engagement_date'].required], ['date', false]);
    assert.ok(body.data.every((/** @type {any} */ d) => !('subject' in d)), 'the validation subject stays inside the sandbox');
  });

  it('restricts aid=mpr to the household keys and what the forfait needs', async () => {
    const token = await sandbox.token();
    const attic = await sandbox.call('GET', '/calc/api/v2/simulation-inputs/BAR-EN-101/b2c?aid=mpr', { token });
    // The quote's date is the CEE's; MaPrimeRénov' asks the day its application is filed (docs/contract.md).
    assert.deepEqual(keysOf(attic.body), ['housing.department', 'household.size', 'household.income', 'housing.main_residence', 'housing.over_15_years', 'operation.surface', 'operation.attic_part', 'mpr.application_date']);
    const heat = await sandbox.call('GET', '/calc/api/v2/simulation-inputs/BAR-TH-171/b2c?aid=mpr', { token });
    assert.deepEqual(keysOf(heat.body), ['housing.department', 'household.size', 'household.income', 'housing.main_residence', 'housing.over_15_years', 'mpr.application_date']);
    const filed = heat.body.data.find((/** @type {any} */ d) => d.key === 'mpr.application_date');
    assert.deepEqual([filed.type, filed.required, filed.label], ['date', false, 'Date de dépôt de la demande MaPrimeRénov’']);
    const size = heat.body.data.find((/** @type {any} */ d) => d.key === 'household.size');
    assert.deepEqual([size.type, size.min, size.max], ['integer', 1, 20]);
  });

  it('answers 404 with a French reason for unknown, abrogated, wrong-context and non-MPR codes', async () => {
    const token = await sandbox.token();
    /** @param {string} path */
    const get = (path) => sandbox.call('GET', `/calc/api/v2/simulation-inputs/${path}`, { token });
    const unknown = await get('XXX-YY-999/b2c');
    assert.deepEqual([unknown.status, unknown.body.message], [404, 'Aucune opération ne porte le code XXX-YY-999.']);
    const noFigures = await get('BAR-TH-173/b2c');
    assert.equal(noFigures.status, 404);
    assert.match(noFigures.body.message, /\(BAR-TH-173\) ne peut pas être estimé ici/);
    const b2cInB2b = await get('BAR-TH-171/b2b');
    assert.equal(b2cInB2b.status, 404);
    assert.match(b2cInB2b.body.message, /« Pompe à chaleur de type air\/eau » \(BAR-TH-171\) est réservée aux particuliers/);
    assert.equal((await get('BAT-TH-116/b2c')).status, 404);
    const noMpr = await get('BAR-EN-103/b2c?aid=mpr');
    assert.equal(noMpr.status, 404);
    assert.match(noMpr.body.message, /n’ouvre pas droit à MaPrimeRénov’ par geste/);
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
      ['BAR-TH-172', 'b2c'], ['BAT-TH-116', 'b2b'], ['IND-UT-134', 'b2b'],
    ];
    for (const [code, context] of codes) {
      const { status, body } = await sandbox.call('GET', `/calc/api/v2/simulation-inputs/${code}/${context}`, { token });
      assert.equal(status, 200, code);
      assert.ok(body.data.length > 0, code);
      assert.ok(body.data.every((/** @type {any} */ d) => typeof d.label === 'string' && d.key.includes('.')), code);
    }
  });

  it('asks what the Coup de pouce Chauffage needs of BAR-TH-112, 113, 137 and 143, each help saying its multiplier', async () => {
    const token = await sandbox.token();
    /** @param {string} code @param {string} [lang] */
    const inputs = async (code, lang = 'fr') => (await sandbox.call('GET', `/calc/api/v2/simulation-inputs/${code}/b2c`, { token, headers: { 'Accept-Language': lang } })).body;
    /** @param {any} body @param {string} key */
    const one = (body, key) => body.data.find((/** @type {any} */ d) => d.key === key);
    const wood = await inputs('BAR-TH-112');
    assert.deepEqual(keysOf(wood), ['housing.department', 'operation.appliance', 'operation.etas', 'operation.replaces_coal_appliance', 'operation.engagement_date']);
    assert.deepEqual(one(wood, 'operation.replaces_coal_appliance'), {
      key: 'operation.replaces_coal_appliance', label: 'Remplace un appareil de chauffage indépendant au charbon', type: 'boolean', required: false, default: false,
      help: 'La prime est multipliée par 5 pour les ménages modestes ou très modestes, par 4 pour les autres, quand l’appareil au bois remplace un poêle ou un autre appareil de chauffage indépendant au charbon (travaux engagés du 1er janvier 2026 au 30 septembre 2027).',
    });
    const biomass = await inputs('BAR-TH-113');
    assert.deepEqual(keysOf(biomass), ['housing.department', 'operation.feed', 'operation.replaces_fossil_boiler', 'operation.engagement_date']);
    assert.equal(one(biomass, 'operation.replaces_fossil_boiler').help, 'La prime est multipliée par 5 quand la chaudière biomasse remplace une telle chaudière (travaux engagés à partir du 1er janvier 2026).');
    const network = await inputs('BAR-TH-137');
    assert.deepEqual(keysOf(network), [
      'housing.department', 'housing.surface', 'operation.replaces_fossil_boiler', 'operation.efficient_network', 'housing.main_residence', 'operation.engagement_date',
    ]);
    assert.match(one(network, 'operation.replaces_fossil_boiler').help, /^La prime est multipliée par 2 pour les ménages modestes ou très modestes, par 1,5 pour les autres, quand le raccordement de la maison remplace une telle chaudière dans une résidence principale/);
    assert.deepEqual([one(network, 'operation.efficient_network').type, one(network, 'operation.efficient_network').default], ['boolean', false]);
    const solar = await inputs('BAR-TH-143');
    assert.deepEqual(keysOf(solar), ['housing.department', 'operation.replaces_fossil_boiler', 'housing.main_residence', 'operation.engagement_date']);
    assert.match(one(solar, 'operation.replaces_fossil_boiler').help, /^La prime est multipliée par 2 quand le système solaire combiné remplace une telle chaudière dans une résidence principale/);
    // The heat pumps keep theirs.
    assert.match(one(await inputs('BAR-TH-171'), 'operation.replaces_fossil_boiler').help, /^La prime est multipliée par 5 quand la pompe à chaleur remplace/);
    const english = await inputs('BAR-TH-112', 'en');
    assert.equal(one(english, 'operation.replaces_coal_appliance').label, 'Replaces an independent coal heating appliance');
    assert.equal(one(await inputs('BAR-TH-137', 'en'), 'operation.efficient_network').label, 'The heat network is supplied at least 50% by renewable or recovered energy');
  });

  it('models the BAT-TH-116 usages as one managed surface per usage', async () => {
    const { body } = await sandbox.call('GET', '/calc/api/v2/simulation-inputs/BAT-TH-116/b2b', { token: await sandbox.token() });
    assert.deepEqual(keysOf(body), [
      'building.department', 'building.sector', 'operation.bacs_class', 'building.surface.heating', 'building.surface.cooling',
      'building.surface.ecs', 'building.surface.lighting', 'building.surface.auxiliaries', 'operation.engagement_date',
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
    assert.equal('operation.engagement_date' in body.data, false); // shape B cannot mark it optional: left out, today by default
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
    // #13: one volume; kwhCumacClassic and kwhCumacModest are gone, the modest household differs by price only.
    assert.equal('kwhCumacClassic' in heat.body.data, false);
    assert.equal('kwhCumacModest' in heat.body.data, false);
    assert.equal(heat.body.data.climateZone, 'H1');
    assert.equal(heat.body.data.eurosClassic, 1070.4);
    assert.equal(heat.body.data.euros, 1070.4);
    assert.equal(heat.body.data.eurosModest, 1196.78); // 133.8 MWh × 8 € × 9.28 / 8.3 = 1 196.78
    assert.equal(heat.body.data.eurosMwhCumac, 8);
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
      'housing.type': ['Choisissez pour le champ type de logement une des valeurs proposées.'],
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
    assert.deepEqual(big.body.errors['housing.surface'], ['La surface chauffée doit être d’au plus 1000 m².']);
    assert.deepEqual(big.body.errors.eurosMwHCumac, ['Le prix du MWh cumac doit être un nombre positif.']);
    const text = await sandbox.call('POST', '/calc/api/v2/cee', { token, body: { ...heatPump, eurosMwHCumac: 'huit' } });
    assert.deepEqual(Object.keys(text.body.errors), ['eurosMwHCumac']);
  });

  it('answers 404 for an unknown code and 422 without fost_code or context', async () => {
    const token = await sandbox.token();
    const unknown = await sandbox.call('POST', '/calc/api/v2/cee', { token, body: { ...heatPump, fost_code: 'BAR-XX-000' } });
    assert.deepEqual([unknown.status, unknown.body.message], [404, 'Aucune opération ne porte le code BAR-XX-000.']);
    const missing = await sandbox.call('POST', '/calc/api/v2/cee', { token, body: {} });
    assert.equal(missing.status, 422);
    assert.deepEqual(Object.keys(missing.body.errors), ['fost_code', 'context']);
  });

  it('applies and reports the ×5 bonification', async () => {
    const { body } = await sandbox.call('POST', '/calc/api/v2/cee', {
      token: await sandbox.token(), body: { ...heatPump, operation: { ...heatPump.operation, replaces_fossil_boiler: true } },
    });
    assert.equal(body.data.kwhCumac, 669000);
    assert.deepEqual(body.data.factors.find((/** @type {any} */ f) => f.key === 'bonification').value, 5);
  });

  it('answers BAR-TH-137’s two volumes when its multiplier depends on the household’s means: kwhCumacModest and eurosModest from it', async () => {
    const body = {
      fost_code: 'BAR-TH-137', context: 'b2c', eurosMwHCumac: 8,
      housing: { department: '67', surface: 100 }, operation: { replaces_fossil_boiler: true, efficient_network: true, engagement_date: '2026-03-01' },
    };
    const { data } = (await sandbox.call('POST', '/calc/api/v2/cee', { token: await sandbox.token(), body })).body;
    // 48 300 × 1.5 = 72 450 (others), × 2 = 96 600 (modest); 96.6 × 8 × 9.28 / 8.3 = 864.05 €.
    assert.deepEqual([data.kwhCumac, data.kwhCumacModest, data.euros, data.eurosModest], [72450, 96600, 579.6, 864.05]);
    // Without the conditions (defaults: no boiler replaced, network not said efficient), one volume.
    const plain = (await sandbox.call('POST', '/calc/api/v2/cee', { token: await sandbox.token(), body: { ...body, operation: { engagement_date: '2026-03-01' } } })).body.data;
    assert.deepEqual([plain.kwhCumac, 'kwhCumacModest' in plain], [48300, false]);
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
    assert.equal(body.data.color, 'bleu');
    assert.deepEqual(body.data.forfait, { key: 'pac_air_eau', label: 'Pompe à chaleur air/eau' });
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

describe('engagement date, language and explanation over HTTP (#13, #12)', () => {
  it('answers the explanation fields of docs/contract.md §1 and picks the version by operation.engagement_date', async () => {
    const token = await sandbox.token();
    const answer = await sandbox.call('POST', '/calc/api/v2/cee', {
      token, body: { ...heatPump, operation: { ...heatPump.operation, engagement_date: '2025-09-15' }, eurosMwHCumac: 8 },
    });
    assert.equal(answer.status, 200);
    const data = answer.body.data;
    // vA55-1, row maison / chauffage + ECS / Etas 140-170 = 77 300; 100 m² -> 1; H1 -> 1.2: 92 760
    assert.equal(data.kwhCumac, 92760);
    assert.deepEqual(Object.keys(data.fiche).sort(), ['code', 'title', 'validFrom', 'validTo', 'verified', 'version']);
    assert.deepEqual([data.fiche.version, data.engagementDate, data.eurosMwhCumac], ['A55-1', '2025-09-15', 8]);
    assert.ok(data.factors.every((/** @type {any} */ f) => typeof f.key === 'string' && typeof f.label === 'string' && 'value' in f));
  });

  it('defaults the engagement date to the day of the request', async () => {
    const { engagement_date: _, ...operation } = heatPump.operation;
    const { body } = await sandbox.call('POST', '/calc/api/v2/cee', { token: await sandbox.token(), body: { ...heatPump, operation } });
    assert.equal(body.data.engagementDate, new Date().toISOString().slice(0, 10));
  });

  it('answers 422 with a sentence on a malformed engagement date, and on a date before the first version held', async () => {
    const token = await sandbox.token();
    const bad = await sandbox.call('POST', '/calc/api/v2/cee', { token, body: { ...heatPump, operation: { ...heatPump.operation, engagement_date: '2026-02-30' } } });
    assert.equal(bad.status, 422);
    assert.deepEqual(bad.body.errors['operation.engagement_date'], ['Le champ date de signature du devis doit être une date au format AAAA-MM-JJ.']);
    const early = await sandbox.call('POST', '/calc/api/v2/cee', { token, body: { ...heatPump, operation: { ...heatPump.operation, engagement_date: '2023-12-31' } } });
    assert.equal(early.status, 422);
    assert.match(early.body.errors['operation.engagement_date'][0], /BAR-TH-171 pour un devis signé à partir du 1er janvier 2024/);
  });

  it('speaks English with Accept-Language: en: labels, help, explanation labels, reasons and 422 messages', async () => {
    const token = await sandbox.token();
    const headers = { 'Accept-Language': 'en-GB,en;q=0.9,fr;q=0.5' };
    const inputs = await sandbox.call('GET', '/calc/api/v2/simulation-inputs/BAR-EN-104/b2c', { token, headers });
    const surface = inputs.body.data.find((/** @type {any} */ d) => d.key === 'operation.surface');
    assert.deepEqual([surface.label, surface.unit, surface.min], ['Glazing area', 'm²', 1]);
    assert.equal(inputs.body.data.find((/** @type {any} */ d) => d.key === 'operation.engagement_date').label, 'Quote signing date');
    const tooSmall = await sandbox.call('POST', '/calc/api/v2/cee', {
      token, headers, body: { fost_code: 'BAR-EN-104', context: 'b2c', housing: { department: '33' }, operation: { surface: 0.5 } },
    });
    assert.deepEqual(tooSmall.body.errors['operation.surface'], ['The glazing area must be at least 1 m².']);
    const french = await sandbox.call('POST', '/calc/api/v2/cee', {
      token, body: { fost_code: 'BAR-EN-104', context: 'b2c', housing: { department: '33' }, operation: { surface: 0.5 } },
    });
    assert.deepEqual(french.body.errors['operation.surface'], ['La surface vitrée doit être d’au moins 1 m².']);
    const ok = await sandbox.call('POST', '/calc/api/v2/cee', {
      token, headers, body: { fost_code: 'BAR-EN-104', context: 'b2c', housing: { department: '33' }, operation: { surface: 12.5, engagement_date: '2025-11-15' } },
    });
    assert.equal(ok.body.data.kwhCumac, 38750); // vA54-2 row H2 = 3 100 kWh cumac/m² × 12.5 m²
    assert.equal(ok.body.data.factors.find((/** @type {any} */ f) => f.key === 'surface').label, 'Glazing area');
    const overseas = await sandbox.call('POST', '/calc/api/v2/cee', { token, headers, body: { fost_code: 'BAR-TH-143', context: 'b2c', housing: { department: '974' } } });
    assert.equal(overseas.status, 422);
    assert.match(overseas.body.errors['housing.department'][0], /^The operation BAR-TH-143 applies to mainland France only/);
    const wall = await sandbox.call('POST', '/calc/api/v2/mpr', {
      token, headers,
      body: { fost_code: 'BAR-EN-102', context: 'b2c', housing: { department: '69' }, household: { size: 1, income: 10000 }, operation: { surface: 40, insulation_side: 'exterieur', engagement_date: '2026-05-01' } },
    });
    assert.deepEqual([wall.body.data.eligible, wall.body.data.categoryLabel, wall.body.data.forfait.label], [false, 'Very low income', 'External wall insulation (per m²)']);
    assert.match(wall.body.data.reason, /decree no\. 2025-956/);
  });

  it('keeps answering 404 for the abrogated fiches (BAR-TH-104, 106, 164), without a day no text gave', async () => {
    const token = await sandbox.token();
    for (const code of ['BAR-TH-104', 'BAR-TH-106', 'BAR-TH-164']) {
      const inputs = await sandbox.call('GET', `/calc/api/v2/simulation-inputs/${code}/b2c`, { token });
      assert.equal(inputs.status, 404, code);
      assert.match(inputs.body.message, /n’est plus aidée : elle a pris fin\.$/);
      const cee = await sandbox.call('POST', '/calc/api/v2/cee', { token, body: { fost_code: code, context: 'b2c' } });
      assert.equal(cee.status, 404, code);
    }
  });
});
