// @ts-check
/**
 * What `GET /calc/api/v2/simulation-inputs/{fost_code}/{context}` lists for each FOST code: the keys of the
 * calculation payload (dotted, grouped by housing / operation / household / building), with French labels.
 * Option values are the data file's, except `operation.usage`, whose values the spec fixes (heating, ecs).
 * BAT-TH-116 models its multi-select "usages" as one managed surface per usage (`building.surface.<usage>`):
 * the fiche multiplies each usage's figure by its own surface, and an empty or zero surface means "not managed".
 */
import { httpError } from './http-util.js';
import { operationByCode } from './reference.js';

/**
 * @typedef {{value: string, label: string}} Option
 * @typedef {{key: string, label: string, type: 'string' | 'number' | 'integer' | 'boolean' | 'select',
 *   required: boolean, options?: Option[], min?: number, max?: number, step?: number, unit?: string,
 *   default?: unknown, help?: string, pattern?: string}} Descriptor
 */

export const DEPARTMENT_PATTERN = '^(0[1-9]|[1-8][0-9]|9[0-5]|2A|2B|97[1-6])$';

/**
 * @param {string} key
 * @param {string} label
 * @param {Array<[string, string]>} options value, label
 * @param {Partial<Descriptor>} [extra]
 * @returns {Descriptor}
 */
const select = (key, label, options, extra = {}) => ({
  key, label, type: 'select', required: true, options: options.map(([value, text]) => ({ value, label: text })), ...extra,
});

/**
 * @param {string} key
 * @param {string} label
 * @param {Partial<Descriptor>} [extra]
 * @returns {Descriptor}
 */
const number = (key, label, extra = {}) => ({ key, label, type: 'number', required: true, ...extra });

/** @param {'housing' | 'building'} group @returns {Descriptor} */
const department = (group) => ({
  key: `${group}.department`, label: 'Département', type: 'string', required: true, pattern: DEPARTMENT_PATTERN, help: 'Ex. 69',
});
const housingDepartment = department('housing');
const housingType = select('housing.type', 'Type de logement', [['maison', 'Maison individuelle'], ['appartement', 'Appartement']]);
const heatedSurface = number('housing.surface', 'Surface chauffée', { unit: 'm²', min: 1, max: 1000, help: 'Surface habitable chauffée du logement' });
const insulatedSurface = number('operation.surface', "Surface d'isolant posée", { unit: 'm²', min: 1, max: 1000 });
const windows = number('operation.windows', 'Nombre de fenêtres ou portes-fenêtres', { type: 'integer', min: 1, max: 50 });
const insulationSide = select('operation.insulation_side', "Type d'isolation des murs", [
  ['exterieur', "Par l'extérieur (ITE)"],
  ['interieur', "Par l'intérieur (ITI)"],
]);
const usage = select('operation.usage', 'Usage', [['heating', 'Chauffage seul'], ['ecs', 'Chauffage et eau chaude sanitaire']]);
/** @param {string} help @returns {Descriptor} */
const replacesFossilBoiler = (help) => ({
  key: 'operation.replaces_fossil_boiler',
  label: 'Remplace une chaudière au charbon, au fioul ou au gaz (hors condensation)',
  type: 'boolean', required: false, default: false, help,
});
const bonificationHelp = 'Bonification ×5 du volume pour une résidence principale (opérations engagées du 1er octobre 2025 au 31 décembre 2030).';
const coupDePouceHelp = 'Ouvre droit au Coup de pouce chauffage.';

/**
 * Etas bands "a-b" and ">=c" as options, in percent.
 * @param {string[]} bands
 * @returns {Descriptor}
 */
function etas(bands) {
  const options = bands.map((band) => {
    const [from, to] = band.split('-');
    /** @type {[string, string]} */
    const option = band.startsWith('>=') ? [band, `${band.slice(2)} % ou plus`] : [band, `De ${from} % à moins de ${to} %`];
    return option;
  });
  return select('operation.etas', 'Efficacité énergétique saisonnière (Etas)', options, { unit: '%' });
}

const heatPumpBands = ['111-140', '140-170', '170-200', '>=200'];
const groundHeatPumpBands = ['111-140', '140-170', '170-200', '200-230', '>=230'];
const operatingMode = select('operation.operating_mode', 'Mode de fonctionnement du site', [
  ['1x8h', '1 × 8 h'],
  ['2x8h', '2 × 8 h'],
  ['3x8h_avec_arret_WE', '3 × 8 h avec arrêt le week-end'],
  ['3x8h_sans_arret_WE', '3 × 8 h sans arrêt le week-end'],
]);

/** @type {Array<[string, string]>} */
const BUILDING_USAGES = [
  ['heating', 'le chauffage'],
  ['cooling', 'le refroidissement'],
  ['ecs', "l'eau chaude sanitaire"],
  ['lighting', "l'éclairage"],
  ['auxiliaries', 'les auxiliaires'],
];

/** Household keys of every MaPrimeRénov' calculation. */
const household = [
  housingDepartment,
  number('household.size', 'Nombre de personnes du foyer', { type: 'integer', min: 1, max: 20 }),
  number('household.income', 'Revenu fiscal de référence', {
    unit: '€', min: 0, help: "Revenu fiscal de référence du foyer, indiqué sur l'avis d'imposition",
  }),
];

/**
 * Per code: its context, the CEE keys, and (B2C codes with a MaPrimeRénov' par-geste forfait) the extra MPR keys.
 * @type {Record<string, {context: 'b2c' | 'b2b', cee: Descriptor[], mpr?: Descriptor[]}>}
 */
const CATALOGUE = {
  'BAR-EN-101': { context: 'b2c', cee: [housingDepartment, insulatedSurface], mpr: [insulatedSurface] },
  'BAR-EN-102': { context: 'b2c', cee: [housingDepartment, insulatedSurface, insulationSide], mpr: [insulatedSurface, insulationSide] },
  'BAR-EN-103': { context: 'b2c', cee: [housingDepartment, insulatedSurface] },
  'BAR-EN-104': { context: 'b2c', cee: [housingDepartment, windows], mpr: [windows] },
  'BAR-EN-105': { context: 'b2c', cee: [housingDepartment, insulatedSurface], mpr: [insulatedSurface] },
  'BAR-TH-101': { context: 'b2c', cee: [housingDepartment], mpr: [] },
  'BAR-TH-112': {
    context: 'b2c',
    cee: [housingDepartment, appliance(), etas(['66-72', '72-80', '>=80'])],
    mpr: [appliance()],
  },
  'BAR-TH-113': { context: 'b2c', cee: [housingDepartment, feed(), replacesFossilBoiler(coupDePouceHelp)], mpr: [feed()] },
  'BAR-TH-125': {
    context: 'b2c',
    cee: [housingDepartment, heatedSurface, select('operation.ventilation_type', 'Type de VMC double flux', [['autoreglable', 'Autoréglable'], ['modulee', 'Modulée']])],
    mpr: [],
  },
  'BAR-TH-129': {
    context: 'b2c',
    cee: [housingDepartment, housingType, heatedSurface, select('operation.scop', 'Coefficient de performance saisonnier (SCOP)', [
      ['3.9-4.3', 'De 3,9 à moins de 4,3'],
      ['>=4.3', '4,3 ou plus'],
    ], { help: 'En appartement, la fiche retient un seul montant pour tout SCOP ≥ 3,9.' })],
  },
  'BAR-TH-137': { context: 'b2c', cee: [housingDepartment, heatedSurface, replacesFossilBoiler(coupDePouceHelp)], mpr: [] },
  'BAR-TH-143': { context: 'b2c', cee: [housingDepartment, replacesFossilBoiler(coupDePouceHelp)], mpr: [] },
  'BAR-TH-148': { context: 'b2c', cee: [housingDepartment, housingType], mpr: [] },
  'BAR-TH-162': { context: 'b2c', cee: [housingDepartment], mpr: [] },
  'BAR-TH-171': {
    context: 'b2c',
    cee: [housingDepartment, housingType, heatedSurface, usage, etas(heatPumpBands), replacesFossilBoiler(bonificationHelp)],
    mpr: [],
  },
  'BAR-TH-172': {
    context: 'b2c',
    cee: [housingDepartment, heatedSurface, usage, etas(groundHeatPumpBands), replacesFossilBoiler(bonificationHelp)],
    mpr: [],
  },
  'BAT-TH-116': {
    context: 'b2b',
    cee: [
      department('building'),
      select('building.sector', "Secteur d'activité", [
        ['bureaux', 'Bureaux'],
        ['enseignement', 'Enseignement'],
        ['commerces', 'Commerces'],
        ['hotellerie_restauration', 'Hôtellerie et restauration'],
        ['sante', 'Santé'],
      ]),
      // Only class B has figures in the data file, so it is the one class offered.
      select('operation.bacs_class', 'Classe du système de gestion technique (NF EN ISO 52120-1)', [['B', 'Classe B']], { default: 'B' }),
      ...BUILDING_USAGES.map(([key, text]) => number(`building.surface.${key}`, `Surface gérée pour ${text}`, {
        unit: 'm²', min: 0, max: 1000000, required: false, default: 0, help: "Laisser vide ou 0 si cet usage n'est pas géré",
      })),
    ],
  },
  'IND-UT-134': {
    context: 'b2b',
    cee: [
      operatingMode,
      number('operation.power', 'Puissance nominale', { unit: 'kW', min: 0.1, max: 100000 }),
      number('operation.contract_years', 'Durée du contrat', { type: 'integer', unit: 'ans', min: 1, max: 30, help: "Au-delà de 6 ans, le facteur de 6 ans s'applique" }),
    ],
  },
  'IND-UT-136': {
    context: 'b2b',
    cee: [
      select('operation.application', 'Application du moteur', [
        ['pompe', 'Pompe'],
        ['ventilateur', 'Ventilateur'],
        ['compresseur_air', "Compresseur d'air"],
        ['groupe_froid', 'Groupe froid'],
      ]),
      operatingMode,
      number('operation.power', 'Puissance nominale du moteur', { unit: 'kW', min: 0.1, max: 1000 }),
    ],
  },
};

/** @returns {Descriptor} */
function appliance() {
  return select('operation.appliance', "Type d'appareil", [
    ['poele_buches', 'Poêle à bûches'],
    ['poele_granules', 'Poêle à granulés'],
    ['insert_foyer_ferme', 'Insert ou foyer fermé'],
  ]);
}

/** @returns {Descriptor} */
function feed() {
  return select('operation.feed', "Mode d'alimentation", [['manuelle', 'Manuelle (bûches)'], ['automatique', 'Automatique (granulés)']]);
}

/** Codes the sandbox can simulate, for listing and tests. */
export const SIMULATED_CODES = Object.keys(CATALOGUE);

/**
 * The descriptors of a code in a context; 404 with a French reason when there are none.
 * @param {string} code
 * @param {'b2c' | 'b2b'} context
 * @param {'cee' | 'mpr'} aid
 * @returns {Descriptor[]}
 */
export function simulationInputs(code, context, aid) {
  const entry = CATALOGUE[code];
  if (!entry) {
    throw httpError(404, operationByCode(code)
      ? `Aucune simulation n'est disponible pour le code FOST ${code} : la fiche est abrogée ou ses montants ne sont pas connus.`
      : `Code FOST inconnu : ${code}`);
  }
  if (entry.context !== context) {
    const label = context === 'b2b' ? 'professionnel (b2b)' : 'particulier (b2c)';
    throw httpError(404, `Le code FOST ${code} n'est pas disponible en contexte ${label}.`);
  }
  if (aid === 'cee') return entry.cee;
  if (!entry.mpr) throw httpError(404, `Aucune aide MaPrimeRénov' par geste ne correspond au code FOST ${code}.`);
  return [...household, ...entry.mpr];
}

/**
 * Shape B of CONTRACT.md: each key to its accepted values, or null when free.
 * @param {Descriptor[]} descriptors
 * @returns {Record<string, Array<string | boolean> | null>}
 */
export function toShapeB(descriptors) {
  return Object.fromEntries(descriptors.map((d) => [
    d.key,
    d.options ? d.options.map((option) => option.value) : d.type === 'boolean' ? [true, false] : null,
  ]));
}
