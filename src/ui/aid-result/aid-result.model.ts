/**
 * The rows of "Comment ce montant est calculé", read from the answers and the estimate: the fiche, the engagement
 * date, the factors, the price behind the amount shown (named by whom it is for, only when it produced the amount),
 * the category, the ceiling, the scale, then any other field of the answer, bounded in depth, count and length so
 * that no answer can break a render. The amounts are the estimate's (`api/estimate.ts`); the headline and the lines
 * are worded in `aid-result.summary.ts`. No Lit here: `aid-result.ts` draws it.
 */
import type { CeeResult, MprResult } from '../../api/aid-calculations.js';
import type { CeeLine, CeePrice, Estimate } from '../../api/estimate-types.js';
import { CATEGORY_COLOR, categoryOf, isModest, type MprCategory } from '../../api/household.js';
import { formatDate } from '../../i18n/dates.js';
import { humanise } from '../../inputs/known-keys.js';
import { ownValue } from '../../inputs/records.js';
import type { Words } from '../localize.js';
import type { ResultKey } from './aid-result.messages.js';
import { mwhCumac } from './estimate-words.js';

/** The view's words: every key it says is one of its table's, checked by the compiler. */
type ResultWords = Words<ResultKey>;

export type AidName = 'cee' | 'mpr';

/** What a submission produced; `mpr: null` when MaPrimeRénov' does not apply to the operation. */
export interface SimulationResults {
  cee?: CeeResult;
  mpr?: MprResult | null;
}

/** Everything the region shows. */
export interface ResultView {
  /** The answers, for "Comment ce montant est calculé". */
  results: SimulationResults;
  /** The API core's `estimate()` of these answers (one work): every figure the region shows is its. */
  estimate: Estimate;
  /** MaPrimeRénov' was asked, and the service offers none for this operation: the view says so. */
  mprNotOffered?: boolean;
  /** The aid whose call failed while the other's succeeded, with its retry (absent when not worth one). */
  failed?: { aid: AidName; error: unknown; retry?: () => void; busy?: boolean };
  /** The values changed since: the result is outdated. */
  stale?: boolean;
  titleId: string;
}

// Bounds on what is rendered from an answer: deeper, longer or more is summarised, not rendered.
const MAX_DEPTH = 4;
export const MAX_ROWS = 40;
const MAX_TEXT = 5000;
const MAX_ITEMS = 20;

export const clip = (text: string): string => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);
export const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? clip(value) : undefined);
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** An ISO date as the language writes it (« 1er janvier 2026 »); anything else as it came. */
export function dateText(words: ResultWords, value: unknown): string | undefined {
  const text = str(value);
  return text ? formatDate(words.lang, text) : undefined;
}

// --- "Comment ce montant est calculé" ---

export type Row = { key: string; label: string; value: string; meaning?: string };

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
  expenseCeiling: 'euros',
};

/**
 * What the summary and the explanation already say, or what must never be shown to a visitor: a second volume, a
 * price ratio, the note for the partner's developers, the rules a project applies (its own view says them).
 */
const EXPLAINED = ['fiche', 'engagementDate', 'factors', 'eurosMwhCumac', 'eurosMwhCumacModest', 'reason', 'precarityPriceRatio', 'kwhCumacClassic', 'kwhCumacModest', 'verificationNote', 'period', 'conditions', 'unreadable'];
const CEE_SHOWN = [...EXPLAINED, 'kwhCumac', 'euros', 'eurosClassic', 'eurosModest', 'excludes', 'priceByOffer'];
const MPR_SHOWN = [...EXPLAINED, 'amount', 'category', 'categoryLabel', 'color', 'eligible', 'incomeCeiling', 'forfait', 'precarity', 'scale', 'cap', 'requires'];
/** Factors that multiply the volume: shown as "× 1,2". */
const MULTIPLIERS = ['surfaceFactor', 'zoneFactor', 'bonification', 'bonificationModest', 'bonificationFactor'];
/** Factors never shown: a raw price ratio, and the prices (the price behind the amount is one row of its own). */
const HIDDEN_FACTORS = ['precarityPriceRatio', 'eurosMwhCumacModest', 'eurosMwhCumac'];

function formatValue(words: ResultWords, key: string, value: unknown, depth = 0): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return words.t(value ? 'common.yes' : 'common.no');
  if (typeof value === 'number') {
    const format = ownValue(FORMATS, key);
    if (format === 'euros') return words.euros(value);
    if (format === 'kwh') return mwhCumac(words, value);
    return words.number(value, 4);
  }
  if (typeof value === 'string') return words.maybe(`value.${key}.${value}`) ?? dateText(words, value) ?? clip(value);
  if (Array.isArray(value)) {
    if (depth >= MAX_DEPTH) return words.t('result.tooDeep');
    const items = value.slice(0, MAX_ITEMS).map((item) => formatValue(words, key, item, depth + 1));
    return items.join(', ') + (value.length > MAX_ITEMS ? ', …' : '');
  }
  return words.t('result.tooDeep');
}

/** The fields no section explains, by dotted key, bounded: nesting deeper than MAX_DEPTH is summarised, MAX_ROWS at most. */
function otherRows(words: ResultWords, result: Record<string, unknown>, skip: readonly string[]): { rows: Row[]; more: boolean } {
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
          label: words.maybe(`result.${path}`) ?? clip(humanise(path)),
          value: formatValue(words, path, value, depth),
          meaning: words.maybe(`result.meaning.${path}`),
        });
    }
  };
  walk(result, '', 1);
  return { rows, more };
}

/**
 * A multiplier by household means comes as two factors, `bonification` (other households) and `bonificationModest`:
 * a household of known category reads its own, one whose category is unknown reads both.
 */
function otherMeansFactor(answer: CeeResult | MprResult, category: MprCategory | undefined): string | undefined {
  if (!category || !answer.factors?.some((factor) => factor.key === 'bonificationModest')) return undefined;
  return isModest(category) ? 'bonification' : 'bonificationModest';
}

function factorRows(words: ResultWords, answer: CeeResult | MprResult, category?: MprCategory): Row[] {
  const factors = Array.isArray(answer.factors) ? answer.factors : [];
  const notOurs = otherMeansFactor(answer, category);
  return factors
    .filter((factor) => !HIDDEN_FACTORS.includes(factor.key) && factor.key !== notOurs)
    .slice(0, MAX_ROWS)
    .map((factor) => {
      const unit = str(factor.unit);
      const times = !unit && MULTIPLIERS.includes(factor.key) ? '×\u00a0' : '';
      const value =
        typeof factor.value === 'number'
          ? unit === '€'
            ? words.euros(factor.value)
            : unit === 'kWh cumac'
              ? mwhCumac(words, factor.value)
              : `${times}${words.number(factor.value, unit?.startsWith('€') ? 2 : 4)}${unit ? `\u00a0${unit}` : ''}`
          : `${clip(factor.value)}${unit ? `\u00a0${unit}` : ''}`;
      const label = str(factor.label) ?? words.maybe(`result.${factor.key}`) ?? humanise(factor.key);
      return { key: factor.key, label, value, meaning: words.maybe(`result.meaning.${factor.key}`) };
    });
}

function ficheRow(words: ResultWords, answer: CeeResult | MprResult): Row[] {
  const fiche = answer.fiche;
  if (!fiche) return [];
  const from = dateText(words, fiche.validFrom);
  const to = dateText(words, fiche.validTo);
  const parts = [
    [fiche.code, str(fiche.title)].filter(Boolean).join(' · '),
    fiche.version ? words.t('result.ficheVersion', { version: clip(fiche.version) }) : '',
    from ? words.t(to ? 'result.inForce' : 'result.inForceFrom', { from, to: to ?? '' }) : '',
  ];
  return [{ key: 'fiche', label: words.t('result.fiche'), value: parts.filter(Boolean).join(', ') }];
}

/**
 * The volume behind the CEE amount shown (the estimate's: the modest households' when a Coup de pouce multiplier
 * depends on the household's means and the household is one); the household's category unknown, the modest
 * households' volume is said beside it when it differs, as the amount's range does.
 */
function volumeRows(words: ResultWords, cee: CeeResult, line: CeeLine | undefined, category: MprCategory | undefined): Row[] {
  const volume = line?.kwhCumac;
  if (volume === undefined) return [];
  const modestVolume = num(cee.kwhCumacModest);
  const rows: Row[] = [{ key: 'kwhCumac', label: words.t('result.volume'), value: mwhCumac(words, volume) }];
  if (!category && modestVolume !== undefined && modestVolume !== cee.kwhCumac) {
    rows.push({
      key: 'kwhCumacModest',
      label: words.t('result.volumeModest'),
      value: mwhCumac(words, modestVolume),
      meaning: words.t('result.meaning.kwhCumacModest'),
    });
  }
  return rows;
}

/** The price that produced the CEE amount shown, named by whom it is for (the estimate names it only then); both for a range. */
function priceRows(words: ResultWords, line: CeeLine | undefined): Row[] {
  const prices: CeePrice[] = line?.price ? [line.price] : (line?.rangePrices ?? []);
  return prices.map((price) => ({ key: price.for === 'modest' ? 'eurosMwhCumacModest' : 'eurosMwhCumac', label: words.t(`result.price.${price.for}`), value: words.euros(price.eurosMwhCumac) }));
}

function periodRow(words: ResultWords, cee: CeeResult): Row[] {
  const period = cee.period;
  const from = dateText(words, period?.validFrom);
  const to = dateText(words, period?.validTo);
  if (!period || !from || !to) return [];
  return [{ key: 'period', label: words.t('result.period'), value: words.t('result.periodValue', { number: period.number, from, to }) }];
}

function mprRows(words: ResultWords, mpr: MprResult, household: MprCategory | undefined): Row[] {
  const rows: Row[] = [];
  const category = categoryOf(mpr.category) ?? household;
  if (category) {
    const color = CATEGORY_COLOR[category];
    const name = words.t(`value.category.${category}`);
    rows.push({ key: 'category', label: words.t('result.category'), value: words.t('result.categoryColor', { category: name, color: words.t(`result.color.${color}`) }) });
  }
  const factorCeiling = mpr.factors?.some((factor) => factor.key === 'incomeCeiling');
  if (num(mpr.incomeCeiling) !== undefined && !factorCeiling)
    rows.push({ key: 'incomeCeiling', label: words.t('result.incomeCeiling'), value: words.euros(mpr.incomeCeiling!), meaning: words.t('result.meaning.incomeCeiling') });
  const forfait = mpr.forfait;
  const forfaitText = typeof forfait === 'string' ? humanise(forfait) : forfait ? (str(forfait.label) ?? humanise(forfait.key)) : undefined;
  if (forfaitText) rows.push({ key: 'forfait', label: words.t('result.forfait'), value: clip(forfaitText) });
  const scale = mpr.scale;
  if (scale) {
    const from = dateText(words, scale.validFrom);
    const to = dateText(words, scale.validTo);
    const parts = [
      words.t('result.scaleYear', { year: String(scale.year) }),
      from ? words.t(to ? 'result.inForce' : 'result.inForceFrom', { from, to: to ?? '' }) : '',
    ].filter(Boolean);
    rows.push({ key: 'scale', label: words.t('result.scale'), value: parts.join(', ') });
  }
  return rows;
}

/** One aid's explanation: its rows in our words, then the answer's other fields; `more` when some were left out. */
export function explanation(
  words: ResultWords,
  answer: CeeResult | MprResult,
  aid: AidName,
  o: { volume: boolean; category?: MprCategory; line?: CeeLine },
): { rows: Row[]; more: boolean } {
  const rows: Row[] = ficheRow(words, answer);
  const engaged = dateText(words, answer.engagementDate);
  if (engaged) rows.push({ key: 'engagementDate', label: words.t('result.engagementDate'), value: engaged });
  if (aid === 'cee') {
    const cee = answer as CeeResult;
    rows.push(...periodRow(words, cee));
    if (o.volume) rows.push(...volumeRows(words, cee, o.line, o.category));
  } else rows.push(...mprRows(words, answer as MprResult, o.category));
  rows.push(...factorRows(words, answer, aid === 'cee' ? o.category : undefined));
  if (aid === 'cee') rows.push(...priceRows(words, o.line));
  // Top-level fields a factor already states (the climate zone) are not listed twice.
  const factorKeys = (Array.isArray(answer.factors) ? answer.factors : []).slice(0, MAX_ROWS).map((factor) => factor.key);
  const others = otherRows(words, answer as Record<string, unknown>, [...(aid === 'cee' ? CEE_SHOWN : MPR_SHOWN), ...factorKeys]);
  return { rows: [...rows, ...others.rows], more: others.more };
}

/** The official text's address, when the answer gives one that a link may open (http or https only). */
export const ficheUrl = (answer: CeeResult | MprResult): string | undefined =>
  answer.fiche?.url && /^https?:\/\//i.test(answer.fiche.url) ? answer.fiche.url : undefined;
