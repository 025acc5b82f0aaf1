/**
 * The rules of money, in one pure function for every element and every headless host (docs/contract.md §1-2): what a
 * household receives for each work of its project and in all, the caps applied, and what it still pays.
 *
 * - CEE: the euros of the household's category (the precarity price for modest and very modest households).
 * - MaPrimeRénov': its amount, 0 when not eligible or when the project lacks a work it requires (`requires`).
 * - The cap (écrêtement), when the visitor gives the works' amount (tax included) and the answer carries `cap`:
 *   the eligible expense is min(amount, `expenseCeiling`); MaPrimeRénov' is lowered so that MaPrimeRénov' + CEE
 *   ≤ `rate` × the eligible expense; never below 0.
 * - Aids never make the remaining cost negative: what remains is max(0, amount − aids).
 * - Two works that cannot be combined (`excludes`): one is kept (the visitor's choice, else the one with the larger
 *   aids), the other is listed as excluded and counts for nothing.
 * - Every euro figure is rounded to the euro per work, and the totals add the rounded figures: the sum on screen
 *   adds up.
 *
 * The estimate says what happened in `notes` (structured, for a view to word) and carries no words of its own.
 */
import type { CeeResult, MprResult } from './aid-calculations.js';
import { categoryOf, CATEGORY_COLOR, isModest, type MprCategory, type MprColor } from './household.js';
import type { Context } from './schemas.js';

/** One work of the project as the calculations answered it. */
export interface WorkInput {
  fost: string;
  title?: string;
  /** The visitor's quote, euros tax included (never sent to the service). */
  quote?: number;
  /** The CEE answer; an Error-like value when its call failed; undefined when not asked. */
  cee?: CeeResult | { failed: unknown };
  /** The MaPrimeRénov' answer; a failure; null when it does not apply; undefined when not asked. */
  mpr?: MprResult | { failed: unknown } | null;
}

export interface EstimateInput {
  works: readonly WorkInput[];
  context?: Context;
  /** The household's category when no MaPrimeRénov' answer says it (a category or a precarity type). */
  category?: unknown;
  /** For each pair that cannot be combined, the code the visitor keeps: `{'BAR-TH-101|BAR-TH-171': 'BAR-TH-171'}`. */
  keep?: Readonly<Record<string, string>>;
  /** The day of the estimate (ISO date); today when absent. */
  date?: string;
}

/** Why a figure is what it is, for a view to say in its words. */
export type EstimateNote =
  | { kind: 'capped'; fost: string; rate: number; eligibleExpense: number; basis?: string }
  | { kind: 'ceiling'; fost: string; expenseCeiling: number }
  | { kind: 'aids-above-quote'; fost: string }
  | { kind: 'requires'; fost: string; anyOf: readonly string[]; reason: string }
  | { kind: 'excluded'; fost: string; with: string; reason: string }
  | { kind: 'category-unknown' }
  | { kind: 'quote-missing'; works: readonly string[] }
  | { kind: 'failed'; fost: string; aid: 'cee' | 'mpr' };

export interface WorkEstimate {
  fost: string;
  title?: string;
  quote?: number;
  cee?: {
    euros?: number;
    kwhCumac: number;
    fiche?: CeeResult['fiche'];
    /** The euros of the other household categories, when the household's is not known: [low, high]. */
    range?: [number, number];
  };
  mpr?: {
    amount: number;
    /** The answer's amount before the cap lowered it. */
    capped?: { from: number; rate: number; eligibleExpense: number };
    eligible: boolean;
    reason?: string;
  };
  /** CEE + MaPrimeRénov' for this work, in euros. */
  aids: number;
  remaining?: number;
  /** The aids whose call failed. */
  errors?: Array<'cee' | 'mpr'>;
  /** Left out of the totals: it cannot be combined with a work kept. */
  excluded?: boolean;
}

export interface Estimate {
  date: string;
  engagementDate?: string;
  context: Context;
  category?: MprCategory;
  color?: MprColor;
  works: WorkEstimate[];
  excluded: Array<{ fost: string; with: string; reason: string }>;
  totals: { cee: number; mpr: number; aids: number; quote?: number; remaining?: number };
  /** Structured reasons (caps, exclusions, requirements, failures). */
  notes: EstimateNote[];
  /** The sentences an element shows for `notes`, in its language: added by the element that publishes the estimate. */
  notices?: string[];
}

const failedAid = (answer: unknown): answer is { failed: unknown } => typeof answer === 'object' && answer !== null && 'failed' in answer;
/** An answer with a figure that cannot be read (`unreadable`, docs/contract.md §9): refused, never counted. */
const unreadableAid = (answer: unknown): boolean => typeof answer === 'object' && answer !== null && Array.isArray((answer as { unreadable?: unknown }).unreadable);
const euros = (value: number): number => Math.round(value);
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The pair key of two codes, the same whichever comes first. */
export const pairKey = (a: string, b: string): string => [a, b].sort().join('|');

/** The household's category: the first MaPrimeRénov' answer's, else what was given. */
function householdCategory(input: EstimateInput): MprCategory | undefined {
  for (const work of input.works) {
    const mpr = work.mpr;
    if (mpr && !failedAid(mpr)) {
      const category = categoryOf(mpr.category);
      if (category) return category;
    }
  }
  return categoryOf(input.category);
}

/**
 * The CEE euros of a household: [low, high], the same when its category is known (or for a business, which
 * gets the classic price), else the two prices' range. Undefined when the answer has no euros (no price set).
 */
export function ceeEuros(cee: CeeResult, category: MprCategory | undefined, context: Context = 'b2c'): [number, number] | undefined {
  const classic = finite(cee.eurosClassic) ? cee.eurosClassic : finite(cee.euros) ? cee.euros : undefined;
  if (classic === undefined) return undefined;
  const modest = finite(cee.eurosModest) ? cee.eurosModest : classic;
  if (context === 'b2b') return [classic, classic];
  if (category) {
    const value = isModest(category) ? modest : classic;
    return [value, value];
  }
  return [Math.min(classic, modest), Math.max(classic, modest)];
}

/**
 * The CEE volume of a household: the modest households' (`kwhCumacModest`, a Coup de pouce multiplier by household
 * means) when the household is one, else the answer's `kwhCumac` (also a business's, or a household of unknown category);
 * undefined when the answer's volume could not be read.
 */
export function ceeVolume(cee: CeeResult, category: MprCategory | undefined, context: Context = 'b2c'): number | undefined {
  const modest = context !== 'b2b' && category !== undefined && isModest(category) && finite(cee.kwhCumacModest);
  return modest ? cee.kwhCumacModest! : cee.kwhCumac;
}

/** The exclusions between the project's works: each pair once, with the reason the service gave. */
function exclusionPairs(works: readonly WorkInput[]): Array<{ a: string; b: string; reason: string }> {
  const codes = new Set(works.map((work) => work.fost));
  const pairs = new Map<string, { a: string; b: string; reason: string }>();
  for (const work of works) {
    const cee = work.cee;
    if (!cee || failedAid(cee)) continue;
    for (const excluded of cee.excludes ?? []) {
      if (!codes.has(excluded.code) || excluded.code === work.fost) continue;
      const key = pairKey(work.fost, excluded.code);
      if (!pairs.has(key)) pairs.set(key, { a: work.fost, b: excluded.code, reason: excluded.reason });
    }
  }
  return [...pairs.values()];
}

/** One work's figures before exclusions, with the cap applied. */
function workEstimate(work: WorkInput, category: MprCategory | undefined, context: Context, kept: ReadonlySet<string>, notes: EstimateNote[]): WorkEstimate {
  const out: WorkEstimate = { fost: work.fost, aids: 0 };
  if (work.title !== undefined) out.title = work.title;
  const quote = finite(work.quote) && work.quote >= 0 ? euros(work.quote) : undefined;
  if (quote !== undefined) out.quote = quote;
  const errors: Array<'cee' | 'mpr'> = [];
  let cee = 0;
  if (failedAid(work.cee) || unreadableAid(work.cee)) {
    errors.push('cee');
    notes.push({ kind: 'failed', fost: work.fost, aid: 'cee' });
  } else if (work.cee) {
    const range = ceeEuros(work.cee, category, context);
    out.cee = { kwhCumac: ceeVolume(work.cee, category, context) ?? 0, fiche: work.cee.fiche };
    if (range) {
      const [low, high] = [euros(range[0]), euros(range[1])];
      cee = low;
      out.cee.euros = low;
      if (low !== high) out.cee.range = [low, high];
    }
  }
  let mpr = 0;
  if (failedAid(work.mpr) || unreadableAid(work.mpr)) {
    errors.push('mpr');
    notes.push({ kind: 'failed', fost: work.fost, aid: 'mpr' });
  } else if (work.mpr) {
    const answer = work.mpr;
    const requirement = (answer.requires ?? []).find((rule) => !rule.anyOf.some((code) => kept.has(code)));
    const eligible = answer.eligible !== false && !requirement;
    mpr = eligible && finite(answer.amount) ? Math.max(0, euros(answer.amount)) : 0;
    out.mpr = { amount: mpr, eligible };
    const reason = requirement?.reason ?? (answer.eligible === false ? answer.reason : undefined);
    if (reason) out.mpr.reason = reason;
    if (requirement) notes.push({ kind: 'requires', fost: work.fost, anyOf: requirement.anyOf, reason: requirement.reason });
    const cap = answer.cap;
    if (cap && quote !== undefined && mpr > 0) {
      const ceiling = finite(cap.expenseCeiling) ? cap.expenseCeiling : undefined;
      const eligibleExpense = ceiling !== undefined ? Math.min(quote, ceiling) : quote;
      if (ceiling !== undefined && quote > ceiling) notes.push({ kind: 'ceiling', fost: work.fost, expenseCeiling: euros(ceiling) });
      const room = Math.max(0, Math.floor(cap.rate * eligibleExpense) - cee);
      if (mpr > room) {
        out.mpr.capped = { from: mpr, rate: cap.rate, eligibleExpense: euros(eligibleExpense) };
        notes.push({ kind: 'capped', fost: work.fost, rate: cap.rate, eligibleExpense: euros(eligibleExpense), ...(cap.basis && { basis: cap.basis }) });
        mpr = room;
        out.mpr.amount = mpr;
      }
    }
  }
  out.aids = cee + mpr;
  if (quote !== undefined) {
    out.remaining = Math.max(0, quote - out.aids);
    if (out.aids > quote) notes.push({ kind: 'aids-above-quote', fost: work.fost });
  }
  if (errors.length) out.errors = errors;
  return out;
}

export function estimate(input: EstimateInput): Estimate {
  const context = input.context ?? 'b2c';
  const category = context === 'b2b' ? undefined : householdCategory(input);
  const notes: EstimateNote[] = [];

  // Exclusions first: the kept works decide which requirements are met.
  const pairs = exclusionPairs(input.works);
  const dropped = new Map<string, { with: string; reason: string }>();
  if (pairs.length) {
    const provisional = new Map(input.works.map((work) => [work.fost, workEstimate(work, category, context, new Set(), [])]));
    for (const { a, b, reason } of pairs) {
      if (dropped.has(a) || dropped.has(b)) continue;
      const choice = input.keep?.[pairKey(a, b)];
      const keep = choice === a || choice === b ? choice : (provisional.get(b)?.aids ?? 0) > (provisional.get(a)?.aids ?? 0) ? b : a;
      const drop = keep === a ? b : a;
      dropped.set(drop, { with: keep, reason });
    }
  }
  const kept = new Set(input.works.map((work) => work.fost).filter((code) => !dropped.has(code)));

  const works = input.works.map((work) => {
    const excluded = dropped.get(work.fost);
    const figures = workEstimate(work, category, context, kept, excluded ? [] : notes);
    if (excluded) {
      figures.excluded = true;
      notes.push({ kind: 'excluded', fost: work.fost, with: excluded.with, reason: excluded.reason });
    }
    return figures;
  });

  const counted = works.filter((work) => !work.excluded);
  const sum = (pick: (work: WorkEstimate) => number | undefined) => counted.reduce((total, work) => total + (pick(work) ?? 0), 0);
  const totals: Estimate['totals'] = { cee: sum((work) => work.cee?.euros), mpr: sum((work) => work.mpr?.amount), aids: sum((work) => work.aids) };
  const unquoted = counted.filter((work) => work.quote === undefined).map((work) => work.fost);
  if (counted.length && !unquoted.length) {
    totals.quote = sum((work) => work.quote);
    totals.remaining = sum((work) => work.remaining);
  } else if (counted.length && unquoted.length < counted.length) notes.push({ kind: 'quote-missing', works: unquoted });
  if (!category && context === 'b2c' && counted.some((work) => work.cee?.range)) notes.push({ kind: 'category-unknown' });

  const engagementDate = input.works
    .map((work) => (work.cee && !failedAid(work.cee) ? work.cee.engagementDate : work.mpr && !failedAid(work.mpr) ? work.mpr.engagementDate : undefined))
    .find((date): date is string => typeof date === 'string');
  return {
    date: input.date ?? new Date().toISOString().slice(0, 10),
    ...(engagementDate && { engagementDate }),
    context,
    ...(category && { category, color: CATEGORY_COLOR[category] }),
    works,
    excluded: works.flatMap((work) => (work.excluded ? [{ fost: work.fost, ...dropped.get(work.fost)! }] : [])),
    totals,
    notes,
  };
}
