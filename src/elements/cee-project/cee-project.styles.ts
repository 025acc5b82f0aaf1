/**
 * `<cee-project>`'s own look, on top of the shared base styles and the simulator's form styles (fields,
 * placeholders, picker). Sized by its container, so a narrow column shows it whole from 320 px.
 */
import { css } from 'lit';

export const projectStyles = css`
  :host {
    container-type: inline-size;
  }
  form {
    gap: calc(var(--_space) * 1.5);
  }
  .works,
  .household {
    display: grid;
    gap: var(--_space);
    min-width: 0;
  }
  .section-title {
    margin: 0;
    font-size: 1.15em;
  }
  .empty {
    margin: 0;
    color: var(--_muted);
  }
  .work {
    display: grid;
    gap: var(--_space);
    padding: var(--_space);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    min-width: 0;
  }
  .work-head {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--_space) / 2) var(--_space);
    align-items: baseline;
    justify-content: space-between;
  }
  /* Focused by script (a work removed) it shows the base styles' ring only when focus is visible. */
  .work-title {
    margin: 0;
    font-size: 1.05em;
    min-width: 0;
  }
  .code {
    color: var(--_muted);
    font-weight: 400;
    font-size: 0.9em;
    white-space: nowrap;
  }
  .household {
    padding: var(--_space);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .add-work .chooser {
    margin-block-end: 0;
  }
  @container (min-width: 40em) {
    .work {
      padding: calc(var(--_space) * 1.25);
    }
  }
`;
