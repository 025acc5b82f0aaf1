/**
 * The beneficiary field as the form draws it: the shared combobox (`ui/listbox.ts`) with the beneficiary list's
 * ids, parts and words. It comes with the form, so the field is there before the picker's code: the picker
 * (`beneficiary-picker.ts`) fills the options and notes and brings the keys (`ui/combobox.ts`) once it is here.
 */
import type { nothing, TemplateResult } from 'lit';
import type { FieldView } from '../../ui/field-renderers.js';
import { renderCombobox as renderSharedCombobox } from '../../ui/listbox.js';
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

/** What the beneficiary field reads and calls. */
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
  return renderSharedCombobox({
    ...v,
    parts: { wrapper: 'beneficiary-picker', input: '' },
    listId,
    notesId,
    listLabel: v.t('picker.listbox'),
    activeId: v.active !== undefined ? optionId(v.active) : undefined,
  });
}
