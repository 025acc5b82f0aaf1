// @ts-check
/**
 * What `GET /calc/api/v2/simulation-inputs/{fost_code}/{context}` lists for each FOST code: the keys of the
 * calculation payload (dotted, grouped by housing / operation / household / building), labelled in the answer's
 * language (French by default, English with `Accept-Language: en`).
 * Option values are the data file's, except `operation.usage`, whose values the spec fixes (heating, ecs).
 * Every CEE list offers the optional `operation.engagement_date` (docs/contract.md): it picks the fiche version in force;
 * every MaPrimeRénov’ list the optional `mpr.application_date`, which picks the scale and the gestes removed at that
 * date; without them, the day of the request.
 * BAT-TH-116 models its multi-select "usages" as one managed surface per usage (`building.surface.<usage>`):
 * the fiche multiplies each usage's figure by its own surface, and an empty or zero surface means "not managed".
 */
import { httpError } from './http-util.js';
import { abrogated, operationName } from './reference.js';
import { formatDate, tr } from './i18n.js';

/**
 * @typedef {import('./i18n.js').Lang} Lang
 * @typedef {{value: string, label: string}} Option
 * @typedef {{key: string, label: string, type: 'string' | 'number' | 'integer' | 'boolean' | 'select' | 'date',
 *   required: boolean, options?: Option[], min?: number, max?: number, step?: number, unit?: string,
 *   default?: unknown, help?: string, pattern?: string, subject?: string}} Descriptor
 * @typedef {{fr: string, en: string}} Text
 * @typedef {{key: string, type: Descriptor['type'], required: boolean, label: Text, help?: Text, subject?: Text,
 *   unit?: Text, options?: Array<[string, string, string]>, min?: number, max?: number, default?: unknown,
 *   pattern?: string}} Spec
 */

export const DEPARTMENT_PATTERN = '^(0[1-9]|[1-8][0-9]|9[0-5]|2A|2B|97[1-6])$';

/** @param {string} fr @param {string} [en] @returns {Text} */
const T = (fr, en = fr) => ({ fr, en });
const M2 = T('m²');

/**
 * @param {string} key
 * @param {Text} label
 * @param {Array<[string, string, string]>} options value, French label, English label
 * @param {Partial<Spec>} [extra]
 * @returns {Spec}
 */
const select = (key, label, options, extra = {}) => ({ key, label, type: 'select', required: true, options, ...extra });

/**
 * @param {string} key
 * @param {Text} label
 * @param {Text} subject the field as the subject of a sentence ("La surface vitrée")
 * @param {Partial<Spec>} [extra]
 * @returns {Spec}
 */
const number = (key, label, subject, extra = {}) => ({ key, label, subject, type: 'number', required: true, ...extra });

/** @param {'housing' | 'building'} group @returns {Spec} */
const department = (group) => ({
  key: `${group}.department`, label: T('Département', 'Département (French administrative area)'), type: 'string', required: true,
  pattern: DEPARTMENT_PATTERN, help: T('Ex. 69, 2A ou 974', 'E.g. 69, 2A or 974'),
});
const housingDepartment = department('housing');
const housingType = select('housing.type', T('Type de logement', 'Type of home'), [
  ['maison', 'Maison individuelle', 'Detached house'], ['appartement', 'Appartement', 'Flat'],
]);
const heatedSurface = number('housing.surface', T('Surface chauffée', 'Heated floor area'), T('La surface chauffée', 'The heated floor area'), {
  unit: M2, min: 1, max: 1000, help: T('Surface habitable chauffée du logement', 'Heated living area of the home'),
});
const insulatedSurface = number('operation.surface', T('Surface d’isolant posée', 'Insulated area'), T('La surface d’isolant posée', 'The insulated area'), {
  unit: M2, min: 1, max: 1000,
});
const glazingSurface = number('operation.surface', T('Surface vitrée', 'Glazing area'), T('La surface vitrée', 'The glazing area'), {
  unit: M2, min: 1, max: 1000,
  help: T('Surface totale des fenêtres et portes-fenêtres posées, dormant compris', 'Total area of the windows and French windows fitted, frame included'),
});
const windows = number('operation.windows', T('Nombre de fenêtres ou portes-fenêtres', 'Number of windows or French windows'),
  T('Le nombre de fenêtres ou portes-fenêtres', 'The number of windows or French windows'), { type: 'integer', min: 1, max: 50 });
const insulationSide = select('operation.insulation_side', T('Type d’isolation des murs', 'Wall insulation side'), [
  ['exterieur', 'Par l’extérieur (ITE)', 'From outside (external insulation)'],
  ['interieur', 'Par l’intérieur (ITI)', 'From inside (internal insulation)'],
]);
const usage = select('operation.usage', T('Usage', 'Use'), [
  ['heating', 'Chauffage seul', 'Heating only'], ['ecs', 'Chauffage et eau chaude sanitaire', 'Heating and domestic hot water'],
]);
/**
 * The Coup de pouce Chauffage's condition on the boiler replaced: one key for every operation, its help saying what
 * the multiplier is for that operation (calculation.js, COUP_DE_POUCE).
 * @param {Text} help
 * @returns {Spec}
 */
const replacesFossilBoiler = (help) => ({
  key: 'operation.replaces_fossil_boiler',
  label: T('Remplace une chaudière au charbon, au fioul ou au gaz', 'Replaces a coal, oil or gas boiler'),
  type: 'boolean', required: false, default: false, help,
});
const HEAT_PUMP_BONUS = T('La prime est multipliée par 5 quand la pompe à chaleur remplace une telle chaudière dans une résidence principale (travaux engagés du 1er octobre 2025 au 31 décembre 2030).',
  'The bonus is multiplied by 5 when the heat pump replaces such a boiler in a main residence (works committed from October 1, 2025 to December 31, 2030).');
/** BAR-TH-112: an independent coal appliance replaced; the multiplier depends on the household's means. @type {Spec} */
const replacesCoalAppliance = {
  key: 'operation.replaces_coal_appliance',
  label: T('Remplace un appareil de chauffage indépendant au charbon', 'Replaces an independent coal heating appliance'),
  type: 'boolean', required: false, default: false,
  help: T('La prime est multipliée par 5 pour les ménages modestes ou très modestes, par 4 pour les autres, quand l’appareil au bois remplace un poêle ou un autre appareil de chauffage indépendant au charbon (travaux engagés du 1er janvier 2026 au 30 septembre 2027).',
    'The bonus is multiplied by 5 for low and very low-income households, by 4 for the others, when the wood appliance replaces a coal stove or another independent coal heating appliance (works committed from January 1, 2026 to September 30, 2027).'),
};
/** BAR-TH-137: the Coup de pouce's « réseau de chaleur efficace » (code de l’énergie, R. 711-5). @type {Spec} */
const efficientNetwork = {
  key: 'operation.efficient_network',
  label: T('Le réseau de chaleur est alimenté à 50 % au moins par des énergies renouvelables ou de récupération',
    'The heat network is supplied at least 50% by renewable or recovered energy'),
  type: 'boolean', required: false, default: false,
  help: T('Le gestionnaire du réseau peut vous l’indiquer. Sans cela, la prime n’est pas multipliée.', 'The network’s operator can tell you. Otherwise the bonus is not multiplied.'),
};
/** The dwelling's conditions (docs/contract.md §1): one descriptor each, the same in every operation and both aids. */
/** @type {Spec} */
const mainResidence = {
  key: 'housing.main_residence',
  label: T('Le logement est une résidence principale', 'The home is a main residence'),
  type: 'boolean', required: false, default: true,
  help: T('Occupé au moins 8 mois par an, par vous ou par votre locataire.', 'Lived in at least 8 months a year, by you or by your tenant.'),
};
/** @type {Spec} */
const over15Years = {
  key: 'housing.over_15_years',
  label: T('Le logement a été construit il y a plus de 15 ans', 'The home was built more than 15 years ago'),
  type: 'boolean', required: false, default: true,
};
/** The CEE's date: the day the quote is signed picks the fiche version. @type {Spec} */
const engagementDate = {
  key: 'operation.engagement_date', type: 'date', required: false,
  label: T('Date de signature du devis', 'Quote signing date'),
  help: T('Laissez vide si vous n’avez pas encore signé.', 'Leave empty if you have not signed yet.'),
};
/** MaPrimeRénov’'s date: the day the application is filed picks the scale; one descriptor, so a project asks it once. @type {Spec} */
const applicationDate = {
  key: 'mpr.application_date', type: 'date', required: false,
  label: T('Date de dépôt de la demande MaPrimeRénov’', 'Date the MaPrimeRénov’ application is filed'),
  help: T('Laissez vide si vous ne l’avez pas encore déposée. Les travaux ne commencent qu’après l’accusé de réception de l’Anah.',
    'Leave empty if you have not filed it yet. Works start only after the Anah acknowledges the application.'),
};
/** BAR-EN-101 for MaPrimeRénov’: its forfait names roof slopes and loft ceilings, not a lost attic's floor. @type {Spec} */
const atticPart = {
  key: 'operation.attic_part', type: 'select', required: false,
  label: T('Partie isolée', 'Part insulated'),
  options: [
    ['rampants_plafonds', 'Rampants de toiture ou plafond de combles aménagés', 'Roof slopes or converted loft ceiling'],
    ['combles_perdus', 'Plancher de combles perdus', 'Floor of an unconverted loft'],
  ],
  help: T('MaPrimeRénov’ aide l’isolation des rampants et des plafonds de combles aménagés, pas celle d’un plancher de combles perdus.',
    'MaPrimeRénov’ supports insulating roof slopes and converted loft ceilings, not the floor of an unconverted loft.'),
};

/**
 * Etas bands "a-b" and ">=c" as options, in percent.
 * @param {string[]} bands
 * @param {Text} help where to find it and its usual values
 * @returns {Spec}
 */
function etas(bands, help) {
  /** @type {Array<[string, string, string]>} */
  const options = bands.map((band) => {
    const [from, to] = band.split('-');
    return band.startsWith('>=')
      ? [band, `${band.slice(2)} % ou plus`, `${band.slice(2)}% or more`]
      : [band, `De ${from} % à moins de ${to} %`, `From ${from}% to less than ${to}%`];
  });
  return select('operation.etas', T('Efficacité énergétique saisonnière (Etas)', 'Seasonal space heating energy efficiency (Etas)'), options, { unit: T('%'), help });
}

const HEAT_PUMP_ETAS_HELP = T('Indiquée sur le devis ou dans la documentation technique de la pompe à chaleur ; le plus souvent entre 120 % et 200 %.',
  'Shown on the quote or in the heat pump’s technical documentation; most often between 120% and 200%.');
const WOOD_ETAS_HELP = T('Indiquée sur le devis ou dans la documentation technique de l’appareil ; le plus souvent entre 65 % et 85 %.',
  'Shown on the quote or in the appliance’s technical documentation; most often between 65% and 85%.');
const heatPumpBands = ['111-140', '140-170', '170-200', '>=200'];
const groundHeatPumpBands = ['111-140', '140-170', '170-200', '200-230', '>=230'];
const operatingMode = select('operation.operating_mode', T('Mode de fonctionnement du site', 'Site operating pattern'), [
  ['1x8h', '1 × 8 h', '1 × 8 h'],
  ['2x8h', '2 × 8 h', '2 × 8 h'],
  ['3x8h_avec_arret_WE', '3 × 8 h avec arrêt le week-end', '3 × 8 h with a weekend stop'],
  ['3x8h_sans_arret_WE', '3 × 8 h sans arrêt le week-end', '3 × 8 h without a weekend stop'],
]);

/** @type {Array<[string, string, string]>} */
const BUILDING_USAGES = [
  ['heating', 'le chauffage', 'heating'],
  ['cooling', 'le refroidissement', 'cooling'],
  ['ecs', 'l’eau chaude sanitaire', 'domestic hot water'],
  ['lighting', 'l’éclairage', 'lighting'],
  ['auxiliaries', 'les auxiliaires', 'auxiliaries'],
];

/** Household and dwelling keys of every MaPrimeRénov’ calculation. */
const household = [
  housingDepartment,
  number('household.size', T('Nombre de personnes du foyer', 'Number of people in the household'),
    T('Le nombre de personnes du foyer', 'The number of people in the household'), { type: 'integer', min: 1, max: 20 }),
  number('household.income', T('Revenu fiscal de référence', 'Reference tax income'), T('Le revenu fiscal de référence', 'The reference tax income'), {
    unit: T('€'), min: 0,
    help: T('Revenu fiscal de référence du foyer, indiqué sur l’avis d’imposition', 'The household’s reference tax income, shown on its tax notice'),
  }),
  mainResidence,
  over15Years,
];

/** @returns {Spec} */
const appliance = () => select('operation.appliance', T('Type d’appareil', 'Appliance type'), [
  ['poele_buches', 'Poêle à bûches', 'Log stove'],
  ['poele_granules', 'Poêle à granulés', 'Pellet stove'],
  ['insert_foyer_ferme', 'Insert ou foyer fermé', 'Insert or closed hearth'],
]);

/** @returns {Spec} */
const feed = () => select('operation.feed', T('Mode d’alimentation', 'Feed'), [
  ['manuelle', 'Manuelle (bûches)', 'Manual (logs)'], ['automatique', 'Automatique (granulés)', 'Automatic (pellets)'],
]);

/**
 * Per code: its context, the CEE keys (absent for a geste of MaPrimeRénov’ alone), and (B2C codes with a
 * MaPrimeRénov’ par-geste forfait) the extra MPR keys.
 * @type {Record<string, {context: 'b2c' | 'b2b', cee?: Spec[], mpr?: Spec[]}>}
 */
const CATALOGUE = {
  'BAR-EN-101': { context: 'b2c', cee: [housingDepartment, insulatedSurface], mpr: [insulatedSurface, atticPart] },
  'BAR-EN-102': { context: 'b2c', cee: [housingDepartment, insulatedSurface, insulationSide], mpr: [insulatedSurface, insulationSide] },
  'BAR-EN-103': { context: 'b2c', cee: [housingDepartment, insulatedSurface] },
  // The fiche counts m² of glazing; MaPrimeRénov’ pays per window.
  'BAR-EN-104': { context: 'b2c', cee: [housingDepartment, glazingSurface], mpr: [windows] },
  'BAR-EN-105': { context: 'b2c', cee: [housingDepartment, insulatedSurface], mpr: [insulatedSurface] },
  'BAR-TH-101': { context: 'b2c', cee: [housingDepartment], mpr: [] },
  'BAR-TH-112': { context: 'b2c', cee: [housingDepartment, appliance(), etas(['66-72', '72-80', '>=80'], WOOD_ETAS_HELP), replacesCoalAppliance], mpr: [appliance()] },
  'BAR-TH-113': {
    context: 'b2c',
    cee: [housingDepartment, feed(), replacesFossilBoiler(T('La prime est multipliée par 5 quand la chaudière biomasse remplace une telle chaudière (travaux engagés à partir du 1er janvier 2026).',
      'The bonus is multiplied by 5 when the biomass boiler replaces such a boiler (works committed from January 1, 2026).'))],
    mpr: [feed()],
  },
  'BAR-TH-125': {
    context: 'b2c',
    cee: [housingDepartment, heatedSurface, select('operation.ventilation_type', T('Type de VMC double flux', 'Type of balanced ventilation'), [
      ['autoreglable', 'Autoréglable', 'Self-regulating'], ['modulee', 'Modulée', 'Modulated'],
    ])],
    mpr: [],
  },
  'BAR-TH-129': {
    context: 'b2c',
    cee: [housingDepartment, housingType, heatedSurface, select('operation.scop', T('Coefficient de performance saisonnier (SCOP)', 'Seasonal coefficient of performance (SCOP)'), [
      ['3.9-4.3', 'De 3,9 à moins de 4,3', 'From 3.9 to less than 4.3'],
      ['>=4.3', '4,3 ou plus', '4.3 or more'],
    ], { help: T('Indiqué sur le devis ou dans la documentation technique de la pompe à chaleur. En appartement, un seul montant vaut pour tout SCOP de 3,9 ou plus.', 'Shown on the quote or in the heat pump’s technical documentation. In a flat, one amount applies to any SCOP of 3.9 or more.') })],
  },
  'BAR-TH-137': {
    context: 'b2c',
    cee: [housingDepartment, heatedSurface, replacesFossilBoiler(T('La prime est multipliée par 2 pour les ménages modestes ou très modestes, par 1,5 pour les autres, quand le raccordement de la maison remplace une telle chaudière dans une résidence principale et que le réseau est alimenté à 50 % au moins par des énergies renouvelables ou de récupération (travaux engagés à partir du 1er janvier 2026).',
      'The bonus is multiplied by 2 for low and very low-income households, by 1.5 for the others, when connecting the house replaces such a boiler in a main residence and the network is supplied at least 50% by renewable or recovered energy (works committed from January 1, 2026).')), efficientNetwork, mainResidence],
    mpr: [],
  },
  'BAR-TH-143': {
    context: 'b2c',
    cee: [housingDepartment, replacesFossilBoiler(T('La prime est multipliée par 2 quand le système solaire combiné remplace une telle chaudière dans une résidence principale (travaux engagés du 1er janvier 2026 au 31 décembre 2030).',
      'The bonus is multiplied by 2 when the combined solar system replaces such a boiler in a main residence (works committed from January 1, 2026 to December 31, 2030).')), mainResidence],
    mpr: [],
  },
  'BAR-TH-148': { context: 'b2c', cee: [housingDepartment, housingType], mpr: [] },
  'BAR-TH-162': { context: 'b2c', cee: [housingDepartment], mpr: [] },
  'BAR-TH-171': {
    context: 'b2c',
    cee: [housingDepartment, housingType, heatedSurface, usage, etas(heatPumpBands, HEAT_PUMP_ETAS_HELP), replacesFossilBoiler(HEAT_PUMP_BONUS), mainResidence],
    mpr: [],
  },
  'BAR-TH-172': {
    context: 'b2c', cee: [housingDepartment, heatedSurface, usage, etas(groundHeatPumpBands, HEAT_PUMP_ETAS_HELP), replacesFossilBoiler(HEAT_PUMP_BONUS), mainResidence], mpr: [],
  },
  // Gestes of MaPrimeRénov’ alone (docs/contract.md §1): no CEE fiche covers them.
  'MPR-AUDIT': { context: 'b2c', mpr: [] },
  'MPR-DEPOSE-CUVE': { context: 'b2c', mpr: [] },
  'BAT-TH-116': {
    context: 'b2b',
    cee: [
      department('building'),
      select('building.sector', T('Secteur d’activité', 'Business sector'), [
        ['bureaux', 'Bureaux', 'Offices'],
        ['enseignement', 'Enseignement', 'Education'],
        ['commerces', 'Commerces', 'Retail'],
        ['hotellerie_restauration', 'Hôtellerie et restauration', 'Hotels and restaurants'],
        ['sante', 'Santé', 'Health'],
      ]),
      // Only class B has figures in the data file, so it is the one class offered.
      select('operation.bacs_class', T('Classe du système de gestion technique (NF EN ISO 52120-1)', 'Building automation class (NF EN ISO 52120-1)'),
        [['B', 'Classe B', 'Class B']], { default: 'B' }),
      ...BUILDING_USAGES.map(([key, fr, en]) => number(`building.surface.${key}`, T(`Surface gérée pour ${fr}`, `Managed area for ${en}`),
        T(`La surface gérée pour ${fr}`, `The managed area for ${en}`), {
          unit: M2, min: 0, max: 1000000, required: false, default: 0,
          help: T('Laisser vide ou 0 si cet usage n’est pas géré', 'Leave empty or 0 when this use is not managed'),
        })),
    ],
  },
  'IND-UT-134': {
    context: 'b2b',
    cee: [
      operatingMode,
      number('operation.power', T('Puissance nominale', 'Rated power'), T('La puissance nominale', 'The rated power'), { unit: T('kW'), min: 0.1, max: 100000 }),
      number('operation.contract_years', T('Durée du contrat', 'Contract length'), T('La durée du contrat', 'The contract length'), {
        type: 'integer', unit: T('ans', 'years'), min: 1, max: 30,
        help: T('Au-delà de 6 ans, le facteur de 6 ans s’applique', 'Beyond 6 years, the 6-year factor applies'),
      }),
    ],
  },
};

/** Codes the sandbox can simulate, for listing and tests. */
export const SIMULATED_CODES = Object.keys(CATALOGUE);

/** Codes that have a CEE calculation (every simulated code but the gestes of MaPrimeRénov’ alone). */
export const CEE_CODES = SIMULATED_CODES.filter((code) => CATALOGUE[code].cee);

/** Codes whose `aid=mpr` inputs answer. */
export const MPR_INPUT_CODES = SIMULATED_CODES.filter((code) => CATALOGUE[code].mpr);

/**
 * A spec in a language: the descriptor the API answers, plus `subject` for the validation sentences.
 * @param {Spec} spec
 * @param {Lang} lang
 * @returns {Descriptor}
 */
function localize(spec, lang) {
  /** @type {Descriptor} */
  const d = { key: spec.key, label: spec.label[lang], type: spec.type, required: spec.required };
  if (spec.options) d.options = spec.options.map(([value, fr, en]) => ({ value, label: lang === 'en' ? en : fr }));
  for (const k of /** @type {const} */ (['min', 'max', 'default', 'pattern'])) if (spec[k] !== undefined) Object.assign(d, { [k]: spec[k] });
  if (spec.unit) d.unit = spec.unit[lang];
  if (spec.help) d.help = spec.help[lang];
  if (spec.subject) d.subject = spec.subject[lang];
  return d;
}

/**
 * The descriptors of a code in a context and language; 404 with a reason when there are none.
 * Descriptors carry `subject` (for validation sentences); `publicDescriptor` drops it before answering.
 * @param {string} code
 * @param {'b2c' | 'b2b'} context
 * @param {'cee' | 'mpr'} aid
 * @param {Lang} [lang]
 * @returns {Descriptor[]}
 */
export function simulationInputs(code, context, aid, lang = 'fr') {
  const entry = CATALOGUE[code];
  const name = operationName(code, lang);
  const named = name ? tr(lang, `« ${name} » (${code})`, `"${name}" (${code})`) : code;
  if (!entry) {
    const ended = Object.hasOwn(abrogated, code) ? abrogated[code] : undefined;
    // The day it ended is said only when it was read in a text (data/fiches.json `abrogated`).
    if (ended?.verified) {
      throw httpError(404, tr(lang, `L’opération ${named} n’est plus aidée : elle a pris fin le ${formatDate(lang, ended.from)}.`,
        `The operation ${named} is no longer supported: it ended on ${formatDate(lang, ended.from)}.`));
    }
    if (ended) {
      throw httpError(404, tr(lang, `L’opération ${named} n’est plus aidée : elle a pris fin.`, `The operation ${named} is no longer supported: it has ended.`));
    }
    throw httpError(404, name
      ? tr(lang, `Le montant de l’opération ${named} ne peut pas être estimé ici.`, `The amount of the operation ${named} cannot be estimated here.`)
      : tr(lang, `Aucune opération ne porte le code ${code}.`, `No operation has the code ${code}.`));
  }
  if (entry.context !== context) {
    throw httpError(404, context === 'b2b'
      ? tr(lang, `L’opération ${named} est réservée aux particuliers.`, `The operation ${named} is for households only.`)
      : tr(lang, `L’opération ${named} est réservée aux professionnels.`, `The operation ${named} is for businesses only.`));
  }
  if (aid === 'cee') {
    if (!entry.cee) {
      throw httpError(404, tr(lang, `L’opération ${named} n’ouvre pas droit à une prime CEE : seule MaPrimeRénov’ l’aide.`,
        `The operation ${named} does not qualify for a CEE bonus: only MaPrimeRénov’ supports it.`));
    }
    return [...entry.cee, engagementDate].map((spec) => localize(spec, lang));
  }
  if (!entry.mpr) {
    throw httpError(404, tr(lang, `L’opération ${named} n’ouvre pas droit à MaPrimeRénov’ par geste.`, `The operation ${named} does not qualify for MaPrimeRénov’ per item.`));
  }
  return [...household, ...entry.mpr, applicationDate].map((spec) => localize(spec, lang));
}

/**
 * A descriptor as the API answers it (without the validation subject).
 * @param {Descriptor} descriptor
 */
export function publicDescriptor({ subject, ...descriptor }) {
  return descriptor;
}

/**
 * Shape B of docs/contract.md: each key to its accepted values, or null when free.
 * @param {Descriptor[]} descriptors
 * @returns {Record<string, Array<string | boolean> | null>}
 */
export function toShapeB(descriptors) {
  return Object.fromEntries(descriptors.map((d) => [
    d.key,
    d.options ? d.options.map((option) => option.value) : d.type === 'boolean' ? [true, false] : null,
  ]));
}
