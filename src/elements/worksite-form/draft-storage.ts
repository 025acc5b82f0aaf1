/**
 * The `persist` draft in sessionStorage, kept as small as a reload needs: only what the person typed in the
 * address and free-text fields (never what the page or a beneficiary's record filled in; no value over the field's
 * bound, written or read). Never the beneficiary's identity, the household's precarity, the declarants' names or
 * any fiscal data. What was typed lives 24 hours from the last edit, and is cleared once the worksite is created.
 * (A creation whose answer was lost is kept apart, with or without a draft: `ui/creation-ledger.ts`.) Storage may
 * be unavailable (privacy modes, quotas): the form then simply forgets.
 */
import { LIMITS } from '../../api/schemas.js';
import { TEXT_KEYS, type TextKey, type WorksiteDraft } from './worksite-draft.js';

const PREFIX = 'cee-widgets:worksite-form:';
/** How long a draft is kept after its last edit. */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface StoredDraft {
  values?: Partial<Record<TextKey, string>>;
  /** When the values were last edited (ms since the epoch). */
  savedAt?: number;
}

/** What a reload gives back: the typed values, while fresh. */
export interface RestoredDraft {
  values?: StoredDraft['values'];
}

/** One key per form on the page: its id, else its convention, else a shared default. */
export function draftKey(elementId: string, conventionId: string | undefined): string {
  if (elementId) return `${PREFIX}${elementId}`;
  return `${PREFIX}${conventionId ? `convention-${conventionId}` : 'default'}`;
}

/** Written at `at`, fresh now: neither older than a day nor from the future (a clock set back, a forged date). */
const fresh = (at: unknown): at is number => {
  const age = typeof at === 'number' ? Date.now() - at : NaN;
  return age >= 0 && age < DRAFT_LIFETIME_MS;
};

/** More than a draft of every text field at its bound can weigh: anything longer is not read, nor parsed. */
const MAX_STORED_LENGTH = 16 * 1024;
/** A value a text field may hold: no longer than its bound (`LIMITS.text`, the longest any of them takes). */
const withinBound = (value: unknown): value is string => typeof value === 'string' && value.length <= LIMITS.text;

function read(key: string): StoredDraft {
  try {
    const text = sessionStorage.getItem(key) ?? 'null';
    if (text.length > MAX_STORED_LENGTH) return {};
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as StoredDraft) : {};
  } catch {
    return {};
  }
}

function write(key: string, stored: StoredDraft): void {
  try {
    if (stored.values) sessionStorage.setItem(key, JSON.stringify(stored));
    else sessionStorage.removeItem(key);
  } catch {
    // Storage full or refused: the draft stays in memory only.
  }
}

/** Keeps what was typed in the `typed` fields (after an edit: its 24 hours start again). */
export function saveDraft(key: string, draft: WorksiteDraft, typed: ReadonlySet<TextKey>): void {
  const values: NonNullable<StoredDraft['values']> = {};
  for (const field of TEXT_KEYS) if (typed.has(field) && draft[field].trim() !== '' && withinBound(draft[field])) values[field] = draft[field];
  write(key, Object.keys(values).length ? { values, savedAt: Date.now() } : {});
}

/** What a reload gives back: the text fields, while fresh; what is stale is removed. */
export function loadDraft(key: string): RestoredDraft {
  const stored = read(key);
  const restored: RestoredDraft = {};
  if (fresh(stored.savedAt) && stored.values && typeof stored.values === 'object') {
    const values: NonNullable<StoredDraft['values']> = {};
    for (const field of TEXT_KEYS) {
      const value: unknown = Object.hasOwn(stored.values, field) ? stored.values[field] : undefined;
      if (withinBound(value)) values[field] = value;
    }
    restored.values = values;
  } else clearDraft(key);
  return restored;
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
