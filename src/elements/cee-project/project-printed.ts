/**
 * The estimate for paper: drawn beside the answer, shown only in print. With a current answer on the page, the
 * element's print rules show it alone (its form, its answer and its contact step hidden), whether the visitor
 * pressed "Imprimer l'estimation" or the browser's own print (Ctrl+P); the rest of the page is the host's (the README
 * gives its one rule). Every work the visitor added is on it with its state, its lines as on screen, the cap's
 * sentence and what the amounts assume; each fiche code once, after the plain title, in a secondary style. The aids
 * read "≈" as on screen: what the household is paid is settled with its file; the quotes are the visitor's own.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { formatDate } from '../../i18n/dates.js';
import type { HomeDpe } from '../../api/estimate.js';
import { amountText, remainingText, assumptions, ceeLine, mprLine, workNotes, type Line } from '../../ui/aid-result/estimate-words.js';
import type { Words } from '../../ui/localize.js';
import type { ProjectKey } from './cee-project.messages.js';
import { countedText, generalNotes, renderTotals, type AnswerView, type WorkAnswer } from './project-figures.js';
import { stateText } from './project-notes.js';
import { printedLocal, renderFinancing } from './project-financing.js';

type ProjectWords = Words<ProjectKey>;

const printedLine = (words: ProjectWords, line: Line): TemplateResult =>
  html`<p>${line.label} <strong>${line.amount ?? words.t('result.none')}</strong>${line.why ? html`<br /><small>${line.why}</small>` : nothing}</p>`;

function printedWork(words: ProjectWords, view: AnswerView, answer: WorkAnswer): TemplateResult {
  const { estimate } = view;
  const { title, figures: work } = answer;
  const version = answer.cee?.fiche?.version ?? answer.mpr?.fiche?.version;
  const state = stateText(words, estimate, work, true);
  const lines = [ceeLine(words, work, estimate), mprLine(words, work, estimate, answer.mpr)].filter((line): line is Line => Boolean(line));
  const sentences = work.state === 'excluded' ? [work.excludedBy!.reason] : workNotes(words, estimate, work.fost, ['capped', 'at-most', 'unreadable']);
  const assumed = work.state === 'excluded' ? undefined : assumptions(words, work);
  return html`<tr class=${work.state}>
    <th scope="row">${title}<br /><small class="code">${version ? words.t('answer.print.fiche', { code: work.fost, version }) : work.fost}</small></th>
    <td>
      ${state ? html`<p><strong>${state}</strong></p>` : nothing} ${lines.map((line) => printedLine(words, line))}
      ${printedLocal(words, work)}
      ${work.state === 'counted' ? html`<p>${words.t('answer.work.aids')} <strong>${amountText(words, work.aids, work.atMost !== undefined)}</strong></p>` : nothing}
      ${work.quote !== undefined ? html`<p>${words.t('answer.work.quote')} ${words.euros(work.quote)}</p>` : nothing}
      ${work.remaining !== undefined ? html`<p>${words.t('answer.work.remaining')} <strong>${remainingText(words, work)}</strong></p>` : nothing}
      ${sentences.map((text) => html`<p><small>${text}</small></p>`)} ${assumed ? html`<p><small>${assumed}</small></p>` : nothing}
    </td>
  </tr>`;
}

/** The home's DPE on paper: its number, date and class, or the class the visitor gave. */
const printedDpe = (words: ProjectWords, dpe: HomeDpe): string =>
  'number' in dpe
    ? words.t('answer.print.dpeOf', { number: dpe.number, date: formatDate(words.lang, dpe.date), class: dpe.classEnergy })
    : words.t('answer.print.dpe', { class: dpe.classEnergy });

export function renderPrinted(words: ProjectWords, view: AnswerView): TemplateResult {
  const { estimate } = view;
  return html`<section class="printed" aria-hidden="true">
    <h2>${words.t('answer.print.title')}</h2>
    <p>${words.t('answer.print.date', { date: formatDate(words.lang, estimate.date) })}</p>
    ${view.partner ? html`<p>${words.t('answer.print.partner', { partner: view.partner })}</p>` : nothing}
    ${estimate.address ? html`<p>${words.t('answer.print.address', { address: estimate.address.label })}</p>` : nothing}
    ${estimate.dpe ? html`<p>${printedDpe(words, estimate.dpe)}</p>` : nothing}
    ${estimate.category ? html`<p>${words.t('answer.print.category', { category: words.t(`value.category.${estimate.category}`) })}</p>` : nothing}
    <p>
      <strong>${words.t('answer.total')}</strong>
      ${estimate.totals.counted ? html`<strong>${amountText(words, estimate.totals.aids, Boolean(estimate.totals.atMost))}</strong>` : nothing}
      ${countedText(words, estimate)}
    </p>
    ${estimate.totals.counted && estimate.totals.atMost ? html`<p>${words.t('answer.atMostWhy')}</p>` : nothing}
    <table>
      <tbody>
        ${view.works.map((work) => printedWork(words, view, work))}
      </tbody>
    </table>
    ${renderTotals(words, estimate)} ${renderFinancing(words, estimate, true)} ${generalNotes(words, estimate).map((text) => html`<p>${text}</p>`)}
    ${estimate.engagementDate ? html`<p>${words.t('answer.print.engagement', { date: formatDate(words.lang, estimate.engagementDate) })}</p>` : nothing}
    <p>${words.t('result.rounded')}</p>
    <p>${words.t('answer.print.indicative')}</p>
  </section>`;
}

/**
 * The paper's look. In print, a current estimate shows alone in the element: everything beside it in the shadow
 * root (the form, the answer, the contact step, the live region) is hidden; outdated, nothing is drawn for paper and
 * the page prints as it is.
 */
export const printedStyles = css`
  .printed {
    display: none;
  }
  @media print {
    *:has(~ .printed),
    .printed ~ * {
      display: none !important;
    }
    .printed {
      display: block;
      color: #000;
    }
    .printed table {
      width: 100%;
      border-collapse: collapse;
    }
    .printed .code {
      color: #444;
      font-weight: 400;
      white-space: nowrap;
    }
    .printed th,
    .printed td {
      text-align: start;
      vertical-align: top;
      padding: 0.4em;
      border-block-end: 1px solid #999;
    }
    .printed td p {
      margin: 0 0 0.25em;
    }
    .printed .figures .row {
      display: flex;
      justify-content: space-between;
      gap: 1em;
    }
    .printed .figures dd {
      margin: 0;
    }
  }
`;
