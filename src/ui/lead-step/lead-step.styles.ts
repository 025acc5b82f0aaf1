/** The contact step's look, adopted by the element's shadow root when the step first draws. Sized by its container. */
import { css } from 'lit';

export const leadStyles = css`
  .lead {
    container-type: inline-size;
    margin-block-start: var(--_space);
    padding: var(--_space);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    display: grid;
    gap: var(--_space);
    /* The partner's name is the host's: a long one wraps rather than widen the page. */
    overflow-wrap: anywhere;
  }
  .lead h2,
  .lead p {
    margin: 0;
  }
  .lead-title {
    font-size: 1.15em;
  }
  .lead-intro {
    color: var(--_muted);
  }
  .lead-form {
    display: grid;
    gap: var(--_space);
  }
  /* Phone and email, one under the other; side by side when there is room. */
  .lead .reach .options {
    display: grid;
    gap: var(--_space);
  }
  /* What the group asks, and its message, under its legend, above the two fields. */
  .lead .reach > .hint,
  .lead .reach > .error {
    order: -1;
  }
  .lead textarea {
    min-height: 6em;
    resize: vertical;
  }
  .lead .consent .label {
    font-weight: 400;
  }
  .lead .consent a {
    color: var(--_primary);
  }
  .lead-stale {
    font-weight: 700;
    color: var(--_error);
  }
  .lead-outcome {
    padding: var(--_space);
    border-radius: var(--_radius);
    border-inline-start: 4px solid var(--_success);
    background: var(--_surface);
    font-weight: 600;
  }
  .lead-outcome:focus {
    outline: none;
  }
  .lead-outcome:focus-visible,
  .lead .error-panel:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .lead .error-panel:focus:not(:focus-visible) {
    outline: none;
  }
  .lead .error-panel p {
    margin: 0;
  }
  @container (min-width: 36em) {
    .lead .reach .options {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
  }
`;
