/** The look `<cee-simulator>` and `<cee-project>` share (fields, placeholders, notices), on top of the base styles. */
import { css } from 'lit';

export const simulationStyles = css`
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
`;
