/** The French wording of the known calculation keys (`known-keys.ts`): fetched only when an answer leaves a field or an option unlabelled. */
import type { KnownKeys } from './known-key-text.js';

const department = { label: 'Département', help: 'Ex. 69, 2A ou 974' };
const usages: Array<[string, string]> = [
  ['heating', 'le chauffage'],
  ['cooling', 'le refroidissement'],
  ['ecs', 'l’eau chaude sanitaire'],
  ['lighting', 'l’éclairage'],
  ['auxiliaries', 'les auxiliaires'],
];

export const KNOWN_KEYS_FR: KnownKeys = {
  'housing.department': department,
  'building.department': department,
  'housing.type': { label: 'Type de logement', options: { maison: 'Maison individuelle', appartement: 'Appartement' } },
  'housing.surface': { label: 'Surface chauffée', unit: 'm²', help: 'Surface habitable chauffée du logement' },
  'operation.surface': { label: 'Surface concernée par les travaux', unit: 'm²', perOperation: true },
  'operation.windows': { label: 'Nombre de fenêtres ou portes-fenêtres' },
  'operation.insulation_side': {
    label: 'Type d’isolation des murs',
    options: { exterieur: 'Par l’extérieur (ITE)', interieur: 'Par l’intérieur (ITI)' },
  },
  'operation.attic_part': {
    label: 'Partie isolée',
    options: { rampants_plafonds: 'Rampants de toiture ou plafond de combles aménagés', combles_perdus: 'Plancher de combles perdus' },
  },
  'operation.usage': { label: 'Usage', options: { heating: 'Chauffage seul', ecs: 'Chauffage et eau chaude sanitaire' } },
  'operation.etas': {
    label: 'Efficacité énergétique saisonnière (Etas)',
    unit: '%',
    options: {
      '66-72': 'De 66 % à moins de 72 %',
      '72-80': 'De 72 % à moins de 80 %',
      '>=80': '80 % ou plus',
      '111-140': 'De 111 % à moins de 140 %',
      '140-170': 'De 140 % à moins de 170 %',
      '170-200': 'De 170 % à moins de 200 %',
      '200-230': 'De 200 % à moins de 230 %',
      '>=200': '200 % ou plus',
      '>=230': '230 % ou plus',
    },
  },
  'operation.scop': { label: 'Coefficient de performance saisonnier (SCOP)', options: { '3.9-4.3': 'De 3,9 à moins de 4,3', '>=4.3': '4,3 ou plus' } },
  'operation.replaces_fossil_boiler': { label: 'Remplace une chaudière au charbon, au fioul ou au gaz' },
  'operation.appliance': {
    label: 'Type d’appareil',
    options: { poele_buches: 'Poêle à bûches', poele_granules: 'Poêle à granulés', insert_foyer_ferme: 'Insert ou foyer fermé' },
  },
  'operation.feed': { label: 'Mode d’alimentation', options: { manuelle: 'Manuelle (bûches)', automatique: 'Automatique (granulés)' } },
  'operation.ventilation_type': { label: 'Type de VMC double flux', options: { autoreglable: 'Autoréglable', modulee: 'Modulée' } },
  'operation.operating_mode': {
    label: 'Mode de fonctionnement du site',
    options: { '1x8h': '1 × 8 h', '2x8h': '2 × 8 h', '3x8h_avec_arret_WE': '3 × 8 h avec arrêt le week-end', '3x8h_sans_arret_WE': '3 × 8 h sans arrêt le week-end' },
  },
  'operation.power': { label: 'Puissance nominale', unit: 'kW' },
  'operation.contract_years': { label: 'Durée du contrat', unit: 'ans' },
  'operation.application': {
    label: 'Application du moteur',
    options: { pompe: 'Pompe', ventilateur: 'Ventilateur', compresseur_air: 'Compresseur d’air', groupe_froid: 'Groupe froid' },
  },
  'operation.bacs_class': { label: 'Classe du système de gestion technique', options: { B: 'Classe B' } },
  'building.sector': {
    label: 'Secteur d’activité',
    options: { bureaux: 'Bureaux', enseignement: 'Enseignement', commerces: 'Commerces', hotellerie_restauration: 'Hôtellerie et restauration', sante: 'Santé' },
  },
  'household.size': { label: 'Nombre de personnes du foyer' },
  'household.income': { label: 'Revenu fiscal de référence', unit: '€', help: 'Revenu fiscal de référence du foyer, indiqué sur l’avis d’imposition' },
  ...Object.fromEntries(
    usages.map(([usage, words]) => [
      `building.surface.${usage}`,
      { label: `Surface gérée pour ${words}`, unit: 'm²', help: 'Laisser vide ou 0 si cet usage n’est pas géré' },
    ]),
  ),
};
