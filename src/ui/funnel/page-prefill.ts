/**
 * The page's URL as an element applies it (docs/contract.md, "Prefill from the page's URL"): read once, at the
 * element's first insertion, only what its `prefill-from-url` lists (`url-prefill.ts` checks each value). Without the
 * attribute nothing is read and the reader's code is never fetched; with it, the element's loads and first render wait
 * for that small chunk (`pagePrefill` returns the wait).
 *
 * - `works` takes the place of the host's `fost` (`<cee-simulator>`: the first code) or `works` (`<cee-project>`);
 * - `dpe` that of the host's `dpe` (the DPE look-up's number);
 * - `postcode` is the value of every field asking a département (`housing.department`…), under the host's `values`
 *   and the visitor's typing, as a field's default is.
 */
import { isDepartmentKey } from '../../inputs/department.js';
import type { UrlPrefill } from '../url-prefill.js';

type PrefillHost = HTMLElement & { prefillFromUrl?: unknown; dpe?: string };

/**
 * Hands `apply` what the page's URL prefills for `host`: nothing, at once, without its `prefill-from-url` (and returns
 * undefined); else once the reader is here, and returns the promise that settles after `apply` (nothing applied when
 * the reader cannot be fetched: the element is as without the attribute).
 */
export function pagePrefill(host: PrefillHost, apply: (prefill: UrlPrefill) => void): Promise<void> | undefined {
  // Every calculating element declares the property: its attribute's value once upgraded.
  const allowed = host.prefillFromUrl;
  if (!allowed) return void apply({});
  // The address at insertion: a single-page application may change it before the reader is here.
  const href = location.href;
  return import('../url-prefill.js').then((reader) => reader.hostPrefill(host, allowed, href), () => ({})).then(apply);
}

/** A field's value under the host's and the visitor's: the URL's postcode for a département, else the field's default. */
export const prefilledDefault = (prefill: UrlPrefill | undefined, key: string, fallback: unknown): unknown =>
  prefill?.postcode && isDepartmentKey(key) ? prefill.postcode : fallback;
