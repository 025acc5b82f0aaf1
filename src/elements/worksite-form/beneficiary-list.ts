/**
 * How the beneficiary picker reads: each beneficiary's name and option, the filter on typed text, the list's notes.
 * They come with the picker's code; the combobox they fill is drawn by `combobox.ts`, with the form.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import type { Beneficiary } from '../../api/partner-schemas.js';
import type { Translate } from '../../i18n/translate.js';
import { renderErrorPanel } from '../../ui/field.js';
import { matchesWords } from '../../ui/listbox.js';
import type { BeneficiaryPages } from './beneficiary-pages.js';
import type { OptionKey } from './combobox.js';

/** The company name for a business, else first and last name, else its number. */
export function beneficiaryName(b: Beneficiary, t: Translate): string {
  return b.company_name || [b.firstname, b.lastname].filter(Boolean).join(' ') || t('picker.unknown', { id: b.id });
}

/** What the combobox shows once a beneficiary is chosen: name and place. */
export function beneficiaryLabel(b: Beneficiary, t: Translate): string {
  const place = [b.zipcode, b.city].filter(Boolean).join(' ');
  return place ? `${beneficiaryName(b, t)} (${place})` : beneficiaryName(b, t);
}

/** The loaded rows whose name, company, SIREN/SIRET, city or zipcode contain every typed word (accents ignored). */
export function matchingBeneficiaries(items: Beneficiary[], filter: string): Beneficiary[] {
  if (!filter.trim()) return items;
  return items.filter((b) => matchesWords([b.firstname, b.lastname, b.company_name, b.siren, b.siret, b.city, b.zipcode].filter(Boolean).join(' '), filter));
}

export function renderBeneficiaryOption(
  b: Beneficiary,
  o: { id: string; active: boolean; selected: boolean; t: Translate; onChoose: () => void },
): TemplateResult {
  const ids = [b.siren && o.t('picker.siren', { value: b.siren }), b.siret && o.t('picker.siret', { value: b.siret })];
  const details = [...ids, [b.zipcode, b.city].filter(Boolean).join(' ')].filter(Boolean).join(' · ');
  return html`<div
    role="option"
    part="option"
    id=${o.id}
    class=${classMap({ choice: true, active: o.active })}
    aria-selected=${o.selected ? 'true' : 'false'}
    @click=${o.onChoose}
  >
    <span class="choice-name">${beneficiaryName(b, o.t)}</span>
    <span class="choice-details">${details}</span>
  </div>`;
}

/** Loading, empty list (with a reload), no match for the typed text, failed page (with a retry). */
export function renderPickerNotes(
  pages: BeneficiaryPages,
  o: { filter: string; visible: number; t: Translate; describeError: (error: unknown) => string },
): TemplateResult {
  const error = pages.error;
  const query = o.filter.trim();
  return html`${pages.loading && !pages.ready ? html`<p class="note">${o.t('picker.loading')}</p>` : nothing}
  ${pages.ready && !pages.items.length && error === undefined
    ? html`<div class="note empty">
        <p>${o.t('picker.empty')}</p>
        <button type="button" class="secondary" part="retry" @click=${() => pages.retry()}>${o.t('picker.reload')}</button>
      </div>`
    : nothing}
  ${query && pages.items.length && !o.visible ? html`<p class="note">${o.t('picker.no-match', { query })}</p>` : nothing}
  ${error !== undefined ? renderErrorPanel(o.describeError(error), { label: o.t('common.retry'), onRetry: () => pages.retry() }) : nothing}`;
}

/** The listbox's options: the rows, then "show more" when another page can come. */
export function renderOptions(v: {
  rows: Beneficiary[];
  optionId: (key: OptionKey) => string;
  active?: OptionKey;
  selectedId?: number;
  showMore: boolean;
  loading: boolean;
  t: Translate;
  onChoose: (b: Beneficiary) => void;
  onMore: () => void;
}): TemplateResult {
  return html`${v.rows.map((b) =>
    renderBeneficiaryOption(b, { id: v.optionId(b.id), active: v.active === b.id, selected: v.selectedId === b.id, t: v.t, onChoose: () => v.onChoose(b) }),
  )}
  ${v.showMore
    ? html`<div
        role="option"
        part="option more"
        id=${v.optionId('more')}
        class=${classMap({ choice: true, more: true, active: v.active === 'more' })}
        aria-selected="false"
        aria-busy=${v.loading ? 'true' : 'false'}
        @click=${v.onMore}
      >
        ${v.loading ? v.t('picker.loading') : v.t('picker.more')}
      </div>`
    : nothing}`;
}
