/** `<worksite-form>`'s attributes read strictly: a value that cannot work is said, never silently replaced. */
import type { ClientConfig } from '../../api/connection.js';
import { LIMITS } from '../../api/schemas.js';
import type { Words } from '../../ui/localize.js';
import type { WorksiteKey } from './worksite-form.messages.js';
import { connectionErrors, invalidValue, readContext } from '../../ui/attributes.js';
import { isBlank, positiveInteger } from '../../ui/id-attributes.js';

export interface FormAttributes {
  context: string;
  conventionId?: string | number;
  mandataryId?: string | number;
  beneficiaryId?: string | number;
  pageSize: string | number;
  partnerAuth?: string;
}

/** One sentence per attribute value that cannot work; `connection` is the configuration the calls use. */
export function configErrors(a: FormAttributes, connection: ClientConfig, t: Words<WorksiteKey>): string[] {
  const errors: string[] = [];
  if (!readContext(a.context).valid) errors.push(invalidValue(t, 'context', a.context, 'config.context'));
  const ids = [['convention-id', a.conventionId], ['mandatary-id', a.mandataryId], ['beneficiary-id', a.beneficiaryId]] as const;
  for (const [name, value] of ids) {
    if (!isBlank(value) && positiveInteger(value) === undefined) errors.push(invalidValue(t, name, value, 'config.integer'));
  }
  const size = positiveInteger(a.pageSize);
  if (size === undefined || size < LIMITS.perPageMin || size > LIMITS.perPageMax) {
    errors.push(invalidValue(t, 'page-size', a.pageSize, 'config.page-size', { min: LIMITS.perPageMin, max: LIMITS.perPageMax }));
  }
  return [...errors, ...connectionErrors(a.partnerAuth, connection, t, true)];
}
