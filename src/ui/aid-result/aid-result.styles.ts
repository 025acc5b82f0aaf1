/** The result view's look, adopted by the element's shadow root with the first result. Sized by its container. */
import { css } from 'lit';

export const resultStyles = css`
  .result {
    container-type: inline-size;
    margin-block-start: var(--_space);
    padding: var(--_space);
    border-radius: var(--_radius);
    background: var(--_result-background);
    display: grid;
    gap: var(--_space);
    /* Our words never break inside; only a word longer than the line (a service's) may. */
    overflow-wrap: break-word;
    hyphens: manual;
  }
  .result p,
  .result ul,
  .result dl,
  .result h2,
  .result h3 {
    margin: 0;
  }
  .result-title {
    font-size: 1.15em;
  }
  .result-title:focus {
    outline: none;
  }
  .result-title:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .summary {
    display: grid;
    gap: calc(var(--_space) / 2);
  }
  .headline-label {
    font-weight: 700;
  }
  .headline {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.75em;
    align-items: baseline;
  }
  .amount {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .headline .amount {
    font-size: 1.6em;
    font-weight: 700;
    color: var(--_success);
  }
  .lines {
    list-style: none;
    padding: 0;
    display: grid;
    gap: calc(var(--_space) / 2);
  }
  .line {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 1em;
    padding-block-end: calc(var(--_space) / 2);
    border-block-end: 1px solid var(--_border);
  }
  .line .amount {
    margin-inline-start: auto;
    font-weight: 700;
  }
  .line > p,
  .line > .error-panel {
    flex-basis: 100%;
  }
  /* Words where a figure would stand (the CEE bonus without a price): they wrap, at the text's size. */
  .amount.words,
  .headline .amount.words {
    white-space: normal;
    font-size: 1em;
    color: var(--_text);
  }
  .none,
  .headline .none {
    font-size: 1em;
    font-weight: 700;
    color: var(--_text);
  }
  .why,
  .disclaimer,
  .meaning {
    color: var(--_muted);
  }
  .stale-notice {
    font-weight: 700;
    color: var(--_error);
  }
  /* Outdated: every figure struck through, every sentence and the explanation muted, as of the previous values. */
  .stale .amount,
  .stale .headline .amount {
    color: var(--_muted);
    text-decoration: line-through;
  }
  .stale .why,
  .stale .line-label,
  .stale .headline-label,
  .stale .how,
  .stale .disclaimer {
    color: var(--_muted);
  }
  .stale .how dd {
    text-decoration: line-through;
  }
  .how > summary {
    cursor: pointer;
    font-weight: 700;
    color: var(--_primary);
  }
  .how > summary:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .how-block {
    margin-block-start: calc(var(--_space) / 2);
  }
  .how h3 {
    font-size: 1em;
  }
  .how dl {
    display: grid;
    gap: 0.35em;
    margin-block-start: 0.25em;
  }
  .detail {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.5em;
  }
  .detail dt {
    color: var(--_muted);
  }
  .detail dd {
    margin: 0;
    font-weight: 600;
  }
  .detail dd.meaning {
    flex-basis: 100%;
    font-weight: 400;
    font-size: 0.9em;
  }
  .detail.long {
    display: block;
  }
  .detail.long dd {
    font-weight: 400;
  }
  .how a {
    color: var(--_primary);
  }
  @container (min-width: 36em) {
    .headline .amount {
      font-size: 2em;
    }
    .detail:not(.long) {
      display: grid;
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
      gap: 0 1em;
    }
    .detail:not(.long) dt {
      grid-row: span 2;
    }
  }
`;
