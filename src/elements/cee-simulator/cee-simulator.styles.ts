/** `<cee-simulator>`'s own look, on top of the shared base styles. */
import { css } from 'lit';

export const simulatorStyles = css`
  :host {
    --_result-background: var(--cee-result-background, var(--_surface));
    --_skeleton: var(--cee-skeleton-color, var(--_surface));
    /* Labels, options and results come from the service: a long word must wrap, not widen the host's page. */
    overflow-wrap: anywhere;
  }
  .chooser {
    display: grid;
    gap: var(--_space);
    margin-block-end: var(--_space);
  }
  .fields {
    display: grid;
    gap: var(--_space);
  }
  /* While the fields load, placeholders of a field's height hold their place, so nothing jumps. */
  .skeleton {
    display: grid;
    gap: calc(var(--_space) / 3);
  }
  .skeleton-label,
  .skeleton-control {
    display: block;
    border-radius: var(--_radius);
    background: var(--_skeleton);
  }
  .skeleton-label {
    width: 40%;
    height: 1.5em;
  }
  .skeleton-control {
    height: 2.5em;
  }
  /* A select is as wide as its longest option (the service's words): it must still shrink beside its unit. */
  .with-unit > select,
  .with-unit > input {
    min-width: 0;
  }
  .notice {
    margin: 0;
    color: var(--_muted);
  }
  .result {
    margin-block-start: var(--_space);
    padding: var(--_space);
    border-radius: var(--_radius);
    background: var(--_result-background);
    display: grid;
    gap: var(--_space);
  }
  .result-title,
  .block-title,
  .details-title {
    margin: 0;
    font-weight: 700;
  }
  .result-title {
    font-size: 1.15em;
  }
  .result-block {
    display: grid;
    gap: calc(var(--_space) / 2);
  }
  .headline {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em 1em;
    align-items: baseline;
  }
  .headline .amount {
    font-size: 1.5em;
    font-weight: 700;
    color: var(--_success);
  }
  .category {
    margin: 0;
  }
  .tiers {
    border-collapse: collapse;
    width: 100%;
  }
  .tiers th,
  .tiers td {
    text-align: start;
    padding: 0.25em 0.5em;
    border-block-end: 1px solid var(--_border);
  }
  .tiers td.amount {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .details dl {
    margin: 0.25em 0 0;
    display: grid;
    gap: 0.15em;
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
`;
