/**
 * The uploads of the queue's items, each one a submission of the shared controller (`ui/submission.ts`: the
 * in-flight guard, the @lit/task run and its abort, one idempotency key per document and values, an upload whose
 * outcome is unknown settled before other values go, the outcome), at most MAX_PARALLEL_UPLOADS holding a slot of
 * the pool at once; each item moved through its states by `advance` alone. A document's submission waits for a
 * slot, then uploads; a cancel aborts either. Uploads go on when the element leaves the page: what they create
 * still reaches the page (`document-uploaded`, `document-upload-error`). An upload whose outcome is unknown is kept
 * with its file's name, size and last change (`ui/creation-ledger.ts`): the same file sent again to the same
 * worksite, after a reload, from another tab or once removed and added again, replays its key.
 */
import { newIdempotencyKey, type WorksiteClient } from '../../api/partner.js';
import { ApiError } from '../../api/errors.js';
import { abortError } from '../../api/http.js';
import type { DocumentForm, WorksiteDocument } from '../../api/partner-schemas.js';
import { creationLedger } from '../../ui/creation-ledger.js';
import { Submission, type SubmissionHost } from '../../ui/submission.js';
import { advance, isInFlight, type UploadItem } from './upload-item.js';
import { UploadPool } from './upload-pool.js';

export const MAX_PARALLEL_UPLOADS = 3;

export interface UploadQueueHost extends SubmissionHost {
  readonly client: WorksiteClient;
}

/** What one upload sends: the form, where, and the file's identity (a `File` says nothing to `JSON.stringify`). */
interface Upload {
  worksiteId: number;
  form: DocumentForm;
  file?: [name: string, size: number, lastModified: number];
}

/** What the element does when an upload moves on: events, announcements, focus. */
export interface UploadOutcomes {
  progress(item: UploadItem): void;
  /** `earlier`: an earlier sending created it, with the values of then (not those sent last). */
  done(item: UploadItem, document: WorksiteDocument, earlier: boolean): void;
  /** A 422: the item is back to editing, with `fieldErrors` (empty when the service named no field). */
  refused(item: UploadItem, error: ApiError): void;
  failed(item: UploadItem, error: unknown): void;
  cancelled(item: UploadItem): void;
}

export class UploadQueue {
  items: UploadItem[] = [];
  private readonly pool = new UploadPool(MAX_PARALLEL_UPLOADS);
  private readonly submissions = new Map<UploadItem, Submission<Upload, WorksiteDocument>>();
  /** The items whose upload in flight has sent its whole body: cancelled now, it may still be created. */
  private readonly bodySent = new Set<UploadItem>();
  /**
   * The pool's slot of each item sending: held until its outcome is shown (so no fourth item shows "uploading"
   * beside three), and kept from one request to the next when settling a lost answer first.
   */
  private readonly slots = new Map<UploadItem, () => void>();

  constructor(
    private readonly host: UploadQueueHost,
    private readonly outcomes: UploadOutcomes,
  ) {}

  add(items: UploadItem[]): void {
    this.items = [...this.items, ...items];
    this.host.requestUpdate();
  }

  /** Whether what the item sent may exist: its outcome is unknown (a lost answer, a cancel after its body left). */
  mayExist(item: UploadItem): boolean {
    return this.submissions.get(item)?.pendingRequest !== undefined;
  }

  /** Only an item that is not in flight can be removed: a running upload is cancelled first. */
  remove(item: UploadItem): boolean {
    if (isInFlight(item)) return false;
    this.items = this.items.filter((other) => other !== item);
    this.submissions.get(item)?.dispose();
    this.submissions.delete(item);
    this.host.requestUpdate();
    return true;
  }

  /**
   * Queues a validated form. The state changes synchronously, so a second click or Enter before the next
   * render finds the item in flight and sends nothing.
   */
  send(item: UploadItem, worksiteId: number, form: DocumentForm): boolean {
    const submission = this.submissionOf(item);
    if (submission.sending || !advance(item, { to: 'waiting' })) return false;
    const file = item.file && ([item.file.name, item.file.size, item.file.lastModified] as Upload['file']);
    return submission.send({ worksiteId, form, file });
  }

  /**
   * Stops a waiting or running upload; the item goes back to `ready` with everything it had. An upload cancelled
   * after its whole body was sent may have been created: the next send settles that first.
   */
  cancel(item: UploadItem): void {
    if (!isInFlight(item)) return;
    this.submissions.get(item)?.cancel(this.bodySent.has(item));
    this.releaseSlot(item);
    if (advance(item, { to: 'ready' })) this.outcomes.cancelled(item);
    this.host.requestUpdate();
  }

  private releaseSlot(item: UploadItem): void {
    this.slots.get(item)?.();
    this.slots.delete(item);
  }

  /** The item's slot in the pool: the one it holds, else one free now (at once), else the next one freed. */
  private slotOf(item: UploadItem, signal: AbortSignal): Promise<void> | undefined {
    const free = this.slots.has(item) ? undefined : this.pool.take();
    if (free) this.slots.set(item, free);
    if (this.slots.has(item)) return undefined;
    return this.pool.slot(signal).then((release) => {
      if (signal.aborted) {
        release();
        throw abortError(signal);
      }
      this.slots.set(item, release);
    });
  }

  /** The item's submission: one per document, so its idempotency key lives as long as the document. */
  private submissionOf(item: UploadItem): Submission<Upload, WorksiteDocument> {
    let submission = this.submissions.get(item);
    if (submission) return submission;
    const { host, outcomes } = this;
    const moved = (done: boolean) => (host.requestUpdate(), done);
    submission = new Submission<Upload, WorksiteDocument>(host, {
      newKey: newIdempotencyKey,
      // The same file (or link) sent to the same worksite is the same document.
      ledger: {
        store: creationLedger,
        scope: ({ worksiteId, form, file }) => JSON.stringify(['document', host.client.config.apiBase ?? '', worksiteId, file ?? form.url ?? '']),
      },
      // Uploading at once when a slot is free (no render shows it waiting), before the scope's lock is asked.
      ready: (_upload, signal) => {
        const turn = this.slotOf(item, signal);
        if (!turn) return void moved(advance(item, { to: 'uploading' }));
        return turn.then(() => void moved(advance(item, { to: 'uploading' })));
      },
      run: async ({ worksiteId, form }, signal, idempotencyKey) => {
        // The slot is held from `ready` on, and from one request to the next when settling a lost answer first.
        const turn = this.slotOf(item, signal);
        if (turn) await turn;
        this.bodySent.delete(item);
        try {
          moved(advance(item, { to: 'uploading' }));
          return await host.client.uploadDocument(worksiteId, form, {
            signal,
            idempotencyKey,
            onSent: () => this.bodySent.add(item),
            onProgress: (loaded, total) => {
              Object.assign(item, { loaded, total });
              outcomes.progress(item);
              host.requestUpdate();
            },
          });
        } finally {
          this.bodySent.delete(item);
        }
      },
      // Each outcome shown first, then the slot freed for the next in line.
      succeeded: (document, _upload, earlier) => {
        if (moved(advance(item, { to: 'done', document }))) outcomes.done(item, document, earlier);
        this.releaseSlot(item);
      },
      rejected: (_fieldErrors, error) => {
        if (moved(advance(item, { to: 'ready' }))) outcomes.refused(item, error);
        this.releaseSlot(item);
      },
      // A 422 naming no field is a refusal too: the item is back to editing, the service's words on it.
      failed: (error) => {
        if (error instanceof ApiError && error.kind === 'validation') {
          if (moved(advance(item, { to: 'ready' }))) outcomes.refused(item, error);
        } else if (moved(advance(item, { to: 'failed' }))) outcomes.failed(item, error);
        this.releaseSlot(item);
      },
    });
    this.submissions.set(item, submission);
    return submission;
  }
}
