/**
 * The project's answer: one headline (the total aids, in whole euros), each work with its CEE for this household,
 * its MaPrimeRénov' (and the cap, said in one sentence when it binds), its aids and what remains to pay, then the
 * totals. Works that cannot be combined are shown together with the choice of the one to keep; a work whose call
 * failed shows its error and a retry; a work not finished is named. Each work keeps the simulator's "Comment ce
 * montant est calculé". Outdated, every figure and sentence is marked. The printed estimate is drawn beside it,
 * for paper only. Figures come from the estimate (`api/estimate.ts`): this module words them, it computes none.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { CeeResult, MprResult } from '../../api/aid-calculations.js';
import type { Estimate, WorkEstimate } from '../../api/estimate.js';
import { formatDate } from '../../i18n/dates.js';
import { renderExplanation } from '../../ui/aid-result/aid-result.js';
import { renderErrorPanel, retryable } from '../../ui/field.js';
import type { Words } from '../../ui/localize.js';
import type { ProjectKey } from './cee-project.messages.js';
import { noteText, percent } from './project-notes.js';

export { noticesOf } from './project-notes.js';

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
  unfinished: string[];
  stale: boolean;
  titleId: string;
  partner?: string;
  onKeep(a: string, b: string, code: string): void;
  onPrint(): void;
}

const euros = (words: ProjectWords, value: number): string => words.euros(Math.round(value));

function line(label: string, amount: string, o: { cls?: string; why?: string } = {}): TemplateResult {
  return html`<div class="row ${o.cls ?? ''}">
    <dt>${label}</dt>
    <dd><span part="amount" class="amount">${amount}</span>${o.why ? html`<span class="why">${o.why}</span>` : nothing}</dd>
  </div>`;
}

function renderWork(words: ProjectWords, view: AnswerView, work: WorkAnswer): TemplateResult {
  const { figures } = work;
  const notes = view.estimate.notes.filter((note) => 'fost' in note && note.fost === figures.fost);
  // The ceiling is said by the cap's own sentence when the cap binds.
  const capped = notes.some((note) => note.kind === 'capped');
  const sentences = notes
    .filter((note) => !(capped && note.kind === 'ceiling'))
    .map((note) => noteText(words, note, figures))
    .filter((text): text is string => Boolean(text));
  const excluded = view.estimate.excluded.find((entry) => entry.fost === figures.fost);
  const rows: TemplateResult[] = [];
  if (figures.cee) {
    const label = view.estimate.category ? words.t(`result.ceeFor.${view.estimate.category}`) : words.t('answer.work.cee');
    rows.push(
      figures.cee.euros !== undefined
        ? line(label, `≈\u00a0${euros(words, figures.cee.euros)}`, { cls: 'cee' })
        : line(label, words.t('result.noPriceLabel'), { cls: 'cee', why: words.t('result.noPrice') }),
    );
  }
  if (figures.mpr) {
    const label = view.estimate.color ? words.t('result.mprColor', { color: words.t(`result.color.${view.estimate.color}`) }) : words.t('answer.work.mpr');
    rows.push(
      figures.mpr.eligible || figures.mpr.amount > 0
        ? line(label, `≈\u00a0${euros(words, figures.mpr.amount)}`, { cls: 'mpr' })
        : line(label, words.t('result.none'), { cls: 'mpr zero', why: figures.mpr.reason ?? work.mpr?.reason ?? words.t('result.zero.mpr') }),
    );
  }
  rows.push(line(words.t('answer.work.aids'), `≈\u00a0${euros(words, figures.aids)}`, { cls: 'aids' }));
  if (figures.quote !== undefined) {
    rows.push(line(words.t('answer.work.quote'), euros(words, figures.quote), { cls: 'quote' }));
    rows.push(line(words.t('answer.work.remaining'), euros(words, figures.remaining ?? 0), { cls: 'remaining' }));
  }
  const failures = work.failures.map(({ aid, error }) => `${words.t(`answer.failedAid.${aid}`)} ${words.describe(error)}`);
  const canRetry = work.retry && !work.retrying && work.failures.some(({ error }) => retryable(error));
  return html`<li part="work" class="answer-work ${excluded ? 'excluded' : ''}" data-fost=${figures.fost}>
    <h3 class="answer-work-title">${work.title} <span class="code">${figures.fost}</span></h3>
    ${excluded ? html`<p class="why excluded-why">${words.t('answer.excluded', { reason: excluded.reason })}</p>` : nothing}
    <dl class="figures">${rows}</dl>
    ${sentences.map((text) => html`<p class="why note">${text}</p>`)}
    ${figures.quote === undefined && !excluded ? html`<p class="why">${words.t('answer.work.noQuote')}</p>` : nothing}
    ${failures.length
      ? renderErrorPanel(failures.join(' '), canRetry ? { label: words.t('answer.retry', { work: work.title }), onRetry: work.retry! } : undefined)
      : nothing}
    ${work.cee || work.mpr ? renderExplanation(words, { cee: work.cee, mpr: work.mpr }, { category: view.estimate.category }) : nothing}
  </li>`;
}

/** The choice between two works that cannot be combined: radio buttons, the kept one checked. */
function renderChoice(words: ProjectWords, view: AnswerView, pair: { fost: string; with: string; reason: string }): TemplateResult {
  const name = `${view.titleId}-keep-${pair.fost}-${pair.with}`;
  const titleOf = (code: string) => view.works.find((work) => work.figures.fost === code)?.title ?? code;
  return html`<fieldset class="choice" part="field">
    <legend part="label">${words.t('answer.excludedTitle')}</legend>
    <p class="why">${pair.reason} ${words.t('answer.excludedChoose')}</p>
    <div class="options">
      ${[pair.with, pair.fost].map(
        (code) => html`<label class="option">
          <input
            type="radio"
            part="control"
            name=${name}
            .checked=${code === pair.with}
            ?disabled=${view.stale}
            @change=${() => view.onKeep(pair.fost, pair.with, code)}
          />
          <span>${words.t('answer.keep', { work: titleOf(code) })}</span>
        </label>`,
      )}
    </div>
  </fieldset>`;
}

function renderTotals(words: ProjectWords, estimate: Estimate): TemplateResult {
  const { totals } = estimate;
  return html`<dl part="totals" class="totals figures">
    ${line(words.t('answer.totals.aids'), `≈\u00a0${euros(words, totals.aids)}`, { cls: 'aids' })}
    ${totals.quote !== undefined ? line(words.t('answer.totals.quote'), euros(words, totals.quote), { cls: 'quote' }) : nothing}
    ${totals.remaining !== undefined ? line(words.t('answer.totals.remaining'), euros(words, totals.remaining), { cls: 'remaining' }) : nothing}
  </dl>`;
}

/**
 * The estimate for paper: shown only when printed (see `project-print.ts`). The aids read "≈" as on screen: what the
 * household is paid is settled with its file; the quote and what remains of it are the visitor's own figures.
 */
function renderPrinted(words: ProjectWords, view: AnswerView): TemplateResult {
  const { estimate } = view;
  const counted = view.works.filter((work) => !work.figures.excluded);
  return html`<section class="printed" aria-hidden="true">
    <h2>${words.t('answer.print.title')}</h2>
    <p>${words.t('answer.print.date', { date: formatDate(words.lang, estimate.date) })}</p>
    ${view.partner ? html`<p>${words.t('answer.print.partner', { partner: view.partner })}</p>` : nothing}
    ${estimate.category ? html`<p>${words.t('answer.print.category', { category: words.t(`value.category.${estimate.category}`) })}</p>` : nothing}
    <table>
      <tbody>
        ${counted.map(({ title, figures, cee }) => {
          const fiche = cee?.fiche;
          return html`<tr>
            <th scope="row">
              ${title} <span class="code">(${figures.fost})</span>${fiche?.version ? html`<br /><small>${words.t('answer.print.fiche', { code: fiche.code, version: fiche.version })}</small>` : nothing}
            </th>
            <td>
              ${figures.cee?.euros !== undefined ? html`${words.t('answer.work.cee')} ≈\u00a0${euros(words, figures.cee.euros)}<br />` : nothing}
              ${figures.mpr
                ? html`${words.t('answer.work.mpr')} ≈\u00a0${euros(words, figures.mpr.amount)}${figures.mpr.capped
                    ? html` (${words.t('answer.print.cap', { rate: percent(words, figures.mpr.capped.rate) })})`
                    : nothing}<br />`
                : nothing}
              ${words.t('answer.work.aids')} ≈\u00a0${euros(words, figures.aids)}
              ${figures.quote !== undefined
                ? html`<br />${words.t('answer.work.quote')} ${euros(words, figures.quote)}<br />${words.t('answer.work.remaining')}
                    ${euros(words, figures.remaining ?? 0)}`
                : nothing}
            </td>
          </tr>`;
        })}
      </tbody>
    </table>
    ${renderTotals(words, estimate)}
    ${estimate.engagementDate ? html`<p>${words.t('answer.print.engagement', { date: formatDate(words.lang, estimate.engagementDate) })}</p>` : nothing}
    <p>${words.t('answer.print.indicative')}</p>
  </section>`;
}

export function renderAnswer(words: ProjectWords, view: AnswerView): TemplateResult {
  const { estimate } = view;
  const counted = estimate.works.filter((work) => !work.excluded).length;
  const general = estimate.notes.filter((note) => note.kind === 'quote-missing' || note.kind === 'category-unknown');
  const pairs = estimate.excluded;
  return html`<section part="result" class="result project-answer ${view.stale ? 'stale' : ''}" aria-labelledby=${view.titleId}>
      <h2 class="result-title" id=${view.titleId} tabindex="-1">${words.t('answer.title')}</h2>
      ${view.stale ? html`<p class="stale-notice">${words.t('answer.stale')}</p>` : nothing}
      <div class="summary">
        <p class="headline-label">${words.t('answer.total')}</p>
        <p class="headline">
          <span part="amount" class="amount total">≈\u00a0${euros(words, estimate.totals.aids)}</span>
          <span class="worth">${counted === 1 ? words.t('answer.totalForOne') : words.t('answer.totalFor', { count: words.number(counted) })}</span>
        </p>
      </div>
      ${pairs.map((pair) => renderChoice(words, view, pair))}
      <ol class="answer-works">
        ${view.works.map((work) => renderWork(words, view, work))}
      </ol>
      ${view.unfinished.length ? html`<p class="why unfinished">${words.t('answer.unfinishedSay', { works: view.unfinished.join(', ') })}</p>` : nothing}
      ${renderTotals(words, estimate)}
      ${general.map((note) => html`<p class="why">${words.t(note.kind === 'quote-missing' ? 'answer.quoteMissing' : 'answer.categoryUnknown')}</p>`)}
      <p class="disclaimer">${words.t('result.disclaimer')} ${words.t('result.rounded')}</p>
      <div class="actions">
        <button type="button" part="print" class="secondary" ?hidden=${view.stale} @click=${view.onPrint}>${words.t('answer.print')}</button>
      </div>
    </section>
    ${view.stale ? nothing : renderPrinted(words, view)}`;
}

/** What the live region says: the total, then each work's aids. */
export function announceAnswer(words: ProjectWords, estimate: Estimate, unfinished: readonly string[]): string {
  const parts = [`${words.t('answer.title')}.`, words.t('answer.say', { label: words.t('answer.total'), amount: `≈ ${euros(words, estimate.totals.aids)}` })];
  for (const work of estimate.works) {
    if (work.excluded) continue;
    parts.push(words.t('answer.say', { label: work.title ?? work.fost, amount: `≈ ${euros(words, work.aids)}` }));
  }
  if (estimate.totals.remaining !== undefined) parts.push(words.t('answer.say', { label: words.t('answer.totals.remaining'), amount: euros(words, estimate.totals.remaining) }));
  if (unfinished.length) parts.push(words.t('answer.unfinishedSay', { works: unfinished.join(', ') }));
  return parts.join(' ');
}

/** The answer's look on top of the result view's; the printed estimate is for paper only. */
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
  .answer-work.excluded .amount {
    text-decoration: line-through;
    color: var(--_muted);
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
  .printed {
    display: none;
  }
  @media print {
    :host([data-cee-printing]) > :not(.printed) {
      display: none !important;
    }
    :host([data-cee-printing]) .printed {
      display: block;
      color: #000;
    }
    .printed table {
      width: 100%;
      border-collapse: collapse;
    }
    .printed .code {
      white-space: nowrap;
      color: inherit;
      font-size: inherit;
    }
    .printed th,
    .printed td {
      text-align: start;
      vertical-align: top;
      padding: 0.4em;
      border-block-end: 1px solid #999;
    }
  }
`;
