/**
 * The financing block in words (docs/contract.md, "Financing, local aids, keeping the project"): `financing()`'s
 * structured answer, one titled line per loan or advance, for the answer on screen, the printed estimate and the
 * estimate the events carry (`estimateFinancing`, the contract's `financing` with its `text`). The API core stays
 * wordless; every figure here is one `financing()` computed, only formatted.
 */
import type { EcoPtzOffer, EndedOffer, Financing, MprAdvanceOffer, ParPlusOffer } from '../../api/financing.js';
import type { RuleCitation } from '../../api/financing-rules.js';
import type { Words } from '../localize.js';
import type { FinancingKey } from './financing.messages.js';

/** What the financing's words need: the tables (`financingMessages`) and the page's number formats. */
export type FinancingWords = Pick<Words<FinancingKey>, 't' | 'euros' | 'number'>;

export type FinancingKind = 'eco-ptz' | 'par-plus' | 'mpr-advance';

/** One loan or advance, worded. */
export interface FinancingLine {
  kind: FinancingKind;
  title: string;
  /** The sentences, each a paragraph. */
  text: string[];
  /** The official page, always linked (and all there is once the rule has ended). */
  source: RuleCitation;
  ended: boolean;
}

/** A duration in years when whole (« 20 ans »), else in months. */
function duration(words: FinancingWords, months: number): string {
  if (months % 12 !== 0) return words.t('financing.months', { count: words.number(months) });
  const years = months / 12;
  return words.t(years > 1 ? 'financing.years.other' : 'financing.years.one', { count: words.number(years) });
}

const percent = (words: FinancingWords, rate: number): string => words.t('financing.percent', { value: words.number(Math.round(rate * 100)) });

function ecoPtzText(words: FinancingWords, offer: EcoPtzOffer): string[] {
  const text = [
    words.t('financing.ecoPtz.text', { monthly: words.euros(offer.monthly), duration: duration(words, offer.months), amount: words.euros(offer.amount) }),
    words.t('financing.ecoPtz.ceiling', { basis: words.t(`financing.ecoPtz.basis.${offer.basis}`), ceiling: words.euros(offer.ceiling) }),
  ];
  if (offer.uncovered > 0) text.push(words.t('financing.ecoPtz.uncovered', { uncovered: words.euros(offer.uncovered) }));
  return text;
}

const parPlusText = (words: FinancingWords, offer: ParPlusOffer): string[] => [
  words.t('financing.parPlus.text', { maxAmount: words.euros(offer.maxAmount), duration: duration(words, offer.interestFreeMonths) }),
];

const mprAdvanceText = (words: FinancingWords, offer: MprAdvanceOffer): string[] => [
  words.t('financing.mprAdvance.text', { upTo: words.euros(offer.upTo), rate: percent(words, offer.rate) }),
];

/** The lines of the financing block, in the order a household reads them: the loan, the advance loan, the advance. */
export function financingLines(words: FinancingWords, financing: Financing | undefined): FinancingLine[] {
  if (!financing) return [];
  const lines: FinancingLine[] = [];
  const add = <T extends { status: 'current'; source: RuleCitation }>(kind: FinancingKind, title: FinancingKey, offer: T | EndedOffer | undefined, say: (offer: T) => string[]) => {
    if (!offer) return;
    const ended = offer.status === 'ended';
    lines.push({ kind, title: words.t(title), text: ended ? [words.t('financing.ended')] : say(offer as T), source: offer.source, ended });
  };
  add('eco-ptz', 'financing.ecoPtz.title', financing.ecoPtz, (offer: EcoPtzOffer) => ecoPtzText(words, offer));
  add('par-plus', 'financing.parPlus.title', financing.parPlus, (offer: ParPlusOffer) => parPlusText(words, offer));
  add('mpr-advance', 'financing.mprAdvance.title', financing.mprAdvance, (offer: MprAdvanceOffer) => mprAdvanceText(words, offer));
  return lines;
}

type Worded<T> = T & { text: string };
/** The estimate's `financing` as the events and the print carry it: `financing()`'s figures, each with its `text`. */
export interface EstimateFinancing {
  remaining: number;
  ecoPtz?: Worded<EcoPtzOffer | EndedOffer>;
  parPlus?: Worded<ParPlusOffer | EndedOffer>;
  mprAdvance?: Worded<MprAdvanceOffer | EndedOffer>;
  validUntil: string;
}

/** `financing()`'s answer with each line's words (`text`, its sentences joined), for the estimate JSON. */
export function estimateFinancing(words: FinancingWords, financing: Financing | undefined): EstimateFinancing | undefined {
  if (!financing) return undefined;
  const text = new Map(financingLines(words, financing).map((line) => [line.kind, line.text.join(' ')]));
  const out: EstimateFinancing = { remaining: financing.remaining, validUntil: financing.validUntil };
  if (financing.ecoPtz) out.ecoPtz = { ...financing.ecoPtz, text: text.get('eco-ptz')! };
  if (financing.parPlus) out.parPlus = { ...financing.parPlus, text: text.get('par-plus')! };
  if (financing.mprAdvance) out.mprAdvance = { ...financing.mprAdvance, text: text.get('mpr-advance')! };
  return out;
}
