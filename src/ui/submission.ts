/**
 * One submission at a time, for every element: the in-flight guard (a double click or a second Enter sends
 * nothing), the request run through @lit/task with its abort signal, and what came of it: the result, a 422
 * whose messages belong on the fields, or a failure shown with a retry when trying again may help. The
 * element's events fire once the outcome is rendered.
 *
 * A request that creates something (`newKey` given) is settled before anything new is created: once its outcome
 * is unknown (a lost answer, a timeout, a 5xx, an abort after its body was sent), it is pending, and the next
 * send first sends it again, the same values with the same key, so that the service answers what it did with it.
 * A creation, whether the service made it then or now, is the outcome (the element tells it, once); a refusal the
 * service read means nothing exists under that key, and only then do other values go, with a new key.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { Task } from '@lit/task';
import { creationOutcome } from '../api/creation-outcome.js';
import { ApiError, errorDetailOf, isAbortError, type ApiErrorDetail, type FieldErrors } from '../api/errors.js';
import { RenderedEvents, type DetailOf, type EventMap, type TypesWith } from './rendered-events.js';
import { retryable } from './field.js';

export interface SubmissionHost extends ReactiveControllerHost, EventTarget {
  readonly isConnected: boolean;
}

/**
 * A request that creates something and whose outcome is unknown: its idempotency key, and its values unless they
 * were not kept (a key kept over a reload, without the visitor's data).
 */
export interface PendingRequest<A> {
  key: string;
  args?: A;
}

/**
 * Sent after a reload with the key of a request whose values were not kept, other values were refused for that
 * key (a 422 without field messages: the service had created something with the first ones). What it created,
 * the service does not say; the key is settled, and a new send creates anew.
 */
export class CreatedBefore extends ApiError {
  constructor(cause: ApiError) {
    super('validation', 'Something was created with this Idempotency-Key and other values before the page was reloaded.', {
      status: cause.status,
      cause,
    });
  }
}

/** The service's answer to a key sent again with other values than it created with (docs/contract.md §1: 422, no field messages). */
const refusesKeyReuse = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 422 && !Object.keys(error.fieldErrors ?? {}).length;

export interface SubmissionOptions<A, R, M extends EventMap<M>> {
  /** The request; `signal` aborts it; `key` is the submission's idempotency key, when `newKey` makes them. */
  run(args: A, signal: AbortSignal, key?: string): Promise<R>;
  /**
   * Makes idempotency keys for a request that creates something: one key per submission, the same for every
   * retry of the same values (the service then creates once), a new one once the values change and nothing is
   * pending (see the module's comment).
   */
  newKey?(): string;
  /** The pending request changed: one whose outcome is unknown, or undefined once it is settled (to keep it over a reload). */
  pendingChanged?(pending: PendingRequest<A> | undefined): void;
  /** The event fired with the result, and its detail. */
  resultEvent?: { [K in keyof M & string]: [type: K, detail: (result: R, args: A) => DetailOf<M, K>] }[keyof M & string];
  /** The event fired with every failure (`{error}`); none when the element tells of failures its own way. */
  errorEvent?: TypesWith<M, { error: ApiErrorDetail }>;
  /** `args` are the values that created `result`; `earlier` when they are not those just sent (a pending request's). */
  succeeded?(result: R, args: A, earlier: boolean): void;
  /** A 422 with messages by field: where they go (the failure panel stays empty). */
  rejected?(fieldErrors: FieldErrors, error: ApiError, args: A): void;
  /** Any other failure, shown as the panel. */
  failed?(error: unknown, args: A): void;
  /** Aborted when the element leaves the page (a calculation); a creation never is, since it may already exist. */
  abortOnDisconnect?: boolean;
  /** The element is back in the page after an outcome reached it off the page: say it again. */
  returned?(): void;
}

/** A result and the values that made it. */
interface Created<A, R> {
  args: A;
  result: R;
}

export class Submission<A, R, M extends EventMap<M> = Record<never, never>> implements ReactiveController {
  /** A request is in flight: the guard, and the busy button. */
  sending = false;
  result?: R;
  /** A failure shown as a panel (not a 422 with field messages). */
  failure?: unknown;
  private last?: A;
  private key?: { values: string; key: string };
  /** Sent with its key and not answered (see the module's comment): sent again before anything else. */
  private pending?: PendingRequest<A>;
  /** The request in flight that is not a replay, while its outcome may still be unknown. */
  private inFlight?: PendingRequest<A>;
  private readonly task: Task<[A], Created<A, R>>;
  private readonly events: RenderedEvents<M>;

  constructor(
    private readonly host: SubmissionHost,
    private readonly options: SubmissionOptions<A, R, M>,
  ) {
    host.addController(this);
    this.events = new RenderedEvents(host, options.returned);
    this.task = new Task<[A], Created<A, R>>(host, {
      autoRun: false,
      task: ([args], { signal }) => this.attempt(args, signal),
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
      if (!this.pending && this.key?.values !== values) this.key = { values, key: this.options.newKey() };
    }
    this.host.requestUpdate();
    void this.task.run([args]);
    return true;
  }

  /** A request left pending before a reload (kept by the element with its draft): the next send settles it first. */
  restorePending(pending: PendingRequest<A> | undefined): void {
    this.pending = pending;
  }

  /** The pending request, when an outcome is unknown. */
  get pendingRequest(): PendingRequest<A> | undefined {
    return this.pending;
  }

  private setPending(pending: PendingRequest<A> | undefined): void {
    if (pending === this.pending) return;
    this.pending = pending;
    this.options.pendingChanged?.(pending);
  }

  /**
   * Settles the pending request if there is one, then, unless that answered these values, sends `args`. A pending
   * request whose values were not kept goes with the values of now: the service answers what it created with
   * them, creates them, or refuses other values than those it created with (`CreatedBefore`).
   */
  private async attempt(args: A, signal: AbortSignal): Promise<Created<A, R>> {
    const pending = this.pending;
    if (!pending) return { args, result: await this.sendNew(args, signal) };
    const replay = pending.args ?? args;
    let result: R;
    try {
      result = await this.options.run(replay, signal, pending.key);
    } catch (error) {
      // Lost, refused unread, aborted: what the first request did is still unknown.
      if (isAbortError(error) || creationOutcome(error) !== 'nothing') throw error;
      this.setPending(undefined);
      if (!pending.args && refusesKeyReuse(error)) throw new CreatedBefore(error);
      // The service read it and refused it: nothing exists under its key, and other values may go with a new one.
      const values = JSON.stringify(args);
      if (values === JSON.stringify(replay)) throw error;
      this.key = { values, key: this.options.newKey!() };
      return { args, result: await this.sendNew(args, signal) };
    }
    this.setPending(undefined);
    return { args: replay, result };
  }

  /** Sends `args` with the submission's key; an outcome left unknown makes it the pending request. */
  private async sendNew(args: A, signal: AbortSignal): Promise<R> {
    const key = this.key?.key;
    const sent = key === undefined ? undefined : { args, key };
    this.inFlight = sent;
    try {
      return await this.options.run(args, signal, key);
    } catch (error) {
      if (sent && !isAbortError(error) && creationOutcome(error) === 'unknown') this.setPending(sent);
      throw error;
    } finally {
      if (this.inFlight === sent) this.inFlight = undefined;
    }
  }

  /** Sends the very request that failed again, unchanged. */
  retry(): boolean {
    return this.last !== undefined && this.send(this.last);
  }

  /**
   * Stops the request in flight, if any; what is shown stays. `reached`: its whole body was sent, so the service
   * may have created it: it becomes the pending request.
   */
  cancel(reached = false): void {
    if (!this.sending) return;
    this.sending = false;
    if (reached && this.inFlight) this.setPending(this.inFlight);
    this.inFlight = undefined;
    this.task.abort();
    this.host.requestUpdate();
  }

  /** The failure is stale once the person edits the form. */
  dismiss(): void {
    if (this.failure === undefined) return;
    this.failure = undefined;
    this.host.requestUpdate();
  }

  /** Back to no outcome. A pending request stays: what it did is still to be settled. */
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

  private completed({ args, result }: Created<A, R>): void {
    this.sending = false;
    this.result = result;
    this.options.succeeded?.(result, args, args !== this.last && JSON.stringify(args) !== JSON.stringify(this.last));
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
