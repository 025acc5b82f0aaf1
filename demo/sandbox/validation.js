// @ts-check
/**
 * Laravel-like validation: one message per failing key, in the answer's language, 422 `{message, errors}` keyed by
 * dotted key.
 * Values are read leniently as Laravel does ("12" is an integer, "" and null are absent), so a widget
 * that renders a shape-B key as a text field still gets its number accepted.
 */
import { HttpError } from './http-util.js';
import { formatDate, tr } from './i18n.js';

/**
 * @typedef {'string' | 'integer' | 'number' | 'boolean' | 'select' | 'date'} RuleType
 * @typedef {{
 *   type: RuleType,
 *   attribute: string,
 *   lang?: import('./i18n.js').Lang,
 *   subject?: string,
 *   unit?: string,
 *   required?: boolean,
 *   min?: number,
 *   max?: number,
 *   maxLength?: number,
 *   pattern?: string | RegExp,
 *   patternMessage?: string,
 *   options?: ReadonlyArray<string | {value: string | number | boolean}>,
 *   voice?: 'partner',
 * }} Rule
 * @typedef {{ok: true, value: any} | {ok: false, message: string}} Checked
 */

/**
 * Collects the messages of one request, in the order the fields were checked. Given a language, every rule checked
 * speaks it unless it names its own; `voice: 'partner'` keeps the partner API's sentences (see `checkOption`).
 */
export class Violations {
  /**
   * @param {import('./i18n.js').Lang} [lang]
   * @param {{voice?: 'partner'}} [options]
   */
  constructor(lang, options = {}) {
    /** @type {Record<string, string[]>} */
    this.errors = {};
    this.lang = lang;
    this.voice = options.voice;
  }

  /**
   * @param {string} key
   * @param {string} message
   */
  add(key, message) {
    (this.errors[key] ??= []).push(message);
  }

  /** @param {string} key */
  has(key) {
    return key in this.errors;
  }

  get isEmpty() {
    return Object.keys(this.errors).length === 0;
  }

  /**
   * Throws the 422 answer when anything failed.
   * @param {import('./i18n.js').Lang} [lang]
   */
  throwIfAny(lang = this.lang) {
    if (!this.isEmpty) throw validationError(this.errors, lang);
  }

  /**
   * Checks one value, records its message if any, and returns the normalised value (undefined when invalid or absent).
   * @param {string} key
   * @param {unknown} value
   * @param {Rule} rule
   */
  check(key, value, rule) {
    const checked = checkValue(value, { lang: this.lang, voice: this.voice, ...rule });
    if (!checked.ok) {
      this.add(key, checked.message);
      return undefined;
    }
    return checked.value;
  }
}

/**
 * @param {Record<string, string[]>} errors
 * @param {import('./i18n.js').Lang} [lang]
 * @returns {HttpError}
 */
export function validationError(errors, lang = 'fr') {
  const messages = Object.values(errors).flat();
  const others = messages.length - 1;
  const suffix = others === 0 ? ''
    : others === 1 ? tr(lang, ' (et 1 autre erreur)', ' (and 1 more error)')
      : tr(lang, ` (et ${others} autres erreurs)`, ` (and ${others} more errors)`);
  return new HttpError(422, { message: `${messages[0] ?? tr(lang, 'Données invalides.', 'Invalid data.')}${suffix}`, errors });
}

/**
 * A label as it reads inside a sentence: "Surface chauffée" -> "surface chauffée", "SCOP" stays.
 * @param {string} label
 */
export function attributeOf(label) {
  return /^\p{Lu}\p{Lu}/u.test(label) ? label : label.charAt(0).toLocaleLowerCase('fr') + label.slice(1);
}

/** @param {unknown} value */
export const isAbsent = (value) => value === undefined || value === null || value === '';

/**
 * @param {unknown} value
 * @param {Rule} rule
 * @returns {Checked}
 */
export function checkValue(value, rule) {
  const name = rule.attribute;
  const lang = rule.lang ?? 'fr';
  if (isAbsent(value)) {
    return rule.required === false ? { ok: true, value: undefined }
      : { ok: false, message: tr(lang, `Le champ ${name} est obligatoire.`, `The ${name} field is required.`) };
  }
  switch (rule.type) {
    case 'string':
      return checkString(value, rule);
    case 'integer':
    case 'number':
      return checkNumber(value, rule);
    case 'boolean':
      return checkBoolean(value, name, lang);
    case 'select':
      return checkOption(value, rule);
    case 'date':
      return checkDate(value, rule);
  }
}

/**
 * @param {unknown} value
 * @param {Rule} rule
 * @returns {Checked}
 */
function checkString(value, rule) {
  const name = rule.attribute;
  const lang = rule.lang ?? 'fr';
  if (typeof value !== 'string') return { ok: false, message: tr(lang, `Le champ ${name} doit être une chaîne de caractères.`, `The ${name} field must be text.`) };
  const text = value.trim();
  if (rule.maxLength !== undefined && text.length > rule.maxLength) {
    return { ok: false, message: tr(lang, `Le texte de ${name} ne peut pas contenir plus de ${rule.maxLength} caractères.`, `The ${name} text cannot be longer than ${rule.maxLength} characters.`) };
  }
  if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(text)) {
    return { ok: false, message: rule.patternMessage ?? tr(lang, `Le format du champ ${name} est invalide.`, `The ${name} field is not in a recognised format.`) };
  }
  return { ok: true, value: text };
}

/**
 * @param {unknown} value
 * @param {Rule} rule
 * @returns {Checked}
 */
function checkNumber(value, rule) {
  const name = rule.attribute;
  const lang = rule.lang ?? 'fr';
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  const integer = tr(lang, `Le champ ${name} doit être un entier.`, `The ${name} field must be a whole number.`);
  if (!Number.isFinite(number)) {
    return { ok: false, message: rule.type === 'integer' ? integer : tr(lang, `Le champ ${name} doit contenir un nombre.`, `The ${name} field must contain a number.`) };
  }
  if (rule.type === 'integer' && !Number.isInteger(number)) return { ok: false, message: integer };
  // 'La surface vitrée doit être d’au moins 1 m²': the subject names the field, the unit says what is expected.
  // Without a subject (the partner API), the former sentences stay.
  if (rule.subject === undefined) {
    if (rule.min !== undefined && number < rule.min) {
      return { ok: false, message: tr(lang, `La valeur de ${name} doit être supérieure ou égale à ${formatNumber(rule.min, lang)}.`, `The ${name} must be at least ${formatNumber(rule.min, lang)}.`) };
    }
    if (rule.max !== undefined && number > rule.max) {
      return { ok: false, message: tr(lang, `La valeur de ${name} doit être inférieure ou égale à ${formatNumber(rule.max, lang)}.`, `The ${name} must be at most ${formatNumber(rule.max, lang)}.`) };
    }
    return { ok: true, value: number };
  }
  const subject = rule.subject;
  const unit = rule.unit ? ` ${rule.unit}` : '';
  if (rule.min !== undefined && number < rule.min) {
    return { ok: false, message: tr(lang, `${subject} doit être d’au moins ${formatNumber(rule.min, lang)}${unit}.`, `${subject} must be at least ${formatNumber(rule.min, lang)}${unit}.`) };
  }
  if (rule.max !== undefined && number > rule.max) {
    return { ok: false, message: tr(lang, `${subject} doit être d’au plus ${formatNumber(rule.max, lang)}${unit}.`, `${subject} must be at most ${formatNumber(rule.max, lang)}${unit}.`) };
  }
  return { ok: true, value: number };
}

/**
 * @param {unknown} value
 * @param {string} name
 * @param {import('./i18n.js').Lang} lang
 * @returns {Checked}
 */
function checkBoolean(value, name, lang) {
  if (value === true || value === 1 || value === '1' || value === 'true') return { ok: true, value: true };
  if (value === false || value === 0 || value === '0' || value === 'false') return { ok: true, value: false };
  return { ok: false, message: tr(lang, `Le champ ${name} doit être vrai ou faux.`, `The ${name} field must be yes or no.`) };
}

/**
 * An ISO calendar date (YYYY-MM-DD) that exists.
 * @param {unknown} value
 * @param {Rule} rule
 * @returns {Checked}
 */
function checkDate(value, rule) {
  const lang = rule.lang ?? 'fr';
  const text = typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || date.toISOString().slice(0, 10) !== text) {
    return { ok: false, message: tr(lang, `Le champ ${rule.attribute} doit être une date au format AAAA-MM-JJ.`, `The ${rule.attribute} field must be a date written YYYY-MM-DD.`) };
  }
  return { ok: true, value: text };
}

export { formatDate };

/**
 * @param {unknown} value
 * @param {Rule} rule
 * @returns {Checked}
 */
function checkOption(value, rule) {
  const values = (rule.options ?? []).map((option) => String(typeof option === 'object' ? option.value : option));
  const given = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
  if (given === undefined || !values.includes(given)) {
    // The calculation API answers a plain sentence; the partner API keeps its former one.
    const lang = rule.lang ?? 'fr';
    const message = rule.voice === 'partner' || rule.lang === undefined
      ? tr(lang, `La valeur sélectionnée pour le champ ${rule.attribute} est invalide.`, `The value chosen for the ${rule.attribute} field is not one of those offered.`)
      : tr(lang, `Choisissez pour le champ ${rule.attribute} une des valeurs proposées.`, `Choose one of the values offered for the ${rule.attribute} field.`);
    return { ok: false, message };
  }
  return { ok: true, value: given };
}

/**
 * @param {number} value
 * @param {import('./i18n.js').Lang} [lang]
 */
const formatNumber = (value, lang = 'fr') => (lang === 'en' ? String(value) : String(value).replace('.', ','));
