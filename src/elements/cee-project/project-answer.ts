/**
 * The project's answer: one headline (the total aids of the works counted, "pour 2 des 3 travaux" when not all
 * are), then every work the visitor added with its state: its CEE and MaPrimeRénov' lines (worded as the simulator
 * words them), the cap's sentence, what the amounts assume, its aids and what remains to pay; a work not counted
 * says why (to complete, kept out by another, no aid, not calculated). Works that cannot be combined are stated once
 * per pair, with the choice of the one to keep; a work whose call failed shows its error and a retry. Outdated,
 * every figure and sentence is marked. The printed estimate is drawn beside it, for paper only. Every figure comes
 * from the estimate (`api/estimate.ts`): this module words them, it computes none.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { WorkEstimate } from '../../api/estimate.js';
import { renderExplanation } from '../../ui/aid-result/aid-result.js';
import { amountText, remainingText, assumptions, ceeLine, mprLine, workNotes, type Line } from '../../ui/aid-result/estimate-words.js';
import { renderErrorPanel, retryable } from '../../ui/field.js';
import type { Words } from '../../ui/localize.js';
import type { ProjectKey } from './cee-project.messages.js';
import { countedText, generalNotes, renderTotals, row, type AnswerView, type WorkAnswer } from './project-figures.js';
import { stateText, titleOf } from './project-notes.js';
import { renderPrinted } from './project-printed.js';
import { localRows, renderFinancing } from './project-financing.js';

export { announceAnswer, noticesOf } from './project-notes.js';
export { printedStyles } from './project-printed.js';
export type { AnswerView, WorkAnswer } from './project-figures.js';

type ProjectWords = Words<ProjectKey>;

const lineRow = (words: ProjectWords, line: Line): TemplateResult =>
  row(line.label, line.amount, { cls: `${line.aid} ${line.amount ? '' : 'zero'}`, why: line.why, none: words.t('result.none') });

/**
 * What a work's failed calls say: each aid that failed and why, or, when both failed for the same reason (the
 * network down, the service in error), that reason once after "the aids of these works could not be calculated".
 */
function failureSentences(words: ProjectWords, failures: WorkAnswer['failures']): string[] {
  const described = failures.map(({ aid, error }) => ({ aid, why: words.describe(error) }));
  if (described.length > 1 && described.every(({ why }) => why === described[0]!.why)) return [`${words.t('answer.failed')} ${described[0]!.why}`];
  return described.map(({ aid, why }) => `${words.t(`answer.failedAid.${aid}`)} ${why}`);
}

function renderWork(words: ProjectWords, view: AnswerView, work: WorkAnswer): TemplateResult {
  const { figures } = work;
  const { estimate } = view;
  const rows: TemplateResult[] = [];
  const cee = ceeLine(words, figures, estimate);
  const mpr = mprLine(words, figures, estimate, work.mpr);
  if (cee) rows.push(lineRow(words, cee));
  if (mpr) rows.push(lineRow(words, mpr));
  rows.push(...localRows(words, figures));
  if (figures.state === 'counted') rows.push(row(words.t('answer.work.aids'), amountText(words, figures.aids, figures.atMost !== undefined), { cls: 'aids' }));
  if (figures.quote !== undefined) {
    rows.push(row(words.t('answer.work.quote'), words.euros(figures.quote), { cls: 'quote' }));
    const left = remainingText(words, figures);
    if (left) rows.push(row(words.t('answer.work.remaining'), left, { cls: 'remaining' }));
  }
  const state = stateText(words, estimate, figures, true);
  const sentences = figures.state === 'excluded' ? [] : workNotes(words, estimate, figures.fost, ['capped', 'at-most']);
  if (estimate.notes.some((note) => note.kind === 'aids-above-quote' && note.fost === figures.fost)) sentences.push(words.t('answer.aboveQuote'));
  const assumed = figures.state === 'excluded' ? undefined : assumptions(words, figures);
  const failures = failureSentences(words, work.failures);
  const canRetry = work.retry && !work.retrying && work.failures.some(({ error }) => retryable(error));
  return html`<li part="work" class="answer-work ${figures.state}" data-fost=${figures.fost} data-state=${figures.state}>
    <h3 class="answer-work-title">${work.title} <span class="code">${figures.fost}</span></h3>
    ${state && !failures.length ? html`<p class="state">${state}</p>` : nothing}
    ${rows.length ? html`<dl class="figures">${rows}</dl>` : nothing}
    ${sentences.map((text) => html`<p class="why note">${text}</p>`)}
    ${assumed ? html`<p class="why assumes">${assumed}</p>` : nothing}
    ${figures.state === 'counted' && figures.quote === undefined ? html`<p class="why">${words.t('answer.work.noQuote')}</p>` : nothing}
    ${failures.length
      ? renderErrorPanel(failures.join(' '), canRetry ? { label: words.t('answer.retry', { work: work.title }), onRetry: work.retry! } : undefined)
      : nothing}
    ${work.cee || work.mpr
      ? renderExplanation(words, { cee: work.cee, mpr: work.mpr }, { category: estimate.context === 'b2b' ? undefined : estimate.category, line: figures.cee })
      : nothing}
  </li>`;
}

/** The choice between two works that cannot be combined, said once for the pair: the reason, then radio buttons, the kept one checked. */
function renderChoice(words: ProjectWords, view: AnswerView, dropped: WorkEstimate): TemplateResult {
  const kept = dropped.excludedBy!;
  const name = `${view.titleId}-keep-${dropped.fost}-${kept.fost}`;
  return html`<fieldset class="choice" part="field">
    <legend part="label">${words.t('answer.excludedTitle')}</legend>
    <p class="why">${kept.reason} ${words.t('answer.excludedChoose')}</p>
    <div class="options">
      ${[kept.fost, dropped.fost].map(
        (code) => html`<label class="option">
          <input
            type="radio"
            part="control"
            name=${name}
            .checked=${code === kept.fost}
            ?disabled=${view.stale}
            @change=${() => view.onKeep(dropped.fost, kept.fost, code)}
          />
          <span>${words.t('answer.keep', { work: titleOf(view.estimate, code) })}</span>
        </label>`,
      )}
    </div>
  </fieldset>`;
}

export function renderAnswer(words: ProjectWords, view: AnswerView): TemplateResult {
  const { estimate } = view;
  const dropped = estimate.works.filter((work) => work.state === 'excluded' && work.excludedBy);
  return html`<section part="result" class="result project-answer ${view.stale ? 'stale' : ''}" aria-labelledby=${view.titleId}>
      <h2 class="result-title" id=${view.titleId} tabindex="-1">${words.t('answer.title')}</h2>
      ${view.stale ? html`<p class="stale-notice">${words.t('answer.stale')}</p>` : nothing}
      <div class="summary">
        <p class="headline-label">${words.t('answer.total')}</p>
        <p class="headline">
          ${estimate.totals.counted ? html`<span part="amount" class="amount total">${amountText(words, estimate.totals.aids, Boolean(estimate.totals.atMost))}</span>` : nothing}
          <span class="worth">${countedText(words, estimate)}</span>
        </p>
        ${estimate.totals.counted && estimate.totals.atMost ? html`<p class="hint at-most-why">${words.t('answer.atMostWhy')}</p>` : nothing}
      </div>
      ${dropped.map((work) => renderChoice(words, view, work))}
      <ol class="answer-works">
        ${view.works.map((work) => renderWork(words, view, work))}
      </ol>
      ${renderTotals(words, estimate)} ${view.stale ? nothing : renderFinancing(words, estimate)}
      ${generalNotes(words, estimate).map((text) => html`<p class="why">${text}</p>`)}
      <p class="disclaimer">${words.t('result.disclaimer')} ${words.t('result.rounded')}</p>
      <div class="actions">
        <button type="button" part="print" class="secondary" ?hidden=${view.stale || !estimate.totals.counted} @click=${view.onPrint}>${words.t('answer.print')}</button>
      </div>
      ${view.after ?? nothing}
    </section>
    ${view.stale ? nothing : renderPrinted(words, view)}`;
}

/** The answer's look on top of the result view's. */
export const answerStyles = css`
  .answer-works {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--_space);
  }
  .answer-work {
    display: grid;
    gap: calc(var(--_space) / 2);
    padding: var(--_space);
    border-radius: var(--_radius);
    background: var(--_bg);
    min-width: 0;
  }
  .answer-work-title {
    margin: 0;
    font-size: 1em;
  }
  .answer-work .state {
    font-weight: 700;
  }
  .answer-work:not(.counted) .figures :is(.cee, .mpr) .amount {
    color: var(--_muted);
  }
  .answer-work.excluded .figures :is(.cee, .mpr) .amount {
    text-decoration: line-through;
  }
  .figures {
    display: grid;
    gap: 0.25em;
    margin: 0;
  }
  .figures .row {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 1em;
  }
  .figures dt {
    color: var(--_text);
  }
  .figures dd {
    margin: 0;
    margin-inline-start: auto;
    text-align: end;
  }
  .figures .amount {
    font-weight: 700;
  }
  .figures .why {
    display: block;
    font-size: 0.9em;
    text-align: start;
  }
  .figures .remaining,
  .totals .aids {
    font-weight: 700;
  }
  .totals {
    padding-block-start: calc(var(--_space) / 2);
    border-block-start: 1px solid var(--_border);
  }
  .choice {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: var(--_space);
  }
  .stale .figures dd,
  .stale .why {
    color: var(--_muted);
  }
  .stale .figures .amount {
    text-decoration: line-through;
  }
`;
