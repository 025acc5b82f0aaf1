/**
 * Sending a worksite once: `client.createWorksite` in a @lit/task behind an in-flight flag, so a double click
 * or a second Enter never sends twice, and the exact body that failed is kept for the retry button.
 */
import type { ReactiveControllerHost } from 'lit';
import { Task } from '@lit/task';
import type { WorksiteClient } from '../../api/partner.js';
import { ApiError, errorDetailOf, isAbortError, type ApiErrorDetail, type FieldErrors } from '../../api/errors.js';
import type { Context } from '../../api/schemas.js';
import type { Worksite, WorksiteRequestInput } from '../../api/partner-schemas.js';

export interface SubmissionHost extends ReactiveControllerHost {
  readonly client: WorksiteClient;
}

export interface SubmissionCallbacks {
  created: (worksite: Worksite) => void;
  /** A 422 whose messages belong on the form's fields. */
  rejected: (fieldErrors: FieldErrors) => void;
  /** Every failure, as the `worksite-error` detail. */
  failed: (error: ApiErrorDetail) => void;
}

/** The plain detail of any failure, ApiError or not. */
export class WorksiteSubmission {
  /** The worksite the service created, shown in place of the form. */
  created?: Worksite;
  /** A failure shown as a panel (not a 422 with field messages, which lands on the fields). */
  failure?: unknown;
  private inFlight = false;
  private last?: readonly [WorksiteRequestInput, Context];
  private readonly task: Task<readonly [WorksiteRequestInput, Context], Worksite>;

  constructor(
    private readonly host: SubmissionHost,
    callbacks: SubmissionCallbacks,
  ) {
    // Not aborted when the element leaves the page: the worksite may already exist, and the host is still told.
    this.task = new Task(host, {
      autoRun: false,
      task: ([body, context], { signal }) => this.host.client.createWorksite(body, { context, signal }),
      onComplete: (worksite) => {
        this.inFlight = false;
        this.created = worksite;
        callbacks.created(worksite);
      },
      onError: (error) => {
        this.inFlight = false;
        if (isAbortError(error)) return;
        const fieldErrors = error instanceof ApiError && error.kind === 'validation' ? error.fieldErrors : undefined;
        if (fieldErrors && Object.keys(fieldErrors).length) callbacks.rejected(fieldErrors);
        else this.failure = error;
        callbacks.failed(errorDetailOf(error));
      },
    });
  }

  get sending(): boolean {
    return this.inFlight;
  }

  /** Whether the failure shown is worth the same request again (network loss, timeout, 5xx). */
  get retryable(): boolean {
    return this.failure instanceof ApiError && this.failure.retryable;
  }

  /** Sends `body` unless a request is already in flight; true when it was sent. */
  send(body: WorksiteRequestInput, context: Context): boolean {
    if (this.inFlight) return false;
    this.inFlight = true;
    this.failure = undefined;
    this.last = [body, context];
    this.host.requestUpdate();
    void this.task.run(this.last);
    return true;
  }

  /** Sends the very request that failed, body unchanged. */
  retry(): boolean {
    return this.last ? this.send(...this.last) : false;
  }

  /** The failure is stale once the person edits the form. */
  dismiss(): void {
    if (this.failure === undefined) return;
    this.failure = undefined;
    this.host.requestUpdate();
  }

  /** Back to no outcome, for a new worksite. */
  reset(): void {
    this.created = undefined;
    this.failure = undefined;
    this.last = undefined;
    this.host.requestUpdate();
  }
}
