/**
 * One submission at a time, for every element: the in-flight guard (a double click or a second Enter sends
 * nothing), the request run through @lit/task with its abort signal, and what came of it: the result, a 422
 * whose messages belong on the fields, or a failure shown with a retry when trying again may help. The
 * element's events fire once the outcome is rendered.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { Task } from '@lit/task';
import { ApiError, errorDetailOf, isAbortError, type ApiErrorDetail, type FieldErrors } from '../api/errors.js';
import { RenderedEvents, type DetailOf, type EventMap, type TypesWith } from './rendered-events.js';
import { retryable } from './field.js';

export interface SubmissionHost extends ReactiveControllerHost, EventTarget {
  readonly isConnected: boolean;
}

export interface SubmissionOptions<A, R, M extends EventMap<M>> {
  /** The request; `signal` aborts it; `key` is the submission's idempotency key, when `newKey` makes them. */
  run(args: A, signal: AbortSignal, key?: string): Promise<R>;
  /**
   * Makes idempotency keys for a request that creates something: one key per submission, the same for every
   * retry of the same values (the service then creates once), a new one once the values change.
   */
  newKey?(): string;
  /** The event fired with the result, and its detail. */
  resultEvent?: { [K in keyof M & string]: [type: K, detail: (result: R, args: A) => DetailOf<M, K>] }[keyof M & string];
  /** The event fired with every failure (`{error}`); none when the element tells of failures its own way. */
  errorEvent?: TypesWith<M, { error: ApiErrorDetail }>;
  succeeded?(result: R, args: A): void;
  /** A 422 with messages by field: where they go (the failure panel stays empty). */
  rejected?(fieldErrors: FieldErrors, error: ApiError, args: A): void;
  /** Any other failure, shown as the panel. */
  failed?(error: unknown, args: A): void;
  /** Aborted when the element leaves the page (a calculation); a creation never is, since it may already exist. */
  abortOnDisconnect?: boolean;
  /** The element is back in the page after an outcome reached it off the page: say it again. */
  returned?(): void;
}

export class Submission<A, R, M extends EventMap<M> = Record<never, never>> implements ReactiveController {
  /** A request is in flight: the guard, and the busy button. */
  sending = false;
  result?: R;
  /** A failure shown as a panel (not a 422 with field messages). */
  failure?: unknown;
  private last?: A;
  private key?: { values: string; key: string };
  private readonly task: Task<[A], R>;
  private readonly events: RenderedEvents<M>;

  constructor(
    private readonly host: SubmissionHost,
    private readonly options: SubmissionOptions<A, R, M>,
  ) {
    host.addController(this);
    this.events = new RenderedEvents(host, options.returned);
    this.task = new Task<[A], R>(host, {
      autoRun: false,
      task: ([args], { signal }) => options.run(args, signal, this.key?.key),
      onComplete: (result) => this.completed(result),
      onError: (error) => this.errored(error),
    });
  }

  /** Whether the failure shown is worth the same request again (network loss, timeout, 5xx). */
  get retryable(): boolean {
    return this.failure !== undefined && retryable(this.failure);
  }

  /** Sends `args` unless a request is in flight; true when it was sent. */
  send(args: A): boolean {
    if (this.sending) return false;
    this.sending = true;
    this.failure = undefined;
    this.last = args;
    if (this.options.newKey) {
      // Only a creation has a key, made from its values (a calculation's arguments need not be serialisable).
      const values = JSON.stringify(args);
      if (this.key?.values !== values) this.key = { values, key: this.options.newKey() };
    }
    this.host.requestUpdate();
    void this.task.run([args]);
    return true;
  }

  /** Sends the very request that failed again, unchanged. */
  retry(): boolean {
    return this.last !== undefined && this.send(this.last);
  }

  /** Stops the request in flight, if any; what is shown stays. */
  cancel(): void {
    if (!this.sending) return;
    this.sending = false;
    this.task.abort();
    this.host.requestUpdate();
  }

  /** The failure is stale once the person edits the form. */
  dismiss(): void {
    if (this.failure === undefined) return;
    this.failure = undefined;
    this.host.requestUpdate();
  }

  /** Back to no outcome. */
  reset(): void {
    this.cancel();
    this.result = undefined;
    this.failure = undefined;
    this.last = undefined;
    // What comes next is another submission, even with the same values.
    this.key = undefined;
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    if (this.options.abortOnDisconnect) this.cancel();
  }

  private completed(result: R): void {
    const args = this.last as A;
    this.sending = false;
    this.result = result;
    this.options.succeeded?.(result, args);
    const event = this.options.resultEvent;
    if (event) this.events.fire(event[0], event[1](result, args) as DetailOf<M, typeof event[0]>);
  }

  private errored(error: unknown): void {
    // An abort is ours (cancel, reset): whoever aborted already put everything back.
    if (isAbortError(error)) return;
    const args = this.last as A;
    this.sending = false;
    const fieldErrors = error instanceof ApiError && error.kind === 'validation' ? error.fieldErrors : undefined;
    if (fieldErrors && Object.keys(fieldErrors).length && this.options.rejected) this.options.rejected(fieldErrors, error as ApiError, args);
    else {
      this.failure = error;
      this.options.failed?.(error, args);
    }
    if (this.options.errorEvent) this.events.fire(this.options.errorEvent, { error: errorDetailOf(error) } as DetailOf<M, TypesWith<M, { error: ApiErrorDetail }>>);
  }

  /** Leaves the host (what it was for is gone: an uploaded document removed from the list). */
  dispose(): void {
    this.cancel();
    for (const controller of [this, this.task, this.events]) this.host.removeController(controller);
  }
}
