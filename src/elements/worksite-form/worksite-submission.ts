/**
 * Sending a worksite once: `client.createWorksite` in a @lit/task behind an in-flight flag, so a double click
 * or a second Enter never sends twice, and the exact body that failed is kept for the retry button.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { Task } from '@lit/task';
import type { Client } from '../../api/client.js';
import { isAbortError } from '../../api/errors.js';
import type { Context, Worksite, WorksiteRequestInput } from '../../api/schemas.js';

export interface SubmissionHost extends ReactiveControllerHost {
  readonly client: Client;
}

export interface SubmissionCallbacks {
  created: (worksite: Worksite) => void;
  failed: (error: unknown) => void;
}

export class WorksiteSubmission implements ReactiveController {
  private inFlight = false;
  private last?: readonly [WorksiteRequestInput, Context];
  private readonly task: Task<readonly [WorksiteRequestInput, Context], Worksite>;

  constructor(
    private readonly host: SubmissionHost,
    callbacks: SubmissionCallbacks,
  ) {
    host.addController(this);
    this.task = new Task(host, {
      autoRun: false,
      task: ([body, context], { signal }) => this.host.client.createWorksite(body, { context, signal }),
      onComplete: (worksite) => {
        this.inFlight = false;
        callbacks.created(worksite);
      },
      onError: (error) => {
        this.inFlight = false;
        if (!isAbortError(error)) callbacks.failed(error);
      },
    });
  }

  hostConnected(): void {}

  get sending(): boolean {
    return this.inFlight;
  }

  /** Sends `body` unless a request is already in flight; true when it was sent. */
  send(body: WorksiteRequestInput, context: Context): boolean {
    if (this.inFlight) return false;
    this.inFlight = true;
    this.last = [body, context];
    this.host.requestUpdate();
    void this.task.run(this.last);
    return true;
  }

  /** Sends the very request that failed, body unchanged. */
  retry(): boolean {
    return this.last ? this.send(...this.last) : false;
  }
}
