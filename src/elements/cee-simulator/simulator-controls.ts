/**
 * One labelled control per form field, each kind in one flat template (label, required mark, control, unit,
 * hint and error in one place), drawing the same DOM as the shared field renderers (`ui/field.ts`: the same
 * `aria-invalid` / `aria-describedby` wiring and the same parts): text with pattern, number (as text, with a
 * decimal keyboard) with unit, date, select, radio buttons for 2 or 3 options, checkbox for booleans.
 * A field renders again only when its value, its messages or its words change (`guard`): a keystroke redraws
 * the field typed in, not the form. Its ids are made once (`FieldIds`).
 */
import { html, noChange, nothing, type ChildPart, type TemplateResult } from 'lit';
import { Directive, directive } from 'lit/directive.js';
import { guard } from 'lit/directives/guard.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { synced } from '../../ui/synced.js';
import { LIMITS } from '../../api/schemas.js';
import { isTicked, type FormField, type FormOption } from '../../inputs/form-model.js';
import { controlId, errorId, hintId } from '../../ui/field.js';

export interface ControlContext {
  /** The ids of the field's control, hint, error and unit, made once per field. */
  idsOf(field: FormField): FieldIds;
  /** What the control shows: typed, prefilled or default. */
  valueOf(field: FormField): unknown;
  errorsOf(key: string): readonly string[] | undefined;
  /** The person changed a value (string, or boolean for a checkbox). */
  onChange(field: FormField, value: string | boolean): void;
  requiredText: string;
  chooseText: string;
}

export const unitId = (id: string) => `${id}-unit`;

export interface FieldIds {
  id: string;
  hint: string;
  error: string;
  unit: string;
}

/** The ids of each field of one element, made the first time the field is drawn (a field is rebuilt per answer and language). */
export class ControlIds {
  private readonly made = new WeakMap<FormField, FieldIds>();

  constructor(private readonly prefix: string) {}

  of(field: FormField): FieldIds {
    let ids = this.made.get(field);
    if (!ids) {
      const id = controlId(this.prefix, field.key);
      this.made.set(field, (ids = { id, hint: hintId(id), error: errorId(id), unit: unitId(id) }));
    }
    return ids;
  }
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** What one field shows: everything its template reads. */
interface FieldState {
  field: FormField;
  ids: FieldIds;
  value: unknown;
  errors: readonly string[] | undefined;
  ctx: ControlContext;
}

const joined = (...ids: Array<string | false | undefined>): string | undefined => ids.filter(Boolean).join(' ') || undefined;

/** `aria-describedby` of a control: its unit (read with the value), hint and error. */
const describedBy = ({ field, ids, errors }: FieldState, unit = true) =>
  joined(unit && field.unit && ids.unit, field.help && ids.hint, !!errors?.length && ids.error);

const mark = (s: FieldState) =>
  s.field.required && s.field.control !== 'checkbox'
    ? html`<span class="required" aria-hidden="true">*</span><span class="visually-hidden">${s.ctx.requiredText ? ` (${s.ctx.requiredText})` : ''}</span>`
    : nothing;

const hint = ({ field, ids }: FieldState) => (field.help ? html`<p part="hint" class="hint" id=${ids.hint}>${field.help}</p>` : nothing);

const error = ({ errors, ids }: FieldState) =>
  errors?.length ? html`<p part="error" class="error" id=${ids.error}>${errors.join(' ')}</p>` : nothing;

const invalid = (s: FieldState) => (s.errors?.length ? 'true' : undefined);

const unitAfter = (s: FieldState, control: TemplateResult): TemplateResult =>
  s.field.unit ? html`<span class="with-unit">${control}<span class="unit" id=${s.ids.unit}>${s.field.unit}</span></span>` : control;

/** Label above the control: text, number and date, and select. */
const labelled = (s: FieldState, control: TemplateResult) =>
  html`<div part="field" class="field" ?data-invalid=${invalid(s)}><label part="label" class="label" for=${s.ids.id}>${s.field.label}${mark(s)}</label>${unitAfter(s, control)}${hint(s)}${error(s)}</div>`;

function input(s: FieldState): TemplateResult {
  const { field, ids, ctx } = s;
  // A number is typed as text, read by `readNumber` in the page's language: `type="number"` would refuse or drop a
  // decimal comma, or group digits its own way, without a word. `inputmode` brings the phone's numeric keyboard.
  const number = field.control === 'number';
  return html`<input
    part="control"
    type=${field.control === 'date' ? 'date' : 'text'}
    id=${ids.id}
    name=${field.key}
    data-key=${field.key}
    inputmode=${ifDefined(number ? (field.type === 'integer' ? 'numeric' : 'decimal') : undefined)}
    autocomplete="off"
    spellcheck=${ifDefined(number ? 'false' : undefined)}
    maxlength=${ifDefined(number ? undefined : LIMITS.text)}
    pattern=${ifDefined(number ? undefined : field.pattern)}
    ?required=${field.required}
    aria-invalid=${ifDefined(invalid(s))}
    aria-describedby=${ifDefined(describedBy(s))}
    .value=${synced(text(s.value))}
    @input=${(event: Event) => ctx.onChange(field, (event.target as HTMLInputElement).value)}
  />`;
}

/**
 * A select's or a radio group's options, made with DOM calls: a list of many small elements, built once per field
 * (and again only when its options or words change), rather than one template per option. What is chosen follows
 * the form's state at every render of the field: `selected` on the first render of a select (before its options
 * exist, its `.value` cannot), `checked` on radio buttons.
 */
class Choices extends Directive {
  private made?: readonly FormOption[];
  private words?: string;
  private radios: HTMLInputElement[] = [];

  render(_s: FieldState, _current: string): unknown {
    return noChange;
  }

  override update(_part: ChildPart, [s, current]: [FieldState, string]): unknown {
    const options = s.field.options ?? [];
    if (s.field.control === 'radio') {
      const made = options === this.made ? undefined : this.radioList(s, options);
      this.radios.forEach((radio) => {
        if (radio.checked !== (radio.value === current)) radio.checked = radio.value === current;
      });
      return made ?? noChange;
    }
    if (options === this.made && this.words === s.ctx.chooseText) return noChange;
    this.made = options;
    this.words = s.ctx.chooseText;
    const list = document.createDocumentFragment();
    for (const [value, label] of [['', s.ctx.chooseText], ...options.map((o) => [String(o.value), o.label])]) {
      const option = list.appendChild(document.createElement('option'));
      option.setAttribute('value', value!);
      if (value === current) option.setAttribute('selected', '');
      option.textContent = label!;
    }
    return list;
  }

  private radioList(s: FieldState, options: readonly FormOption[]): DocumentFragment {
    this.made = options;
    const list = document.createDocumentFragment();
    this.radios = options.map((o, index) => {
      const label = list.appendChild(document.createElement('label'));
      label.className = 'option';
      const radio = label.appendChild(document.createElement('input'));
      for (const [name, value] of [['part', 'control'], ['type', 'radio'], ['id', `${s.ids.id}-${index}`], ['name', s.ids.id], ['data-key', s.field.key], ['value', String(o.value)]]) {
        radio.setAttribute(name!, value!);
      }
      radio.required = s.field.required;
      label.appendChild(document.createElement('span')).textContent = o.label;
      return radio;
    });
    return list;
  }
}
const choices = directive(Choices);

/** `?selected` picks the option on the first render (before the options exist `.value` cannot); `.value` keeps it after the person chose. */
function select(s: FieldState): TemplateResult {
  const { field, ids, ctx } = s;
  const current = text(s.value);
  return html`<select
    part="control"
    id=${ids.id}
    name=${field.key}
    data-key=${field.key}
    ?required=${field.required}
    aria-invalid=${ifDefined(invalid(s))}
    aria-describedby=${ifDefined(describedBy(s))}
    .value=${synced(current)}
    @change=${(event: Event) => ctx.onChange(field, (event.target as HTMLSelectElement).value)}
  >${choices(s, current)}</select>`;
}

/** Radio buttons: a fieldset whose legend is the label; hint and error described on the group, one listener for all. */
function radios(s: FieldState): TemplateResult {
  const { field, ids, ctx } = s;
  const current = text(s.value);
  return html`<fieldset
    part="field"
    class="field group"
    id=${ids.id}
    tabindex="-1"
    aria-describedby=${ifDefined(describedBy(s, false))}
    aria-invalid=${invalid(s) ?? 'false'}
    ?data-invalid=${invalid(s)}
  ><legend part="label" class="label">${field.label}${mark(s)}</legend><div
    class="options"
    @change=${(event: Event) => ctx.onChange(field, (event.target as HTMLInputElement).value)}
>${choices(s, current)}${field.unit ? html`<span class="unit">${field.unit}</span>` : nothing}</div>${hint(s)}${error(s)}</fieldset>`;
}

/** A checkbox: control first, its label beside it. */
function checkbox(s: FieldState): TemplateResult {
  const { field, ids, ctx } = s;
  return html`<div part="field" class="field check" ?data-invalid=${invalid(s)}><span class="check-row"><input
    part="control"
    type="checkbox"
    id=${ids.id}
    name=${field.key}
    data-key=${field.key}
    aria-invalid=${ifDefined(invalid(s))}
    aria-describedby=${ifDefined(describedBy(s, false))}
    .checked=${synced(isTicked(s.value))}
    @change=${(event: Event) => ctx.onChange(field, (event.target as HTMLInputElement).checked)}
  /><label part="label" class="label" for=${ids.id}>${field.label}</label></span>${hint(s)}${error(s)}</div>`;
}

function draw(s: FieldState): TemplateResult {
  switch (s.field.control) {
    case 'checkbox':
      return checkbox(s);
    case 'radio':
      return radios(s);
    case 'select':
      return labelled(s, select(s));
    default:
      return labelled(s, input(s));
  }
}

/** The field's label, hint, error and control; nothing for a hidden or preset key. Drawn again only when what it shows changed. */
export function renderFormField(field: FormField, ctx: ControlContext): unknown {
  if (field.hidden) return nothing;
  const value = ctx.valueOf(field);
  const errors = ctx.errorsOf(field.key);
  return guard([field, value, errors, ctx.requiredText, ctx.chooseText], () => draw({ field, ids: ctx.idsOf(field), value, errors, ctx }));
}
