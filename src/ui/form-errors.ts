/**
 * Where a form's messages go, and where focus goes after them, for every element: messages keyed by dotted key
 * (from the schema or a 422) land beside the control of that key; the others go to an error summary, which
 * then takes focus; otherwise focus goes to the first invalid control. It also makes the controls' ids, so a
 * key, its control and its summary link always agree. What is drawn is bounded whatever the service sends: at
 * most `MAX_SHOWN_MESSAGES` messages in a list (the summary, a field's), the others counted ("et 312 autres"),
 * each of at most `MAX_MESSAGE_LENGTH` characters; the messages of a 422 the API core did not keep (beyond 20 a key
 * and 200 keys) are counted in the summary, which is then shown.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { addFieldError, clipText, countOmitted, omittedFrom, type FieldErrors } from '../api/errors.js';
import { controlId } from './field-contract.js';
import type { Words } from './localize.js';

import { summaryMessages } from '../i18n/summary.js';

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

/** The most messages drawn in one list (the summary, a field's, a document's): the others are counted. */
export const MAX_SHOWN_MESSAGES = 50;

/** "et 312 autres": the messages beyond those drawn, counted (the summary's words; adopted by `FormErrors`). */
export const moreMessages = (words: Words, count: number): string => words.plural(count, { one: 'summary.more.one', other: 'summary.more' });

/**
 * `messages` as a list draws them: at most `MAX_SHOWN_MESSAGES`, each clipped, then one counting the others and
 * the `omitted` ones (those the API core did not keep).
 */
export function shownMessages(messages: readonly string[], words: Words, omitted = 0): string[] {
  const shown = messages.slice(0, MAX_SHOWN_MESSAGES).map((message) => clipText(message));
  const others = messages.length - shown.length + omitted;
  if (others > 0) shown.push(moreMessages(words, others));
  return shown;
}

/** The messages of `errors` split by whether their key has a control; those not kept are counted with `elsewhere`. */
export function placeErrors(errors: FieldErrors, hasControl: (key: string) => boolean): { onFields: FieldErrors; elsewhere: FieldErrors } {
  const onFields: FieldErrors = {};
  const elsewhere: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    for (const message of messages) addFieldError(hasControl(key) ? onFields : elsewhere, key, message);
  }
  countOmitted(elsewhere, omittedFrom(errors));
  return { onFields, elsewhere };
}

/** Our own check of what a person typed, to be said again when its words change. */
export interface Recheck {
  /** Changes when the messages would read otherwise: the language, the fields' labels. */
  key(): unknown;
  /** The same values checked again: the messages by key (none when they pass). */
  run(): FieldErrors;
}

/** Stands for the first control marked invalid once the messages are rendered. */
export const FIRST_INVALID = '';

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
    if (id !== undefined) this.now(id);
  }

  /** Focuses the element with `id` (or the first invalid control, for `FIRST_INVALID`) at once. */
  now(id: string): void {
    const root = this.host.renderRoot;
    const found = id === FIRST_INVALID ? root.querySelector('[aria-invalid="true"]') : root.querySelector(`#${CSS.escape(id)}`);
    const inGroup = found?.matches('fieldset') ? (found.querySelector<HTMLElement>('input:checked') ?? found.querySelector<HTMLElement>('input')) : null;
    (inGroup ?? (found as HTMLElement | null))?.focus();
  }
}

export class FormErrors implements ReactiveController {
  /** Every message shown, by key. */
  all: FieldErrors = {};
  /** The messages of the 422 shown that the API core did not keep: counted in the summary. */
  private omitted = 0;
  readonly focus: FocusAfterRender;
  /** Our own check of the values shown, run again when its words change (the page switched language). */
  private recheck?: Recheck;
  private shownFor?: unknown;

  constructor(
    private readonly host: FormErrorsHost,
    private readonly words: Words,
    private readonly options: FormErrorsOptions,
  ) {
    this.focus = new FocusAfterRender(host);
    words.adopt(summaryMessages);
    host.addController(this);
  }

  /**
   * The page switched language while our messages are shown: they are said again in it (the service's own words
   * stay as they came). Only the keys still shown: a field edited since has no message to bring back.
   */
  hostUpdate(): void {
    const key = this.recheck?.key();
    if (!this.recheck || key === this.shownFor) return;
    this.shownFor = key;
    const fresh = this.recheck.run();
    // A key the check no longer names (its words not there yet) keeps what it said.
    this.all = Object.fromEntries(Object.entries(this.all).map(([key, messages]) => [key, Object.hasOwn(fresh, key) ? fresh[key]! : messages]));
  }

  /** The id of the control of `key`. */
  id(key: string): string {
    return controlId(this.options.idPrefix, key);
  }

  get summaryId(): string {
    return `${this.options.idPrefix}-summary`;
  }

  /** The messages beside the control of `key`, as drawn (bounded). */
  for(key: string): readonly string[] | undefined {
    return Object.hasOwn(this.all, key) ? shownMessages(this.all[key]!, this.words) : undefined;
  }

  /** Every message of the form, those not kept included. */
  get count(): number {
    return Object.values(this.all).reduce((sum, messages) => sum + messages.length, this.omitted);
  }

  /**
   * Shows `errors`; focus goes to the summary when some have no control, else to the first invalid control.
   * `recheck`, for our own check's messages, gives them again when their words change.
   */
  show(errors: FieldErrors, moveFocus = true, recheck?: Recheck): void {
    this.all = errors;
    this.omitted = omittedFrom(errors);
    this.recheck = recheck;
    this.shownFor = recheck?.key();
    // The first invalid control in the form's order, once the messages are rendered.
    if (moveFocus) this.focus.request(this.hasElsewhere() ? this.summaryId : FIRST_INVALID);
    this.host.requestUpdate();
  }

  /** Forgets one key's messages (its field was edited), or all of them. */
  clear(key?: string): void {
    if (key === undefined) {
      this.recheck = undefined;
      if (!Object.keys(this.all).length && !this.omitted) return;
      this.all = {};
      this.omitted = 0;
    } else if (Object.hasOwn(this.all, key)) {
      const { [key]: _edited, ...rest } = this.all;
      this.all = rest;
    } else return;
    this.host.requestUpdate();
  }

  /** Some messages have no control of their own: those without a key, and those the API core counted but did not keep. */
  private hasElsewhere(): boolean {
    return this.omitted > 0 || Object.keys(this.all).some((key) => !this.options.hasControl(key));
  }

  /**
   * Every message, those with a control as links to it; only when some message has no control. At most
   * `MAX_SHOWN_MESSAGES`, then one line counting the others and those not kept.
   */
  renderSummary(): TemplateResult | typeof nothing {
    if (!this.hasElsewhere()) return nothing;
    const items: SummaryItem[] = [];
    let others = this.omitted;
    for (const [key, messages] of Object.entries(this.all)) {
      const room = MAX_SHOWN_MESSAGES - items.length;
      if (room < messages.length) others += messages.length - Math.max(room, 0);
      if (room <= 0) continue;
      const label = this.options.labelOf?.(key);
      const targetId = this.options.hasControl(key) ? this.id(key) : undefined;
      // Our own messages already name their field; the service's do not.
      const named = (message: string) => (label && !message.startsWith(label) ? this.words.t('summary.item', { label, message }) : message);
      for (const message of messages.slice(0, room)) items.push({ message: clipText(named(clipText(message))), targetId });
    }
    if (others) items.push({ message: moreMessages(this.words, others) });
    return renderErrorSummary(this.summaryId, this.words.t('summary.title'), items, (id) => this.focus.now(id));
  }
}

interface SummaryItem {
  message: string;
  /** The control to jump to; without it the message stands alone. */
  targetId?: string;
}

/**
 * The error summary: every message, those tied to a field as links that move focus to it. It is focusable
 * (tabindex -1) so an element can move focus there when some errors have no field of their own.
 */
function renderErrorSummary(
  id: string,
  title: string,
  items: readonly SummaryItem[],
  focusTarget: (targetId: string) => void,
): TemplateResult | typeof nothing {
  if (!items.length) return nothing;
  return html`<div part="error-summary" class="error-summary" id=${id} tabindex="-1" role="alert" aria-labelledby="${id}-title">
    <p class="summary-title" id="${id}-title">${title}</p>
    <ul>
      ${items.map((item) =>
        item.targetId
          ? html`<li>
              <a
                href="#${item.targetId}"
                @click=${(event: Event) => {
                  event.preventDefault();
                  focusTarget(item.targetId!);
                }}
                >${item.message}</a
              >
            </li>`
          : html`<li>${item.message}</li>`,
      )}
    </ul>
  </div>`;
}
