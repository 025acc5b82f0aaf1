/**
 * The estimate's figures in words, the same for `<cee-simulator>`'s result, each work of `<cee-project>`, the printed
 * estimate and the notices `cee-lead` carries: one line per aid (named for the household's category, never by a
 * colour alone), the amounts as `estimate()` gave them ("≈ 5 860 €", "au plus 9 000 €"), why an aid is worth
 * nothing, what an amount assumes, and the sentence of each note (the cap with its limit in euros). It adds,
 * rounds and decides nothing: every figure is the estimate's. No Lit here.
 */
import type { MprResult } from '../../api/aid-calculations.js';
import type { Estimate, EstimateNote, WorkEstimate } from '../../api/estimate-types.js';
import type { Words } from '../localize.js';
import type { ResultKey } from './aid-result.messages.js';

/** What these words need: the view's messages and the page's number formats. */
export type EstimateWords = Pick<Words<ResultKey>, 't' | 'euros' | 'number'>;

export type AidName = 'cee' | 'mpr';

export interface Line {
  aid: AidName;
  label: string;
  /** The figure, or words where a figure would stand; absent for a zero (then `why` says why). */
  amount?: string;
  /** The line's amount is one of the estimate's euros (a figure that counts). */
  priced: boolean;
  why?: string;
  /** No price is set: the CEE bonus depends on the professional's offer. */
  unpriced?: boolean;
  /** The line's figure could not be read: it is not counted. */
  refused?: boolean;
}

/** Whole euros as the estimate gave them: "≈ 5 860 €", or "au plus 9 000 €" for a figure a quote can only lower. */
export function amountText(words: EstimateWords, value: number, atMost = false): string {
  return words.t(atMost ? 'result.atMost' : 'result.approx', { amount: words.euros(value) });
}

/**
 * What remains of a quote once the aids are taken off: "≈ 5 600 €" when estimated aids were taken off (the quote is
 * exact, what it leaves is as approximate as they are: without "≈" it would read as a sum to budget); the quote's
 * own figure when no aid was (a work not counted, or aided by nothing). A work whose aids are "au plus" has no quote,
 * so nothing remains of one; the totals' remainder is of the quoted works alone. Undefined without a remainder.
 */
export function remainingText(words: EstimateWords, of: { remaining?: number; aids: number; state?: string }): string | undefined {
  if (of.remaining === undefined) return undefined;
  // A work's aids are taken off its quote only when it is counted (the totals count only those).
  const afterAids = of.aids > 0 && (of.state === undefined || of.state === 'counted');
  return afterAids ? words.t('result.approx', { amount: words.euros(of.remaining) }) : words.euros(of.remaining);
}

/** A rate as a whole percentage (`0.75` -> « 75 % »). */
export const percent = (words: EstimateWords, rate: number): string => words.t('result.percent', { value: words.number(Math.round(rate * 100)) });

/** kWh cumac, shown in MWh cumac with one decimal at most, everywhere (`162,4 MWh cumac`). */
export function mwhCumac(words: EstimateWords, kwh: number): string {
  return words.t('result.mwh', { value: words.number(kwh / 1000, 1) });
}

/** The CEE line of a work, as its household reads it. */
export function ceeLine(words: EstimateWords, work: WorkEstimate, estimate: Pick<Estimate, 'category' | 'context'>): Line | undefined {
  const cee = work.cee;
  if (!cee) return undefined;
  const category = estimate.context === 'b2b' ? undefined : estimate.category;
  const label = category ? words.t(`result.ceeFor.${category}`) : words.t('result.cee');
  if (cee.unreadable) return { aid: 'cee', label, amount: words.t('result.illegible'), priced: false, refused: true, why: words.t('result.unreadableAid.cee') };
  if (cee.priceByOffer) {
    const volume = cee.kwhCumac !== undefined ? words.t('result.volumeSay', { volume: mwhCumac(words, cee.kwhCumac) }) : '';
    return { aid: 'cee', label, amount: words.t('result.noPriceLabel'), priced: false, unpriced: true, why: [volume, words.t('result.noPrice')].filter(Boolean).join(' ') };
  }
  if (cee.zero || cee.euros === undefined) return { aid: 'cee', label, priced: false, why: cee.reason ?? words.t('result.zero.cee') };
  if (cee.range) {
    const [low, high] = cee.range;
    return {
      aid: 'cee',
      label,
      amount: words.t('result.approx', { amount: `${words.euros(low)} – ${words.euros(high)}` }),
      priced: true,
      why: words.t('result.ceeRange', { modest: amountText(words, high), classic: amountText(words, low) }),
    };
  }
  return { aid: 'cee', label, amount: amountText(words, cee.euros), priced: true };
}

/**
 * The MaPrimeRénov' line of a work: its amount after the cap, or why it is worth nothing (with, from the `answer`,
 * the income ceiling a household above it is over).
 */
export function mprLine(words: EstimateWords, work: WorkEstimate, estimate: Pick<Estimate, 'category'>, answer?: MprResult): Line | undefined {
  const mpr = work.mpr;
  if (!mpr) return undefined;
  const label = estimate.category ? words.t(`result.mprFor.${estimate.category}`) : words.t('result.mpr');
  if (mpr.unreadable) return { aid: 'mpr', label, amount: words.t('result.illegible'), priced: false, refused: true, why: words.t('result.unreadableAid.mpr') };
  if (mpr.eligible && (mpr.amount > 0 || mpr.capped)) return { aid: 'mpr', label, amount: amountText(words, mpr.amount), priced: true };
  const superieur = estimate.category === 'superieur';
  const why = [mpr.reason ?? words.t(superieur ? 'result.zero.superieur' : mpr.eligible ? 'result.zero.mpr' : 'result.zero.notCovered')];
  const ceiling = [answer?.incomeCeiling, answer?.factors?.find((factor) => factor.key === 'incomeCeiling')?.value].find((value): value is number => typeof value === 'number' && Number.isFinite(value));
  if (superieur && ceiling !== undefined) why.push(words.t('result.zero.ceiling', { ceiling: words.euros(ceiling) }));
  return { aid: 'mpr', label, priced: false, why: why.join(' ') };
}

/** What a work's amounts assume (the answers' conditions), in one sentence; undefined when nothing is assumed. */
export function assumptions(words: EstimateWords, work: Pick<WorkEstimate, 'conditions'>): string | undefined {
  if (!work.conditions.length) return undefined;
  return words.t('result.assumes', { conditions: work.conditions.join(words.t('result.listSeparator')) });
}

/** The sentence of a work's note, in the household's words; undefined for notes a view says otherwise. */
export function noteText(words: EstimateWords, note: EstimateNote): string | undefined {
  const eur = (value: number) => words.euros(value);
  switch (note.kind) {
    case 'capped': {
      const params = { rate: percent(words, note.rate), limit: eur(note.limit), from: eur(note.from), to: eur(note.to) };
      return note.ceiling === undefined ? words.t('result.cap', params) : words.t('result.capCeiling', { ...params, ceiling: eur(note.ceiling) });
    }
    case 'at-most': {
      const params = { rate: percent(words, note.rate), limit: eur(note.limit), ceiling: eur(note.ceiling) };
      return note.from === undefined || note.to === undefined ? words.t('result.atMostNote', params) : words.t('result.atMostCapped', { ...params, from: eur(note.from), to: eur(note.to) });
    }
    case 'unreadable':
      return words.t(`result.unreadableAid.${note.aid}`);
    case 'failed':
      return words.t(`result.failed.${note.aid}`);
    case 'requires':
    case 'excluded':
      return note.reason;
    default:
      return undefined;
  }
}

/** The sentences of one work's notes (the cap, a figure refused), each once, in the estimate's order. */
export function workNotes(words: EstimateWords, estimate: Pick<Estimate, 'notes'>, fost: string, kinds: ReadonlyArray<EstimateNote['kind']>): string[] {
  const sentences = estimate.notes
    .filter((note) => 'fost' in note && note.fost === fost && kinds.includes(note.kind))
    .map((note) => noteText(words, note))
    .filter((text): text is string => Boolean(text));
  return [...new Set(sentences)];
}
