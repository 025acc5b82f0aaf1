/**
 * Which campaign brought the visitor: the `utm_*` parameters of the URL this page was landed on, the origin it came
 * from and the page itself, for the host's CRM (`attribution` in `cee-lead` and `cee-estimate-email`; docs/contract.md,
 * "Funnel events, prefill, iframe").
 *
 * - Read once, the first time an element asks, from the document's navigation (`performance`'s navigation entry):
 *   the URL the visitor landed on, even after a single-page application changed the address bar.
 * - Kept in memory for the page's life (on the page, like `configure()`, so two copies of the script and the iframe
 *   embed's script share it), never stored.
 * - `page` is that URL without its query and fragment; `referrer_origin` only the origin of `document.referrer`;
 *   every value trimmed, without control characters or bidirectional overrides, and bounded in length.
 */
import { boundedText } from './bounded-text.js';

export interface Attribution {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
  referrer_origin?: string;
  page: string;
}

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** The longest value kept: a campaign's name is short; a page's address may be longer. */
const MAX = { utm: 200, page: 1000 };

const KEY = Symbol.for('cee-widgets.attribution');
/** `value`: read from this page; `framing`: what the framing page told the embed; `framed`: that, checked. */
type Holder = { value?: Readonly<Attribution>; framing?: unknown; framed?: Readonly<Attribution> };
const holder: Holder = ((globalThis as unknown as Record<symbol, Holder>)[KEY] ??= {});

/** An http(s) URL's origin (`https://www.example.fr`), else undefined. */
function httpOrigin(value: unknown): string | undefined {
  try {
    const url = new URL(String(value));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The attribution of a visit that landed on `href` coming from `referrer` (a pure function of the two). */
export function landingAttribution(href: string, referrer = ''): Attribution {
  const url = new URL(href);
  const found: Attribution = { page: boundedText(`${url.origin}${url.pathname}`, MAX.page) ?? '' };
  for (const key of UTM_KEYS) {
    const value = boundedText(url.searchParams.get(key), MAX.utm);
    if (value) found[key] = value;
  }
  const from = httpOrigin(referrer);
  if (from) found.referrer_origin = from;
  return found;
}

/** The same keys, each checked as `landingAttribution` checks them; undefined when it has no `page` of http(s). */
export function checkedAttribution(value: unknown): Attribution | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const given = value as Record<string, unknown>;
  const page = httpOrigin(given.page) && boundedText(given.page, MAX.page);
  if (!page) return undefined;
  const checked: Attribution = { page };
  for (const key of UTM_KEYS) {
    const text = boundedText(given[key], MAX.utm);
    if (text) checked[key] = text;
  }
  const from = httpOrigin(given.referrer_origin);
  if (from) checked.referrer_origin = from;
  return checked;
}

/** The URL this document was landed on: its navigation's, else the address bar's. */
function landingUrl(): string {
  const navigation = globalThis.performance?.getEntriesByType?.('navigation')[0];
  return navigation?.name || location.href;
}

/**
 * This visit's attribution, read the first time it is asked for, then the same for the page's life. In the iframe
 * embed, the framing page's campaign once it was told (`adoptAttribution`), checked here like any.
 */
export function attribution(): Readonly<Attribution> {
  const own = () => Object.freeze(landingAttribution(landingUrl(), document.referrer));
  if (holder.framing === undefined) return (holder.value ??= own());
  return (holder.framed ??= Object.freeze(checkedAttribution(holder.framing) ?? own()));
}

/**
 * The iframe embed's: the campaign of the page that frames it, as that page told it; the first one told is kept, and
 * stands for the embed's own from then on. Checked when read, so that the embed's script stays small.
 */
export function adoptAttribution(value: unknown): void {
  holder.framing ??= value ?? null;
}

/** Forgets what was read or told (tests only). @internal */
export function resetAttribution(): void {
  for (const key of Object.keys(holder) as Array<keyof Holder>) delete holder[key];
}
