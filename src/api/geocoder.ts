/**
 * The Géoplateforme geocoder (the national address service of IGN and the BAN: `data.geopf.fr`, no key, CORS open,
 * about 50 requests a second per visitor, then 429 with `Retry-After`), asked for the address a visitor types:
 * `GET {endpoint}?q=…&autocomplete=1&limit=5&index=address`, answered in GeoJSON. A public service: no token of
 * ours goes with it, it is given 3 seconds and never tried again (a visitor who types goes on typing; the field
 * works without it). Never the retired `api-adresse.data.gouv.fr`. docs/contract.md, "Address and DPE".
 */
import { isRecord, reader, Unreadable } from './reader.js';
import { departementOfCitycode } from './climate-zone.js';
import { lookUp, type LookupOptions } from './public-lookup.js';

export type { LookupOptions };

/** The geocoder's search, as a partner's `address-endpoint` may replace it (a proxy of theirs). */
export const GEOCODER_ENDPOINT = 'https://data.geopf.fr/geocodage/search';
/** What the service asks of `q`: 3 characters at least (it answers 400 below), 200 at most. */
export const MIN_QUERY_LENGTH = 3;
export const MAX_QUERY_LENGTH = 200;
/** How many suggestions are shown. */
export const SUGGESTIONS = 5;

/** A place the geocoder found: the `address` object of an estimate (docs/contract.md, "Address and DPE"). */
export interface Address {
  /** As the service writes it: `12 Rue de Rivoli 75004 Paris`. */
  label: string;
  /** The BAN key (the service's `id`: `75104_8232_00012` for a house number, the INSEE code for a commune). */
  banId: string;
  postcode: string;
  /** The commune's INSEE code (`75104`: the arrondissement, for Paris, Lyon and Marseille). */
  citycode: string;
  city: string;
  /** From the INSEE code: `75`, `2A`, `974`. */
  departement: string;
  lon: number;
  lat: number;
}

/** A suggestion: the address, and what the service says it is (a house number is what a DPE is looked up by). */
export interface AddressSuggestion {
  address: Address;
  /** `housenumber`, `street`, `locality` or `municipality`. */
  kind: string;
  /** The service's `context` (`75, Paris, Île-de-France`), to tell apart two communes of one name. */
  context?: string;
}

const MAX_TEXT = 200;

function text(properties: Record<string, unknown>, name: string, pattern?: RegExp): string {
  const value = properties[name];
  if (typeof value !== 'string' || !value.trim() || value.length > MAX_TEXT) throw new Unreadable(`${name}: not a text`);
  if (pattern && !pattern.test(value)) throw new Unreadable(`${name}: not in the expected form`);
  return value.trim();
}

function coordinate(value: unknown, bound: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > bound) throw new Unreadable('coordinates: not a position');
  return value;
}

/** One feature of the answer: a point `[lon, lat]` and the properties the widgets use; anything else is left aside. */
function readFeature(feature: unknown): AddressSuggestion {
  if (!isRecord(feature) || !isRecord(feature.properties) || !isRecord(feature.geometry)) throw new Unreadable('not a feature');
  const { coordinates } = feature.geometry;
  if (!Array.isArray(coordinates) || coordinates.length < 2) throw new Unreadable('coordinates: not a position');
  const p = feature.properties;
  const citycode = text(p, 'citycode');
  const departement = departementOfCitycode(citycode);
  if (!departement) throw new Unreadable('citycode: not an INSEE code');
  const address: Address = {
    label: text(p, 'label'),
    banId: text(p, 'id', /^[\w-]{1,64}$/),
    postcode: text(p, 'postcode', /^\d{5}$/),
    citycode,
    city: text(p, 'city'),
    departement,
    lon: coordinate(coordinates[0], 180),
    lat: coordinate(coordinates[1], 90),
  };
  const suggestion: AddressSuggestion = { address, kind: typeof p.type === 'string' ? p.type : 'housenumber' };
  if (typeof p.context === 'string' && p.context.length <= MAX_TEXT) suggestion.context = p.context;
  return suggestion;
}

/**
 * The answer, a GeoJSON FeatureCollection, read feature by feature: one that cannot be read (no position, no
 * INSEE code) is left out alone; at most `SUGGESTIONS` are kept.
 */
export const GeocoderAnswerSchema = reader((value): AddressSuggestion[] => {
  if (!isRecord(value) || !Array.isArray(value.features)) throw new Unreadable('Not a FeatureCollection');
  const suggestions: AddressSuggestion[] = [];
  for (const feature of value.features) {
    if (suggestions.length === SUGGESTIONS) break;
    try {
      suggestions.push(readFeature(feature));
    } catch (error) {
      if (!(error instanceof Unreadable)) throw error;
    }
  }
  return suggestions;
});

/**
 * The suggestions for what a visitor typed (trimmed, from its first letter or digit; none under `MIN_QUERY_LENGTH`
 * characters: the service answers 400 to a text shorter, or that starts with anything else, such as « "3 rue » or
 * « - 3 rue »). Fails as an ApiError: `network` when unreachable, slow (`timedOut`) or refused by the page's
 * policy, `server` for 429 (`retryAfterMs`) and 5xx, `nothing` for a text the service refused; an abort stays an
 * AbortError.
 */
export async function suggestAddresses(typed: string, options: LookupOptions = {}): Promise<AddressSuggestion[]> {
  const q = typed.trim().replace(/^[^\p{L}\p{N}]+/u, '').slice(0, MAX_QUERY_LENGTH);
  if (q.length < MIN_QUERY_LENGTH) return [];
  return lookUp(options.endpoint || GEOCODER_ENDPOINT, { q, autocomplete: 1, limit: SUGGESTIONS, index: 'address' }, GeocoderAnswerSchema, options);
}
