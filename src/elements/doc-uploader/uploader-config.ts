/**
 * The uploader's attributes read and checked: a bad value is reported as a visible configuration message,
 * never replaced by a silent default.
 */
import type { ClientConfig } from '../../api/connection.js';
import { DOCUMENT_TYPE_CODES, isDocumentTypeCode } from '../../api/partner-values.js';
import { LIMITS } from '../../api/schemas.js';
import type { CommonKey } from '../../i18n/common.js';
import type { Words } from '../../ui/localize.js';
import type { UploaderKey } from './doc-uploader.messages.js';
import { connectionErrors } from '../../ui/attributes.js';
import { isBlank, positiveInteger } from '../../ui/id-attributes.js';

/** The formats of docs/contract.md: PDF, JPEG and PNG. */
export const DEFAULT_ACCEPT = 'application/pdf,image/jpeg,image/png';

export interface UploaderAttributes {
  worksiteId?: string | number;
  worksiteOperationId?: string | number;
  types?: string;
  accept?: string | null;
  maxSize?: string | number;
  partnerAuth?: string;
}

export interface UploaderConfig {
  errors: string[];
  worksiteId?: number;
  worksiteOperationId?: number;
  /** The codes offered in the type select, in the host's order. */
  typeCodes: readonly number[];
  /** Preselected when the host allows a single type; otherwise nothing is chosen for the person. */
  defaultType: string;
  /** Accepted formats as lower-case tokens; empty when any format is accepted. */
  accept: string[];
  maxSize: number;
}

/** A MIME type, a `type/*` wildcard or a `.ext` extension, as the file input's `accept` reads them. */
const ACCEPT_TOKEN = /^(\.[^\s./]+|[a-z0-9!#$&^_.+-]+\/(\*|[a-z0-9!#$&^_.+-]+))$/;

/** `connection`: the configuration the element's calls use (its base URLs, token source and partner-auth). */
export function parseUploaderConfig(el: UploaderAttributes, connection: ClientConfig, words: Words<UploaderKey>): UploaderConfig {
  const t = words.t.bind(words);
  const errors: string[] = [];
  const invalid = (name: string, value: unknown, expected: UploaderKey | CommonKey) =>
    errors.push(t('config.invalid', { name, value: String(value), expected: t(expected) }));

  const required = (name: string, value: unknown): number | undefined => {
    if (isBlank(value)) {
      errors.push(t('config.missing', { name }));
      return undefined;
    }
    const parsed = positiveInteger(value);
    if (parsed === undefined) invalid(name, value, 'config.integer');
    return parsed;
  };
  const worksiteId = required('worksite-id', el.worksiteId);
  const worksiteOperationId = required('worksite-operation-id', el.worksiteOperationId);

  let typeCodes: readonly number[] = DOCUMENT_TYPE_CODES;
  if (!isBlank(el.types)) {
    const tokens = String(el.types).split(',').map((token) => token.trim()).filter(Boolean);
    const codes = tokens.map((token) => (/^\d+$/.test(token) ? Number(token) : NaN));
    if (!codes.length || codes.some((code) => !isDocumentTypeCode(code))) invalid('types', el.types, 'config.types');
    else typeCodes = [...new Set(codes)];
  }

  // A removed attribute means the default; an empty one means any format, as on a file input.
  const accept = parseAccept(el.accept ?? DEFAULT_ACCEPT);
  if (accept.some((token) => !ACCEPT_TOKEN.test(token))) invalid('accept', el.accept, 'config.accept');

  let maxSize: number = LIMITS.uploadBytes;
  if (!isBlank(el.maxSize)) {
    const parsed = positiveInteger(el.maxSize);
    if (parsed === undefined) invalid('max-size', el.maxSize, 'config.maxSize');
    else maxSize = parsed;
  }

  errors.push(...connectionErrors(el.partnerAuth, connection, words, true));

  return {
    errors,
    worksiteId,
    worksiteOperationId,
    typeCodes,
    defaultType: typeCodes.length === 1 ? String(typeCodes[0]) : '',
    accept,
    maxSize,
  };
}

/** `accept` as lower-case tokens: MIME types, `type/*` wildcards, or `.ext` extensions. */
export function parseAccept(accept: string | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
}

/** The accepted formats as a person reads them: `PDF, JPEG, PNG`. */
export function acceptedFormats(tokens: readonly string[], words: Words<UploaderKey>): string {
  if (!tokens.length) return words.t('formats.any');
  const names = tokens.map((token) => {
    if (token.startsWith('.')) return token.slice(1).toUpperCase();
    if (token === 'image/*') return words.t('formats.images');
    const subtype = token.split('/')[1] ?? token;
    return subtype === '*' ? token : subtype.replace(/^x-/, '').toUpperCase();
  });
  return [...new Set(names)].join(', ');
}
