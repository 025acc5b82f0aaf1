/**
 * The simulator's attributes read and checked: a bad value is a visible configuration message, never a
 * silent fallback.
 */
import { AIDS, CONTEXTS, FOST_CODE_PATTERN, type Aid, type Context } from '../../api/schemas.js';

export interface SimulatorAttributes {
  fost?: string | null;
  context?: string | null;
  aid?: string | null;
  eurosMwhCumac?: number | string | null;
  /** The attribute as written, to quote it in the message. */
  priceAttribute?: string | null;
  calcBase?: string;
  hasTokenSource: boolean;
  /** Only needed by the operation picker (no `fost`). */
  apiBase?: string;
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

type Translate = (key: string, params?: Record<string, string | number>) => string;

const oneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

export function readSimulatorConfig(attributes: SimulatorAttributes, t: Translate): SimulatorConfig {
  const errors: string[] = [];
  const invalid = (name: string, value: unknown, expected: string) =>
    errors.push(t('config.invalid', { name, value: String(value), expected: t(expected) }));

  const fost = (attributes.fost ?? '').trim().toUpperCase();
  if (fost && !FOST_CODE_PATTERN.test(fost)) invalid('fost', attributes.fost, 'sim.config.fost');

  const contextValue = (attributes.context ?? '').trim().toLowerCase() || 'b2c';
  const context: Context = oneOf(CONTEXTS, contextValue) ? contextValue : 'b2c';
  if (!oneOf(CONTEXTS, contextValue)) invalid('context', attributes.context, 'sim.config.context');

  const aidValue = (attributes.aid ?? '').trim().toLowerCase() || 'cee';
  const aid: Aid = oneOf(AIDS, aidValue) ? aidValue : 'cee';
  if (!oneOf(AIDS, aidValue)) invalid('aid', attributes.aid, 'sim.config.aid');

  let eurosMwHCumac: number | undefined;
  const price = attributes.eurosMwhCumac;
  if (price !== undefined && price !== null && price !== '') {
    const number = typeof price === 'number' ? price : Number(String(price).trim().replace(',', '.'));
    if (Number.isFinite(number) && number > 0) eurosMwHCumac = number;
    else invalid('euros-mwh-cumac', attributes.priceAttribute ?? price, 'sim.config.price');
  }

  if (!attributes.calcBase) errors.push(t('config.missing', { name: 'calc-base' }));
  if (!attributes.hasTokenSource) errors.push(t('config.missing', { name: 'token-endpoint' }));
  if (!fost && !attributes.apiBase) errors.push(t('config.missing', { name: 'api-base' }));

  const config: SimulatorConfig = { fost, context, aid, errors };
  if (eurosMwHCumac !== undefined) config.eurosMwHCumac = eurosMwHCumac;
  return config;
}
