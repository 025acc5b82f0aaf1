/**
 * The result region: the CEE volume in MWh cumac and, with a price, the bonus in euros, classic and modest
 * side by side; the MaPrimeRénov' amount and category; every other field of the answer listed generically
 * (known ones with their words, unknown ones with the humanised key), never dropped.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { CeeResult, MprResult } from '../../api/schemas.js';
import type { Lang } from '../../i18n/translate.js';
import { humanise } from '../../inputs/known-keys.js';
import { ownValue } from '../../inputs/records.js';

export interface ResultHost {
  readonly locale: Lang;
  t(key: string, params?: Record<string, string | number>): string;
  formatNumber(value: number, maximumFractionDigits?: number): string;
  formatEuros(value: number): string;
}

/** What a submission produced; `mpr: null` when MaPrimeRénov' does not apply to the operation. */
export interface SimulationResults {
  cee?: CeeResult;
  mpr?: MprResult | null;
}

type Format = 'kwh' | 'euros' | 'number';

/** Formats of the known extra fields; anything else is formatted by its type. */
const FORMATS: Record<string, Format> = {
  kwhCumacBeforeBonification: 'kwh',
  coupDePouceEur: 'euros',
  coupDePouceEurTresModesteOuModeste: 'euros',
  coupDePouceEurAutres: 'euros',
  incomeCeiling: 'euros',
  maxEligibleExpense: 'euros',
  amountPerUnit: 'euros',
};

const CEE_SHOWN = ['kwhCumac', 'kwhCumacClassic', 'kwhCumacModest', 'euros', 'eurosClassic', 'eurosModest'];
const MPR_SHOWN = ['amount', 'category', 'categoryLabel'];

/** kWh cumac, shown in MWh cumac (two decimals at most). */
export function mwhCumac(host: ResultHost, kwh: number): string {
  return host.t('result.mwh', { value: host.formatNumber(kwh / 1000) });
}

/** A message of ours when there is one, else undefined. */
function known(host: ResultHost, key: string): string | undefined {
  const text = host.t(key);
  return text === key ? undefined : text;
}

function formatValue(host: ResultHost, key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return host.t('result.none');
  if (typeof value === 'boolean') return host.t(value ? 'common.yes' : 'common.no');
  if (typeof value === 'number') {
    const format = ownValue(FORMATS, key);
    if (format === 'euros') return host.formatEuros(value);
    if (format === 'kwh') return mwhCumac(host, value);
    return host.formatNumber(value, 4);
  }
  if (typeof value === 'string') return known(host, `value.${key}.${value}`) ?? value;
  if (Array.isArray(value)) return value.map((item) => formatValue(host, key, item)).join(', ');
  return JSON.stringify(value);
}

/** Nested objects are listed by dotted key, so nothing in the answer is hidden. */
function entries(result: Record<string, unknown>, skip: readonly string[], prefix = ''): Array<[string, unknown]> {
  return Object.entries(result).flatMap(([key, value]): Array<[string, unknown]> => {
    if (!prefix && skip.includes(key)) return [];
    const path = prefix + key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return entries(value as Record<string, unknown>, skip, `${path}.`);
    return [[path, value]];
  });
}

function renderDetails(host: ResultHost, result: Record<string, unknown>, skip: readonly string[]): TemplateResult | typeof nothing {
  const rows = entries(result, skip);
  if (!rows.length) return nothing;
  return html`<div class="details">
    <p class="details-title">${host.t('result.details')}</p>
    <dl>
      ${rows.map(
        ([key, value]) => html`<div class="detail" data-key=${key}>
          <dt>${known(host, `result.${key}`) ?? humanise(key)}</dt>
          <dd>${formatValue(host, key, value)}</dd>
        </div>`,
      )}
    </dl>
  </div>`;
}

function renderTiers(host: ResultHost, cee: CeeResult): TemplateResult | typeof nothing {
  if (cee.kwhCumacClassic === undefined && cee.kwhCumacModest === undefined) return nothing;
  const withEuros = cee.eurosClassic !== undefined || cee.eurosModest !== undefined;
  const cell = (value: number | undefined, format: (v: number) => string) =>
    value === undefined ? html`<td>${host.t('result.none')}</td>` : html`<td part="amount" class="amount">${format(value)}</td>`;
  return html`<table class="tiers">
    <thead>
      <tr>
        <td></td>
        <th scope="col">${host.t('result.classic')}</th>
        <th scope="col">${host.t('result.modest')}</th>
      </tr>
    </thead>
    <tbody>
      <tr class="volume">
        <th scope="row">${host.t('result.volume')}</th>
        ${cell(cee.kwhCumacClassic, (v) => mwhCumac(host, v))} ${cell(cee.kwhCumacModest, (v) => mwhCumac(host, v))}
      </tr>
      ${withEuros
        ? html`<tr class="euros">
            <th scope="row">${host.t('result.bonus')}</th>
            ${cell(cee.eurosClassic, (v) => host.formatEuros(v))} ${cell(cee.eurosModest, (v) => host.formatEuros(v))}
          </tr>`
        : nothing}
    </tbody>
  </table>`;
}

function renderCee(host: ResultHost, cee: CeeResult): TemplateResult {
  return html`<div class="result-block cee">
    <p class="block-title">${host.t('result.cee')}</p>
    <p class="headline">
      <span part="amount" class="amount volume">${mwhCumac(host, cee.kwhCumac)}</span>
      ${cee.euros !== undefined ? html`<span part="amount" class="amount euros">${host.formatEuros(cee.euros)}</span>` : nothing}
    </p>
    ${renderTiers(host, cee)} ${renderDetails(host, cee, CEE_SHOWN)}
  </div>`;
}

function categoryText(host: ResultHost, mpr: MprResult): string | undefined {
  const label = typeof mpr.categoryLabel === 'string' ? mpr.categoryLabel : undefined;
  // The service's label is French: in English our own words for its category key are better.
  const own = mpr.category ? known(host, `value.category.${mpr.category}`) : undefined;
  return host.locale === 'en' ? (own ?? label ?? mpr.category) : (label ?? mpr.category);
}

function renderMpr(host: ResultHost, mpr: MprResult): TemplateResult {
  const category = categoryText(host, mpr);
  return html`<div class="result-block mpr">
    <p class="block-title">${host.t('result.mpr')}</p>
    <p class="headline"><span part="amount" class="amount mpr-amount">${host.formatEuros(mpr.amount)}</span></p>
    ${category
      ? html`<p class="category"><span class="category-label">${host.t('result.category')}</span> <strong>${category}</strong></p>`
      : nothing}
    ${renderDetails(host, mpr, MPR_SHOWN)}
  </div>`;
}

/** The result region; `titleId` names it. */
export function renderResults(host: ResultHost, results: SimulationResults, titleId: string): TemplateResult {
  return html`<section part="result" class="result" aria-labelledby=${titleId}>
    <p class="result-title" id=${titleId}>${host.t('result.title')}</p>
    ${results.cee ? renderCee(host, results.cee) : nothing} ${results.mpr ? renderMpr(host, results.mpr) : nothing}
  </section>`;
}

/** The sentence the polite live region announces. */
export function announceResults(host: ResultHost, results: SimulationResults): string {
  const parts: string[] = [];
  const { cee, mpr } = results;
  if (cee) {
    const volume = mwhCumac(host, cee.kwhCumac);
    parts.push(
      cee.euros !== undefined
        ? host.t('result.announceCeeEuros', { volume, euros: host.formatEuros(cee.euros) })
        : host.t('result.announceCee', { volume }),
    );
  }
  if (mpr) parts.push(host.t('result.announceMpr', { amount: host.formatEuros(mpr.amount) }));
  return parts.join(' ');
}
