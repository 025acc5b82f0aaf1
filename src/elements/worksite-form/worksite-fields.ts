/**
 * The worksite's own fields and the declarant rows of `<worksite-form>`, rendered through the shared field
 * renderers so labels, hints and errors are wired the same way as everywhere else.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { keyed } from 'lit/directives/keyed.js';
import { B2B_PRECARITY_TYPES, CADASTRAL_PARCEL_EXAMPLE, INCENTIVE_TYPES, PRECARITY_TYPES, type PrecarityType } from '../../api/partner-values.js';
import { LIMITS } from '../../api/schemas.js';
import type { FormErrors } from '../../ui/form-errors.js';
import type { Words } from '../../ui/localize.js';
import type { DeclarantRows } from './declarant-rows.js';
import type { DraftState } from './draft-state.js';
import type { WorksiteKey } from './worksite-form.messages.js';
import { renderCheckField, renderField, renderGroupField, type ControlAttributes } from '../../ui/field-renderers.js';
import { effectivePrecarity, isRequired, PLACE_KEYS, type FiscalKey, type TextKey, type WorksiteDraft } from './worksite-draft.js';
import type { AddressNote } from './beneficiary-address.js';

/** What the renderers need from the element. */
export interface FormView {
  readonly words: Words<WorksiteKey>;
  readonly draft: WorksiteDraft;
  readonly b2b: boolean;
  /** Ids and messages by request key (dotted for rows); no message before the code is here. */
  readonly errors: Pick<FormErrors, 'id' | 'for'>;
  /** Where typed values go. */
  readonly drafts: DraftState;
  readonly rows: DeclarantRows;
  /** What the note by the address says of the chosen beneficiary's record, if anything. */
  readonly addressNote?: AddressNote;
}

interface TextOptions {
  required?: boolean;
  hint?: string;
  inputmode?: 'numeric' | 'text';
  maxlength?: number;
  /** An id describing the control besides its hint and error (the address note). */
  note?: string;
}

const valueOf = (event: Event) => (event.target as HTMLInputElement).value;

function textControl(a: ControlAttributes, value: string, options: TextOptions, onInput: (value: string) => void): TemplateResult {
  return html`<input
    id=${a.id}
    part="control"
    type="text"
    autocomplete="off"
    inputmode=${ifDefined(options.inputmode)}
    maxlength=${ifDefined(options.maxlength)}
    aria-required=${options.required ? 'true' : 'false'}
    aria-describedby=${ifDefined([a.describedBy, options.note].filter(Boolean).join(' ') || undefined)}
    aria-invalid=${a.invalid ? 'true' : 'false'}
    .value=${value}
    @input=${(e: Event) => onInput(valueOf(e))}
  />`;
}

export function renderTextField(view: FormView, key: TextKey | 'convention_id', options: TextOptions = {}): TemplateResult {
  const field = {
    id: view.errors.id(key),
    label: view.words.t(`field.${key}`),
    required: isRequired(key),
    requiredText: view.words.t('common.required'),
    hint: options.hint,
    errors: view.errors.for(key),
  };
  return renderField(field, (a) => textControl(a, view.draft[key], { ...options, required: field.required }, (value) => view.drafts.set(key, value)));
}

/** The id of the note by the address. */
const addressNoteId = (view: FormView) => `${view.errors.id('address')}-note`;

/** Where the address came from, above its fields: taken from the beneficiary's record, or left aside. */
function renderAddressNote(view: FormView): TemplateResult | typeof nothing {
  const note = view.addressNote;
  if (!note) return nothing;
  const text = note.taken ? view.words.t('address.taken') : view.words.t('address.kept', { place: note.place });
  return html`<p part="hint" class="hint address-note" id=${addressNoteId(view)}>${text}</p>`;
}

/** Address, place, references: the worksite's free-text fields in reading order. */
export function renderPlaceFields(view: FormView): TemplateResult {
  const note = view.addressNote ? addressNoteId(view) : undefined;
  const place = (key: (typeof PLACE_KEYS)[number], options: TextOptions) => renderTextField(view, key, { ...options, note });
  return html`${renderAddressNote(view)}
    <div class="grid">
      ${place('address', { maxlength: LIMITS.text })}
      ${renderTextField(view, 'additional_address', { maxlength: LIMITS.text })}
    </div>
    <div class="grid">
      ${place('zipcode', { inputmode: 'numeric', hint: view.words.t('field.zipcode.hint') })}
      ${place('city', { maxlength: LIMITS.text })}
      ${renderTextField(view, 'country', { hint: view.words.t('field.country.hint') })}
    </div>
    <div class="grid">
      ${renderTextField(view, 'cadastral_parcel', {
        // Non-breaking hyphens: the example never breaks inside (read the same by screen readers).
        hint: view.words.t('field.cadastral_parcel.hint', { example: CADASTRAL_PARCEL_EXAMPLE.replaceAll('-', '\u2011') }),
      })}
      ${renderTextField(view, 'external_reference', { maxlength: LIMITS.text })}
    </div>
    ${renderCheckField(
      { id: view.errors.id('indivision'), label: view.words.t('field.indivision'), errors: view.errors.for('indivision') },
      (a) => html`<input
        id=${a.id}
        part="control"
        type="checkbox"
        aria-describedby=${ifDefined(a.describedBy)}
        aria-invalid=${a.invalid ? 'true' : 'false'}
        .checked=${view.draft.indivision}
        @change=${(e: Event) => view.drafts.set('indivision', (e.target as HTMLInputElement).checked)}
      />`,
    )}`;
}

/** Precarity as radio buttons (classic only in B2B, none checked in B2C until chosen) and the incentive as a select with an empty choice. */
export function renderAidFields(view: FormView): TemplateResult {
  const offered: readonly PrecarityType[] = view.b2b ? B2B_PRECARITY_TYPES : PRECARITY_TYPES;
  const groupId = view.errors.id('precarity_type');
  const precarity = renderGroupField(
    {
      id: groupId,
      label: view.words.t('field.precarity_type'),
      // In B2C it is chosen (never assumed); in B2B the only one possible is checked.
      required: !view.b2b,
      requiredText: view.words.t('common.required'),
      hint: view.b2b ? view.words.t('field.precarity_type.b2b') : undefined,
      errors: view.errors.for('precarity_type'),
    },
    () => html`${offered.map(
      (value) => html`<span class="option">
        <input
          id="${groupId}-${value}"
          part="control"
          type="radio"
          name="${groupId}"
          .value=${value}
          .checked=${effectivePrecarity(view.draft, view.b2b) === value}
          @change=${() => view.drafts.set('precarity_type', value)}
        />
        <label for="${groupId}-${value}">${view.words.t(`precarity.${value}`)}</label>
      </span>`,
    )}`,
  );
  const incentive = renderField(
    { id: view.errors.id('incentive_type'), label: view.words.t('field.incentive_type'), errors: view.errors.for('incentive_type') },
    (a) => html`<select
      id=${a.id}
      part="control"
      aria-describedby=${ifDefined(a.describedBy)}
      aria-invalid=${a.invalid ? 'true' : 'false'}
      @change=${(e: Event) => view.drafts.set('incentive_type', valueOf(e) as WorksiteDraft['incentive_type'])}
    >
      <option value="" ?selected=${view.draft.incentive_type === ''}>${view.words.t('incentive.none')}</option>
      ${INCENTIVE_TYPES.map(
        (value) => html`<option value=${value} ?selected=${view.draft.incentive_type === value}>${view.words.t(`incentive.${value}`)}</option>`,
      )}
    </select>`,
  );
  return html`${precarity}${incentive}`;
}

const ROW_FIELDS: ReadonlyArray<{ field: FiscalKey; inputmode?: 'numeric'; hint?: WorksiteKey }> = [
  { field: 'firstname' },
  { field: 'lastname' },
  { field: 'fiscal_number', inputmode: 'numeric', hint: 'fiscal.fiscal_number.hint' },
  { field: 'fiscal_reference', hint: 'fiscal.fiscal_reference.hint' },
];

/**
 * The declarant rows: each a fieldset with a "remove" button naming its row, then the "add" button. Each row is
 * `keyed` by its row's key, so a removed row's DOM is never reused for another (`repeat`, which would also move
 * rows' DOM around, cost the form's first load 0.7 KB more).
 */
export function renderFiscalRows(view: FormView): TemplateResult {
  const rows = view.draft.fiscal_informations;
  const atMax = rows.length >= LIMITS.fiscalInformationRows;
  return html`<fieldset class="fiscal" id=${view.errors.id('fiscal_informations')}>
    <legend class="label">${view.words.t('fiscal.title')}</legend>
    ${rows.length ? nothing : html`<p class="hint">${view.words.t('fiscal.none')}</p>`}
    ${rows.map((row, index) =>
      keyed(
        row.key,
        html`<fieldset part="fiscal-row" class="fiscal-row">
        <legend>${view.words.t('fiscal.row', { n: index + 1 })}</legend>
        <div class="grid">
          ${ROW_FIELDS.map(({ field, inputmode, hint }) => {
            const key = `fiscal_informations.${index}.${field}`;
            const options: TextOptions = { required: true, inputmode, hint: hint ? view.words.t(hint) : undefined };
            return renderField(
              {
                id: view.errors.id(key),
                label: view.words.t(`fiscal.${field}`),
                required: true,
                requiredText: view.words.t('common.required'),
                hint: options.hint,
                errors: view.errors.for(key),
              },
              (a) => textControl(a, row[field], options, (value) => view.drafts.setRow(index, field, value)),
            );
          })}
        </div>
        <div class="actions">
          <button type="button" class="secondary" part="remove-row" @click=${() => view.rows.remove(row.key)}>
            ${view.words.t('common.remove')}<span class="visually-hidden"> ${view.words.t('fiscal.remove.row', { n: index + 1 })}</span>
          </button>
        </div>
      </fieldset>`,
      ),
    )}
    <div class="actions">
      ${atMax
        ? // A button that cannot add is not shown: the limit is said instead (focus went to the last row added).
          html`<p class="hint" id="${view.errors.id('fiscal_informations')}-max">${view.words.t('fiscal.max', { max: view.words.number(LIMITS.fiscalInformationRows) })}</p>`
        : html`<button type="button" class="secondary" part="add-row" id=${view.errors.id('add-row')} @click=${() => view.rows.add()}>
            ${view.words.t('fiscal.add')}
          </button>`}
    </div>
  </fieldset>`;
}
