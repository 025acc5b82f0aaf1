/**
 * The address and DPE fields as `<cee-simulator>` and `<cee-project>` use them, in a chunk the element fetches only
 * when the host turned `address` or `dpe-lookup` on (an element without them loads none of this): the fields
 * (`AddressField`), the values they fill handed to the element's form as if typed, and the home's `address` and
 * `dpe` kept for the estimate (docs/contract.md, "Address and DPE").
 */
import type { Address } from '../../api/geocoder.js';
import type { HomeDpe } from '../../api/estimate-types.js';
import type { HomeValues } from '../../api/home-values.js';
import { AddressField, type AddressFieldOptions, type AddressFill } from './address-field.js';
import type { LookupHost } from './address-types.js';

export interface HomeLookupsOptions extends Omit<AddressFieldOptions, 'filled'> {
  /** Values the fields filled, to take into the form as the visitor's own (editable). */
  take(values: HomeValues): void;
  /** The address or the DPE changed: the answer shown is outdated. */
  changed(): void;
}

/** The home's facts an estimate carries. */
export interface HomeFacts {
  address?: Address;
  dpe?: HomeDpe;
}

export class HomeLookups {
  readonly field: AddressField;
  /** What the estimate carries: a new object at each change (an estimate made from the last one stays the same). */
  facts: HomeFacts = {};
  /** A number filled, as its field shows it in the visitor's language (`28,5`), and the value it stands for. */
  private readonly written = new Map<string, { text: string; value: number }>();

  constructor(host: LookupHost, options: HomeLookupsOptions) {
    this.field = new AddressField(host, {
      ...options,
      filled: ({ values, from, address, dpe }: AddressFill) => {
        const facts = from === 'dpe' ? { ...this.facts, dpe } : { ...this.facts, address };
        for (const key of Object.keys(facts) as Array<keyof HomeFacts>) if (facts[key] === undefined) delete facts[key];
        const moved = facts.address !== this.facts.address || facts.dpe !== this.facts.dpe;
        this.facts = facts;
        if (Object.keys(values).length) options.take(this.inWords(values, options.words().lang));
        if (moved || Object.keys(values).length) options.changed();
      },
    });
    host.requestUpdate();
  }

  render(): ReturnType<AddressField['render']> {
    return this.field.render();
  }

  /** Numbers as the visitor writes them (a decimal comma in French), as a field typed by hand holds them. */
  private inWords(values: HomeValues, lang: string): HomeValues {
    const format = new Intl.NumberFormat(lang, { useGrouping: false, maximumFractionDigits: 2 });
    const shown: HomeValues = { ...values };
    for (const [key, value] of Object.entries(values)) {
      if (typeof value !== 'number') continue;
      const text = format.format(value);
      this.written.set(key, { text, value });
      shown[key] = text;
    }
    return shown;
  }

  /** The note of a field holding a value filled here (« Rempli d’après votre adresse. »). */
  noteFor(key: string, value: unknown): string | undefined {
    const written = this.written.get(key);
    return this.field.noteFor(key, written && written.text === value ? written.value : value);
  }
}
