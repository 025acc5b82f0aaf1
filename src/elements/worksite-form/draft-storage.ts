/**
 * The `persist` draft in sessionStorage, kept as small as a reload needs: only what the person typed in the
 * address and free-text fields. Never the beneficiary's identity, the household's precarity, the declarants'
 * names or any fiscal data. It expires after 24 hours and is cleared once the worksite is created. Storage may
 * be unavailable (privacy modes, quotas): the form then simply forgets.
 */
import { emptyDraft, TEXT_KEYS, type TextKey, type WorksiteDraft } from './worksite-draft.js';

const PREFIX = 'cee-widgets:worksite-form:';
/** How long a draft is kept. */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface StoredDraft {
  values: Partial<Record<TextKey, string>>;
  /** When it was written (ms since the epoch). */
  savedAt: number;
}

/** One key per form on the page: its id, else its convention, else a shared default. */
export function draftKey(elementId: string, conventionId: string | undefined): string {
  if (elementId) return `${PREFIX}${elementId}`;
  return `${PREFIX}${conventionId ? `convention-${conventionId}` : 'default'}`;
}

export function saveDraft(key: string, draft: WorksiteDraft): void {
  const values: StoredDraft['values'] = {};
  const blank = emptyDraft();
  // What was typed: not the empty form's defaults (the country).
  for (const field of TEXT_KEYS) if (draft[field].trim() !== '' && draft[field] !== blank[field]) values[field] = draft[field];
  try {
    if (Object.keys(values).length) sessionStorage.setItem(key, JSON.stringify({ values, savedAt: Date.now() } satisfies StoredDraft));
    else sessionStorage.removeItem(key);
  } catch {
    // Storage full or refused: the draft stays in memory only.
  }
}

/** The stored draft's text fields, unless it is older than a day (then it is removed). */
export function loadDraft(key: string): StoredDraft['values'] | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    const stored = parsed && typeof parsed === 'object' ? (parsed as Partial<StoredDraft>) : undefined;
    const fresh = typeof stored?.savedAt === 'number' && Date.now() - stored.savedAt < DRAFT_LIFETIME_MS;
    if (!fresh || !stored?.values || typeof stored.values !== 'object') {
      if (parsed !== null) clearDraft(key);
      return undefined;
    }
    const values: StoredDraft['values'] = {};
    for (const field of TEXT_KEYS) {
      const value: unknown = Object.hasOwn(stored.values, field) ? stored.values[field] : undefined;
      if (typeof value === 'string') values[field] = value;
    }
    return values;
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
