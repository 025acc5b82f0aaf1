/**
 * The address and DPE fields as `<cee-simulator>` and `<cee-project>` use them, in a chunk the element fetches only
 * when the host turned `address` or `dpe-lookup` on (`home-slot.ts`; an element without them loads none of this):
 * the fields (`AddressField`), and what a gesture fills taken into the element's form, with the home's `address` and
 * `dpe` kept for the estimate (`home-fill.ts`, which comes with the look-ups' code). docs/contract.md, "Address and DPE".
 */
import { AddressField, type AddressFieldOptions } from './address-field.js';
import type { LookupHost } from './address-types.js';
import type { FillTarget, HomeFacts } from './home-fill.js';

export type { HomeFacts };

export interface HomeLookupsOptions extends Omit<AddressFieldOptions, 'filled'>, Pick<FillTarget['takes'], 'take' | 'changed'> {}

export class HomeLookups extends AddressField implements FillTarget {
  /** What the look-ups found: the address chosen, the DPE. */
  kept: HomeFacts = {};
  private without?: { from: HomeFacts; facts: HomeFacts };

  constructor(
    host: LookupHost,
    readonly takes: HomeLookupsOptions,
  ) {
    super(host, takes);
  }

  override get target(): FillTarget {
    return this;
  }

  /** What the estimate carries: the address only while the answers it filled still hold (`home-fill.ts`). */
  get facts(): HomeFacts {
    const { kept } = this;
    if (!this.fills?.mismatch || !kept.address) return kept;
    if (this.without?.from !== kept) this.without = { from: kept, facts: kept.dpe ? { dpe: kept.dpe } : {} };
    return this.without.facts;
  }
}
