import { html, nothing, type PropertyDeclarations } from 'lit';
import type { WorksiteClient } from '../../api/partner.js';
import { renderConfigErrors, renderStatus } from '../../ui/field.js';
import type { FocusAfterRender } from '../../ui/form-errors.js';
import { GESTURES, GestureCode } from '../../ui/gesture-code.js';
import { LiveAnnouncer } from '../../ui/live-announcer.js';
import { Localize } from '../../ui/localize.js';
import { WidgetElement } from '../../ui/widget-element.js';
import { FunnelController } from '../../ui/funnel/funnel-controller.js';
import { docUploaderMessages, type UploaderKey } from './doc-uploader.messages.js';
import { docUploaderStyles } from './doc-uploader.styles.js';
import { renderDropzone, renderLinkForm } from './entry-templates.js';
import { FileDropController } from './file-drop.js';
import { LinkEntry } from './link-entry.js';
import { acceptedFormats, DEFAULT_ACCEPT, parseUploaderConfig, type UploaderConfig } from './uploader-config.js';
import type { UploaderView } from './uploader-templates.js';
import type { UploadList } from './upload-list.js';
import { formatBytes } from '../../i18n/format-bytes.js';
import { plainText } from '../../i18n/translate.js';
import type { UploadCode } from './upload-code.js';

/** The upload code's controllers, made once it is here. */
interface Uploading {
  code: UploadCode;
  list: UploadList;
  focusing: FocusAfterRender;
}

export type { CeeAbandonDetail, CeeReadyDetail, CeeStepDetail } from '../../ui/funnel/funnel.events.js';
export type { DocumentUploadErrorDetail, DocumentUploadProgressDetail, DocumentUploadedDetail } from './doc-uploader.events.js';

/**
 * Attaches documents to a worksite: files dropped or picked (or links), each with its name, type and notes,
 * uploaded as multipart to `POST /v1/worksites/{worksite-id}/documents`, at most three at a time, with
 * progress, cancel and retry. Restrictions (formats, size, empty file, lengths, missing type) are checked
 * before any byte is sent. The drop zone and the link entry show at once; the code that lists and uploads
 * documents is fetched when a visitor reaches into the element (focus, a press, typing, a file dragged in).
 *
 * @tagname doc-uploader
 * @summary Uploads a worksite's documents with progress, cancel, retry and restrictions.
 *
 * @fires {CustomEvent<DocumentUploadedDetail>} document-uploaded - `{document}`: one document was created; `document.status` is the service's status.
 * @fires {CustomEvent<CeeReadyDetail>} cee-ready - Drawn, once. `{element, version}`.
 * @fires {CustomEvent<CeeStepDetail>} cee-step - A step of the funnel reached (README, funnel events). `{element, version, step, works?, totals?}`.
 * @fires {CustomEvent<CeeAbandonDetail>} cee-abandon - The page left after a step, before the funnel's end. `{element, version, step}`.
 * @fires {CustomEvent<DocumentUploadProgressDetail>} document-upload-progress - `{name, loaded, total}`: bytes of one upload sent so far (multipart body).
 * @fires {CustomEvent<DocumentUploadErrorDetail>} document-upload-error - `{name, error}`: one upload failed (`error` is `{kind, status?, message, fieldErrors?}`); not fired for restrictions checked before sending.
 *
 * @csspart dropzone - The drop zone, holding the button that opens the file picker.
 * @csspart file - One document of the queue (its form, state, progress and actions).
 * @csspart type-select - The document type select of a queued document.
 * @csspart progress - The `<progress>` bar of an upload in flight.
 * @csspart cancel - The button cancelling a waiting or running upload.
 * @csspart retry - The button trying a failed upload again.
 * @csspart error - A message: the configuration problem, a document's own errors, or a field's error.
 * @csspart field - A labelled field (label, control, hint, error).
 * @csspart label - A field's label.
 * @csspart control - A text input, select or textarea.
 * @csspart hint - A field's hint, and the drop zone's accepted formats and maximum size.
 * @csspart status - The polite live region announcing additions, progress steps and outcomes.
 * @csspart choose - The button opening the file picker.
 * @csspart add-link - The button adding a document given by its URL.
 * @csspart send - A queued document's send button.
 * @csspart send-all - The button sending every queued document, shown while at least two can be sent.
 * @csspart remove - A queued document's remove button.
 * @csspart remove-confirm - The button removing a document that may already be on the worksite, after the question.
 * @csspart remove-keep - The button keeping it in the list instead.
 *
 * @cssprop --cee-color-primary - Buttons, focus of the drop zone while dragging, progress bars.
 * @cssprop --cee-color-on-primary - Text on primary buttons.
 * @cssprop --cee-color-text - Text.
 * @cssprop --cee-color-muted - Hints and secondary text.
 * @cssprop --cee-color-background - Background.
 * @cssprop --cee-color-surface - Background of the drop zone and of the queued documents.
 * @cssprop --cee-color-border - Borders of fields, the drop zone and the documents.
 * @cssprop --cee-color-error - Errors and refused documents.
 * @cssprop --cee-color-success - Uploaded documents.
 * @cssprop --cee-color-focus - Focus ring, 3px solid (#b45309 by default).
 * @cssprop --cee-radius - Corner radius.
 * @cssprop --cee-space - Base spacing (0.75em by default).
 * @cssprop --cee-font-family - Font (inherited from the page by default).
 * @cssprop --cee-font-size - Base font size (`medium`, the browser's default, whatever the page's root size).
 * @cssprop --cee-line-height - Line height (1.5 by default).
 * @cssprop --cee-color-scheme - `light` (default) or `dark`, for native controls (select popups, checkboxes, scrollbars).
 */
export class DocUploader extends WidgetElement {
  /** @internal The tag the package registers this class under (`define`, the lazy loader, the React wrappers). */
  static readonly tag = 'doc-uploader';

  static override styles = docUploaderStyles;

  static override properties: PropertyDeclarations = {
    worksiteId: { attribute: 'worksite-id' },
    worksiteOperationId: { attribute: 'worksite-operation-id' },
    types: {},
    accept: {},
    maxSize: { attribute: 'max-size' },
    multiple: { type: Boolean },
    analytics: {},
    typeLabels: { attribute: false },
    dropzoneNotice: { state: true, attribute: false },
    unadded: { state: true, attribute: false },
  };

  /** The worksite receiving the documents (a positive integer); required. */
  worksiteId?: string | number;

  /** The worksite operation the documents belong to (a positive integer); required. */
  worksiteOperationId?: string | number;

  /** Allowed document type codes, comma separated (e.g. `1,2,105`); every code of the service when absent. */
  types?: string;

  /** Accepted formats: MIME types, `type/*` or `.ext`, comma separated; `application/pdf,image/jpeg,image/png` by default (also when removed), any format when empty. */
  accept: string | null = DEFAULT_ACCEPT;

  /** Largest file accepted, in bytes; 20 MiB (the service's limit) when absent. */
  maxSize?: string | number;

  /** Lets the file picker and a drop add several files at once. */
  multiple = false;

  /** `datalayer`: the funnel events go to `window.dataLayer` too. */
  analytics?: string;

  /** Labels of the document type codes, `{[code]: label}`; `Type de document N` for a code without one. */
  typeLabels: Record<string, string> = {};

  private dropzoneNotice = '';
  /** The files a lost network kept out of the list: "Réessayer" adds them, so the visitor need not choose them again. */
  private unadded: File[] = [];

  private get fileInput(): HTMLInputElement | null {
    return this.renderRoot?.querySelector<HTMLInputElement>('input[type=file]') ?? null;
  }

  protected override readonly words = new Localize<UploaderKey>(this, docUploaderMessages, () =>
    import('./doc-uploader.messages.en.js').then((module) => module.pack),
  );

  /** @internal The calls this element makes, on the configuration in effect (they come with the upload code). */
  get client(): WorksiteClient {
    const code = this.uploading?.code;
    if (!code) throw new Error('The upload code is not here yet.');
    return this.callsOn(code.worksiteClient);
  }

  /** The list and its uploads, fetched when a visitor reaches into the element or adds a document. */
  protected static uploadCode: () => Promise<UploadCode> = () => import('./upload-code.js').then((module) => module.uploading);
  /** A link waits for the code busy (another press of "add" adds nothing more); files wait in the page's order. */
  private readonly code = new GestureCode(this, () => (this.constructor as typeof DocUploader).uploadCode(), 'The upload code');
  private uploading?: Uploading;

  private readonly live = new LiveAnnouncer(this);
  private readonly funnel = new FunnelController(this, 'doc-uploader');
  /** The documents in the list at the last update: one more is `document-added`. */
  private listed = 0;
  // Files the network kept out come with the next ones, when the list takes several: a new choice loses none.
  private readonly drop = new FileDropController(this, (files) => this.addFiles(this.multiple ? [...this.unadded, ...files] : files));

  /** "Réessayer" under the notice: the files kept out are added again; the focus stays in the drop zone. */
  private retryAdding(): void {
    this.addFiles(this.unadded);
    void this.updateComplete.then(() =>
      (this.renderRoot.querySelector<HTMLElement>('[part~="dropzone"] [part~="retry"]') ?? this.renderRoot.querySelector<HTMLElement>('[part~="choose"]'))?.focus(),
    );
  }

  private addFiles(files: File[]): void {
    this.unadded = [];
    this.withCode(
      ({ list }) => (this.dropzoneNotice = list.addFiles(files, this.multiple)),
      // The files are not in the list: the notice says so, naming them, and why; they are kept for "Réessayer".
      (message) => {
        this.unadded = files;
        return (this.dropzoneNotice =
          files.length === 1
            ? this.words.t('dropzone.notAddedOne', { name: plainText(files[0]!.name), message })
            : this.words.t('dropzone.notAddedMany', { count: this.words.number(files.length), message }));
      },
    );
  }
  private readonly link = new LinkEntry(this);

  constructor() {
    super();
    this.code.prefetchOn(this, [...GESTURES, 'dragenter']);
  }

  /** The upload code's controllers: made when the code is here (once), undefined before. */
  private uploadingNow(): Uploading | undefined {
    const code = this.code.value;
    if (!code || this.uploading) return this.uploading;
    this.words.adopt(code.uploadMessages);
    const focusing = new code.FocusAfterRender(this);
    const list = new code.UploadList(this, { words: this.words, announcer: this.live, focusing, idPrefix: this.uid, config: () => this.config, formats: () => this.formats });
    return (this.uploading = { code, list, focusing });
  }

  /**
   * Runs `then` with the upload code: at once when it is here, else once it came (the page's own order of adds
   * is kept). A code that cannot be fetched is a network failure: `failed` shows it and gives the sentence the
   * status region says, and the next add fetches it again.
   */
  private withCode(then: (uploading: Uploading) => void, failed: (message: string) => string): void {
    const ready = this.uploadingNow();
    if (ready) return then(ready);
    this.code.whenHere(
      () => then(this.uploadingNow()!),
      (error) => this.live.say(failed(this.words.describe(error))),
    );
  }

  private readonly onLink = (event: Event): void => {
    event.preventDefault();
    this.code.run(
      () => {
        const { code, list, focusing } = this.uploadingNow()!;
        const url = this.link.take((typed) => code.linkErrors(typed, this.locale));
        if (url) list.addLink(url);
        else focusing.request(`${this.uid}-link`);
      },
      (error) => {
        const message = this.words.describe(error);
        this.link.refuse([message]);
        this.live.say(message);
      },
    );
  };

  protected override updated(): void {
    const items = this.uploading?.list.queue.items ?? [];
    if (items.length > this.listed) this.funnel.step('document-added');
    this.listed = items.length;
    // Every document of the list sent (those refused before sending aside): the funnel's end.
    if (items.some((item) => item.state === 'done') && items.every((item) => item.state === 'done' || item.state === 'rejected')) this.funnel.done();
  }

  private get formats(): string {
    return acceptedFormats(this.config.accept, this.words);
  }

  private get config(): UploaderConfig {
    return parseUploaderConfig(this, this.connection.config, this.words);
  }

  protected override render() {
    const config = this.config;
    // One template whatever the configuration, so the live region stays the same node from the first render.
    return html`${config.errors.length ? renderConfigErrors(this.words.t('config.title'), config.errors) : this.renderUploader(config)}${renderStatus(
      this.live.text,
    )}`;
  }

  private renderUploader(config: UploaderConfig) {
    const items = this.uploading?.list.queue.items ?? [];
    const sendable = items.filter((item) => item.state === 'ready' || item.state === 'failed').length;
    return html`${renderDropzone({
        words: this.words,
        buttonId: `${this.uid}-choose`,
        hintId: `${this.uid}-dropzone-hint`,
        hint: this.words.t('dropzone.hint', { formats: this.formats, size: formatBytes(this.words.lang, config.maxSize) }),
        accept: config.accept.join(','),
        multiple: this.multiple,
        dragging: this.drop.dragging,
        notice: this.dropzoneNotice,
        retry: this.unadded.length
          ? {
              label:
                this.unadded.length === 1
                  ? this.words.t('dropzone.retryOne', { name: plainText(this.unadded[0]!.name) })
                  : this.words.t('dropzone.retryMany', { count: this.words.number(this.unadded.length) }),
              onRetry: () => this.retryAdding(),
            }
          : undefined,
        onOpen: () => this.fileInput?.click(),
        onFiles: this.drop.onPicked,
        onDrag: this.drop.onDrag,
        onDrop: this.drop.onDrop,
      })}
      ${renderLinkForm({
        words: this.words,
        id: `${this.uid}-link`,
        value: this.link.value,
        errors: this.link.errors,
        onInput: this.link.onInput,
        onSubmit: this.onLink,
      })}
      ${this.uploading && items.length ? this.renderQueue(this.uploading, config) : nothing}
      ${this.uploading && sendable > 1
        ? html`<div class="actions">
            <button type="button" part="send-all" id="${this.uid}-send-all" @click=${() => this.uploading!.list.sendAll()}>
              ${this.words.t('item.sendAll', { count: this.words.number(sendable) })}
            </button>
          </div>`
        : nothing}`;
  }

  private renderQueue({ code, list }: Uploading, config: UploaderConfig) {
    const view: UploaderView = {
      words: this.words,
      id: (item, what) => list.itemId(item, what),
      typeOptions: config.typeCodes.map((code) => ({ code, label: this.typeLabel(String(code)) })),
      typeLabel: (code, serviceLabel) => this.typeLabel(code, serviceLabel),
      itemMessages: (item) => [...item.restrictions.map((r) => list.restrictionMessage(item, r, config)), ...item.messages],
      onField: (item, field, value) => list.edit(item, field, value),
      onSubmit: (item, event) => (event.preventDefault(), list.send(item, true)),
      onCancel: (item) => list.queue.cancel(item),
      onRemove: (item, confirmed) => list.remove(item, confirmed),
      onKeep: (item) => list.keep(item),
    };
    return html`<ul class="queue" aria-label=${this.words.t('list.title')}>
      ${list.queue.items.map((item) => code.renderItem(item, view))}
    </ul>`;
  }

  private typeLabel(code: string, serviceLabel?: string): string {
    return this.typeLabels?.[code] || serviceLabel || this.words.t('type.default', { code });
  }
}

/** The element's typed events come with its class (its events file adds them to `HTMLElementEventMap`). */
export type { DocUploaderEventMap } from './doc-uploader.events.js';

declare global {
  interface HTMLElementTagNameMap {
    'doc-uploader': DocUploader;
  }
}
