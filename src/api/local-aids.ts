/**
 * The local aids a partner declares (`localAids` on `<cee-project>`, or its `local-aids` attribute holding the same
 * JSON; docs/contract.md, "Financing, local aids, keeping the project"): read like any host input, then matched to
 * each work of the estimate. A région's, a département's or a city's bonus is an aid; the partner's own discount is
 * marked `discount` and is never an aid.
 *
 * Reading (`readLocalAids`, `localAidsOf`): an entry that cannot be read (a missing or unknown key, a date that is
 * no calendar date, an address that is not http(s), a territory that is no INSEE code…) is left out alone, with one
 * console warning naming the entries dropped; the others are kept. An aid (not a discount) names its territory.
 *
 * Matching (`localAidsFor`): an aid applies to a work when the date is within its dates (both included), the home
 * is in one of its départements or communes, the household is of one of its categories (when it names some), and
 * the work is one of its codes (when it names some; else every work of the project, each on its own). Its euros
 * for that work: its `amount`, or `rate` × the work's quote at most `ceiling`, whole euros rounded half up; a rate
 * without a quote has no euros yet and is never counted. An amount that is no readable figure of the work
 * (`readable.ts`) is left out.
 *
 * What `estimate()` does with them, for one counted work whose quote is Q (none of this without a quote but the sum):
 *   1. lines = localAidsFor(aids, {fost, quote: Q}, {category, departement, commune, date}); the work's
 *      `localAids` are the lines with `discount` false: [{id, title, funder, amount, sourceUrl}];
 *   2. {inCap, outsideCap, discount} = sumLocalAids(lines);
 *   3. the price is Q − discount (never below 0): the discount lowers what the works cost, it is no aid; the cap's
 *      eligible expense is min(price, expenseCeiling);
 *   4. inside the cap, MaPrimeRénov' is lowered so that CEE + inCap + MaPrimeRénov' ≤ rate × eligible expense:
 *      MaPrimeRénov' = min(its amount, max(0, floor(rate × eligible expense) − CEE − inCap)); the CEE and the local
 *      aids themselves are never lowered by us (their funders' rules apply);
 *   5. the work's aids = CEE + MaPrimeRénov' + inCap + outsideCap; what remains = max(0, price − aids);
 *   6. totals.localAids adds the counted works' inCap + outsideCap; totals.aids includes it.
 * Without a quote, the flat amounts add to the work's aids (no cap applies, as for MaPrimeRénov').
 */
import * as z from 'zod/mini';
import { atMost, isoDate, matches, maxLength, positive, rule, trim, upperCase } from './checks.js';
import { categoryOf } from './household.js';
import { COMMUNE_PATTERN, DEPARTEMENT_PATTERN, type LocalAid } from './local-aids-match.js';
import { MAX_EUROS } from './readable.js';
import { fostCode, LIMITS } from './schemas.js';
import { lazySchema } from './schema-parts.js';

/** The most entries read, and of each list: beyond, a host's JSON is not a list of local aids. */
const MAX_AIDS = 100;
const MAX_DEPARTEMENTS = 110;
const MAX_COMMUNES = 5000;
const MAX_WORKS = 200;
/** The `local-aids` attribute's JSON, at most. */
export const MAX_LOCAL_AIDS_JSON = 512 * 1024;

const ID_PATTERN = /^[A-Za-z0-9][\w.-]{0,63}$/;
/** Control characters and bidirectional overrides: never in a title a visitor reads. */
const UNSAFE_TEXT = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const words = lazySchema(() => z.string().check(trim, rule((value: string) => value.length > 0 && !UNSAFE_TEXT.test(value), 'Not a text'), maxLength(LIMITS.text)));
const euros = lazySchema(() => z.number().check(positive(), atMost(MAX_EUROS)));
const codeList = (pattern: RegExp, max: number) => z.array(z.string().check(trim, upperCase, matches(pattern))).check(maxLength(max));
const isHttp = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

const LocalAidSchema = lazySchema(() =>
  z.pipe(
    z.strictObject({
      id: z.string().check(trim, matches(ID_PATTERN)),
      title: words,
      funder: words,
      territory: z.optional(
        z.strictObject({
          departements: z.optional(codeList(DEPARTEMENT_PATTERN, MAX_DEPARTEMENTS)),
          communes: z.optional(codeList(COMMUNE_PATTERN, MAX_COMMUNES)),
        }),
      ),
      categories: z.optional(
        z.array(z.pipe(z.string(), z.transform((value: string, ctx) => categoryOf(value) ?? (ctx.issues.push({ code: 'custom', message: 'Not a category', input: value }), z.NEVER)))).check(maxLength(8)),
      ),
      works: z.optional(z.array(z.pipe(z.string(), z.transform((value: string, ctx) => fostCode(value) ?? (ctx.issues.push({ code: 'custom', message: 'Not a code', input: value }), z.NEVER)))).check(maxLength(MAX_WORKS))),
      amount: z.optional(euros),
      rate: z.optional(z.number().check(positive(), atMost(1))),
      ceiling: z.optional(euros),
      inCap: z.boolean(),
      validFrom: isoDate(),
      validUntil: isoDate(),
      sourceUrl: z.string().check(trim, maxLength(2048), rule(isHttp, 'Not an http(s) address')),
      discount: z.optional(z.boolean()),
    }),
    z.transform((aid, ctx) => {
      const fail = (message: string) => (ctx.issues.push({ code: 'custom', message, input: aid }), z.NEVER);
      if ((aid.amount === undefined) === (aid.rate === undefined)) return fail('Either an amount or a rate');
      if (aid.ceiling !== undefined && aid.rate === undefined) return fail('A ceiling goes with a rate');
      if (aid.validFrom > aid.validUntil) return fail('validFrom is after validUntil');
      const places = (aid.territory?.departements?.length ?? 0) + (aid.territory?.communes?.length ?? 0);
      if (!aid.discount && !places) return fail('An aid names its territory');
      // Absent keys stay absent (never a key worth `undefined`): the aid is the host's, as it was written.
      return Object.fromEntries(Object.entries(aid).filter(([, value]) => value !== undefined)) as unknown as LocalAid;
    }),
  ),
);

/** A developer's words for one of zod's issues (zod's own, without a locale loaded, say only « Invalid input »). */
function reasonOf(issue: z.core.$ZodIssue): string {
  const where = issue.path.length ? `${issue.path.join('.')} ` : '';
  switch (issue.code) {
    case 'unrecognized_keys':
      return `unknown key ${issue.keys.join(', ')}`;
    case 'invalid_type':
      return issue.input === undefined ? `${where}missing` : `${where}not ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`;
    case 'too_big':
    case 'too_small':
      return `${where}out of bounds`;
    case 'custom':
      return `${where}${issue.message}`.trim();
    default:
      return `${where}not as expected`;
  }
}

/** One entry the reading left out: where it was, its id when it has one, and why. */
export interface DroppedLocalAid {
  index: number;
  id?: string;
  reason: string;
}

/**
 * The local aids of a host's value: an array, or its JSON (the attribute). Entries that cannot be read are left
 * out, each with its reason; a value that is no list (or JSON of one) gives none, with one reason.
 */
export function readLocalAids(value: unknown): { aids: LocalAid[]; dropped: DroppedLocalAid[] } {
  let list = value;
  if (typeof value === 'string') {
    if (!value.trim()) return { aids: [], dropped: [] };
    if (value.length > MAX_LOCAL_AIDS_JSON) return { aids: [], dropped: [{ index: -1, reason: 'The JSON is too large' }] };
    try {
      list = JSON.parse(value);
    } catch {
      return { aids: [], dropped: [{ index: -1, reason: 'Not JSON' }] };
    }
  }
  if (list === undefined || list === null) return { aids: [], dropped: [] };
  if (!Array.isArray(list)) return { aids: [], dropped: [{ index: -1, reason: 'Not a list' }] };
  const aids: LocalAid[] = [];
  const dropped: DroppedLocalAid[] = [];
  const ids = new Set<string>();
  list.slice(0, MAX_AIDS).forEach((entry: unknown, index) => {
    const given = entry && typeof entry === 'object' && typeof (entry as { id?: unknown }).id === 'string' ? String((entry as { id: string }).id).slice(0, 64) : undefined;
    const parsed = z.safeParse(LocalAidSchema, entry, { reportInput: true });
    if (!parsed.success) dropped.push({ index, ...(given && { id: given }), reason: parsed.error.issues.slice(0, 3).map(reasonOf).join(', ') }); else if (ids.has(parsed.data.id)) dropped.push({ index, id: parsed.data.id, reason: 'The same id as an entry before' });
    else {
      ids.add(parsed.data.id);
      aids.push(parsed.data);
    }
  });
  if (list.length > MAX_AIDS) dropped.push({ index: MAX_AIDS, reason: `More than ${MAX_AIDS} entries: the rest is left out` });
  return { aids, dropped };
}

/** `readLocalAids`, with one console warning naming every entry left out. */
export function localAidsOf(value: unknown): LocalAid[] {
  const { aids, dropped } = readLocalAids(value);
  if (dropped.length) {
    const named = dropped.map((entry) => (entry.index < 0 ? entry.reason : `#${entry.index}${entry.id ? ` "${entry.id}"` : ''} (${entry.reason})`));
    console.warn(`cee-widgets: local aids left out: ${named.join('; ')}. The others are counted.`);
  }
  return aids;
}

export { COMMUNE_PATTERN, DEPARTEMENT_PATTERN, departementOfCommune, localAidsFor, sumLocalAids } from './local-aids-match.js';
export type { LocalAid, LocalAidLine, LocalAidPlace } from './local-aids-match.js';
