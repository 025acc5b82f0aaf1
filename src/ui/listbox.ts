/**
 * What the two comboboxes draw (`<worksite-form>`'s beneficiary picker, `<cee-simulator>`'s operation picker, both
 * the ARIA 1.2 combobox with a listbox popup): the input, its popup and notes, their look, and the filter on typed
 * words. It holds no state: what is typed, the open list and the keys are the combobox controller's
 * (`combobox.ts`), which comes with each picker's code; this template comes with the form, so the field is there
 * before it.
 */
import { css, html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { renderField, type FieldView } from './field-renderers.js';

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

/** What the combobox template reads: the field, what the controller holds, the picker's options and notes. */
export interface ComboboxView {
  field: FieldView;
  /** The parts of the wrapper and of the input (`control` is always one of the input's). */
  parts: { wrapper?: string; input: string };
  listId: string;
  notesId: string;
  listLabel: string;
  text: string;
  expanded: boolean;
  /** The active option's id, while the list is open. */
  activeId?: string;
  /** The options are loading: the input waits (`aria-busy`, and disabled when there is nothing yet to filter). */
  busy?: { disabled: boolean };
  /** The listbox's options (and groups), and the notes under it, drawn by the picker. */
  options: unknown;
  notes: unknown;
  /** The controller's handlers; absent before the picker's code is here (typing is then kept by the form). */
  onInput: (event: Event) => void;
  onKeydown?: (event: KeyboardEvent) => void;
  onClick?: () => void;
  onFocusOut?: (event: FocusEvent) => void;
}

export function renderCombobox(v: ComboboxView): TemplateResult {
  return renderField(
    v.field,
    (a) => html`<div class="combobox" part=${ifDefined(v.parts.wrapper)} @focusout=${v.onFocusOut}>
      <input
        id=${a.id}
        part=${v.parts.input ? `control ${v.parts.input}` : 'control'}
        type="text"
        role="combobox"
        autocomplete="off"
        spellcheck="false"
        aria-autocomplete="list"
        aria-required=${v.field.required ? 'true' : 'false'}
        aria-expanded=${v.expanded ? 'true' : 'false'}
        aria-controls=${v.listId}
        aria-activedescendant=${ifDefined(v.expanded ? v.activeId : undefined)}
        aria-describedby=${[a.describedBy, v.notesId].filter(Boolean).join(' ')}
        aria-invalid=${a.invalid ? 'true' : 'false'}
        aria-busy=${v.busy ? 'true' : 'false'}
        ?disabled=${v.busy?.disabled ?? false}
        .value=${v.text}
        @input=${v.onInput}
        @keydown=${v.onKeydown}
        @click=${v.onClick}
      />
      <div
        role="listbox"
        part="listbox"
        id=${v.listId}
        class="listbox"
        aria-label=${v.listLabel}
        tabindex="-1"
        ?hidden=${!v.expanded}
        @mousedown=${(event: Event) => event.preventDefault()}
      >
        ${v.options}
      </div>
      <div id=${v.notesId} class="notes">${v.notes}</div>
    </div>`,
  );
}
