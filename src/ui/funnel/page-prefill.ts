/**
 * The page's URL as an element applies it (docs/contract.md, "Prefill from the page's URL"): read once, at the
 * element's first insertion, only what its `prefill-from-url` lists (`url-prefill.ts` checks each value).
 *
 * - `works` takes the place of the host's `fost` (`<cee-simulator>`: the first code) or `works` (`<cee-project>`);
 * - `dpe` that of the host's `dpe` (the DPE look-up's number);
 * - `postcode` is the value of every field asking a département (`housing.department`…), under the host's `values`
 *   and the visitor's typing, as a field's default is.
 */
import { isDepartmentKey } from '../../inputs/department.js';
import { urlPrefill, type UrlPrefill } from '../url-prefill.js';

type PrefillHost = HTMLElement & { prefillFromUrl?: unknown };

/** What the page's URL prefills for `host`: nothing without its `prefill-from-url`. */
export function pagePrefill(host: PrefillHost): UrlPrefill {
  const allowed = host.prefillFromUrl ?? host.getAttribute('prefill-from-url');
  if (!allowed) return {};
  const prefill = urlPrefill(allowed);
  if (prefill.dpe) (host as { dpe?: string }).dpe = prefill.dpe;
  return prefill;
}

/** A field's value under the host's and the visitor's: the URL's postcode for a département, else the field's default. */
export const prefilledDefault = (prefill: UrlPrefill | undefined, key: string, fallback: unknown): unknown =>
  prefill?.postcode && isDepartmentKey(key) ? prefill.postcode : fallback;
