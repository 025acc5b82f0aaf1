/**
 * One bad entry, one degraded thing (issue #28): a descriptor's numeric and boolean strings are read as their
 * values (`min: "1"`, how Laravel's decimal casts send numbers; `required: "true"`; `label: 12`); a field that
 * cannot be read is left out with one console warning naming its key, and the others are read; a catalogue entry
 * whose code is not a FOST code is left out alone. Over real HTTP, with the sandbox answering what a test gives.
 */
import { expect } from '@open-wc/testing';
import { clearApiCache, clearTokens, createClient } from '../../../src/api/index.js';
import { bases, failNext, rejectionOf, resetSandbox } from '../helpers/sandbox.js';

const INPUTS = '/calc/api/v2/simulation-inputs/BAR-TH-171/b2c';
const OPERATIONS = '/partner/v1/operations';
const client = () => createClient(bases());
const answer = (method: 'GET', path: string, data: unknown) => failNext({ method, path, status: 200, body: JSON.stringify({ data }) });

const operation = (id: number, code: unknown) => ({ id, code, operation_name: `Opération ${id}`, can_b2b: false, can_b2c: true });

describe('one bad entry, one degraded thing', () => {
  let warnings: string[] = [];
  const warn = console.warn;
  beforeEach(async () => {
    await resetSandbox();
    clearTokens();
    clearApiCache();
    warnings = [];
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  });
  afterEach(() => {
    console.warn = warn;
  });

  it('reads numeric and boolean strings and a numeric label as their values', async () => {
    await answer('GET', INPUTS, [
      { key: 'housing.surface', type: 'number', label: 'Surface', min: '1', max: '1000.50', step: '0.5', required: 'true' },
      { key: 'housing.floor', type: 'integer', label: 12, min: 0, required: 'false' },
      { key: 'housing.heated', type: 'boolean', required: '0', unit: 2 },
      { key: 'housing.rooms', type: 'integer', min: ' 2 ', required: 1 },
    ]);
    const fields = await client().getSimulationInputs('BAR-TH-171', 'b2c');
    expect(fields.map((f) => `${f.key} ${f.label ?? '-'} ${f.required} ${f.min ?? '-'} ${f.max ?? '-'} ${f.step ?? '-'} ${f.unit ?? '-'}`)).to.deep.equal([
      'housing.surface Surface true 1 1000.5 0.5 -',
      'housing.floor 12 false 0 - - -',
      'housing.heated - false - - - 2',
      'housing.rooms - true 2 - - -',
    ]);
    expect(warnings.length).to.equal(0);
  });

  it('leaves out a field it cannot read, with one warning naming its key, and reads the others', async () => {
    await answer('GET', INPUTS, [
      { key: 'housing.surface', type: 'number', min: '1' },
      { key: 'housing.bad_min', type: 'number', min: 'un' },
      { key: 'housing.bad_required', required: 'peut-être' },
      { key: 'housing.bad_label', label: { fr: 'Étiquette' } },
      { label: 'Sans clé' },
      { key: 'housing.infinite', type: 'number', max: '1e999' },
      { key: 'operation.usage', options: ['ecs', 'chauffage'] },
    ]);
    const fields = await client().getSimulationInputs('BAR-TH-171', 'b2c');
    expect(fields.map((f) => f.key)).to.deep.equal(['housing.surface', 'operation.usage']);
    expect(warnings.length).to.equal(5);
    for (const key of ['housing.bad_min', 'housing.bad_required', 'housing.bad_label', 'no key', 'housing.infinite']) {
      expect(warnings.filter((line) => line.includes(key)).length, key).to.equal(1);
    }
  });

  it('reads shape B entry by entry too', async () => {
    await answer('GET', INPUTS, { 'operation.usage': ['ecs', 'chauffage'], 'housing.surface': null, 'housing.bad': 'ecs' });
    const fields = await client().getSimulationInputs('BAR-TH-171', 'b2c');
    expect(fields.map((f) => f.key)).to.deep.equal(['operation.usage', 'housing.surface']);
    expect(warnings.length).to.equal(1);
    expect(warnings[0]).to.contain('housing.bad');
  });

  it('still refuses an answer none of whose fields can be read (kind response)', async () => {
    await answer('GET', INPUTS, [{ key: 'housing.surface', min: 'un' }]);
    expect((await rejectionOf(client().getSimulationInputs('BAR-TH-171', 'b2c'))).kind).to.equal('response');
  });

  it('leaves out a catalogue entry whose code is not a FOST code, alone, with one warning naming it', async () => {
    await answer('GET', OPERATIONS, [operation(1, 'BAR-TH-171'), operation(2, 'PAS UN CODE'), operation(3, 'bar-en-101'), { id: 4, code: 'BAR-TH-104' }]);
    const operations = await client().listOperations();
    expect(operations.map((o) => o.code)).to.deep.equal(['BAR-TH-171', 'BAR-EN-101']);
    expect(warnings.length).to.equal(2);
    expect(warnings[0]).to.contain('"PAS UN CODE"');
    expect(warnings[1]).to.contain('"BAR-TH-104"');
  });

  it('still refuses a catalogue none of whose entries can be read (kind response)', async () => {
    await answer('GET', OPERATIONS, [operation(1, 'PAS UN CODE')]);
    expect((await rejectionOf(client().listOperations())).kind).to.equal('response');
  });
});
