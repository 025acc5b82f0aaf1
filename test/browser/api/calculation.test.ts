/**
 * The calculation API through `createClient`, over real HTTP to the sandbox: simulation inputs (shapes A and B,
 * `aid=mpr`, cache, 404), CEE and MPR calculations.
 */
import { expect } from '@open-wc/testing';
import { ApiError, FIELD_TYPES, clearApiCache, clearTokens, createClient, type CeeCalculationFields, type SimulationField } from '../../../src/api/index.js';
import { bases, rejectionOf, resetSandbox, sandboxRequests, setInputsShape } from '../helpers/sandbox.js';

const INPUTS_171 = '/calc/api/v2/simulation-inputs/BAR-TH-171/b2c';
const CEE = '/calc/api/v2/cee';
const MPR = '/calc/api/v2/mpr';

function client(extra: Parameters<typeof createClient>[0] = {}) {
  return createClient({ ...bases(), ...extra });
}

/** The payload of docs/contract.md: each listed key nested by its dotted path, plus fost_code and context. */
function payload(fields: SimulationField[], values: Record<string, unknown>, fost_code: string, context: 'b2c' | 'b2b') {
  const body: Record<string, any> = { fost_code, context };
  for (const field of fields) {
    if (!(field.key in values)) continue;
    const parts = field.key.split('.');
    let node = body;
    for (const part of parts.slice(0, -1)) node = node[part] ??= {};
    node[parts[parts.length - 1]!] = values[field.key];
  }
  return body as CeeCalculationFields & Record<string, unknown>;
}

/** BAR-TH-171, a house of 100 m² in an H1 département, usage ecs, etas 140-170, no fossil boiler replaced, engaged on 2025-11-15 (A74-3). */
const HEAT_PUMP_VALUES = {
  'operation.engagement_date': '2025-11-15',
  'housing.department': '69',
  'housing.type': 'maison',
  'housing.surface': 100,
  'operation.usage': 'ecs',
  'operation.etas': '140-170',
  'operation.replaces_fossil_boiler': false,
};

const summary = (fields: SimulationField[]) =>
  fields.map((f) => `${f.key}:${f.type}:${(f.options ?? []).map((o) => String(o.value)).join('|')}`).join('\n');

describe('calculation API', () => {
  beforeEach(async () => {
    await resetSandbox();
    clearTokens();
    clearApiCache();
  });

  describe('simulation inputs', () => {
    it('reads shape A as fields with keys, types, options and metadata', async () => {
      const fields = await client().getSimulationInputs('BAR-TH-171', 'b2c');
      const byKey = Object.fromEntries(fields.map((f) => [f.key, f]));
      for (const key of Object.keys(HEAT_PUMP_VALUES)) expect(key in byKey, key).to.equal(true);
      expect(byKey['housing.type']!.type).to.equal('select');
      expect(byKey['housing.type']!.options!.map((o) => o.value).join()).to.equal('maison,appartement');
      expect(byKey['housing.type']!.options![0]!.label).to.be.a('string');
      expect(byKey['housing.surface']!.type).to.equal('number');
      expect(byKey['housing.surface']!.unit).to.equal('m²');
      expect(byKey['housing.surface']!.min).to.equal(1);
      expect(byKey['housing.department']!.type).to.equal('string');
      expect(byKey['housing.department']!.pattern).to.be.a('string');
      expect(byKey['operation.usage']!.options!.map((o) => o.value).join()).to.equal('heating,ecs');
      expect(byKey['operation.etas']!.options!.some((o) => o.value === '140-170')).to.equal(true);
      expect(byKey['operation.replaces_fossil_boiler']!.type).to.equal('boolean');
      expect(byKey['operation.replaces_fossil_boiler']!.required).to.equal(false);
      expect(byKey['operation.replaces_fossil_boiler']!.options).to.equal(undefined);
      expect(byKey['housing.surface']!.required).to.equal(true);
      const logged = await sandboxRequests({ path: INPUTS_171 });
      expect(logged.length).to.equal(1);
      expect(logged[0]?.status).to.equal(200);
      expect(logged[0]?.auth).to.equal(true);
      expect(Object.keys(logged[0]!.query).length).to.equal(0);
    });

    it('normalises shape B into the same keys and option types as shape A', async () => {
      const a = await client().getSimulationInputs('BAR-TH-171', 'b2c');
      clearApiCache();
      await setInputsShape('b');
      const b = await client().getSimulationInputs('BAR-TH-171', 'b2c');
      // Shape B cannot mark a key optional: it leaves out the optional engagement date (today then).
      expect(b.map((f) => f.key).join()).to.equal(a.map((f) => f.key).filter((key) => key !== 'operation.engagement_date').join());
      for (const [i, field] of b.entries()) {
        const fromA = a[i]!;
        expect(FIELD_TYPES.includes(field.type), field.key).to.equal(true);
        expect(typeof field.required, field.key).to.equal('boolean');
        if (fromA.type === 'select' || fromA.type === 'boolean') {
          // Keys with accepted values: same type and values in both shapes.
          expect(field.type, field.key).to.equal(fromA.type);
          expect((field.options ?? []).map((o) => o.value).join(), field.key).to.equal((fromA.options ?? []).map((o) => o.value).join());
        } else {
          // A free key in shape B (null) is a text field, as docs/contract.md says.
          expect(field.type, field.key).to.equal('string');
          expect(field.options, field.key).to.equal(undefined);
        }
      }
      expect(summary(b)).to.contain('operation.usage:select:heating|ecs');
      expect(summary(b)).to.contain('operation.replaces_fossil_boiler:boolean:');
      expect((await sandboxRequests({ path: INPUTS_171 })).length).to.equal(2);
    });

    it('sends aid=mpr and gets the MPR keys, cached apart from the CEE keys', async () => {
      const api = client();
      const mpr = await api.getSimulationInputs('BAR-TH-171', 'b2c', { aid: 'mpr' });
      const keys = mpr.map((f) => f.key);
      expect(keys.includes('household.size')).to.equal(true);
      expect(keys.includes('household.income')).to.equal(true);
      expect(keys.includes('operation.etas')).to.equal(false);
      const cee = await api.getSimulationInputs('BAR-TH-171', 'b2c');
      expect(cee.map((f) => f.key).includes('household.income')).to.equal(false);
      const logged = await sandboxRequests({ path: INPUTS_171 });
      expect(logged.length).to.equal(2);
      expect(logged[0]?.query.aid).to.equal('mpr');
      expect(logged[1]?.query.aid).to.equal(undefined);
    });

    it('is cached for the page: a second call sends no request', async () => {
      const first = await client().getSimulationInputs('BAR-TH-171', 'b2c');
      const second = await client().getSimulationInputs('BAR-TH-171', 'b2c');
      expect(summary(second)).to.equal(summary(first));
      expect((await sandboxRequests({ path: INPUTS_171 })).length).to.equal(1);
      // One token for the one request.
      expect((await sandboxRequests({ path: '/token' })).length).to.equal(1);
    });

    it('reads the B2B inputs of BAT-TH-116', async () => {
      const fields = await client().getSimulationInputs('BAT-TH-116', 'b2b');
      expect(fields.some((f) => f.key === 'building.department')).to.equal(true);
      expect(fields.find((f) => f.key === 'building.sector')?.type).to.equal('select');
    });

    it('gives kind not-found for an unknown FOST code', async () => {
      const error = await rejectionOf(client().getSimulationInputs('BAR-XX-999', 'b2c'));
      expect(error instanceof ApiError).to.equal(true);
      expect(error.kind).to.equal('not-found');
      expect(error.status).to.equal(404);
      expect(error.message).to.contain('BAR-XX-999');
      expect(error.fromService).to.equal(true);
      // Not transient: one request; and a failure is not cached.
      expect((await sandboxRequests({ path: '/calc/api/v2/simulation-inputs/BAR-XX-999/b2c' })).length).to.equal(1);
      await rejectionOf(client().getSimulationInputs('BAR-XX-999', 'b2c'));
      expect((await sandboxRequests({ path: '/calc/api/v2/simulation-inputs/BAR-XX-999/b2c' })).length).to.equal(2);
    });

    it('gives kind not-found for a code in the wrong context', async () => {
      const error = await rejectionOf(client().getSimulationInputs('BAT-TH-116', 'b2c'));
      expect(error.kind).to.equal('not-found');
    });
  });

  describe('CEE', () => {
    it('computes 133800 kWh cumac for the BAR-TH-171 reference case, built from the listed keys', async () => {
      const api = client();
      const fields = await api.getSimulationInputs('BAR-TH-171', 'b2c');
      const result = await api.calculateCee(payload(fields, HEAT_PUMP_VALUES, 'BAR-TH-171', 'b2c'));
      expect(result.kwhCumac).to.equal(133800);
      expect(result.euros).to.equal(undefined);
      expect(result.eurosClassic).to.equal(undefined);
      expect(result.eurosModest).to.equal(undefined);
      const logged = await sandboxRequests({ method: 'POST', path: CEE });
      expect(logged.length).to.equal(1);
      expect(logged[0]?.status).to.equal(200);
      expect(logged[0]?.auth).to.equal(true);
      const sent = logged[0]?.body as Record<string, any>;
      expect(sent.fost_code).to.equal('BAR-TH-171');
      expect(sent.context).to.equal('b2c');
      expect(sent.housing.surface).to.equal(100);
      expect(sent.operation.usage).to.equal('ecs');
      // One token served the inputs and the calculation.
      expect((await sandboxRequests({ path: '/token' })).length).to.equal(1);
    });

    it('fills euros, eurosClassic and eurosModest with eurosMwhCumac, sent as the service spells it (eurosMwHCumac)', async () => {
      const fields = await client().getSimulationInputs('BAR-TH-171', 'b2c');
      const result = await client().calculateCee({ ...payload(fields, HEAT_PUMP_VALUES, 'BAR-TH-171', 'b2c'), eurosMwhCumac: 8 });
      expect(result.kwhCumac).to.equal(133800);
      expect(result.euros).to.equal(1070.4);
      expect(result.eurosClassic).to.equal(1070.4);
      // One volume (#13): the modest household's euros differ by the précarité price only,
      // 133.8 MWh × 8 € × 9.28 / 8.3 (C2E Market spot, 2024-10) = 1 196.78.
      expect(result.eurosModest).to.equal(1196.78);
      expect(result).to.not.have.property('kwhCumacModest');
      const sent = (await sandboxRequests({ method: 'POST', path: CEE }))[0]?.body as Record<string, unknown>;
      expect(sent).to.have.property('eurosMwHCumac', 8);
      expect(Object.hasOwn(sent, 'eurosMwhCumac')).to.equal(false);
      expect(result.eurosMwhCumac).to.equal(8);
    });

    it('gives the refusal of a price under our spelling (eurosMwhCumac), as the payload wrote it', async () => {
      const fields = await client().getSimulationInputs('BAR-TH-171', 'b2c');
      const error = await rejectionOf(client().calculateCee({ ...payload(fields, HEAT_PUMP_VALUES, 'BAR-TH-171', 'b2c'), eurosMwhCumac: -2 }));
      expect(error.kind).to.equal('validation');
      expect(Object.keys(error.fieldErrors).join()).to.equal('eurosMwhCumac');
      expect(error.fieldErrors.eurosMwhCumac[0]).to.equal('Le prix du MWh cumac doit être un nombre positif.');
    });

    it('keeps unknown result fields', async () => {
      const fields = await client().getSimulationInputs('BAR-TH-171', 'b2c');
      const result = await client().calculateCee(payload(fields, HEAT_PUMP_VALUES, 'BAR-TH-171', 'b2c'));
      expect((result as Record<string, unknown>).climateZone).to.equal('H1');
    });

    it('gives kind validation keyed by dotted input key for a bad value', async () => {
      const fields = await client().getSimulationInputs('BAR-TH-171', 'b2c');
      const error = await rejectionOf(
        client().calculateCee(payload(fields, { ...HEAT_PUMP_VALUES, 'housing.department': '00', 'operation.usage': 'pool' }, 'BAR-TH-171', 'b2c')),
      );
      expect(error.kind).to.equal('validation');
      expect(error.status).to.equal(422);
      expect(error.fieldErrors['housing.department'].length).to.equal(1);
      expect(error.fieldErrors['operation.usage'].length).to.equal(1);
      // POSTs are never retried.
      expect((await sandboxRequests({ method: 'POST', path: CEE })).length).to.equal(1);
    });
  });

  describe('MPR', () => {
    it('gives the category and amount of a household (BAR-TH-171, 2 persons, 30 000 €, Rhône)', async () => {
      const api = client();
      const fields = await api.getSimulationInputs('BAR-TH-171', 'b2c', { aid: 'mpr' });
      const values = { 'housing.department': '69', 'household.size': 2, 'household.income': 30000 };
      for (const key of Object.keys(values)) expect(fields.some((f) => f.key === key), key).to.equal(true);
      const result = await api.calculateMpr(payload(fields, values, 'BAR-TH-171', 'b2c'));
      expect(result.category).to.equal('modeste');
      expect(result.amount).to.equal(4000);
      const logged = await sandboxRequests({ method: 'POST', path: MPR });
      expect(logged.length).to.equal(1);
      expect(logged[0]?.status).to.equal(200);
      const sent = logged[0]?.body as Record<string, any>;
      expect(sent.household.size).to.equal(2);
      expect(sent.operation).to.equal(undefined);
    });

    it('scales a per-m² forfait by the surface (BAR-EN-101, 50 m², very modest household)', async () => {
      const api = client();
      const fields = await api.getSimulationInputs('BAR-EN-101', 'b2c', { aid: 'mpr' });
      const values = { 'housing.department': '69', 'household.size': 1, 'household.income': 15000, 'operation.surface': 50 };
      const result = await api.calculateMpr(payload(fields, values, 'BAR-EN-101', 'b2c'));
      expect(result.category).to.equal('tres_modeste');
      expect(result.amount).to.equal(1250);
    });

    it('gives a higher-income household the superieur category and no amount', async () => {
      const api = client();
      const fields = await api.getSimulationInputs('BAR-TH-171', 'b2c', { aid: 'mpr' });
      const values = { 'housing.department': '75', 'household.size': 1, 'household.income': 90000 };
      const result = await api.calculateMpr(payload(fields, values, 'BAR-TH-171', 'b2c'));
      expect(result.category).to.equal('superieur');
      expect(result.amount).to.equal(0);
    });
  });
});
