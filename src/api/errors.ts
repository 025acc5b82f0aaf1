/** What went wrong, in the terms a widget needs to decide what to show and whether to offer a retry. */
export type ApiErrorKind = 'validation' | 'auth' | 'not-found' | 'network' | 'server' | 'response';

/** Field key (dotted, as the service sends it) to its messages. */
export type FieldErrors = Record<string, string[]>;

/** The Set behind each list `addFieldError` fills: a message is looked up once, never by reading the list again. */
const seenIn = new WeakMap<string[], Set<string>>();

/**
 * Adds `message` under `key` unless that key has it already (a Set per key: linear in the messages), where `key`
 * comes from the service or its field list: own properties only, so keys like `constructor` or `__proto__` are
 * plain entries, never the object's machinery. Answers whether it was added.
 */
export function addFieldError(fieldErrors: FieldErrors, key: string, message: string): boolean {
  const list = Object.hasOwn(fieldErrors, key) ? fieldErrors[key]! : [];
  if (!Object.hasOwn(fieldErrors, key)) {
    Object.defineProperty(fieldErrors, key, { value: list, enumerable: true, writable: true, configurable: true });
  }
  let seen = seenIn.get(list);
  // A list filled by other code than this function: its Set is made again from it.
  if (!seen || seen.size !== list.length) seenIn.set(list, (seen = new Set(list)));
  if (seen.has(message)) return false;
  seen.add(message);
  list.push(message);
  return true;
}

/** The most messages kept for one key of a 422 (docs/contract.md §9, Holding under bad input). */
export const MAX_MESSAGES_PER_KEY = 20;
/** The most keys of a 422 kept; the messages of the others are counted, not kept. */
export const MAX_ERROR_KEYS = 200;

/** The messages a 422 sent that were not kept, by the `FieldErrors` they were read into (see `omittedFrom`). */
const omittedIn = new WeakMap<FieldErrors, number>();

/** How many messages of the answer that filled `fieldErrors` were not kept (0 when none, or not an answer's). */
export const omittedFrom = (fieldErrors: FieldErrors | undefined): number => (fieldErrors ? (omittedIn.get(fieldErrors) ?? 0) : 0);

/** Says that `count` more messages belong with `fieldErrors` (a copy of an answer's, or several put together). */
export function countOmitted(fieldErrors: FieldErrors, count: number): void {
  if (count > 0) omittedIn.set(fieldErrors, omittedFrom(fieldErrors) + count);
}

/**
 * A 422's `errors` read within bounds, in one pass over what came: at most `MAX_ERROR_KEYS` keys and
 * `MAX_MESSAGES_PER_KEY` messages each, a message repeated under its key kept once, each cut to
 * `MAX_MESSAGE_LENGTH` characters. The distinct messages not kept are counted (`omittedFrom`), to be said.
 */
export function boundedFieldErrors(entries: Iterable<[key: string, messages: readonly string[] | string]>): FieldErrors {
  const fieldErrors: FieldErrors = {};
  let omitted = 0;
  let keys = 0;
  for (const [key, messages] of entries) {
    const list = typeof messages === 'string' ? [messages] : messages;
    if (keys === MAX_ERROR_KEYS) {
      // A key not kept: its distinct messages counted, without a Set for the usual single message.
      omitted += list.length > 1 ? new Set(list.map((message) => clipText(message))).size : list.length;
      continue;
    }
    keys++;
    const distinct = new Set<string>();
    for (const message of list) {
      const text = clipText(message);
      if (distinct.has(text)) continue;
      distinct.add(text);
      if (distinct.size <= MAX_MESSAGES_PER_KEY) addFieldError(fieldErrors, key, text);
      else omitted++;
    }
  }
  countOmitted(fieldErrors, omitted);
  return fieldErrors;
}

/** The plain object carried in `cee-error`, `worksite-error` and `document-upload-error` event details. */
export interface ApiErrorDetail {
  kind: ApiErrorKind;
  status?: number;
  message: string;
  fieldErrors?: FieldErrors;
  /** The messages of a 422 beyond those kept in `fieldErrors` (20 a key, 200 keys), counted; absent when none. */
  omittedMessages?: number;
}

export interface ApiErrorInit {
  status?: number;
  fieldErrors?: FieldErrors;
  /** True when `message` is the service's own text, which a widget shows as is. */
  fromService?: boolean;
  timedOut?: boolean;
  /** From the answer's `Retry-After`, in ms. */
  retryAfterMs?: number;
  cause?: unknown;
}

/** Every failure of the API core, normalised. Aborts by the caller are not ApiErrors: they stay AbortErrors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly fieldErrors?: FieldErrors;
  readonly fromService: boolean;
  readonly timedOut: boolean;
  readonly retryAfterMs?: number;
  /** The request was never sent: what failed came before it (its token could not be had). */
  unsent = false;

  constructor(kind: ApiErrorKind, message: string, init: ApiErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = kind;
    this.status = init.status;
    this.fieldErrors = init.fieldErrors;
    this.fromService = init.fromService ?? false;
    this.timedOut = init.timedOut ?? false;
    this.retryAfterMs = init.retryAfterMs;
  }

  /** The messages of a 422 that were not kept in `fieldErrors` (beyond 20 a key and 200 keys), counted. */
  get omittedMessages(): number {
    return omittedFrom(this.fieldErrors);
  }

  /** Network loss, timeouts and 5xx are worth a retry button; the rest need a change first. */
  get retryable(): boolean {
    return this.kind === 'network' || this.kind === 'server';
  }

  toDetail(): ApiErrorDetail {
    const detail: ApiErrorDetail = { kind: this.kind, message: this.message };
    if (this.status !== undefined) detail.status = this.status;
    if (this.fieldErrors) detail.fieldErrors = this.fieldErrors;
    const omitted = omittedFrom(this.fieldErrors);
    if (omitted) detail.omittedMessages = omitted;
    return detail;
  }
}

/**
 * The event detail of any failure: an ApiError as it is; anything else (a bug, never the service) as kind
 * `response` with the error's own message.
 */
export function errorDetailOf(error: unknown): ApiErrorDetail {
  if (error instanceof ApiError) return error.toDetail();
  return { kind: 'response', message: error instanceof Error ? error.message : String(error) };
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The longest message a service or a host may have shown: longer ones are cut, with an ellipsis. */
export const MAX_MESSAGE_LENGTH = 500;

/** `text` cut to `max` characters (the last one an ellipsis) when longer, never inside a surrogate pair. */
export function clipText(text: string, max = MAX_MESSAGE_LENGTH): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 2] ?? '') ? max - 2 : max - 1;
  return `${text.slice(0, end)}…`;
}

export function kindForStatus(status: number): ApiErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 404 || status === 410) return 'not-found';
  if (status === 429 || status >= 500) return 'server';
  return 'validation';
}
