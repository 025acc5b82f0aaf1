/**
 * The result region. A household reads one figure first, the total of its aids in whole euros, then one line per
 * aid: the CEE bonus at the price of its income category (named), MaPrimeRénov' with its colour. A business
 * reads the volume in MWh cumac and its value. An aid worth nothing says why; an aid whose call failed shows its
 * error and a retry in its place. "Comment ce montant est calculé" lists what the answer carries (fiche, factors,
 * price, category, ceiling, forfait) in our words, then any other field generically, bounded in depth, count and
 * length so that no answer can break the render. Every server string is rendered as text.
 */
import { adoptStyles, css, html, nothing, supportsAdoptingStyleSheets, type LitElement, type TemplateResult } from 'lit';
import type { CeeResult, MprResult } from '../../api/aid-calculations.js';
import type { Messages } from '../../i18n/translate.js';
import type { Words } from '../../ui/localize.js';
import { renderErrorPanel, retryable } from '../../ui/field.js';
import { humanise } from '../../inputs/known-keys.js';
import { ownValue } from '../../inputs/records.js';

/**
 * What the calculation says (its messages and its result) in French, with its code (the English is in the
 * element's English pack).
 */
export const resultMessages = {
  'sim.fixErrors.one': 'Le formulaire contient 1 erreur à corriger.',
  'sim.fixErrors.other': 'Le formulaire contient {count} erreurs à corriger.',
  'sim.rejected': 'Le service a refusé certaines valeurs : corrigez-les puis recalculez.',
  'result.title': "Résultat de l'estimation",
  'result.total': 'Vos aides',
  'result.cee': 'Prime CEE',
  'result.mpr': "MaPrimeRénov'",
  'result.approx': '≈\u00a0{amount}',
  'result.mwh': '{value} MWh cumac',
  'result.worth': 'soit {amount}',
  'result.say': '{label} : {amount}.',
  'result.ceeFor.tres_modeste': 'Prime CEE pour un ménage très modeste',
  'result.ceeFor.modeste': 'Prime CEE pour un ménage modeste',
  'result.ceeFor.intermediaire': 'Prime CEE pour un ménage aux revenus intermédiaires',
  'result.ceeFor.superieur': 'Prime CEE pour un ménage aux revenus supérieurs',
  'result.ceeBoth': 'Selon les revenus du ménage : ménages modestes {modest} ; autres ménages {classic}.',
  'result.mprColor': "MaPrimeRénov' {color}",
  'result.color.bleu': 'Bleu',
  'result.color.jaune': 'Jaune',
  'result.color.violet': 'Violet',
  'result.color.rose': 'Rose',
  'value.category.tres_modeste': 'Très modeste',
  'value.category.modeste': 'Modeste',
  'value.category.intermediaire': 'Intermédiaire',
  'value.category.superieur': 'Supérieur',
  'result.disclaimer': 'Estimation indicative : le montant accordé dépend de votre dossier.',
  'result.rounded': "Montants arrondis à l'euro.",
  'result.none': 'non accessible',
  'result.zero.cee': "Ces valeurs ne donnent droit à aucune prime CEE.",
  'result.zero.mpr': "Ces valeurs ne donnent droit à aucun montant de MaPrimeRénov'.",
  'result.zero.superieur': "MaPrimeRénov' par geste n'est pas ouverte aux ménages aux revenus supérieurs.",
  'result.zero.notCovered': "Cette opération n'est pas couverte par MaPrimeRénov' dans votre situation.",
  'result.zero.ceiling': 'Votre revenu fiscal de référence dépasse {ceiling}, le plafond des revenus intermédiaires pour ce foyer.',
  'result.failed.cee': "La prime CEE n'a pas pu être calculée.",
  'result.failed.mpr': "MaPrimeRénov' n'a pas pu être calculée.",
  'result.retry.cee': 'Réessayer le calcul de la prime CEE',
  'result.retry.mpr': "Réessayer le calcul de MaPrimeRénov'",
  'result.stale': 'Les valeurs ont changé : relancez le calcul.',
  'result.how': 'Comment ce montant est calculé',
  'result.fiche': 'Fiche',
  'result.ficheVersion': 'version {version}',
  'result.inForce': 'en vigueur du {from} au {to}',
  'result.inForceFrom': 'en vigueur depuis le {from}',
  'result.unverified': 'données à confirmer',
  'result.ficheLink': 'Lire la fiche {code}',
  'result.engagementDate': "Date d'engagement retenue",
  'result.volume': 'Volume de certificats',
  'result.price': 'Prix retenu',
  'result.perMwh': '{amount} par MWh cumac',
  'result.category': 'Catégorie de revenus',
  'result.categoryColor': '{category}, couleur {color}',
  'result.incomeCeiling': 'Plafond de revenus de la catégorie',
  'result.forfait': 'Forfait',
  'result.scale': 'Barème',
  'result.scaleYear': 'barème {year}',
  'result.more': "D'autres informations de la réponse ne sont pas affichées.",
  'result.tooDeep': 'contenu trop imbriqué, non affiché',
  'result.unreadable': "Le résultat n'a pas pu être affiché.",
  'result.meaning.tableValue': 'Valeur que la fiche donne pour ce logement et cet équipement.',
  'result.meaning.surfaceFactor': 'Ajuste la valeur de la fiche à la surface chauffée.',
  'result.meaning.zoneFactor': 'Ajuste la valeur de la fiche au climat du département.',
  'result.meaning.climateZone': 'Zone climatique du département : H1 la plus froide, H3 la plus douce.',
  'result.meaning.bonification': "Multiplie le volume quand l'opération remplit la condition nommée.",
  'result.meaning.kwhCumacBeforeBonification': 'Volume avant ce coefficient.',
  'result.meaning.surface': 'Surface prise en compte.',
  'result.meaning.eurosMwhCumacModest': 'Prix payé pour les certificats des ménages modestes, plus élevé.',
  'result.meaning.incomeCeiling': 'Revenu fiscal de référence au-delà duquel le ménage change de catégorie.',
  'result.meaning.forfaitAmount': "Montant fixe de l'aide pour cette catégorie.",
  'result.meaning.quantity': "Quantité sur laquelle l'aide est comptée.",
  'result.climateZone': 'Zone climatique',
  'result.kwhCumacBeforeBonification': 'Volume avant bonification',
  'result.bonificationFactor': 'Coefficient de bonification',
  'result.coupDePouceEur': 'Coup de pouce',
  'result.coupDePouceEurTresModesteOuModeste': 'Coup de pouce (ménages modestes et très modestes)',
  'result.coupDePouceEurAutres': 'Coup de pouce (autres ménages)',
  'result.region': 'Plafonds de revenus appliqués',
  'result.maxEligibleExpense': 'Plafond de dépenses éligibles',
  'result.amountPerUnit': 'Montant par unité',
  'result.eligibleQuantity': 'Quantité retenue',
  'result.verificationNote': 'Note sur les données',
  'value.region.ile_de_france': 'Île-de-France',
  'value.region.hors_ile_de_france': 'Hors Île-de-France',
} satisfies Messages;

export type ResultKey = keyof typeof resultMessages;

/** The result's look, adopted by the element's shadow root with the first result. Sized by its container. */
const resultStyles = css`
  .result {
    container-type: inline-size;
    margin-block-start: var(--_space);
    padding: var(--_space);
    border-radius: var(--_radius);
    background: var(--_result-background);
    display: grid;
    gap: var(--_space);
    /* Our words never break inside; only a word longer than the line (a service's) may. */
    overflow-wrap: break-word;
    hyphens: manual;
  }
  .result p,
  .result ul,
  .result dl,
  .result h2,
  .result h3 {
    margin: 0;
  }
  .result-title {
    font-size: 1.15em;
  }
  .result-title:focus {
    outline: none;
  }
  .result-title:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .summary {
    display: grid;
    gap: calc(var(--_space) / 2);
  }
  .headline-label {
    font-weight: 700;
  }
  .headline {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.75em;
    align-items: baseline;
  }
  .amount {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .headline .amount {
    font-size: 1.6em;
    font-weight: 700;
    color: var(--_success);
  }
  .lines {
    list-style: none;
    padding: 0;
    display: grid;
    gap: calc(var(--_space) / 2);
  }
  .line {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 1em;
    padding-block-end: calc(var(--_space) / 2);
    border-block-end: 1px solid var(--_border);
  }
  .line .amount {
    margin-inline-start: auto;
    font-weight: 700;
  }
  .line > p,
  .line > .error-panel {
    flex-basis: 100%;
  }
  .none,
  .headline .none {
    font-size: 1em;
    font-weight: 700;
    color: var(--_text);
  }
  .why,
  .disclaimer,
  .meaning {
    color: var(--_muted);
  }
  .stale-notice {
    font-weight: 700;
    color: var(--_error);
  }
  .stale .amount,
  .stale .headline .amount {
    color: var(--_muted);
    text-decoration: line-through;
  }
  .how > summary {
    cursor: pointer;
    font-weight: 700;
    color: var(--_primary);
  }
  .how > summary:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .how-block {
    margin-block-start: calc(var(--_space) / 2);
  }
  .how h3 {
    font-size: 1em;
  }
  .how dl {
    display: grid;
    gap: 0.35em;
    margin-block-start: 0.25em;
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
  .detail dd.meaning {
    flex-basis: 100%;
    font-weight: 400;
    font-size: 0.9em;
  }
  .detail.long {
    display: block;
  }
  .detail.long dd {
    font-weight: 400;
  }
  .how a {
    color: var(--_primary);
  }
  @container (min-width: 36em) {
    .headline .amount {
      font-size: 2em;
    }
    .detail:not(.long) {
      display: grid;
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
      gap: 0 1em;
    }
    .detail:not(.long) dt {
      grid-row: span 2;
    }
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

export type AidName = 'cee' | 'mpr';

/** What a submission produced; `mpr: null` when MaPrimeRénov' does not apply to the operation. */
export interface SimulationResults {
  cee?: CeeResult;
  mpr?: MprResult | null;
}

/** Everything the region shows. */
export interface ResultView {
  results: SimulationResults;
  /** `b2b`: the headline is the volume and its value. */
  context?: unknown;
  /** A precarity the visitor gave (`very-low`, `low`, `modeste`…), when the MPR answer names no category. */
  precarity?: unknown;
  /** The aid whose call failed while the other's succeeded, with its retry (absent when not worth one). */
  failed?: { aid: AidName; error: unknown; retry?: () => void; busy?: boolean };
  /** The values changed since: the result is outdated. */
  stale?: boolean;
  titleId: string;
}

// Bounds on what is rendered from an answer: deeper, longer or more is summarised, not rendered.
const MAX_DEPTH = 4;
const MAX_ROWS = 40;
const MAX_TEXT = 5000;
const MAX_ITEMS = 20;

const MODEST = ['tres_modeste', 'modeste'];
const CATEGORIES = [...MODEST, 'intermediaire', 'superieur'];
const COLORS: Record<string, string> = { tres_modeste: 'bleu', modeste: 'jaune', intermediaire: 'violet', superieur: 'rose' };
/** A precarity input's values (the service's and the worksite's) to the income category they mean. */
const PRECARITY: Record<string, string> = { 'very-low': 'tres_modeste', low: 'modeste', mid: 'intermediaire', classic: 'superieur' };

const clip = (text: string): string => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);
const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? clip(value) : undefined);
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** kWh cumac, shown in MWh cumac (two decimals at most). */
export function mwhCumac(host: Words, kwh: number): string {
  return host.t('result.mwh', { value: host.number(kwh / 1000) });
}

/** Whole euros, "≈ 10 600 €"; a range when the household's category is not known. */
function approx(host: Words, low: number, high = low): string {
  const [a, b] = [Math.round(low), Math.round(high)];
  return host.t('result.approx', { amount: a === b ? host.euros(a) : `${host.euros(a)} – ${host.euros(b)}` });
}

/** An ISO date as the language writes it; anything else as it came. */
function date(host: Words, value: unknown): string | undefined {
  const text = str(value);
  if (!text) return undefined;
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : undefined;
  return parsed && !Number.isNaN(parsed.getTime())
    ? new Intl.DateTimeFormat(host.lang === 'fr' ? 'fr-FR' : host.lang === 'en' ? 'en-GB' : host.lang, { dateStyle: 'long', timeZone: 'UTC' }).format(parsed)
    : text;
}

/** The household's income category: the MPR answer's, else the precarity the visitor gave. */
function categoryOf(view: ResultView): string | undefined {
  const category = view.results.mpr?.category;
  if (category) return category;
  const given = typeof view.precarity === 'string' ? view.precarity : undefined;
  if (!given) return undefined;
  return CATEGORIES.includes(given) ? given : ownValue(PRECARITY, given);
}

interface Line {
  aid: AidName;
  label: string;
  /** The figure; absent for a zero (then `why` says why) and for a failure. */
  amount?: string;
  /** Euros for the total: [low, high]. */
  euros?: [number, number];
  why?: string;
  failed?: ResultView['failed'];
}

interface Summary {
  label: string;
  headline?: string;
  worth?: string;
  /** Why the headline's aid is worth nothing, or how it depends on the household. */
  why?: string;
  /** The lines under the headline (the headline's own line left out when it is the only figure). */
  lines: Line[];
  /** The volume is shown (b2b headline, a CEE line without a price): not again in the explanation. */
  volumeShown: boolean;
}

function ceeLine(host: Words, cee: CeeResult, category: string | undefined): Line {
  const label = host.t('result.cee');
  const zero = !(cee.kwhCumac > 0) || [cee.euros, cee.eurosClassic, cee.eurosModest].some((e) => e === 0);
  if (zero) return { aid: 'cee', label, why: str(cee['reason']) ?? host.t('result.zero.cee') };
  const classic = cee.eurosClassic ?? cee.euros;
  const modest = cee.eurosModest ?? classic;
  if (classic === undefined || modest === undefined) return { aid: 'cee', label, amount: mwhCumac(host, cee.kwhCumac) };
  if (category && CATEGORIES.includes(category)) {
    const euros = MODEST.includes(category) ? modest : classic;
    return { aid: 'cee', label: host.t(`result.ceeFor.${category}` as 'result.ceeFor.modeste'), amount: approx(host, euros), euros: [euros, euros] };
  }
  const [low, high] = [Math.min(classic, modest), Math.max(classic, modest)];
  const why =
    low === high ? undefined : host.t('result.ceeBoth', { modest: approx(host, modest), classic: approx(host, classic) });
  return { aid: 'cee', label, amount: approx(host, low, high), euros: [low, high], why };
}

function mprLine(host: Words, mpr: MprResult): Line {
  const color = mpr.color ?? (mpr.category ? COLORS[mpr.category] : undefined);
  const label = color ? host.t('result.mprColor', { color: host.t(`result.color.${color}` as 'result.color.bleu') }) : host.t('result.mpr');
  if (mpr.amount > 0 && mpr.eligible !== false) return { aid: 'mpr', label, amount: approx(host, mpr.amount), euros: [mpr.amount, mpr.amount] };
  const superieur = mpr.category === 'superieur';
  const why = [
    str(mpr.reason) ??
      host.t(superieur ? 'result.zero.superieur' : mpr.eligible === false ? 'result.zero.notCovered' : 'result.zero.mpr'),
  ];
  // What would change it, where the answer tells: the ceiling the household's income is above.
  const ceiling = num(mpr.incomeCeiling) ?? num(mpr.factors?.find((factor) => factor.key === 'incomeCeiling')?.value);
  if (superieur && ceiling !== undefined) why.push(host.t('result.zero.ceiling', { ceiling: host.euros(ceiling) }));
  return { aid: 'mpr', label, why: why.join(' ') };
}

function summarise(host: Words, view: ResultView): Summary {
  const { cee, mpr } = view.results;
  const lines: Line[] = [];
  const b2b = view.context === 'b2b';
  if (cee) lines.push(ceeLine(host, cee, b2b ? 'superieur' : categoryOf(view)));
  if (mpr) lines.push(mprLine(host, mpr));
  const failed = view.failed;
  if (failed) {
    const line: Line = { aid: failed.aid, label: host.t(failed.aid === 'cee' ? 'result.cee' : 'result.mpr'), failed };
    if (failed.aid === 'cee') lines.unshift(line);
    else lines.push(line);
  }
  if (b2b && cee && cee.kwhCumac > 0) {
    // A business reads certificates: the volume first, then its value.
    const own = lines.find((line) => line.aid === 'cee')!;
    return {
      label: host.t('result.cee'),
      headline: mwhCumac(host, cee.kwhCumac),
      worth: own.euros ? host.t('result.worth', { amount: approx(host, own.euros[0]) }) : undefined,
      lines: lines.filter((line) => line !== own),
      volumeShown: true,
    };
  }
  const priced = lines.filter((line) => line.euros);
  const volumeShown = lines.some((line) => line.aid === 'cee' && line.amount && !line.euros);
  // Two aids, one at least in euros, none failed: the household's total leads (a zero adds nothing, and says why).
  if (priced.length && lines.length > 1 && !failed) {
    const low = priced.reduce((sum, line) => sum + line.euros![0], 0);
    const high = priced.reduce((sum, line) => sum + line.euros![1], 0);
    return { label: host.t('result.total'), headline: approx(host, low, high), lines, volumeShown };
  }
  const first = priced[0] ?? lines.find((line) => line.amount) ?? lines[0]!;
  return { label: first.label, headline: first.amount, why: first.why, lines: lines.filter((line) => line !== first), volumeShown };
}

function renderLine(host: Words, line: Line): TemplateResult {
  const failed = line.failed;
  if (failed) {
    const message = `${host.t(failed.aid === 'cee' ? 'result.failed.cee' : 'result.failed.mpr')} ${host.describe(failed.error)}`;
    const retry =
      failed.retry && retryable(failed.error) && !failed.busy
        ? { label: host.t(failed.aid === 'cee' ? 'result.retry.cee' : 'result.retry.mpr'), onRetry: failed.retry }
        : undefined;
    return html`<li class="line failed ${line.aid}"><span class="line-label">${line.label}</span>${renderErrorPanel(message, retry)}</li>`;
  }
  return html`<li class="line ${line.aid} ${line.amount ? '' : 'zero'}">
    <span class="line-label">${line.label}</span>
    ${line.amount
      ? html`<span part="amount" class="amount">${line.amount}</span>`
      : html`<span part="amount" class="amount none">${host.t('result.none')}</span>`}
    ${line.why ? html`<p class="why">${line.why}</p>` : nothing}
  </li>`;
}

function renderSummary(host: Words, summary: Summary): TemplateResult {
  return html`<div class="summary">
    <p class="headline-label">${summary.label}</p>
    <p class="headline">
      ${summary.headline
        ? html`<span part="amount" class="amount total">${summary.headline}</span>`
        : html`<span part="amount" class="amount none">${host.t('result.none')}</span>`}
      ${summary.worth ? html`<span class="worth">${summary.worth}</span>` : nothing}
    </p>
    ${summary.why ? html`<p class="why">${summary.why}</p>` : nothing}
    ${summary.lines.length ? html`<ul class="lines">${summary.lines.map((line) => renderLine(host, line))}</ul>` : nothing}
    <p class="disclaimer">${host.t('result.disclaimer')} ${host.t('result.rounded')}</p>
  </div>`;
}

// --- "Comment ce montant est calculé" ---

type Row = { key: string; label: string; value: string; meaning?: string };

type Format = 'kwh' | 'euros';
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

/** What the summary and the explanation already say, or what must never be shown (a second volume, a price ratio). */
const EXPLAINED = ['fiche', 'engagementDate', 'factors', 'eurosMwhCumac', 'reason', 'precarityPriceRatio', 'kwhCumacClassic', 'kwhCumacModest'];
const CEE_SHOWN = [...EXPLAINED, 'kwhCumac', 'euros', 'eurosClassic', 'eurosModest'];
const MPR_SHOWN = [...EXPLAINED, 'amount', 'category', 'categoryLabel', 'color', 'eligible', 'incomeCeiling', 'forfait', 'precarity', 'scale'];
/** Factors that multiply the volume: shown as "× 1,2". */
const MULTIPLIERS = ['surfaceFactor', 'zoneFactor', 'bonification', 'bonificationFactor'];
/** Factors never shown: a raw price ratio (the modest price, when given, says it in euros). */
const HIDDEN_FACTORS = ['precarityPriceRatio'];

function formatValue(host: Words, key: string, value: unknown, depth = 0): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return host.t(value ? 'common.yes' : 'common.no');
  if (typeof value === 'number') {
    const format = ownValue(FORMATS, key);
    if (format === 'euros') return host.euros(value);
    if (format === 'kwh') return mwhCumac(host, value);
    return host.number(value, 4);
  }
  if (typeof value === 'string') return host.maybe(`value.${key}.${value}`) ?? clip(value);
  if (Array.isArray(value)) {
    if (depth >= MAX_DEPTH) return host.t('result.tooDeep');
    const items = value.slice(0, MAX_ITEMS).map((item) => formatValue(host, key, item, depth + 1));
    return items.join(', ') + (value.length > MAX_ITEMS ? ', …' : '');
  }
  return host.t('result.tooDeep');
}

/** The fields no section explains, by dotted key, bounded: nesting deeper than MAX_DEPTH is summarised, MAX_ROWS at most. */
function otherRows(host: Words, result: Record<string, unknown>, skip: readonly string[]): { rows: Row[]; more: boolean } {
  const rows: Row[] = [];
  let more = false;
  const walk = (record: Record<string, unknown>, prefix: string, depth: number): void => {
    for (const key in record) {
      if (!Object.hasOwn(record, key) || (!prefix && skip.includes(key))) continue;
      if (rows.length >= MAX_ROWS) {
        more = true;
        return;
      }
      const path = prefix + key;
      const value = record[key];
      if (isRecord(value) && depth < MAX_DEPTH) walk(value, `${path}.`, depth + 1);
      else
        rows.push({
          key: path,
          label: host.maybe(`result.${path}`) ?? clip(humanise(path)),
          value: formatValue(host, path, value, depth),
          meaning: host.maybe(`result.meaning.${path}`),
        });
    }
  };
  walk(result, '', 1);
  return { rows, more };
}

function factorRows(host: Words, answer: CeeResult | MprResult): Row[] {
  const factors = Array.isArray(answer.factors) ? answer.factors : [];
  return factors
    .filter((factor) => !HIDDEN_FACTORS.includes(factor.key))
    .slice(0, MAX_ROWS)
    .map((factor) => {
      const unit = str(factor.unit);
      const times = !unit && MULTIPLIERS.includes(factor.key) ? '×\u00a0' : '';
      const value =
        typeof factor.value === 'number'
          ? unit === '€'
            ? host.euros(factor.value)
            : `${times}${host.number(factor.value, unit?.startsWith('€') ? 2 : 4)}${unit ? `\u00a0${unit}` : ''}`
          : `${clip(factor.value)}${unit ? `\u00a0${unit}` : ''}`;
      const label = str(factor.label) ?? host.maybe(`result.${factor.key}`) ?? humanise(factor.key);
      return { key: factor.key, label, value, meaning: host.maybe(`result.meaning.${factor.key}`) };
    });
}

function ficheRow(host: Words, answer: CeeResult | MprResult): Row[] {
  const fiche = answer.fiche;
  if (!fiche) return [];
  const from = date(host, fiche.validFrom);
  const to = date(host, fiche.validTo);
  const parts = [
    [fiche.code, str(fiche.title)].filter(Boolean).join(' · '),
    fiche.version ? host.t('result.ficheVersion', { version: clip(fiche.version) }) : '',
    from ? host.t(to ? 'result.inForce' : 'result.inForceFrom', { from, to: to ?? '' }) : '',
    fiche.verified === false ? host.t('result.unverified') : '',
  ];
  return [{ key: 'fiche', label: host.t('result.fiche'), value: parts.filter(Boolean).join(', ') }];
}

function explanationRows(host: Words, answer: CeeResult | MprResult, aid: AidName, volume: boolean): Row[] {
  const rows: Row[] = ficheRow(host, answer);
  const engaged = date(host, answer.engagementDate);
  if (engaged) rows.push({ key: 'engagementDate', label: host.t('result.engagementDate'), value: engaged });
  if (aid === 'cee') {
    const cee = answer as CeeResult;
    if (volume) rows.push({ key: 'kwhCumac', label: host.t('result.volume'), value: mwhCumac(host, cee.kwhCumac) });
  } else {
    const mpr = answer as MprResult;
    const category = mpr.category;
    if (category) {
      const color = mpr.color ?? COLORS[category];
      const name = host.t(`value.category.${category}` as 'value.category.modeste');
      const value = color ? host.t('result.categoryColor', { category: name, color: host.t(`result.color.${color}` as 'result.color.bleu') }) : name;
      rows.push({ key: 'category', label: host.t('result.category'), value });
    }
    const factorCeiling = mpr.factors?.some((factor) => factor.key === 'incomeCeiling');
    if (num(mpr.incomeCeiling) !== undefined && !factorCeiling)
      rows.push({ key: 'incomeCeiling', label: host.t('result.incomeCeiling'), value: host.euros(mpr.incomeCeiling!), meaning: host.t('result.meaning.incomeCeiling') });
    const forfait = mpr.forfait;
    const forfaitText = typeof forfait === 'string' ? humanise(forfait) : forfait ? (str(forfait.label) ?? humanise(forfait.key)) : undefined;
    if (forfaitText) rows.push({ key: 'forfait', label: host.t('result.forfait'), value: clip(forfaitText) });
    const scale = isRecord(mpr['scale']) ? mpr['scale'] : undefined;
    if (scale) {
      const from = date(host, scale['validFrom']);
      const to = date(host, scale['validTo']);
      const parts = [
        num(scale['year']) !== undefined ? host.t('result.scaleYear', { year: String(scale['year']) }) : '',
        from ? host.t(to ? 'result.inForce' : 'result.inForceFrom', { from, to: to ?? '' }) : '',
        scale['verified'] === false ? host.t('result.unverified') : '',
      ].filter(Boolean);
      if (parts.length) rows.push({ key: 'scale', label: host.t('result.scale'), value: parts.join(', ') });
    }
  }
  rows.push(...factorRows(host, answer));
  if (aid === 'cee' && num(answer.eurosMwhCumac) !== undefined)
    rows.push({ key: 'eurosMwhCumac', label: host.t('result.price'), value: host.t('result.perMwh', { amount: host.euros(answer.eurosMwhCumac!) }) });
  return rows;
}

function renderRows(rows: Row[]): TemplateResult {
  return html`<dl>
    ${rows.map(
      (row) => html`<div class="detail ${row.value.length > 60 ? 'long' : ''}" data-key=${row.key}>
        <dt>${row.label}</dt>
        <dd>${row.value}</dd>
        ${row.meaning ? html`<dd class="meaning">${row.meaning}</dd>` : nothing}
      </div>`,
    )}
  </dl>`;
}

function renderHowBlock(host: Words, answer: CeeResult | MprResult, aid: AidName, volume: boolean): TemplateResult {
  const record = answer as Record<string, unknown>;
  // Top-level fields a factor already states (the climate zone) are not listed twice.
  const factorKeys = (Array.isArray(answer.factors) ? answer.factors : []).slice(0, MAX_ROWS).map((factor) => factor.key);
  const { rows, more } = otherRows(host, record, [...(aid === 'cee' ? CEE_SHOWN : MPR_SHOWN), ...factorKeys]);
  return html`<div class="how-block ${aid}">
    <h3>${host.t(aid === 'cee' ? 'result.cee' : 'result.mpr')}</h3>
    ${renderRows([...explanationRows(host, answer, aid, volume), ...rows])}
    ${more ? html`<p class="more">${host.t('result.more')}</p>` : nothing}
    ${answer.fiche?.url && /^https?:\/\//i.test(answer.fiche.url)
      ? html`<p><a href=${answer.fiche.url} target="_blank" rel="noopener noreferrer">${host.t('result.ficheLink', { code: answer.fiche.code })}</a></p>`
      : nothing}
  </div>`;
}

function renderHow(host: Words, view: ResultView, summary: Summary): TemplateResult {
  const { cee, mpr } = view.results;
  return html`<details class="how">
    <summary>${host.t('result.how')}</summary>
    ${cee ? renderHowBlock(host, cee, 'cee', !summary.volumeShown) : nothing} ${mpr ? renderHowBlock(host, mpr, 'mpr', false) : nothing}
  </details>`;
}

/** The result region; `view.titleId` names it, and its heading takes focus. */
export function renderResults(host: Words, view: ResultView): TemplateResult {
  host.adopt(resultMessages);
  let body: TemplateResult;
  try {
    const summary = summarise(host, view);
    body = html`${renderSummary(host, summary)}${renderHow(host, view, summary)}`;
  } catch {
    // Whatever an answer holds, the element renders and its button comes back.
    body = html`<p>${host.t('result.unreadable')}</p>`;
  }
  return html`<section part="result" class="result ${view.stale ? 'stale' : ''}" aria-labelledby=${view.titleId}>
    <h2 class="result-title" id=${view.titleId} tabindex="-1">${host.t('result.title')}</h2>
    ${view.stale ? html`<p class="stale-notice">${host.t('result.stale')}</p>` : nothing} ${body}
  </section>`;
}

/** The sentence the polite live region announces: the headline, then each line. */
export function announceResults(host: Words, view: ResultView): string {
  host.adopt(resultMessages);
  try {
    const summary = summarise(host, view);
    const say = (label: string, amount: string | undefined, why?: string) =>
      [host.t('result.say', { label, amount: amount ?? host.t('result.none') }), why].filter(Boolean).join(' ');
    const parts = [`${host.t('result.title')}.`, say(summary.label, [summary.headline, summary.worth].filter(Boolean).join(', ') || undefined, summary.why)];
    for (const line of summary.lines) {
      parts.push(line.failed ? host.t(line.aid === 'cee' ? 'result.failed.cee' : 'result.failed.mpr') : say(line.label, line.amount, line.why));
    }
    return parts.join(' ');
  } catch {
    return host.t('result.unreadable');
  }
}
