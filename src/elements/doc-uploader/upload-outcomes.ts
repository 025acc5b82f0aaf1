/**
 * What the page and the person are told as an upload moves on: the element's events, coarse polite
 * announcements (every quarter, not every progress event), the item's messages, and where focus goes when the
 * button a person was on disappears. The item's state is the queue's business (`advance`).
 */
import { creationOutcome } from '../../api/creation-outcome.js';
import { errorDetailOf, type ApiError } from '../../api/errors.js';
import { CreatedBefore } from '../../ui/submission.js';
import type { WorksiteDocument } from '../../api/partner-schemas.js';
import type { Words } from '../../ui/localize.js';
import type { UploaderKey } from './doc-uploader.messages.js';
import type { DocUploaderEventMap } from './doc-uploader.events.js';
import type { UploadOutcomes } from './upload-queue.js';
import { displayName, type UploadItem } from './upload-item.js';
import type { Fire } from '../../ui/rendered-events.js';
import { afterColon } from '../../i18n/translate.js';

export interface OutcomeHost {
  readonly words: Words<UploaderKey>;
  fire: Fire<DocUploaderEventMap>;
  /** Says `text` in the live region; `replacing`: words of the same update it makes untrue. */
  announce(text: string, replacing?: string | readonly string[]): void;
  /** True when focus is inside this item. */
  hasFocus(item: UploadItem): boolean;
  /** Focuses one of the item's controls (`state`, `send`, `retry`...) after the next render. */
  focusLater(item: UploadItem, what: string): void;
  /** Errors on the item's fields, the others on the item; focus on the first when asked. */
  showErrors(item: UploadItem, fieldErrors: Record<string, string[]>, moveFocus: boolean, overview?: string): void;
}

export function uploadOutcomes(host: OutcomeHost): UploadOutcomes {
  const { words } = host;
  // An outcome that comes before the region showed "sending…", a quarter sent or "sent, waiting" replaces them: the
  // region says the outcome alone.
  const sending = (item: UploadItem) => {
    const name = displayName(item);
    const quarters = [1, 2, 3].map((step) => words.t('announce.progress', { name, percent: words.number(step * 25, 0) }));
    return [words.t('announce.sending', { name }), ...quarters, words.t('announce.waiting', { name })];
  };
  const failedToo = (item: UploadItem, error: unknown, message: string) => {
    host.announce(words.t('announce.failed', { name: displayName(item), message: afterColon(words.lang, message) }), sending(item));
    host.fire('document-upload-error', { name: displayName(item), error: errorDetailOf(error) });
  };
  return {
    progress(item) {
      host.fire('document-upload-progress', { name: displayName(item), loaded: item.loaded, total: item.total });
      if (item.total <= 0) return;
      const step = Math.min(4, Math.floor((item.loaded / item.total) * 4));
      if (step <= item.announcedStep) return;
      item.announcedStep = step;
      // All sent, the service's answer still to come: the region says so, as the bar does.
      if (step === 4) host.announce(words.t('announce.waiting', { name: displayName(item) }));
      else host.announce(words.t('announce.progress', { name: displayName(item), percent: words.number(step * 25, 0) }));
    },

    done(item, document: WorksiteDocument, earlier) {
      if (earlier) item.notice = words.t('done.earlier');
      if (host.hasFocus(item)) host.focusLater(item, 'state');
      host.announce(words.t('announce.done', { name: displayName(item), status: afterColon(words.lang, document.status ?? words.t('state.done')) }), sending(item));
      host.fire('document-uploaded', { document });
    },

    refused(item, error: ApiError) {
      // A 422: the service's messages on the item's fields, its overview first when some have no field.
      const message = error instanceof CreatedBefore ? words.t('failed.createdBefore') : words.describe(error);
      const fieldErrors = error.fieldErrors ?? {};
      if (Object.keys(fieldErrors).length) host.showErrors(item, fieldErrors, host.hasFocus(item), message);
      else host.showErrors(item, { _: [message] }, host.hasFocus(item));
      failedToo(item, error, message);
    },

    failed(item, error) {
      // An outcome unknown: the document may be on the worksite, and sending it again replays its key.
      const message = creationOutcome(error) === 'unknown' ? `${words.describe(error)} ${words.t('failed.unknown')}` : words.describe(error);
      item.messages = [message];
      if (host.hasFocus(item)) host.focusLater(item, 'retry');
      failedToo(item, error, message);
    },

    cancelled(item) {
      item.notice = words.t('state.cancelled');
      if (host.hasFocus(item)) host.focusLater(item, 'send');
      host.announce(words.t('announce.cancelled', { name: displayName(item) }), sending(item));
    },
  };
}
