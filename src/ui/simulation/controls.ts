/**
 * The simulator's fields: one labelled control per field, each kind built by DOM calls in one place (label,
 * required mark, control, unit, hint and error), drawing the same DOM as the shared field renderers
 * (`ui/field-renderers.ts`: the same `aria-invalid` / `aria-describedby` wiring and the same parts): text with
 * pattern, number (as text, with a decimal keyboard) with unit, date, select, radio buttons for 2 or 3 options,
 * checkbox for booleans.
 *
 * One Lit directive holds the list, and per field what it shows (its value and messages), no node: the nodes are the
 * page's, with no template instance, part or binding per attribute behind them (for 200 fields those
 * were 4,000 objects, most of the heap a form held). At each render of the element a field is touched only where
 * what it shows changed (its value, its messages, the words), its control then found by its id: a keystroke redraws
 * the field typed in, not the form, and reads no other control.
 */
import { noChange, type ChildPart } from 'lit';
import { Directive, directive } from 'lit/directive.js';
import { LIMITS } from '../../api/schemas.js';
import { isTicked, type FormField } from '../../inputs/form-model.js';
import { controlId, describedBy as describedByIds, errorId, hintId, noteId, REQUIRED_STAR, requiredWords, unitId } from '../field-contract.js';

export interface ControlContext {
  /** Makes the controls' ids unique in the shadow root (the element's uid). */
  prefix: string;
  /** What the control shows: typed, prefilled or default. */
  valueOf(field: FormField): unknown;
  errorsOf(key: string): readonly string[] | undefined;
  /** A note of ours on what was typed (a postcode read as its département), shown under the hint. */
  noteOf?(field: FormField): string | undefined;
  /** The person changed a value (string, or boolean for a checkbox). */
  onChange(field: FormField, value: string | boolean): void;
  requiredText: string;
  chooseText: string;
}


const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

type Attributes = Record<string, string | boolean | undefined>;

/** An element with its attributes (`true`: present and empty; `false` or undefined: absent) and children. */
function el(tag: string, attributes: Attributes, ...children: Array<Node | string>): HTMLElement {
  const node = document.createElement(tag);
  for (const name in attributes) {
    const value = attributes[name];
    if (value !== undefined && value !== false) node.setAttribute(name, value === true ? '' : value);
  }
  node.append(...children);
  return node;
}

const setAttribute = (node: Element, name: string, value: string | undefined): void => {
  if (value === undefined) node.removeAttribute(name);
  else if (node.getAttribute(name) !== value) node.setAttribute(name, value);
};

const isGroup = (field: FormField) => field.control === 'radio';

/** `aria-describedby` of a control: its unit (read with the value, not for a group or a checkbox), hint and error. */
function describedBy(field: FormField, id: string, errors: readonly string[] | undefined, note?: string): string | undefined {
  const unit = Boolean(field.unit) && field.control !== 'radio' && field.control !== 'checkbox';
  return describedByIds(id, { unit, hint: Boolean(field.help), note: Boolean(note), error: Boolean(errors?.length) });
}

/** The required mark: a star for the eye, the word for a screen reader. */
const mark = (field: FormField, words: ControlContext): Node[] =>
  field.required && field.control !== 'checkbox'
    ? [el('span', { class: 'required', 'aria-hidden': 'true' }, REQUIRED_STAR), el('span', { class: 'visually-hidden' }, requiredWords(words.requiredText))]
    : [];

/** Builds one field's DOM, showing `value`, with no message yet. */
function build(field: FormField, ctx: ControlContext, value: unknown, listeners: Listeners): HTMLElement {
  const id = controlId(ctx.prefix, field.key);
  const current = text(value);
  const describe = describedBy(field, id, undefined);
  const label = (tag: string, attributes: Attributes) => el(tag, { part: 'label', class: 'label', ...attributes }, field.label, ...mark(field, ctx));
  let root: HTMLElement;
  if (field.control === 'checkbox') {
    const box = el('input', { part: 'control', type: 'checkbox', id, name: field.key, 'data-key': field.key, 'aria-describedby': describe }) as HTMLInputElement;
    box.checked = isTicked(value);
    box.addEventListener('change', listeners.check);
    root = el('div', { part: 'field', class: 'field check' }, el('span', { class: 'check-row' }, box, label('label', { for: id })));
  } else if (field.control === 'radio') {
    const options = el('div', { class: 'options' });
    options.addEventListener('change', listeners.input);
    (field.options ?? []).forEach((option, index) => {
      const radio = el('input', { part: 'control', type: 'radio', id: `${id}-${index}`, name: id, 'data-key': field.key, value: String(option.value), required: field.required }) as HTMLInputElement;
      radio.checked = radio.value === current;
      options.append(el('label', { class: 'option' }, radio, el('span', {}, option.label)));
    });
    if (field.unit) options.append(el('span', { class: 'unit' }, field.unit));
    root = el('fieldset', { part: 'field', class: 'field group', id, tabindex: '-1', 'aria-describedby': describe, 'aria-invalid': 'false' }, label('legend', {}), options);
  } else {
    let control: HTMLElement;
    if (field.control === 'select') {
      control = el('select', { part: 'control', id, name: field.key, 'data-key': field.key, required: field.required, 'aria-describedby': describe });
      for (const [value, words] of [['', ctx.chooseText], ...(field.options ?? []).map((o) => [String(o.value), o.label])]) {
        control.append(el('option', { value, selected: value === current }, words!));
      }
      control.addEventListener('change', listeners.input);
    } else {
      // A number is typed as text, read by `readNumber` in the page's language: `type="number"` would refuse or drop
      // a decimal comma, or group digits its own way, without a word. `inputmode` brings the phone's numeric keyboard.
      const number = field.control === 'number';
      control = el('input', {
        part: 'control',
        type: field.control === 'date' ? 'date' : 'text',
        id,
        name: field.key,
        'data-key': field.key,
        inputmode: number ? (field.type === 'integer' ? 'numeric' : 'decimal') : undefined,
        autocomplete: 'off',
        spellcheck: number ? 'false' : undefined,
        maxlength: number ? undefined : String(LIMITS.text),
        pattern: number ? undefined : field.pattern,
        required: field.required,
        'aria-describedby': describe,
      });
      (control as HTMLInputElement).value = current;
      control.addEventListener('input', listeners.input);
    }
    const shown = field.unit ? el('span', { class: 'with-unit' }, control, el('span', { class: 'unit', id: unitId(id) }, field.unit)) : control;
    root = el('div', { part: field.part ? `field ${field.part}` : 'field', class: 'field' }, label('label', { for: id }), shown);
  }
  if (field.help) root.append(el('p', { part: 'hint', class: 'hint', id: hintId(id) }, field.help));
  return root;
}

/** Whether two fields draw the same nodes (one of them is kept when the other replaces it). */
function drawnAlike(a: FormField, b: FormField): boolean {
  const same = (name: keyof FormField) => a[name] === b[name];
  const options = (a.options ?? []).length === (b.options ?? []).length && (a.options ?? []).every((o, i) => o.value === b.options![i]!.value && o.label === b.options![i]!.label);
  return options && (['key', 'control', 'type', 'label', 'help', 'unit', 'required', 'pattern'] as const).every(same);
}

/** The field's box: `div.field`, or the radio group's `fieldset` (which is also its control). */
const rootOf = (control: Element) => control.closest<HTMLElement>('[part~="field"]')!;

/** Shows the form's value in the control, where it differs from what the control holds (a number being typed is left alone). */
function showValue(field: FormField, control: HTMLElement, value: unknown): void {
  if (field.control === 'checkbox') {
    const box = control as HTMLInputElement;
    if (box.checked !== isTicked(value)) box.checked = isTicked(value);
  } else if (field.control === 'radio') {
    const current = text(value);
    control.querySelectorAll('input').forEach((radio) => {
      if (radio.checked !== (radio.value === current)) radio.checked = radio.value === current;
    });
  } else {
    const input = control as HTMLInputElement | HTMLSelectElement;
    if (input.value !== text(value)) input.value = text(value);
  }
}

/** Shows `note` (or none) after the hint, before any message. */
function showNote(control: HTMLElement, note: string | undefined): void {
  const root = rootOf(control);
  const id = noteId(control.id);
  let shown = root.querySelector<HTMLElement>(`#${CSS.escape(id)}`);
  if (!note) return void shown?.remove();
  if (!shown) {
    shown = el('p', { part: 'hint', class: 'hint note', id });
    const error = root.lastElementChild?.matches('[part~="error"]') ? root.lastElementChild : null;
    root.insertBefore(shown, error);
  }
  shown.textContent = note;
}

/** Shows `errors` (or none): the message after the hint, `aria-invalid`, `data-invalid` and `aria-describedby`. */
function showErrors(field: FormField, control: HTMLElement, errors: readonly string[] | undefined, note?: string): void {
  const root = rootOf(control);
  const invalid = !!errors?.length;
  const { id } = control;
  let message = root.lastElementChild?.matches('[part~="error"]') ? root.lastElementChild : null;
  if (invalid) {
    if (!message) message = root.appendChild(el('p', { part: 'error', class: 'error', id: errorId(id) }));
    message.textContent = errors!.join(' ');
  } else message?.remove();
  root.toggleAttribute('data-invalid', invalid);
  setAttribute(control, 'aria-invalid', invalid ? 'true' : isGroup(field) ? 'false' : undefined);
  setAttribute(control, 'aria-describedby', describedBy(field, id, errors, note));
}

/** The words every field shows: the required mark's and the select's first option. */
function showWords(control: HTMLElement, ctx: ControlContext): void {
  const hidden = rootOf(control).querySelector('.label > .visually-hidden');
  if (hidden) hidden.textContent = ctx.requiredText ? ` (${ctx.requiredText})` : '';
  if (control instanceof HTMLSelectElement && control.options[0]) control.options[0].text = ctx.chooseText;
}

const wordsOf = (ctx: ControlContext) => `${ctx.requiredText}\n${ctx.chooseText}`;

interface Listeners {
  input(event: Event): void;
  check(event: Event): void;
}

/**
 * What each field shown shows, in three lists of one entry per field: the field, its value and its messages. No
 * node is kept: a control is found by its id when what it shows changes (a keystroke changes one field), so the
 * page's nodes carry no JavaScript object for the form's sake.
 */
class FieldList extends Directive {
  private fields?: readonly FormField[];
  private shown: FormField[] = [];
  private values: unknown[] = [];
  private errors: Array<readonly string[] | undefined> = [];
  private notes: Array<string | undefined> = [];
  /** Where the fields are: the part's parent. */
  private parent?: ParentNode;
  private ctx?: ControlContext;
  private words?: string;
  /** One listener of each kind for every control: the field is the one whose key the control carries. */
  private readonly listeners: Listeners = {
    input: (event) => this.changed(event, (event.target as HTMLInputElement).value),
    check: (event) => this.changed(event, (event.target as HTMLInputElement).checked),
  };

  render(_fields: readonly FormField[], _ctx: ControlContext): unknown {
    return noChange;
  }

  override update(part: ChildPart, [fields, ctx]: [readonly FormField[], ControlContext]): unknown {
    this.ctx = ctx;
    this.parent = part.parentNode as ParentNode;
    if (fields !== this.fields) this.rebuild(part, fields, ctx);
    const { shown, values, errors, notes } = this;
    for (let i = 0; i < shown.length; i++) {
      const field = shown[i]!;
      const value = ctx.valueOf(field);
      const messages = ctx.errorsOf(field.key);
      const note = ctx.noteOf?.(field);
      const noteChanged = note !== notes[i];
      if (value !== values[i]) showValue(field, this.controlOf(field), (values[i] = value));
      if (noteChanged) showNote(this.controlOf(field), (notes[i] = note));
      if (messages !== errors[i] || noteChanged) showErrors(field, this.controlOf(field), (errors[i] = messages), note);
    }
    const words = wordsOf(ctx);
    if (this.words !== undefined && words !== this.words) for (const field of shown) showWords(this.controlOf(field), ctx);
    this.words = words;
    return noChange;
  }

  private controlOf(field: FormField): HTMLElement {
    return this.parent!.querySelector<HTMLElement>(`#${CSS.escape(controlId(this.ctx!.prefix, field.key))}`)!;
  }

  /**
   * Another list of fields (another answer, language or overrides): a field drawn as before keeps its nodes (and its
   * value, focus and caret); another is built, in place of the one it replaces, and takes the focus back if that one
   * had it.
   */
  private rebuild(part: ChildPart, fields: readonly FormField[], ctx: ControlContext): void {
    this.fields = fields;
    const parent = part.parentNode as Node;
    const page = parent.getRootNode() as Partial<DocumentOrShadowRoot>;
    const focused = page.activeElement as HTMLElement | null | undefined;
    const refocus = focused && parent.contains(focused) ? focused.dataset.key : undefined;
    const [previous, values, errors, notes] = [this.shown, this.values, this.errors, this.notes];
    const old = new Map(previous.map((field, i) => [field.key, i]));
    const roots: HTMLElement[] = [];
    this.shown = [];
    this.values = [];
    this.errors = [];
    this.notes = [];
    for (const field of fields) {
      if (field.hidden) continue;
      let kept = old.get(field.key);
      if (kept !== undefined && !drawnAlike(field, previous[kept]!)) kept = undefined;
      const value = kept === undefined ? ctx.valueOf(field) : values[kept];
      roots.push(kept === undefined ? build(field, ctx, value, this.listeners) : rootOf(this.controlOf(field)));
      this.shown.push(field);
      this.values.push(value);
      this.errors.push(kept === undefined ? undefined : errors[kept]);
      this.notes.push(kept === undefined ? undefined : notes[kept]);
    }
    // Into the part's range: what is not kept goes, then in order the kept nodes stay where they are (not moved: a
    // moved control would lose the focus) and the new ones are put among them.
    const keep = new Set<Node>(roots);
    const first = () => (part.startNode ? part.startNode.nextSibling : parent.firstChild);
    for (let node = first(), next; node && node !== part.endNode; node = next) {
      next = node.nextSibling;
      if (!keep.has(node)) node.remove();
    }
    let cursor = first();
    for (const root of roots) {
      if (cursor === root) cursor = cursor.nextSibling;
      else parent.insertBefore(root, cursor);
    }
    const back = refocus === undefined ? undefined : this.shown.find((field) => field.key === refocus);
    if (back && !focused!.isConnected) this.controlOf(back).focus();
  }

  private changed(event: Event, value: string | boolean): void {
    const key = (event.target as HTMLElement).dataset.key;
    const field = this.shown.find((candidate) => candidate.key === key);
    if (field && this.ctx) this.ctx.onChange(field, value);
  }
}

/** The fields of the form (hidden and preset ones left out), each drawn again only where what it shows changed. */
export const renderFields = directive(FieldList);
