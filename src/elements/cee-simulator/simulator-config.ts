/**
 * The simulator's attributes read and checked: a bad value is a visible configuration message, never a
 * silent fallback.
 */
import type { ClientConfig } from '../../api/connection.js';
import { AIDS, FOST_CODE_PATTERN, type Aid, type Context, type Operation } from '../../api/schemas.js';
import { connectionErrors, readContext } from '../../ui/attributes.js';

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
  t(key: string, params?: Record<string, string | number>): string;
}

export interface SimulatorConfig {
  /** Upper-cased FOST code; empty when the picker chooses. */
  fost: string;
  context: Context;
  aid: Aid;
  eurosMwHCumac?: number;
  /** Sentences for the configuration message; empty when all is well. */
  errors: string[];
}

const oneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

export function readSimulatorConfig(source: SimulatorConfigSource): SimulatorConfig {
  const t = source.t.bind(source);
  const errors: string[] = [];
  const invalid = (name: string, value: unknown, expected: string) =>
    errors.push(t('config.invalid', { name, value: String(value), expected: t(expected) }));

  // String(): a host's script may set a number, or null, where an attribute would give a string.
  const fost = String(source.fost ?? '').trim().toUpperCase();
  if (fost && !FOST_CODE_PATTERN.test(fost)) invalid('fost', source.fost, 'sim.config.fost');

  const { context, valid } = readContext(source.context);
  if (!valid) invalid('context', source.context, 'config.context');

  const aidValue = String(source.aid ?? '').trim().toLowerCase() || 'cee';
  const aid: Aid = oneOf(AIDS, aidValue) ? aidValue : 'cee';
  if (!oneOf(AIDS, aidValue)) invalid('aid', source.aid, 'sim.config.aid');

  let eurosMwHCumac: number | undefined;
  const price = source.eurosMwhCumac;
  if (price !== undefined && price !== null && price !== '') {
    const number = typeof price === 'number' ? price : Number(String(price).trim().replace(',', '.'));
    if (Number.isFinite(number) && number > 0) eurosMwHCumac = number;
    else invalid('euros-mwh-cumac', source.getAttribute('euros-mwh-cumac') ?? price, 'sim.config.price');
  }

  const client = source.client.config;
  if (!client.calcBase) errors.push(t('config.missing', { name: 'calc-base' }));
  if (!client.tokenEndpoint && !client.tokenProvider) errors.push(t('config.missing', { name: 'token-endpoint' }));
  // Only the operation picker (no `fost`) reads the partner API.
  errors.push(...connectionErrors(source, t, !fost));

  const config: SimulatorConfig = { fost, context, aid, errors };
  if (eurosMwHCumac !== undefined) config.eurosMwHCumac = eurosMwHCumac;
  return config;
}

/** The operations a visitor in this context may choose. */
export function operationsFor(operations: readonly Operation[], context: Context): Operation[] {
  return operations.filter((operation) => (context === 'b2b' ? operation.can_b2b : operation.can_b2c));
}

export const allowsBothContexts = (operation: Operation | undefined): boolean => Boolean(operation?.can_b2b && operation.can_b2c);
