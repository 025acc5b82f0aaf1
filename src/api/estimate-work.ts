/**
 * One work's figures (docs/contract.md, "The estimate"): its CEE line at the household's price, its MaPrimeRénov'
 * line with the requirement and the cap applied, its aids, what remains of its quote. Money in whole euros per
 * line, rounded half up from the service's figures; the cap in integer arithmetic (cents and basis points), so that
 * 70 % of 90 € is 63 €, not 62. A figure that cannot be read (`readable.ts`) refuses its line.
 */
import type { CeeResult, MprResult } from './aid-calculations.js';
import type { AidName, CeeLine, CeePrice, EstimateNote, FailedAid, MprLine, WorkInput } from './estimate-types.js';
import { isModest, type MprCategory } from './household.js';
import { readableEuros, readableKwhCumac } from './readable.js';
import type { Context } from './schemas.js';

export const failedAid = (answer: unknown): answer is FailedAid => typeof answer === 'object' && answer !== null && 'failed' in answer;
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
/** Whole euros, half up (the figures rounded are never negative: a negative one is unreadable). */
export const wholeEuros = (value: number): number => Math.floor(value + 0.5);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

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
 * means) when the household is one, else the answer's `kwhCumac` (also a business's, or a household of unknown category).
 */
export function ceeVolume(cee: CeeResult, category: MprCategory | undefined, context: Context = 'b2c'): number | undefined {
  const modest = context !== 'b2b' && category !== undefined && isModest(category) && finite(cee.kwhCumacModest);
  return modest ? cee.kwhCumacModest! : cee.kwhCumac;
}

/** The price of one group of households, named only when the volume times it gives the amount (to the half euro). */
function priceOf(cee: CeeResult, modest: boolean, volume: number, euros: number, context: Context): CeePrice | undefined {
  const classic = finite(cee.eurosMwhCumac) ? cee.eurosMwhCumac : undefined;
  const modestPrice = finite(cee.eurosMwhCumacModest) ? cee.eurosMwhCumacModest : undefined;
  const differs = context !== 'b2b' && modestPrice !== undefined && modestPrice !== classic;
  const value = modest && differs ? modestPrice : classic;
  if (value === undefined || Math.abs((volume * value) / 1000 - euros) > 0.5) return undefined;
  return { eurosMwhCumac: value, for: differs ? (modest ? 'modest' : 'others') : 'all' };
}

/** A work's lines as answered, before the project decides anything (exclusions, requirements). */
export interface WorkLines {
  work: WorkInput;
  quote?: number;
  cee?: CeeLine;
  /** The CEE euros that count (0 when none). */
  ceeEuros: number;
  mprAnswer?: MprResult;
  /** The MaPrimeRénov' answer's amount in whole euros, before the requirement and the cap. */
  mprEuros: number;
  mprUnreadable: boolean;
  errors: AidName[];
  unreadable: AidName[];
  /** Not calculated: answers missing or refused, or no answer at all. */
  incomplete: boolean;
  conditions: string[];
}

function ceeLine(cee: CeeResult, category: MprCategory | undefined, context: Context, quote: number | undefined): CeeLine {
  const volume = ceeVolume(cee, category, context);
  const line: CeeLine = { ...(cee.fiche && { fiche: cee.fiche }) };
  // A figure the answer's reader left out as unreadable (`unreadable`) refuses the line as one out of bounds here does.
  const refused = cee.unreadable?.find((key) => key.startsWith('kwhCumac')) ? 'kwhCumac' : cee.unreadable?.length ? 'euros' : undefined;
  if (!readableKwhCumac(volume) || refused === 'kwhCumac') return { ...line, unreadable: 'kwhCumac' };
  if (refused) return { ...line, unreadable: 'euros' };
  line.kwhCumac = volume;
  const range = ceeEuros(cee, category, context);
  const reason = text(cee['reason']);
  if (volume === 0 || (range && range[0] === 0)) return { ...line, euros: 0, zero: true, ...(reason && { reason }) };
  if (!range) return { ...line, priceByOffer: true };
  if (!readableEuros(range[0], quote) || !readableEuros(range[1], quote)) return { ...line, unreadable: 'euros' };
  const [low, high] = [wholeEuros(range[0]), wholeEuros(range[1])];
  line.euros = low;
  if (low !== high) {
    line.range = [low, high];
    const prices = [priceOf(cee, false, volume, range[0], context), priceOf(cee, true, cee.kwhCumacModest ?? volume, range[1], context)];
    if (prices[0] && prices[1]) line.rangePrices = [prices[0], prices[1]];
    return line;
  }
  const price = priceOf(cee, context !== 'b2b' && category !== undefined && isModest(category), volume, range[0], context);
  if (price) line.price = price;
  return line;
}

/** A work's lines as its answers give them. */
export function linesOf(work: WorkInput, category: MprCategory | undefined, context: Context): WorkLines {
  const quote = finite(work.quote) && work.quote >= 0 ? wholeEuros(work.quote) : undefined;
  const lines: WorkLines = { work, quote, ceeEuros: 0, mprEuros: 0, mprUnreadable: false, errors: [], unreadable: [], incomplete: false, conditions: [] };
  const said = new Set<string>();
  const assume = (answer: CeeResult | MprResult): void => {
    for (const condition of answer.conditions ?? []) if (!said.has(condition.text)) (said.add(condition.text), lines.conditions.push(condition.text));
  };
  lines.incomplete = work.missing !== undefined || (work.cee === undefined && (work.mpr === undefined || work.mpr === null));
  if (lines.incomplete) return lines;
  if (failedAid(work.cee)) lines.errors.push('cee');
  else if (work.cee) {
    lines.cee = ceeLine(work.cee, category, context, quote);
    if (lines.cee.unreadable) lines.unreadable.push('cee');
    else lines.ceeEuros = lines.cee.euros ?? 0;
    assume(work.cee);
  }
  if (failedAid(work.mpr)) lines.errors.push('mpr');
  else if (work.mpr) {
    lines.mprAnswer = work.mpr;
    if (work.mpr.eligible !== false) {
      if (readableEuros(work.mpr.amount, quote)) lines.mprEuros = wholeEuros(work.mpr.amount);
      else (lines.mprUnreadable = true), lines.unreadable.push('mpr');
    }
    assume(work.mpr);
  }
  return lines;
}

/** A cap's figures in cents and basis points: `rate` × `expense` in whole euros, rounded down (a limit). */
function capLimit(rate: number, expense: number): number {
  const basisPoints = Math.round(rate * 10_000);
  const cents = Math.round(expense * 100);
  return Math.floor(Math.floor((basisPoints * cents) / 10_000) / 100);
}

/** A work's local aids in euros (`sumLocalAids`): inside the cap, outside it, and the partner's discount. */
export interface LocalSums {
  inCap: number;
  outsideCap: number;
  discount: number;
}
const NO_LOCAL: LocalSums = { inCap: 0, outsideCap: 0, discount: 0 };

export interface Settled {
  mpr?: MprLine;
  aids: number;
  atMost?: number;
  remaining?: number;
  notes: EstimateNote[];
}

/**
 * The work's MaPrimeRénov' once the project is known (`present`: the codes of the works kept), the cap applied,
 * its aids and what remains of its quote.
 */
export function settle(lines: WorkLines, present: ReadonlySet<string>, local: LocalSums = NO_LOCAL): Settled {
  const { work, ceeEuros: cee } = lines;
  // The partner's discount lowers what the work costs: the cap and what remains read that price (local-aids.ts).
  const quote = lines.quote === undefined ? undefined : Math.max(0, lines.quote - local.discount);
  // Local aids inside the cap take their room before MaPrimeRénov'; the CEE and the local aids are never lowered here.
  const before = cee + local.inCap;
  const notes: EstimateNote[] = [];
  const out: Settled = { aids: cee, notes };
  const answer = lines.mprAnswer;
  if (answer) {
    const requirement = (answer.requires ?? []).find((rule) => !rule.anyOf.some((code) => present.has(code)));
    const eligible = answer.eligible !== false && !requirement && !lines.mprUnreadable;
    let amount = eligible ? lines.mprEuros : 0;
    const line: MprLine = { amount, eligible: answer.eligible !== false && !requirement };
    if (lines.mprUnreadable) line.unreadable = true;
    const reason = requirement?.reason ?? (answer.eligible === false ? text(answer.reason) : undefined);
    if (reason) line.reason = reason;
    if (requirement) notes.push({ kind: 'requires', fost: work.fost, anyOf: requirement.anyOf, reason: requirement.reason });
    const cap = answer.cap;
    const ceiling = cap && finite(cap.expenseCeiling) ? cap.expenseCeiling : undefined;
    if (cap && finite(cap.rate) && amount > 0) {
      if (quote !== undefined) {
        const eligibleExpense = ceiling !== undefined ? Math.min(quote, ceiling) : quote;
        const limit = capLimit(cap.rate, eligibleExpense);
        const room = Math.max(0, limit - before);
        if (amount > room) {
          // The ceiling is said only when it changed the amount: the quote alone would have left more.
          const byQuote = Math.max(0, capLimit(cap.rate, quote) - before);
          const ceilingChanged = ceiling !== undefined && quote > ceiling && Math.min(amount, byQuote) > room;
          line.capped = { from: amount, rate: cap.rate, limit, eligibleExpense: wholeEuros(eligibleExpense), ...(ceilingChanged && { ceiling: wholeEuros(ceiling) }) };
          notes.push({ kind: 'capped', fost: work.fost, rate: cap.rate, limit, from: amount, to: room, ...(ceilingChanged && { ceiling: wholeEuros(ceiling) }) });
          amount = room;
        }
      } else if (ceiling !== undefined) {
        // No quote: the aids can reach at most `rate` × the ceiling; a quote can only lower them.
        const limit = capLimit(cap.rate, ceiling);
        const room = Math.max(0, limit - cee);
        if (cee < limit) out.atMost = limit;
        if (amount > room) {
          line.capped = { from: amount, rate: cap.rate, limit, eligibleExpense: wholeEuros(ceiling), withoutQuote: true };
          notes.push({ kind: 'at-most', fost: work.fost, rate: cap.rate, limit, ceiling: wholeEuros(ceiling), from: amount, to: room });
          amount = room;
        } else notes.push({ kind: 'at-most', fost: work.fost, rate: cap.rate, limit, ceiling: wholeEuros(ceiling) });
      }
    }
    line.amount = amount;
    out.mpr = line;
    out.aids = cee + amount;
  }
  out.aids += local.inCap + local.outsideCap;
  if (out.atMost !== undefined) out.atMost += local.inCap + local.outsideCap;
  if (quote !== undefined) {
    out.remaining = Math.max(0, quote - out.aids);
    if (out.aids > quote) notes.push({ kind: 'aids-above-quote', fost: work.fost });
  }
  return out;
}
