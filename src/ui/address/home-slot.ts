/**
 * The address and DPE fields' place in `<cee-simulator>` and `<cee-project>`, written once for both (with both on a
 * page, the shared chunk holds it once): a slot that stays empty until one of `address` or `dpe-lookup` is set, then
 * fetches the fields' code (`home-lookups.ts`) and makes them once the form is ready. The five attributes stay
 * declared in each element's own `static properties`, where the custom elements manifest (and the framework types
 * made from it) reads them. docs/contract.md, "Address and DPE".
 */
import type { LookupHost } from './address-types.js';
import type { HomeLookups, HomeLookupsOptions } from './home-lookups.js';

/** What an element with the home's attributes is. */
export type HomeHost = LookupHost &
  HTMLElement & { address: boolean; dpeLookup: boolean; dpe?: string; addressEndpoint?: string; dpeEndpoint?: string };

export class HomeSlot {
  /** The fields, once made. */
  lookups?: HomeLookups;
  private code?: typeof import('./home-lookups.js');
  private asked = false;

  constructor(
    private readonly host: HomeHost,
    private readonly options: () => Omit<HomeLookupsOptions, 'settings'>,
  ) {}

  /** At each update: the code asked once an attribute is on (again after a failure), the fields made once `ready`. */
  update(ready: boolean): void {
    const { host } = this;
    if (this.lookups || !(host.address || host.dpeLookup)) return;
    if (!this.asked) {
      this.asked = true;
      // Without its code the form is as without `address`; the next update asks again.
      import('./home-lookups.js').then((code) => ((this.code = code), host.requestUpdate()), () => (this.asked = false));
    }
    if (this.code && ready) this.lookups = new this.code.HomeLookups(host, { ...this.options(), settings: () => host });
  }
}
