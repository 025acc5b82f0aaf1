/**
 * One document of the uploader's queue (a file or a link), and the restrictions checked on a file before
 * any byte is sent: accepted formats, maximum size, empty file.
 */
import type { FieldErrors } from '../../api/errors.js';
import { plainText } from '../../i18n/translate.js';
import type { WorksiteDocument } from '../../api/partner-schemas.js';

/**
 * - `ready`: editable, not sent yet (also after a cancel or a 422);
 * - `rejected`: a file refused by the restrictions, which can only be removed;
 * - `waiting`: queued behind the uploads already running;
 * - `uploading`, `failed` (5xx, network: retry keeps everything), `done`.
 */
export type UploadState = 'ready' | 'rejected' | 'waiting' | 'uploading' | 'failed' | 'done';

/** The form parts a person edits on an item; other keys of a 422 go to the item's own messages. */
export const ITEM_FIELDS = ['name', 'type_id', 'notes', 'url'] as const;
export type ItemField = (typeof ITEM_FIELDS)[number];

export type Restriction = 'accept' | 'size' | 'empty';

export interface UploadItem {
  readonly id: number;
  /** Absent for a link. */
  readonly file?: File;
  url: string;
  name: string;
  /** The select's value: a type code, or '' when none is chosen. */
  typeId: string;
  notes: string;
  state: UploadState;
  restrictions: Restriction[];
  loaded: number;
  total: number;
  /** The last quarter of progress announced (0 to 3), so only coarse steps are spoken. */
  announcedStep: number;
  /** Messages on the item's fields, keyed by form part. */
  fieldErrors: FieldErrors;
  /** Messages with no field of their own (the service's overview, a lost network...). */
  messages: string[];
  /** The messages of a 422 the API core did not keep (beyond 20 a key, 200 keys): counted after `messages`. */
  omitted: number;
  /** A short note about the last action (a cancelled upload). */
  notice: string;
  /** "Retirer" was pressed while what the item sent may exist: the question is asked before it goes. */
  confirmingRemoval: boolean;
  document?: WorksiteDocument;
}

let nextItemId = 0;

function blankItem(): Omit<UploadItem, 'id' | 'file'> {
  return {
    url: '',
    name: '',
    typeId: '',
    notes: '',
    state: 'ready',
    restrictions: [],
    loaded: 0,
    total: 0,
    announcedStep: 0,
    fieldErrors: {},
    messages: [],
    omitted: 0,
    notice: '',
    confirmingRemoval: false,
  };
}

export function itemFromFile(file: File, typeId: string, restrictions: Restriction[]): UploadItem {
  return {
    ...blankItem(),
    id: ++nextItemId,
    file,
    // The document's name as shown and sent: what the file's name shows, its hidden characters left out.
    name: plainText(file.name),
    typeId,
    restrictions,
    state: restrictions.length ? 'rejected' : 'ready',
    total: file.size,
  };
}

/** The name is prefilled from the last segment of the address, as the service names a linked document. */
export function itemFromUrl(url: string, typeId: string): UploadItem {
  let name = '';
  try {
    const segment = new URL(url).pathname.split('/').filter(Boolean).at(-1);
    name = segment ? decodeURIComponent(segment) : '';
  } catch {
    name = '';
  }
  return { ...blankItem(), id: ++nextItemId, url, name, typeId };
}

/** What a person calls the item: its name, else its file's name, else its address. */
export function displayName(item: UploadItem): string {
  return plainText(item.name).trim() || (item.file ? plainText(item.file.name) : item.url);
}

/** What moves an item from one state to the next; `advance` is the only writer of `item.state`. */
export type UploadStep =
  | { to: 'waiting' }
  | { to: 'uploading' }
  | { to: 'done'; document: WorksiteDocument }
  | { to: 'failed' }
  | { to: 'ready'; fieldErrors?: FieldErrors; messages?: string[]; notice?: string };

/** The states each step may leave from: anything else is a stale step (a late answer), ignored. */
const FROM: Record<UploadStep['to'], readonly UploadState[]> = {
  waiting: ['ready', 'failed'],
  uploading: ['waiting'],
  done: ['uploading'],
  failed: ['uploading'],
  ready: ['waiting', 'uploading'],
};

/** Moves `item` by `step`; false when the step does not apply to its state. */
export function advance(item: UploadItem, step: UploadStep): boolean {
  if (!FROM[step.to].includes(item.state)) return false;
  item.state = step.to;
  switch (step.to) {
    case 'waiting':
      Object.assign(item, { loaded: 0, announcedStep: 0, fieldErrors: {}, messages: [], omitted: 0, notice: '', confirmingRemoval: false });
      break;
    case 'done':
      Object.assign(item, { document: step.document, loaded: item.total });
      break;
    case 'ready':
      Object.assign(item, { fieldErrors: step.fieldErrors ?? item.fieldErrors, messages: step.messages ?? item.messages, notice: step.notice ?? item.notice });
      break;
  }
  return true;
}

export const isEditable = (item: UploadItem): boolean => item.state === 'ready' || item.state === 'failed';
export const isInFlight = (item: UploadItem): boolean => item.state === 'waiting' || item.state === 'uploading';

// ---- Restrictions ---------------------------------------------------------------------------------

/** Extensions of the default formats, for a file the system gave no MIME type. */
const EXTENSIONS_OF: Record<string, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

export function matchesAccept(file: File, tokens: readonly string[]): boolean {
  if (!tokens.length) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    if (type) return type === token;
    return (EXTENSIONS_OF[token] ?? []).some((extension) => name.endsWith(extension));
  });
}

export function restrictionsOf(file: File, accept: readonly string[], maxSize: number): Restriction[] {
  const found: Restriction[] = [];
  if (!matchesAccept(file, accept)) found.push('accept');
  if (file.size === 0) found.push('empty');
  else if (file.size > maxSize) found.push('size');
  return found;
}
