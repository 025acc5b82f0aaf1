/**
 * The rules of money of `estimate()` (`estimate.ts`, docs/contract.md "The estimate"), without the parts a project
 * brings: the choice between works that cannot be combined, the partner's local aids and the loans (`EstimateParts`,
 * which `estimate()` plugs in). A single work without `localAids` or `financing` needs none of them:
 * `estimateOne()` is its estimate, the same as `estimate()`'s, for the simulator's calculation, which then carries
 * neither the choice, the local aids nor the financing rules (the project's calculation brings them).
 */
import type { Estimate, EstimateInput, EstimateNote, EstimateTotals, WorkEstimate, WorkInput, WorkState } from './estimate-types.js';
import { failedAid, linesOf, settle, type Settled, type WorkLines } from './estimate-work.js';
import type { withFinancing, withLocalAids, WorkLocal } from './estimate-local.js';
import { categoryOf, CATEGORY_COLOR, type MprCategory } from './household.js';

/** A work dropped: the kept work it cannot be combined with, and why. */
export interface Dropped {
  with: string;
  reason: string;
}

/** What a project adds to the rules of money (`estimate.ts` gives them). */
export interface EstimateParts {
  /** Each work's local aids and discounts, by work (none without `localAids`). */
  localLinesOf(input: EstimateInput, category: MprCategory | undefined, date: string): Map<WorkInput, WorkLocal>;
  /** The works dropped, by code, among those `calculated`, for the project's best total (its local aids counted). */
  dropped(input: EstimateInput, calculated: readonly WorkLines[], local: ReadonlyMap<WorkInput, WorkLocal>): Map<string, Dropped>;
  withLocalAids: typeof withLocalAids;
  withFinancing: typeof withFinancing;
}

/** One work, without the partner's local aids or the loans: nothing to choose between, nothing a project adds. */
export type OneWorkInput = Omit<EstimateInput, 'works' | 'keep' | 'localAids' | 'place' | 'financing'> & { works: readonly [WorkInput] };

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

/** A work's state from its figures, once the project's choices are made. */
function stateOf(lines: WorkLines, excluded: boolean, aids: number, eligibleMpr: boolean): WorkState {
  if (lines.incomplete) return 'incomplete';
  if (lines.errors.length || lines.unreadable.length) return 'failed';
  if (excluded) return 'excluded';
  const cee = lines.cee;
  if (aids === 0 && !cee?.priceByOffer && !(eligibleMpr && lines.mprEuros > 0)) return 'not-eligible';
  return 'counted';
}

/** The estimate of `input`, with a project's `parts` (without them, no work is dropped, no local aid nor loan added). */
export function estimateWith(input: EstimateInput, parts?: EstimateParts): Estimate {
  const context = input.context ?? 'b2c';
  const category = context === 'b2b' ? undefined : householdCategory(input);
  const all = input.works.map((work) => linesOf(work, category, context));
  const calculated = all.filter((lines) => !lines.incomplete && !lines.errors.length && !lines.unreadable.length);
  const date = input.date ?? new Date().toISOString().slice(0, 10);
  // The partner's local aids matched to each work (none without `localAids`): they count in its aids and its cap.
  const local = parts ? parts.localLinesOf(input, category, date) : new Map<WorkInput, WorkLocal>();
  // The works kept decide which requirements are met, and are chosen for the best total they make.
  const droppedWorks = parts ? parts.dropped(input, calculated, local) : new Map<string, Dropped>();
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
    if (workLocal && (state === 'counted' || state === 'not-eligible')) parts!.withLocalAids(out, workLocal, settled);
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
  return input.financing && parts ? parts.withFinancing(out, input.financing) : out;
}

/** The estimate of one work without local aids or financing: `estimate(input)`'s figures, without its project's parts. */
export const estimateOne = (input: OneWorkInput): Estimate => estimateWith(input);
