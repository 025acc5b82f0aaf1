// @ts-check
/**
 * MaPrimeRénov’ par geste: the scale of the application date's year (data/mpr.json; décret n° 2025-956: the rules
 * « s’appliquent aux demandes de primes déposées à compter de ces mêmes dates »), the household's category from its
 * income ceilings, then the forfait of the work, or "not eligible" with the reason; and what the amount assumes.
 */
import { mprConditions, suspensionOf } from './conditions.js';
import { OVERSEAS, mprData, mprScale } from './reference.js';
import { formatDate, pick, tr } from './i18n.js';

/**
 * @typedef {import('./i18n.js').Lang} Lang
 * @typedef {'tres_modeste' | 'modeste' | 'intermediaire' | 'superieur'} CategoryKey
 * @typedef {{key: string, label: string, value: number | string, unit?: string}} Factor
 */

/** Départements of Île-de-France, which has its own income ceilings. */
export const ILE_DE_FRANCE = /** @type {string[]} */ (mprData.ileDeFrance);

/**
 * The three ceilings (très modeste, modeste, intermédiaire) for a household size and region, in a year's scale.
 * @param {number} size persons in the household
 * @param {boolean} ileDeFrance
 * @param {string} [year] scale year (default: the latest held)
 * @returns {number[]}
 */
export function incomeCeilings(size, ileDeFrance, year = Object.keys(mprData.scales).sort().at(-1)) {
  const table = mprData.scales[/** @type {string} */ (year)].ceilings[ileDeFrance ? 'ile_de_france' : 'hors_ile_de_france'];
  if (size <= 5) return table[String(size)];
  const extra = size - 5;
  return table['5'].map((/** @type {number} */ ceiling, /** @type {number} */ i) => ceiling + extra * table.per_additional_person[i]);
}

/**
 * @param {{department: string, size: number, income: number, year?: string}} household
 * @param {Lang} [lang]
 */
export function mprCategory({ department, size, income, year }, lang = 'fr') {
  const ileDeFrance = ILE_DE_FRANCE.includes(department);
  const ceilings = incomeCeilings(size, ileDeFrance, year);
  // Official ceilings read 'jusqu’à': an income equal to a ceiling is in the lower category.
  const index = ceilings.findIndex((ceiling) => income <= ceiling);
  const category = mprData.categories[index === -1 ? 3 : index];
  return {
    category: /** @type {CategoryKey} */ (category.key),
    categoryLabel: pick(lang, category.label),
    color: /** @type {string} */ (category.color),
    precarity: /** @type {string} */ (category.precarity),
    region: ileDeFrance ? 'ile_de_france' : 'hors_ile_de_france',
    incomeCeiling: index === -1 ? null : ceilings[index],
  };
}

/**
 * The forfait of a code and, for per-m² / per-unit forfaits, the eligible quantity.
 * @type {Record<string, (v: Record<string, any>) => {forfait: string, quantity?: number, unit?: 'm²' | 'unit'}>}
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
  'BAR-EN-101': (v) => ({ forfait: 'isolation_combles_rampants_eur_m2', quantity: v['operation.surface'], unit: 'm²' }),
  'BAR-EN-102': (v) => ({
    forfait: v['operation.insulation_side'] === 'exterieur' ? 'isolation_murs_exterieur_eur_m2' : 'isolation_murs_interieur_eur_m2',
    quantity: v['operation.surface'],
    unit: 'm²',
  }),
  'BAR-EN-104': (v) => ({ forfait: 'fenetres_remplacement_simple_vitrage_eur_unite', quantity: v['operation.windows'], unit: 'unit' }),
  'BAR-EN-105': (v) => ({ forfait: 'isolation_toiture_terrasse_eur_m2', quantity: v['operation.surface'], unit: 'm²' }),
  'MPR-AUDIT': () => ({ forfait: 'audit_energetique' }),
  'MPR-DEPOSE-CUVE': () => ({ forfait: 'depose_cuve_fioul' }),
};

/** Codes with a MaPrimeRénov’ forfait, to check against the inputs catalogue. */
export const MPR_CODES = Object.keys(FORFAIT_BY_CODE);

/**
 * Whether the scale of a date's year pays the forfait of a code (for the catalogue's `aids`).
 * @param {string} code
 * @param {string} date ISO date
 */
export function mprPays(code, date) {
  const scale = mprData.scales[date.slice(0, 4)];
  const forfait = FORFAIT_BY_CODE[code]?.({}).forfait;
  if (!scale || !forfait) return false;
  // A code with several forfaits (wood boilers, wall insulation) is paid while one of them is.
  const keys = code === 'BAR-TH-113' ? ['chaudiere_bois_automatique_granules', 'chaudiere_bois_manuelle_buches']
    : code === 'BAR-EN-102' ? ['isolation_murs_exterieur_eur_m2', 'isolation_murs_interieur_eur_m2'] : [forfait];
  return keys.some((key) => scale.forfaits[key] && !scale.forfaits[key].excluded);
}

/** Forfaits that exist in mainland France only (their overseas counterpart is another forfait). */
const MAINLAND_ONLY = ['chauffe_eau_solaire_metropole'];

/** @param {number} value */
const cents = (value) => Math.round(value * 100) / 100;

/**
 * The companion works a geste needs in the same project (docs/contract.md §1 `requires`), for a scale year.
 * @param {string} code
 * @param {string} forfait
 * @param {string} year
 * @param {Lang} lang
 * @returns {Array<{anyOf: string[], reason: string}> | undefined}
 */
function requiresOf(code, forfait, year, lang) {
  const rule = mprData.requires[forfait];
  if (!rule) return undefined;
  const forfaits = mprData.scales[year].forfaits;
  // "every other geste": the codes whose forfait this year's scale still pays.
  const anyOf = rule.anyOf === 'every other geste'
    ? MPR_CODES.filter((other) => other !== code && !forfaits[FORFAIT_BY_CODE[other]({}).forfait]?.excluded)
    : rule.anyOf[year];
  return [{ anyOf, reason: pick(lang, rule.reason) }];
}

/**
 * MaPrimeRénov’ and the CEE together may not exceed a share of the eligible expense (docs/contract.md §1 `cap`).
 * @param {CategoryKey} category
 * @param {number | undefined} expenseCeiling
 * @param {Lang} lang
 */
function capOf(category, expenseCeiling, lang) {
  const rate = mprData.cap.rates[category];
  const percent = Math.round(rate * 100);
  const basis = tr(lang,
    `Avec les primes CEE, MaPrimeRénov’ par geste ne peut pas dépasser ${percent} % de la dépense éligible toutes taxes comprises pour cette catégorie de revenus (écrêtement, ${mprData.cap.text.fr}).`,
    `Together with CEE bonuses, MaPrimeRénov’ per item may not exceed ${percent}% of the eligible expense including tax for this income category (capping rule, ${mprData.cap.text.en}).`);
  return expenseCeiling === undefined ? { rate, basis } : { rate, expenseCeiling, basis };
}

/**
 * The `data` of `POST /calc/api/v2/mpr`.
 * @param {string} code a code of MPR_CODES
 * @param {Record<string, any>} values validated inputs by dotted key; `mpr.application_date` picks the year
 * @param {Lang} [lang]
 * @param {ReadonlySet<string>} [defaulted] the keys the request left at their default (their condition is said)
 */
export function mprResult(code, values, lang = 'fr', defaulted = new Set()) {
  const select = FORFAIT_BY_CODE[code];
  if (!select) throw new Error(`No MaPrimeRénov’ forfait for ${code}`);
  const applicationDate = values['mpr.application_date'];
  if (!applicationDate) throw new Error('mprResult needs mpr.application_date');
  // An application dated inside a suspension could only be filed at the reopening: that day's scale, said in `conditions`.
  const { year, scale } = mprScale(suspensionOf(applicationDate)?.reopened ?? applicationDate, lang);
  const department = values['housing.department'];
  const household = mprCategory({ department, size: values['household.size'], income: values['household.income'], year }, lang);
  const { forfait, quantity, unit } = select(values);
  const figures = scale.forfaits[forfait];
  const index = ['tres_modeste', 'modeste', 'intermediaire'].indexOf(household.category);
  const region = household.region === 'ile_de_france' ? tr(lang, 'Île-de-France', 'Île-de-France') : tr(lang, 'hors Île-de-France', 'outside Île-de-France');
  const persons = values['household.size'];
  const personsText = tr(lang, `${persons} ${persons > 1 ? 'personnes' : 'personne'}`, `${persons} ${persons > 1 ? 'people' : 'person'}`);
  /** @type {Factor[]} */
  const factors = [
    household.incomeCeiling === null
      ? { key: 'incomeCeiling', label: tr(lang, `Revenu au-dessus du plafond intermédiaire (${region}, ${personsText})`, `Income above the intermediate ceiling (${region}, ${personsText})`),
        value: incomeCeilings(persons, household.region === 'ile_de_france', year)[2], unit: '€' }
      : { key: 'incomeCeiling', label: tr(lang, `Plafond de revenu de la catégorie (${region}, ${personsText})`, `Income ceiling of the category (${region}, ${personsText})`),
        value: household.incomeCeiling, unit: '€' },
  ];
  // Every condition the inputs let us check, in the order a homeowner would fix them.
  /** @type {string | undefined} */
  let reason;
  if (figures.excluded) reason = pick(lang, figures.excluded);
  else if (values['housing.main_residence'] === false) {
    reason = tr(lang, 'MaPrimeRénov’ aide seulement les résidences principales : un logement occupé moins de 8 mois par an n’y a pas droit.',
      'MaPrimeRénov’ supports main residences only: a home lived in less than 8 months a year does not qualify.');
  } else if (values['housing.over_15_years'] === false) {
    reason = tr(lang, 'MaPrimeRénov’ aide seulement les logements construits il y a plus de 15 ans.', 'MaPrimeRénov’ supports only homes built more than 15 years ago.');
  } else if (code === 'BAR-EN-101' && values['operation.attic_part'] === 'combles_perdus') {
    reason = tr(lang, 'Le forfait MaPrimeRénov’ vise l’isolation des rampants de toiture et des plafonds de combles aménagés : l’isolation d’un plancher de combles perdus n’y ouvre pas droit (elle reste aidée par la prime CEE).',
      'The MaPrimeRénov’ flat rate covers insulating roof slopes and converted loft ceilings: insulating the floor of an unconverted loft does not qualify (the CEE bonus still supports it).');
  } else if (MAINLAND_ONLY.includes(forfait) && OVERSEAS[department]) {
    reason = tr(lang, `Ce forfait est celui de la France métropolitaine : le département ${department} (${OVERSEAS[department]}) relève du forfait outre-mer, que ce service n’estime pas.`,
      `This is the mainland France forfait: département ${department} (${OVERSEAS[department]}) falls under the overseas forfait, which this service does not estimate.`);
  } else if (index === -1) {
    reason = tr(lang, "Les ménages aux revenus supérieurs (catégorie rose) n’ont pas droit à MaPrimeRénov’ par geste.",
      'Higher-income households (pink category) are not eligible for MaPrimeRénov’ per item.');
  }
  const eligible = reason === undefined;
  const rate = eligible ? figures.amounts[index] : 0;
  /** @type {Record<string, unknown>} */
  const result = { amount: 0, eligible, ...household, forfait: { key: forfait, label: pick(lang, figures.label) } };
  /** @type {number | undefined} the ceiling of the eligible expense, times the quantity for per-m² and per-unit forfaits */
  let expenseCeiling = figures.excluded ? undefined : figures.plafondDepense;
  if (eligible) {
    if (quantity === undefined) {
      result.amount = rate;
      result.maxEligibleExpense = figures.plafondDepense;
      factors.push({ key: 'forfaitAmount', label: tr(lang, `Forfait de la catégorie ${household.categoryLabel.toLowerCase()}`, `Flat rate for the ${household.categoryLabel.toLowerCase()} category`), value: rate, unit: '€' });
    } else {
      // Per-m² and per-unit forfaits; exterior wall insulation is paid on 100 m² at most.
      const eligibleQuantity = figures.maxSurface_m2 === undefined ? quantity : Math.min(quantity, figures.maxSurface_m2);
      const ceilingPerUnit = figures.plafondDepense_eur_m2 ?? figures.plafondDepense_eur_unite;
      const per = unit === 'm²' ? '€/m²' : tr(lang, '€/équipement', '€/unit');
      expenseCeiling = cents(ceilingPerUnit * eligibleQuantity);
      Object.assign(result, { amount: cents(rate * eligibleQuantity), maxEligibleExpense: expenseCeiling, amountPerUnit: rate, eligibleQuantity });
      factors.push(
        // Keyed as the answer's fields they state (`amountPerUnit`, `eligibleQuantity`), so that a view lists each once.
        { key: 'amountPerUnit', label: tr(lang, `Forfait de la catégorie ${household.categoryLabel.toLowerCase()}`, `Flat rate for the ${household.categoryLabel.toLowerCase()} category`), value: rate, unit: per },
        { key: 'eligibleQuantity', label: unit === 'm²' ? tr(lang, 'Surface retenue', 'Area counted') : tr(lang, 'Nombre d’équipements', 'Number of units'), value: eligibleQuantity, unit: unit === 'm²' ? 'm²' : undefined },
      );
      if (unit !== 'm²') delete factors.at(-1)?.unit;
    }
    factors.push({ key: 'maxEligibleExpense', label: tr(lang, 'Plafond de la dépense éligible', 'Ceiling of the eligible expense'), value: /** @type {number} */ (expenseCeiling), unit: '€' });
  } else {
    result.reason = reason;
  }
  if (!figures.excluded && expenseCeiling === undefined && quantity !== undefined) {
    expenseCeiling = cents((figures.plafondDepense_eur_m2 ?? figures.plafondDepense_eur_unite) * quantity);
  }
  const requires = figures.excluded ? undefined : requiresOf(code, forfait, year, lang);
  const notes = [scale.ceilings.verified ? null : pick(lang, scale.ceilings.note), scale.forfaitsVerified ? null : pick(lang, scale.forfaitsNote),
    mprData.cap.verified ? null : mprData.cap.note].filter(Boolean);
  Object.assign(result, {
    incomeCeiling: household.incomeCeiling,
    applicationDate,
    // A scale's last day that no text gave only picks the scale: the answer does not state it.
    scale: {
      year: Number(year), validFrom: scale.validFrom, ...(scale.validToRead === false ? {} : { validTo: scale.validTo }),
      verified: Boolean(scale.ceilings.verified && scale.forfaitsVerified),
    },
    cap: capOf(household.category, expenseCeiling, lang),
    ...(requires ? { requires } : {}),
    ...(eligible ? { conditions: mprConditions(code, values, { defaulted, applicationDate }, lang) } : {}),
    factors,
    ...(notes.length ? { verificationNote: notes.join(' ') } : {}),
  });
  return result;
}

export { formatDate };
