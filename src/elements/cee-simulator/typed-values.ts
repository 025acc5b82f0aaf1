/**
 * What the person typed, by dotted key, over the host's prefill (`values`) and the fields' defaults.
 * Kept across 422s, failures, retries and changes of operation: nothing a person typed is lost.
 */
import type { ReactiveControllerHost } from 'lit';
import type { FormField } from '../../inputs/form-model.js';
import type { RawValues } from '../../inputs/form-schema.js';

export class TypedValues {
  private typed: RawValues = {};

  /** `host` re-renders when a value changes. */
  constructor(private readonly host: ReactiveControllerHost) {}

  /** Typed, else prefilled, else the field's default (own keys only: a key named `constructor` is just a key). */
  valueFor(field: FormField, prefill: RawValues | null | undefined): unknown {
    if (Object.hasOwn(this.typed, field.key)) return this.typed[field.key];
    if (prefill && typeof prefill === 'object' && Object.hasOwn(prefill, field.key)) return prefill[field.key];
    return field.default;
  }

  /** Every field's value, by dotted key. */
  valuesOf(fields: readonly FormField[], prefill: RawValues | null | undefined): RawValues {
    return Object.fromEntries(fields.map((field) => [field.key, this.valueFor(field, prefill)]));
  }

  change(key: string, value: string | boolean): void {
    this.typed = { ...this.typed, [key]: value };
    this.host.requestUpdate();
  }

  /** The host set new prefill values: they win over what was typed for the keys they give. */
  prefilled(keys: readonly string[]): void {
    if (!keys.some((key) => Object.hasOwn(this.typed, key))) return;
    this.typed = Object.fromEntries(Object.entries(this.typed).filter(([key]) => !keys.includes(key)));
    this.host.requestUpdate();
  }
}
