/**
 * The form's errors, from the schema or from a 422, keyed by dotted request key: each lands on its control,
 * the keys without one go to an error summary, and focus moves where the person has to act.
 */
import { nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { FieldErrors } from '../../api/errors.js';
import type { Params } from '../../i18n/translate.js';
import { renderErrorSummary, type SummaryItem } from '../../ui/field.js';
import { withoutRowErrors } from './worksite-draft.js';

export interface FormErrorsHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export interface FormErrorsOptions {
  summaryId: string;
  /** The id of the control an error key belongs to, when the form shows one. */
  controlFor: (key: string) => string | undefined;
  t: (key: string, params?: Params) => string;
  formatNumber: (value: number) => string;
  announce: (text: string) => void;
}

export class FormErrors {
  private errors: FieldErrors = {};

  constructor(
    private readonly host: FormErrorsHost,
    private readonly options: FormErrorsOptions,
  ) {}

  for(key: string): readonly string[] | undefined {
    return this.errors[key];
  }

  /** Forgets one key's errors (its field was edited), or all of them. */
  clear(key?: string): void {
    if (key === undefined) this.errors = {};
    else if (key in this.errors) {
      const { [key]: _edited, ...rest } = this.errors;
      this.errors = rest;
    } else return;
    this.host.requestUpdate();
  }

  /** Row `index` is gone: its errors go with it and the rows below keep theirs. */
  removeRow(index: number): void {
    this.errors = withoutRowErrors(this.errors, index);
    this.host.requestUpdate();
  }

  /** Shows `errors`; focus goes to the first invalid field, or to the summary when some have no field of their own. */
  async show(errors: FieldErrors): Promise<void> {
    this.errors = errors;
    const count = Object.values(errors).reduce((sum, messages) => sum + messages.length, 0);
    this.options.announce(this.options.t('errors.count', { count: this.options.formatNumber(count) }));
    this.host.requestUpdate();
    await this.host.updateComplete;
    const root = this.host.renderRoot;
    const target = this.hasUnmapped() ? root.querySelector(`#${this.options.summaryId}`) : root.querySelector('form [aria-invalid="true"]');
    (target as HTMLElement | null)?.focus();
  }

  private hasUnmapped(): boolean {
    return Object.keys(this.errors).some((key) => !this.options.controlFor(key));
  }

  /** Every message, those with a field as links to it; only when some message has no field. */
  renderSummary(focus: (id: string) => void): TemplateResult | typeof nothing {
    if (!this.hasUnmapped()) return nothing;
    const items: SummaryItem[] = Object.entries(this.errors).flatMap(([key, messages]) =>
      messages.map((message) => ({ message, targetId: this.options.controlFor(key) })),
    );
    return renderErrorSummary(this.options.summaryId, this.options.t('summary.title'), items, focus);
  }
}
