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
 *
 * The rules are `estimate-base.ts`'s; this module plugs in what only a project needs (`EstimateParts`): the choice
 * between works, the local aids (`estimate-local.ts`) and the loans (`financing.ts`), so that the simulator's one
 * work (`estimateOne`) carries none of them.
 */
import { dropped, pairKey, type ExclusionPair } from './estimate-choice.js';
import type { Estimate, EstimateInput, WorkInput } from './estimate-types.js';
import { settle, failedAid, type WorkLines } from './estimate-work.js';
import { localLinesOf, withFinancing, withLocalAids, type WorkLocal } from './estimate-local.js';
import { estimateWith, type EstimateParts } from './estimate-base.js';

export type * from './estimate-types.js';
export { pairKey } from './estimate-choice.js';
export { ceeEuros, ceeVolume } from './estimate-work.js';

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

/** The works dropped among those calculated: the visitor's choices first, then the project's best total. */
function droppedOf(input: EstimateInput, calculated: readonly WorkLines[], local: ReadonlyMap<WorkInput, WorkLocal>): ReturnType<EstimateParts['dropped']> {
  const codes = calculated.map((lines) => lines.work.fost);
  return dropped({
    codes,
    pairs: exclusionPairs(calculated.map((lines) => lines.work)),
    keep: input.keep,
    total: (kept) => {
      const present = new Set(input.works.map((work) => work.fost).filter((code) => !codes.includes(code) || kept.has(code)));
      return calculated.filter((lines) => present.has(lines.work.fost)).reduce((sum, lines) => sum + settle(lines, present, local.get(lines.work)?.sums).aids, 0);
    },
  });
}

const PARTS: EstimateParts = { localLinesOf, dropped: droppedOf, withLocalAids, withFinancing };

/** The estimate of a project (the rules of money: `estimate-base.ts`), with its choices, local aids and loans. */
export function estimate(input: EstimateInput): Estimate {
  return estimateWith(input, PARTS);
}
