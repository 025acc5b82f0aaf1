// The simulation-inputs answers the bench renders: shape A descriptors with labelled `{value, label}` options, as
// the service sends them, of every kind the form draws (a number with its unit and help, an integer, a text with a
// pattern, a select of 6 options, radio buttons, a checkbox, a date), repeated to `n` fields.
const KINDS = [
  (i) => ({ key: `bench.surface_${i}`, label: `Surface chauffée ${i}`, type: 'number', unit: 'm²', min: 1, max: 1000, help: 'Surface habitable chauffée du logement', required: true }),
  (i) => ({
    key: `bench.energy_${i}`,
    label: `Énergie de chauffage ${i}`,
    type: 'select',
    required: true,
    options: ['fioul', 'gaz', 'electricite', 'bois', 'charbon', 'autre'].map((value) => ({ value, label: `Chauffage au ${value}` })),
  }),
  (i) => ({
    key: `bench.housing_${i}`,
    label: `Type de logement ${i}`,
    type: 'select',
    required: true,
    options: [
      { value: 'maison', label: 'Maison individuelle' },
      { value: 'appartement', label: 'Appartement' },
    ],
  }),
  (i) => ({ key: `bench.fossil_${i}`, label: `Remplace une chaudière fioul ${i}`, type: 'boolean', required: false, default: false, help: 'Bonification du volume' }),
  (i) => ({ key: `bench.department_${i}`, label: `Département ${i}`, type: 'string', required: true, pattern: '^(0[1-9]|[1-8][0-9]|9[0-5]|2A|2B|97[1-6])$', help: 'Ex. 69, 2A ou 974' }),
  (i) => ({ key: `bench.people_${i}`, label: `Personnes du foyer ${i}`, type: 'integer', required: true, min: 1, max: 20 }),
  (i) => ({ key: `bench.date_${i}`, label: `Date d'engagement ${i}`, type: 'date', required: false }),
];

export function manyDescriptors(n) {
  return Array.from({ length: n }, (_, i) => KINDS[i % KINDS.length](i));
}

/**
 * The project the bench calculates with `<cee-project>` and with the plain page (scripts/bench-plain.js): five works
 * of a modest household of 3 in the Bas-Rhin, each with its quote. `household`: the questions the works share,
 * given through the element's `values`; `own`: each work's own questions and its quote, typed in its controls
 * (the quote is ours, never sent). The bodies both pages send follow from them (the plain page builds them from
 * the same simulation inputs; test/browser/bench/plain-answer.test.ts checks they are the widget's).
 */
export const PROJECT = {
  // Ten calculations: each work has both aids today (BAR-EN-102, walls, has no MaPrimeRénov' from 2026 on).
  works: ['BAR-TH-171', 'BAR-EN-101', 'BAR-EN-104', 'BAR-TH-125', 'BAR-TH-148'],
  household: {
    'housing.department': '67',
    'housing.type': 'maison',
    'housing.surface': '100',
    'household.size': '3',
    'household.income': '32000',
  },
  own: {
    'BAR-TH-171': { 'operation.usage': 'heating', 'operation.etas': '>=200', 'operation.replaces_fossil_boiler': true, 'project.quote': '15000' },
    'BAR-EN-101': { 'operation.surface': '80', 'project.quote': '9000' },
    'BAR-EN-104': { 'operation.surface': '12', 'operation.windows': '6', 'project.quote': '8500' },
    'BAR-TH-125': { 'operation.ventilation_type': 'modulee', 'project.quote': '6500' },
    'BAR-TH-148': { 'project.quote': '3200' },
  },
};
