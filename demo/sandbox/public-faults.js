// @ts-check
/**
 * The fault switch of the two public services the sandbox stands in for (the Géoplateforme geocoder, ADEME's DPE
 * lines), for tests and demos: `POST /__sandbox/public-fault` with
 * `{service: "geocoder" | "dpe", fault: "unavailable" | "rate-limited" | "hang" | "off", times?, retryAfter?, delayMs?}`
 * makes the service's next answers (`times` of them, or all until the next switch or reset) a 503, a 429 with
 * `Retry-After: retryAfter` seconds (30 by default), or no answer for `delayMs` (10 minutes by default: until the
 * client gives up); `off` puts it back. Each switch replaces the service's last one. Built on the fail-next rules,
 * so `POST /__sandbox/reset` clears it too.
 */
import { GEOCODER_PATH } from './geocoder.js';
import { DPE_PATH } from './dpe.js';
import { Violations } from './validation.js';

/** @typedef {import('./control.js').FailRules} FailRules */

const PATHS = { geocoder: GEOCODER_PATH, dpe: DPE_PATH };
const FAULTS = ['unavailable', 'rate-limited', 'hang', 'off'];

/**
 * @param {FailRules} failRules
 * @returns {import('./http-util.js').Route[]}
 */
export function publicFaultRoutes(failRules) {
  return [{
    method: 'POST',
    pattern: /^\/__sandbox\/public-fault$/,
    auth: 'none',
    handle: async ({ json }) => {
      const body = await json();
      const v = new Violations();
      const service = v.check('service', body.service, { type: 'select', attribute: 'service', options: Object.keys(PATHS) });
      const fault = v.check('fault', body.fault, { type: 'select', attribute: 'panne', options: FAULTS });
      const times = v.check('times', body.times, { type: 'integer', attribute: 'nombre de fois', required: false, min: 1 });
      const retryAfter = v.check('retryAfter', body.retryAfter, { type: 'integer', attribute: 'Retry-After', required: false, min: 0, max: 3600 });
      const delayMs = v.check('delayMs', body.delayMs, { type: 'integer', attribute: 'délai', required: false, min: 0, max: 600000 });
      v.throwIfAny();
      const path = PATHS[/** @type {keyof typeof PATHS} */ (service)];
      failRules.rules = failRules.rules.filter((rule) => rule.path !== path);
      /** @type {import('./control.js').FailRule} */
      const rule = { method: 'GET', path, delayMs: 0, times: times ?? Number.MAX_SAFE_INTEGER };
      if (fault === 'unavailable') failRules.add({ ...rule, status: 503 });
      else if (fault === 'rate-limited') failRules.add({ ...rule, status: 429, retryAfter: retryAfter ?? 30 });
      else if (fault === 'hang') failRules.add({ ...rule, delayMs: delayMs ?? 600000 });
      return { status: 204 };
    },
  }];
}
