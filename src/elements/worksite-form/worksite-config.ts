/** `<worksite-form>`'s attributes read strictly: a value that cannot work is said, never silently replaced. */
import { CONTEXTS, LIMITS } from '../../api/schemas.js';
import type { Params } from '../../i18n/translate.js';

/** `5` or `"5"`: 5; anything else (empty, `0`, `"x"`, `"1.5"`): undefined. */
export function positiveInt(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

export const isSet = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

export interface FormAttributes {
  context: string;
  conventionId?: string | number;
  mandataryId?: string | number;
  beneficiaryId?: string | number;
  pageSize: string | number;
  apiBase?: string;
}

/** One sentence per attribute value that cannot work. */
export function configErrors(a: FormAttributes, t: (key: string, params?: Params) => string): string[] {
  const errors: string[] = [];
  const invalid = (name: string, value: unknown, expected: string) => errors.push(t('config.invalid', { name, value: String(value), expected }));
  if (!(CONTEXTS as readonly string[]).includes(a.context)) invalid('context', a.context, t('config.context'));
  const ids = [['convention-id', a.conventionId], ['mandatary-id', a.mandataryId], ['beneficiary-id', a.beneficiaryId]] as const;
  for (const [name, value] of ids) if (isSet(value) && positiveInt(value) === undefined) invalid(name, value, t('config.integer'));
  const size = positiveInt(a.pageSize);
  if (size === undefined || size < LIMITS.perPageMin || size > LIMITS.perPageMax) {
    invalid('page-size', a.pageSize, t('config.page-size', { min: LIMITS.perPageMin, max: LIMITS.perPageMax }));
  }
  if (!a.apiBase) errors.push(t('config.missing', { name: 'api-base' }));
  return errors;
}
