/**
 * What `<cee-simulator>` and `<cee-project>` share of their attributes, declared once: the MWh cumac's price, the
 * contact step, the funnel's options, and the home's address and DPE (docs/contract.md, "Address and DPE"); and the
 * reading of the page's URL they allow (`prefill-from-url`, docs/contract.md, "Funnel events, prefill, iframe"). Each
 * element adds its own (`fost`, `works`…) and its own defaults of `context` and `aid`.
 */
import type { PropertyDeclarations, PropertyValues } from 'lit';
import { pagePrefill } from '../funnel/page-prefill.js';
import type { UrlPrefill } from '../url-prefill.js';
import { WidgetElement } from '../widget-element.js';

export abstract class CalculatingElement extends WidgetElement {
  static override properties: PropertyDeclarations = {
    eurosMwhCumac: { attribute: 'euros-mwh-cumac', type: Number },
    lead: {},
    leadPrivacyUrl: { attribute: 'lead-privacy-url' },
    analytics: {},
    prefillFromUrl: { attribute: 'prefill-from-url' },
    address: { type: Boolean },
    dpeLookup: { type: Boolean, attribute: 'dpe-lookup' },
    dpe: {},
    addressEndpoint: { attribute: 'address-endpoint' },
    dpeEndpoint: { attribute: 'dpe-endpoint' },
  };

  /** Price of one MWh cumac, in euros: the CEE bonuses are shown in euros too. A positive number. */
  eurosMwhCumac?: number;

  /**
   * The partner's name, e.g. `Isolation Martin`: beside a current answer, a contact step lets the visitor ask this
   * partner to contact them (`cee-lead`). Without it, no contact step.
   */
  lead?: string;

  /** The partner's privacy notice (an http(s) address, relative to the page or absolute), linked from the contact step's consent sentence. Without it, the sentence tells the visitor to ask the partner for it. */
  leadPrivacyUrl?: string;

  /** `datalayer`: the funnel events go to `window.dataLayer` too. */
  analytics?: string;

  /** What the page's URL may prefill (`cee_works`, `cee_postcode`, `cee_dpe`): `works,postcode,dpe` or some. */
  prefillFromUrl?: string;

  /**
   * The home's address field (off by default): the visitor types an address and chooses it among the Géoplateforme's
   * suggestions; the département, postcode, commune and Île-de-France it answers fill the questions asked (in a
   * project, every work's; editable), and the address travels in the estimate (`cee-lead`, the print). Its code is
   * fetched only when it is on. Nothing waits on the geocoder: when it fails, the field asks for the postcode.
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

  /** What the page's URL prefills (`prefill-from-url`), read at the first insertion. */
  protected fromUrl?: UrlPrefill;
  /** The page's URL is being read: nothing is drawn meanwhile. */
  private prefilling?: Promise<void>;

  /**
   * At insertion: the page's URL read once, when the host allows it (its reader fetched then), `take` applying it,
   * and `go` once the element may go on (at once without the attribute). True when it may go on now.
   */
  protected readUrl(take: (prefill: UrlPrefill) => void, go: () => void): boolean {
    this.prefilling ??= this.fromUrl
      ? undefined
      : pagePrefill(this, (prefill) => ((this.fromUrl = prefill), take(prefill)))?.then(() => {
          this.prefilling = undefined;
          if (this.isConnected) go();
          this.requestUpdate();
        });
    return !this.prefilling;
  }

  protected override shouldUpdate(changed: PropertyValues): boolean {
    return !this.prefilling && super.shouldUpdate(changed);
  }
}
