/**
 * The uploads of the queue's items, at most MAX_PARALLEL_UPLOADS in flight through a pool: each one a call to
 * the client with its own AbortController (a cancel aborts the request), each item moved through its states by
 * `advance` alone. Uploads run side by side, so this is not the one-at-a-time submission controller.
 */
import type { ReactiveControllerHost } from 'lit';
import { newIdempotencyKey, type WorksiteClient } from '../../api/partner.js';
import { ApiError, isAbortError } from '../../api/errors.js';
import type { DocumentForm, WorksiteDocument } from '../../api/partner-schemas.js';
import { advance, isInFlight, type UploadItem } from './upload-item.js';
import { UploadPool } from './upload-pool.js';

export const MAX_PARALLEL_UPLOADS = 3;

export interface UploadQueueHost extends ReactiveControllerHost {
  readonly client: WorksiteClient;
}

/** What the element does when an upload moves on: events, announcements, focus. */
export interface UploadOutcomes {
  progress(item: UploadItem): void;
  done(item: UploadItem, document: WorksiteDocument): void;
  /** A 422: the item is back to editing, with `fieldErrors` (empty when the service named no field). */
  refused(item: UploadItem, error: ApiError): void;
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

  /** Only an item that is not in flight can be removed: a running upload is cancelled first. */
  remove(item: UploadItem): boolean {
    if (isInFlight(item)) return false;
    this.items = this.items.filter((other) => other !== item);
    this.host.requestUpdate();
    return true;
  }

  /**
   * Queues a validated form. The state changes synchronously, so a second click or Enter before the next
   * render finds the item in flight and sends nothing.
   */
  send(item: UploadItem, worksiteId: number, form: DocumentForm): boolean {
    if (!advance(item, { to: 'waiting', worksiteId, form })) return false;
    // One key per document and values: a retry after a lost answer or a 504 creates nothing more.
    const values = JSON.stringify({ worksiteId, ...form, file: item.file && [item.file.name, item.file.size, item.file.lastModified] });
    if (item.idempotency?.values !== values) item.idempotency = { values, key: newIdempotencyKey() };
    this.pool.add(item.id, () => this.start(item));
    this.host.requestUpdate();
    return true;
  }

  /** Stops a waiting or running upload; the item goes back to `ready` with everything it had. */
  cancel(item: UploadItem): void {
    if (item.state === 'waiting' && this.pool.withdraw(item.id)) {
      advance(item, { to: 'ready' });
      this.outcomes.cancelled(item);
      this.host.requestUpdate();
    } else if (item.state === 'uploading') {
      item.abort?.abort();
    }
  }

  /** Stops every upload (the element left the page): the waiting ones first, so none starts in a freed slot. */
  stopAll(): void {
    for (const item of this.items) if (item.state === 'waiting') this.cancel(item);
    for (const item of this.items) if (item.state === 'uploading') this.cancel(item);
  }

  private async start(item: UploadItem): Promise<void> {
    const abort = new AbortController();
    if (!advance(item, { to: 'uploading', abort })) return;
    this.host.requestUpdate();
    const { worksiteId, form } = item.sending!;
    try {
      const document = await this.host.client.uploadDocument(worksiteId, form, {
        signal: abort.signal,
        idempotencyKey: item.idempotency?.key,
        onProgress: (loaded, total) => {
          Object.assign(item, { loaded, total });
          this.outcomes.progress(item);
          this.host.requestUpdate();
        },
      });
      if (advance(item, { to: 'done', document })) this.outcomes.done(item, document);
    } catch (error) {
      if (isAbortError(error)) {
        if (advance(item, { to: 'ready' })) this.outcomes.cancelled(item);
      } else if (error instanceof ApiError && error.kind === 'validation') {
        if (advance(item, { to: 'ready' })) this.outcomes.refused(item, error);
      } else if (advance(item, { to: 'failed' })) this.outcomes.failed(item, error);
    }
    this.host.requestUpdate();
  }
}
