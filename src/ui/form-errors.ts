/**
 * Where a form's messages go, and where focus goes after them, for every element: messages keyed by dotted key
 * (from the schema or a 422) land beside the control of that key; the others go to an error summary, which
 * then takes focus; otherwise focus goes to the first invalid control. It also makes the controls' ids, so a
 * key, its control and its summary link always agree.
 */
import { nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { addFieldError, type FieldErrors } from '../api/errors.js';
import { renderErrorSummary, type SummaryItem } from './field.js';
import type { Words } from './localize.js';

export interface FormErrorsHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export interface FormErrorsOptions {
  /** Makes ids unique in the shadow root (the element's uid). */
  idPrefix: string;
  /** Whether the form shows a control for `key` now. */
  hasControl(key: string): boolean;
  /** The label that names the field of `key` in the summary; without one the message stands alone. */
  labelOf?(key: string): string | undefined;
}

/** A key spelled for an id: every character but letters and digits is spelled out, so `a.b` and `a-b` differ. */
const idPart = (key: string): string => key.replace(/[^A-Za-z0-9]/g, (c) => `_${c.charCodeAt(0).toString(16)}_`);

/** The messages of `errors` split by whether their key has a control. */
export function placeErrors(errors: FieldErrors, hasControl: (key: string) => boolean): { onFields: FieldErrors; elsewhere: FieldErrors } {
  const onFields: FieldErrors = {};
  const elsewhere: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    for (const message of messages) addFieldError(hasControl(key) ? onFields : elsewhere, key, message);
  }
  return { onFields, elsewhere };
}

/** Focus after the next render, on an id of the shadow root: a group gives it to its checked (else first) control. */
export class FocusAfterRender implements ReactiveController {
  private target?: string;

  constructor(private readonly host: FormErrorsHost) {
    host.addController(this);
  }

  /** Focuses the element with `id` once the next update is done. */
  request(id: string): void {
    this.target = id;
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    const id = this.target;
    this.target = undefined;
    if (id) this.now(id);
  }

  /** Focuses the element with `id` at once (a summary link's target). */
  now(id: string): void {
    const found = (this.host.renderRoot as ShadowRoot).getElementById?.(id) ?? this.host.renderRoot.querySelector(`#${CSS.escape(id)}`);
    const inGroup = found?.matches('fieldset') ? (found.querySelector<HTMLElement>('input:checked') ?? found.querySelector<HTMLElement>('input')) : null;
    (inGroup ?? (found as HTMLElement | null))?.focus();
  }
}

export class FormErrors {
  /** Every message shown, by key. */
  private errors: FieldErrors = {};
  readonly focus: FocusAfterRender;

  constructor(
    private readonly host: FormErrorsHost,
    private readonly words: Words,
    private readonly options: FormErrorsOptions,
  ) {
    this.focus = new FocusAfterRender(host);
  }

  /** The id of the control of `key`. */
  id(key: string): string {
    return `${this.options.idPrefix}-f-${idPart(key)}`;
  }

  get summaryId(): string {
    return `${this.options.idPrefix}-summary`;
  }

  /** The messages beside the control of `key`. */
  for(key: string): readonly string[] | undefined {
    return Object.hasOwn(this.errors, key) ? this.errors[key] : undefined;
  }

  get all(): FieldErrors {
    return this.errors;
  }

  get count(): number {
    return Object.values(this.errors).reduce((sum, messages) => sum + messages.length, 0);
  }

  /** Shows `errors`; focus goes to the summary when some have no control, else to the first invalid control. */
  show(errors: FieldErrors, moveFocus = true): void {
    this.errors = errors;
    if (moveFocus) this.focus.request(this.hasElsewhere() ? this.summaryId : this.firstInvalidId());
    this.host.requestUpdate();
  }

  /** Forgets one key's messages (its field was edited), or all of them. */
  clear(key?: string): void {
    if (key === undefined) {
      if (!Object.keys(this.errors).length) return;
      this.errors = {};
    } else if (Object.hasOwn(this.errors, key)) {
      const { [key]: _edited, ...rest } = this.errors;
      this.errors = rest;
    } else return;
    this.host.requestUpdate();
  }

  /** The same messages under other keys (a row removed: the rows below move up); `undefined` drops a key. */
  rekey(to: (key: string) => string | undefined): void {
    const next: FieldErrors = {};
    for (const [key, messages] of Object.entries(this.errors)) {
      const moved = to(key);
      if (moved !== undefined) for (const message of messages) addFieldError(next, moved, message);
    }
    this.errors = next;
    this.host.requestUpdate();
  }

  private hasElsewhere(): boolean {
    return Object.keys(this.errors).some((key) => !this.options.hasControl(key));
  }

  private firstInvalidId(): string {
    // The first in the form's order: the first control the DOM will mark invalid.
    const keys = Object.keys(this.errors).filter((key) => this.options.hasControl(key));
    const ids = keys.map((key) => this.id(key));
    const inOrder = [...this.host.renderRoot.querySelectorAll('[id]')].map((node) => node.id).find((id) => ids.includes(id));
    return inOrder ?? ids[0] ?? this.summaryId;
  }

  /** Every message, those with a control as links to it; only when some message has no control. */
  renderSummary(): TemplateResult | typeof nothing {
    if (!this.hasElsewhere()) return nothing;
    const items: SummaryItem[] = Object.entries(this.errors).flatMap(([key, messages]) => {
      const label = this.options.labelOf?.(key);
      const targetId = this.options.hasControl(key) ? this.id(key) : undefined;
      return messages.map((message) => ({ message: label ? this.words.t('summary.item', { label, message }) : message, targetId }));
    });
    return renderErrorSummary(this.summaryId, this.words.t('summary.title'), items, (id) => this.focus.now(id));
  }
}
