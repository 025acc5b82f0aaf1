// The bench's plain-DOM form, with no more than it needs, so that a page can fetch it when its form is inserted (as
// the lazy build fetches the element's code): from a simulation-inputs answer it builds, with DOM calls only, the
// DOM `<cee-simulator>` draws for its form and its live region (the same elements, attributes, parts, ids and text;
// checked by test/browser/bench/plain-baseline.test.ts), with a listener per control that keeps the values and one on the form
// that checks them on submit; and the warm-up the widget gives itself (src/elements/cee-simulator/simulator-warmup.ts),
// done the plain page's way, with the same sample and the same schedule (the widget's built module, as it is).
import { controlId, describedBy as describedByIds, hintId, REQUIRED_STAR, requiredWords, unitId } from '../dist/npm/ui/field-contract.js';
import { inIdleSlices, WARM_UP_SAMPLE } from '../dist/npm/elements/cee-simulator/warm-up-sample.js';

const TYPES = ['number', 'integer', 'string', 'boolean', 'select', 'date'];

/** The element's words for its form (src/elements/cee-simulator/cee-simulator.messages.ts), in French. */
export const WORDS = { required: 'obligatoire', choose: '— Choisir —', submit: 'Calculer la prime' };

/** The answer's descriptors (shape A or B, wrapped or not) as the widget reads them. */
export function descriptorsOf(answer) {
  const data = answer && typeof answer === 'object' && 'data' in answer ? answer.data : answer;
  const list = Array.isArray(data) ? data : Object.entries(data).map(([key, options]) => ({ key, options: options ?? undefined }));
  return list.map((d) => {
    const options = d.options?.map((o) => (typeof o === 'object' ? { value: o.value, label: o.label ?? String(o.value) } : { value: o, label: String(o) }));
    let type = TYPES.includes(d.type) ? d.type : options?.length ? 'select' : 'string';
    const pair = options?.length === 2 && options.every((o) => typeof o.value === 'boolean');
    if (pair && (type === 'select' || type === 'boolean')) type = 'boolean';
    const kind =
      type === 'boolean' ? 'checkbox' : options?.length === 1 ? 'preset' : options?.length ? (options.length <= 3 ? 'radio' : 'select') : type === 'number' || type === 'integer' ? 'number' : type === 'date' ? 'date' : 'text';
    return { ...d, type, kind, options, required: d.required ?? true };
  });
}

export function el(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined && value !== false) node.setAttribute(name, value === true ? '' : value);
  node.append(...children);
  return node;
}

/** What the field `d` holds before anyone types: a checkbox's state, else its default as text ('' without one). */
export const initialValue = (d) => (d.kind === 'checkbox' ? [true, 'true', 1, '1', 'on'].includes(d.default) : d.default === undefined || d.default === null ? '' : String(d.default));

/** Whether `value` (a control's value, or a checkbox's state) is one the field `d` accepts. */
export function acceptable(d, value) {
  if (d.kind === 'checkbox') return true;
  if (value === undefined || value === '') return !d.required;
  if (d.kind === 'number') {
    const number = Number(String(value).replace(',', '.'));
    if (!Number.isFinite(number) || (d.type === 'integer' && !Number.isInteger(number))) return false;
    return !(d.min != null && number < d.min) && !(d.max != null && number > d.max);
  }
  if (d.kind === 'text' && d.pattern) {
    try {
      return new RegExp(`^(?:${d.pattern})$`).test(value);
    } catch {
      return true;
    }
  }
  return true;
}

/**
 * Builds the form into `root` (a shadow root). `words`: `{required, choose, submit}`, and `ready(count)` when given,
 * what the polite live region `status` (`plainStatus`, when given, before it in `root`) says once the form is there
 * (the element says it only once the visitor has used it: on a page's load its region stays silent);
 * `prefix`: the element's uid. What the form keeps, as a form that checks and sends its values must: the answer's
 * fields as read here (keys, kinds, bounds, patterns, options) and their values, held by its listeners; not the
 * answer itself. On submit, the first field whose value it refuses takes the focus.
 */
export function buildPlainForm(root, answer, { prefix = 'cw1', words, status }) {
  const fields = el('div', { class: 'fields' });
  const values = {};
  const onInput = (event) => (values[event.target.getAttribute('data-key')] = event.target.value);
  const onCheck = (event) => (values[event.target.getAttribute('data-key')] = event.target.checked);
  const shown = descriptorsOf(answer).filter((d) => d.kind !== 'preset');
  for (const d of shown) {
    values[d.key] = initialValue(d);
    const id = controlId(prefix, d.key);
    const hint = d.help ? el('p', { part: 'hint', class: 'hint', id: hintId(id) }, d.help) : undefined;
    const mark = () => [el('span', { class: 'required', 'aria-hidden': 'true' }, REQUIRED_STAR), el('span', { class: 'visually-hidden' }, requiredWords(words.required))];
    const label = (tag, attributes) => el(tag, { part: 'label', class: 'label', ...attributes }, d.label, ...(d.required && d.kind !== 'checkbox' ? mark() : []));
    const describedBy = (unit) => describedByIds(id, { unit: Boolean(unit && d.unit), hint: Boolean(d.help) });
    let field;
    if (d.kind === 'checkbox') {
      const input = el('input', { part: 'control', type: 'checkbox', id, name: d.key, 'data-key': d.key, 'aria-describedby': describedBy(false) });
      input.checked = values[d.key];
      input.addEventListener('change', onCheck);
      field = el('div', { part: 'field', class: 'field check' }, el('span', { class: 'check-row' }, input, label('label', { for: id })));
    } else if (d.kind === 'radio') {
      const options = el('div', { class: 'options' });
      options.addEventListener('change', onInput);
      d.options.forEach((o, index) => {
        const input = el('input', { part: 'control', type: 'radio', id: `${id}-${index}`, name: id, 'data-key': d.key, value: String(o.value), required: d.required });
        input.checked = String(o.value) === values[d.key];
        options.append(el('label', { class: 'option' }, input, el('span', {}, o.label)));
      });
      if (d.unit) options.append(el('span', { class: 'unit' }, d.unit));
      field = el('fieldset', { part: 'field', class: 'field group', id, tabindex: '-1', 'aria-describedby': describedBy(false), 'aria-invalid': 'false' }, label('legend', {}));
      field.append(options);
    } else {
      let control;
      const current = values[d.key];
      if (d.kind === 'select') {
        control = el('select', { part: 'control', id, name: d.key, 'data-key': d.key, required: d.required, 'aria-describedby': describedBy(true) });
        for (const [value, text] of [['', words.choose], ...d.options.map((o) => [String(o.value), o.label])]) {
          control.append(el('option', { value, selected: value === current }, text));
        }
        control.addEventListener('change', onInput);
      } else {
        const number = d.kind === 'number';
        control = el('input', {
          part: 'control',
          type: d.kind === 'date' ? 'date' : 'text',
          id,
          name: d.key,
          'data-key': d.key,
          inputmode: number ? (d.type === 'integer' ? 'numeric' : 'decimal') : undefined,
          autocomplete: 'off',
          spellcheck: number ? 'false' : undefined,
          maxlength: number ? undefined : '255',
          pattern: number ? undefined : d.pattern ?? undefined,
          required: d.required,
          'aria-describedby': describedBy(true),
        });
        control.value = current;
        control.addEventListener('input', onInput);
      }
      const shown = d.unit ? el('span', { class: 'with-unit' }, control, el('span', { class: 'unit', id: unitId(id) }, d.unit)) : control;
      field = el('div', { part: 'field', class: 'field' }, label('label', { for: id }), shown);
    }
    if (hint) field.append(hint);
    fields.append(field);
  }
  const form = el('form', { part: 'form', novalidate: true, 'aria-busy': 'false' }, fields);
  form.append(el('div', { class: 'actions' }, el('button', { type: 'submit', part: 'submit', 'aria-disabled': 'false' }, words.submit)));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const refused = shown.find((d) => !acceptable(d, values[d.key]));
    if (refused) form.querySelector(`[data-key="${CSS.escape(refused.key)}"]`)?.focus();
  });
  root.insertBefore(form, status ?? null);
  if (status && words.ready) status.textContent = words.ready(shown.length);
  return form;
}

/** The element's polite live region, saying `text` (its words while the form loads), put in `root`. */
export function plainStatus(root, text) {
  const status = el('div', { part: 'status ', class: 'status visually-hidden', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' }, text);
  root.append(status);
  return status;
}

let warmed = false;

/**
 * What src/elements/cee-simulator/simulator-warmup.ts does for the widget, done for a page of the bench: once per
 * page, called once its requests have left, in the page's idle time, one short step at a time, while `due()` holds
 * (its answer is not here yet): the language's plural rules, the sample answer read, and each of its fields drawn
 * off the page by `draw(field)` (the plain page's DOM calls, Lit alone's template).
 */
export function warmUpOnce(locale, draw, due) {
  if (warmed) return;
  warmed = true;
  let fields = [];
  inIdleSlices(
    [
      () => new Intl.PluralRules(locale).select(1),
      () => (fields = descriptorsOf({ data: WARM_UP_SAMPLE })),
      ...WARM_UP_SAMPLE.map((_, i) => () => draw(fields[i])),
    ],
    due,
  );
}

/** The plain page's warm-up: `warmUpOnce`, each field drawn with DOM calls. */
export function scheduleWarmUp(locale, words, due) {
  warmUpOnce(locale, (field) => buildPlainForm(document.createElement('div'), { data: [field] }, { prefix: 'warm', words }), due);
}
