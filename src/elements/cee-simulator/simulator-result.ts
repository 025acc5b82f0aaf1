/**
 * The result region: the CEE volume in MWh cumac and, with a price, the bonus in euros, classic and modest
 * side by side; the MaPrimeRénov' amount and category; every other field of the answer listed generically
 * (known ones with their words, unknown ones with the humanised key), never dropped.
 */
import { adoptStyles, css, html, nothing, supportsAdoptingStyleSheets, type LitElement, type TemplateResult } from 'lit';
import type { CeeResult, MprResult } from '../../api/calculate.js';
import type { Messages } from '../../i18n/translate.js';
import type { Words } from '../../ui/localize.js';
import { humanise } from '../../inputs/known-keys.js';
import { ownValue } from '../../inputs/records.js';

/** The result's words in French, with its code (the English ones are in the element's English pack). */
export const resultMessages = {
  'result.title': "Résultat de l'estimation",
  'result.cee': 'Prime CEE',
  'result.mpr': "MaPrimeRénov'",
  'result.volume': 'Volume',
  'result.bonus': 'Prime',
  'result.mwh': '{value} MWh cumac',
  'result.classic': 'Ménage classique',
  'result.modest': 'Ménage modeste',
  'result.amount': 'Montant',
  'result.category': 'Catégorie de revenus',
  'result.details': 'Détails du calcul',
  'result.announceCee': 'Prime CEE estimée : {volume}.',
  'result.announceCeeEuros': 'Prime CEE estimée : {volume}, soit {euros}.',
  'result.announceMpr': "MaPrimeRénov' estimée : {amount}.",
  'result.none': '—',
  'result.climateZone': 'Zone climatique',
  'result.kwhCumacBeforeBonification': 'Volume avant bonification',
  'result.bonificationFactor': 'Coefficient de bonification',
  'result.precarityPriceRatio': 'Rapport des prix précarité / classique',
  'result.coupDePouceEur': 'Coup de pouce',
  'result.coupDePouceEurTresModesteOuModeste': 'Coup de pouce (ménages modestes et très modestes)',
  'result.coupDePouceEurAutres': 'Coup de pouce (autres ménages)',
  'result.precarity': 'Précarité',
  'result.region': 'Plafonds de revenus appliqués',
  'result.incomeCeiling': 'Plafond de revenus de la catégorie',
  'result.eligible': 'Éligible',
  'result.maxEligibleExpense': 'Plafond de dépenses éligibles',
  'result.forfait': 'Forfait',
  'result.amountPerUnit': 'Montant par unité',
  'result.eligibleQuantity': 'Quantité retenue',
  'value.region.ile_de_france': 'Île-de-France',
  'value.region.hors_ile_de_france': 'Hors Île-de-France',
} satisfies Messages;

export type ResultKey = keyof typeof resultMessages;

/** The result's look, adopted by the element's shadow root with the first result. */
const resultStyles = css`
  .result {
    margin-block-start: var(--_space);
    padding: var(--_space);
    border-radius: var(--_radius);
    background: var(--_result-background);
    display: grid;
    gap: var(--_space);
  }
  .result-title,
  .block-title,
  .details-title {
    margin: 0;
    font-weight: 700;
  }
  .result-title {
    font-size: 1.15em;
  }
  .result-block {
    display: grid;
    gap: calc(var(--_space) / 2);
  }
  .headline {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em 1em;
    align-items: baseline;
  }
  .headline .amount {
    font-size: 1.5em;
    font-weight: 700;
    color: var(--_success);
  }
  .category {
    margin: 0;
  }
  .tiers {
    border-collapse: collapse;
    width: 100%;
  }
  .tiers th,
  .tiers td {
    text-align: start;
    padding: 0.25em 0.5em;
    border-block-end: 1px solid var(--_border);
  }
  .tiers td.amount {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .details dl {
    margin: 0.25em 0 0;
    display: grid;
    gap: 0.15em;
  }
  .detail {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.5em;
  }
  .detail dt {
    color: var(--_muted);
  }
  .detail dd {
    margin: 0;
    font-weight: 600;
  }
`;

const adopted = new WeakSet<ShadowRoot>();

/** Adds the result's styles to the element's own, once per element, leaving whatever else the root adopted. */
export function adoptResultStyles(host: LitElement): void {
  const root = host.renderRoot as ShadowRoot;
  if (adopted.has(root)) return;
  adopted.add(root);
  if (supportsAdoptingStyleSheets) root.adoptedStyleSheets = [...root.adoptedStyleSheets, resultStyles.styleSheet!];
  // Without adoptable sheets (an old browser), Lit appends a <style>, with the page's nonce when it has one.
  else adoptStyles(root, [resultStyles]);
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
export function mwhCumac(host: Words, kwh: number): string {
  return host.t('result.mwh', { value: host.number(kwh / 1000) });
}

/** A message of ours when there is one, else undefined. */
function known(host: Words, key: string): string | undefined {
  return host.maybe(key);
}

function formatValue(host: Words, key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return host.t('result.none');
  if (typeof value === 'boolean') return host.t(value ? 'common.yes' : 'common.no');
  if (typeof value === 'number') {
    const format = ownValue(FORMATS, key);
    if (format === 'euros') return host.euros(value);
    if (format === 'kwh') return mwhCumac(host, value);
    return host.number(value, 4);
  }
  if (typeof value === 'string') return known(host, `value.${key}.${value}`) ?? known(host, `${key}.${value}`) ?? value;
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

function renderDetails(host: Words, result: Record<string, unknown>, skip: readonly string[]): TemplateResult | typeof nothing {
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

function renderTiers(host: Words, cee: CeeResult): TemplateResult | typeof nothing {
  // One operation has one volume (CONTRACT §1): households differ by the price of their certificates only.
  if (cee.eurosClassic === undefined && cee.eurosModest === undefined) return nothing;
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
      <tr class="euros">
        <th scope="row">${host.t('result.bonus')}</th>
        ${cell(cee.eurosClassic, (v) => host.euros(v))} ${cell(cee.eurosModest, (v) => host.euros(v))}
      </tr>
    </tbody>
  </table>`;
}

function renderCee(host: Words, cee: CeeResult): TemplateResult {
  return html`<div class="result-block cee">
    <p class="block-title">${host.t('result.cee')}</p>
    <p class="headline">
      <span part="amount" class="amount volume">${mwhCumac(host, cee.kwhCumac)}</span>
      ${cee.euros !== undefined ? html`<span part="amount" class="amount euros">${host.euros(cee.euros)}</span>` : nothing}
    </p>
    ${renderTiers(host, cee)} ${renderDetails(host, cee, CEE_SHOWN)}
  </div>`;
}

function categoryText(host: Words, mpr: MprResult): string | undefined {
  const label = typeof mpr.categoryLabel === 'string' ? mpr.categoryLabel : undefined;
  // The service's label is French: in English our own words for its category key are better.
  const own = mpr.category ? known(host, `value.category.${mpr.category}`) : undefined;
  return host.lang === 'en' ? (own ?? label ?? mpr.category) : (label ?? mpr.category);
}

function renderMpr(host: Words, mpr: MprResult): TemplateResult {
  const category = categoryText(host, mpr);
  return html`<div class="result-block mpr">
    <p class="block-title">${host.t('result.mpr')}</p>
    <p class="headline"><span part="amount" class="amount mpr-amount">${host.euros(mpr.amount)}</span></p>
    ${category
      ? html`<p class="category"><span class="category-label">${host.t('result.category')}</span> <strong>${category}</strong></p>`
      : nothing}
    ${renderDetails(host, mpr, MPR_SHOWN)}
  </div>`;
}

/** The result region; `titleId` names it. */
export function renderResults(host: Words, results: SimulationResults, titleId: string): TemplateResult {
  host.adopt(resultMessages);
  return html`<section part="result" class="result" aria-labelledby=${titleId}>
    <p class="result-title" id=${titleId}>${host.t('result.title')}</p>
    ${results.cee ? renderCee(host, results.cee) : nothing} ${results.mpr ? renderMpr(host, results.mpr) : nothing}
  </section>`;
}

/** The sentence the polite live region announces. */
export function announceResults(host: Words, results: SimulationResults): string {
  host.adopt(resultMessages);
  const parts: string[] = [];
  const { cee, mpr } = results;
  if (cee) {
    const volume = mwhCumac(host, cee.kwhCumac);
    parts.push(
      cee.euros !== undefined
        ? host.t('result.announceCeeEuros', { volume, euros: host.euros(cee.euros) })
        : host.t('result.announceCee', { volume }),
    );
  }
  if (mpr) parts.push(host.t('result.announceMpr', { amount: host.euros(mpr.amount) }));
  return parts.join(' ');
}
