/**
 * The local aids matched to one work (docs/contract.md, "Local aids declared by the partner"): the shapes of an aid
 * and of its line, and the matching `estimate()` uses. Split from `local-aids.ts` (the reading, with zod) so that the
 * estimate's rules of money carry no validator: an aid reaches them already read.
 */
import { categoryOf, type MprCategory } from './household.js';
import { readableEuros } from './readable.js';
import { COMMUNE_PATTERN, DEPARTEMENT_PATTERN, departementOfCitycode } from './place-codes.js';

/** An aid (or a discount) as the partner declares it. */
export interface LocalAid {
  id: string;
  title: string;
  funder: string;
  /** Where it applies: INSEE codes of départements (`69`, `2A`, `974`) or communes (`69123`). */
  territory?: { departements?: string[]; communes?: string[] };
  /** The households' income categories it is for; every household when absent. */
  categories?: MprCategory[];
  /** The works' codes it is for; every work when absent. */
  works?: string[];
  /** Flat euros per work. */
  amount?: number;
  /** A share of the work's quote (0 to 1), at most `ceiling` euros. */
  rate?: number;
  ceiling?: number;
  /** Counted inside the cap of MaPrimeRénov' and CEE, when the funder says so. */
  inCap: boolean;
  validFrom: string;
  validUntil: string;
  sourceUrl: string;
  /** The partner's own discount: shown as a discount, never as an aid. */
  discount?: boolean;
}

/** One aid matched to one work. */
export interface LocalAidLine {
  id: string;
  title: string;
  funder: string;
  sourceUrl: string;
  /** Whole euros for this work; absent for a rate of a quote not given (shown as depending on the quote, never counted). */
  amount?: number;
  /** Counted inside the cap of MaPrimeRénov' and CEE. */
  inCap: boolean;
  discount: boolean;
}

/** Where and when a work is done, and for whom. */
export interface LocalAidPlace {
  /** The household's income category (a category or a precarity type). */
  category?: unknown;
  /** The home's département (INSEE code); read from `commune` when absent. */
  departement?: string;
  /** The home's commune (INSEE code, the BAN's `citycode`). */
  commune?: string;
  /** The day of the estimate (ISO). */
  date: string;
}

export { COMMUNE_PATTERN, DEPARTEMENT_PATTERN };
/** The département of a commune's INSEE code (`97411` is in 974), as the geocoder's `citycode` is read. */
export const departementOfCommune = departementOfCitycode;

function inArea(aid: LocalAid, place: LocalAidPlace): boolean {
  if (!aid.territory) return true;
  const commune = typeof place.commune === 'string' ? place.commune.trim().toUpperCase() : undefined;
  const given = typeof place.departement === 'string' ? place.departement.trim().toUpperCase() : undefined;
  const departement = given || (commune && COMMUNE_PATTERN.test(commune) ? departementOfCommune(commune) : undefined);
  return Boolean((departement && aid.territory.departements?.includes(departement)) || (commune && aid.territory.communes?.includes(commune)));
}

/** The aid's euros for a work of `quote`; undefined for a rate without a quote. */
function eurosFor(aid: LocalAid, quote: number | undefined): number | undefined {
  if (aid.amount !== undefined) return Math.round(aid.amount);
  if (quote === undefined) return undefined;
  const share = Math.round(aid.rate! * quote);
  return aid.ceiling !== undefined ? Math.min(share, Math.round(aid.ceiling)) : share;
}

/**
 * The local aids (and discounts) that apply to one work, with their euros: in the declared order, the ones out of
 * their dates, out of the area, for other households or other works left out.
 */
export function localAidsFor(aids: readonly LocalAid[], work: { fost: string; quote?: number }, place: LocalAidPlace): LocalAidLine[] {
  const category = categoryOf(place.category);
  const quote = typeof work.quote === 'number' && Number.isFinite(work.quote) && work.quote > 0 ? work.quote : undefined;
  const lines: LocalAidLine[] = [];
  for (const aid of aids) {
    if (place.date < aid.validFrom || place.date > aid.validUntil) continue;
    if (!inArea(aid, place)) continue;
    if (aid.categories && !(category && aid.categories.includes(category))) continue;
    if (aid.works && !aid.works.includes(work.fost)) continue;
    const amount = eurosFor(aid, quote);
    if (amount !== undefined && !readableEuros(amount, quote)) continue;
    const discount = aid.discount === true;
    lines.push({
      id: aid.id,
      title: aid.title,
      funder: aid.funder,
      sourceUrl: aid.sourceUrl,
      ...(amount !== undefined && { amount }),
      inCap: !discount && aid.inCap,
      discount,
    });
  }
  return lines;
}

/** The euros of a work's lines: the aids inside the cap, the aids outside it, and the discounts. */
export function sumLocalAids(lines: readonly LocalAidLine[]): { inCap: number; outsideCap: number; discount: number } {
  const sum = { inCap: 0, outsideCap: 0, discount: 0 };
  for (const line of lines) {
    if (line.amount === undefined) continue;
    if (line.discount) sum.discount += line.amount;
    else if (line.inCap) sum.inCap += line.amount;
    else sum.outsideCap += line.amount;
  }
  return sum;
}
