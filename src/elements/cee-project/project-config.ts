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
  /** The partner's local aids: a list, or its JSON (the `local-aids` attribute). */
  localAids?: unknown;
  persist?: unknown;
  getAttribute(name: string): string | null;
}

export interface ProjectConfig {
  context: Context;
  aid: Aid;
  eurosMwhCumac?: number;
  /** The codes the host started the project with (upper-cased, each once). */
  works: string[];
  /** The local aids as given (a list): each entry is read with the answer's code (`localAidsOf`), a bad one dropped alone. */
  localAids?: readonly unknown[];
  /** Where the project is kept on this device; nowhere when absent. */
  persist?: 'session' | 'local';
  errors: string[];
}

/** The most characters of the `local-aids` attribute's JSON (as `local-aids.ts` reads it). */
const MAX_LOCAL_AIDS_JSON = 512 * 1024;

/** The local aids' list, or why it is none: the entries themselves are checked with the answer's code. */
function readLocalAidsList(value: unknown): { list?: readonly unknown[]; valid: boolean } {
  if (value === undefined || value === null || value === '') return { valid: true };
  let list = value;
  if (typeof value === 'string') {
    if (!value.trim()) return { valid: true };
    if (value.length > MAX_LOCAL_AIDS_JSON) return { valid: false };
    try {
      list = JSON.parse(value);
    } catch {
      return { valid: false };
    }
  }
  return Array.isArray(list) ? { list, valid: true } : { valid: false };
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

/** The element's attributes (`source`: the element itself) and its connection's configuration, read and checked. */
export function readProjectConfig(source: ProjectConfigSource, client: ClientConfig, words: Words<ProjectKey>): ProjectConfig {
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

  const local = readLocalAidsList(source.localAids);
  if (!local.valid) errors.push(invalidValue(words, 'local-aids', typeof source.localAids === 'string' ? source.localAids.slice(0, 80) : typeof source.localAids, 'project.config.localAids'));

  const persistValue = String(source.persist ?? '').trim().toLowerCase();
  const persist = persistValue === 'session' || persistValue === 'local' ? persistValue : undefined;
  if (persistValue && !persist) errors.push(invalidValue(words, 'persist', source.persist, 'project.config.persist'));

  if (!client.calcBase) errors.push(words.t('config.missing', { name: 'calc-base' }));
  if (!client.tokenEndpoint && !client.tokenProvider) errors.push(words.t('config.missing', { name: 'token-endpoint' }));
  // The add-work picker reads the operation catalogue from the partner API.
  errors.push(...connectionErrors(source.partnerAuth, client, words, true));

  const config: ProjectConfig = { context, aid, works: works.codes, errors };
  if (eurosMwhCumac !== undefined) config.eurosMwhCumac = eurosMwhCumac;
  if (local.list?.length) config.localAids = local.list;
  if (persist) config.persist = persist;
  return config;
}
