/**
 * Creations whose outcome is unknown, kept over a reload and seen by the page's other tabs (docs/contract.md §9,
 * Creations whose outcome is unknown): a worksite or a document sent whose answer was lost may exist, and sending it again
 * must replay its `Idempotency-Key`, which the service keeps 24 hours, rather than create it twice. What is kept, in
 * `localStorage` whether or not the form keeps a draft: the key, when it was sent, and two SHA-256 digests salted
 * with the key, of what identifies the thing created (its scope: the worksite's beneficiary and convention, the
 * document's worksite and file) and of the values sent; never the values themselves, nothing a person typed. A Web
 * Lock per scope makes a tab wait while another creates the same thing, so two tabs never create it at once.
 * Storage, SubtleCrypto or Web Locks missing or throwing (a privacy mode, an http page): this is off, silently.
 */

/** How long a key is kept: as long as the service keeps it (docs/contract.md §1, Idempotency). */
export const KEPT_FOR_MS = 24 * 60 * 60 * 1000;
const STORAGE_KEY = 'cee-widgets:unknown-outcomes';
/** The most creations kept: the oldest go first. A page never has that many unknown at once. */
const MAX_KEPT = 50;
/** More than `MAX_KEPT` entries can weigh: anything longer is not parsed. */
const MAX_STORED_LENGTH = 64 * 1024;
const KEY_PATTERN = /^[\w-]{1,64}$/;
const DIGEST_PATTERN = /^[0-9a-f]{64}$/;

interface Kept {
  key: string;
  /** SHA-256 of the key and the scope. */
  scope: string;
  /** SHA-256 of the key and the values sent. */
  values: string;
  /** When it was sent (ms since the epoch). */
  at: number;
}

/** A key kept for a scope, and whether the values sent with it are those of now. */
export interface KeptCreation {
  key: string;
  sameValues: boolean;
}

const isKept = (entry: unknown): entry is Kept => {
  const e = entry as Partial<Kept> | null;
  const age = typeof e?.at === 'number' ? Date.now() - e.at : NaN;
  return Boolean(e) && KEY_PATTERN.test(String(e!.key)) && DIGEST_PATTERN.test(String(e!.scope)) && DIGEST_PATTERN.test(String(e!.values)) && age >= 0 && age < KEPT_FOR_MS;
};

/** The fresh entries kept; none when storage is missing, refuses, or holds anything else. */
function read(): Kept[] {
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    if (!text || text.length > MAX_STORED_LENGTH) return [];
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isKept) : [];
  } catch {
    return [];
  }
}

function write(entries: Kept[]): void {
  try {
    if (entries.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(entries.slice(-MAX_KEPT)));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or refused: the key lives in memory only, as before a reload.
  }
}

/** SHA-256 of `salt` and `text`, in hex; undefined where SubtleCrypto is missing (an http page) or fails. */
async function digest(salt: string, text: string): Promise<string | undefined> {
  try {
    const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}\n${text}`));
    return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    return undefined;
  }
}

/** The key kept for `scope` (the newest), if any, and whether `values` are those it was sent with. */
export async function findKept(scope: string, values: string): Promise<KeptCreation | undefined> {
  for (const entry of read().reverse()) {
    if ((await digest(entry.key, scope)) !== entry.scope) continue;
    return { key: entry.key, sameValues: (await digest(entry.key, values)) === entry.values };
  }
  return undefined;
}

/** Keeps `key`, sent for `scope` with `values`, whose outcome is unknown. */
export async function keep(key: string, scope: string, values: string): Promise<void> {
  const [scopeDigest, valuesDigest] = await Promise.all([digest(key, scope), digest(key, values)]);
  if (!scopeDigest || !valuesDigest || !KEY_PATTERN.test(key)) return;
  write([...read().filter((entry) => entry.key !== key), { key, scope: scopeDigest, values: valuesDigest, at: Date.now() }]);
}

/** Forgets `key`: its outcome is known (created, or refused after being read). */
export function forget(key: string): void {
  const entries = read();
  const kept = entries.filter((entry) => entry.key !== key);
  if (kept.length !== entries.length) write(kept);
}

/**
 * Runs `work` holding this origin's Web Lock for `scope` (its SHA-256, so that no value shows in a lock's name), so
 * that another tab creating the same thing waits for its outcome; at once, without a lock, where there is none.
 */
export async function whileCreating<T>(scope: string, signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  const name = locks && (await digest('cee-widgets:creating', scope));
  if (!locks || !name) return work();
  return locks.request(`cee-widgets:creating:${name}`, { signal }, work);
}

/** This module's functions, as `Submission`'s `ledger` takes them (passed by the code that creates, so that only it downloads them). */
export interface CreationLedger {
  findKept: typeof findKept;
  keep: typeof keep;
  forget: typeof forget;
  whileCreating: typeof whileCreating;
}

/**
 * The ledger as one object, for `Submission`'s `ledger` option. Passed as it is rather than as the module's namespace
 * (`import * as`), which the lazy build would make with a helper of its own: one more file on the elements' pages.
 */
export const creationLedger: CreationLedger = { findKept, keep, forget, whileCreating };
