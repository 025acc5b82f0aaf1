/** What went wrong, in the terms a widget needs to decide what to show and whether to offer a retry. */
export type ApiErrorKind = 'validation' | 'auth' | 'not-found' | 'network' | 'server' | 'response';

/** Field key (dotted, as the service sends it) to its messages. */
export type FieldErrors = Record<string, string[]>;

/**
 * Adds `message` under `key`, where `key` comes from the service or its field list: own properties only, so
 * keys like `constructor` or `__proto__` are plain entries, never the object's machinery.
 */
export function addFieldError(fieldErrors: FieldErrors, key: string, message: string): void {
  const list = Object.hasOwn(fieldErrors, key) ? fieldErrors[key]! : [];
  if (!Object.hasOwn(fieldErrors, key)) {
    Object.defineProperty(fieldErrors, key, { value: list, enumerable: true, writable: true, configurable: true });
  }
  if (!list.includes(message)) list.push(message);
}

/** The plain object carried in `cee-error`, `worksite-error` and `document-upload-error` event details. */
export interface ApiErrorDetail {
  kind: ApiErrorKind;
  status?: number;
  message: string;
  fieldErrors?: FieldErrors;
}

export interface ApiErrorInit {
  status?: number;
  fieldErrors?: FieldErrors;
  /** True when `message` is the service's own text, which a widget shows as is. */
  fromService?: boolean;
  timedOut?: boolean;
  /** From the answer's `Retry-After`, in ms. */
  retryAfterMs?: number;
  /** The request was never sent: what failed came before it (its token could not be had). */
  unsent?: boolean;
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
  readonly unsent: boolean;

  constructor(kind: ApiErrorKind, message: string, init: ApiErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = kind;
    this.status = init.status;
    this.fieldErrors = init.fieldErrors;
    this.fromService = init.fromService ?? false;
    this.timedOut = init.timedOut ?? false;
    this.retryAfterMs = init.retryAfterMs;
    this.unsent = init.unsent ?? false;
  }

  /** The same failure, said to have happened before the request was sent. */
  beforeSending(): ApiError {
    const { status, fieldErrors, fromService, timedOut, retryAfterMs } = this;
    return new ApiError(this.kind, this.message, { status, fieldErrors, fromService, timedOut, retryAfterMs, unsent: true, cause: this.cause });
  }

  /** Network loss, timeouts and 5xx are worth a retry button; the rest need a change first. */
  get retryable(): boolean {
    return this.kind === 'network' || this.kind === 'server';
  }

  toDetail(): ApiErrorDetail {
    const detail: ApiErrorDetail = { kind: this.kind, message: this.message };
    if (this.status !== undefined) detail.status = this.status;
    if (this.fieldErrors) detail.fieldErrors = this.fieldErrors;
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

/**
 * What a failed request that creates something (a worksite, a document) says of what it created:
 * - `nothing`: the service read it and refused it (400, 404, 413, 415, a 422...): nothing exists under its key;
 * - `unheard`: refused before the service read it (401, 403, 408, 409, 425, 429): this request created nothing,
 *   and it says nothing of an earlier request with the same key;
 * - `unknown`: it may have created (a lost answer, a timeout, a 5xx, a 2xx answer that cannot be read).
 */
export type CreationOutcome = 'nothing' | 'unheard' | 'unknown';

const UNHEARD_STATUSES = new Set([401, 403, 408, 409, 425, 429]);

export function creationOutcome(error: unknown): CreationOutcome {
  if (!(error instanceof ApiError)) return 'unknown';
  if (error.unsent) return 'unheard';
  if (error.status === undefined) return error.kind === 'network' || error.kind === 'response' ? 'unknown' : 'unheard';
  if (error.status >= 500 || (error.status >= 200 && error.status < 300)) return 'unknown';
  return UNHEARD_STATUSES.has(error.status) ? 'unheard' : 'nothing';
}

export function kindForStatus(status: number): ApiErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 404 || status === 410) return 'not-found';
  if (status === 429 || status >= 500) return 'server';
  return 'validation';
}
