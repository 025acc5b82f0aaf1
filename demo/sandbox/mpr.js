// @ts-check
/**
 * MaPrimeRénov' par geste 2025: the household's category from its income ceilings, then the forfait of the work.
 */
import { mpr } from './reference.js';

/**
 * @typedef {'tres_modeste' | 'modeste' | 'intermediaire' | 'superieur'} CategoryKey
 * @typedef {{amount: number, category: CategoryKey, categoryLabel: string, precarity: string, region: string,
 *   incomeCeiling: number | null, eligible: boolean, maxEligibleExpense: number, forfait: string,
 *   amountPerUnit?: number, eligibleQuantity?: number}} MprResult
 */

/** Départements of Île-de-France, which has its own income ceilings. */
export const ILE_DE_FRANCE = ['75', '77', '78', '91', '92', '93', '94', '95'];

/**
 * The three ceilings (très modeste, modeste, intermédiaire) for a household size and region.
 * @param {number} size persons in the household
 * @param {boolean} ileDeFrance
 * @returns {number[]}
 */
export function incomeCeilings(size, ileDeFrance) {
  const table = mpr.incomeCeilings_RFR_eur[ileDeFrance ? 'ile_de_france' : 'hors_ile_de_france'];
  if (size <= 5) return table[String(size)];
  const extra = size - 5;
  return table['5'].map((/** @type {number} */ ceiling, /** @type {number} */ i) => ceiling + extra * table.per_additional_person[i]);
}

/**
 * @param {{department: string, size: number, income: number}} household
 */
export function mprCategory({ department, size, income }) {
  const ileDeFrance = ILE_DE_FRANCE.includes(department);
  const ceilings = incomeCeilings(size, ileDeFrance);
  // Official ceilings read "jusqu'à": an income equal to a ceiling is in the lower category.
  const index = ceilings.findIndex((ceiling) => income <= ceiling);
  const category = mpr.categories[index === -1 ? 3 : index];
  if (!category) throw new Error("MaPrimeRénov' categories missing from cee-reference.json");
  return {
    category: /** @type {CategoryKey} */ (category.key),
    categoryLabel: category.label_fr,
    precarity: category.precarity,
    region: ileDeFrance ? 'ile_de_france' : 'hors_ile_de_france',
    incomeCeiling: index === -1 ? null : ceilings[index],
  };
}

/**
 * The forfait of a code and, for per-m² / per-unit forfaits, the eligible quantity.
 * @type {Record<string, (v: Record<string, any>) => {forfait: string, quantity?: number}>}
 */
const FORFAIT_BY_CODE = {
  'BAR-TH-171': () => ({ forfait: 'pac_air_eau' }),
  'BAR-TH-172': () => ({ forfait: 'pac_geothermique' }),
  'BAR-TH-113': (v) => ({
    forfait: v['operation.feed'] === 'automatique' ? 'chaudiere_bois_automatique_granules' : 'chaudiere_bois_manuelle_buches',
  }),
  'BAR-TH-112': (v) => ({
    forfait: { poele_buches: 'poele_buches', poele_granules: 'poele_granules', insert_foyer_ferme: 'foyer_ferme_insert' }[
      /** @type {'poele_buches' | 'poele_granules' | 'insert_foyer_ferme'} */ (v['operation.appliance'])
    ],
  }),
  'BAR-TH-143': () => ({ forfait: 'systeme_solaire_combine' }),
  'BAR-TH-101': () => ({ forfait: 'chauffe_eau_solaire_metropole' }),
  'BAR-TH-148': () => ({ forfait: 'chauffe_eau_thermodynamique' }),
  'BAR-TH-137': () => ({ forfait: 'raccordement_reseau_chaleur' }),
  'BAR-TH-125': () => ({ forfait: 'vmc_double_flux' }),
  'BAR-TH-162': () => ({ forfait: 'pvt_eau' }),
  'BAR-EN-101': (v) => ({ forfait: 'isolation_combles_rampants_eur_m2', quantity: v['operation.surface'] }),
  'BAR-EN-102': (v) => ({
    forfait: v['operation.insulation_side'] === 'exterieur' ? 'isolation_murs_exterieur_eur_m2' : 'isolation_murs_interieur_eur_m2',
    quantity: v['operation.surface'],
  }),
  'BAR-EN-104': (v) => ({ forfait: 'fenetres_remplacement_simple_vitrage_eur_unite', quantity: v['operation.windows'] }),
  'BAR-EN-105': (v) => ({ forfait: 'isolation_toiture_terrasse_eur_m2', quantity: v['operation.surface'] }),
};

/** Codes with a MaPrimeRénov' forfait, to check against the inputs catalogue. */
export const MPR_CODES = Object.keys(FORFAIT_BY_CODE);

/** @param {number} value */
const cents = (value) => Math.round(value * 100) / 100;

/**
 * The `data` of `POST /calc/api/v2/mpr`.
 * @param {string} code a code of MPR_CODES
 * @param {Record<string, any>} values validated inputs by dotted key
 * @returns {MprResult}
 */
export function mprResult(code, values) {
  const select = FORFAIT_BY_CODE[code];
  if (!select) throw new Error(`No MaPrimeRénov' forfait for ${code}`);
  const household = mprCategory({
    department: values['housing.department'],
    size: values['household.size'],
    income: values['household.income'],
  });
  const { forfait, quantity } = select(values);
  const figures = mpr.parGeste_forfaits_eur[forfait];
  const index = ['tres_modeste', 'modeste', 'intermediaire'].indexOf(household.category);
  const eligible = index !== -1;
  const rate = eligible ? figures.amounts[index] : 0;
  if (quantity === undefined) {
    return { amount: rate, ...household, eligible, maxEligibleExpense: figures.plafondDepense, forfait };
  }
  // Per-m² and per-unit forfaits; exterior wall insulation is paid on 100 m² at most.
  const eligibleQuantity = figures.maxSurface_m2 === undefined ? quantity : Math.min(quantity, figures.maxSurface_m2);
  const ceilingPerUnit = figures.plafondDepense_eur_m2 ?? figures.plafondDepense_eur_unite;
  return {
    amount: cents(rate * eligibleQuantity),
    ...household,
    eligible,
    maxEligibleExpense: cents(ceilingPerUnit * eligibleQuantity),
    forfait,
    amountPerUnit: rate,
    eligibleQuantity,
  };
}
