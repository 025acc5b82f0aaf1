/**
 * The created worksite, shown in place of the form: its reference and status, whether an earlier sending created it
 * (with the values of then), and a way to start again.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Worksite } from '../../api/partner-schemas.js';
import type { Words } from '../../ui/localize.js';
import type { WorksiteKey } from './worksite-form.messages.js';

export function renderResult(
  worksite: Worksite,
  o: { titleId: string; words: Words<WorksiteKey>; onAgain: () => void; earlier?: boolean },
): TemplateResult {
  return html`<section part="result" class="result" aria-labelledby=${o.titleId}>
    <p class="result-title" id=${o.titleId} tabindex="-1">${o.words.t('success.title')}</p>
    <dl>
      <div><dt>${o.words.t('success.reference')}</dt><dd class="reference">${worksite.reference || worksite.id}</dd></div>
      ${worksite.status ? html`<div><dt>${o.words.t('success.status')}</dt><dd class="worksite-status">${worksite.status}</dd></div>` : nothing}
    </dl>
    ${o.earlier ? html`<p class="earlier">${o.words.t('success.earlier')}</p>` : nothing}
    <div class="actions">
      <button type="button" class="secondary" part="again" @click=${o.onAgain}>${o.words.t('success.again')}</button>
    </div>
  </section>`;
}
