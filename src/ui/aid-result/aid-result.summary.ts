/**
 * What `<cee-simulator>`'s result says first, worded from its estimate (the API core's `estimate()` of the answers,
 * one work) exactly as `<cee-project>` words each work: the household's total ("Vos aides ≈ 9 860 €", "au plus
 * 10 800 €" when a quote could only lower it), one line per aid, why an aid is worth nothing, the cap's sentence
 * and what the amounts assume. A business reads the volume and its value. Nothing is added or rounded here.
 */
import type { Words } from '../localize.js';
import type { ResultKey } from './aid-result.messages.js';
import type { ResultView } from './aid-result.model.js';
import { amountText, assumptions, ceeLine, mprLine, mwhCumac, workNotes, type AidName, type Line } from './estimate-words.js';

type ResultWords = Words<ResultKey>;

/** A line of the result: one of the estimate's, or the failure of one aid's call. */
export interface ResultLine extends Partial<Line> {
  aid: AidName;
  label: string;
  failed?: ResultView['failed'];
}

export interface Summary {
  label: string;
  headline?: string;
  worth?: string;
  /** Why the headline's aid is worth nothing, or how it depends on the household. */
  why?: string;
  /** The lines under the headline (the headline's own line left out when it is the only figure). */
  lines: ResultLine[];
  /** The sentences of the work's notes (the cap, a figure refused) and what the amounts assume. */
  notes: string[];
  /** The volume is shown (b2b headline): not again in the explanation. */
  volumeShown: boolean;
  /** The headline is words (the CEE bonus without a price), not a figure. */
  wordsOnly?: boolean;
}

export function summarise(words: ResultWords, view: Pick<ResultView, 'estimate' | 'results' | 'failed' | 'mprNotOffered'>): Summary {
  const { estimate, failed } = view;
  const work = estimate.works[0]!;
  const lines: ResultLine[] = [ceeLine(words, work, estimate), mprLine(words, work, estimate, view.results.mpr ?? undefined)].filter((line): line is Line => Boolean(line));
  if (view.mprNotOffered && !work.mpr) lines.push({ aid: 'mpr', label: words.t('result.mpr'), priced: false, why: words.t('result.zero.notOffered') });
  if (failed) {
    const line: ResultLine = { aid: failed.aid, label: words.t(failed.aid === 'cee' ? 'result.cee' : 'result.mpr'), failed };
    if (failed.aid === 'cee') lines.unshift(line);
    else lines.push(line);
  }
  const notes = [...workNotes(words, estimate, work.fost, ['capped', 'at-most']), assumptions(words, work)].filter((text): text is string => Boolean(text));
  const cee = work.cee;
  if (estimate.context === 'b2b' && cee?.kwhCumac) {
    // A business reads certificates: the volume first, then its value.
    const own = lines.find((line) => line.aid === 'cee')!;
    return {
      label: words.t('result.cee'),
      headline: mwhCumac(words, cee.kwhCumac),
      worth: cee.euros !== undefined && !cee.zero ? words.t('result.worth', { amount: amountText(words, cee.euros) }) : undefined,
      why: own.unpriced || own.refused ? own.why : undefined,
      lines: lines.filter((line) => line !== own),
      notes,
      volumeShown: true,
    };
  }
  const priced = lines.filter((line) => line.priced);
  // Two aids, one at least in euros, none failed or set by an offer: the household's total leads (a zero adds nothing, and says why).
  if (work.state === 'counted' && priced.length && lines.length > 1 && !lines.some((line) => line.unpriced || line.refused || line.failed)) {
    return { label: words.t('result.total'), headline: amountText(words, work.aids, work.atMost !== undefined), lines, notes, volumeShown: false };
  }
  // Otherwise the first figure leads (MaPrimeRénov' when the CEE bonus has no price); the other lines follow.
  const first = priced[0] ?? lines.find((line) => line.amount && !line.unpriced && !line.failed) ?? lines[0]!;
  return { label: first.label, headline: first.amount, why: first.why, lines: lines.filter((line) => line !== first), notes, volumeShown: false, wordsOnly: first.unpriced };
}
