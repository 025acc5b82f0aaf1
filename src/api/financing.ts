/**
 * How a household may finance what remains to pay, from one pure function (docs/contract.md, "Financing, local
 * aids, keeping the project"): `financing(estimate, household, date)`. Wordless like `estimate()`: it answers
 * structured facts (a ceiling, a duration, a monthly payment, a condition's key, the official page) that a view
 * words in its language (`ui/financing/financing-words.ts`), so the same figures are shown, printed and sent.
 *
 * - Éco-PTZ: the ceiling of the project's basis (windows alone, one, two, three or more actions, works with
 *   MaPrimeRénov', a global performance; CCH art. D. 319-21), its longest repayment, and the monthly payment
 *   that repays the part of the remaining cost it can finance at 0 %: whole euros, rounded up, so that the
 *   payments cover it. Always subject to the bank's acceptance.
 * - PAR+ (prêt avance rénovation à taux zéro): for owner-occupiers of the Anah's modest and very modest
 *   categories, when the project has works it finances.
 * - MaPrimeRénov' advance: for very modest owner-occupiers whose project receives MaPrimeRénov'.
 * - Every figure comes from the row of `financing-rules.ts` in force on `date`; past a rule's last day, only its
 *   official page. Nothing at all when the remaining cost is 0 or unknown, for a business, for a tenant, or for a
 *   home the visitor said is not a main residence.
 */
import { ecoPtzWorkOf, type EcoPtzAction } from './eco-ptz-actions.js';
import {
  ECO_PTZ_RULES,
  endedBefore,
  MPR_ADVANCE_RULES,
  PAR_PLUS_RULES,
  ruleOn,
  type EcoPtzBasis,
  type RuleCitation,
} from './financing-rules.js';
import { categoryOf, isModest, type MprCategory } from './household.js';

/** What `financing` reads of an estimate (`estimate()`'s answer, or the same JSON from an event). */
export interface FinancingEstimate {
  date?: string;
  context?: string;
  category?: unknown;
  /** The home's place, when the estimate knows it: overseas départements have rules not held here. */
  address?: { departement?: unknown } | null;
  works: ReadonlyArray<{
    fost: string;
    state?: string;
    excluded?: boolean;
    remaining?: number;
    mpr?: { amount?: number; eligible?: boolean } | null;
    /** The work's answers (`{key, value}`), as the estimate lists them: `housing.main_residence` is read. */
    answers?: ReadonlyArray<{ key: string; value?: unknown }>;
  }>;
  totals: { remaining?: number; mpr?: number };
}

/** What the visitor said of the household beyond the estimate; every key optional. */
export interface FinancingHousehold {
  /** The household's income category (a category or a precarity type) when the estimate has none. */
  category?: unknown;
  /** Whose home it is: the PAR+ and the advance are for owner-occupiers; a tenant borrows none of these. */
  occupancy?: 'owner-occupier' | 'landlord' | 'tenant';
}

/** A loan or an advance whose rule ended before the date: no figure, only the official page. */
export interface EndedOffer {
  status: 'ended';
  /** The last day of the rule. */
  endedOn: string;
  source: RuleCitation;
}

export interface EcoPtzOffer {
  status: 'current';
  basis: EcoPtzBasis;
  /** The project's distinct actions counted for the basis, in the article's order. */
  actions: EcoPtzAction[];
  /** The most the loan can be for this project, euros. */
  ceiling: number;
  /** The longest repayment, in months. */
  months: number;
  /** What the loan finances: the remaining cost, at most the ceiling. */
  amount: number;
  /** The monthly payment that repays `amount` at 0 % over `months`: whole euros, rounded up. */
  monthly: number;
  /** What remains to pay beyond the ceiling (0 when the loan covers it all). */
  uncovered: number;
  condition: 'bank-approval';
  rule: string;
  validUntil: string;
  source: RuleCitation;
}

export interface ParPlusOffer {
  status: 'current';
  condition: 'owner-occupier-modest';
  /** The most one dwelling may borrow, euros. */
  maxAmount: number;
  /** What it could finance here: the remaining cost, at most `maxAmount`. */
  amount: number;
  /** How long the State pays the interest, in months. */
  interestFreeMonths: number;
  /** The capital is repaid when the home is sold or passed on. */
  repayment: 'on-sale-or-succession';
  rule: string;
  validUntil: string;
  source: RuleCitation;
}

export interface MprAdvanceOffer {
  status: 'current';
  condition: 'owner-occupier-very-modest';
  /** The share of MaPrimeRénov' that may be paid before the works. */
  rate: number;
  /** That share of the project's MaPrimeRénov', whole euros rounded down (never more than the rule allows). */
  upTo: number;
  rule: string;
  validUntil: string;
  source: RuleCitation;
}

export interface Financing {
  /** The remaining cost these offers finance, euros (the estimate's `totals.remaining`). */
  remaining: number;
  ecoPtz?: EcoPtzOffer | EndedOffer;
  parPlus?: ParPlusOffer | EndedOffer;
  mprAdvance?: MprAdvanceOffer | EndedOffer;
  /** The first day after which this answer must be computed again (the earliest end of the rules used). */
  validUntil: string;
}

const OVERSEAS = /^97\d$/;
const MAIN_RESIDENCE = 'housing.main_residence';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Works the household pays for: with a remaining figure, and neither excluded, failed nor unfinished. */
const PAID_STATES = new Set([undefined, 'counted', 'not-eligible']);

/** The works that make the remaining cost (a work without aid is still one the loans finance). */
function countedWorks(estimate: FinancingEstimate): FinancingEstimate['works'] {
  return estimate.works.filter((work) => !work.excluded && PAID_STATES.has(work.state) && typeof work.remaining === 'number');
}

/** The project's Éco-PTZ basis: MaPrimeRénov' or a global performance first (the higher ceilings), else the actions counted. */
function ecoPtzBasis(works: FinancingEstimate['works']): { basis: EcoPtzBasis; actions: EcoPtzAction[] } | undefined {
  const kinds = new Set(works.map((work) => ecoPtzWorkOf(work.fost)).filter((kind) => kind !== undefined));
  const actions = (['roof', 'walls', 'windows', 'heating', 'renewable-heating', 'renewable-hot-water', 'floors'] as const).filter((action) => kinds.has(action));
  const withMpr = works.some((work) => work.mpr?.eligible !== false && positive(work.mpr?.amount));
  if (withMpr) return { basis: 'with-mpr', actions };
  if (kinds.has('global-performance')) return { basis: 'global-performance', actions };
  if (!actions.length) return undefined;
  if (actions.length === 1) return { basis: actions[0] === 'windows' ? 'windows-only' : 'one-action', actions };
  return { basis: actions.length === 2 ? 'two-actions' : 'three-actions', actions };
}

const ended = (rule: { validUntil: string; citation: RuleCitation }): EndedOffer => ({ status: 'ended', endedOn: rule.validUntil, source: rule.citation });

function ecoPtzOffer(works: FinancingEstimate['works'], remaining: number, date: string): EcoPtzOffer | EndedOffer | undefined {
  const found = ecoPtzBasis(works);
  if (!found) return undefined;
  const rule = ruleOn(ECO_PTZ_RULES, date);
  if (!rule) {
    const last = endedBefore(ECO_PTZ_RULES, date);
    return last && ended(last);
  }
  const ceiling = rule.ceilings[found.basis];
  const months = rule.months[found.basis];
  const amount = Math.min(remaining, ceiling);
  return {
    status: 'current',
    basis: found.basis,
    actions: found.actions,
    ceiling,
    months,
    amount,
    monthly: Math.ceil(amount / months),
    uncovered: remaining - amount,
    condition: 'bank-approval',
    rule: rule.id,
    validUntil: rule.validUntil,
    source: rule.citation,
  };
}

function parPlusOffer(remaining: number, date: string): ParPlusOffer | EndedOffer | undefined {
  const rule = ruleOn(PAR_PLUS_RULES, date);
  if (!rule) {
    const last = endedBefore(PAR_PLUS_RULES, date);
    return last && ended(last);
  }
  return {
    status: 'current',
    condition: 'owner-occupier-modest',
    maxAmount: rule.maxAmount,
    amount: Math.min(remaining, rule.maxAmount),
    interestFreeMonths: rule.interestFreeMonths,
    repayment: 'on-sale-or-succession',
    rule: rule.id,
    validUntil: rule.validUntil,
    source: rule.citation,
  };
}

function mprAdvanceOffer(mpr: number, date: string): MprAdvanceOffer | EndedOffer | undefined {
  const rule = ruleOn(MPR_ADVANCE_RULES, date);
  if (!rule) {
    const last = endedBefore(MPR_ADVANCE_RULES, date);
    return last && ended(last);
  }
  return {
    status: 'current',
    condition: 'owner-occupier-very-modest',
    rate: rule.rate,
    upTo: Math.floor(mpr * rule.rate),
    rule: rule.id,
    validUntil: rule.validUntil,
    source: rule.citation,
  };
}

/**
 * The loans and the advance that may finance the estimate's remaining cost on `date` (ISO; the estimate's date
 * when absent, else today). Undefined when there is nothing to finance or nothing to offer.
 */
export function financing(estimate: FinancingEstimate, household: FinancingHousehold = {}, date?: string): Financing | undefined {
  const on = [date, estimate.date].find((value): value is string => typeof value === 'string' && ISO_DATE.test(value)) ?? new Date().toISOString().slice(0, 10);
  const remaining = estimate.totals.remaining;
  if (!positive(remaining) || estimate.context === 'b2b' || household.occupancy === 'tenant') return undefined;
  const works = countedWorks(estimate);
  // Every one of these is for a main residence (CGI art. 244 quater U and T; MaPrimeRénov'): a « no » says none applies.
  if (works.some((work) => work.answers?.some((answer) => answer.key === MAIN_RESIDENCE && answer.value === false))) return undefined;
  const departement = estimate.address?.departement;
  // Overseas has other Éco-PTZ ceilings and durations, not held here: no figure rather than a wrong one.
  const overseas = typeof departement === 'string' && OVERSEAS.test(departement);
  const category: MprCategory | undefined = categoryOf(estimate.category) ?? categoryOf(household.category);
  const ownerOccupier = household.occupancy !== 'landlord';

  const out: Omit<Financing, 'validUntil'> = { remaining: Math.round(remaining) };
  const ecoPtz = overseas ? undefined : ecoPtzOffer(works, out.remaining, on);
  if (ecoPtz) out.ecoPtz = ecoPtz;
  // The PAR+ finances the same kinds of works as the Éco-PTZ (CGI, art. 244 quater T, I, B).
  const financeable = ecoPtzBasis(works) !== undefined;
  if (ownerOccupier && category && isModest(category) && financeable && !overseas) {
    const parPlus = parPlusOffer(out.remaining, on);
    if (parPlus) out.parPlus = parPlus;
  }
  const mpr = works.reduce((total, work) => total + (work.mpr?.eligible !== false && positive(work.mpr?.amount) ? work.mpr.amount : 0), 0);
  if (ownerOccupier && category === 'tres_modeste' && mpr > 0) {
    const advance = mprAdvanceOffer(mpr, on);
    if (advance) out.mprAdvance = advance;
  }

  const offers = [out.ecoPtz, out.parPlus, out.mprAdvance].filter((offer) => offer !== undefined);
  if (!offers.length) return undefined;
  const current = offers.flatMap((offer) => (offer.status === 'current' ? [offer.validUntil] : []));
  const validUntil = current.length ? current.sort()[0]! : offers.map((offer) => (offer.status === 'ended' ? offer.endedOn : '')).sort().at(-1)!;
  return { ...out, validUntil };
}
