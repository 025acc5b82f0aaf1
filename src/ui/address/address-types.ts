/**
 * The shapes the address and DPE fields share between their first view (`address-field.ts`) and their look-ups
 * (`address-search.ts` and `dpe-panel.ts`, a chunk each): what the host gives, what a gesture fills, what an input is made of.
 */
import type { ReactiveControllerHost } from 'lit';
import type { Address } from '../../api/geocoder.js';
import type { DpeClass, EstimateDpe } from '../../api/dpe.js';
import type { AskedKey, HomeValues } from '../../api/home-values.js';
import type { Words } from '../localize.js';

/** What the host turned on, and where the look-ups go (the public services by default). */
export interface AddressSettings {
  /** The `address` attribute: the address field. */
  address: boolean;
  /** The `dpe-lookup` attribute: the DPE field, and the DPE looked up from the chosen address. */
  dpeLookup: boolean;
  /** The `dpe` attribute: a DPE number the host knows, looked up once the element shows. */
  dpe?: string;
  addressEndpoint?: string;
  dpeEndpoint?: string;
}

/** What one gesture filled. */
export interface AddressFill {
  /** The asked keys it filled, with their values (only keys the service asks, only values they accept). */
  values: HomeValues;
  /** `address`: a suggestion chosen (or left); `postcode`: a postcode typed while suggestions are unavailable; `dpe`. */
  from: 'address' | 'postcode' | 'dpe';
  /** The estimate's `address`: the place chosen, undefined once the visitor changes it. */
  address?: Address;
  /** The postcode typed, when `from` is `postcode`. */
  postcode?: string;
  /** The estimate's `dpe`: the DPE found, or only its class when the visitor gave it; undefined when none. */
  dpe?: EstimateDpe | { classEnergy: DpeClass };
}

export interface AddressFieldOptions {
  /** Ids in the shadow root start with it. */
  idBase: string;
  /** The element's words (the fields' French is adopted into them; their English is in the element's English pack). */
  words(): Words;
  settings(): AddressSettings;
  /** The keys the service asks now, as their descriptors say them. */
  asked(): readonly AskedKey[];
  /** Says a sentence in the element's polite live region. */
  announce(text: string): void;
  /** A gesture filled values (the test host's; the elements' fields take them themselves: `home-lookups.ts`). */
  filled?(fill: AddressFill): void;
  /** The day "over 15 years" is counted from (default: today). */
  today?(): Date;
}

export type FieldKind = 'address' | 'dpe';

export type LookupHost = ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment };

/** What each look-up's chunk is given: the host's options, with `filled` taking the note its fields show. */
export interface LookupOptions extends AddressFieldOptions {
  /** A gesture filled values; `note` says, in the words of the moment, where they came from. */
  filled(fill: AddressFill, note?: () => string): void;
  /** A key the chosen address filled holds another value now: the address is not kept (`home-fill.ts`). */
  mismatch(): boolean;
}

/** How long an input must rest before it is looked up. */
export const SETTLE_MS = 250;

/** What the first view's input is made of, as a look-up says it now. */
export interface InputView {
  text: string;
  role?: 'combobox';
  autocomplete?: string;
  expanded?: boolean;
  listId?: string;
  activeId?: string;
  busy?: boolean;
  /** Ids added to the input's `aria-describedby`, after its hint. */
  describedBy?: string[];
  onKeydown?: (event: KeyboardEvent) => void;
  onClick?: () => void;
  onChange?: (event: Event) => void;
  onFocusOut?: (event: FocusEvent) => void;
  /** Drawn in the input's box (the suggestions' popup). */
  popup?: unknown;
  /** Drawn under the hint. */
  below?: unknown;
}
