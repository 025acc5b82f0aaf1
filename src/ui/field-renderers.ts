/**
 * One renderer for a labelled field (label, control, hint, error) used by the worksite form, the uploader and the
 * operation picker, so the `aria-invalid` / `aria-describedby` wiring and the parts are the same everywhere (the
 * simulator's own fields draw the same DOM by DOM calls, `simulation/controls.ts`). The error summary is with its
 * controller, in `form-errors.ts`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { describedBy, errorId, hintId, REQUIRED_STAR, requiredWords } from './field-contract.js';

export interface FieldView {
  /** The control's id, unique in the shadow root. */
  id: string;
  label: string;
  required?: boolean;
  /** Text of the "required" mark for assistive technologies. */
  requiredText?: string;
  hint?: string;
  errors?: readonly string[];
  /** Extra classes on the field wrapper. */
  className?: string;
}

export interface ControlAttributes {
  id: string;
  /** Ids of the hint and error, in that order, for `aria-describedby`. */
  describedBy?: string;
  invalid: boolean;
  /** The error id, for `aria-errormessage` where wanted. */
  errorId: string;
}

export function controlAttributes(view: FieldView): ControlAttributes {
  const invalid = Boolean(view.errors?.length);
  return { id: view.id, describedBy: describedBy(view.id, { hint: Boolean(view.hint), error: invalid }), invalid, errorId: errorId(view.id) };
}

function requiredMark(view: FieldView) {
  if (!view.required) return nothing;
  return html`<span class="required" aria-hidden="true">${REQUIRED_STAR}</span><span class="visually-hidden"
      >${requiredWords(view.requiredText)}</span
    >`;
}

function feedback(view: FieldView) {
  return html`${view.hint ? html`<p part="hint" class="hint" id=${hintId(view.id)}>${view.hint}</p>` : nothing}${view.errors?.length
      ? html`<p part="error" class="error" id=${errorId(view.id)}>${view.errors.join(' ')}</p>`
      : nothing}`;
}

/** Label above the control (text, number, select, date). */
export function renderField(view: FieldView, control: (a: ControlAttributes) => TemplateResult): TemplateResult {
  const attrs = controlAttributes(view);
  return html`<div part="field" class="field ${view.className ?? ''}" ?data-invalid=${attrs.invalid}>
    <label part="label" class="label" for=${view.id}>${view.label}${requiredMark(view)}</label>
    ${control(attrs)} ${feedback(view)}
  </div>`;
}

/** A checkbox: control first, its label beside it. */
export function renderCheckField(view: FieldView, control: (a: ControlAttributes) => TemplateResult): TemplateResult {
  const attrs = controlAttributes(view);
  return html`<div part="field" class="field check ${view.className ?? ''}" ?data-invalid=${attrs.invalid}>
    <span class="check-row">${control(attrs)}<label part="label" class="label" for=${view.id}>${view.label}${requiredMark(view)}</label></span>
    ${feedback(view)}
  </div>`;
}

/** Radio buttons: a fieldset whose legend is the label; hint and error described on the group. */
export function renderGroupField(view: FieldView, controls: (a: ControlAttributes) => TemplateResult): TemplateResult {
  const attrs = controlAttributes(view);
  return html`<fieldset
    part="field"
    class="field group ${view.className ?? ''}"
    id=${view.id}
    tabindex="-1"
    aria-describedby=${ifDefined(attrs.describedBy)}
    aria-invalid=${attrs.invalid ? 'true' : 'false'}
    ?data-invalid=${attrs.invalid}
  >
    <legend part="label" class="label">${view.label}${requiredMark(view)}</legend>
    <div class="options">${controls(attrs)}</div>
    ${feedback(view)}
  </fieldset>`;
}
