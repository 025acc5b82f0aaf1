/**
 * The `persist` draft in sessionStorage, kept as small as a reload needs: only what the person typed in the
 * address and free-text fields (never what the page or a beneficiary's record filled in; no value over the field's
 * bound, written or read), and the `Idempotency-Key` of a creation whose answer was lost (never its values).
 * Never the beneficiary's identity, the household's precarity, the declarants' names or any fiscal data. What was
 * typed lives 24 hours from the last edit, the key 24 hours from its sending (as long as the service keeps it);
 * both are cleared once the worksite is created. Storage may be unavailable (privacy modes, quotas): the form then
 * simply forgets.
 */
import { LIMITS } from '../../api/schemas.js';
import { TEXT_KEYS, type TextKey, type WorksiteDraft } from './worksite-draft.js';

const PREFIX = 'cee-widgets:worksite-form:';
/** How long a draft is kept after its last edit, and a pending key after its sending. */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** What an `Idempotency-Key` of ours looks like (a UUID); anything else in storage is not read. */
const KEY_PATTERN = /^[\w-]{1,64}$/;

export interface StoredDraft {
  values?: Partial<Record<TextKey, string>>;
  /** When the values were last edited (ms since the epoch). */
  savedAt?: number;
  /** A creation sent whose outcome is unknown: its key, and when it was sent. */
  pending?: { key: string; sentAt: number };
}

/** What a reload gives back: the typed values and the pending key, each only while it is fresh. */
export interface RestoredDraft {
  values?: StoredDraft['values'];
  pendingKey?: string;
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
    if (stored.values || stored.pending) sessionStorage.setItem(key, JSON.stringify(stored));
    else sessionStorage.removeItem(key);
  } catch {
    // Storage full or refused: the draft stays in memory only.
  }
}

/** Keeps what was typed in the `typed` fields (after an edit: its 24 hours start again), beside the pending key if any. */
export function saveDraft(key: string, draft: WorksiteDraft, typed: ReadonlySet<TextKey>): void {
  const values: NonNullable<StoredDraft['values']> = {};
  for (const field of TEXT_KEYS) if (typed.has(field) && draft[field].trim() !== '' && withinBound(draft[field])) values[field] = draft[field];
  const { pending } = read(key);
  write(key, Object.keys(values).length ? { values, savedAt: Date.now(), pending } : { pending });
}

/** Keeps the key of a creation whose outcome is unknown (undefined once it is settled), beside what was typed. */
export function savePending(key: string, idempotencyKey: string | undefined): void {
  const { values, savedAt } = read(key);
  write(key, { values, savedAt, pending: idempotencyKey ? { key: idempotencyKey, sentAt: Date.now() } : undefined });
}

/** What a reload gives back: the text fields and the pending key, each while fresh; what is stale is removed. */
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
  }
  const pending = stored.pending;
  if (pending && fresh(pending.sentAt) && typeof pending.key === 'string' && KEY_PATTERN.test(pending.key)) restored.pendingKey = pending.key;
  const kept: StoredDraft = {
    ...(restored.values && { values: stored.values, savedAt: stored.savedAt }),
    ...(restored.pendingKey && { pending }),
  };
  if (kept.values !== stored.values || kept.pending !== stored.pending) write(key, kept);
  return restored;
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
