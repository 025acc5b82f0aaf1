/**
 * The result view, for `<cee-simulator>` and each work of `<cee-project>`. A household reads one figure first, the
 * total of its aids in whole euros, then one line per aid, each named for its income category ("MaPrimeRénov’ pour
 * un ménage modeste"). A business reads the volume in MWh cumac and its value. An aid worth nothing says why; an aid
 * whose call failed shows its error and a retry in its place; without a price, the CEE line gives the volume and
 * says what its bonus depends on. Every figure is the estimate's (`estimate-words.ts` words it, as the project
 * does); "Comment ce montant est calculé" lists what the answer carries in our words. Every server string is
 * rendered as text.
 */
import { html, noChange, nothing, type ChildPart, type TemplateResult } from 'lit';
import { Directive, directive } from 'lit/directive.js';
import type { CeeResult, MprResult } from '../../api/aid-calculations.js';
import type { CeeLine } from '../../api/estimate-types.js';
import type { MprCategory } from '../../api/household.js';
import { adoptStyles } from '../adopted-styles.js';
import { renderErrorPanel, retryable } from '../field.js';
import type { Words } from '../localize.js';
import { resultMessages, type ResultKey } from './aid-result.messages.js';
import { explanation, ficheUrl, type AidName, type ResultView, type Row } from './aid-result.model.js';
import { summarise, type ResultLine, type Summary } from './aid-result.summary.js';
import { resultStyles } from './aid-result.styles.js';

export type { AidName, ResultView, SimulationResults } from './aid-result.model.js';
export { mwhCumac } from './estimate-words.js';

type ResultWords = Words<ResultKey>;

/** Takes in the view's French words and adds its look to `root` (the element's shadow root), once each. */
export function prepareResults(words: ResultWords, root: Node): void {
  words.adopt(resultMessages);
  adoptStyles(root, resultStyles);
}

function renderLine(words: ResultWords, line: ResultLine): TemplateResult {
  const failed = line.failed;
  if (failed) {
    const message = `${words.t(failed.aid === 'cee' ? 'result.failed.cee' : 'result.failed.mpr')} ${words.describe(failed.error)}`;
    const retry =
      failed.retry && retryable(failed.error) && !failed.busy
        ? { label: words.t(failed.aid === 'cee' ? 'result.retry.cee' : 'result.retry.mpr'), onRetry: failed.retry }
        : undefined;
    return html`<li class="line failed ${line.aid}"><span class="line-label">${line.label}</span>${renderErrorPanel(message, retry)}</li>`;
  }
  return html`<li class="line ${line.aid} ${line.amount ? '' : 'zero'} ${line.unpriced ? 'unpriced' : ''} ${line.refused ? 'refused' : ''}">
    <span class="line-label">${line.label}</span>
    ${line.amount
      ? html`<span part="amount" class="amount ${line.unpriced || line.refused ? 'words' : ''}">${line.amount}</span>`
      : html`<span part="amount" class="amount none">${words.t('result.none')}</span>`}
    ${line.why ? html`<p class="why">${line.why}</p>` : nothing}
  </li>`;
}

function renderSummary(words: ResultWords, summary: Summary): TemplateResult {
  return html`<div class="summary">
    <p class="headline-label">${summary.label}</p>
    <p class="headline">
      ${summary.headline
        ? html`<span part="amount" class="amount total ${summary.wordsOnly ? 'words' : ''}">${summary.headline}</span>`
        : html`<span part="amount" class="amount none">${words.t('result.none')}</span>`}
      ${summary.worth ? html`<span class="worth">${summary.worth}</span>` : nothing}
    </p>
    ${summary.why ? html`<p class="why">${summary.why}</p>` : nothing}
    ${summary.lines.length ? html`<ul class="lines">${summary.lines.map((line) => renderLine(words, line))}</ul>` : nothing}
    ${summary.notes.map((text) => html`<p class="why note">${text}</p>`)}
    <p class="disclaimer">${words.t('result.disclaimer')} ${words.t('result.rounded')}</p>
  </div>`;
}

/**
 * The rows of "Comment ce montant est calculé", built with DOM calls rather than a template per row: a project's
 * answer holds a hundred of them (most of its elements), each a few nodes of text and no binding that changes on
 * its own. Rebuilt when what they say changes, left alone otherwise. Every string goes in as text.
 */
class DetailRows extends Directive {
  private said?: string;

  render(_rows: readonly Row[]): unknown {
    return noChange;
  }

  override update(part: ChildPart, [rows]: [readonly Row[]]): unknown {
    const said = JSON.stringify(rows);
    if (said === this.said) return noChange;
    this.said = said;
    const doc = (part.parentNode as Node).ownerDocument!;
    const fragment = doc.createDocumentFragment();
    const add = (parent: Element, tag: string, text: string, className?: string): void => {
      const node = doc.createElement(tag);
      if (className) node.className = className;
      node.textContent = text;
      parent.append('\n', node);
    };
    for (const row of rows) {
      const detail = doc.createElement('div');
      detail.className = row.value.length > 60 ? 'detail long' : 'detail';
      detail.dataset.key = row.key;
      add(detail, 'dt', row.label);
      add(detail, 'dd', row.value);
      if (row.meaning) add(detail, 'dd', row.meaning, 'meaning');
      detail.append('\n');
      fragment.append('\n', detail);
    }
    return fragment;
  }
}
const detailRows = directive(DetailRows);

function renderRows(rows: Row[]): TemplateResult {
  return html`<dl>${detailRows(rows)}</dl>`;
}

function renderHowBlock(words: ResultWords, answer: CeeResult | MprResult, aid: AidName, o: { volume: boolean; category?: MprCategory; line?: CeeLine }): TemplateResult {
  const { rows, more } = explanation(words, answer, aid, o);
  const url = ficheUrl(answer);
  return html`<div class="how-block ${aid}">
    <h3>${words.t(aid === 'cee' ? 'result.cee' : 'result.mpr')}</h3>
    ${renderRows(rows)} ${more ? html`<p class="more">${words.t('result.more')}</p>` : nothing}
    ${url ? html`<p><a href=${url} target="_blank" rel="noopener noreferrer">${words.t('result.ficheLink', { code: answer.fiche!.code })}</a></p>` : nothing}
  </div>`;
}

/**
 * "Comment ce montant est calculé" for one operation's answers (a work of a project shows one each): the CEE
 * block (with the volume unless shown already) and the MaPrimeRénov' block.
 */
export function renderExplanation(
  words: ResultWords,
  answers: { cee?: CeeResult; mpr?: MprResult | null },
  o: { volumeShown?: boolean; category?: MprCategory; line?: CeeLine } = {},
): TemplateResult {
  return html`<details class="how">
    <summary>${words.t('result.how')}</summary>
    ${answers.cee ? renderHowBlock(words, answers.cee, 'cee', { volume: !o.volumeShown, category: o.category, line: o.line }) : nothing}
    ${answers.mpr ? renderHowBlock(words, answers.mpr, 'mpr', { volume: false, category: o.category }) : nothing}
  </details>`;
}

/** The result region; `view.titleId` names it, and its heading takes focus. */
export function renderResults(words: ResultWords, view: ResultView): TemplateResult {
  let body: TemplateResult;
  try {
    const summary = summarise(words, view);
    const { estimate } = view;
    const category = estimate.context === 'b2b' ? undefined : estimate.category;
    body = html`${renderSummary(words, summary)}${renderExplanation(words, view.results, { volumeShown: summary.volumeShown, category, line: estimate.works[0]?.cee })}`;
  } catch {
    // Whatever an answer holds, the element renders and its button comes back.
    body = html`<p>${words.t('result.unreadable')}</p>`;
  }
  return html`<section part="result" class="result ${view.stale ? 'stale' : ''}" aria-labelledby=${view.titleId}>
    <h2 class="result-title" id=${view.titleId} tabindex="-1">${words.t('result.title')}</h2>
    ${view.stale ? html`<p class="stale-notice">${words.t('result.stale')}</p>` : nothing} ${body}
  </section>`;
}

/** The sentence the polite live region announces: the headline, then each line. */
export function announceResults(words: ResultWords, view: ResultView): string {
  try {
    const summary = summarise(words, view);
    const say = (label: string, amount: string | undefined, why?: string) =>
      [words.t('result.say', { label, amount: amount ?? words.t('result.none') }), why].filter(Boolean).join(' ');
    const parts = [`${words.t('result.title')}.`, say(summary.label, [summary.headline, summary.worth].filter(Boolean).join(', ') || undefined, summary.why)];
    for (const line of summary.lines) {
      parts.push(line.failed ? words.t(line.aid === 'cee' ? 'result.failed.cee' : 'result.failed.mpr') : say(line.label, line.amount, line.why));
    }
    parts.push(...summary.notes);
    return parts.join(' ');
  } catch {
    return words.t('result.unreadable');
  }
}
