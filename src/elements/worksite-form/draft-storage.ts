/**
 * The `persist` draft in sessionStorage: every field but the fiscal numbers and fiscal references, which never
 * leave the page's memory. Storage may be unavailable (privacy modes, quotas): the form then simply forgets.
 */
import type { WorksiteDraft } from './worksite-draft.js';

const PREFIX = 'cee-widgets:worksite-form:';

export interface StoredDraft {
  values: Record<string, unknown>;
  beneficiary?: { id: number; label: string };
}

/** One key per form on the page: its id, else its convention, else a shared default. */
export function draftKey(elementId: string, conventionId: string | undefined): string {
  if (elementId) return `${PREFIX}${elementId}`;
  return `${PREFIX}${conventionId ? `convention-${conventionId}` : 'default'}`;
}

export function saveDraft(key: string, draft: WorksiteDraft, beneficiary: StoredDraft['beneficiary']): void {
  const { fiscal_informations, ...rest } = draft;
  const stored: StoredDraft = {
    values: {
      ...rest,
      // Names only: fiscal numbers and references are never written to storage.
      fiscal_informations: fiscal_informations.map(({ firstname, lastname }) => ({ firstname, lastname })),
    },
  };
  if (beneficiary) stored.beneficiary = beneficiary;
  try {
    sessionStorage.setItem(key, JSON.stringify(stored));
  } catch {
    // Storage full or refused: the draft stays in memory only.
  }
}

export function loadDraft(key: string): StoredDraft | undefined {
  try {
    const text = sessionStorage.getItem(key);
    if (!text) return undefined;
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || !('values' in parsed)) return undefined;
    const stored = parsed as StoredDraft;
    const beneficiary = stored.beneficiary;
    const validBeneficiary =
      beneficiary && Number.isInteger(beneficiary.id) && typeof beneficiary.label === 'string' ? beneficiary : undefined;
    return { values: stored.values ?? {}, ...(validBeneficiary ? { beneficiary: validBeneficiary } : {}) };
  } catch {
    return undefined;
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
