/**
 * The consent box of a hand-off to the host (the contact step, the estimate by e-mail): unticked until the visitor
 * ticks it, required, its sentence the label (which may hold a link to the privacy notice), its error under it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { controlAttributes } from '../field-renderers.js';
import { errorId, REQUIRED_STAR, requiredWords } from '../field-contract.js';

export interface ConsentBox {
  id: string;
  /** The control's `name`. */
  name: string;
  checked: boolean;
  /** The sentence the visitor agrees to (text, or text around a link). */
  sentence: unknown;
  /** « obligatoire » in the page's language. */
  requiredText: string;
  /** The box's errors, when the form was sent unticked. */
  errors?: readonly string[];
  changed(checked: boolean): void;
}

export function renderConsentBox(box: ConsentBox): TemplateResult {
  const a = controlAttributes({ id: box.id, label: '', errors: box.errors });
  return html`<div part="field" class="field check consent" ?data-invalid=${a.invalid}>
    <span class="check-row"
      ><input
        id=${box.id}
        part="control"
        name=${box.name}
        type="checkbox"
        aria-required="true"
        aria-describedby=${ifDefined(a.describedBy)}
        aria-invalid=${a.invalid ? 'true' : 'false'}
        .checked=${box.checked}
        @change=${(e: Event) => box.changed((e.target as HTMLInputElement).checked)}
      /><label part="label" class="label" for=${box.id}
        >${box.sentence}<span class="required" aria-hidden="true">${REQUIRED_STAR}</span
        ><span class="visually-hidden">${requiredWords(box.requiredText)}</span></label
      ></span
    >
    ${box.errors?.length ? html`<p part="error" class="error" id=${errorId(box.id)}>${box.errors.join(' ')}</p>` : nothing}
  </div>`;
}
