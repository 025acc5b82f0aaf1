// @ts-check
/**
 * The calculation API under /calc/api/v2 (simulation inputs, CEE, MPR) and the token endpoint.
 */
import { ceeResult } from './calculation.js';
import { mprResult } from './mpr.js';
import { publicDescriptor, simulationInputs, toShapeB } from './simulation-inputs.js';
import { Violations, attributeOf } from './validation.js';
import { langOf, tr } from './i18n.js';
import { today } from './reference.js';

/** @typedef {import('./http-util.js').Route} Route */
/** @typedef {import('./http-util.js').RouteContext} RouteContext */
/** @typedef {import('./simulation-inputs.js').Descriptor} Descriptor */

const CONTEXT_RULE = /** @type {const} */ ({ type: 'select', attribute: 'contexte', options: ['b2c', 'b2b'] });

/**
 * A value by dotted key: nested as docs/contract.md says, or (tolerated) sent flat under the dotted key.
 * @param {Record<string, any>} body
 * @param {string} key
 */
function valueAt(body, key) {
  if (key in body) return body[key];
  return key.split('.').reduce((node, part) => (node !== null && typeof node === 'object' ? node[part] : undefined), /** @type {any} */ (body));
}

/** The dates that default to the day of the request: the CEE's quote, MaPrimeRénov’'s application. */
const DATE_KEYS = ['operation.engagement_date', 'mpr.application_date'];

/**
 * Validates the payload against the descriptors; returns the values by dotted key (defaults applied; the
 * engagement and application dates default to the day of the request) and the keys left at their default.
 * @param {Violations} v
 * @param {Record<string, any>} body
 * @param {Descriptor[]} descriptors
 * @param {import('./i18n.js').Lang} lang
 */
function readValues(v, body, descriptors, lang) {
  /** @type {Record<string, any>} */
  const values = {};
  /** @type {Set<string>} */
  const defaulted = new Set();
  for (const d of descriptors) {
    const value = v.check(d.key, valueAt(body, d.key), {
      type: d.type,
      attribute: lang === 'en' ? d.label.charAt(0).toLowerCase() + d.label.slice(1) : attributeOf(d.label),
      lang,
      subject: d.subject,
      unit: d.unit,
      required: d.required,
      min: d.min,
      max: d.max,
      pattern: d.pattern,
      patternMessage: d.key.endsWith('.department')
        ? tr(lang, 'Le département doit être un code de département français (ex. 69, 2A, 974).', 'The département must be a French département code (e.g. 69, 2A, 974).')
        : undefined,
      options: d.options,
    });
    if (value === undefined && !v.has(d.key)) defaulted.add(d.key);
    values[d.key] = value ?? d.default;
  }
  for (const key of DATE_KEYS) if (descriptors.some((d) => d.key === key) && !v.has(key)) values[key] ??= today();
  return { values, defaulted };
}

/**
 * `fost_code` and `context` of a calculation body, then the descriptors they select (404 when none).
 * @param {Record<string, any>} body
 * @param {'cee' | 'mpr'} aid
 * @param {import('./i18n.js').Lang} lang
 */
function target(body, aid, lang) {
  const v = new Violations();
  const code = v.check('fost_code', body.fost_code, { type: 'string', attribute: tr(lang, 'code FOST', 'FOST code'), maxLength: 32, lang });
  const context = v.check('context', body.context, { ...CONTEXT_RULE, attribute: tr(lang, 'contexte', 'context'), lang });
  v.throwIfAny(lang);
  const fostCode = String(code).toUpperCase();
  return { code: fostCode, descriptors: simulationInputs(fostCode, context, aid, lang) };
}

/** @param {RouteContext} context */
/** A path segment decoded, or as sent when its percent-encoding is malformed (it then matches nothing). */
function decodeSegment(segment) {
  try {
    return decodeURIComponent(String(segment));
  } catch {
    return String(segment);
  }
}

function getSimulationInputs({ params, url, settings, req }) {
  const lang = langOf(req);
  const v = new Violations();
  const context = v.check('context', decodeSegment(params[1]), { ...CONTEXT_RULE, attribute: tr(lang, 'contexte', 'context'), lang });
  const aid = v.check('aid', url.searchParams.get('aid'), { type: 'select', attribute: tr(lang, 'aide', 'aid'), required: false, options: ['cee', 'mpr'], lang });
  v.throwIfAny(lang);
  const descriptors = simulationInputs(decodeSegment(params[0]).toUpperCase(), context, aid ?? 'cee', lang).map(publicDescriptor);
  // Shape B cannot say that a key is optional, so it leaves out the dates (which then default to today).
  const shapeB = () => toShapeB(descriptors.filter((d) => !DATE_KEYS.includes(d.key)));
  return { status: 200, body: { data: settings.inputsShape === 'b' ? shapeB() : descriptors } };
}

/** @param {RouteContext} context */
async function postCee({ json, req }) {
  const lang = langOf(req);
  const body = await json();
  const { code, descriptors } = target(body, 'cee', lang);
  const v = new Violations();
  const { values, defaulted } = readValues(v, body, descriptors, lang);
  const price = v.check('eurosMwHCumac', body.eurosMwHCumac, { type: 'number', attribute: tr(lang, 'prix du MWh cumac', 'price per MWh cumac'), required: false, lang });
  if (price !== undefined && price <= 0) {
    v.add('eurosMwHCumac', tr(lang, 'Le prix du MWh cumac doit être un nombre positif.', 'The price per MWh cumac must be a positive number.'));
  }
  v.throwIfAny(lang);
  return { status: 200, body: { data: ceeResult(code, values, price, lang, defaulted) } };
}

/** @param {RouteContext} context */
async function postMpr({ json, req }) {
  const lang = langOf(req);
  const body = await json();
  const { code, descriptors } = target(body, 'mpr', lang);
  const v = new Violations();
  const { values, defaulted } = readValues(v, body, descriptors, lang);
  v.throwIfAny(lang);
  return { status: 200, body: { data: mprResult(code, values, lang, defaulted) } };
}

/** @type {Route[]} */
export const calcRoutes = [
  { method: 'POST', pattern: /^\/token$/, auth: 'none', handle: ({ tokens }) => ({ status: 200, body: tokens.issue() }) },
  { method: 'GET', pattern: /^\/calc\/api\/v2\/simulation-inputs\/([^/]+)\/([^/]+)$/, auth: 'required', handle: getSimulationInputs },
  { method: 'POST', pattern: /^\/calc\/api\/v2\/cee$/, auth: 'required', handle: postCee },
  { method: 'POST', pattern: /^\/calc\/api\/v2\/mpr$/, auth: 'required', handle: postMpr },
];
