// @ts-check
/**
 * The sandbox's initial data: 70 beneficiaries (45 households, 25 companies) generated from fixed lists,
 * and one worksite (id 1, worksite operation 11) so documents and tags can be tried at once.
 * Deterministic on purpose: tests and demos see the same people on every start.
 */
import { storeWorksite } from './worksites.js';

/**
 * @typedef {{id: number, firstname: string, lastname: string, company_name: string, siren: string, siret: string,
 *   address: string, city: string, zipcode: string, country: string, mobile_phone: string, phone: string, email: string}} Beneficiary
 * @typedef {{resource: Beneficiary, mandataryId: number | null}} SeededBeneficiary
 * @typedef {{id: number, worksite_operation_id: number, [field: string]: unknown}} WorksiteDocument
 * @typedef {{
 *   beneficiaries: SeededBeneficiary[],
 *   worksites: Map<number, Record<string, any>>,
 *   worksiteOperations: Map<number, import('./worksites.js').WorksiteOperation>,
 *   documents: Map<number, {resource: WorksiteDocument, size: number | null}>,
 *   next: {worksite: number, worksiteOperation: number, document: number, tag: number},
 * }} State
 */

const LASTNAMES = [
  'Martin', 'Bernard', 'Thomas', 'Petit', 'Robert', 'Richard', 'Durand', 'Dubois', 'Moreau', 'Laurent',
  'Simon', 'Michel', 'Lefèvre', 'Leroy', 'Roux', 'David', 'Bertrand', 'Morel', 'Fournier', 'Girard',
  'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Vincent', 'Muller', 'Lefebvre', 'Faure', 'André',
  'Mercier', 'Blanc', 'Guérin', 'Boyer', 'Garnier', 'Chevalier', 'François', 'Legrand', 'Gauthier', 'Garcia',
  'Perrin', 'Robin', 'Clément', 'Morin', 'Nicolas',
];
const FIRSTNAMES = [
  'Marie', 'Jean', 'Camille', 'Pierre', 'Nathalie', 'Philippe', 'Isabelle', 'Nicolas', 'Sophie', 'Julien',
  'Catherine', 'Thomas', 'Céline', 'Laurent', 'Aurélie', 'Sébastien', 'Émilie', 'Christophe', 'Julie', 'Olivier',
  'Sandrine', 'Mathieu', 'Claire', 'Antoine', 'Élodie', 'Hugo', 'Chloé', 'Lucas', 'Manon', 'Léa',
];
/** City, zipcode, phone area digit. */
const CITIES = /** @type {const} */ ([
  ['Lyon', '69003', 4], ['Grenoble', '38000', 4], ['Saint-Étienne', '42000', 4], ['Clermont-Ferrand', '63000', 4],
  ['Dijon', '21000', 3], ['Besançon', '25000', 3], ['Strasbourg', '67000', 3], ['Metz', '57000', 3], ['Nancy', '54000', 3],
  ['Lille', '59000', 3], ['Amiens', '80000', 3], ['Rouen', '76000', 2], ['Caen', '14000', 2], ['Rennes', '35000', 2],
  ['Nantes', '44000', 2], ['Angers', '49000', 2], ['Tours', '37000', 2], ['Orléans', '45000', 2], ['Limoges', '87000', 5],
  ['Poitiers', '86000', 5], ['Bordeaux', '33000', 5], ['Pau', '64000', 5], ['Toulouse', '31000', 5], ['Montpellier', '34000', 4],
  ['Nîmes', '30000', 4], ['Marseille', '13001', 4], ['Toulon', '83000', 4], ['Nice', '06000', 4], ['Ajaccio', '20000', 4],
  ['Paris', '75011', 1], ['Versailles', '78000', 1], ['Créteil', '94000', 1], ['Saint-Denis', '93200', 1],
  ['Boulogne-Billancourt', '92100', 1], ['Argenteuil', '95100', 1], ['Évry-Courcouronnes', '91000', 1], ['Meaux', '77100', 1],
  ['Reims', '51100', 3], ['Le Mans', '72000', 2], ['Brest', '29200', 2], ['Perpignan', '66000', 4], ['Annecy', '74000', 4],
  ['Chambéry', '73000', 4], ['Valence', '26000', 4], ['Avignon', '84000', 4],
]);
const STREETS = [
  'rue de la République', 'avenue Jean Jaurès', 'boulevard Victor Hugo', 'rue Pasteur', 'rue du Général Leclerc',
  'place de la Mairie', 'chemin des Vignes', 'rue Nationale', 'impasse des Lilas', 'allée des Tilleuls',
  'rue Émile Zola', 'rue des Écoles', 'avenue de la Gare', 'rue du Moulin',
];
const COMPANIES = [
  'Boulangerie Moreau', 'Garage des Alpes', 'Hôtel du Parc', 'Clinique Saint-Joseph', 'Institution Sainte-Marie',
  'Imprimerie Rhodanienne', 'Menuiserie Lambert', 'SCI Les Tilleuls', 'Transports Girard', 'Pharmacie du Centre',
  'Cabinet Dupont Associés', 'Supermarché Fontaine', 'Fromagerie Blanc', 'Restaurant Le Cèdre', 'Atelier Mécanique Roux',
  'Laiterie Coopérative du Jura', 'Plasturgie de l’Ain', 'Entrepôts Chevalier', 'Brasserie Garnier', 'École Les Lucioles',
  'Bureau d’études Perrin', 'Scierie Gauthier', 'Maison de santé des Volcans', 'Camping Les Pins', 'Cartonnerie Mercier',
];
const LEGAL_FORMS = ['SARL', 'SAS', 'SA', 'EURL', 'SASU'];
export const HOUSEHOLD_COUNT = 45;
export const COMPANY_COUNT = COMPANIES.length;

/**
 * Luhn check digit, which SIREN and SIRET numbers carry.
 * @param {string} digits
 */
function luhnDigit(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** @param {string} value */
const slug = (value) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** @param {number} seed @param {number} area */
function phoneNumber(seed, area) {
  const digits = String((seed * 7919 + 12345678) % 100000000).padStart(8, '0');
  return `0${area} ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4, 6)} ${digits.slice(6, 8)}`;
}

/** Beneficiaries of mandatary 1 (every fifth) and 2 (every seventh that is not already the first's). */
export function mandataryOf(/** @type {number} */ id) {
  if (id % 5 === 0) return 1;
  if (id % 7 === 0) return 2;
  return null;
}

/** @returns {SeededBeneficiary[]} */
function seedBeneficiaries() {
  /** @type {SeededBeneficiary[]} */
  const seeded = [];
  for (let id = 1; id <= HOUSEHOLD_COUNT + COMPANY_COUNT; id++) {
    const household = id <= HOUSEHOLD_COUNT;
    const n = household ? id - 1 : id - HOUSEHOLD_COUNT - 1;
    const lastname = /** @type {string} */ (LASTNAMES[(household ? n : n * 3 + 1) % LASTNAMES.length]);
    const firstname = /** @type {string} */ (FIRSTNAMES[(n * 7) % FIRSTNAMES.length]);
    const [city, zipcode, area] = /** @type {(typeof CITIES)[number]} */ (CITIES[(household ? n : n * 2 + 3) % CITIES.length]);
    const address = `${(id * 13) % 120 + 1} ${STREETS[id % STREETS.length]}`;
    const company = household ? '' : `${COMPANIES[n]} ${LEGAL_FORMS[n % LEGAL_FORMS.length]}`;
    const sirenBase = String(30000000 + ((id * 48271) % 60000000)).padStart(8, '0');
    const siren = household ? '' : sirenBase + luhnDigit(sirenBase);
    const siret = household ? '' : `${siren}0001${luhnDigit(`${siren}0001`)}`;
    seeded.push({
      resource: {
        id,
        firstname,
        lastname,
        company_name: company,
        siren,
        siret,
        address,
        city,
        zipcode,
        country: 'FR',
        mobile_phone: household || id % 2 === 0 ? phoneNumber(id, id % 3 === 0 ? 7 : 6) : '',
        phone: household && id % 3 === 0 ? '' : phoneNumber(id + 500, area),
        email: household ? `${slug(firstname)}.${slug(lastname)}@example.com` : `contact@${slug(COMPANIES[n] ?? '')}.example.com`,
      },
      mandataryId: mandataryOf(id),
    });
  }
  return seeded;
}

export const SEEDED_WORKSITE = { id: 1, worksiteOperationId: 11, externalReference: 'DEMO-0001' };

/** A fresh copy of the initial data. @returns {State} */
export function seedState() {
  /** @type {State} */
  const state = {
    beneficiaries: seedBeneficiaries(),
    worksites: new Map(),
    worksiteOperations: new Map(),
    documents: new Map(),
    next: { worksite: SEEDED_WORKSITE.id, worksiteOperation: SEEDED_WORKSITE.worksiteOperationId, document: 1, tag: 1 },
  };
  const owner = /** @type {SeededBeneficiary} */ (state.beneficiaries[0]).resource;
  storeWorksite(state, {
    convention_id: 1,
    beneficiary_id: owner.id,
    external_reference: SEEDED_WORKSITE.externalReference,
    address: owner.address,
    city: owner.city,
    zipcode: owner.zipcode,
  }, new Date('2026-01-15T09:30:00.000Z'));
  return state;
}
