/**
 * Attribute values read the same way by every element: a value that cannot work becomes a sentence for the
 * configuration message, never a silent default.
 */
import type { ClientConfig } from '../api/connection.js';
import { CONTEXTS, type Context } from '../api/schemas.js';
import { getPageConfig } from '../config.js';
import type { CommonKey } from '../i18n/common.js';
import type { Params } from '../i18n/translate.js';
import type { Words } from './localize.js';

/** Whether `value` is one of `values` (an attribute's allowed words). */
export const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T => (values as readonly unknown[]).includes(value);

/** `context` trimmed and lower-cased; absent means b2c; `valid` is false for anything but b2c or b2b. */
export function readContext(value: unknown): { context: Context; valid: boolean } {
  const text = String(value ?? '').trim().toLowerCase() || 'b2c';
  const valid = oneOf(CONTEXTS, text);
  return { context: valid ? (text as Context) : 'b2c', valid };
}

/** The sentence for an attribute value that cannot work. */
export function invalidValue<K extends string>(words: Words<K>, name: string, value: unknown, expectedKey: K | CommonKey, params?: Params): string {
  return words.t('config.invalid', { name, value: String(value), expected: words.t(expectedKey, params) });
}

/**
 * The one reading of `partner-auth`: the element's attribute, else the page's `configure({partnerAuth})`. `value`
 * is what the calls use (`bearer` only when asked for), `given` what was written, `valid` whether it can work.
 */
export function readPartnerAuth(attribute: string | undefined): { value: 'none' | 'bearer'; given?: string; valid: boolean } {
  const given = attribute || getPageConfig().partnerAuth;
  return { value: given === 'bearer' ? 'bearer' : 'none', given, valid: !given || given === 'none' || given === 'bearer' };
}

/**
 * What an element needs to reach the service, checked once for all: its `partner-auth` (`readPartnerAuth`), and in
 * `config` (the configuration its calls use) an api-base and a token source.
 */
export function connectionErrors(
  partnerAuthAttribute: string | undefined,
  config: ClientConfig,
  words: Words,
  needsPartnerApi: boolean,
): string[] {
  const errors: string[] = [];
  const partnerAuth = readPartnerAuth(partnerAuthAttribute);
  if (!partnerAuth.valid) errors.push(invalidValue(words, 'partner-auth', partnerAuth.given, 'config.partnerAuth'));
  if (!needsPartnerApi) return errors;
  if (!config.apiBase) errors.push(words.t('config.missing', { name: 'api-base' }));
  // A Bearer token for the partner API needs somewhere to get it from.
  if (config.partnerAuth === 'bearer' && !config.tokenEndpoint && !config.tokenProvider) {
    errors.push(words.t('config.missing', { name: 'token-endpoint' }));
  }
  return errors;
}
