/**
 * The rules of money, in one pure function for every element, the print, the events and every headless host
 * (docs/contract.md, "The estimate"): what a household receives for each work of its project and in all, and what
 * it still pays. Every work the visitor added is in the estimate, with one `state`:
 *
 * - `incomplete`: answers missing or refused (`missing`, by label), not calculated;
 * - `failed`: a calculation failed (`errors`) or answered a figure that cannot be read (its line `unreadable`);
 * - `excluded`: it cannot be combined with a work kept (`excludedBy`); the works kept are chosen over the whole
 *   project (`estimate-choice.ts`);
 * - `not-eligible`: no aid for it (`reason`);
 * - `counted`: its aids are in the totals.
 *
 * CEE: the euros of the household's category. MaPrimeRénov': its amount, 0 when not eligible or when the project
 * lacks a work it requires; lowered by the cap (écrêtement) so that MaPrimeRénov' + CEE ≤ `rate` × the eligible
 * expense (the quote, at most `expenseCeiling`); without a quote, the aids can reach at most `rate` ×
 * `expenseCeiling` (`atMost`). Money in whole euros per line, rounded half up from the service's figures; the totals
 * are sums of the lines shown. The estimate says what happened in `notes`, for a view to word: it has no words of
 * its own.
 */
import { dropped, pairKey, type ExclusionPair } from './estimate-choice.js';
import type { Estimate, EstimateInput, EstimateNote, EstimateTotals, WorkEstimate, WorkInput, WorkState } from './estimate-types.js';
import { failedAid, linesOf, settle, type Settled, type WorkLines } from './estimate-work.js';
import { localLinesOf, withFinancing, withLocalAids } from './estimate-local.js';
import { categoryOf, CATEGORY_COLOR, type MprCategory } from './household.js';

export type * from './estimate-types.js';
export { pairKey } from './estimate-choice.js';
export { ceeEuros, ceeVolume } from './estimate-work.js';

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

/** The exclusions between the works that were calculated: each pair once, with the reason the service gave. */
function exclusionPairs(candidates: readonly WorkInput[]): ExclusionPair[] {
  const codes = new Set(candidates.map((work) => work.fost));
  const pairs = new Map<string, ExclusionPair>();
  for (const work of candidates) {
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

/** A work's state from its figures, once the project's choices are made. */
function stateOf(lines: WorkLines, excluded: boolean, aids: number, eligibleMpr: boolean): WorkState {
  if (lines.incomplete) return 'incomplete';
  if (lines.errors.length || lines.unreadable.length) return 'failed';
  if (excluded) return 'excluded';
  const cee = lines.cee;
  if (aids === 0 && !cee?.priceByOffer && !(eligibleMpr && lines.mprEuros > 0)) return 'not-eligible';
  return 'counted';
}

export function estimate(input: EstimateInput): Estimate {
  const context = input.context ?? 'b2c';
  const category = context === 'b2b' ? undefined : householdCategory(input);
  const all = input.works.map((work) => linesOf(work, category, context));
  const calculated = all.filter((lines) => !lines.incomplete && !lines.errors.length && !lines.unreadable.length);
  const date = input.date ?? new Date().toISOString().slice(0, 10);
  // The partner's local aids matched to each work (none without `localAids`): they count in its aids and its cap.
  const local = localLinesOf(input, category, date);

  // The works kept decide which requirements are met, and are chosen for the best total they make.
  const codes = calculated.map((lines) => lines.work.fost);
  const droppedWorks = dropped({
    codes,
    pairs: exclusionPairs(calculated.map((lines) => lines.work)),
    keep: input.keep,
    total: (kept) => {
      const present = new Set(input.works.map((work) => work.fost).filter((code) => !codes.includes(code) || kept.has(code)));
      return calculated.filter((lines) => present.has(lines.work.fost)).reduce((sum, lines) => sum + settle(lines, present, local.get(lines.work)?.sums).aids, 0);
    },
  });
  const present = new Set(input.works.map((work) => work.fost).filter((code) => !droppedWorks.has(code)));

  const notes: EstimateNote[] = [];
  const works = all.map((lines): WorkEstimate => {
    const { work } = lines;
    const excluded = droppedWorks.get(work.fost);
    const workLocal = excluded ? undefined : local.get(work);
    const settled: Settled = lines.incomplete ? { aids: 0, notes: [] } : settle(lines, present, workLocal?.sums);
    const eligibleMpr = Boolean(settled.mpr?.eligible);
    const state = stateOf(lines, Boolean(excluded), settled.aids, eligibleMpr);
    const out: WorkEstimate = { fost: work.fost, ...(work.title !== undefined && { title: work.title }), state, answers: [...(work.answers ?? [])], conditions: lines.conditions, aids: settled.aids };
    if (lines.quote !== undefined) out.quote = lines.quote;
    if (lines.cee) out.cee = lines.cee;
    if (settled.mpr) out.mpr = settled.mpr;
    if (state === 'counted' && settled.atMost !== undefined) out.atMost = settled.atMost;
    if (state === 'incomplete') out.missing = [...(work.missing ?? [])];
    if (lines.errors.length) out.errors = lines.errors;
    for (const aid of lines.errors) notes.push({ kind: 'failed', fost: work.fost, aid });
    for (const aid of lines.unreadable) notes.push({ kind: 'unreadable', fost: work.fost, aid });
    if (excluded && state === 'excluded') {
      out.excludedBy = { fost: excluded.with, reason: excluded.reason };
      notes.push({ kind: 'excluded', fost: work.fost, with: excluded.with, reason: excluded.reason });
    } else if (state === 'counted' || state === 'not-eligible') notes.push(...settled.notes);
    // What remains is known for a work whose aids are: all of its quote for one that gets none.
    if (lines.quote !== undefined && state !== 'incomplete' && state !== 'failed') out.remaining = state === 'counted' ? settled.remaining : lines.quote;
    if (workLocal && (state === 'counted' || state === 'not-eligible')) withLocalAids(out, workLocal, settled);
    if (state === 'not-eligible') {
      const reason = settled.mpr?.reason ?? lines.cee?.reason;
      if (reason) out.reason = reason;
    }
    return out;
  });

  const counted = works.filter((work) => work.state === 'counted');
  const sum = (list: readonly WorkEstimate[], pick: (work: WorkEstimate) => number | undefined): number => list.reduce((total, work) => total + (pick(work) ?? 0), 0);
  const quoted = works.filter((work) => work.quote !== undefined);
  const totals: EstimateTotals = {
    cee: sum(counted, (work) => work.cee?.euros),
    mpr: sum(counted, (work) => work.mpr?.amount),
    aids: sum(counted, (work) => work.aids),
    quoted: quoted.length,
    counted: counted.length,
    of: works.length,
  };
  if (counted.some((work) => work.atMost !== undefined)) totals.atMost = true;
  if (works.some((work) => work.localAids || work.discounts)) {
    totals.localAids = sum(counted, (work) => work.localAids?.reduce((total, aid) => total + (aid.amount ?? 0), 0));
    const discount = sum(works, (work) => work.discounts?.reduce((total, line) => total + (line.amount ?? 0), 0));
    if (discount) totals.discount = discount;
  }
  if (quoted.length) {
    totals.quote = sum(quoted, (work) => work.quote);
    if (quoted.every((work) => work.remaining !== undefined)) totals.remaining = sum(quoted, (work) => work.remaining);
  }
  const unquoted = counted.filter((work) => work.quote === undefined).map((work) => work.fost);
  if (quoted.length && unquoted.length) notes.push({ kind: 'quote-missing', works: unquoted });
  if (!category && context === 'b2c' && counted.some((work) => work.cee?.range)) notes.push({ kind: 'category-unknown' });

  const engagementDate = input.works
    .map((work) => (work.cee && !failedAid(work.cee) ? work.cee.engagementDate : work.mpr && !failedAid(work.mpr) ? work.mpr.engagementDate : undefined))
    .find((date): date is string => typeof date === 'string');
  const out: Estimate = {
    date,
    ...(engagementDate && { engagementDate }),
    lang: input.lang ?? 'fr',
    context,
    ...(category && { category, color: CATEGORY_COLOR[category] }),
    works,
    totals,
    notes,
    // The home's place and DPE travel with the figures (to the installer), and change none of them.
    ...(input.address && { address: { ...input.address } }),
    ...(input.dpe && { dpe: { ...input.dpe } }),
  };
  return input.financing ? withFinancing(out, input.financing) : out;
}
