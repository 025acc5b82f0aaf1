/** `<cee-project>`'s attributes and properties, as the host sets them (docs/contract.md; the README's attribute table). */
import type { PropertyDeclarations } from 'lit';
import type { RawValues } from '../../inputs/form-schema.js';
import { changedInContent } from '../../ui/host-values.js';
import { WidgetElement } from '../../ui/widget-element.js';

export abstract class ProjectAttributes extends WidgetElement {
  static override properties: PropertyDeclarations = {
    context: {},
    aid: {},
    eurosMwhCumac: { attribute: 'euros-mwh-cumac', type: Number },
    works: {},
    lead: {},
    leadPrivacyUrl: { attribute: 'lead-privacy-url' },
    analytics: {},
    prefillFromUrl: { attribute: 'prefill-from-url' },
    localAids: { attribute: 'local-aids' },
    shareUrl: { attribute: 'share-url' },
    persist: {},
    address: { type: Boolean },
    dpeLookup: { type: Boolean, attribute: 'dpe-lookup' },
    dpe: {},
    addressEndpoint: { attribute: 'address-endpoint' },
    dpeEndpoint: { attribute: 'dpe-endpoint' },
    // By content: a framework's new object with the same entries (each render of a React parent) changes nothing.
    values: { attribute: false, hasChanged: changedInContent },
  };

  /** `b2c` (default: a household's project) or `b2b`. */
  context: 'b2c' | 'b2b' = 'b2c';

  /** The aids to calculate for each work: `both` (default), `cee` or `mpr`. */
  aid: 'cee' | 'mpr' | 'both' = 'both';

  /** Price of one MWh cumac, in euros: the CEE bonuses in euros. A positive number. */
  eurosMwhCumac?: number;

  /** The works to start with: operation codes, comma separated (`BAR-TH-171,BAR-EN-101`) or a list. */
  works?: string | string[];

  /** The partner's name: shows the contact step under a current answer (`cee-lead`). */
  lead?: string;

  /** Where the partner's privacy notice is, named by the consent sentence of the contact step. */
  leadPrivacyUrl?: string;

  /** `datalayer`: the funnel events go to `window.dataLayer` too. */
  analytics?: string;

  /** What the page's URL may prefill (`cee_works`, `cee_postcode`, `cee_dpe`): `works,postcode,dpe` or some. */
  prefillFromUrl?: string;

  /**
   * The partner's local aids (docs/contract.md §6): a list, or its JSON in the `local-aids` attribute. Each entry is
   * checked; a malformed one is dropped with one console warning, the others are counted.
   */
  localAids?: string | readonly unknown[];

  /** The base of the link "Copier le lien de mon projet" (`#cee=…` is added); this page when absent. */
  shareUrl?: string;

  /** `session` or `local`: the project is kept on this device (never contact data); nothing is written without it. */
  persist?: 'session' | 'local';

  /**
   * The home's address field (off by default), above the works: the visitor chooses the address among the
   * Géoplateforme's suggestions; the département, postcode, commune and Île-de-France it answers fill every work's
   * questions (editable), and the address travels in the estimate (`cee-lead`, the print). Its code is fetched only
   * when it is on. Nothing waits on the geocoder: when it fails, the field asks for the postcode.
   */
  address = false;

  /**
   * The home's DPE (off by default): looked up in ADEME's open data from the chosen address or the number typed; its
   * class, date and surface shown, the questions it answers filled (editable), an E, F or G home pointed to a
   * France Rénov' adviser. Not found or unavailable: the visitor gives the class, or none.
   */
  dpeLookup = false;

  /** A DPE number the host knows (13 letters and digits), looked up once the element shows (with `dpe-lookup`). */
  dpe?: string;

  /** The geocoder's search address, when a partner proxies it (default `https://data.geopf.fr/geocodage/search`). */
  addressEndpoint?: string;

  /** The DPE dataset's address, when a partner proxies it (default ADEME's `dpe03existant`, its lines at `{endpoint}/lines`). */
  dpeEndpoint?: string;

  /**
   * Prefill by dotted key, applied to every work that asks the key, e.g. `{'housing.department': '69'}`. Compared by
   * content: an entry whose value changed fills its field again, over what the visitor typed there; the same entries
   * again change nothing.
   */
  values: RawValues = {};

}
