/**
 * What the project's answer and its printed estimate show beyond the service's aids (docs/contract.md §6): each
 * work's local aids (with their funder and their conditions' page) and the partner's discounts, and, under "Reste à
 * payer", the loans that may finance it (`financingLines`, from the estimate's `financing`). Every figure is the
 * estimate's: nothing here adds, rounds or decides; with no remaining cost the estimate has no `financing` and
 * nothing is drawn.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { Estimate, WorkEstimate, WorkLocalAid } from '../../api/estimate.js';
import { amountText } from '../../ui/aid-result/estimate-words.js';
import { financingLines } from '../../ui/financing/financing-words.js';
import type { Words } from '../../ui/localize.js';
import type { ProjectKey } from './cee-project.messages.js';

type ProjectWords = Words<ProjectKey>;

/** A link that opens in a new tab, said so to a screen reader (in the financing block's words: a project without `lead` has no contact step's). */
const outLink = (words: ProjectWords, href: string, text: string): TemplateResult =>
  html`<a href=${href} target="_blank" rel="noopener">${text}<span class="visually-hidden"> ${words.t('financing.newTab')}</span></a>`;

function localRow(words: ProjectWords, aid: WorkLocalAid, discount: boolean): TemplateResult {
  const label = words.t(discount ? 'local.discount' : 'local.aid', { title: aid.title, funder: aid.funder });
  const amount = aid.amount === undefined ? words.t('local.byQuote') : discount ? `−\u00a0${words.euros(aid.amount)}` : amountText(words, aid.amount);
  return html`<div class="row local ${discount ? 'discount' : 'aid'}" data-local=${aid.id}>
    <dt>${label}</dt>
    <dd>
      <span part="amount" class="amount">${amount}</span
      ><span class="why">${!discount && aid.inCap ? html`${words.t('local.inCap')} ` : nothing}${outLink(words, aid.sourceUrl, words.t('local.source', { funder: aid.funder }))}</span>
    </dd>
  </div>`;
}

/** A work's local aids, then its discounts, as rows of its figures. */
export function localRows(words: ProjectWords, work: WorkEstimate): TemplateResult[] {
  return [...(work.localAids ?? []).map((aid) => localRow(words, aid, false)), ...(work.discounts ?? []).map((line) => localRow(words, line, true))];
}

/** The sentences of a work's local aids for paper: each with its funder and its page written out. */
export function printedLocal(words: ProjectWords, work: WorkEstimate): TemplateResult[] {
  const lines = [...(work.localAids ?? []).map((aid) => [aid, false] as const), ...(work.discounts ?? []).map((line) => [line, true] as const)];
  return lines.map(
    ([aid, discount]) =>
      html`<p>
        ${words.t(discount ? 'local.discount' : 'local.aid', { title: aid.title, funder: aid.funder })}
        <strong>${aid.amount === undefined ? words.t('local.byQuote') : discount ? `−\u00a0${words.euros(aid.amount)}` : amountText(words, aid.amount)}</strong><br /><small>${aid.sourceUrl}</small>
      </p>`,
  );
}

/** The financing block under the totals: one titled entry per loan or advance, its official page linked. */
export function renderFinancing(words: ProjectWords, estimate: Estimate, paper = false): TemplateResult | typeof nothing {
  const lines = financingLines(words, estimate.financing);
  if (!lines.length) return nothing;
  return html`<section class="financing" part="financing" aria-label=${words.t('financing.title')}>
    <h3 class="financing-title">${words.t('financing.title')}</h3>
    ${lines.map(
      (line) => html`<div class="financing-line ${line.kind} ${line.ended ? 'ended' : ''}" data-kind=${line.kind}>
        <h4>${line.title}</h4>
        ${line.text.map((text) => html`<p>${text}</p>`)}
        <p class="why">
          ${paper ? html`${words.t('financing.officialPage', { title: line.source.title })}<br /><small>${line.source.url}</small>` : outLink(words, line.source.url, words.t('financing.officialPage', { title: line.source.title }))}
        </p>
      </div>`,
    )}
  </section>`;
}

/** The local rows' and the financing block's look, on the answer's. */
export const financingStyles = css`
  .figures .local dt {
    color: var(--_text);
  }
  .figures .local.discount .amount {
    font-weight: 400;
  }
  .financing {
    display: grid;
    gap: calc(var(--_space) / 2);
    padding: var(--_space);
    border-radius: var(--_radius);
    background: var(--_bg);
  }
  .financing-title,
  .financing h4 {
    margin: 0;
    font-size: 1em;
  }
  .financing-line {
    display: grid;
    gap: 0.25em;
  }
  .financing-line p {
    margin: 0;
  }
  /* "Garder votre projet", at the end of the answer. */
  .keep {
    display: grid;
    gap: calc(var(--_space) / 2);
    padding-block-start: var(--_space);
    border-block-start: 1px solid var(--_border);
  }
  .keep h3,
  .keep p {
    margin: 0;
  }
  .keep h3 {
    font-size: 1em;
  }
  .keep .actions {
    margin: 0;
  }
  .financing a,
  .figures .local a {
    color: inherit;
    overflow-wrap: anywhere;
  }
`;
