/**
 * The words of the estimate's notes (caps, ceilings, requirements, exclusions, an amount below the aids): one
 * sentence per note, for the answer on screen, the printed estimate and the notices `cee-lead` and
 * `cee-project-result` carry. No template here: the bench's plain page words its answer with these too.
 */
import type { Estimate, EstimateNote, WorkEstimate } from '../../api/estimate.js';
import type { Words } from '../../ui/localize.js';
import type { ProjectKey } from './cee-project.messages.js';

/** What the notes' words need: the project's messages and the page's number formats. */
export type NoteWords = Pick<Words<ProjectKey>, 't' | 'euros' | 'number'>;

const euros = (words: NoteWords, value: number): string => words.euros(Math.round(value));
/** A rate as a whole percentage (`0.75` -> « 75 % »). */
export const percent = (words: NoteWords, rate: number): string => `${words.number(Math.round(rate * 100))}\u00a0%`;

/** The sentence of one of a work's notes (`work`: the work's figures, for the cap's amounts). */
export function noteText(words: NoteWords, note: EstimateNote, work: WorkEstimate | undefined): string | undefined {
  switch (note.kind) {
    case 'capped':
      return words.t('answer.capped', {
        rate: percent(words, note.rate),
        expense: euros(words, note.eligibleExpense),
        before: euros(words, work?.mpr?.capped?.from ?? 0),
        after: euros(words, work?.mpr?.amount ?? 0),
      });
    case 'ceiling':
      return words.t('answer.ceiling', { ceiling: euros(words, note.expenseCeiling) });
    case 'aids-above-quote':
      return words.t('answer.aboveQuote');
    case 'requires':
    case 'excluded':
      return note.reason;
    case 'quote-missing':
      return words.t('answer.quoteMissing');
    case 'category-unknown':
      return words.t('answer.categoryUnknown');
    case 'failed':
      return words.t(`answer.failedAid.${note.aid}`);
  }
}

/** Every sentence the answer shows for the estimate's notes, each once, prefixed by its work's name when it has one. */
export function noticesOf(words: NoteWords, estimate: Estimate): string[] {
  const sentences = estimate.notes.map((note) => {
    const work = 'fost' in note ? estimate.works.find((candidate) => candidate.fost === note.fost) : undefined;
    const text = noteText(words, note, work);
    return text && work ? words.t('answer.noticeFor', { work: work.title ?? work.fost, text }) : text;
  });
  return [...new Set(sentences.filter((text): text is string => Boolean(text)))];
}
