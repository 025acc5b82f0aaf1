/**
 * The shapes of the estimate (docs/contract.md, "The estimate"): what `estimate()` takes (each work's answers as the
 * calculations gave them, its quote, the answers it rests on) and what it gives (each work with one `state`, its
 * lines in whole euros, the totals as sums of the lines). Types only: the rules are in `estimate.ts` and the modules
 * beside it.
 */
import type { CeeResult, MprResult } from './aid-calculations.js';
import type { MprCategory, MprColor } from './household.js';
import type { PrecarityType } from './partner-values.js';
import type { Context } from './schemas.js';
import type { Lang } from '../i18n/translate.js';
import type { Financing, FinancingHousehold } from './financing.js';
import type { LocalAid, LocalAidLine } from './local-aids-match.js';
import type { Address } from './geocoder.js';
import type { DpeClass, EstimateDpe } from './dpe.js';

/** The home's DPE as the visitor gave it: the one found, or only its class (docs/contract.md, "Address and DPE"). */
export type HomeDpe = EstimateDpe | { classEnergy: DpeClass };

export type AidName = 'cee' | 'mpr';

/** A calculation whose call failed: its error in place of its answer. */
export interface FailedAid {
  failed: unknown;
}

/** One answer a work's amounts rest on: `label` and `text` in the visitor's language, `value` as sent to the service. */
export interface GivenAnswer {
  key: string;
  label: string;
  value: unknown;
  text: string;
}

/** One work of the project as the calculations answered it. */
export interface WorkInput {
  fost: string;
  title?: string;
  /** The visitor's quote, euros tax included (never sent to the service). */
  quote?: number;
  /** The CEE answer; a failure; undefined when not asked. */
  cee?: CeeResult | FailedAid;
  /** The MaPrimeRénov' answer; a failure; null when it does not apply; undefined when not asked. */
  mpr?: MprResult | FailedAid | null;
  /** The answers the calculations were sent (or, for a work not calculated, those given so far). */
  answers?: readonly GivenAnswer[];
  /** Not calculated: the answers missing or refused, by label (empty when the work's questions could not be had). */
  missing?: readonly string[];
}

export interface EstimateInput {
  works: readonly WorkInput[];
  context?: Context;
  /** The household's category when no MaPrimeRénov' answer says it: a category, or a worksite's precarity type. */
  category?: MprCategory | PrecarityType;
  /**
   * For a pair of works that cannot be combined, the code the visitor keeps: `{[pairKey(a, b)]: a}`. When two
   * choices contradict each other, the later entry wins.
   */
  keep?: Readonly<Record<string, string>>;
  /** The day of the estimate (ISO date); today when absent. */
  date?: string;
  /** The language of the answers' words (`fr` when absent). */
  lang?: Lang;
  /** The partner's local aids, already read (`localAidsOf`): matched to each work, counted in its aids (§6). */
  localAids?: readonly LocalAid[];
  /** The home's place for the local aids (INSEE codes); else the département a work's answers give. */
  place?: { departement?: string; commune?: string };
  /** Turns `financing` on: what the visitor said of the household beyond the answers (`{}` when nothing). */
  financing?: FinancingHousehold;
  /** The home's address, when the visitor chose one: carried as given, never used in the figures. */
  address?: Address;
  /** The home's DPE, when the visitor gave one: carried as given, never used in the figures. */
  dpe?: HomeDpe;
}

/**
 * What became of a work: `counted` in the totals; `incomplete` (answers missing or refused: `missing`); `excluded`
 * (it cannot be combined with a work kept: `excludedBy`); `not-eligible` (no aid for it: `reason`); `failed` (a
 * calculation failed, `errors`, or answered a figure that cannot be read, `unreadable`).
 */
export type WorkState = 'counted' | 'incomplete' | 'excluded' | 'not-eligible' | 'failed';

/** The price per MWh cumac behind a CEE amount, and the households it is for. */
export interface CeePrice {
  eurosMwhCumac: number;
  /** `modest`: modest and very modest households; `others`: the others; `all`: one price for every household. */
  for: 'modest' | 'others' | 'all';
}

export interface CeeLine {
  /** The volume of this household (absent when the answer's cannot be read). */
  kwhCumac?: number;
  /** Whole euros; absent when the amount depends on the professional's offer, or cannot be read. */
  euros?: number;
  /** The household's category unknown: the euros of the other households and of modest ones, [low, high]. */
  range?: [number, number];
  /** The price that produced `euros` (only when volume × price gives it); for a range, `rangePrices` instead. */
  price?: CeePrice;
  rangePrices?: [CeePrice, CeePrice];
  /** No price is set: the amount depends on the professional's offer. */
  priceByOffer?: true;
  /** A zero: the answer gives no volume or no euros; `reason` says why when the service did. */
  zero?: true;
  reason?: string;
  fiche?: CeeResult['fiche'];
  /** The answer's figure that cannot be read: the line is refused, never counted. */
  unreadable?: 'kwhCumac' | 'euros';
}

export interface MprLine {
  /** Whole euros, after the cap. */
  amount: number;
  eligible: boolean;
  reason?: string;
  /**
   * The cap lowered the amount: `from` the answer's, `limit` what the aids together may reach (`rate` × the
   * eligible expense), `ceiling` the expense ceiling when it changed the amount; `withoutQuote` when no quote was
   * given (the limit is then `rate` × the ceiling, the most the aids can reach).
   */
  capped?: { from: number; rate: number; limit: number; eligibleExpense: number; ceiling?: number; withoutQuote?: true };
  /** The answer's amount cannot be read: refused, never counted. */
  unreadable?: true;
}

export interface WorkEstimate {
  fost: string;
  title?: string;
  state: WorkState;
  quote?: number;
  answers: GivenAnswer[];
  cee?: CeeLine;
  mpr?: MprLine;
  /** What the amounts assume (the answers' `conditions`), each sentence once. */
  conditions: string[];
  /** CEE + MaPrimeRénov' for this work, whole euros (counted in the totals only when `state` is `counted`). */
  aids: number;
  /** Without a quote, the most the aids can reach (`rate` × `expenseCeiling`); `aids` never exceeds it. */
  atMost?: number;
  /** What remains of the quote: never negative, never above it. */
  remaining?: number;
  missing?: string[];
  excludedBy?: { fost: string; reason: string };
  /** Why a work is `not-eligible`. */
  reason?: string;
  /** The aids whose call failed. */
  errors?: AidName[];
  /** The partner's local aids for this work (in `aids`), each with its funder and source; no amount for a rate without a quote. */
  localAids?: WorkLocalAid[];
  /** The partner's own discounts: they lower the price (the cap and `remaining` read it), they are no aid. */
  discounts?: WorkLocalAid[];
}

/** A local aid or a discount of one work, as the estimate carries it (in `localAids` or `discounts`, which say which). */
export type WorkLocalAid = Omit<LocalAidLine, 'discount'>;

/** Why a figure is what it is, for a view to say in its words. */
export type EstimateNote =
  | { kind: 'capped'; fost: string; rate: number; limit: number; from: number; to: number; ceiling?: number }
  | { kind: 'at-most'; fost: string; rate: number; limit: number; ceiling: number; from?: number; to?: number }
  | { kind: 'aids-above-quote'; fost: string }
  | { kind: 'requires'; fost: string; anyOf: readonly string[]; reason: string }
  | { kind: 'excluded'; fost: string; with: string; reason: string }
  | { kind: 'category-unknown' }
  | { kind: 'quote-missing'; works: readonly string[] }
  | { kind: 'failed'; fost: string; aid: AidName }
  | { kind: 'unreadable'; fost: string; aid: AidName };

export interface EstimateTotals {
  /** Sums of the lines of the works counted. */
  cee: number;
  mpr: number;
  aids: number;
  /** Some work counted shows `atMost`: the total can only go down once the quotes are given. */
  atMost?: true;
  /** The sum of every quote given, whatever the work's state; `quoted` works have one. */
  quote?: number;
  quoted: number;
  /** The sum of the works' `remaining`, when every work with a quote has one. */
  remaining?: number;
  /** How many works are counted, of how many. */
  counted: number;
  of: number;
  /** With local aids: their sum over the works counted (in `aids`). */
  localAids?: number;
  /** With the partner's discounts: their sum (they lower what remains, they are not in `aids`). */
  discount?: number;
}

export interface Estimate {
  date: string;
  engagementDate?: string;
  lang: Lang;
  context: Context;
  category?: MprCategory;
  color?: MprColor;
  /** Every work the visitor added, in their order. */
  works: WorkEstimate[];
  totals: EstimateTotals;
  /** Structured reasons (caps, exclusions, requirements, failures). */
  notes: EstimateNote[];
  /** The sentences an element shows for `notes`, in its language: added by the element that publishes the estimate. */
  notices?: string[];
  /** With `financing` asked: the loans and the advance that may finance `totals.remaining` (`financing()`; worded by the element that publishes it). */
  financing?: Financing;
  /** The home's address and DPE, as `EstimateInput` gave them. */
  address?: Address;
  dpe?: HomeDpe;
}
