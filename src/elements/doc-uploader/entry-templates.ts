/**
 * What the uploader shows before any document is added: the drop zone with its file button, and the link entry.
 * They come with the element; the queue and its items come with the upload code (`upload-code.ts`).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { renderField } from '../../ui/field-renderers.js';
import type { Words } from '../../ui/localize.js';
import type { UploaderKey } from './doc-uploader.messages.js';

export interface DropzoneView {
  readonly words: Words<UploaderKey>;
  buttonId: string;
  hintId: string;
  hint: string;
  accept: string;
  multiple: boolean;
  dragging: boolean;
  notice: string;
  /** After files the network kept out: the button that adds them again, and its words. */
  retry?: { label: string; onRetry(): void };
  onOpen(): void;
  onFiles(event: Event): void;
  onDrag(event: DragEvent): void;
  onDrop(event: DragEvent): void;
}

export function renderDropzone(v: DropzoneView): TemplateResult {
  return html`<div
    part="dropzone"
    class="dropzone ${v.dragging ? 'dragging' : ''}"
    @dragenter=${v.onDrag}
    @dragover=${v.onDrag}
    @dragleave=${v.onDrag}
    @drop=${v.onDrop}
  >
    <p class="dropzone-title">${v.words.t(v.multiple ? 'dropzone.title' : 'dropzone.titleSingle')}</p>
    <p class="dropzone-or">${v.words.t('dropzone.or')}</p>
    <button type="button" class="secondary" part="choose" id=${v.buttonId} aria-describedby=${v.hintId} @click=${v.onOpen}>
      ${v.words.t(v.multiple ? 'dropzone.choose' : 'dropzone.chooseSingle')}
    </button>
    <p part="hint" class="hint" id=${v.hintId}>${v.hint}</p>
    ${v.notice ? html`<p class="dropzone-notice">${v.notice}</p>` : nothing}
    ${v.retry ? html`<button type="button" class="secondary" part="retry" @click=${v.retry.onRetry}>${v.retry.label}</button>` : nothing}
    <input type="file" hidden tabindex="-1" accept=${v.accept} ?multiple=${v.multiple} @change=${v.onFiles} />
  </div>`;
}

export interface LinkView {
  readonly words: Words<UploaderKey>;
  id: string;
  value: string;
  errors: readonly string[];
  onInput(value: string): void;
  onSubmit(event: Event): void;
}

export function renderLinkForm(v: LinkView): TemplateResult {
  return html`<form class="link-form" novalidate @submit=${v.onSubmit}>
    ${renderField(
      { id: v.id, label: v.words.t('link.label'), hint: v.words.t('link.hint'), errors: v.errors },
      (a) => html`<input
        part="control"
        type="url"
        id=${a.id}
        inputmode="url"
        autocomplete="url"
        .value=${v.value}
        aria-invalid=${a.invalid ? 'true' : 'false'}
        aria-describedby=${ifDefined(a.describedBy)}
        @input=${(e: Event) => v.onInput((e.target as HTMLInputElement).value)}
      />`,
    )}
    <div class="actions"><button type="submit" class="secondary" part="add-link">${v.words.t('link.add')}</button></div>
  </form>`;
}
