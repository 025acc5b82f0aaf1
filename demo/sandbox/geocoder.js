// @ts-check
/**
 * The Géoplateforme geocoder as the sandbox serves it: `GET /geocodage/search?q=…&autocomplete=1&limit=5&index=address`,
 * answered in the service's GeoJSON (a FeatureCollection of points `[lon, lat]`, each with `label`, `score`,
 * `housenumber`, `id` (the BAN key), `banId`, `name`, `postcode`, `citycode`, `x`, `y`, `city`, `district`, `context`,
 * `type`, `importance`, `street`, `_type`), over the few addresses of data/addresses.json and their communes. Like
 * the service, `q` must hold 3 to 200 characters and start with a letter or a digit (400 otherwise), `limit` is 1
 * to 20 (10 by default), and only the `address` index is served here. Every word typed must begin a word of the
 * label (autocomplete), accents and case aside; the best matches come first.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { httpError } from './http-util.js';

/**
 * @typedef {{number: string, street: string, streetCode: string, postcode: string, citycode: string, city: string,
 *   district?: string, context: string, lon: number, lat: number}} Address
 * @typedef {{type: 'Feature', geometry: {type: 'Point', coordinates: [number, number]},
 *   properties: Record<string, string | number>}} Feature
 */

/** @type {Address[]} */
const ADDRESSES = JSON.parse(readFileSync(new URL('./data/addresses.json', import.meta.url), 'utf8')).addresses;

/** Text as the search compares it: accents, case and punctuation aside. */
const fold = (/** @type {string} */ text) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** A stable UUID-shaped `banId` for a key (the service's own are UUIDs). */
function uuidOf(/** @type {string} */ key) {
  const hex = createHash('sha1').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Lambert-93 as the service gives it beside WGS 84 (an approximation: the sandbox draws no map). */
const lambert = (/** @type {number} */ lon, /** @type {number} */ lat) => ({
  x: Math.round((700000 + (lon - 3) * 75000) * 100) / 100,
  y: Math.round((6600000 + (lat - 46.5) * 111000) * 100) / 100,
});

/**
 * @param {[number, number]} coordinates
 * @param {Record<string, string | number>} properties
 * @returns {Feature}
 */
const feature = (coordinates, properties) => ({ type: 'Feature', geometry: { type: 'Point', coordinates }, properties });

/** Every house number, then each commune once (at its first address), as the service answers them. */
const FEATURES = (() => {
  /** @type {Feature[]} */
  const features = [];
  /** @type {Map<string, Feature>} */
  const communes = new Map();
  for (const a of ADDRESSES) {
    const id = `${a.citycode}_${a.streetCode}_${a.number.padStart(5, '0')}`;
    const name = `${a.number} ${a.street}`;
    features.push(feature([a.lon, a.lat], {
      label: `${name} ${a.postcode} ${a.city}`, score: 0, housenumber: a.number, id, banId: uuidOf(id), name,
      postcode: a.postcode, citycode: a.citycode, ...lambert(a.lon, a.lat), city: a.city, ...(a.district ? { district: a.district } : {}),
      context: a.context, type: 'housenumber', importance: 0.6, street: a.street, _type: 'address',
    }));
    if (!communes.has(a.citycode)) {
      communes.set(a.citycode, feature([a.lon, a.lat], {
        label: a.district ?? a.city, score: 0, id: a.citycode, banId: uuidOf(a.citycode), name: a.district ?? a.city,
        postcode: a.postcode, citycode: a.citycode, ...lambert(a.lon, a.lat), city: a.city, context: a.context,
        type: 'municipality', importance: 0.7, municipality: a.city, _type: 'address',
      }));
    }
  }
  return [...features, ...communes.values()];
})();

/**
 * How well `feature` answers the folded words of a query: 0 when a word begins no word of its label, context or
 * postcode; otherwise the share of its label the words cover, so that "saint denis" puts the communes first.
 * @param {Feature} candidate
 * @param {string[]} words
 */
function scoreOf(candidate, words) {
  const { label, context, postcode } = candidate.properties;
  const own = fold(`${label} ${postcode} ${context}`).split(' ');
  if (!words.every((word) => own.some((part) => part.startsWith(word)))) return 0;
  const typed = words.join('').length;
  const labelled = fold(String(label)).replace(/ /g, '').length;
  return Math.round(Math.min(0.99, 0.4 + (0.59 * typed) / labelled) * 1000) / 1000;
}

/**
 * `GET /geocodage/search`: the features matching `q`, best first, at most `limit`.
 * @param {URL} url
 */
export function searchAddresses(url) {
  const q = url.searchParams.get('q') ?? '';
  if (q.trim().length < 3 || q.length > 200 || !/^[\p{L}\p{N}]/u.test(q.trim())) {
    throw httpError(400, 'q: must contain between 3 and 200 chars and start with a number or a letter');
  }
  const index = url.searchParams.get('index') ?? 'address';
  if (index !== 'address') throw httpError(400, `index: the sandbox serves the address index only, not ${index}`);
  const limitText = url.searchParams.get('limit');
  const limit = limitText === null ? 10 : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 20) throw httpError(400, 'limit: must be an integer between 1 and 20');
  const words = fold(q).split(' ').filter(Boolean);
  const found = FEATURES.map((candidate) => ({ candidate, score: scoreOf(candidate, words) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ candidate, score }) => ({ ...candidate, properties: { ...candidate.properties, score } }));
  return { type: 'FeatureCollection', features: found, query: q };
}

/** The geocoder's path, as the sandbox mounts it. */
export const GEOCODER_PATH = '/geocodage/search';

/** @type {import('./http-util.js').Route[]} */
export const geocoderRoutes = [
  { method: 'GET', pattern: /^\/geocodage\/search$/, auth: 'none', handle: ({ url }) => ({ status: 200, body: searchAddresses(url) }) },
];
