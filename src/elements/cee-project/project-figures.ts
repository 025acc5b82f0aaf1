/**
 * What the project's answer on screen and its printed estimate share: the shapes they draw, one figure's row and
 * the totals (the quotes given, saying which works when not all, and what remains of them). Every figure is the
 * estimate's.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { CeeResult, MprResult } from '../../api/aid-calculations.js';
import type { Estimate, WorkEstimate } from '../../api/estimate.js';
import { amountText, remainingText } from '../../ui/aid-result/estimate-words.js';
import type { Words } from '../../ui/localize.js';
import type { ProjectKey } from './cee-project.messages.js';
import { countedText, generalNotes } from './project-notes.js';

export { countedText, generalNotes };

type ProjectWords = Words<ProjectKey>;

export interface WorkAnswer {
  id: number;
  title: string;
  figures: WorkEstimate;
  cee?: CeeResult;
  mpr?: MprResult;
  failures: Array<{ aid: 'cee' | 'mpr'; error: unknown }>;
  /** Sends the work's failed calls again (absent when the answer is outdated). */
  retry?: () => void;
  retrying: boolean;
}

export interface AnswerView {
  estimate: Estimate;
  works: WorkAnswer[];
  stale: boolean;
  titleId: string;
  partner?: string;
  onKeep(a: string, b: string, code: string): void;
  onPrint(): void;
  /** Drawn at the end of the answer: keeping the project, receiving it by e-mail. */
  after?: TemplateResult;
}

/** One figure of a work or of the totals: its label, its amount (or `none` in its place), why. */
export function row(label: string, amount: string | undefined, o: { cls?: string; why?: string; none?: string } = {}): TemplateResult {
  return html`<div class="row ${o.cls ?? ''}">
    <dt>${label}</dt>
    <dd>
      <span part="amount" class="amount ${amount === undefined ? 'none' : ''}">${amount ?? o.none}</span>${o.why ? html`<span class="why">${o.why}</span>` : nothing}
    </dd>
  </div>`;
}

/** The totals: the aids counted, then the quotes given (saying which works when not all) and what remains of them; none while no work is counted. */
export function renderTotals(words: ProjectWords, estimate: Estimate): TemplateResult | typeof nothing {
  const { totals } = estimate;
  // No work counted (each failed, or is to be completed): the headline says so, and a total of "≈ 0 €" under it
  // would read as a project that gets no aid.
  if (!totals.counted) return nothing;
  const all = totals.quoted === totals.of;
  return html`<dl part="totals" class="totals figures">
    ${row(words.t('answer.totals.aids'), amountText(words, totals.aids, Boolean(totals.atMost)), { cls: 'aids' })}
    ${totals.localAids ? row(words.t('local.totals'), amountText(words, totals.localAids), { cls: 'local-aids' }) : nothing}
    ${totals.discount ? row(words.t('local.totalsDiscount'), `− ${words.euros(totals.discount)}`, { cls: 'discount' }) : nothing}
    ${totals.quote !== undefined
      ? row(all ? words.t('answer.totals.quote') : words.t('answer.totals.quoteOf', { quoted: words.number(totals.quoted), of: words.number(totals.of) }), words.euros(totals.quote), { cls: 'quote' })
      : nothing}
    ${totals.remaining !== undefined ? row(words.t(all ? 'answer.totals.remaining' : 'answer.totals.remainingOf'), remainingText(words, totals), { cls: 'remaining' }) : nothing}
  </dl>`;
}
