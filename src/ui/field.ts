/**
 * What every element's panels share: the live region, error panels and configuration errors (a field's ids and
 * wiring are in `field-contract.ts`). The labelled-field renderers of the worksite form, the uploader and the picker are in `field-renderers.ts`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ApiError } from '../api/errors.js';
import { isDepartmentKey, readDepartment } from '../inputs/department.js';
import type { Words } from './localize.js';


/**
 * The element's one polite live region, from the first render so that what is later written in it is announced,
 * and visually hidden: it speaks to screen readers what the page already shows (a sighted visitor never reads a
 * result twice, nor "Formulaire prêt : 8 champs").
 */
export function renderStatus(text: string, extraPart = ''): TemplateResult {
  return html`<div part="status ${extraPart}" class="status visually-hidden" role="status" aria-live="polite" aria-atomic="true">${text}</div>`;
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

/** The note under a département field given a postcode: « Code postal 67000 : département 67 retenu. » */
export function departmentNote(words: Words, key: string, value: unknown): string | undefined {
  if (!isDepartmentKey(key) || typeof value !== 'string') return undefined;
  const { department, postcode } = readDepartment(value);
  return postcode ? words.t('common.departmentFromPostcode', { postcode, department }) : undefined;
}
