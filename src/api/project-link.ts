/**
 * What brings a project back (docs/contract.md, "Financing, local aids, keeping the project"): the works, their
 * answers and quotes, as a versioned payload carried in a link's fragment (`#cee=` then the payload deflated and
 * written in base64url, never sent to any server) or kept on the device (`persist`, `ProjectStorage`).
 *
 * - Never contact data: a key that names one (an e-mail, a phone, a name, an address, a fiscal number…) is never
 *   written, whatever the project holds. The household's means (every `household.*` answer: the fiscal income,
 *   the household size) only when the visitor ticked the box that says so (`withHousehold`).
 * - Reading a link or storage is reading a host input: bounded (the fragment's length, the inflated size, the
 *   works, the answers), checked (a code that is no FOST code, a key that is no dotted key, a value that is no
 *   number, text or yes/no is left out and reported), and a version we do not know is refused whole. Which codes
 *   and keys the service still asks is `pruneProject`'s, given the catalogue: what it removes is named to the
 *   visitor.
 * - Compression is the platform's (`CompressionStream('deflate-raw')`), in browsers and Node 20 alike.
 */
import { fostCode } from './schemas.js';
import { readableEuros } from './readable.js';

export const PROJECT_LINK_VERSION = 1;
/** The fragment's parameter: `#cee=…`. */
export const FRAGMENT_KEY = 'cee';
/** Where the payload starts in a fragment too long to parse whole: `cee=` first, or after an `&`. */
const FRAGMENT_PARAMETER = new RegExp(`(?:^#?|&)${FRAGMENT_KEY}=`);
/** The longest encoded payload read (characters): a link any mail or messaging app carries whole. */
export const MAX_ENCODED_LENGTH = 8000;
/** The most bytes a payload inflates to: beyond, it is no project of ours (and no decompression bomb gets further). */
export const MAX_PAYLOAD_BYTES = 64 * 1024;
export const MAX_WORKS = 20;
/** The most answers of one work, and of the household's section. */
export const MAX_ANSWERS = 100;
const MAX_TEXT = 255;
const MAX_KEY = 100;

export type AnswerValue = string | number | boolean;
export type Answers = Record<string, AnswerValue>;

/** A project as it is kept: what the visitor chose and typed, nothing computed. */
export interface ProjectPayload {
  v: typeof PROJECT_LINK_VERSION;
  works: Array<{ fost: string; quote?: number; answers?: Answers }>;
  /** The answers asked once, for the household and the dwelling. */
  shared?: Answers;
  /** For each pair of works that cannot be combined (`pairKey`), the one kept. */
  keep?: Record<string, string>;
  /**
   * The visitor had given the home's address (`address`), or its DPE alone (`dpe`): never the address or the DPE
   * themselves, which no payload holds, only that they were given, so that the restored project asks them again.
   */
  home?: 'address' | 'dpe';
}

/** The project to keep: the payload without its version. */
export type ProjectState = Omit<ProjectPayload, 'v'>;

/** What a reading left out: codes that are no FOST codes, and answers (`fost: key`, or `key` for shared ones). */
export interface LeftOut {
  works: string[];
  answers: string[];
}

export type ProjectReading = { ok: true; project: ProjectPayload; leftOut: LeftOut } | { ok: false; reason: 'too-large' | 'corrupt' | 'version' | 'unreadable' };

/** A dotted key of the service's (`housing.surface`), never one that could reach an object's prototype. */
const KEY_PATTERN = /^[A-Za-z][\w-]*(?:\.[A-Za-z0-9][\w-]*)*$/;
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);
/** A key that names contact data: never kept, never in a link. */
const CONTACT_KEY =
  /(?:^|[._-])(?:e-?mail|courriel|mail|phone|telephone|tel|mobile|portable|first_?name|last_?name|full_?name|name|nom|prenom|surname|address|adresse|street|rue|contact|fiscal_number|numero_fiscal|tax_number|fiscal_reference|reference_avis|iban|birth_?date)(?:$|[._-])/i;
/** The household's means (fiscal income, size, precarity): only with the visitor's consent. */
export const isHouseholdKey = (key: string): boolean => key.startsWith('household.');
const isContactKey = (key: string): boolean => CONTACT_KEY.test(key);
const isAnswerKey = (key: string): boolean => key.length <= MAX_KEY && KEY_PATTERN.test(key) && !key.split('.').some((segment) => FORBIDDEN_SEGMENTS.has(segment));
/** Control characters and bidirectional overrides: never in a value kept. */
const UNSAFE_TEXT = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

function answerValue(value: unknown): AnswerValue | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return value.length <= MAX_TEXT && !UNSAFE_TEXT.test(value) ? value : undefined;
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const clip = (text: string): string => text.replace(UNSAFE_TEXT, '').slice(0, 40);

/** The answers worth keeping: dotted keys, plain values, no contact data, the household's only with consent. */
function keptAnswers(answers: unknown, withHousehold: boolean, leftOut: string[], prefix: string): Answers | undefined {
  if (!isRecord(answers)) return undefined;
  const out: Answers = {};
  let count = 0;
  for (const [key, raw] of Object.entries(answers)) {
    if (raw === undefined || raw === null || raw === '') continue;
    if (isAnswerKey(key) && isContactKey(key)) continue;
    if (isAnswerKey(key) && isHouseholdKey(key) && !withHousehold) continue;
    const value = answerValue(raw);
    if (!isAnswerKey(key) || value === undefined || count >= MAX_ANSWERS) {
      leftOut.push(`${prefix}${clip(key)}`);
      continue;
    }
    out[key] = value;
    count += 1;
  }
  return count ? out : undefined;
}

/**
 * The payload of a project: what `encodeProject` writes and `ProjectStorage` keeps. `withHousehold`: the visitor
 * ticked the box that lets the household's means (fiscal income, household size) go in.
 */
export function payloadOf(project: ProjectState, options: { withHousehold?: boolean } = {}): ProjectPayload {
  return checked({ v: PROJECT_LINK_VERSION, ...project }, options.withHousehold === true).project;
}

/** The payload's content, checked: what cannot be kept is left out and said. */
function checked(value: Record<string, unknown>, withHousehold: boolean): { project: ProjectPayload; leftOut: LeftOut } {
  const leftOut: LeftOut = { works: [], answers: [] };
  const works: ProjectPayload['works'] = [];
  for (const entry of Array.isArray(value.works) ? value.works : []) {
    const code = isRecord(entry) ? fostCode(entry.fost) : undefined;
    if (!code || works.length >= MAX_WORKS || works.some((work) => work.fost === code)) {
      if (!code) leftOut.works.push(clip(String(isRecord(entry) ? entry.fost : entry)));
      continue;
    }
    const work: ProjectPayload['works'][number] = { fost: code };
    const quote = (entry as Record<string, unknown>).quote;
    if (typeof quote === 'number' && readableEuros(quote) && quote > 0) work.quote = Math.round(quote * 100) / 100;
    const answers = keptAnswers((entry as Record<string, unknown>).answers, withHousehold, leftOut.answers, `${code}: `);
    if (answers) work.answers = answers;
    works.push(work);
  }
  const project: ProjectPayload = { v: PROJECT_LINK_VERSION, works };
  const shared = keptAnswers(value.shared, withHousehold, leftOut.answers, '');
  if (shared) project.shared = shared;
  if (isRecord(value.keep)) {
    const codes = new Set(works.map((work) => work.fost));
    const keep = Object.entries(value.keep).filter(([pair, kept]) => typeof kept === 'string' && codes.has(kept) && pair.split('|').length === 2 && pair.split('|').includes(kept));
    if (keep.length) project.keep = Object.fromEntries(keep.slice(0, MAX_WORKS)) as Record<string, string>;
  }
  if (value.home === 'address' || value.home === 'dpe') project.home = value.home;
  return { project, leftOut };
}

/**
 * A payload read from a link or from storage (JSON already parsed): refused whole when it is not ours or of
 * another version; otherwise what can be read, and what was left out. The household's answers are read as they
 * come: only a visitor's consent put them there.
 */
export function readPayload(value: unknown): ProjectReading {
  if (!isRecord(value)) return { ok: false, reason: 'unreadable' };
  if (value.v !== PROJECT_LINK_VERSION) return { ok: false, reason: typeof value.v === 'number' ? 'version' : 'unreadable' };
  if (!Array.isArray(value.works)) return { ok: false, reason: 'unreadable' };
  const { project, leftOut } = checked(value, true);
  return { ok: true, project, leftOut };
}

// ---- The link ----------------------------------------------------------------------------------

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The inflated bytes, read no further than `max`: 'too-large' beyond, 'corrupt' when it is no deflate stream. */
async function inflate(bytes: Uint8Array, max: number): Promise<Uint8Array | 'too-large' | 'corrupt'> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel().catch(() => undefined);
        return 'too-large';
      }
      chunks.push(value);
    }
  } catch {
    return 'corrupt';
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** The payload deflated and written in base64url: what follows `#cee=`. */
export async function encodeProject(payload: ProjectPayload): Promise<string> {
  return toBase64Url(await deflate(new TextEncoder().encode(JSON.stringify(payload))));
}

/** A link's payload (what follows `#cee=`), read as any host input. */
export async function decodeProject(encoded: string): Promise<ProjectReading> {
  if (typeof encoded !== 'string') return { ok: false, reason: 'unreadable' };
  if (encoded.length > MAX_ENCODED_LENGTH) return { ok: false, reason: 'too-large' };
  const bytes = fromBase64Url(encoded);
  if (!bytes || !bytes.length) return { ok: false, reason: 'corrupt' };
  const inflated = await inflate(bytes, MAX_PAYLOAD_BYTES);
  if (typeof inflated === 'string') return { ok: false, reason: inflated };
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated));
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
  return readPayload(value);
}

/**
 * The link that brings the project back: `base` (the host's `share-url`, else the page; relative to `page` when
 * given) with `#cee=` and the encoded payload in place of its fragment. Undefined for a base that is no http(s)
 * address.
 */
export function projectLink(encoded: string, base: string, page?: string): string | undefined {
  let url: URL;
  try {
    url = page === undefined ? new URL(base) : new URL(base, page);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  url.hash = `${FRAGMENT_KEY}=${encoded}`;
  return url.href;
}

/**
 * The encoded payload of a page's fragment (`location.hash`), when it has one. A fragment too long to be read whole
 * gives its payload's first `MAX_ENCODED_LENGTH + 1` characters, which `decodeProject` refuses as too large: the
 * visitor is told the link cannot be read, as for any other link too long.
 */
export function fragmentPayload(hash: string): string | undefined {
  if (typeof hash !== 'string') return undefined;
  if (hash.length > MAX_ENCODED_LENGTH * 2) {
    const found = FRAGMENT_PARAMETER.exec(hash);
    return found ? hash.slice(found.index + found[0].length, found.index + found[0].length + MAX_ENCODED_LENGTH + 1) || undefined : undefined;
  }
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(FRAGMENT_KEY);
  return value || undefined;
}

/**
 * The project without what the service no longer asks: the works whose code is not in `codes` (the catalogue),
 * the answers whose key the work's inputs do not list (`keysOf`; a work whose inputs are unknown keeps its own).
 * What it removes is named (`fost`, `fost: key`, `key`), for a notice.
 */
export function pruneProject(
  project: ProjectPayload,
  known: { codes: ReadonlySet<string>; keysOf: (fost: string) => ReadonlySet<string> | undefined },
): { project: ProjectPayload; removed: LeftOut } {
  const removed: LeftOut = { works: [], answers: [] };
  const works = project.works.flatMap((work) => {
    if (!known.codes.has(work.fost)) {
      removed.works.push(work.fost);
      return [];
    }
    const keys = known.keysOf(work.fost);
    if (!keys || !work.answers) return [work];
    const answers = Object.fromEntries(Object.entries(work.answers).filter(([key]) => keys.has(key) || (removed.answers.push(`${work.fost}: ${key}`), false)));
    const { answers: _all, ...rest } = work;
    return [Object.keys(answers).length ? { ...rest, answers } : rest];
  });
  const out: ProjectPayload = { ...project, works };
  if (project.shared) {
    const asked = works.map((work) => known.keysOf(work.fost));
    // A shared answer stays while any kept work may ask it (a work of unknown inputs may).
    const shared = Object.fromEntries(Object.entries(project.shared).filter(([key]) => asked.some((keys) => !keys || keys.has(key)) || (removed.answers.push(key), false)));
    if (Object.keys(shared).length) out.shared = shared;
    else delete out.shared;
  }
  if (project.keep) {
    const codes = new Set(works.map((work) => work.fost));
    const keep = Object.entries(project.keep).filter(([pair]) => pair.split('|').every((code) => codes.has(code)));
    if (keep.length) out.keep = Object.fromEntries(keep);
    else delete out.keep;
  }
  return { project: out, removed };
}

// ---- Kept on this device -----------------------------------------------------------------------

/** The part of the Web Storage API used here: `sessionStorage`, `localStorage`, or a host's own. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type PersistKind = 'session' | 'local';
const STORAGE_PREFIX = 'cee-widgets:project:';

/**
 * The project kept on this device when the partner asks (`persist="session" | "local"`): the same payload as the
 * link, never contact data. A storage that throws (private mode, blocked, full) turns persistence off for this
 * object, silently: the project then lives in memory only. `clear()` is the visitor's « Effacer mes réponses ».
 */
export class ProjectStorage {
  private storage: StorageLike | undefined;
  readonly key: string;

  /** `name` tells two projects of one page apart (the element's id); `storage` replaces the browser's (tests, hosts). */
  constructor(kind: PersistKind, name = 'default', storage?: StorageLike) {
    this.key = `${STORAGE_PREFIX}${name}`;
    try {
      // Reading `localStorage` itself throws where storage is blocked.
      this.storage = storage ?? (kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage);
    } catch {
      this.storage = undefined;
    }
  }

  /** Whether the project can be kept here: false once the storage has refused. */
  get enabled(): boolean {
    return this.storage !== undefined;
  }

  private attempt<T>(use: (storage: StorageLike) => T): T | undefined {
    if (!this.storage) return undefined;
    try {
      return use(this.storage);
    } catch {
      this.storage = undefined;
      return undefined;
    }
  }

  save(payload: ProjectPayload): void {
    this.attempt((storage) => storage.setItem(this.key, JSON.stringify(payload)));
  }

  /** The project kept, read as any host input; what cannot be read is removed. */
  load(): ProjectReading | undefined {
    const text = this.attempt((storage) => storage.getItem(this.key));
    if (typeof text !== 'string') return undefined;
    let reading: ProjectReading = { ok: false, reason: 'too-large' };
    if (text.length <= MAX_PAYLOAD_BYTES) {
      try {
        reading = readPayload(JSON.parse(text));
      } catch {
        reading = { ok: false, reason: 'corrupt' };
      }
    }
    if (!reading.ok) this.clear();
    return reading;
  }

  clear(): void {
    this.attempt((storage) => storage.removeItem(this.key));
  }
}
