/**
 * The `POST /v1/worksites` body built from what a person typed (it comes with the creation, in the form's code).
 */
import type { WorksiteRequestInput } from '../../api/partner-schemas.js';
import { effectivePrecarity, TEXT_KEYS, type WorksiteDraft } from './worksite-draft.js';

/** An integer when it reads as one; otherwise the text itself, so the schema says what is wrong with it. */
function integerOrText(value: string): number | string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The request body: empty optional texts left out, the convention from the attribute when the host gave one. */
export function requestBody(
  draft: WorksiteDraft,
  options: { beneficiaryId?: number; conventionId?: number; b2b: boolean },
): WorksiteRequestInput {
  const body: Record<string, unknown> = {
    convention_id: options.conventionId ?? integerOrText(draft.convention_id),
    beneficiary_id: options.beneficiaryId,
  };
  for (const key of TEXT_KEYS) {
    if (draft[key].trim() !== '') body[key] = draft[key];
  }
  if (draft.indivision) body.indivision = true;
  const precarity = effectivePrecarity(draft, options.b2b);
  if (precarity) body.precarity_type = precarity;
  if (draft.incentive_type) body.incentive_type = draft.incentive_type;
  if (draft.fiscal_informations.length) {
    body.fiscal_informations = draft.fiscal_informations.map((row) => ({
      firstname: row.firstname,
      lastname: row.lastname,
      // As the tax notice prints them, in groups (« 01 23 456 789 012 »): sent without the spaces.
      fiscal_number: row.fiscal_number.replace(/\s+/g, ''),
      fiscal_reference: row.fiscal_reference.replace(/\s+/g, ''),
    }));
  }
  return body as unknown as WorksiteRequestInput;
}
