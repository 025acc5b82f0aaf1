/**
 * The simulator's form: its placeholder while the fields load (same layout, `aria-busy`), the fields, the
 * error summary, the failure panel and the submit button. Where each message goes is the shared error
 * controller's business (`ui/form-errors.ts`).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ApiError, isAbortError } from '../../api/errors.js';
import type { FormField } from '../../inputs/form-model.js';
import { renderErrorPanel, retryable } from '../field.js';
import type { Words } from '../localize.js';
import { renderFields, type ControlContext } from './controls.js';

export interface FormView {
  /** Undefined while the fields load. */
  fields?: readonly FormField[];
  /** How many placeholders to show while loading. */
  placeholders: number;
  controls: ControlContext;
  /** The error summary, when some messages have no field of their own. */
  summary: TemplateResult | typeof nothing;
  /** The home's address and DPE fields, above the others (with `address` or `dpe-lookup`). */
  lookups?: unknown;
  notice?: string;
  failure?: TemplateResult;
  sending: boolean;
  onSubmit(event: Event): void;
}

/** A field's place while it loads. */
export const placeholder = html`<div class="skeleton" aria-hidden="true"><span class="skeleton-label"></span><span class="skeleton-control"></span></div>`;

/**
 * The fields and their placeholders are two templates: when the answer comes, its fields are built off the page and
 * put in it at once, rather than one by one into the page.
 */
export function renderSimulatorForm(host: Words, view: FormView): TemplateResult {
  const { fields } = view;
  const busy = !fields;
  return html`<form part="form" novalidate aria-busy=${busy ? 'true' : 'false'} @submit=${view.onSubmit}>
    ${fields ? view.summary : nothing}
    ${view.notice ? html`<p class="notice">${view.notice}</p>` : nothing}
    ${fields && view.lookups ? html`<div class="fields home">${view.lookups}</div>` : nothing}
    ${fields
      ? html`<div class="fields">${renderFields(fields, view.controls)}</div>`
      : html`<div class="fields">${Array.from({ length: view.placeholders }, () => placeholder)}</div>`}
    ${view.failure ?? nothing}
    <div class="actions">
      <button type="submit" part="submit" aria-disabled=${view.sending || busy ? 'true' : 'false'}>
        ${view.sending ? html`<span class="spinner" aria-hidden="true"></span> ${host.t('sim.submitting')}` : host.t('sim.submit')}
      </button>
    </div>
  </form>`;
}

/**
 * An error panel, with a retry button when trying again may help. A 404 on `code` says it in one sentence: the
 * service's own (in the page's language, it names the code and why: a repealed fiche, another context), else ours.
 */
export function renderFailure(host: Words, error: unknown, retry: () => void, code?: string): TemplateResult {
  if (isAbortError(error)) return html``;
  let message = host.describe(error);
  if (code && error instanceof ApiError && error.kind === 'not-found' && !error.fromService) message = host.t('sim.unknownCode', { code });
  return renderErrorPanel(message, retryable(error) ? { label: host.t('common.retry'), onRetry: retry } : undefined);
}
