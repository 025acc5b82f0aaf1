/**
 * A document given by its address instead of a file: the address is checked by the service's rule (http(s),
 * length) before it becomes a queue item; a refused one keeps its text and shows why on the field. The rule
 * comes with the upload code (`linkErrors` in `item-form.ts`), which the element hands to `take`.
 */
import type { ReactiveControllerHost } from 'lit';

export class LinkEntry {
  value = '';
  errors: readonly string[] = [];

  constructor(private readonly host: ReactiveControllerHost) {}

  readonly onInput = (value: string): void => {
    this.value = value;
    this.errors = [];
    this.host.requestUpdate();
  };

  /** Shows `errors` on the field (its text stays). */
  refuse(errors: readonly string[]): void {
    this.errors = errors;
    this.host.requestUpdate();
  }

  /** The address typed, checked by `errorsOf`: empties the field and returns it when taken, else shows why. */
  take(errorsOf: (url: string) => readonly string[]): string | undefined {
    const url = this.value.trim();
    this.refuse(errorsOf(url));
    if (this.errors.length) return undefined;
    this.value = '';
    return url;
  }
}
