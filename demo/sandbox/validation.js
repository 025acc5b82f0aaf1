// @ts-check
/**
 * Laravel-like validation: one French message per failing key, 422 `{message, errors}` keyed by dotted key.
 * Values are read leniently as Laravel does ("12" is an integer, "" and null are absent), so a widget
 * that renders a shape-B key as a text field still gets its number accepted.
 */
import { HttpError } from './http-util.js';

/**
 * @typedef {'string' | 'integer' | 'number' | 'boolean' | 'select'} RuleType
 * @typedef {{
 *   type: RuleType,
 *   attribute: string,
 *   required?: boolean,
 *   min?: number,
 *   max?: number,
 *   maxLength?: number,
 *   pattern?: string | RegExp,
 *   patternMessage?: string,
 *   options?: ReadonlyArray<string | {value: string | number | boolean}>,
 * }} Rule
 * @typedef {{ok: true, value: any} | {ok: false, message: string}} Checked
 */

/** Collects the messages of one request, in the order the fields were checked. */
export class Violations {
  constructor() {
    /** @type {Record<string, string[]>} */
    this.errors = {};
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

  /** Throws the 422 answer when anything failed. */
  throwIfAny() {
    if (!this.isEmpty) throw validationError(this.errors);
  }

  /**
   * Checks one value, records its message if any, and returns the normalised value (undefined when invalid or absent).
   * @param {string} key
   * @param {unknown} value
   * @param {Rule} rule
   */
  check(key, value, rule) {
    const checked = checkValue(value, rule);
    if (!checked.ok) {
      this.add(key, checked.message);
      return undefined;
    }
    return checked.value;
  }
}

/**
 * @param {Record<string, string[]>} errors
 * @returns {HttpError}
 */
export function validationError(errors) {
  const messages = Object.values(errors).flat();
  const others = messages.length - 1;
  const suffix = others === 0 ? '' : others === 1 ? ' (et 1 autre erreur)' : ` (et ${others} autres erreurs)`;
  return new HttpError(422, { message: `${messages[0] ?? 'Données invalides.'}${suffix}`, errors });
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
  if (isAbsent(value)) {
    return rule.required === false ? { ok: true, value: undefined } : { ok: false, message: `Le champ ${name} est obligatoire.` };
  }
  switch (rule.type) {
    case 'string':
      return checkString(value, rule);
    case 'integer':
    case 'number':
      return checkNumber(value, rule);
    case 'boolean':
      return checkBoolean(value, name);
    case 'select':
      return checkOption(value, rule);
  }
}

/**
 * @param {unknown} value
 * @param {Rule} rule
 * @returns {Checked}
 */
function checkString(value, rule) {
  const name = rule.attribute;
  if (typeof value !== 'string') return { ok: false, message: `Le champ ${name} doit être une chaîne de caractères.` };
  const text = value.trim();
  if (rule.maxLength !== undefined && text.length > rule.maxLength) {
    return { ok: false, message: `Le texte de ${name} ne peut pas contenir plus de ${rule.maxLength} caractères.` };
  }
  if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(text)) {
    return { ok: false, message: rule.patternMessage ?? `Le format du champ ${name} est invalide.` };
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
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(number)) {
    return { ok: false, message: rule.type === 'integer' ? `Le champ ${name} doit être un entier.` : `Le champ ${name} doit contenir un nombre.` };
  }
  if (rule.type === 'integer' && !Number.isInteger(number)) return { ok: false, message: `Le champ ${name} doit être un entier.` };
  if (rule.min !== undefined && number < rule.min) {
    return { ok: false, message: `La valeur de ${name} doit être supérieure ou égale à ${formatNumber(rule.min)}.` };
  }
  if (rule.max !== undefined && number > rule.max) {
    return { ok: false, message: `La valeur de ${name} doit être inférieure ou égale à ${formatNumber(rule.max)}.` };
  }
  return { ok: true, value: number };
}

/**
 * @param {unknown} value
 * @param {string} name
 * @returns {Checked}
 */
function checkBoolean(value, name) {
  if (value === true || value === 1 || value === '1' || value === 'true') return { ok: true, value: true };
  if (value === false || value === 0 || value === '0' || value === 'false') return { ok: true, value: false };
  return { ok: false, message: `Le champ ${name} doit être vrai ou faux.` };
}

/**
 * @param {unknown} value
 * @param {Rule} rule
 * @returns {Checked}
 */
function checkOption(value, rule) {
  const values = (rule.options ?? []).map((option) => String(typeof option === 'object' ? option.value : option));
  const given = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
  if (given === undefined || !values.includes(given)) {
    return { ok: false, message: `La valeur sélectionnée pour le champ ${rule.attribute} est invalide.` };
  }
  return { ok: true, value: given };
}

/** @param {number} value */
const formatNumber = (value) => String(value).replace('.', ',');
