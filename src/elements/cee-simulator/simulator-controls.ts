/**
 * One labelled control per form field, through the shared field renderers (so `aria-invalid`,
 * `aria-describedby` and the parts are the same as everywhere): text with pattern, number (as text, with a
 * decimal keyboard) with unit, date, select, radio buttons for 2 or 3 options, checkbox for booleans.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { synced } from '../../ui/synced.js';
import { LIMITS } from '../../api/schemas.js';
import { isTicked, type FormField } from '../../inputs/form-model.js';
import {
  renderCheckField,
  renderField,
  renderGroupField,
  type ControlAttributes,
  type FieldView,
} from '../../ui/field.js';

export interface ControlContext {
  /** The control's id in the shadow root. */
  idOf(key: string): string;
  /** What the control shows: typed, prefilled or default. */
  valueOf(field: FormField): unknown;
  errorsOf(key: string): readonly string[] | undefined;
  /** The person changed a value (string, or boolean for a checkbox). */
  onChange(field: FormField, value: string | boolean): void;
  requiredText: string;
  chooseText: string;
}

export const unitId = (id: string) => `${id}-unit`;

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** The hint and error ids, with the unit first so it is read with the value. */
function describedBy(field: FormField, id: string, attrs: ControlAttributes): string | undefined {
  const ids = [field.unit ? unitId(id) : '', attrs.describedBy ?? ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function withUnit(field: FormField, id: string, control: TemplateResult): TemplateResult {
  if (!field.unit) return control;
  return html`<span class="with-unit">${control}<span class="unit" id=${unitId(id)}>${field.unit}</span></span>`;
}

function inputControl(field: FormField, ctx: ControlContext, attrs: ControlAttributes): TemplateResult {
  const id = attrs.id;
  // A number is typed as text, read by `readNumber` in the page's language: `type="number"` would refuse or drop a
  // decimal comma, or group digits its own way, without a word. `inputmode` brings the phone's numeric keyboard.
  const number = field.control === 'number';
  return withUnit(
    field,
    id,
    html`<input
      part="control"
      type=${field.control === 'date' ? 'date' : 'text'}
      id=${id}
      name=${field.key}
      data-key=${field.key}
      inputmode=${ifDefined(number ? (field.type === 'integer' ? 'numeric' : 'decimal') : undefined)}
      autocomplete="off"
      spellcheck=${ifDefined(number ? 'false' : undefined)}
      maxlength=${ifDefined(number ? undefined : LIMITS.text)}
      pattern=${ifDefined(number ? undefined : field.pattern)}
      ?required=${field.required}
      aria-invalid=${ifDefined(attrs.invalid ? 'true' : undefined)}
      aria-describedby=${ifDefined(describedBy(field, id, attrs))}
      .value=${synced(text(ctx.valueOf(field)))}
      @input=${(event: Event) => ctx.onChange(field, (event.target as HTMLInputElement).value)}
    />`,
  );
}

/** `?selected` picks the option on the first render (before the options exist `.value` cannot); `.value` keeps it after the person chose. */
function selectControl(field: FormField, ctx: ControlContext, attrs: ControlAttributes): TemplateResult {
  const current = text(ctx.valueOf(field));
  return withUnit(
    field,
    attrs.id,
    html`<select
      part="control"
      id=${attrs.id}
      name=${field.key}
      data-key=${field.key}
      ?required=${field.required}
      aria-invalid=${ifDefined(attrs.invalid ? 'true' : undefined)}
      aria-describedby=${ifDefined(describedBy(field, attrs.id, attrs))}
      .value=${synced(current)}
      @change=${(event: Event) => ctx.onChange(field, (event.target as HTMLSelectElement).value)}
    >
      <option value="" ?selected=${current === ''}>${ctx.chooseText}</option>
      ${(field.options ?? []).map(
        (option) => html`<option value=${String(option.value)} ?selected=${String(option.value) === current}>${option.label}</option>`,
      )}
    </select>`,
  );
}

function radioControls(field: FormField, ctx: ControlContext, attrs: ControlAttributes): TemplateResult {
  const current = text(ctx.valueOf(field));
  return html`${(field.options ?? []).map(
    (option, index) => html`<label class="option">
      <input
        part="control"
        type="radio"
        id="${attrs.id}-${index}"
        name=${attrs.id}
        data-key=${field.key}
        value=${String(option.value)}
        ?required=${field.required}
        .checked=${synced(String(option.value) === current)}
        @change=${() => ctx.onChange(field, String(option.value))}
      />
      <span>${option.label}</span>
    </label>`,
  )}${field.unit ? html`<span class="unit">${field.unit}</span>` : nothing}`;
}

function checkboxControl(field: FormField, ctx: ControlContext, attrs: ControlAttributes): TemplateResult {
  return html`<input
    part="control"
    type="checkbox"
    id=${attrs.id}
    name=${field.key}
    data-key=${field.key}
    aria-invalid=${ifDefined(attrs.invalid ? 'true' : undefined)}
    aria-describedby=${ifDefined(attrs.describedBy)}
    .checked=${synced(isTicked(ctx.valueOf(field)))}
    @change=${(event: Event) => ctx.onChange(field, (event.target as HTMLInputElement).checked)}
  />`;
}

/** The field's label, hint, error and control; nothing for a hidden or preset key. */
export function renderFormField(field: FormField, ctx: ControlContext): TemplateResult | typeof nothing {
  if (field.hidden) return nothing;
  const view: FieldView = {
    id: ctx.idOf(field.key),
    label: field.label,
    // A checkbox always has a value (true or false): it is never "missing".
    required: field.required && field.control !== 'checkbox',
    requiredText: ctx.requiredText,
    hint: field.help,
    errors: ctx.errorsOf(field.key),
  };
  switch (field.control) {
    case 'checkbox':
      return renderCheckField(view, (attrs) => checkboxControl(field, ctx, attrs));
    case 'radio':
      return renderGroupField(view, (attrs) => radioControls(field, ctx, attrs));
    case 'select':
      return renderField(view, (attrs) => selectControl(field, ctx, attrs));
    default:
      return renderField(view, (attrs) => inputControl(field, ctx, attrs));
  }
}
