/**
 * `<cee-simulator>` when one entry of an answer is bad (issue #28): a descriptor with `min: "1"` or
 * `required: "true"` is a field like any other, one with an attribute that cannot be read is drawn without it (#38),
 * and a catalogue entry with a bad code is left out of the picker alone.
 */
import { expect } from '@open-wc/testing';
import { failNext } from '../helpers/sandbox.js';
import { optionOf, options, pickerReady } from './picker-helpers.js';
import { control, controlsOf, freshSandbox, INPUTS_171, mountSimulator, root } from './simulator-helpers.js';

describe('<cee-simulator> with one bad entry', () => {
  let warn: typeof console.warn;
  beforeEach(async () => {
    await freshSandbox();
    warn = console.warn;
    console.warn = () => undefined;
  });
  afterEach(() => {
    console.warn = warn;
  });

  it('draws every field: strings read as numbers and booleans, an unreadable min left out of its field', async () => {
    const data = [
      { key: 'housing.surface', type: 'number', label: 'Surface chauffée', min: '1', required: 'true' },
      { key: 'housing.bad', type: 'number', label: 'Illisible', min: 'un' },
      { key: 'operation.usage', label: 12, options: [{ value: 'ecs', label: 'Eau chaude' }, { value: 'heating', label: 'Chauffage' }] },
    ];
    await failNext({ method: 'GET', path: INPUTS_171, status: 200, body: JSON.stringify({ data }) });
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    expect(control(el, 'housing.surface') !== null).to.equal(true);
    expect(controlsOf(el, 'operation.usage').length).to.equal(2);
    expect(controlsOf(el, 'housing.bad').length).to.equal(1);
    expect(control(el, 'housing.bad').getAttribute('min')).to.equal(null);
    expect(root(el).querySelector('.error-panel')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('lists the catalogue without the entry whose code is not a FOST code', async () => {
    const entry = (id: number, code: string, operation_name: string) => ({ id, code, operation_name, can_b2b: false, can_b2c: true, has_simulation: true });
    const data = [entry(1, 'BAR-TH-171', 'Pompe à chaleur air/eau'), entry(2, 'NOT-A-CODE', 'Mauvaise entrée'), entry(3, 'BAR-EN-101', 'Isolation des combles')];
    await failNext({ method: 'GET', path: '/partner/v1/operations', status: 200, body: JSON.stringify({ data }) });
    const el = await mountSimulator();
    const input = await pickerReady(el);
    input.click();
    await el.updateComplete;
    expect(options(el).length).to.equal(2);
    expect(optionOf(el, 'BAR-TH-171') !== undefined && optionOf(el, 'BAR-EN-101') !== undefined).to.equal(true);
  });
});
