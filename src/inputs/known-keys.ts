/**
 * What the widget knows of the calculation keys by itself, in French and English: the fallback when a
 * descriptor carries no label (shape B), and the English wording, since the service speaks French.
 * Presentation only: types, ranges and accepted values always come from the service's answer.
 */
import type { Lang } from '../api/validation.js';

export interface KnownKeyText {
  label: string;
  help?: string;
  unit?: string;
  /** Option value (as a string) to its label. */
  options?: Record<string, string>;
}

export type KnownKeys = Record<string, Record<Lang, KnownKeyText>>;

const etasFr: Record<string, string> = {
  '66-72': 'De 66 % à moins de 72 %',
  '72-80': 'De 72 % à moins de 80 %',
  '>=80': '80 % ou plus',
  '111-140': 'De 111 % à moins de 140 %',
  '140-170': 'De 140 % à moins de 170 %',
  '170-200': 'De 170 % à moins de 200 %',
  '200-230': 'De 200 % à moins de 230 %',
  '>=200': '200 % ou plus',
  '>=230': '230 % ou plus',
};
const etasEn: Record<string, string> = {
  '66-72': 'From 66% to under 72%',
  '72-80': 'From 72% to under 80%',
  '>=80': '80% or more',
  '111-140': 'From 111% to under 140%',
  '140-170': 'From 140% to under 170%',
  '170-200': 'From 170% to under 200%',
  '200-230': 'From 200% to under 230%',
  '>=200': '200% or more',
  '>=230': '230% or more',
};
const operatingModeFr = { '1x8h': '1 × 8 h', '2x8h': '2 × 8 h', '3x8h_avec_arret_WE': '3 × 8 h avec arrêt le week-end', '3x8h_sans_arret_WE': '3 × 8 h sans arrêt le week-end' };
const operatingModeEn = { '1x8h': '1 × 8 h', '2x8h': '2 × 8 h', '3x8h_avec_arret_WE': '3 × 8 h, stopped at weekends', '3x8h_sans_arret_WE': '3 × 8 h, running at weekends' };
const departmentFr = { label: 'Département', help: 'Ex. 69' };
const departmentEn = { label: 'Département (French county number)', help: 'E.g. 69' };

const usages: Array<[string, string, string]> = [
  ['heating', 'le chauffage', 'heating'],
  ['cooling', 'le refroidissement', 'cooling'],
  ['ecs', "l'eau chaude sanitaire", 'domestic hot water'],
  ['lighting', "l'éclairage", 'lighting'],
  ['auxiliaries', 'les auxiliaires', 'auxiliaries'],
];

export const KNOWN_KEYS: KnownKeys = {
  'housing.department': { fr: departmentFr, en: departmentEn },
  'building.department': { fr: departmentFr, en: departmentEn },
  'housing.type': {
    fr: { label: 'Type de logement', options: { maison: 'Maison individuelle', appartement: 'Appartement' } },
    en: { label: 'Type of home', options: { maison: 'House', appartement: 'Flat' } },
  },
  'housing.surface': {
    fr: { label: 'Surface chauffée', unit: 'm²', help: 'Surface habitable chauffée du logement' },
    en: { label: 'Heated floor area', unit: 'm²', help: 'Heated living area of the home' },
  },
  'operation.surface': {
    fr: { label: "Surface d'isolant posée", unit: 'm²' },
    en: { label: 'Insulated area', unit: 'm²' },
  },
  'operation.windows': {
    fr: { label: 'Nombre de fenêtres ou portes-fenêtres' },
    en: { label: 'Number of windows or French windows' },
  },
  'operation.insulation_side': {
    fr: { label: "Type d'isolation des murs", options: { exterieur: "Par l'extérieur (ITE)", interieur: "Par l'intérieur (ITI)" } },
    en: { label: 'Wall insulation', options: { exterieur: 'External', interieur: 'Internal' } },
  },
  'operation.usage': {
    fr: { label: 'Usage', options: { heating: 'Chauffage seul', ecs: 'Chauffage et eau chaude sanitaire' } },
    en: { label: 'Use', options: { heating: 'Heating only', ecs: 'Heating and domestic hot water' } },
  },
  'operation.etas': {
    fr: { label: 'Efficacité énergétique saisonnière (Etas)', unit: '%', options: etasFr },
    en: { label: 'Seasonal energy efficiency (Etas)', unit: '%', options: etasEn },
  },
  'operation.scop': {
    fr: { label: 'Coefficient de performance saisonnier (SCOP)', options: { '3.9-4.3': 'De 3,9 à moins de 4,3', '>=4.3': '4,3 ou plus' } },
    en: { label: 'Seasonal coefficient of performance (SCOP)', options: { '3.9-4.3': 'From 3.9 to under 4.3', '>=4.3': '4.3 or more' } },
  },
  'operation.replaces_fossil_boiler': {
    fr: { label: 'Remplace une chaudière au charbon, au fioul ou au gaz (hors condensation)' },
    en: { label: 'Replaces a coal, oil or gas boiler (non-condensing)' },
  },
  'operation.appliance': {
    fr: { label: "Type d'appareil", options: { poele_buches: 'Poêle à bûches', poele_granules: 'Poêle à granulés', insert_foyer_ferme: 'Insert ou foyer fermé' } },
    en: { label: 'Type of appliance', options: { poele_buches: 'Log stove', poele_granules: 'Pellet stove', insert_foyer_ferme: 'Insert or closed fireplace' } },
  },
  'operation.feed': {
    fr: { label: "Mode d'alimentation", options: { manuelle: 'Manuelle (bûches)', automatique: 'Automatique (granulés)' } },
    en: { label: 'Fuel feed', options: { manuelle: 'Manual (logs)', automatique: 'Automatic (pellets)' } },
  },
  'operation.ventilation_type': {
    fr: { label: 'Type de VMC double flux', options: { autoreglable: 'Autoréglable', modulee: 'Modulée' } },
    en: { label: 'Type of balanced ventilation', options: { autoreglable: 'Self-regulating', modulee: 'Demand-controlled' } },
  },
  'operation.operating_mode': {
    fr: { label: 'Mode de fonctionnement du site', options: operatingModeFr },
    en: { label: 'Operating pattern of the site', options: operatingModeEn },
  },
  'operation.power': { fr: { label: 'Puissance nominale', unit: 'kW' }, en: { label: 'Rated power', unit: 'kW' } },
  'operation.contract_years': {
    fr: { label: 'Durée du contrat', unit: 'ans' },
    en: { label: 'Contract length', unit: 'years', help: 'Beyond 6 years, the 6-year factor applies' },
  },
  'operation.application': {
    fr: { label: 'Application du moteur', options: { pompe: 'Pompe', ventilateur: 'Ventilateur', compresseur_air: "Compresseur d'air", groupe_froid: 'Groupe froid' } },
    en: { label: 'Motor application', options: { pompe: 'Pump', ventilateur: 'Fan', compresseur_air: 'Air compressor', groupe_froid: 'Chiller' } },
  },
  'operation.bacs_class': {
    fr: { label: 'Classe du système de gestion technique', options: { B: 'Classe B' } },
    en: { label: 'Building automation class', options: { B: 'Class B' } },
  },
  'building.sector': {
    fr: {
      label: "Secteur d'activité",
      options: { bureaux: 'Bureaux', enseignement: 'Enseignement', commerces: 'Commerces', hotellerie_restauration: 'Hôtellerie et restauration', sante: 'Santé' },
    },
    en: {
      label: 'Business sector',
      options: { bureaux: 'Offices', enseignement: 'Education', commerces: 'Retail', hotellerie_restauration: 'Hotels and restaurants', sante: 'Healthcare' },
    },
  },
  'household.size': { fr: { label: 'Nombre de personnes du foyer' }, en: { label: 'Number of people in the household' } },
  'household.income': {
    fr: { label: 'Revenu fiscal de référence', unit: '€', help: "Revenu fiscal de référence du foyer, indiqué sur l'avis d'imposition" },
    en: { label: 'Reference taxable income', unit: '€', help: "The household's reference taxable income, as shown on the tax notice" },
  },
  ...Object.fromEntries(
    usages.map(([usage, fr, en]) => [
      `building.surface.${usage}`,
      {
        fr: { label: `Surface gérée pour ${fr}`, unit: 'm²', help: 'Laisser vide ou 0 si cet usage n’est pas géré' },
        en: { label: `Area managed for ${en}`, unit: 'm²', help: 'Leave empty or 0 when this use is not managed' },
      },
    ]),
  ),
};

/** A readable label from a key the widget does not know: `building.surface_area` -> `Building surface area`. */
export function humanise(key: string): string {
  const words = key
    .split(/[._\-\s]+/)
    .flatMap((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(' '))
    .filter(Boolean)
    .map((word) => (/^[A-Z0-9]+$/.test(word) ? word : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
