/**
 * The inputs layer on its own: field model -> form model (controls, words, merge), zod form schema, payload.
 */
import { expect } from '@open-wc/testing';
import type { SimulationField } from '../../../src/api/schemas.js';
// The headless entry: English at hand, as `cee-widgets/api` gives it.
import { validate } from '../../../src/api/index.js';
// The simulator's English pack (known keys in English), as the element installs it when it first speaks English.
import { pack as simulatorEnglish } from '../../../src/elements/cee-simulator/cee-simulator.messages.en.js';
import {
  hasKnownKeys,
  knownWordsFor,
  loadFrenchKnownKeys,
  buildFormModel,
  buildPayload,
  formSchema,
  humanise,
  mergeListedFields,
  nestDottedKeys,
  readFormInput,
  type FormField,
} from '../../../src/inputs/index.js';

const department: SimulationField = { key: 'housing.department', type: 'string', required: true, label: 'Département', pattern: '^(0[1-9]|[1-8][0-9]|9[0-5]|2A|2B|97[1-6])$' };
const surface: SimulationField = { key: 'housing.surface', type: 'number', required: true, label: 'Surface chauffée', unit: 'm²', min: 1, max: 1000 };
const usage: SimulationField = {
  key: 'operation.usage',
  type: 'select',
  required: true,
  label: 'Usage',
  options: [{ value: 'heating', label: 'Chauffage seul' }, { value: 'ecs', label: 'Chauffage et eau chaude sanitaire' }],
};
const sector: SimulationField = { key: 'building.sector', type: 'select', required: true, options: ['bureaux', 'enseignement', 'commerces', 'sante'].map((value) => ({ value })) };
const bacs: SimulationField = { key: 'operation.bacs_class', type: 'select', required: true, options: [{ value: 'B' }] };
const boiler: SimulationField = { key: 'operation.replaces_fossil_boiler', type: 'boolean', required: false, default: false };
const size: SimulationField = { key: 'household.size', type: 'integer', required: true, min: 1, max: 20 };
const mystery: SimulationField = { key: 'site.heatRecovery_rate', type: 'string', required: false };

const model = (fields: SimulationField[], lang: 'fr' | 'en' = 'fr') => buildFormModel(mergeListedFields({ cee: fields }), lang);
const byKey = (fields: FormField[]) => Object.fromEntries(fields.map((f) => [f.key, f]));

describe('inputs: the known words, fetched when needed', () => {
  it('fetches the French words of the known keys only for an answer that leaves something unlabelled', async () => {
    expect(knownWordsFor(mergeListedFields({ cee: [department, surface, usage] }), 'fr')).to.equal(undefined);
    expect(knownWordsFor(mergeListedFields({ cee: [surface, sector] }), 'en')).to.equal(undefined);
    expect(hasKnownKeys('fr')).to.equal(false);
    await knownWordsFor(mergeListedFields({ cee: [surface, sector] }), 'fr');
    expect(hasKnownKeys('fr')).to.equal(true);
    expect(knownWordsFor(mergeListedFields({ cee: [sector] }), 'fr')).to.equal(undefined);
  });
});

describe('inputs: field model to form model', () => {
  before(async () => {
    // As the element has them before it shows a form: the French words (for unlabelled keys), the English pack.
    await loadFrenchKnownKeys();
    simulatorEnglish.install!();
  });

  it('chooses the control from the field: radio for 2-3 options, select above, checkbox, number, text, preset for one value', () => {
    const f = byKey(model([department, surface, usage, sector, bacs, boiler, size]));
    expect(f['housing.department']!.control).to.equal('text');
    expect(f['housing.surface']!.control).to.equal('number');
    expect(f['operation.usage']!.control).to.equal('radio');
    expect(f['building.sector']!.control).to.equal('select');
    expect(f['operation.replaces_fossil_boiler']!.control).to.equal('checkbox');
    expect(f['household.size']!.control).to.equal('number');
    expect(f['operation.bacs_class']!.control).to.equal('preset');
    expect(f['operation.bacs_class']!.hidden).to.equal(true);
    expect(f['operation.bacs_class']!.default).to.equal('B');
  });

  it('keeps the descriptor’s French label in French and uses the dictionary’s English one in English', () => {
    const described = { ...surface, label: 'Surface habitable chauffée (SHAB)' };
    expect(byKey(model([described]))['housing.surface']!.label).to.equal('Surface habitable chauffée (SHAB)');
    const en = byKey(model([described, usage], 'en'));
    expect(en['housing.surface']!.label).to.equal('Heated floor area');
    expect(en['operation.usage']!.options!.map((o) => o.label).join('|')).to.equal('Heating only|Heating and domestic hot water');
  });

  it('in French, shows a labelled field as the service described it, with no words of the dictionary mixed in', () => {
    // The dictionary has a help text for housing.surface; the descriptor has a label and no help.
    const f = byKey(model([surface, { key: 'housing.type', type: 'select', required: true, options: [{ value: 'maison' }] }]));
    expect(f['housing.surface']!.help).to.equal(undefined);
    expect(f['housing.surface']!.label).to.equal('Surface chauffée');
    // An option the service left bare still gets the dictionary's words.
    expect(f['housing.type']!.options![0]!.label).to.equal('Maison individuelle');
    const bare = byKey(model([{ key: 'housing.surface', type: 'number', required: true }]));
    expect(bare['housing.surface']!.help).to.equal('Surface habitable chauffée du logement');
  });

  it('labels a key without a descriptor label from the dictionary, else from the humanised key', () => {
    const f = byKey(model([sector, mystery]));
    expect(f['building.sector']!.label).to.equal('Secteur d’activité');
    expect(f['building.sector']!.options![0]!.label).to.equal('Bureaux');
    expect(f['site.heatRecovery_rate']!.label).to.equal('Site heat recovery rate');
    expect(humanise('operation.replaces_fossil_boiler')).to.equal('Operation replaces fossil boiler');
  });

  it('applies the host overrides: label, help, hidden and default', () => {
    const listed = mergeListedFields({ cee: [surface, usage] });
    const f = byKey(buildFormModel(listed, 'fr', { 'housing.surface': { label: 'Surface', help: 'Aide', default: 80 }, 'operation.usage': { hidden: true } }));
    expect(f['housing.surface']!.label).to.equal('Surface');
    expect(f['housing.surface']!.help).to.equal('Aide');
    expect(f['housing.surface']!.default).to.equal(80);
    expect(f['operation.usage']!.hidden).to.equal(true);
  });

  it('merges the CEE and MPR keys: a key listed by both is one field used by both', () => {
    const listed = mergeListedFields({ cee: [department, surface], mpr: [department, size] });
    expect(listed.map((l) => `${l.field.key}:${l.aids.join('+')}`).join(' ')).to.equal(
      'housing.department:cee+mpr housing.surface:cee household.size:mpr',
    );
  });
});

describe('inputs: form schema', () => {
  const fields = model([department, surface, usage, boiler, size, bacs]);
  const check = (raw: Record<string, unknown>, lang: 'fr' | 'en' = 'fr') => validate(formSchema(fields), readFormInput(fields, raw), lang);

  it('reads numbers as numbers, booleans as booleans, options as their values, and the preset value', () => {
    const result = check({ 'housing.department': ' 67 ', 'housing.surface': '100.5', 'operation.usage': 'ecs', 'household.size': '3' });
    expect(result.ok).to.equal(true);
    if (!result.ok) return;
    expect(JSON.stringify(result.data)).to.equal(
      JSON.stringify({ 'housing.department': '67', 'housing.surface': 100.5, 'operation.usage': 'ecs', 'operation.replaces_fossil_boiler': false, 'household.size': 3, 'operation.bacs_class': 'B' }),
    );
  });

  it('names each invalid key in our French words (never zod’s), and a required message for what is missing', () => {
    const result = check({ 'housing.department': '99', 'housing.surface': '2000', 'household.size': '2.5' });
    expect(result.ok).to.equal(false);
    if (result.ok) return;
    expect(result.fieldErrors['housing.department']!.join()).to.equal('Le format n’est pas valide.');
    expect(result.fieldErrors['housing.surface']!.join()).to.contain('Indiquez au plus 1'); // our words, never zod's
    // The limit as French writes it (1 000, with a narrow no-break space), never a validator's "<=1000".
    expect(result.fieldErrors['housing.surface']!.join().replace(/\s/g, '')).to.contain('1000.');
    expect(Object.values(result.fieldErrors).flat().join(' ')).not.to.match(/[<>]=|Trop |attendu|Invalid/);
    expect(result.fieldErrors['household.size']!.join()).to.contain('entier');
    expect(result.fieldErrors['operation.usage']!.join()).to.equal('Ce champ est obligatoire.');
    expect('operation.replaces_fossil_boiler' in result.fieldErrors).to.equal(false);
  });

  it('speaks English when asked', () => {
    const result = check({ 'housing.surface': '0' }, 'en');
    expect(result.ok).to.equal(false);
    if (result.ok) return;
    expect(result.fieldErrors['housing.department']!.join()).to.equal('This field is required.');
    expect(result.fieldErrors['housing.surface']!.join()).to.contain('Enter at least 1');
  });
});

describe('inputs: payload', () => {
  it('nests dotted keys and leaves absent values out', () => {
    const nested = nestDottedKeys({ 'a.b': 1, 'a.c.d': true, e: 'x', 'f.g': undefined });
    expect(JSON.stringify(nested)).to.equal('{"a":{"b":1,"c":{"d":true}},"e":"x"}');
  });

  it('gives each calculation only its own keys, with fost_code, context, and the price for CEE only', () => {
    const fields = buildFormModel(mergeListedFields({ cee: [department, surface], mpr: [department, size] }), 'fr');
    const values = { 'housing.department': '67', 'housing.surface': 100, 'household.size': 2 };
    const target = { fostCode: 'BAR-EN-101', context: 'b2c' as const, eurosMwhCumac: 9.5 };
    expect(JSON.stringify(buildPayload('cee', fields, values, target))).to.equal(
      '{"housing":{"department":"67","surface":100},"fost_code":"BAR-EN-101","context":"b2c","eurosMwhCumac":9.5}',
    );
    expect(JSON.stringify(buildPayload('mpr', fields, values, target))).to.equal(
      '{"housing":{"department":"67"},"household":{"size":2},"fost_code":"BAR-EN-101","context":"b2c"}',
    );
  });
});
