/** The English wording of the known calculation keys (`known-keys.ts`): loaded only for an English page. */
import type { KnownKeys } from './known-key-text.js';

const department = { label: 'Département (French administrative area)', help: 'E.g. 69, 2A or 974' };
const usages: Array<[string, string]> = [
  ['heating', 'heating'],
  ['cooling', 'cooling'],
  ['ecs', 'domestic hot water'],
  ['lighting', 'lighting'],
  ['auxiliaries', 'auxiliaries'],
];

export const KNOWN_KEYS_EN: KnownKeys = {
  'housing.department': department,
  'building.department': department,
  'housing.type': { label: 'Type of home', options: { maison: 'House', appartement: 'Flat' } },
  'housing.surface': { label: 'Heated floor area', unit: 'm²', help: 'Heated living area of the home' },
  'operation.surface': { label: 'Area covered by the works', unit: 'm²', perOperation: true },
  'operation.windows': { label: 'Number of windows or French windows' },
  'operation.insulation_side': { label: 'Wall insulation', options: { exterieur: 'External', interieur: 'Internal' } },
  'operation.attic_part': {
    label: 'Part insulated',
    options: { rampants_plafonds: 'Roof slopes or converted loft ceiling', combles_perdus: 'Floor of an unconverted loft' },
  },
  'operation.usage': { label: 'Use', options: { heating: 'Heating only', ecs: 'Heating and domestic hot water' } },
  'operation.etas': {
    label: 'Seasonal energy efficiency (Etas)',
    unit: '%',
    options: {
      '66-72': 'From 66% to under 72%',
      '72-80': 'From 72% to under 80%',
      '>=80': '80% or more',
      '111-140': 'From 111% to under 140%',
      '140-170': 'From 140% to under 170%',
      '170-200': 'From 170% to under 200%',
      '200-230': 'From 200% to under 230%',
      '>=200': '200% or more',
      '>=230': '230% or more',
    },
  },
  'operation.scop': { label: 'Seasonal coefficient of performance (SCOP)', options: { '3.9-4.3': 'From 3.9 to under 4.3', '>=4.3': '4.3 or more' } },
  'operation.replaces_fossil_boiler': { label: 'Replaces a coal, oil or gas boiler' },
  'operation.appliance': {
    label: 'Type of appliance',
    options: { poele_buches: 'Log stove', poele_granules: 'Pellet stove', insert_foyer_ferme: 'Insert or closed fireplace' },
  },
  'operation.feed': { label: 'Fuel feed', options: { manuelle: 'Manual (logs)', automatique: 'Automatic (pellets)' } },
  'operation.ventilation_type': { label: 'Type of balanced ventilation', options: { autoreglable: 'Self-regulating', modulee: 'Demand-controlled' } },
  'operation.operating_mode': {
    label: 'Operating pattern of the site',
    options: { '1x8h': '1 × 8 h', '2x8h': '2 × 8 h', '3x8h_avec_arret_WE': '3 × 8 h, stopped at weekends', '3x8h_sans_arret_WE': '3 × 8 h, running at weekends' },
  },
  'operation.power': { label: 'Rated power', unit: 'kW' },
  'operation.contract_years': { label: 'Contract length', unit: 'years', help: 'Beyond 6 years, the 6-year factor applies' },
  'operation.application': {
    label: 'Motor application',
    options: { pompe: 'Pump', ventilateur: 'Fan', compresseur_air: 'Air compressor', groupe_froid: 'Chiller' },
  },
  'operation.bacs_class': { label: 'Building automation class', options: { B: 'Class B' } },
  'building.sector': {
    label: 'Business sector',
    options: { bureaux: 'Offices', enseignement: 'Education', commerces: 'Retail', hotellerie_restauration: 'Hotels and restaurants', sante: 'Healthcare' },
  },
  'household.size': { label: 'Number of people in the household' },
  'household.income': { label: 'Reference taxable income', unit: '€', help: 'The household’s reference taxable income, as shown on the tax notice' },
  ...Object.fromEntries(
    usages.map(([usage, words]) => [
      `building.surface.${usage}`,
      { label: `Area managed for ${words}`, unit: 'm²', help: 'Leave empty or 0 when this use is not managed' },
    ]),
  ),
};
