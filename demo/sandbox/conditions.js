// @ts-check
/**
 * What an amount assumes (`conditions`, docs/contract.md, « The service’s answers: versions, dates and conditions »): each condition the amount rests on that the visitor was not asked
 * or left at its default, in the answer's language, as `{key?, text}`. `key` names the input when there is one (a
 * dwelling's condition left at its default); rules of the scheme have none (an RGE professional, the Coup de pouce's
 * charter offer accepted before the quote is signed, works started after the Anah acknowledges the application).
 * Each text completes « Montant estimé … » / "Estimated amount …".
 */
import { fiches, mprData } from './reference.js';
import { formatDate, pick } from './i18n.js';

/**
 * @typedef {import('./i18n.js').Lang} Lang
 * @typedef {{fr: string, en: string}} Text
 * @typedef {{key?: string, text: string}} Condition
 * @typedef {{applied: boolean, mainResidence: boolean, approvedModel: boolean}} CoupDePouceApplied what the Coup de
 *   pouce step did: whether it multiplied the volume, whether its page reserves it to main residences, whether the
 *   version asks a heat pump of an approved model
 */

/** @type {Record<string, Text>} */
const TEXT = {
  mainResidence: { fr: 'pour une résidence principale', en: 'for a main residence' },
  over15Years: { fr: 'pour un logement construit il y a plus de 15 ans', en: 'for a home built more than 15 years ago' },
  // Every fiche with `rge` says so in its § 3 (décret n° 2014-812, article 2); MaPrimeRénov' too (décret n° 2020-26).
  rge: {
    fr: 'pour des travaux réalisés par un professionnel RGE (reconnu garant de l’environnement)',
    en: 'for works carried out by an RGE-certified professional (recognised environmental guarantor)',
  },
  // The ministry's Coup de pouce Chauffage page: « Accepter l’offre du signataire de la charte (ou un de ses partenaires)
  // avant de signer le devis des travaux ».
  charter: {
    fr: 'pour une offre Coup de pouce Chauffage d’un signataire de la charte, acceptée avant de signer le devis',
    en: 'for a Coup de pouce Chauffage offer from a charter signatory, accepted before the quote is signed',
  },
  // The same page, for BAR-TH-112: « labellisé Flamme verte 7* ou possède des performances équivalentes » (bûches:
  // rendement ≥ 75 %, CO ≤ 0,12 % ; granulés : rendement ≥ 87 %, CO ≤ 0,02 %). The label's seasonal efficiency floors
  // (ηs 65 % for logs, 79 % for pellets, as the label's criteria are published, e.g. poelesabois.com's Flamme verte page)
  // lie under the fiche's own (66 %, 80 % for pellets, § 3 b): every Etas band the fiche accepts meets them, so the
  // multiplier holds on each band; what the label adds (CO, dust) is asked nowhere, hence said as a condition.
  flammeVerte: {
    fr: 'pour un appareil labellisé Flamme verte 7 étoiles ou aux performances équivalentes (rendement d’au moins 75 % au bois en bûches, 87 % aux granulés)',
    en: 'for an appliance with the Flamme verte 7-star label or equivalent performance (efficiency of at least 75% with logs, 87% with pellets)',
  },
  approvedModel: {
    fr: 'pour une pompe à chaleur d’un modèle agréé, inscrit sur la liste officielle des modèles agréés',
    en: 'for a heat pump of an approved model, on the official list of approved models',
  },
  // Décret n° 2020-26, article 2: « Seuls les travaux et prestations commencés après l’accusé de réception par l’Agence
  // nationale de l’habitat de la demande de prime y ouvrent droit. »
  anah: {
    fr: 'pour des travaux commencés seulement après l’accusé de réception de la demande par l’Anah',
    en: 'for works started only after the Anah acknowledges the application',
  },
  // The forfait's row (arrêté du 14 janvier 2020, annexe 2, tableau 1, as replaced by the arrêté du 29 décembre 2022):
  // « Isolation des rampants de toiture et plafonds de combles »; a lost attic's floor is not among them.
  atticPart: {
    fr: 'pour l’isolation de rampants de toiture ou de plafonds de combles aménagés : l’isolation d’un plancher de combles perdus n’ouvre pas droit à ce forfait',
    en: 'for insulating roof slopes or converted loft ceilings: insulating the floor of an unconverted loft does not qualify for this flat rate',
  },
};

/**
 * @param {Lang} lang
 * @param {Text} text
 * @param {string} [key]
 * @returns {Condition}
 */
const condition = (lang, text, key) => (key === undefined ? { text: pick(lang, text) } : { key, text: pick(lang, text) });

/**
 * The conditions of a CEE answer.
 * @param {string} code
 * @param {Record<string, any>} values
 * @param {{defaulted: ReadonlySet<string>, coupDePouce?: CoupDePouceApplied}} how
 * @param {Lang} lang
 * @returns {Condition[]}
 */
export function ceeConditions(code, values, { defaulted, coupDePouce }, lang) {
  /** @type {Condition[]} */
  const found = [];
  if (coupDePouce?.applied) {
    if (coupDePouce.mainResidence && defaulted.has('housing.main_residence')) found.push(condition(lang, TEXT.mainResidence, 'housing.main_residence'));
    if (code === 'BAR-TH-112') found.push(condition(lang, TEXT.flammeVerte));
    if (coupDePouce.approvedModel) found.push(condition(lang, TEXT.approvedModel));
  }
  if (fiches[code]?.rge) found.push(condition(lang, TEXT.rge));
  if (coupDePouce?.applied) found.push(condition(lang, TEXT.charter));
  return found;
}

/**
 * The MaPrimeRénov' suspension an application date falls in, if any (data/mpr.json `suspensions`).
 * @param {string} date ISO date
 * @returns {{from: string, to: string, reopened: string} | undefined}
 */
export function suspensionOf(date) {
  return /** @type {Array<{from: string, to: string, reopened: string}>} */ (mprData.suspensions).find((s) => s.from <= date && date <= s.to);
}

/**
 * The conditions of an eligible MaPrimeRénov' answer.
 * @param {string} code
 * @param {Record<string, any>} values
 * @param {{defaulted: ReadonlySet<string>, applicationDate: string}} how
 * @param {Lang} lang
 * @returns {Condition[]}
 */
export function mprConditions(code, values, { defaulted, applicationDate }, lang) {
  /** @type {Condition[]} */
  const found = [];
  const suspension = suspensionOf(applicationDate);
  if (suspension) {
    const [from, to, reopened] = [suspension.from, suspension.to, suspension.reopened].map((d) => formatDate(lang, d));
    found.push(condition(lang, {
      fr: `pour une demande déposée à partir du ${reopened} : MaPrimeRénov’ n’a pris aucune nouvelle demande du ${from} au ${to}`,
      en: `for an application filed from ${reopened}: MaPrimeRénov’ took no new applications from ${from} to ${to}`,
    }, 'mpr.application_date'));
  }
  if (defaulted.has('housing.main_residence')) found.push(condition(lang, TEXT.mainResidence, 'housing.main_residence'));
  if (defaulted.has('housing.over_15_years')) found.push(condition(lang, TEXT.over15Years, 'housing.over_15_years'));
  if (code === 'BAR-EN-101' && values['operation.attic_part'] === undefined) found.push(condition(lang, TEXT.atticPart, 'operation.attic_part'));
  // The energy audit is a study, not works done by a professional of the trade.
  if (code !== 'MPR-AUDIT') found.push(condition(lang, TEXT.rge));
  found.push(condition(lang, TEXT.anah));
  return found;
}
