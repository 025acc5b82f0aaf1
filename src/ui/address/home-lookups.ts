/**
 * The address and DPE fields as `<cee-simulator>` and `<cee-project>` use them, in a chunk the element fetches only
 * when the host turned `address` or `dpe-lookup` on (an element without them loads none of this): the fields
 * (`AddressField`), and what a gesture fills taken into the element's form, with the home's `address` and `dpe` kept
 * for the estimate (`home-fill.ts`, which comes with the look-ups' code). docs/contract.md, "Address and DPE".
 */
import type { HomeValues } from '../../api/home-values.js';
import { AddressField, type AddressFieldOptions } from './address-field.js';
import type { LookupHost } from './address-types.js';
import type { FillTarget, HomeFacts } from './home-fill.js';

export type { HomeFacts };

export interface HomeLookupsOptions extends Omit<AddressFieldOptions, 'filled'> {
  /** Values the fields filled, to take into the form as the visitor's own (editable). */
  take(values: HomeValues): void;
  /** The address or the DPE changed: the answer shown is outdated. */
  changed(): void;
}

export class HomeLookups extends AddressField implements FillTarget {
  /** What the estimate carries. */
  facts: HomeFacts = {};

  constructor(
    host: LookupHost,
    readonly takes: HomeLookupsOptions,
  ) {
    // Here once a look-up fills: each look-up's chunk brings it (`address-search.ts`, `dpe-panel.ts`).
    super(host, { ...takes, filled: (fill) => void import('./home-fill.js').then(({ takeFill }) => takeFill(this, fill)) });
  }
}
