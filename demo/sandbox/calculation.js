// @ts-check
/**
 * kWh cumac of each simulated FOST code, from the fiche figures of data/cee-reference.json.
 * `values` are the validated inputs by dotted key (see simulation-inputs.js).
 *
 * Prices: the classic volume is the fiche's volume. A modest (précarité) household's volume is valued at the
 * précarité price, so `kwhCumacModest` = volume × (précarité / classique spot price of the latest C2E Market
 * month in the data), which keeps `eurosModest` = kwhCumacModest / 1000 × price as for the classic one.
 * `euros` = `eurosClassic`. Euros are rounded to cents, kWh to integers.
 */
import { bandFactor, ceePrice, climateZoneOf, figuresOf } from './reference.js';
import { validationError } from './validation.js';

/**
 * @typedef {Record<string, any>} Values
 * @typedef {{kwhCumac: number, climateZone: string | null, [extra: string]: unknown}} Volume
 */

/** The spec's usage values to the fiche's. */
const FICHE_USAGE = { heating: 'chauffage', ecs: 'chauffage_ecs' };
const HEAT_PUMP_BONIFICATION = 5;

/**
 * @param {Values} values
 * @param {string} key dotted key of the département
 */
function zoneOf(values, key) {
  const zone = climateZoneOf(values[key]);
  if (!zone) throw validationError({ [key]: [`Aucune zone climatique n'est connue pour le département ${values[key]}.`] });
  return zone;
}

/**
 * A per-zone figure times a quantity.
 * @param {string} table name of the table in the fiche figures
 * @param {string | null} quantityKey
 * @param {number} [multiplier]
 * @returns {(code: string, v: Values) => Volume}
 */
const perZone = (table, quantityKey, multiplier = 1) => (code, v) => {
  const zone = zoneOf(v, 'housing.department');
  const quantity = quantityKey ? v[quantityKey] * multiplier : 1;
  return { kwhCumac: figuresOf(code)[table][zone] * quantity, climateZone: zone };
};

/**
 * BAR-TH-171/172: vA74-3 base (from 2025-10-01) × surface factor × zone factor, ×5 when a fossil boiler is replaced.
 * @param {string} code
 * @param {Values} v
 * @returns {Volume}
 */
function heatPump(code, v) {
  const f = figuresOf(code);
  const zone = zoneOf(v, 'housing.department');
  const usage = FICHE_USAGE[/** @type {'heating' | 'ecs'} */ (v['operation.usage'])];
  const etas = v['operation.etas'];
  const surface = v['housing.surface'];
  const volume = code === 'BAR-TH-171'
    ? f.base_vA74_3_from_2025_10_01[v['housing.type']][usage][etas] * bandFactor(f.surfaceFactor[v['housing.type']], surface)
    : f.base_vA74_3[usage][etas] * bandFactor(f.surfaceFactor, surface);
  const before = volume * f.zoneFactor[zone];
  const factor = v['operation.replaces_fossil_boiler'] === true ? HEAT_PUMP_BONIFICATION : 1;
  return {
    kwhCumac: before * factor,
    climateZone: zone,
    kwhCumacBeforeBonification: Math.round(before),
    bonificationFactor: factor,
  };
}

/**
 * Boilers, combined solar and heat networks: the Coup de pouce amounts of the data when a fossil boiler goes.
 * @param {string} code
 * @param {Values} v
 */
function coupDePouce(code, v) {
  if (v['operation.replaces_fossil_boiler'] !== true) return {};
  const amount = figuresOf(code).coupDePouce_fixed_eur_MAR;
  if (typeof amount === 'number') return { coupDePouceEur: amount };
  return { coupDePouceEurTresModesteOuModeste: amount.tres_modeste_ou_modeste, coupDePouceEurAutres: amount.autres };
}

/** @type {Array<[string, string]>} */
const BUILDING_USAGES = [['heating', 'chauffage'], ['cooling', 'refroidissement'], ['ecs', 'ecs'], ['lighting', 'eclairage'], ['auxiliaries', 'auxiliaires']];

/**
 * BAT-TH-116, class B: Σ over managed usages of figure[sector][usage] × zone factor × managed surface.
 * @param {string} code
 * @param {Values} v
 * @returns {Volume}
 */
function buildingAutomation(code, v) {
  const f = figuresOf(code);
  const zone = zoneOf(v, 'building.department');
  const sector = v['building.sector'];
  /** @type {Record<string, string[]>} */
  const errors = {};
  let total = 0;
  let managed = 0;
  for (const [usage, ficheUsage] of BUILDING_USAGES) {
    const surface = v[`building.surface.${usage}`] ?? 0;
    if (surface <= 0) continue;
    const figure = f.classeB_perM2[sector][ficheUsage];
    if (figure === null) {
      errors[`building.surface.${usage}`] = ["La fiche ne valorise pas cet usage pour ce secteur d'activité."];
      continue;
    }
    managed += 1;
    total += figure * f.zoneFactor[zone] * surface;
  }
  if (managed === 0 && Object.keys(errors).length === 0) {
    errors['building.surface.heating'] = ["Indiquez la surface gérée d'au moins un usage."];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { kwhCumac: total, climateZone: zone };
}

/** @type {Record<string, (code: string, v: Values) => Volume>} */
const VOLUME_BY_CODE = {
  'BAR-EN-101': perZone('perM2', 'operation.surface'),
  'BAR-EN-102': perZone('perM2', 'operation.surface'),
  'BAR-EN-103': perZone('perM2', 'operation.surface'),
  // Mes Aides Réno's shortcut: 2 m² of glazing per window.
  'BAR-EN-104': perZone('perUnit_MAR', 'operation.windows', 2),
  'BAR-EN-105': perZone('perM2', 'operation.surface'),
  'BAR-TH-101': perZone('perUnit', null),
  'BAR-TH-112': (code, v) => {
    const zone = zoneOf(v, 'housing.department');
    return { kwhCumac: figuresOf(code).perUnit[v['operation.etas']][zone], climateZone: zone };
  },
  'BAR-TH-113': (code, v) => ({ ...perZone('perUnit', null)(code, v), ...coupDePouce(code, v) }),
  'BAR-TH-125': (code, v) => {
    const f = figuresOf(code);
    const zone = zoneOf(v, 'housing.department');
    return { kwhCumac: f.base[v['operation.ventilation_type']][zone] * bandFactor(f.surfaceFactor, v['housing.surface']), climateZone: zone };
  },
  'BAR-TH-129': (code, v) => {
    const f = figuresOf(code);
    const zone = zoneOf(v, 'housing.department');
    const type = v['housing.type'];
    const base = type === 'maison' ? f.maison[v['operation.scop']][zone] : f.appartement['>=3.9'][zone];
    return { kwhCumac: base * bandFactor(f.surfaceFactor[type], v['housing.surface']), climateZone: zone };
  },
  'BAR-TH-137': (code, v) => {
    const f = figuresOf(code);
    const zone = zoneOf(v, 'housing.department');
    return { kwhCumac: f.base[zone] * bandFactor(f.surfaceFactor, v['housing.surface']), climateZone: zone, ...coupDePouce(code, v) };
  },
  'BAR-TH-143': (code, v) => ({ ...perZone('perUnit', null)(code, v), ...coupDePouce(code, v) }),
  'BAR-TH-148': (code, v) => ({ kwhCumac: figuresOf(code).perUnit[v['housing.type']], climateZone: zoneOf(v, 'housing.department') }),
  'BAR-TH-162': (code, v) => ({ kwhCumac: figuresOf(code).perUnit, climateZone: zoneOf(v, 'housing.department') }),
  'BAR-TH-171': heatPump,
  'BAR-TH-172': heatPump,
  'BAT-TH-116': buildingAutomation,
  'IND-UT-134': (code, v) => {
    const f = figuresOf(code);
    const years = v['operation.contract_years'];
    const durationFactor = years >= 6 ? f.F['>=6'] : f.F[String(years)];
    return { kwhCumac: 29.4 * f.coefMode[v['operation.operating_mode']] * v['operation.power'] * durationFactor, climateZone: null };
  },
  'IND-UT-136': (code, v) => {
    const f = figuresOf(code);
    const table = ['pompe', 'ventilateur'].includes(v['operation.application']) ? f.pompe_ventilateur : f.compresseur_air_groupe_froid;
    return { kwhCumac: table[v['operation.operating_mode']] * v['operation.power'], climateZone: null };
  },
};

/** précarité / classique spot price of the latest month of C2E Market in the data. */
export const PRECARITY_PRICE_RATIO = (() => {
  const latest = Object.keys(ceePrice.c2e_market_spot).sort().at(-1);
  const spot = ceePrice.c2e_market_spot[/** @type {string} */ (latest)];
  if (!spot) throw new Error('No c2e_market_spot price in cee-reference.json');
  return spot.precarite / spot.classique;
})();

/** @param {number} value */
const cents = (value) => Math.round(value * 100) / 100;

/**
 * The `data` of `POST /calc/api/v2/cee`.
 * @param {string} code a simulated FOST code
 * @param {Values} values validated inputs by dotted key
 * @param {number} [eurosMwHCumac] price per MWh cumac
 */
export function ceeResult(code, values, eurosMwHCumac) {
  const compute = VOLUME_BY_CODE[code];
  if (!compute) throw new Error(`No calculation for ${code}`);
  const { kwhCumac: raw, climateZone, ...extra } = compute(code, values);
  const kwhCumac = Math.round(raw);
  const kwhCumacModest = Math.round(kwhCumac * PRECARITY_PRICE_RATIO);
  /** @type {Record<string, unknown>} */
  const result = { kwhCumac, kwhCumacClassic: kwhCumac, kwhCumacModest, climateZone, ...extra };
  result.precarityPriceRatio = Math.round(PRECARITY_PRICE_RATIO * 10000) / 10000;
  if (eurosMwHCumac !== undefined) {
    const eurosClassic = cents((kwhCumac / 1000) * eurosMwHCumac);
    Object.assign(result, { euros: eurosClassic, eurosClassic, eurosModest: cents((kwhCumacModest / 1000) * eurosMwHCumac) });
  }
  return result;
}

/** Codes with a calculation, to check against the inputs catalogue. */
export const CALCULATED_CODES = Object.keys(VOLUME_BY_CODE);
