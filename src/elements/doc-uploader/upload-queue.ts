/**
 * The upload lifecycle of the queue's items: each upload is a @lit/task whose signal goes to the client (so a
 * cancel aborts the request), run through a pool that keeps at most MAX_PARALLEL_UPLOADS in flight.
 */
import { Task, TaskStatus } from '@lit/task';
import type { ReactiveControllerHost } from 'lit';
import type { WorksiteClient } from '../../api/partner.js';
import { isAbortError } from '../../api/errors.js';
import type { DocumentForm, WorksiteDocument } from '../../api/partner-schemas.js';
import { isInFlight, type UploadItem } from './upload-item.js';
import { UploadPool } from './upload-pool.js';

export const MAX_PARALLEL_UPLOADS = 3;

export interface UploadQueueHost extends ReactiveControllerHost {
  readonly client: WorksiteClient;
}

/** What the element does when an upload moves on: events, announcements, focus. */
export interface UploadOutcomes {
  progress(item: UploadItem): void;
  done(item: UploadItem, document: WorksiteDocument): void;
  failed(item: UploadItem, error: unknown): void;
  cancelled(item: UploadItem): void;
}

export class UploadQueue {
  items: UploadItem[] = [];
  private readonly pool = new UploadPool<number>(MAX_PARALLEL_UPLOADS);

  constructor(
    private readonly host: UploadQueueHost,
    private readonly outcomes: UploadOutcomes,
  ) {}

  add(items: UploadItem[]): void {
    this.items = [...this.items, ...items];
    this.host.requestUpdate();
  }

  find(id: number): UploadItem | undefined {
    return this.items.find((item) => item.id === id);
  }

  /** Only an item that is not in flight can be removed: a running upload is cancelled first. */
  remove(item: UploadItem): boolean {
    if (isInFlight(item)) return false;
    if (item.task) this.host.removeController(item.task);
    this.items = this.items.filter((other) => other !== item);
    this.host.requestUpdate();
    return true;
  }

  /**
   * Queues a validated form. The state changes synchronously, so a second click or Enter before the next
   * render finds the item in flight and sends nothing.
   */
  send(item: UploadItem, worksiteId: number, form: DocumentForm): boolean {
    if (item.state !== 'ready' && item.state !== 'failed') return false;
    item.state = 'waiting';
    item.sending = { worksiteId, form };
    item.loaded = 0;
    item.announcedStep = 0;
    item.fieldErrors = {};
    item.messages = [];
    item.notice = '';
    item.task ??= this.taskFor(item);
    this.pool.add(item.id, () => this.start(item));
    this.host.requestUpdate();
    return true;
  }

  /** Stops a waiting or running upload; the item goes back to `ready` with everything it had. */
  cancel(item: UploadItem): void {
    if (item.state === 'waiting' && this.pool.withdraw(item.id)) {
      item.state = 'ready';
      this.outcomes.cancelled(item);
      this.host.requestUpdate();
    } else if (item.state === 'uploading') {
      item.task?.abort();
    }
  }

  /** Stops every upload (the element left the page): the waiting ones first, so none starts in a freed slot. */
  stopAll(): void {
    for (const item of this.items) if (item.state === 'waiting') this.cancel(item);
    for (const item of this.items) if (item.state === 'uploading') this.cancel(item);
  }

  private taskFor(item: UploadItem): Task<[], WorksiteDocument> {
    return new Task<[], WorksiteDocument>(this.host, {
      autoRun: false,
      args: () => [],
      task: (_args, { signal }) =>
        this.host.client.uploadDocument(item.sending!.worksiteId, item.sending!.form, {
          signal,
          onProgress: (loaded, total) => {
            item.loaded = loaded;
            item.total = total;
            this.outcomes.progress(item);
            this.host.requestUpdate();
          },
        }),
    });
  }

  private async start(item: UploadItem): Promise<void> {
    const task = item.task!;
    item.state = 'uploading';
    this.host.requestUpdate();
    await task.run();
    if (task.status === TaskStatus.COMPLETE && task.value) {
      item.state = 'done';
      item.document = task.value;
      item.loaded = item.total;
      this.outcomes.done(item, task.value);
    } else if (isAbortError(task.error)) {
      item.state = 'ready';
      this.outcomes.cancelled(item);
    } else {
      item.state = 'failed';
      this.outcomes.failed(item, task.error);
    }
    this.host.requestUpdate();
  }
}
