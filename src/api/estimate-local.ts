/**
 * What `estimate()` adds when a host turns the features of docs/contract.md §6 on: the partner's local aids matched
 * to each work (`localAids`, with the home's place), and the loans that may finance what remains to pay
 * (`financing`). The arithmetic of the cap with local aids is `settle()`'s (`estimate-work.ts`); the matching is
 * `local-aids-match.ts`'s; the loans are `financing()`'s. Nothing here without those inputs: an estimate without
 * them is the same as before.
 */
import type { Estimate, EstimateInput, WorkEstimate, WorkInput, WorkLocalAid } from './estimate-types.js';
import type { LocalSums, Settled } from './estimate-work.js';
import { financing, type FinancingHousehold } from './financing.js';
import type { MprCategory } from './household.js';
import { localAidsFor, sumLocalAids, type LocalAidLine } from './local-aids-match.js';
import { COMMUNE_PATTERN, DEPARTEMENT_PATTERN, departementOfCitycode, departementOfPostcode } from './place-codes.js';

/** One work's local lines and their euros. */
export interface WorkLocal {
  lines: LocalAidLine[];
  sums: LocalSums;
}

const DEPARTMENT_KEYS = ['housing.department', 'building.department'];

/** A département code, or the département of a postcode, by the form's rule (`departementOfPostcode`). */
function departementOf(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim().toUpperCase();
  if (DEPARTEMENT_PATTERN.test(text)) return text;
  if (!/^\d{5}$/.test(text)) return undefined;
  const departement = departementOfPostcode(text);
  return DEPARTEMENT_PATTERN.test(departement) ? departement : undefined;
}

/** The home's place: the host's (`place`, or an address with its commune), else the département the answers give. */
export function placeOf(input: EstimateInput): { departement?: string; commune?: string } {
  const { address } = input;
  const given = typeof input.place?.commune === 'string' ? input.place.commune : typeof address?.citycode === 'string' ? address.citycode : undefined;
  const commune = given && COMMUNE_PATTERN.test(given.trim().toUpperCase()) ? given.trim().toUpperCase() : undefined;
  const answered = input.works.flatMap((work) => (work.answers ?? []).filter((answer) => DEPARTMENT_KEYS.includes(answer.key)).map((answer) => answer.value));
  const departement = [input.place?.departement, address?.departement, ...answered].map(departementOf).find(Boolean) ?? (commune ? departementOfCitycode(commune) : undefined);
  return { ...(departement && { departement }), ...(commune && { commune }) };
}

/** Each work's local aids (and discounts), by work: none without `localAids`. */
export function localLinesOf(input: EstimateInput, category: MprCategory | undefined, date: string): Map<WorkInput, WorkLocal> {
  const out = new Map<WorkInput, WorkLocal>();
  if (!input.localAids?.length) return out;
  const place = { ...placeOf(input), category: category ?? input.category, date };
  for (const work of input.works) {
    const lines = localAidsFor(input.localAids, { fost: work.fost, ...(typeof work.quote === 'number' && { quote: work.quote }) }, place);
    if (lines.length) out.set(work, { lines, sums: sumLocalAids(lines) });
  }
  return out;
}

const entry = (line: LocalAidLine): WorkLocalAid => ({
  id: line.id,
  title: line.title,
  funder: line.funder,
  sourceUrl: line.sourceUrl,
  ...(line.amount !== undefined && { amount: line.amount }),
  inCap: line.inCap,
});

/** A work's local aids and discounts on its estimate; a work without aid still pays its discounted price. */
export function withLocalAids(work: WorkEstimate, local: WorkLocal, settled: Settled): void {
  const aids = local.lines.filter((line) => !line.discount).map(entry);
  const discounts = local.lines.filter((line) => line.discount).map(entry);
  if (aids.length) work.localAids = aids;
  if (discounts.length) work.discounts = discounts;
  if (work.state === 'not-eligible' && work.quote !== undefined) work.remaining = Math.max(0, work.quote - local.sums.discount);
  else if (settled.remaining !== undefined && work.state === 'counted') work.remaining = settled.remaining;
}

/** The estimate with the loans that may finance what remains (`financing()`), when there are any. */
export function withFinancing(estimate: Estimate, household: FinancingHousehold): Estimate {
  const offers = financing(estimate, household, estimate.date);
  return offers ? { ...estimate, financing: offers } : estimate;
}
