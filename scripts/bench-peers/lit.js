// Lit alone: what the chosen stack costs before any of the library's own code. A bare LitElement that draws, from
// the same simulation-inputs answer, the DOM the plain page draws (scripts/bench-plain-form.js: the same elements,
// attributes, parts, ids and text, checked by test/browser/bench/plain-baseline.test.ts), in a shadow root holding
// the simulator's stylesheets, with the plain page's requests (the token, then the inputs, at insertion), its checks
// on submit and its warm-up (its own template drawn off the page, in idle slices, once the requests have left). None
// of the library's API core, field model, words, events or live announcements: the gap between this and
// `<cee-simulator>` is the library's own first run, the gap between this and the plain page Lit's.
import { LitElement, html, nothing, render, unsafeCSS } from 'lit';
import { acceptable, descriptorsOf, initialValue, warmUpOnce, WORDS } from '../bench-plain-form.js';
import { controlId, describedBy as describedByIds, hintId, REQUIRED_STAR, requiredWords, unitId } from '../../dist/npm/ui/field-contract.js';

/** The controls of `fields`, as the plain page builds them; `values` by key, `changed` their listener. */
function fieldsOf(fields, { prefix, words, values, changed }) {
  const mark = html`<span class="required" aria-hidden="true">${REQUIRED_STAR}</span><span class="visually-hidden">${requiredWords(words.required)}</span>`;
  const field = (d) => {
    const id = controlId(prefix, d.key);
    const hint = d.help ? html`<p part="hint" class="hint" id=${hintId(id)}>${d.help}</p>` : nothing;
    const required = d.required && d.kind !== 'checkbox' ? mark : nothing;
    const describedBy = (unit) => describedByIds(id, { unit: Boolean(unit && d.unit), hint: Boolean(d.help) }) ?? nothing;
    const value = values[d.key];
    if (d.kind === 'checkbox') {
      return html`<div part="field" class="field check"><span class="check-row"><input part="control" type="checkbox" id=${id} name=${d.key} data-key=${d.key} aria-describedby=${describedBy(false)} .checked=${value} @change=${changed}><label part="label" class="label" for=${id}>${d.label}</label></span>${hint}</div>`;
    }
    if (d.kind === 'radio') {
      const options = d.options.map(
        (o, index) =>
          html`<label class="option"><input part="control" type="radio" id=${`${id}-${index}`} name=${id} data-key=${d.key} value=${String(o.value)} ?required=${d.required} .checked=${String(o.value) === value}><span>${o.label}</span></label>`,
      );
      return html`<fieldset part="field" class="field group" id=${id} tabindex="-1" aria-describedby=${describedBy(false)} aria-invalid="false"><legend part="label" class="label">${d.label}${required}</legend><div class="options" @change=${changed}>${options}${d.unit ? html`<span class="unit">${d.unit}</span>` : nothing}</div>${hint}</fieldset>`;
    }
    let control;
    if (d.kind === 'select') {
      const options = [['', words.choose], ...d.options.map((o) => [String(o.value), o.label])].map(([v, text]) => html`<option value=${v} ?selected=${v === value}>${text}</option>`);
      control = html`<select part="control" id=${id} name=${d.key} data-key=${d.key} ?required=${d.required} aria-describedby=${describedBy(true)} @change=${changed}>${options}</select>`;
    } else {
      const number = d.kind === 'number';
      control = html`<input part="control" type=${d.kind === 'date' ? 'date' : 'text'} id=${id} name=${d.key} data-key=${d.key} inputmode=${number ? (d.type === 'integer' ? 'numeric' : 'decimal') : nothing} autocomplete="off" spellcheck=${number ? 'false' : nothing} maxlength=${number ? nothing : '255'} pattern=${number ? nothing : (d.pattern ?? nothing)} ?required=${d.required} aria-describedby=${describedBy(true)} .value=${value} @input=${changed}>`;
    }
    const shown = d.unit ? html`<span class="with-unit">${control}<span class="unit" id=${unitId(id)}>${d.unit}</span></span>` : control;
    return html`<div part="field" class="field"><label part="label" class="label" for=${id}>${d.label}${required}</label>${shown}${hint}</div>`;
  };
  return html`<div class="fields">${fields.map(field)}</div>`;
}

/**
 * The element's class, for `sheets` (the simulator's stylesheets, as text: made into stylesheets when the first
 * element takes them, as the simulator's are), `fetchAnswer(sent)` (the answer, its requests sent at insertion;
 * `sent()` once the inputs' request has left), `words` (`{required, choose, submit}`, the simulator's French ones
 * unless given) and `prefix` (the ids').
 */
export function litForm({ sheets, fetchAnswer, words = WORDS, prefix = 'cw1' }) {
  return class LitForm extends LitElement {
    static styles = sheets.map((text) => unsafeCSS(text));
    static properties = { fields: { state: true } };

    constructor() {
      super();
      this.fields = undefined;
      this.values = {};
      this.changed = (event) => (this.values[event.target.getAttribute('data-key')] = event.target.type === 'checkbox' ? event.target.checked : event.target.value);
      this.submitted = (event) => {
        event.preventDefault();
        const refused = this.fields.find((d) => !acceptable(d, this.values[d.key]));
        if (refused) this.renderRoot.querySelector(`[data-key="${CSS.escape(refused.key)}"]`)?.focus();
      };
    }

    connectedCallback() {
      super.connectedCallback();
      if (this.answered) return;
      let here = false;
      const context = { prefix: 'warm', words, values: {}, changed() {} };
      this.answered = fetchAnswer(() =>
        warmUpOnce('fr-FR', (field) => render(fieldsOf([field], context), document.createElement('div')), () => !here),
      ).then((answer) => {
        here = true;
        const fields = descriptorsOf(answer).filter((d) => d.kind !== 'preset');
        for (const d of fields) this.values[d.key] = initialValue(d);
        this.fields = fields;
      });
    }

    render() {
      // The element's polite live region, silent on a page's load, as on the plain page.
      const status = html`<div part="status " class="status visually-hidden" role="status" aria-live="polite" aria-atomic="true"></div>`;
      if (!this.fields) return status;
      return html`<form part="form" novalidate aria-busy="false" @submit=${this.submitted}>${fieldsOf(this.fields, { prefix, words, values: this.values, changed: this.changed })}<div class="actions"><button type="submit" part="submit" aria-disabled="false">${words.submit}</button></div></form>${status}`;
    }
  };
}
