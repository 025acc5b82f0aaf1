/**
 * What the iframe embed (`embed.html`) reads from its own URL, checked (docs/contract.md, "Funnel events, prefill,
 * iframe"): its element (one of ours), that element's attributes from an allow-list, colours, words, and the origin
 * of the page that frames it (`parent-origin`). A parameter that is not allowed is left out and said in the console.
 *
 * Nothing here can tick a consent box or name another partner in the consent sentence: no attribute sets a value
 * or a checkbox, and words for the contact step (`lead.*`) or naming the partner are refused; the partner's name is
 * the `lead` attribute alone. Addresses that decide where the page's token goes are held to the embed's own origin
 * (the token endpoint) or to https (the services).
 */
import { boundedText } from '../ui/bounded-text.js';

/** The connection, the language and the URL prefill, which every element takes (names between spaces: a smaller script). */
const COMMON = 'lang api-base calc-base token-endpoint partner-auth prefill-from-url ';
const CALCULATING = `${COMMON}context aid euros-mwh-cumac lead lead-privacy-url `;

/** The attributes each element takes from the URL. */
export const EMBED_ATTRIBUTES = {
  'cee-simulator': `${CALCULATING}fost`,
  'cee-project': `${CALCULATING}works`,
  'worksite-form': `${COMMON}context convention-id mandatary-id beneficiary-id page-size`,
  'doc-uploader': `${COMMON}worksite-id worksite-operation-id types accept max-size multiple`,
};
export type EmbedElement = keyof typeof EMBED_ATTRIBUTES;

/** The colours a page may give (each `#rgb` or `#rrggbb`), as the element's custom properties `--cee-color-*`. */
const COLOUR = /^cee-color-(primary|on-primary|text|muted|background|surface|border|error|success|focus)$/;
const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** What the embed reads but does not hand to the element; `cee_*` and `utm_*` are the prefill's and the campaign's. */
const OWN = /^(element|parent-origin|cee_.*|utm_.*)$/;

/** The attributes that are addresses, resolved against the embed's own (a path is on its origin). */
const ADDRESSES = ['api-base', 'calc-base', 'token-endpoint', 'lead-privacy-url'];

/** The longest value taken: an attribute's, a word's. */
const MAX = { value: 500, word: 300 };

export interface EmbedSettings {
  element?: EmbedElement;
  attributes: Record<string, string>;
  /** `--cee-color-*` custom properties and their colours. */
  colours: Record<string, string>;
  /** Message key → the host's words, for the element's language. */
  words: Record<string, string>;
  /** The framing page's origin, when `parent-origin` is one (`https://www.example.fr`). */
  parentOrigin?: string;
  /** What was left out, for the console. */
  refused: string[];
}

/** An address resolved against the embed's own, when it is http(s). */
function resolved(value: string, base: URL): URL | undefined {
  try {
    const url = new URL(value, base);
    return /^https?:$/.test(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The settings of the embed at `href`: its element, that element's attributes (the token endpoint, when absent,
 * `token` beside the embed), colours, words and the framing page's origin.
 */
export function readEmbedUrl(href: string): EmbedSettings {
  const url = new URL(href);
  const settings: EmbedSettings = { attributes: {}, colours: {}, words: {}, refused: [] };
  const tag = url.searchParams.get('element') ?? '';
  if (Object.hasOwn(EMBED_ATTRIBUTES, tag)) settings.element = tag as EmbedElement;
  else settings.refused.push('element');
  // An origin as `URL` writes one (scheme, host, port if any, nothing after), else none.
  const parent = url.searchParams.get('parent-origin') ?? '';
  if (resolved(parent, url)?.origin === parent) settings.parentOrigin = parent;
  const allowed = settings.element ? EMBED_ATTRIBUTES[settings.element].split(' ') : [];
  for (const [name, given] of url.searchParams) {
    if (OWN.test(name)) continue;
    const value = boundedText(given, MAX.value) ?? '';
    const address = ADDRESSES.includes(name) ? resolved(value, url) : undefined;
    if (COLOUR.test(name) && HEX_COLOUR.test(value)) settings.colours[`--${name}`] = value;
    else if (/^words\.[a-zA-Z][\w.-]*$/.test(name) && !/^words\.lead\.|partner/i.test(name)) settings.words[name.slice(6)] = boundedText(given, MAX.word) ?? '';
    else if (allowed.includes(name) && acceptsAttribute(name, address, url)) settings.attributes[name] = address?.href ?? value;
    else settings.refused.push(name);
  }
  settings.attributes['token-endpoint'] ??= new URL('token', url).href;
  return settings;
}

/**
 * The token endpoint is on the embed's origin (the partner serves the embed beside it); the services' addresses, to
 * which the token goes, are https or on that origin; the privacy notice's is any http(s) address; another attribute
 * is taken as written (the element checks it as any).
 */
function acceptsAttribute(name: string, address: URL | undefined, embed: URL): boolean {
  if (name === 'token-endpoint') return address?.origin === embed.origin;
  if (name === 'lead-privacy-url') return Boolean(address);
  return !ADDRESSES.includes(name) || Boolean(address && (address.protocol === 'https:' || address.origin === embed.origin));
}
