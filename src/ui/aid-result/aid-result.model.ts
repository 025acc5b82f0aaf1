/**
 * What the result view says, read from the answers: the household's headline and one line per aid, why an aid is
 * worth nothing, and the rows of "Comment ce montant est calculé" (the fiche, the engagement date, the factors, the
 * price behind the amount shown, the category, the ceiling, the scale, then any other field of the answer,
 * bounded in depth, count and length so that no answer can break a render). The amounts come from the API core's
 * money rules (`api/estimate.ts`); this module only words them. No Lit here: `aid-result.ts` draws it.
 */
import type { CeeResult, MprResult } from '../../api/aid-calculations.js';
import { ceeEuros, ceeVolume } from '../../api/estimate.js';
import { CATEGORY_COLOR, categoryOf, isModest, type MprCategory } from '../../api/household.js';
import { formatDate } from '../../i18n/dates.js';
import { humanise } from '../../inputs/known-keys.js';
import { ownValue } from '../../inputs/records.js';
import type { Words } from '../localize.js';
import type { ResultKey } from './aid-result.messages.js';

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
export const MAX_ROWS = 40;
const MAX_TEXT = 5000;
const MAX_ITEMS = 20;

export const clip = (text: string): string => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);
export const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? clip(value) : undefined);
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** kWh cumac, shown in MWh cumac with one decimal at most, everywhere (`162,4 MWh cumac`). */
export function mwhCumac(words: ResultWords, kwh: number): string {
  return words.t('result.mwh', { value: words.number(kwh / 1000, 1) });
}

/** Whole euros, "≈ 10 600 €"; a range when the household's category is not known. */
export function approx(words: ResultWords, low: number, high = low): string {
  const [a, b] = [Math.round(low), Math.round(high)];
  return words.t('result.approx', { amount: a === b ? words.euros(a) : `${words.euros(a)} – ${words.euros(b)}` });
}

/** An ISO date as the language writes it (« 1er janvier 2026 »); anything else as it came. */
export function dateText(words: ResultWords, value: unknown): string | undefined {
  const text = str(value);
  return text ? formatDate(words.lang, text) : undefined;
}

/** The household's income category: the MPR answer's, else the precarity the visitor gave. */
export function categoryOfView(view: Pick<ResultView, 'results' | 'precarity'>): MprCategory | undefined {
  return categoryOf(view.results.mpr?.category) ?? categoryOf(view.precarity);
}

export interface Line {
  aid: AidName;
  label: string;
  /** The figure; absent for a zero (then `why` says why) and for a failure. */
  amount?: string;
  /** Euros for the total: [low, high]. */
  euros?: [number, number];
  why?: string;
  /** No price is set: the CEE bonus depends on the partner's offer, and the volume is only a detail. */
  unpriced?: boolean;
  failed?: ResultView['failed'];
}

export interface Summary {
  label: string;
  headline?: string;
  worth?: string;
  /** Why the headline's aid is worth nothing, or how it depends on the household. */
  why?: string;
  /** The lines under the headline (the headline's own line left out when it is the only figure). */
  lines: Line[];
  /** The volume is shown (b2b headline): not again in the explanation. */
  volumeShown: boolean;
  /** The headline is words (the CEE bonus without a price), not a figure. */
  wordsOnly?: boolean;
}

/** A line whose answer gave a figure that cannot be read (`unreadable`): refused in words, never a figure, never counted. */
const refused = (aid: AidName, label: string, words: ResultWords): Line => ({ aid, label, amount: words.t('result.illegible'), why: words.t('result.illegible.why'), unpriced: true });

export function ceeLine(words: ResultWords, cee: CeeResult, category: MprCategory | undefined, context: unknown): Line {
  const label = words.t('result.cee');
  if (cee.unreadable || cee.kwhCumac === undefined) return refused('cee', label, words);
  const zero = !(cee.kwhCumac > 0) || [cee.euros, cee.eurosClassic, cee.eurosModest].some((e) => e === 0);
  if (zero) return { aid: 'cee', label, why: str(cee['reason']) ?? words.t('result.zero.cee') };
  const range = ceeEuros(cee, category, context === 'b2b' ? 'b2b' : 'b2c');
  if (!range) return { aid: 'cee', label, amount: words.t('result.noPriceLabel'), why: words.t('result.noPrice'), unpriced: true };
  const [low, high] = range;
  if (low === high && category && context !== 'b2b') {
    return { aid: 'cee', label: words.t(`result.ceeFor.${category}`), amount: approx(words, low), euros: [low, low] };
  }
  const why =
    low === high ? undefined : words.t('result.ceeBoth', { modest: approx(words, high), classic: approx(words, low) });
  return { aid: 'cee', label, amount: approx(words, low, high), euros: [low, high], why };
}

export function mprLine(words: ResultWords, mpr: MprResult): Line {
  const category = categoryOf(mpr.category);
  const color = mpr.color ?? (category ? CATEGORY_COLOR[category] : undefined);
  const label = color ? words.t('result.mprColor', { color: words.t(`result.color.${color}`) }) : words.t('result.mpr');
  if (mpr.unreadable || mpr.amount === undefined) return refused('mpr', label, words);
  if (mpr.amount > 0 && mpr.eligible !== false) return { aid: 'mpr', label, amount: approx(words, mpr.amount), euros: [mpr.amount, mpr.amount] };
  const superieur = category === 'superieur';
  const why = [str(mpr.reason) ?? words.t(superieur ? 'result.zero.superieur' : mpr.eligible === false ? 'result.zero.notCovered' : 'result.zero.mpr')];
  // What would change it, where the answer tells: the ceiling the household's income is above.
  const ceiling = num(mpr.incomeCeiling) ?? num(mpr.factors?.find((factor) => factor.key === 'incomeCeiling')?.value);
  if (superieur && ceiling !== undefined) why.push(words.t('result.zero.ceiling', { ceiling: words.euros(ceiling) }));
  return { aid: 'mpr', label, why: why.join(' ') };
}

export function summarise(words: ResultWords, view: ResultView): Summary {
  const { cee, mpr } = view.results;
  const lines: Line[] = [];
  const b2b = view.context === 'b2b';
  if (cee) lines.push(ceeLine(words, cee, b2b ? undefined : categoryOfView(view), view.context));
  if (mpr) lines.push(mprLine(words, mpr));
  const failed = view.failed;
  if (failed) {
    const line: Line = { aid: failed.aid, label: words.t(failed.aid === 'cee' ? 'result.cee' : 'result.mpr'), failed };
    if (failed.aid === 'cee') lines.unshift(line);
    else lines.push(line);
  }
  if (b2b && cee && cee.kwhCumac !== undefined && !cee.unreadable && cee.kwhCumac > 0) {
    // A business reads certificates: the volume first, then its value.
    const own = lines.find((line) => line.aid === 'cee')!;
    return {
      label: words.t('result.cee'),
      headline: mwhCumac(words, cee.kwhCumac),
      worth: own.euros ? words.t('result.worth', { amount: approx(words, own.euros[0]) }) : undefined,
      why: own.unpriced ? own.why : undefined,
      lines: lines.filter((line) => line !== own),
      volumeShown: true,
    };
  }
  const priced = lines.filter((line) => line.euros);
  // Two aids, one at least in euros, none failed: the household's total leads (a zero adds nothing, and says why).
  if (priced.length && lines.length > 1 && !failed && !lines.some((line) => line.unpriced)) {
    const low = priced.reduce((sum, line) => sum + line.euros![0], 0);
    const high = priced.reduce((sum, line) => sum + line.euros![1], 0);
    return { label: words.t('result.total'), headline: approx(words, low, high), lines, volumeShown: false };
  }
  // Without a price, MaPrimeRénov' leads when it has an amount; the CEE line says what its bonus depends on.
  const first = priced[0] ?? lines.find((line) => line.amount && !line.unpriced) ?? lines[0]!;
  return { label: first.label, headline: first.amount, why: first.why, lines: lines.filter((line) => line !== first), volumeShown: false, wordsOnly: first.unpriced };
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
const EXPLAINED = ['fiche', 'engagementDate', 'factors', 'eurosMwhCumac', 'eurosMwhCumacModest', 'reason', 'precarityPriceRatio', 'kwhCumacClassic', 'kwhCumacModest', 'verificationNote', 'period', 'unreadable'];
const CEE_SHOWN = [...EXPLAINED, 'kwhCumac', 'euros', 'eurosClassic', 'eurosModest', 'excludes'];
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
    fiche.verified === false ? words.t('result.unverified') : '',
  ];
  return [{ key: 'fiche', label: words.t('result.fiche'), value: parts.filter(Boolean).join(', ') }];
}

/**
 * The volume behind the CEE amount shown: the modest households' (`kwhCumacModest`, when a Coup de pouce multiplier
 * depends on the household's means) when the household is one, else the answer's; the household's category
 * unknown, the modest households' volume is said beside it when it differs, as the price is.
 */
function volumeRows(words: ResultWords, cee: CeeResult, category: MprCategory | undefined): Row[] {
  const modestVolume = num(cee.kwhCumacModest);
  const volume = ceeVolume(cee, category);
  if (volume === undefined || cee.unreadable) return [];
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

/** The price behind the CEE amount shown: the modest households' when the household is one, else the classic one. */
function priceRow(words: ResultWords, cee: CeeResult, category: MprCategory | undefined): Row[] {
  const modest = category && isModest(category) && num(cee.eurosMwhCumacModest) !== undefined;
  const price = modest ? cee.eurosMwhCumacModest : cee.eurosMwhCumac;
  if (num(price) === undefined || num(cee.euros ?? cee.eurosClassic) === undefined) return [];
  const rows: Row[] = [{ key: 'eurosMwhCumac', label: words.t('result.price'), value: words.t('result.perMwh', { amount: words.euros(price!) }) }];
  // The household's category unknown: the modest households' price is said beside it, as the amount's range does.
  if (!category && num(cee.eurosMwhCumacModest) !== undefined && cee.eurosMwhCumacModest !== cee.eurosMwhCumac) {
    rows.push({
      key: 'eurosMwhCumacModest',
      label: words.t('result.priceModest'),
      value: words.t('result.perMwh', { amount: words.euros(cee.eurosMwhCumacModest!) }),
      meaning: words.t('result.meaning.eurosMwhCumacModest'),
    });
  }
  return rows;
}

function periodRow(words: ResultWords, cee: CeeResult): Row[] {
  const period = cee.period;
  const from = dateText(words, period?.validFrom);
  const to = dateText(words, period?.validTo);
  if (!period || !from || !to) return [];
  return [{ key: 'period', label: words.t('result.period'), value: words.t('result.periodValue', { number: period.number, from, to }) }];
}

function mprRows(words: ResultWords, mpr: MprResult): Row[] {
  const rows: Row[] = [];
  const category = categoryOf(mpr.category);
  if (category) {
    const color = mpr.color ?? CATEGORY_COLOR[category];
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
      scale.verified === false ? words.t('result.unverified') : '',
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
  o: { volume: boolean; category?: MprCategory },
): { rows: Row[]; more: boolean } {
  const rows: Row[] = ficheRow(words, answer);
  const engaged = dateText(words, answer.engagementDate);
  if (engaged) rows.push({ key: 'engagementDate', label: words.t('result.engagementDate'), value: engaged });
  if (aid === 'cee') {
    const cee = answer as CeeResult;
    rows.push(...periodRow(words, cee));
    if (o.volume) rows.push(...volumeRows(words, cee, o.category));
  } else rows.push(...mprRows(words, answer as MprResult));
  rows.push(...factorRows(words, answer, aid === 'cee' ? o.category : undefined));
  if (aid === 'cee') rows.push(...priceRow(words, answer as CeeResult, o.category));
  // Top-level fields a factor already states (the climate zone) are not listed twice.
  const factorKeys = (Array.isArray(answer.factors) ? answer.factors : []).slice(0, MAX_ROWS).map((factor) => factor.key);
  const others = otherRows(words, answer as Record<string, unknown>, [...(aid === 'cee' ? CEE_SHOWN : MPR_SHOWN), ...factorKeys]);
  return { rows: [...rows, ...others.rows], more: others.more };
}

/** The official text's address, when the answer gives one that a link may open (http or https only). */
export const ficheUrl = (answer: CeeResult | MprResult): string | undefined =>
  answer.fiche?.url && /^https?:\/\//i.test(answer.fiche.url) ? answer.fiche.url : undefined;
