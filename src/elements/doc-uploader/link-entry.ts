/**
 * A document given by its address instead of a file: the address is checked by the service's rule (http(s),
 * length) before it becomes a queue item; a refused one keeps its text and shows why on the field.
 */
import type { ReactiveControllerHost } from 'lit';
import { ruleMessage } from '../../i18n/rules.js';
import type { Lang } from '../../i18n/translate.js';
import { linkErrors } from './item-form.js';

export class LinkEntry {
  value = '';
  errors: string[] = [];

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly lang: () => Lang,
    private readonly onLink: (url: string) => void,
    private readonly onRefused: () => void,
  ) {}

  readonly onInput = (value: string): void => {
    this.value = value;
    this.errors = [];
    this.host.requestUpdate();
  };

  readonly onSubmit = (event: Event): void => {
    event.preventDefault();
    const url = this.value.trim();
    this.errors = url ? linkErrors(url, this.lang()) : [ruleMessage(this.lang(), 'required')];
    this.host.requestUpdate();
    if (this.errors.length) return this.onRefused();
    this.value = '';
    this.onLink(url);
  };
}
