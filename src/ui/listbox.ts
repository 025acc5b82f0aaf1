/**
 * What the two comboboxes share (`<worksite-form>`'s beneficiary picker, `<cee-simulator>`'s operation picker, both
 * the ARIA 1.2 combobox with a listbox popup): the look of the popup and its options, and the filter on typed words.
 * Each picker keeps its own keys and options; this module holds no state.
 */
import { css } from 'lit';

/** Text as compared by the filter: accents and case ignored. */
export const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** True when `haystack` contains every word of `query` (accents and case ignored); an empty query matches all. */
export function matchesWords(haystack: string, query: string): boolean {
  const text = fold(haystack);
  return fold(query)
    .split(/\s+/)
    .every((term) => text.includes(term));
}

/** The popup under the input (`.listbox`), its options (`.choice`, the active one `.active`) and the notes below. */
export const listboxStyles = css`
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
  .choice-details {
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
`;
