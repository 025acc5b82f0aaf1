/** `<cee-project>`'s attributes read and checked: a bad value is a visible configuration message, never a silent fallback. */
import type { ClientConfig } from '../../api/connection.js';
import { AIDS, fostCode, type Aid, type Context } from '../../api/schemas.js';
import { connectionErrors, invalidValue, oneOf, readContext } from '../../ui/attributes.js';
import type { Words } from '../../ui/localize.js';
import type { ProjectKey } from './cee-project.messages.js';

export interface ProjectConfigSource {
  context?: string | null;
  aid?: string | null;
  eurosMwhCumac?: number | string | null;
  works?: unknown;
  partnerAuth?: string;
  getAttribute(name: string): string | null;
  readonly connectionConfig: ClientConfig;
}

export interface ProjectConfig {
  context: Context;
  aid: Aid;
  eurosMwhCumac?: number;
  /** The codes the host started the project with (upper-cased, each once). */
  works: string[];
  errors: string[];
}

/** The codes of `works`: a list, or text with commas or spaces; anything that is not a code is said, never sent. */
export function readWorks(value: unknown): { codes: string[]; invalid: string[] } {
  const items = Array.isArray(value) ? value : String(value ?? '').split(/[\s,;]+/);
  const codes: string[] = [];
  const invalid: string[] = [];
  for (const item of items) {
    const text = String(item ?? '').trim();
    if (!text) continue;
    const code = fostCode(text);
    if (!code) invalid.push(text);
    else if (!codes.includes(code)) codes.push(code);
  }
  return { codes, invalid };
}

export function readProjectConfig(source: ProjectConfigSource, words: Words<ProjectKey>): ProjectConfig {
  const errors: string[] = [];
  const { context, valid } = readContext(source.context);
  if (!valid) errors.push(invalidValue(words, 'context', source.context, 'config.context'));

  const aidValue = String(source.aid ?? '').trim().toLowerCase() || 'both';
  const aid: Aid = oneOf(AIDS, aidValue) ? aidValue : 'both';
  if (!oneOf(AIDS, aidValue)) errors.push(invalidValue(words, 'aid', source.aid, 'project.config.aid'));

  let eurosMwhCumac: number | undefined;
  const price = source.eurosMwhCumac;
  if (price !== undefined && price !== null && price !== '') {
    const number = typeof price === 'number' ? price : Number(String(price).trim().replace(',', '.'));
    if (Number.isFinite(number) && number > 0) eurosMwhCumac = number;
    else errors.push(invalidValue(words, 'euros-mwh-cumac', source.getAttribute('euros-mwh-cumac') ?? price, 'project.config.price'));
  }

  const works = readWorks(source.works);
  if (works.invalid.length) errors.push(invalidValue(words, 'works', works.invalid.join(', '), 'project.config.works'));

  const client = source.connectionConfig;
  if (!client.calcBase) errors.push(words.t('config.missing', { name: 'calc-base' }));
  if (!client.tokenEndpoint && !client.tokenProvider) errors.push(words.t('config.missing', { name: 'token-endpoint' }));
  // The add-work picker reads the operation catalogue from the partner API.
  errors.push(...connectionErrors(source.partnerAuth, client, words, true));

  const config: ProjectConfig = { context, aid, works: works.codes, errors };
  if (eurosMwhCumac !== undefined) config.eurosMwhCumac = eurosMwhCumac;
  return config;
}
