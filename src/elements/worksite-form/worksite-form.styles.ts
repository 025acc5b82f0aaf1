/** `<worksite-form>`'s own look, on top of the shared `baseStyles`. */
import { css } from 'lit';

export const worksiteFormStyles = css`
  .grid {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 12em), 1fr));
    gap: var(--_space);
  }
  .combobox {
    position: relative;
    display: grid;
    gap: calc(var(--_space) / 2);
  }
  .listbox {
    position: absolute;
    inset-inline: 0;
    top: 2.6em;
    z-index: 10;
    margin: 0;
    padding: 0.25em 0;
    list-style: none;
    max-height: var(--cee-listbox-max-height, 18em);
    overflow-y: auto;
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    box-shadow: 0 4px 12px rgb(0 0 0 / 0.15);
  }
  .listbox[hidden] {
    display: none;
  }
  .choice {
    display: grid;
    padding: 0.35em 0.75em;
    cursor: pointer;
    border-inline-start: 4px solid transparent;
  }
  .choice-name,
  .choice-details,
  .result dd {
    overflow-wrap: anywhere;
  }
  .choice-details {
    color: var(--_muted);
    font-size: 0.9em;
  }
  .choice.active {
    background: var(--_surface);
    border-inline-start-color: var(--_focus);
    outline: 2px solid var(--_focus);
    outline-offset: -2px;
  }
  .choice[aria-selected='true'] .choice-name::after {
    content: ' ✓';
  }
  .choice.more {
    color: var(--_primary);
    font-weight: 600;
  }
  .notes {
    display: grid;
    gap: calc(var(--_space) / 2);
  }
  .notes:not(:has(*)) {
    display: none;
  }
  .note {
    margin: 0;
    color: var(--_muted);
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
