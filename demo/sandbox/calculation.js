// @ts-check
/**
 * kWh cumac of each simulated FOST code, from the version of its fiche in force on the operation's engagement
 * date (data/fiches.json), with the explanation docs/contract.md §1 names: `fiche`, `engagementDate`, `factors`,
 * `eurosMwhCumac`.
 *
 * One operation has one volume (`kwhCumac`), but for a Coup de pouce Chauffage multiplier that depends on the
 * household's means (BAR-TH-112 and 137 from 2026-01-01, where the widgets never send the household's category):
 * `kwhCumac` is then the other households' volume, and `kwhCumacModest` the modest households' (très modestes and
 * modestes), given only when it differs. Prices: `eurosMwHCumac` in the request is the classic price; a modest
 * (précarité) household's euros use the précarité price, derived as the classic price × the précarité / classique
 * ratio of the latest C2E Market spot month in data/cee-reference.json. Both prices and the ratio are in `factors`.
 * `euros` = `eurosClassic`; `eurosModest` = the modest households' volume at the précarité price. Euros are rounded
 * to cents, kWh to integers.
 */
import { ceeConditions } from './conditions.js';
import { OVERSEAS, bandOf, ceePrice, climateZoneOf, exclusionsOf, ficheVersion, fiches, periodOf } from './reference.js';
import { validationError } from './validation.js';
import { formatDate, formatMonth, formatNumber, tr } from './i18n.js';

/**
 * @typedef {import('./i18n.js').Lang} Lang
 * @typedef {Record<string, any>} Values
 * @typedef {{key: string, label: string, value: number | string, unit?: string}} Factor
 * @typedef {{kwhCumac: number, kwhCumacModest?: number, climateZone: string | null, factors: Factor[],
 *   coupDePouce?: import('./conditions.js').CoupDePouceApplied}} Volume
 * `kwhCumacModest`: the modest households' volume, when a multiplier depends on the household's means; `coupDePouce`:
 * what the Coup de pouce step applied, for the answer's `conditions`
 * @typedef {(v: Values, t: Record<string, any>, lang: Lang) => Volume} Compute
 */

/** The spec's usage values to the fiche's. */
const FICHE_USAGE = { heating: 'chauffage', ecs: 'chauffage_ecs' };

const KWH = 'kWh cumac';

/**
 * The climate zone of the département at `key`. The CEE climate zones classify every département, mainland and
 * overseas (971-976 are H3); a fiche that applies to mainland France only (its title says so, or an overseas
 * equivalent fiche exists) refuses an overseas département with a 422 that says why.
 * @param {string} code
 * @param {Values} values
 * @param {string} key dotted key of the département
 * @param {Lang} lang
 */
function zoneOf(code, values, key, lang) {
  const department = values[key];
  const overseas = OVERSEAS[department];
  const fiche = fiches[code];
  if (overseas && fiche.scope === 'metropole') {
    const equivalent = fiche.overseasEquivalent;
    throw validationError({ [key]: [equivalent
      ? tr(lang, `L’opération ${code} s’applique en France métropolitaine seulement : le département ${department} (${overseas}) est en outre-mer, où s’applique l’opération ${equivalent}, que ce service n’estime pas.`,
        `The operation ${code} applies to mainland France only: département ${department} (${overseas}) is overseas, where the operation ${equivalent} applies, which this service does not estimate.`)
      : tr(lang, `L’opération ${code} s’applique en France métropolitaine seulement : le département ${department} (${overseas}) est en outre-mer.`,
        `The operation ${code} applies to mainland France only: département ${department} (${overseas}) is overseas.`)] }, lang);
  }
  // Corsica's département was 20 until 1976: someone who writes it is told its two codes.
  if (department === '20') {
    throw validationError({ [key]: [tr(lang, 'Le département 20 n’existe plus : la Corse s’écrit 2A (Corse-du-Sud) ou 2B (Haute-Corse).',
      'Département 20 no longer exists: Corsica is 2A (Corse-du-Sud) or 2B (Haute-Corse).')] }, lang);
  }
  const zone = climateZoneOf(department);
  if (!zone) {
    throw validationError({ [key]: [tr(lang, `Aucune zone climatique n’est connue pour le département ${department}.`,
      `No climate zone is known for département ${department}.`)] }, lang);
  }
  return zone;
}

/**
 * @param {string} key
 * @param {string} label
 * @param {number | string} value
 * @param {string} [unit]
 * @returns {Factor}
 */
const factor = (key, label, value, unit) => (unit === undefined ? { key, label, value } : { key, label, value, unit });

/**
 * A band of the fiches' tables as a visitor reads it, in words rather than a developer's signs: ">=140" is "de 140 % ou
 * plus", "<170" "de moins de 170 %", "140-170" "de 140 % à moins de 170 %" (the fiches' bands include their lower
 * bound only), in the visitor's language and number format.
 * @param {string | undefined} lang @param {string} band @param {string} [unit]
 */
function bandText(lang, band, unit) {
  // English writes "140%" (and "100 m²"), French "140 %".
  const n = (/** @type {string} */ x) => `${lang === 'en' ? x : x.replace('.', ',')}${unit ? `${lang === 'en' && unit === '%' ? '' : '\u00a0'}${unit}` : ''}`;
  const [, sign, low, high] = /^(>=|<)?\s*([\d.]+)(?:-([\d.]+))?$/.exec(band) ?? [];
  if (low === undefined) return band;
  if (sign === '>=') return tr(lang, `de ${n(low)} ou plus`, `${n(low)} or more`);
  if (sign === '<') return tr(lang, `de moins de ${n(low)}`, `under ${n(low)}`);
  return high === undefined ? n(low) : tr(lang, `de ${n(low)} à moins de ${n(high)}`, `${n(low)} to under ${n(high)}`);
}

/** @param {Lang} lang @param {string} zone @param {Values} [v] */
const zoneFactorEntry = (lang, zone, v) => {
  const department = v?.['housing.department'] ?? v?.['building.department'];
  return factor('climateZone', OVERSEAS[department]
    ? tr(lang, `Zone climatique (outre-mer, ${OVERSEAS[department]} : H3)`, `Climate zone (overseas, ${OVERSEAS[department]}: H3)`)
    : tr(lang, 'Zone climatique', 'Climate zone'), zone);
};

/**
 * A per-zone figure times a surface (or once per unit).
 * @param {string} code
 * @param {'perM2' | 'perUnit'} table
 * @param {{fr: string, en: string} | null} quantity label of `operation.surface`, null for a per-unit figure
 * @returns {Compute}
 */
const perZone = (code, table, quantity) => (v, t, lang) => {
  const zone = zoneOf(code, v, 'housing.department', lang);
  const figure = t[table][zone];
  /** @type {Factor[]} */
  const factors = [
    zoneFactorEntry(lang, zone, v),
    factor('tableValue', table === 'perM2'
      ? tr(lang, `Montant de la fiche par m² (zone ${zone})`, `Standard sheet amount per m² (zone ${zone})`)
      : tr(lang, `Montant forfaitaire de la fiche (zone ${zone})`, `Standard sheet lump-sum amount (zone ${zone})`), figure, table === 'perM2' ? `${KWH}/m²` : KWH),
  ];
  if (!quantity) return { kwhCumac: figure, climateZone: zone, factors };
  const surface = v['operation.surface'];
  factors.push(factor('surface', lang === 'en' ? quantity.en : quantity.fr, surface, 'm²'));
  return { kwhCumac: figure * surface, climateZone: zone, factors };
};

const INSULATED = { fr: 'Surface d’isolant posée', en: 'Insulated area' };

/**
 * A band's range in words, from its own bound and the one of the band before it.
 * @param {Lang} lang
 * @param {import('./reference.js').SurfaceBand} band
 * @param {import('./reference.js').SurfaceBand | undefined} previous
 */
function bandRange(lang, band, previous) {
  if (band.gte !== undefined) return tr(lang, `${band.gte} m² ou plus`, `${band.gte} m² or more`);
  if (band.gt !== undefined) return tr(lang, `plus de ${band.gt} m²`, `over ${band.gt} m²`);
  const upper = band.lt !== undefined ? tr(lang, `moins de ${band.lt} m²`, `under ${band.lt} m²`) : `${band.lte} m²`;
  if (previous?.lt !== undefined) return tr(lang, `de ${previous.lt} à ${upper}`, `from ${previous.lt} to ${upper}`);
  if (previous?.lte !== undefined) return tr(lang, `plus de ${previous.lte} m² et ${upper}`, `over ${previous.lte} m² and ${upper}`);
  return band.lt !== undefined ? upper : tr(lang, `${band.lte} m² ou moins`, `${band.lte} m² or less`);
}

/**
 * The surface-band factor, as a factor entry.
 * @param {Lang} lang
 * @param {import('./reference.js').SurfaceBand[]} bands
 * @param {number} surface
 */
function surfaceFactor(lang, bands, surface) {
  const band = bandOf(bands, surface);
  const range = bandRange(lang, band, bands[bands.indexOf(band) - 1]);
  return { f: band.f, entry: factor('surfaceFactor', tr(lang, `Facteur correctif de surface (${formatNumber(lang, surface)} m², tranche ${range})`, `Surface correction factor (${surface} m², band ${range})`), band.f) };
}

/**
 * The fiche's Etas class of an Etas band asked (bands such as "140-170" or ">=200" never straddle a class bound):
 * below the split, "111-<split>", else ">=<split>". From 2026-01-01 BAR-TH-171 splits at 140 %, BAR-TH-172 at 170 %.
 * @param {string} band
 * @param {number} split
 */
const etasClassOf = (band, split) => (Number(band.replace('>=', '').split('-')[0]) < split ? `111-${split}` : `>=${split}`);

/**
 * BAR-TH-171/172: base × surface factor × zone factor (then the Coup de pouce step, `withCoupDePouce`).
 * @param {string} code
 * @returns {Compute}
 */
const heatPump = (code) => (v, t, lang) => {
  const zone = zoneOf(code, v, 'housing.department', lang);
  const usage = FICHE_USAGE[/** @type {'heating' | 'ecs'} */ (v['operation.usage'])];
  const etas = v['operation.etas'];
  const surface = v['housing.surface'];
  const type = v['housing.type'];
  const house = code === 'BAR-TH-171';
  // From the order of 15 December 2025 (2026-01-01) the amount no longer depends on the usage and has two Etas classes
  // only, split at `etasSplit`.
  const etasClass = t.etasSplit ? etasClassOf(etas, t.etasSplit) : etas;
  const byType = house ? t.base[type] : t.base;
  const base = t.etasSplit ? byType[etasClass] : byType[usage][etas];
  const surfaceBands = house ? t.surfaceFactor[type] : t.surfaceFactor;
  const s = surfaceFactor(lang, surfaceBands, surface);
  const z = t.zoneFactor[zone];
  const usageLabel = usage === 'chauffage' ? tr(lang, 'chauffage', 'heating') : tr(lang, 'chauffage et ECS', 'heating and hot water');
  const typeLabel = code === 'BAR-TH-172' ? tr(lang, 'maison', 'house') : type === 'maison' ? tr(lang, 'maison', 'house') : tr(lang, 'appartement', 'flat');
  return {
    kwhCumac: base * s.f * z,
    climateZone: zone,
    factors: [
      factor('tableValue', t.etasSplit
        ? tr(lang, `Montant de la fiche (${typeLabel}, Etas ${bandText(lang, etasClass, '%')})`, `Standard sheet amount (${typeLabel}, Etas ${bandText(lang, etasClass, '%')})`)
        : tr(lang, `Montant de la fiche (${typeLabel}, ${usageLabel}, Etas ${bandText(lang, etas, '%')})`, `Standard sheet amount (${typeLabel}, ${usageLabel}, Etas ${bandText(lang, etas, '%')})`), base, KWH),
      s.entry,
      factor('zoneFactor', tr(lang, `Facteur correctif de zone (${zone})`, `Zone correction factor (${zone})`), z),
    ],
  };
};

/**
 * @typedef {{fr: string, en: string}} Text
 * @typedef {{replaces: string, what: Text, mainResidence: boolean, also?: {key: string, why: Text}}} CoupDePouceRule
 * What the Coup de pouce Chauffage asks of an operation (the ministry's page, cited in data/fiches.json): the boolean
 * key of the equipment replaced, the operation in words, whether it is for main residences only, and any other
 * condition asked (`also`, with why its absence leaves the volume as it is). The multiplier itself is the version's
 * `tables.bonification` (reference.js, Bonification).
 */
const BOILER = 'operation.replaces_fossil_boiler';
/** @type {Text} */
const BOILER_REPLACED = { fr: 'remplacement d’une chaudière au charbon, au fioul ou au gaz', en: 'replacement of a coal, oil or gas boiler' };
/** @type {Record<string, CoupDePouceRule>} */
const COUP_DE_POUCE = {
  // An independent wood appliance replacing an independent coal one; no main-residence condition on the page.
  'BAR-TH-112': {
    replaces: 'operation.replaces_coal_appliance', mainResidence: false,
    what: { fr: 'remplacement d’un appareil de chauffage indépendant au charbon', en: 'replacement of an independent coal heating appliance' },
  },
  'BAR-TH-113': { replaces: BOILER, what: BOILER_REPLACED, mainResidence: false },
  // A house (the only case simulated) connected to an efficient network: at least 50 % renewable or recovered energy
  // (code de l’énergie, R. 711-5).
  'BAR-TH-137': {
    replaces: BOILER, mainResidence: true,
    what: { fr: 'raccordement à un réseau de chaleur efficace en remplacement d’une chaudière au charbon, au fioul ou au gaz', en: 'connection to an efficient heat network replacing a coal, oil or gas boiler' },
    also: { key: 'operation.efficient_network', why: {
      fr: 'il demande un réseau de chaleur alimenté à 50 % au moins par des énergies renouvelables ou de récupération',
      en: 'it needs a heat network supplied at least 50% by renewable or recovered energy' } },
  },
  'BAR-TH-143': { replaces: BOILER, what: BOILER_REPLACED, mainResidence: true },
  'BAR-TH-171': { replaces: BOILER, what: BOILER_REPLACED, mainResidence: true },
  'BAR-TH-172': { replaces: BOILER, what: BOILER_REPLACED, mainResidence: true },
};

/**
 * The Coup de pouce Chauffage step after a fiche's volume: × the version's `bonification` when the operation meets
 * the conditions asked, with the factors `bonification` (the other households' multiplier when it depends on the
 * household's means; its label says why it applies or not) and `kwhCumacBeforeBonification`. A multiplier for modest
 * households gives `kwhCumacModest`.
 * @param {string} code
 * @param {Compute} compute the fiche's volume
 * @returns {Compute}
 */
const withCoupDePouce = (code, compute) => (v, t, lang) => {
  const volume = compute(v, t, lang);
  const rule = COUP_DE_POUCE[code];
  /** @type {import('./reference.js').Bonification} */
  const table = t.bonification ?? null;
  const byMeans = table !== null && typeof table === 'object';
  const engagedFrom = byMeans ? table.engagedFrom : undefined;
  const replaced = v[rule.replaces] === true;
  const mainResidenceMissing = rule.mainResidence && v['housing.main_residence'] === false;
  const alsoMissing = rule.also !== undefined && v[rule.also.key] !== true;
  const tooEarly = engagedFrom !== undefined && v['operation.engagement_date'] < engagedFrom;
  const bonified = replaced && !mainResidenceMissing && !alsoMissing && !tooEarly && table !== null;
  const others = bonified ? (byMeans ? table.others : table) : 1;
  const modest = bonified && byMeans ? table.modest : others;
  const where = rule.mainResidence ? tr(lang, ' dans une résidence principale', ' in a main residence') : '';
  const what = `${tr(lang, rule.what.fr, rule.what.en)}${where}`;
  const none = (/** @type {string} */ fr, /** @type {string} */ en) => tr(lang, `Coup de pouce Chauffage (aucun : ${fr})`, `Coup de pouce Chauffage (none: ${en})`);
  const label = bonified
    ? byMeans
      ? tr(lang, `Coup de pouce Chauffage, autres ménages (${what})`, `Coup de pouce Chauffage, other households (${what})`)
      : tr(lang, `Coup de pouce Chauffage : ${what}`, `Coup de pouce Chauffage: ${what}`)
    : replaced && mainResidenceMissing
      ? none('il est réservé aux résidences principales', 'it is for main residences only')
      : replaced && alsoMissing && rule.also
        ? none(rule.also.why.fr, rule.also.why.en)
        : replaced && tooEarly && engagedFrom
          ? none(`il s’applique aux devis signés à partir du ${formatDate(lang, engagedFrom)}`, `it applies to quotes signed from ${formatDate(lang, engagedFrom)}`)
          : replaced
            ? none('pas de bonification à cette date', 'no bonus on this date')
            : none(`il demande le ${tr(lang, rule.what.fr, rule.what.en)}${where}`, `it requires the ${tr(lang, rule.what.fr, rule.what.en)}${where}`);
  return {
    ...volume,
    kwhCumac: volume.kwhCumac * others,
    ...(modest !== others ? { kwhCumacModest: volume.kwhCumac * modest } : {}),
    coupDePouce: { applied: bonified, mainResidence: rule.mainResidence, approvedModel: t.coupDePouce?.approvedModel === true },
    factors: [
      ...volume.factors,
      factor('bonification', label, others),
      // A multiplier by household means: the modest households' own factor, beside the others' (docs/contract.md §1).
      ...(modest !== others
        ? [factor('bonificationModest', tr(lang, `Coup de pouce Chauffage, ménages modestes ou très modestes (${what})`, `Coup de pouce Chauffage, low and very low-income households (${what})`), modest)]
        : []),
      factor('kwhCumacBeforeBonification', tr(lang, 'Volume avant bonification', 'Volume before bonus'), Math.round(volume.kwhCumac), KWH),
    ],
  };
};

/** @type {Array<[string, string, string, string]>} */
const BUILDING_USAGES = [
  ['heating', 'chauffage', 'chauffage', 'heating'], ['cooling', 'refroidissement', 'refroidissement', 'cooling'],
  ['ecs', 'ecs', 'eau chaude sanitaire', 'hot water'], ['lighting', 'eclairage', 'éclairage', 'lighting'],
  ['auxiliaries', 'auxiliaires', 'auxiliaires', 'auxiliaries'],
];

/**
 * BAT-TH-116, class B: Σ over managed usages of figure[sector][usage] × zone factor × managed surface.
 * @type {Compute}
 */
function buildingAutomation(v, t, lang) {
  const zone = zoneOf('BAT-TH-116', v, 'building.department', lang);
  const sector = v['building.sector'];
  /** @type {Record<string, string[]>} */
  const errors = {};
  /** @type {Factor[]} */
  const factors = [zoneFactorEntry(lang, zone, v), factor('zoneFactor', tr(lang, `Facteur correctif de zone (${zone})`, `Zone correction factor (${zone})`), t.zoneFactor[zone])];
  let total = 0;
  let managed = 0;
  for (const [usage, ficheUsage, fr, en] of BUILDING_USAGES) {
    const surface = v[`building.surface.${usage}`] ?? 0;
    if (surface <= 0) continue;
    const figure = t.classeB_perM2[sector][ficheUsage];
    if (figure === null) {
      errors[`building.surface.${usage}`] = [tr(lang, `La fiche ne valorise pas ${fr === 'auxiliaires' ? 'les auxiliaires' : `l'usage ${fr}`} pour ce secteur d’activité.`,
        `The standard operation sheet gives no amount for ${en} in this business sector.`)];
      continue;
    }
    managed += 1;
    total += figure * t.zoneFactor[zone] * surface;
    factors.push(factor(`tableValue.${usage}`, tr(lang, `Montant de la fiche par m², classe B, ${fr}`, `Standard sheet amount per m², class B, ${en}`), figure, `${KWH}/m²`));
    factors.push(factor(`surface.${usage}`, tr(lang, `Surface gérée, ${fr}`, `Managed area, ${en}`), surface, 'm²'));
  }
  if (managed === 0 && Object.keys(errors).length === 0) {
    errors['building.surface.heating'] = [tr(lang, 'Indiquez la surface gérée d’au moins un usage.', 'Give the managed area of at least one use.')];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors, lang);
  return { kwhCumac: total, climateZone: zone, factors };
}

/** @type {Record<string, Compute>} */
const VOLUME_BY_CODE = {
  'BAR-EN-101': perZone('BAR-EN-101', 'perM2', INSULATED),
  'BAR-EN-102': perZone('BAR-EN-102', 'perM2', INSULATED),
  'BAR-EN-103': perZone('BAR-EN-103', 'perM2', INSULATED),
  // The fiche pays per m² of glazing, not per window.
  'BAR-EN-104': perZone('BAR-EN-104', 'perM2', { fr: 'Surface vitrée', en: 'Glazing area' }),
  'BAR-EN-105': perZone('BAR-EN-105', 'perM2', INSULATED),
  'BAR-TH-101': perZone('BAR-TH-101', 'perUnit', null),
  'BAR-TH-112': withCoupDePouce('BAR-TH-112', (v, t, lang) => {
    const zone = zoneOf('BAR-TH-112', v, 'housing.department', lang);
    const etas = v['operation.etas'];
    // The fiche's § 3 b): an appliance burning pellets has an Etas of 80 % or more (66 % for other wood).
    if (v['operation.appliance'] === 'poele_granules' && etas !== '>=80') {
      throw validationError({ 'operation.etas': [tr(lang, 'Un poêle à granulés doit avoir une efficacité énergétique saisonnière (Etas) de 80 % ou plus pour ouvrir droit à la prime.',
        'A pellet stove needs a seasonal space heating energy efficiency (Etas) of 80% or more to qualify for the bonus.')] }, lang);
    }
    const figure = t.perUnit[etas][zone];
    return { kwhCumac: figure, climateZone: zone, factors: [zoneFactorEntry(lang, zone, v),
      factor('tableValue', tr(lang, `Montant de la fiche (Etas ${bandText(lang, etas, '%')}, zone ${zone})`, `Standard sheet amount (Etas ${bandText(lang, etas, '%')}, zone ${zone})`), figure, KWH)] };
  }),
  'BAR-TH-113': withCoupDePouce('BAR-TH-113', perZone('BAR-TH-113', 'perUnit', null)),
  'BAR-TH-125': (v, t, lang) => {
    const zone = zoneOf('BAR-TH-125', v, 'housing.department', lang);
    const type = v['operation.ventilation_type'];
    const base = t.base[type][zone];
    const s = surfaceFactor(lang, t.surfaceFactor, v['housing.surface']);
    return { kwhCumac: base * s.f, climateZone: zone, factors: [zoneFactorEntry(lang, zone, v),
      factor('tableValue', tr(lang, `Montant de la fiche (${type === 'modulee' ? 'modulée' : 'autoréglable'}, zone ${zone})`, `Standard sheet amount (${type === 'modulee' ? 'modulated' : 'self-regulating'}, zone ${zone})`), base, KWH), s.entry] };
  },
  'BAR-TH-129': (v, t, lang) => {
    const zone = zoneOf('BAR-TH-129', v, 'housing.department', lang);
    const type = v['housing.type'];
    const band = type === 'maison' ? v['operation.scop'] : '>=3.9';
    const base = type === 'maison' ? t.maison[band][zone] : t.appartement['>=3.9'][zone];
    const s = surfaceFactor(lang, t.surfaceFactor[type], v['housing.surface']);
    return { kwhCumac: base * s.f, climateZone: zone, factors: [zoneFactorEntry(lang, zone, v),
      factor('tableValue', tr(lang, `Montant de la fiche (${type === 'maison' ? 'maison' : 'appartement'}, SCOP ${bandText(lang, band)}, zone ${zone})`,
        `Standard sheet amount (${type === 'maison' ? 'house' : 'flat'}, SCOP ${bandText(lang, band)}, zone ${zone})`), base, KWH), s.entry] };
  },
  'BAR-TH-137': withCoupDePouce('BAR-TH-137', (v, t, lang) => {
    const zone = zoneOf('BAR-TH-137', v, 'housing.department', lang);
    const base = t.base[zone];
    const s = surfaceFactor(lang, t.surfaceFactor, v['housing.surface']);
    return { kwhCumac: base * s.f, climateZone: zone, factors: [zoneFactorEntry(lang, zone, v),
      factor('tableValue', tr(lang, `Montant de la fiche (zone ${zone})`, `Standard sheet amount (zone ${zone})`), base, KWH), s.entry] };
  }),
  'BAR-TH-143': withCoupDePouce('BAR-TH-143', perZone('BAR-TH-143', 'perUnit', null)),
  'BAR-TH-148': (v, t, lang) => {
    // The fiche's amount depends on the type of home only; it states no mainland restriction, so overseas départements are accepted.
    const zone = zoneOf('BAR-TH-148', v, 'housing.department', lang);
    const type = v['housing.type'];
    const figure = t.perUnit[type];
    return { kwhCumac: figure, climateZone: zone, factors: [
      factor('tableValue', tr(lang, `Montant de la fiche (${type === 'maison' ? 'maison individuelle' : 'appartement'})`, `Standard sheet amount (${type === 'maison' ? 'house' : 'flat'})`), figure, KWH)] };
  },
  'BAR-TH-162': (v, t, lang) => {
    // One lump sum whatever the zone; the zone is still asked, since the fiche is for mainland France only.
    const zone = zoneOf('BAR-TH-162', v, 'housing.department', lang);
    return { kwhCumac: t.perUnit, climateZone: zone, factors: [zoneFactorEntry(lang, zone, v),
      factor('tableValue', tr(lang, 'Montant forfaitaire de la fiche', 'Standard sheet lump-sum amount'), t.perUnit, KWH)] };
  },
  'BAR-TH-171': withCoupDePouce('BAR-TH-171', heatPump('BAR-TH-171')),
  'BAR-TH-172': withCoupDePouce('BAR-TH-172', heatPump('BAR-TH-172')),
  'BAT-TH-116': buildingAutomation,
  'IND-UT-134': (v, t, lang) => {
    const years = v['operation.contract_years'];
    const yearsKey = years >= 6 ? '>=6' : String(years);
    const mode = v['operation.operating_mode'];
    const power = v['operation.power'];
    return { kwhCumac: t.base * t.coefMode[mode] * power * t.F[yearsKey], climateZone: null, factors: [
      factor('tableValue', tr(lang, 'Montant de la fiche par kW', 'Standard sheet amount per kW'), t.base, `${KWH}/kW`),
      factor('operatingModeFactor', tr(lang, `Coefficient du mode de fonctionnement (${mode})`, `Operating pattern factor (${mode})`), t.coefMode[mode]),
      factor('power', tr(lang, 'Puissance nominale', 'Rated power'), power, 'kW'),
      factor('durationFactor', tr(lang, `Facteur de durée du contrat (${bandText(lang, yearsKey, years === 1 ? 'an' : 'ans')})`, `Contract length factor (${bandText(lang, yearsKey, years === 1 ? 'year' : 'years')})`), t.F[yearsKey]),
    ] };
  },
};

/** The latest C2E Market spot month of the data, with its précarité / classique ratio. */
export const PRECARITY_PRICE = (() => {
  const month = Object.keys(ceePrice.c2e_market_spot).sort().at(-1);
  const spot = ceePrice.c2e_market_spot[/** @type {string} */ (month)];
  if (!month || !spot) throw new Error('No c2e_market_spot price in cee-reference.json');
  return { month, classique: spot.classique, precarite: spot.precarite, ratio: spot.precarite / spot.classique, source: ceePrice.source_c2e };
})();

/** précarité / classique spot price of the latest month of C2E Market in the data. */
export const PRECARITY_PRICE_RATIO = PRECARITY_PRICE.ratio;

/** @param {number} value */
const cents = (value) => Math.round(value * 100) / 100;

/**
 * The `data` of `POST /calc/api/v2/cee`.
 * @param {string} code a simulated FOST code
 * @param {Values} values validated inputs by dotted key; `operation.engagement_date` picks the fiche version
 * @param {number} [eurosMwHCumac] classic price per MWh cumac; absent, the amount is the professional's offer (`priceByOffer`)
 * @param {Lang} [lang]
 * @param {ReadonlySet<string>} [defaulted] the keys the request left at their default (their condition is said)
 */
export function ceeResult(code, values, eurosMwHCumac, lang = 'fr', defaulted = new Set()) {
  const compute = VOLUME_BY_CODE[code];
  if (!compute) throw new Error(`No calculation for ${code}`);
  const engagementDate = values['operation.engagement_date'];
  if (!engagementDate) throw new Error('ceeResult needs operation.engagement_date');
  const picked = ficheVersion(code, engagementDate, lang);
  const { kwhCumac: raw, kwhCumacModest: rawModest, climateZone, factors, coupDePouce } = compute(values, picked.tables, lang);
  const kwhCumac = Math.round(raw);
  const kwhCumacModest = rawModest === undefined ? kwhCumac : Math.round(rawModest);
  /** @type {Record<string, unknown>} */
  const result = { kwhCumac, ...(kwhCumacModest !== kwhCumac ? { kwhCumacModest } : {}) };
  // No price: the amount is what the professional's offer pays for this volume (docs/contract.md), never a guess.
  if (eurosMwHCumac === undefined) result.priceByOffer = true;
  else {
    const modestPrice = eurosMwHCumac * PRECARITY_PRICE.ratio;
    const eurosClassic = cents((kwhCumac / 1000) * eurosMwHCumac);
    Object.assign(result, { euros: eurosClassic, eurosClassic, eurosModest: cents((kwhCumacModest / 1000) * modestPrice) });
    const month = formatMonth(lang, PRECARITY_PRICE.month);
    factors.push(
      factor('precarityPriceRatio', tr(lang,
        `Rapport entre le prix pour les ménages modestes et très modestes et le prix courant (marché C2E, ${month} : ${formatNumber(lang, PRECARITY_PRICE.precarite)} / ${formatNumber(lang, PRECARITY_PRICE.classique)} €/MWh cumac)`,
        `Ratio of the price for low and very low-income households to the standard price (C2E market, ${month}: ${PRECARITY_PRICE.precarite} / ${PRECARITY_PRICE.classique} €/MWh cumac)`), Math.round(PRECARITY_PRICE.ratio * 10000) / 10000),
      factor('eurosMwhCumacModest', tr(lang, 'Prix du MWh cumac pour un ménage modeste ou très modeste', 'Price per MWh cumac for a low or very low-income household'), cents(modestPrice), '€/MWh cumac'),
    );
  }
  const excludes = exclusionsOf(code, engagementDate, lang);
  const period = periodOf(engagementDate);
  Object.assign(result, {
    climateZone,
    fiche: picked.explanation,
    engagementDate,
    factors,
    // The price behind `euros` (the classic household's), and the modest price, which always differs from it.
    ...(eurosMwHCumac !== undefined ? { eurosMwhCumac: eurosMwHCumac, eurosMwhCumacModest: cents(eurosMwHCumac * PRECARITY_PRICE.ratio) } : {}),
    ...(excludes.length ? { excludes } : {}),
    ...(period ? { period } : {}),
    conditions: ceeConditions(code, values, { defaulted, coupDePouce }, lang),
    ...(picked.note ? { verificationNote: picked.note } : {}),
  });
  return result;
}

/** Codes with a calculation, to check against the inputs catalogue. */
export const CALCULATED_CODES = Object.keys(VOLUME_BY_CODE);

export { formatDate };
