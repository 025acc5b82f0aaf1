// @ts-check
/**
 * The calculation API under /calc/api/v2 (simulation inputs, CEE, MPR) and the token endpoint.
 */
import { ceeResult } from './calculation.js';
import { mprResult } from './mpr.js';
import { simulationInputs, toShapeB } from './simulation-inputs.js';
import { Violations, attributeOf } from './validation.js';

/** @typedef {import('./http-util.js').Route} Route */
/** @typedef {import('./http-util.js').RouteContext} RouteContext */
/** @typedef {import('./simulation-inputs.js').Descriptor} Descriptor */

const CONTEXT_RULE = /** @type {const} */ ({ type: 'select', attribute: 'contexte', options: ['b2c', 'b2b'] });

/**
 * A value by dotted key: nested as CONTRACT.md says, or (tolerated) sent flat under the dotted key.
 * @param {Record<string, any>} body
 * @param {string} key
 */
function valueAt(body, key) {
  if (key in body) return body[key];
  return key.split('.').reduce((node, part) => (node !== null && typeof node === 'object' ? node[part] : undefined), /** @type {any} */ (body));
}

/**
 * Validates the payload against the descriptors; returns the values by dotted key (defaults applied).
 * @param {Violations} v
 * @param {Record<string, any>} body
 * @param {Descriptor[]} descriptors
 */
function readValues(v, body, descriptors) {
  /** @type {Record<string, any>} */
  const values = {};
  for (const d of descriptors) {
    const value = v.check(d.key, valueAt(body, d.key), {
      type: d.type,
      attribute: attributeOf(d.label),
      required: d.required,
      min: d.min,
      max: d.max,
      pattern: d.pattern,
      patternMessage: d.key.endsWith('.department') ? 'Le département doit être un code de département français (ex. 69, 2A, 974).' : undefined,
      options: d.options,
    });
    values[d.key] = value ?? d.default;
  }
  return values;
}

/**
 * `fost_code` and `context` of a calculation body, then the descriptors they select (404 when none).
 * @param {Record<string, any>} body
 * @param {'cee' | 'mpr'} aid
 */
function target(body, aid) {
  const v = new Violations();
  const code = v.check('fost_code', body.fost_code, { type: 'string', attribute: 'code FOST', maxLength: 32 });
  const context = v.check('context', body.context, CONTEXT_RULE);
  v.throwIfAny();
  const fostCode = String(code).toUpperCase();
  return { code: fostCode, descriptors: simulationInputs(fostCode, context, aid) };
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

function getSimulationInputs({ params, url, settings }) {
  const v = new Violations();
  const context = v.check('context', decodeSegment(params[1]), CONTEXT_RULE);
  const aid = v.check('aid', url.searchParams.get('aid'), { type: 'select', attribute: 'aide', required: false, options: ['cee', 'mpr'] });
  v.throwIfAny();
  const descriptors = simulationInputs(decodeSegment(params[0]).toUpperCase(), context, aid ?? 'cee');
  return { status: 200, body: { data: settings.inputsShape === 'b' ? toShapeB(descriptors) : descriptors } };
}

/** @param {RouteContext} context */
async function postCee({ json }) {
  const body = await json();
  const { code, descriptors } = target(body, 'cee');
  const v = new Violations();
  const values = readValues(v, body, descriptors);
  const price = v.check('eurosMwHCumac', body.eurosMwHCumac, { type: 'number', attribute: 'prix du MWh cumac', required: false });
  if (price !== undefined && price <= 0) v.add('eurosMwHCumac', 'Le prix du MWh cumac doit être un nombre positif.');
  v.throwIfAny();
  return { status: 200, body: { data: ceeResult(code, values, price) } };
}

/** @param {RouteContext} context */
async function postMpr({ json }) {
  const body = await json();
  const { code, descriptors } = target(body, 'mpr');
  const v = new Violations();
  const values = readValues(v, body, descriptors);
  v.throwIfAny();
  return { status: 200, body: { data: mprResult(code, values) } };
}

/** @type {Route[]} */
export const calcRoutes = [
  { method: 'POST', pattern: /^\/token$/, auth: 'none', handle: ({ tokens }) => ({ status: 200, body: tokens.issue() }) },
  { method: 'GET', pattern: /^\/calc\/api\/v2\/simulation-inputs\/([^/]+)\/([^/]+)$/, auth: 'required', handle: getSimulationInputs },
  { method: 'POST', pattern: /^\/calc\/api\/v2\/cee$/, auth: 'required', handle: postCee },
  { method: 'POST', pattern: /^\/calc\/api\/v2\/mpr$/, auth: 'required', handle: postMpr },
];
