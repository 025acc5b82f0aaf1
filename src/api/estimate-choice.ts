/**
 * Which works of a project are kept when some cannot be combined (the CEE answers' `excludes`; docs/contract.md,
 * "The estimate"): the choice is made over the whole project. The visitor's choices come first (the later one wins
 * when two contradict each other); among the sets of works that honour them, none of which can be combined with
 * another and to which no work could be added, the one with the best total is kept (a MaPrimeRénov' that requires
 * another work counted only when that work is kept), then, at equal totals, the one that keeps the visitor's
 * earlier works. A work dropped is dropped for a work kept, never for one that is itself dropped.
 */

/** Two works that cannot be combined, with the service's reason. */
export interface ExclusionPair {
  a: string;
  b: string;
  reason: string;
}

/** The pair key of two codes, the same whichever comes first. */
export const pairKey = (a: string, b: string): string => [a, b].sort().join('|');

/** Beyond this many works in exclusions, the choice is made work by work (2^16 sets are weighed at most). */
const MAX_WEIGHED = 16;

export interface Choice {
  /** The works that may be kept or dropped, in the visitor's order. */
  codes: readonly string[];
  pairs: readonly ExclusionPair[];
  keep?: Readonly<Record<string, string>>;
  /** The project's total aids when `kept` are the works of `codes` kept (the other works of the project always are). */
  total(kept: ReadonlySet<string>): number;
}

/** The works dropped, each with the kept work it cannot be combined with and why. */
export function dropped(choice: Choice): Map<string, { with: string; reason: string }> {
  const { codes, pairs } = choice;
  const out = new Map<string, { with: string; reason: string }>();
  if (!pairs.length) return out;
  const order = new Map(codes.map((code, index) => [code, index]));
  const neighbours = new Map<string, Array<{ code: string; reason: string }>>();
  for (const { a, b, reason } of pairs) {
    neighbours.set(a, [...(neighbours.get(a) ?? []), { code: b, reason }]);
    neighbours.set(b, [...(neighbours.get(b) ?? []), { code: a, reason }]);
  }
  for (const list of neighbours.values()) list.sort((x, y) => order.get(x.code)! - order.get(y.code)!);
  const conflicts = (x: string, y: string): boolean => neighbours.get(x)?.some((n) => n.code === y) ?? false;

  // The visitor's choices, the latest first: each keeps its code unless a later choice already dropped it.
  const forcedIn = new Set<string>();
  const forcedOut = new Set<string>();
  const pairKeys = new Set(pairs.map(({ a, b }) => pairKey(a, b)));
  for (const [key, code] of Object.entries(choice.keep ?? {}).reverse()) {
    if (!pairKeys.has(key) || !key.split('|').includes(code) || forcedOut.has(code)) continue;
    forcedIn.add(code);
    for (const n of neighbours.get(code) ?? []) forcedOut.add(n.code);
  }

  const involved = codes.filter((code) => neighbours.has(code));
  const free = involved.filter((code) => !forcedIn.has(code) && !forcedOut.has(code));
  const uninvolved = codes.filter((code) => !neighbours.has(code));
  let kept: Set<string>;
  if (free.length <= MAX_WEIGHED) {
    let best: { total: number; rank: number; set: Set<string> } | undefined;
    for (let mask = 0; mask < 1 << free.length; mask++) {
      const set = new Set(forcedIn);
      // The visitor's earlier works weigh more in `rank`: at equal totals, the set keeping the earliest one wins.
      let rank = 0;
      free.forEach((code, index) => {
        if (mask & (1 << index)) set.add(code);
      });
      const members = involved.filter((code) => set.has(code));
      if (members.some((x, i) => members.slice(i + 1).some((y) => conflicts(x, y)))) continue;
      // Nothing could be added: every work left out cannot be combined with one kept.
      if (involved.some((code) => !set.has(code) && !(neighbours.get(code) ?? []).some((n) => set.has(n.code)))) continue;
      involved.forEach((code, index) => {
        if (set.has(code)) rank += 2 ** (involved.length - 1 - index);
      });
      const total = choice.total(new Set([...set, ...uninvolved]));
      if (!best || total > best.total || (total === best.total && rank > best.rank)) best = { total, rank, set };
    }
    kept = best?.set ?? new Set(forcedIn);
  } else {
    // Too many to weigh: the visitor's order decides, each work kept unless it cannot be combined with one kept.
    kept = new Set(forcedIn);
    for (const code of involved) if (!forcedOut.has(code) && ![...kept].some((other) => conflicts(code, other))) kept.add(code);
  }
  for (const code of involved) {
    if (kept.has(code)) continue;
    const by = neighbours.get(code)!.find((n) => kept.has(n.code));
    if (by) out.set(code, { with: by.code, reason: by.reason });
  }
  return out;
}
