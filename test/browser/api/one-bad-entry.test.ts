/**
 * One bad entry, one degraded thing (issues #28, #38): a descriptor's numeric and boolean strings are read as their
 * values (`min: "1"`, how Laravel's decimal casts send numbers; `required: "true"`; `label: 12`); an attribute that
 * cannot be read (`min: "abc"`, an option) is left out with one console warning for its field, the field kept and
 * required if it was; an entry without a key is left out alone; a field keeps at most 500 options; a catalogue entry
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

  it('leaves out an attribute it cannot read, not its field: one warning per field, required kept', async () => {
    await answer('GET', INPUTS, [
      { key: 'housing.surface', type: 'number', min: '1' },
      { key: 'housing.bad_min', type: 'number', min: 'abc', max: '200', required: true },
      { key: 'housing.bad_required', required: 'peut-être', label: 'Requis ?' },
      { key: 'housing.bad_label', label: { fr: 'Étiquette' }, help: 'Aide' },
      { label: 'Sans clé' },
      { key: 'housing.infinite', type: 'number', max: '1e999', step: [], pattern: '([a-z' },
      { key: 'operation.usage', options: ['ecs', { value: { no: 1 } }, 'chauffage', null, { value: 'eau', label: ['x'] }] },
    ]);
    const fields = await client().getSimulationInputs('BAR-TH-171', 'b2c');
    const shown = (f: (typeof fields)[number]) =>
      `${f.key} ${f.type} ${f.required} ${f.label ?? '-'} ${f.min ?? '-'} ${f.max ?? '-'} ${f.step ?? '-'} ${f.pattern ?? '-'} ${f.options?.map((o) => o.value).join('/') ?? '-'}`;
    expect(fields.map(shown)).to.deep.equal([
      'housing.surface number true - 1 - - - -',
      'housing.bad_min number true - - 200 - - -',
      'housing.bad_required string true Requis ? - - - - -',
      'housing.bad_label string true - - - - - -',
      'housing.infinite number true - - - - - -',
      'operation.usage select true - - - - - ecs/chauffage',
    ]);
    expect(warnings.length).to.equal(6);
    const about = (key: string) => warnings.filter((line) => line.includes(key));
    expect(about('housing.bad_min').join()).to.contain('(min)');
    expect(about('housing.bad_required').join()).to.contain('(required)');
    expect(about('housing.bad_label').join()).to.contain('(label)');
    expect(about('housing.infinite').join()).to.contain('(max, step, pattern)');
    expect(about('operation.usage').join()).to.contain('(options.1, options.3, options.4)');
    // An entry without a key is the only one left out.
    expect(about('"number 5 (no key)" cannot be read').length).to.equal(1);
  });

  it('keeps the first 500 options of a field and leaves the others out with one warning', async () => {
    const options = Array.from({ length: 10_000 }, (_, i) => ({ value: `v${i}`, label: `Choix ${i}` }));
    await answer('GET', INPUTS, [{ key: 'operation.usage', type: 'select', options }]);
    const [field] = await client().getSimulationInputs('BAR-TH-171', 'b2c');
    expect(field!.options!.length).to.equal(500);
    expect(field!.options!.at(-1)!.value).to.equal('v499');
    expect(warnings.length).to.equal(1);
    expect(warnings[0]).to.contain('9500 options beyond the first 500');
  });

  it('reads shape B entry by entry too, at most 500 values a key', async () => {
    const many = Array.from({ length: 600 }, (_, i) => `v${i}`);
    await answer('GET', INPUTS, { 'operation.usage': ['ecs', 'chauffage'], 'housing.surface': null, 'housing.bad': 'ecs', 'housing.kind': ['a', { x: 1 }], 'housing.many': many });
    const fields = await client().getSimulationInputs('BAR-TH-171', 'b2c');
    expect(fields.map((f) => `${f.key}:${f.options?.length ?? '-'}`)).to.deep.equal(['operation.usage:2', 'housing.surface:-', 'housing.many:500']);
    expect(warnings.length).to.equal(3);
    expect(warnings[0]).to.contain('housing.bad');
    expect(warnings[1]).to.contain('housing.kind');
    expect(warnings[2]).to.contain('"housing.many" gives what cannot be read (100 options beyond the first 500)');
  });

  it('still refuses an answer none of whose fields can be read (kind response)', async () => {
    await answer('GET', INPUTS, [{ label: 'Sans clé', min: 'un' }, 12]);
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
