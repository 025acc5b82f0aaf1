/**
 * What every element's fields and panels share: control ids, the live region, error panels and configuration
 * errors. The labelled-field renderers of the worksite form, the uploader and the picker are in `field-renderers.ts`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ApiError } from '../api/errors.js';

/**
 * The id of the control of a dotted `key`, unique in the shadow root with `prefix` (the element's uid): every
 * character but letters and digits is spelled out, so `a.b` and `a-b` never share one.
 */
export const controlId = (prefix: string, key: string): string =>
  `${prefix}-f-${key.replace(/[^A-Za-z0-9]/g, (c) => `_${c.charCodeAt(0).toString(16)}_`)}`;

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** A polite live region that exists from the first render, so what is later written in it is announced. */
export function renderStatus(text: string, extraPart = ''): TemplateResult {
  return html`<div part="status ${extraPart}" class="status" role="status" aria-live="polite" aria-atomic="true">${text}</div>`;
}

/**
 * Whether a failure is worth trying again: network loss, timeouts and 5xx, and an unreadable answer (the next one
 * may be readable; a creation is safe to repeat with its idempotency key).
 */
export const retryable = (error: unknown): boolean => !(error instanceof ApiError) || error.retryable || error.kind === 'response';

/** An error with a retry button when the failure is worth trying again. */
export function renderErrorPanel(message: string, retry?: { label: string; onRetry: () => void }): TemplateResult {
  return html`<div part="error" class="error-panel" role="alert">
    <p>${message}</p>
    ${retry ? html`<button type="button" class="secondary" part="retry" @click=${retry.onRetry}>${retry.label}</button>` : nothing}
  </div>`;
}

/** A visible configuration problem (a bad attribute), instead of a silent fallback. */
export function renderConfigErrors(title: string, messages: readonly string[]): TemplateResult | typeof nothing {
  if (!messages.length) return nothing;
  return html`<div part="error" class="config-error" role="alert">
    <p><strong>${title}</strong></p>
    <ul>
      ${messages.map((m) => html`<li>${m}</li>`)}
    </ul>
  </div>`;
}
