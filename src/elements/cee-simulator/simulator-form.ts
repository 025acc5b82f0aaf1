/**
 * The simulator's form: its placeholder while the fields load (same layout, `aria-busy`), the fields, the
 * error summary, the failure panel and the submit button. Where each error message goes is decided with the
 * calculation (`placeErrors` in `simulator-calculation.ts`).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ApiError, isAbortError, type FieldErrors } from '../../api/errors.js';
import type { FormField } from '../../inputs/form-model.js';
import { ownValue } from '../../inputs/records.js';
import { renderErrorPanel, renderErrorSummary, type SummaryItem } from '../../ui/field.js';
import { renderFormField, type ControlContext } from './simulator-controls.js';

type Translate = (key: string, params?: Record<string, string | number>) => string;

export interface FormHost {
  t: Translate;
  describeError(error: unknown): string;
}

export interface FormView {
  /** Undefined while the fields load. */
  fields?: readonly FormField[];
  /** How many placeholders to show while loading. */
  placeholders: number;
  controls: ControlContext;
  fieldErrors: FieldErrors;
  orphanErrors: readonly string[];
  summaryId: string;
  focusKey(key: string): void;
  notice?: string;
  failure?: TemplateResult;
  sending: boolean;
  onSubmit(event: Event): void;
}

/** A field's place while it loads. */
export const placeholder = html`<div class="skeleton" aria-hidden="true"><span class="skeleton-label"></span><span class="skeleton-control"></span></div>`;

function renderSummary(host: FormHost, view: FormView, fields: readonly FormField[]): TemplateResult | typeof nothing {
  if (!view.orphanErrors.length) return nothing;
  const linked: SummaryItem[] = fields.flatMap((field) =>
    (ownValue(view.fieldErrors, field.key) ?? []).map((message) => ({
      message: host.t('sim.keyedError', { label: field.label, message }),
      targetId: view.controls.idOf(field.key),
    })),
  );
  const items: SummaryItem[] = [...view.orphanErrors.map((message) => ({ message })), ...linked];
  const keyOf = (id: string) => fields.find((field) => view.controls.idOf(field.key) === id)?.key ?? '';
  return renderErrorSummary(view.summaryId, host.t('summary.title'), items, (id) => view.focusKey(keyOf(id)));
}

export function renderSimulatorForm(host: FormHost, view: FormView): TemplateResult {
  const { fields } = view;
  const busy = !fields;
  return html`<form part="form" novalidate aria-busy=${busy ? 'true' : 'false'} @submit=${view.onSubmit}>
    ${fields ? renderSummary(host, view, fields) : nothing}
    ${view.notice ? html`<p class="notice">${view.notice}</p>` : nothing}
    <div class="fields">
      ${fields
        ? fields.map((field) => renderFormField(field, view.controls))
        : Array.from({ length: view.placeholders }, () => placeholder)}
    </div>
    ${view.failure ?? nothing}
    <div class="actions">
      <button type="submit" part="submit" aria-disabled=${view.sending || busy ? 'true' : 'false'}>
        ${view.sending ? html`<span class="spinner" aria-hidden="true"></span> ${host.t('sim.submitting')}` : host.t('sim.submit')}
      </button>
    </div>
  </form>`;
}

/** An error panel, with a retry button when trying again may help; a 404 on `code` names the code. */
export function renderFailure(host: FormHost, error: unknown, retry: () => void, code?: string): TemplateResult {
  if (isAbortError(error)) return html``;
  let message = host.describeError(error);
  if (code && error instanceof ApiError && error.kind === 'not-found') {
    message = [host.t('sim.unknownCode', { code }), error.fromService ? error.message : ''].filter(Boolean).join(' ');
  }
  const retryable = error instanceof ApiError ? error.retryable : true;
  return renderErrorPanel(message, retryable ? { label: host.t('common.retry'), onRetry: retry } : undefined);
}
