/**
 * One queue item of the uploader, with its small form, progress and actions (it comes with the upload code, see
 * `upload-code.ts`). Every server string goes through a Lit text binding.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { renderField } from '../../ui/field-renderers.js';
import { shownMessages } from '../../ui/form-errors.js';
import type { Words } from '../../ui/localize.js';
import type { UploaderKey } from './doc-uploader.messages.js';
import { displayName, isEditable, isInFlight, type ItemField, type UploadItem } from './upload-item.js';
import { formatBytes } from '../../i18n/format-bytes.js';
import { afterColon, plainText } from '../../i18n/translate.js';

export interface TypeOption {
  code: number;
  label: string;
}

/** What the templates need from the element: words, ids, formatting and the handlers. */
export interface UploaderView {
  readonly words: Words<UploaderKey>;
  /** A stable id for one of an item's controls. */
  id(item: UploadItem, what: string): string;
  typeOptions: readonly TypeOption[];
  /** The host's label for a type code, else the service's, else `Type de document N`. */
  typeLabel(code: string, serviceLabel?: string): string;
  /** Messages of the item with no field of their own (restrictions included). */
  itemMessages(item: UploadItem): string[];
  onField(item: UploadItem, field: ItemField, value: string): void;
  onSubmit(item: UploadItem, event: Event): void;
  onCancel(item: UploadItem): void;
  /** `confirmed`: the visitor answered the question asked of an item whose document may exist. */
  onRemove(item: UploadItem, confirmed?: boolean): void;
  onKeep(item: UploadItem): void;
}

/** The button's visible word, and the document's name for assistive technologies (several items share the word). */
function buttonText(v: UploaderView, key: UploaderKey, item: UploadItem) {
  return html`${v.words.t(key)}<span class="visually-hidden"> ${v.words.t('item.named', { name: displayName(item) })}</span>`;
}

function renderFields(item: UploadItem, v: UploaderView): TemplateResult {
  const locked = !isEditable(item);
  const errorsOf = (field: ItemField) => (item.fieldErrors[field] ? shownMessages(item.fieldErrors[field], v.words) : undefined);
  const text = (field: ItemField) => (e: Event) => v.onField(item, field, (e.target as HTMLInputElement).value);
  const input = (field: 'name' | 'url', type: string) =>
    renderField({ id: v.id(item, field), label: v.words.t(`item.${field}`), errors: errorsOf(field), required: field === 'url', requiredText: v.words.t('common.required') }, (a) =>
      html`<input
        part="control"
        type=${type}
        id=${a.id}
        .value=${item[field]}
        ?disabled=${locked}
        ?required=${field === 'url'}
        aria-invalid=${a.invalid ? 'true' : 'false'}
        aria-describedby=${ifDefined(a.describedBy)}
        @input=${text(field)}
      />`,
    );
  return html`${item.file ? nothing : input('url', 'url')} ${input('name', 'text')}
  ${renderField(
    { id: v.id(item, 'type_id'), label: v.words.t('item.type'), errors: errorsOf('type_id'), required: true, requiredText: v.words.t('common.required') },
    (a) => html`<select
      part="control type-select"
      id=${a.id}
      ?disabled=${locked}
      aria-required="true"
      aria-invalid=${a.invalid ? 'true' : 'false'}
      aria-describedby=${ifDefined(a.describedBy)}
      @change=${text('type_id')}
    >
      <option value="" ?selected=${item.typeId === ''}>${v.words.t('common.choose')}</option>
      ${v.typeOptions.map((o) => html`<option value=${o.code} ?selected=${String(o.code) === item.typeId}>${o.label}</option>`)}
    </select>`,
  )}
  ${renderField({ id: v.id(item, 'notes'), label: v.words.t('item.notes'), errors: errorsOf('notes') }, (a) =>
    html`<textarea
      part="control"
      id=${a.id}
      rows="2"
      .value=${item.notes}
      ?disabled=${locked}
      aria-invalid=${a.invalid ? 'true' : 'false'}
      aria-describedby=${ifDefined(a.describedBy)}
      @input=${text('notes')}
    ></textarea>`,
  )}`;
}

function renderProgress(item: UploadItem, v: UploaderView): TemplateResult | typeof nothing {
  if (item.state !== 'uploading') return nothing;
  const known = item.total > 0;
  const percent = known ? Math.min(100, Math.floor((item.loaded / item.total) * 100)) : 0;
  // All sent, the service's answer still to come: said, rather than a 100 % that seems stuck.
  const valueText = !known
    ? v.words.t('item.progressUnknown', { loaded: formatBytes(v.words.lang, item.loaded) })
    : item.loaded >= item.total
      ? v.words.t('item.progressWaiting')
      : v.words.t('item.progressValue', { percent: v.words.number(percent, 0), loaded: formatBytes(v.words.lang, item.loaded), total: formatBytes(v.words.lang, item.total) });
  return html`<div class="progress">
    <progress
      part="progress"
      id=${v.id(item, 'progress')}
      max=${ifDefined(known ? item.total : undefined)}
      value=${ifDefined(known ? item.loaded : undefined)}
      aria-label=${v.words.t('item.progressLabel', { name: displayName(item) })}
      aria-valuetext=${valueText}
    ></progress>
    <span class="progress-text">${valueText}</span>
  </div>`;
}

/** The question "Retirer" asks of a document that may already be on the worksite, with its two answers. */
function renderRemovalQuestion(item: UploadItem, v: UploaderView): TemplateResult {
  const question = v.id(item, 'remove-ask');
  return html`<div class="actions confirm" role="group" aria-labelledby=${question}>
    <p class="item-notice" id=${question}>${v.words.t('remove.ask')}</p>
    <button type="button" class="secondary" part="remove-confirm" id=${v.id(item, 'remove-confirm')} @click=${() => v.onRemove(item, true)}>
      ${buttonText(v, 'remove.confirm', item)}
    </button>
    <button type="button" part="remove-keep" id=${v.id(item, 'remove-keep')} @click=${() => v.onKeep(item)}>${buttonText(v, 'remove.keep', item)}</button>
  </div>`;
}

function renderActions(item: UploadItem, v: UploaderView): TemplateResult | typeof nothing {
  if (item.confirmingRemoval && (item.state === 'ready' || item.state === 'failed')) return renderRemovalQuestion(item, v);
  const remove = html`<button type="button" class="secondary" part="remove" id=${v.id(item, 'remove')} @click=${() => v.onRemove(item)}>
    ${buttonText(v, 'item.remove', item)}
  </button>`;
  switch (item.state) {
    case 'ready':
      return html`<div class="actions">
        <button type="submit" part="send" id=${v.id(item, 'send')}>${buttonText(v, 'item.send', item)}</button>${remove}
      </div>`;
    case 'failed':
      return html`<div class="actions">
        <button type="submit" part="retry" id=${v.id(item, 'retry')}>${buttonText(v, 'item.retry', item)}</button>${remove}
      </div>`;
    case 'waiting':
    case 'uploading':
      return html`<div class="actions">
        <button type="button" class="secondary" part="cancel" id=${v.id(item, 'cancel')} @click=${() => v.onCancel(item)}>
          ${buttonText(v, 'item.cancel', item)}
        </button>
      </div>`;
    case 'rejected':
      return html`<div class="actions">${remove}</div>`;
    case 'done':
      return nothing;
  }
}

function stateText(item: UploadItem, v: UploaderView): string {
  if (item.state === 'done') {
    const status = item.document?.status;
    return status ? `${v.words.t('state.done')} · ${v.words.t('done.status', { status: afterColon(v.words.lang, status) })}` : v.words.t('state.done');
  }
  return v.words.t(`state.${item.state}`);
}

export function renderItem(item: UploadItem, v: UploaderView): TemplateResult {
  const messages = shownMessages(v.itemMessages(item), v.words, item.omitted);
  const title = item.file ? `${plainText(item.file.name)} (${formatBytes(v.words.lang, item.file.size)})` : v.words.t('item.linkTitle', { url: item.url });
  const showFields = isEditable(item) || isInFlight(item);
  return html`<li part="file" class="item" data-state=${item.state} data-item-id=${item.id}>
    <form novalidate @submit=${(e: Event) => v.onSubmit(item, e)}>
      <fieldset class="item-body">
        <legend class="item-title">${title}</legend>
        <p class="item-state" id=${v.id(item, 'state')} tabindex="-1">${stateText(item, v)}</p>
        ${item.state === 'done' && item.document?.type_id
          ? html`<p class="item-type">${v.words.t('done.type', { type: afterColon(v.words.lang, v.typeLabel(item.document.type_id, item.document.type)) })}</p>`
          : nothing}
        ${item.notice ? html`<p class="item-notice">${item.notice}</p>` : nothing}
        ${messages.length
          ? html`<div part="error" class="item-error" id=${v.id(item, 'errors')} tabindex="-1">
              ${messages.map((m) => html`<p>${m}</p>`)}
            </div>`
          : nothing}
        ${showFields ? renderFields(item, v) : nothing} ${renderProgress(item, v)}
      </fieldset>
      ${renderActions(item, v)}
    </form>
  </li>`;
}
