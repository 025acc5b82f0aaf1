/**
 * The words of the estimate's notes and of each work's state, one sentence each, for the answer on screen, the
 * printed estimate and the notices `cee-lead` and `cee-project-result` carry. The sentences of a work's figures
 * (the cap, a figure refused, a requirement) are the result view's (`ui/aid-result/estimate-words.ts`), the same as
 * the simulator's; the project adds its own (a work left out, an amount below the aids, the quotes missing). No
 * template here: the bench's plain page words its answer with these too.
 */
import type { Estimate, EstimateNote, WorkEstimate } from '../../api/estimate.js';
import { amountText, remainingText, noteText as figureNote, percent } from '../../ui/aid-result/estimate-words.js';
import { afterColon } from '../../i18n/translate.js';
import type { Words } from '../../ui/localize.js';
import type { ProjectKey } from './cee-project.messages.js';

export { percent };

/** What the notes' words need: the project's messages and the page's number formats. */
export type NoteWords = Pick<Words<ProjectKey>, 't' | 'euros' | 'number' | 'lang'>;

/** A work's name as the visitor added it. */
export const titleOf = (estimate: Pick<Estimate, 'works'>, fost: string): string => {
  const work = estimate.works.find((candidate) => candidate.fost === fost);
  return work?.title ?? fost;
};

/** The sentence of one note. */
export function noteText(words: NoteWords, note: EstimateNote): string | undefined {
  switch (note.kind) {
    case 'aids-above-quote':
      return words.t('answer.aboveQuote');
    case 'quote-missing':
      return words.t('answer.quoteMissing');
    case 'category-unknown':
      return words.t('answer.categoryUnknown');
    default:
      return figureNote(words, note);
  }
}

/**
 * What a work not counted is, in one sentence (undefined for a work counted, whose figures say it); `short` leaves
 * out the reason of a work without aid where its lines say it.
 */
export function stateText(words: NoteWords, estimate: Pick<Estimate, 'works'>, work: WorkEstimate, short = false): string | undefined {
  switch (work.state) {
    case 'incomplete':
      return work.missing?.length ? words.t('answer.state.incomplete', { answers: work.missing.join(', ') }) : words.t('answer.state.notLoaded');
    case 'excluded':
      return words.t('answer.state.excluded', { work: titleOf(estimate, work.excludedBy!.fost) });
    case 'not-eligible':
      return work.reason && !short ? words.t('answer.state.notEligibleWhy', { reason: work.reason }) : words.t('answer.state.notEligible');
    case 'failed':
      return words.t('answer.state.failed');
    default:
      return undefined;
  }
}

/**
 * Every sentence the answer says of the estimate, each once, prefixed by its work's name when it has one: what
 * each work not counted is, then the notes (an exclusion with its reason, once per pair).
 */
export function noticesOf(words: NoteWords, estimate: Estimate): string[] {
  const forWork = (fost: string, text: string) => words.t('answer.noticeFor', { work: titleOf(estimate, fost), text: afterColon(words.lang, text) });
  const states = estimate.works
    .filter((work) => work.state === 'incomplete' || work.state === 'not-eligible')
    .map((work) => forWork(work.fost, stateText(words, estimate, work)!));
  const notes = estimate.notes.map((note) => {
    const text = noteText(words, note);
    return text && 'fost' in note ? forWork(note.fost, text) : text;
  });
  return [...new Set([...states, ...notes].filter((text): text is string => Boolean(text)))];
}

/** The "how many works" beside the headline: all of them, or how many of how many. */
export function countedText(words: NoteWords, estimate: Estimate): string {
  const { counted, of } = estimate.totals;
  if (!counted) return words.t('answer.totalNone');
  if (counted < of) return words.t('answer.totalOf', { counted: words.number(counted), of: words.number(of) });
  return counted === 1 ? words.t('answer.totalForOne') : words.t('answer.totalFor', { count: words.number(counted) });
}

/** The sentences of the whole project: the quotes missing, the household's category unknown, what remains not known yet. */
export function generalNotes(words: NoteWords, estimate: Estimate): string[] {
  const sentences = estimate.notes.filter((note) => note.kind === 'quote-missing' || note.kind === 'category-unknown').map((note) => noteText(words, note)!);
  if (estimate.totals.quote !== undefined && estimate.totals.remaining === undefined) sentences.push(words.t('answer.remainingUnknown'));
  return sentences;
}

/** What the live region says: the total and how many works it counts, then each work's aids or state. */
export function announceAnswer(words: NoteWords, estimate: Estimate): string {
  const parts = [`${words.t('answer.title')}.`];
  // "Aucun des travaux n’est compté pour l’instant." is a sentence of its own: after the colon of "answer.say", which
  // ends it, it goes on in lower case and without its period.
  const total = estimate.totals.counted ? `${amountText(words, estimate.totals.aids, Boolean(estimate.totals.atMost))}, ${countedText(words, estimate)}` : afterColon(words.lang, countedText(words, estimate).replace(/\.$/, ''));
  parts.push(words.t('answer.say', { label: words.t('answer.total'), amount: total }));
  for (const work of estimate.works) {
    const name = work.title ?? work.fost;
    if (work.state === 'counted') parts.push(words.t('answer.say', { label: name, amount: amountText(words, work.aids, work.atMost !== undefined) }));
    else parts.push(words.t('answer.noticeFor', { work: name, text: afterColon(words.lang, stateText(words, estimate, work)!) }));
  }
  const left = remainingText(words, estimate.totals);
  if (left) parts.push(words.t('answer.say', { label: words.t('answer.totals.remaining'), amount: left }));
  return parts.join(' ');
}
