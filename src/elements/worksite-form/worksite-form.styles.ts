/** `<worksite-form>`'s own look, on top of the shared `baseStyles` and `listboxStyles`. */
import { css } from 'lit';

/** On top of the shared `listboxStyles` too (the beneficiary picker's popup). */
export const worksiteFormStyles = css`
  .grid {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 12em), 1fr));
    gap: var(--_space);
  }
  .result dd {
    overflow-wrap: anywhere;
  }
  /* About the address fields below it, not the field above: set apart from the hints. */
  .address-note {
    border-inline-start: 3px solid var(--_primary);
    padding: 0.2em 0 0.2em 0.75em;
    color: var(--_text);
  }
  .choice.more {
    color: var(--_primary);
    font-weight: 600;
  }
  .note.empty {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5em 1em;
  }
  .note.empty p {
    margin: 0;
  }
  fieldset.fiscal,
  fieldset.fiscal-row {
    display: grid;
    gap: var(--_space);
    margin: 0;
    min-width: 0;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: calc(var(--_space) / 2) var(--_space) var(--_space);
  }
  fieldset.fiscal-row legend {
    font-weight: 600;
  }
  .result {
    display: grid;
    gap: var(--_space);
    border: 2px solid var(--_success);
    border-radius: var(--_radius);
    padding: var(--_space);
  }
  .result-title {
    margin: 0;
    font-weight: 700;
    font-size: 1.15em;
    color: var(--_success);
  }
  .result dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25em 1em;
    margin: 0;
  }
  .result dl div {
    display: contents;
  }
  .result dt {
    font-weight: 600;
  }
  .result dd {
    margin: 0;
  }
`;
