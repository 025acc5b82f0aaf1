/**
 * The uploader's list of documents: files and links added (restrictions checked before any byte is sent), each
 * item's form edited, checked by the service's rules and sent through the queue, the messages placed on its
 * fields, announcements and focus as the list changes.
 */
import type { ReactiveControllerHost } from 'lit';
import type { WorksiteClient } from '../../api/partner.js';
import { ruleMessage } from '../../i18n/rules.js';
import { RenderedEvents } from '../../ui/rendered-events.js';
import type { FocusAfterRender } from '../../ui/form-errors.js';
import type { LiveAnnouncer } from '../../ui/live-announcer.js';
import type { Words } from '../../ui/localize.js';
import type { UploaderKey } from './doc-uploader.messages.js';
import { checkItem, firstErrorTarget, placeErrors } from './item-form.js';
import { displayName, itemFromFile, itemFromUrl, restrictionsOf, type ItemField, type UploadItem } from './upload-item.js';
import { uploadOutcomes } from './upload-outcomes.js';
import { UploadQueue } from './upload-queue.js';
import type { UploaderConfig } from './uploader-config.js';
import { formatBytes } from '../../i18n/format-bytes.js';
import { afterColon, plainText } from '../../i18n/translate.js';
import { summaryMessages } from '../../i18n/summary.js';
import type { DocUploaderEventMap } from './doc-uploader.events.js';

export interface UploadListHost extends ReactiveControllerHost, EventTarget {
  readonly isConnected: boolean;
  readonly client: WorksiteClient;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export interface UploadListOptions {
  words: Words<UploaderKey>;
  announcer: LiveAnnouncer;
  focusing: FocusAfterRender;
  idPrefix: string;
  config(): UploaderConfig;
  /** The accepted formats as a person reads them (`PDF, JPEG, PNG`), as the drop zone's hint says them. */
  formats(): string;
}

export class UploadList {
  readonly queue: UploadQueue;
  private readonly events: RenderedEvents<DocUploaderEventMap>;

  constructor(
    private readonly host: UploadListHost,
    private readonly options: UploadListOptions,
  ) {
    // Its words for the messages beyond those drawn ("et 312 autres").
    options.words.adopt(summaryMessages);
    this.events = new RenderedEvents(host);
    this.queue = new UploadQueue(
      host,
      uploadOutcomes({
        words: options.words,
        fire: (type, detail) => this.events.now(type, detail),
        announce: (text, replacing) => options.announcer.say(text, { replacing }),
        hasFocus: (item) => Boolean((host.renderRoot as ShadowRoot).activeElement?.closest(`[data-item-id="${item.id}"]`)),
        focusLater: (item, what) => options.focusing.request(this.itemId(item, what)),
        showErrors: (item, fieldErrors, moveFocus, overview) => this.showErrors(item, fieldErrors, moveFocus, overview),
      }),
    );
  }

  private get words(): Words<UploaderKey> {
    return this.options.words;
  }

  private get live(): LiveAnnouncer {
    return this.options.announcer;
  }

  private get focusing(): FocusAfterRender {
    return this.options.focusing;
  }

  private get config(): UploaderConfig {
    return this.options.config();
  }

  restrictionMessage(item: UploadItem, restriction: string, config: UploaderConfig): string {
    if (restriction === 'empty') return ruleMessage(this.words.lang, 'emptyFile');
    if (restriction === 'size') {
      const size = item.file?.size ?? 0;
      // Rounded, 20 Mo and 20 Mo plus a byte read the same: then both in bytes.
      const exact = formatBytes(this.words.lang, size) === formatBytes(this.words.lang, config.maxSize);
      return this.words.t('restriction.size', { size: formatBytes(this.words.lang, size, exact), max: formatBytes(this.words.lang, config.maxSize, exact) });
    }
    return this.words.t('restriction.accept', { formats: this.options.formats() });
  }

  itemId(item: UploadItem, what: string): string {
    return `${this.options.idPrefix}-i${item.id}-${what}`;
  }

  // ---- Adding documents ---------------------------------------------------------------------------

  /** Adds dropped or picked files; answers the drop zone's notice (only one file taken without `multiple`). */
  addFiles(files: File[], multiple: boolean): string {
    const config = this.config;
    let notice = '';
    if (!multiple && files.length > 1) {
      files = files.slice(0, 1);
      notice = this.words.t('dropzone.onlyOne', { name: plainText(files[0]!.name) });
    }
    const items = files.map((file) => itemFromFile(file, config.defaultType, restrictionsOf(file, config.accept, config.maxSize)));
    this.queue.add(items);
    const rejected = items
      .filter((item) => item.state === 'rejected')
      .map((item) => this.words.t('announce.rejected', { name: displayName(item), message: afterColon(this.words.lang, this.restrictionMessage(item, item.restrictions[0]!, config)) }));
    // Only what was taken counts as added: refused files are told apart.
    const accepted = items.filter((item) => item.state !== 'rejected');
    const added =
      accepted.length === 1
        ? this.words.t('announce.addedOne', { name: displayName(accepted[0]!) })
        : accepted.length
          ? this.words.t('announce.addedMany', { count: this.words.number(accepted.length) })
          : '';
    this.live.say([added, ...rejected].filter(Boolean).join(' '));
    return notice;
  }

  addLink(url: string): void {
    const item = itemFromUrl(url, this.config.defaultType);
    this.queue.add([item]);
    this.live.say(this.words.t('announce.addedOne', { name: displayName(item) }));
  }

  // ---- Editing and sending ------------------------------------------------------------------------

  edit(item: UploadItem, field: ItemField, value: string): void {
    if (field === 'type_id') item.typeId = value;
    else item[field] = value;
    if (item.fieldErrors[field]) {
      const { [field]: _fixed, ...rest } = item.fieldErrors;
      item.fieldErrors = rest;
    }
    this.host.requestUpdate();
  }

  /** Validates then queues one item; false when it has errors (shown on its fields, focus on the first). */
  send(item: UploadItem, moveFocus: boolean): boolean {
    if (item.state !== 'ready' && item.state !== 'failed') return true;
    const config = this.config;
    if (config.errors.length || config.worksiteId === undefined || config.worksiteOperationId === undefined) return false;
    const checked = checkItem(item, config.worksiteOperationId, this.words.lang);
    if (!checked.ok) {
      this.showErrors(item, checked.fieldErrors, moveFocus);
      this.live.say(this.words.t('announce.invalid', { name: displayName(item) }));
      return false;
    }
    if (!this.queue.send(item, config.worksiteId, checked.data)) return true;
    // What the region said of this document before (errors to fix) is no longer true.
    this.live.say(this.words.t('announce.sending', { name: displayName(item) }));
    if (moveFocus) this.focusing.request(this.itemId(item, 'cancel'));
    return true;
  }

  /**
   * Sends every document that can be sent. The button goes with them (it is shown only while two can be sent):
   * focus moves to the first refused one's error, else to the first upload's cancel button.
   */
  sendAll(): void {
    const candidates = this.queue.items.filter((item) => item.state === 'ready' || item.state === 'failed');
    const invalid = candidates.filter((item) => !this.send(item, false));
    const [refused] = invalid;
    if (refused) this.focusing.request(this.itemId(refused, firstErrorTarget(refused)));
    else if (candidates[0]) this.focusing.request(this.itemId(candidates[0], 'cancel'));
  }

  /** Errors on the item's fields (the rest on the item), and focus on the first when asked. */
  private showErrors(item: UploadItem, fieldErrors: Record<string, string[]>, moveFocus: boolean, overview?: string): void {
    placeErrors(item, fieldErrors, overview);
    if (moveFocus) this.focusing.request(this.itemId(item, firstErrorTarget(item)));
    this.host.requestUpdate();
  }

  /**
   * Removes the item from the list. One whose upload may have created the document (its outcome unknown) asks first:
   * removing it from the list does not remove it from the worksite (`confirmed` once the visitor said so).
   */
  remove(item: UploadItem, confirmed = false): void {
    if (!confirmed && this.queue.mayExist(item)) {
      item.confirmingRemoval = true;
      this.live.say(this.words.t('remove.ask'));
      this.focusing.request(this.itemId(item, 'remove-confirm'));
      this.host.requestUpdate();
      return;
    }
    const index = this.queue.items.indexOf(item);
    if (!this.queue.remove(item)) return;
    this.live.say(this.words.t('announce.removed', { name: displayName(item) }));
    const next = this.queue.items[index] ?? this.queue.items[index - 1];
    this.focusing.request(next ? this.itemId(next, 'state') : `${this.options.idPrefix}-choose`);
  }

  /** The visitor keeps the item after the question: back to its actions, focus on "Retirer". */
  keep(item: UploadItem): void {
    item.confirmingRemoval = false;
    this.focusing.request(this.itemId(item, 'remove'));
    this.host.requestUpdate();
  }
}
