/**
 * Prefill from the page's URL, only where the host allows it (docs/contract.md, "Funnel events, prefill, iframe"):
 * `prefill-from-url="works,postcode,dpe"` reads those of the page's query parameters `cee_works` (FOST codes, comma
 * separated), `cee_postcode` (5 digits) and `cee_dpe` (a DPE's 13-character number), and no other. Each is checked as
 * a host's value is: a code that is not one is dropped with a warning in the console, the rest kept; a postcode or a
 * DPE number that is not one is dropped with a warning. What is kept is a prefill like the host's `values`: the
 * visitor's typing wins over it.
 */
import { fostCode } from '../api/schemas.js';
import { readDepartment } from '../inputs/department.js';
import { boundedText } from './bounded-text.js';
import { DPE_NUMBER_PATTERN } from '../api/place-codes.js';

/** What `prefill-from-url` may list, and the query parameter each reads. */
export const URL_PREFILL_PARAMETERS = { works: 'cee_works', postcode: 'cee_postcode', dpe: 'cee_dpe' } as const;
export type UrlPrefillName = keyof typeof URL_PREFILL_PARAMETERS;


export interface UrlPrefill {
  /** Upper-cased, each once, in the URL's order. */
  works?: string[];
  postcode?: string;
  dpe?: string;
}

/** More than a project ever holds: the rest of a longer list is not read. */
const MAX_WORKS = 20;

/** A value as the console shows it: quoted, short, without control characters. */
const shown = (value: string): string => JSON.stringify(boundedText(value, 40) ?? '');

const warn = (text: string): void => console.warn(`cee-widgets: ${text}`);

/** The names `prefill-from-url` lists (commas or spaces between them); an unknown one is said in the console. */
export function prefillNames(attribute: unknown): UrlPrefillName[] {
  const names: UrlPrefillName[] = [];
  for (const word of String(attribute ?? '').toLowerCase().split(/[\s,;]+/)) {
    if (!word) continue;
    if (Object.hasOwn(URL_PREFILL_PARAMETERS, word)) names.push(word as UrlPrefillName);
    else warn(`prefill-from-url: ${shown(word)} is not one of works, postcode, dpe; left out.`);
  }
  return names;
}

/** The prefill the URL `href` gives for the names `attribute` allows (nothing without the attribute). */
export function urlPrefill(attribute: unknown, href: string = location.href): UrlPrefill {
  const names = prefillNames(attribute);
  if (!names.length) return {};
  const query = new URL(href).searchParams;
  const prefill: UrlPrefill = {};
  if (names.includes('works') && query.has('cee_works')) {
    const codes: string[] = [];
    for (const item of String(query.get('cee_works')).split(/[\s,;]+/).slice(0, MAX_WORKS)) {
      if (!item) continue;
      const code = fostCode(item);
      if (!code) warn(`cee_works: ${shown(item)} is not an operation's code; left out.`);
      else if (!codes.includes(code)) codes.push(code);
    }
    if (codes.length) prefill.works = codes;
  }
  if (names.includes('postcode') && query.has('cee_postcode')) {
    const text = String(query.get('cee_postcode'));
    const postcode = readDepartment(text).postcode;
    if (postcode) prefill.postcode = postcode;
    else warn(`cee_postcode: ${shown(text)} is not a postcode of 5 digits; left out.`);
  }
  if (names.includes('dpe') && query.has('cee_dpe')) {
    const text = String(query.get('cee_dpe'));
    const number = text.trim().toUpperCase();
    if (DPE_NUMBER_PATTERN.test(number)) prefill.dpe = number;
    else warn(`cee_dpe: ${shown(text)} is not a DPE number of 13 characters; left out.`);
  }
  return prefill;
}

/** What `urlPrefill` gives an element: its DPE number becomes the host's `dpe` (the DPE look-up's). */
export function hostPrefill(host: { dpe?: string }, attribute: unknown, href: string): UrlPrefill {
  const prefill = urlPrefill(attribute, href);
  if (prefill.dpe) host.dpe = prefill.dpe;
  return prefill;
}
