/**
 * The simulator's attributes read and checked: a bad value is a visible configuration message, never a
 * silent fallback.
 */
import type { ClientConfig } from '../../api/connection.js';
import { AIDS, fostCode, type Aid, type Context } from '../../api/schemas.js';
import { connectionErrors, oneOf, readContext } from '../../ui/attributes.js';
import type { CommonKey } from '../../i18n/common.js';
import type { Params } from '../../i18n/translate.js';
import type { Words } from '../../ui/localize.js';
import type { SimulatorKey } from './cee-simulator.messages.js';

/** What the configuration is read from: the element's properties, attributes and resolved client. */
export interface SimulatorConfigSource {
  fost?: string | null;
  context?: string | null;
  aid?: string | null;
  eurosMwhCumac?: number | string | null;
  partnerAuth?: string;
  /** The price attribute as written is quoted in the message. */
  getAttribute(name: string): string | null;
  readonly client: { readonly config: ClientConfig };
}

export interface SimulatorConfig {
  /** Upper-cased FOST code; empty when the picker chooses. */
  fost: string;
  context: Context;
  aid: Aid;
  eurosMwhCumac?: number;
  /** Sentences for the configuration message; empty when all is well. */
  errors: string[];
}

export function readSimulatorConfig(source: SimulatorConfigSource, words: Words<SimulatorKey>): SimulatorConfig {
  const t = (key: SimulatorKey | CommonKey, params?: Params) => words.t(key, params);
  const errors: string[] = [];
  const invalid = (name: string, value: unknown, expected: SimulatorKey | CommonKey) =>
    errors.push(t('config.invalid', { name, value: String(value), expected: t(expected) }));

  // String(): a host's script may set a number, or null, where an attribute would give a string.
  // Trimmed and upper-cased when it is a code of the register; anything else (`..`, `a/b`) is said, never sent.
  const written = String(source.fost ?? '').trim();
  const fost = fostCode(written) ?? '';
  if (written && !fost) invalid('fost', source.fost, 'sim.config.fost');

  const { context, valid } = readContext(source.context);
  if (!valid) invalid('context', source.context, 'config.context');

  const aidValue = String(source.aid ?? '').trim().toLowerCase() || 'cee';
  const aid: Aid = oneOf(AIDS, aidValue) ? aidValue : 'cee';
  if (!oneOf(AIDS, aidValue)) invalid('aid', source.aid, 'sim.config.aid');

  let eurosMwhCumac: number | undefined;
  const price = source.eurosMwhCumac;
  if (price !== undefined && price !== null && price !== '') {
    const number = typeof price === 'number' ? price : Number(String(price).trim().replace(',', '.'));
    if (Number.isFinite(number) && number > 0) eurosMwhCumac = number;
    else invalid('euros-mwh-cumac', source.getAttribute('euros-mwh-cumac') ?? price, 'sim.config.price');
  }

  const client = source.client.config;
  if (!client.calcBase) errors.push(t('config.missing', { name: 'calc-base' }));
  if (!client.tokenEndpoint && !client.tokenProvider) errors.push(t('config.missing', { name: 'token-endpoint' }));
  // Only the operation picker (no `fost`) reads the partner API.
  errors.push(...connectionErrors(source.partnerAuth, client, words, !fost));

  const config: SimulatorConfig = { fost, context, aid, errors };
  if (eurosMwhCumac !== undefined) config.eurosMwhCumac = eurosMwhCumac;
  return config;
}
