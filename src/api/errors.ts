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

export function kindForStatus(status: number): ApiErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 404 || status === 410) return 'not-found';
  if (status === 429 || status >= 500) return 'server';
  return 'validation';
}
