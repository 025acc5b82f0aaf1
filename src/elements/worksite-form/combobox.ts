/**
 * The beneficiary combobox as the form draws it (the ARIA 1.2 pattern: an input with list autocomplete, its
 * listbox popup, then the notes). It comes with the form, so the field is there before the picker's code: the
 * picker (`beneficiary-picker.ts`) fills the options and notes and handles the keys once it is here.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { renderField, type FieldView } from '../../ui/field-renderers.js';
import type { Translate } from '../../i18n/translate.js';

/** An option of the listbox: a beneficiary's id, or the "show more" entry. */
export type OptionKey = number | 'more';

/** The ids of the combobox's parts, from the element's unique prefix. */
export function comboboxIds(idPrefix: string) {
  return {
    listId: `${idPrefix}-beneficiaries`,
    /** The notes (loading, empty list, no match, failure), also read as the input's description. */
    notesId: `${idPrefix}-beneficiary-notes`,
    optionId: (key: OptionKey) => `${idPrefix}-beneficiary-${key}`,
  };
}

/** What the combobox template reads and calls. */
export interface ComboboxView {
  field: FieldView;
  idPrefix: string;
  active?: OptionKey;
  expanded: boolean;
  text: string;
  /** The listbox's options, and the notes under it (nothing before the picker's code is here). */
  options: TemplateResult | typeof nothing;
  notes: TemplateResult | typeof nothing;
  t: Translate;
  onInput: (event: Event) => void;
  onKeydown?: (event: KeyboardEvent) => void;
  onClick?: () => void;
  onFocusOut?: (event: FocusEvent) => void;
}

export function renderCombobox(v: ComboboxView): TemplateResult {
  const { listId, notesId, optionId } = comboboxIds(v.idPrefix);
  return renderField(
    v.field,
    (a) => html`<div class="combobox" part="beneficiary-picker" @focusout=${v.onFocusOut}>
      <input
        id=${a.id}
        part="control"
        type="text"
        role="combobox"
        autocomplete="off"
        spellcheck="false"
        aria-autocomplete="list"
        aria-required="true"
        aria-expanded=${v.expanded ? 'true' : 'false'}
        aria-controls=${listId}
        aria-activedescendant=${ifDefined(v.expanded && v.active !== undefined ? optionId(v.active) : undefined)}
        aria-describedby=${[a.describedBy, notesId].filter(Boolean).join(' ')}
        aria-invalid=${a.invalid ? 'true' : 'false'}
        .value=${v.text}
        @input=${v.onInput}
        @keydown=${v.onKeydown}
        @click=${v.onClick}
      />
      <ul
        role="listbox"
        part="listbox"
        id=${listId}
        class="listbox"
        aria-label=${v.t('picker.listbox')}
        ?hidden=${!v.expanded}
        @mousedown=${(e: Event) => e.preventDefault()}
      >
        ${v.options}
      </ul>
      <div id=${notesId} class="notes">${v.notes}</div>
    </div>`,
  );
}
