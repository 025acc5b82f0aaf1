/**
 * What the page and the person are told as an upload moves on: the element's events, coarse polite
 * announcements (every quarter, not every progress event), the item's messages, and where focus goes when the
 * button a person was on disappears.
 */
import { ApiError, errorDetailOf } from '../../api/errors.js';
import type { WorksiteDocument } from '../../api/partner-schemas.js';
import type { Params } from '../../i18n/translate.js';
import type {
  DocumentUploadErrorDetail,
  DocumentUploadProgressDetail,
  DocumentUploadedDetail,
} from './doc-uploader.events.js';
import type { UploadOutcomes } from './upload-queue.js';
import { displayName, type UploadItem } from './upload-item.js';

export interface OutcomeHost {
  t(key: string, params?: Params): string;
  formatNumber(value: number, maximumFractionDigits?: number): string;
  describeError(error: unknown): string;
  fire<T>(type: string, detail: T): void;
  announce(text: string): void;
  /** True when focus is inside this item. */
  hasFocus(item: UploadItem): boolean;
  /** Focuses one of the item's controls (`state`, `send`, `retry`...) after the next render. */
  focusLater(item: UploadItem, what: string): void;
  /** Errors on the item's fields, the others on the item; focus on the first when asked. */
  showErrors(item: UploadItem, fieldErrors: Record<string, string[]>, moveFocus: boolean, overview?: string): void;
}

export function uploadOutcomes(host: OutcomeHost): UploadOutcomes {
  return {
    progress(item) {
      host.fire<DocumentUploadProgressDetail>('document-upload-progress', { name: displayName(item), loaded: item.loaded, total: item.total });
      if (item.total <= 0) return;
      const step = Math.floor((item.loaded / item.total) * 4);
      if (step > item.announcedStep && step < 4) {
        item.announcedStep = step;
        host.announce(host.t('announce.progress', { name: displayName(item), percent: host.formatNumber(step * 25, 0) }));
      }
    },

    done(item, document: WorksiteDocument) {
      if (host.hasFocus(item)) host.focusLater(item, 'state');
      host.announce(host.t('announce.done', { name: displayName(item), status: document.status ?? host.t('state.done') }));
      host.fire<DocumentUploadedDetail>('document-uploaded', { document });
    },

    failed(item, error) {
      const focused = host.hasFocus(item);
      const message = host.describeError(error);
      const apiError = error instanceof ApiError ? error : undefined;
      if (apiError?.kind === 'validation') {
        // A 422: the item goes back to editing, with the service's messages on its fields.
        item.state = 'ready';
        const fieldErrors = apiError.fieldErrors ?? {};
        if (Object.keys(fieldErrors).length) host.showErrors(item, fieldErrors, focused, message);
        else host.showErrors(item, { _: [message] }, focused);
      } else {
        item.messages = [message];
        if (focused) host.focusLater(item, 'retry');
      }
      host.announce(host.t('announce.failed', { name: displayName(item), message }));
      host.fire<DocumentUploadErrorDetail>('document-upload-error', { name: displayName(item), error: errorDetailOf(error) });
    },

    cancelled(item) {
      item.notice = host.t('state.cancelled');
      if (host.hasFocus(item)) host.focusLater(item, 'send');
      host.announce(host.t('announce.cancelled', { name: displayName(item) }));
    },
  };
}
