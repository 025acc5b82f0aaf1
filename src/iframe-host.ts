/**
 * `cee-widgets/iframe-host`: for a page that frames `embed.html` (docs/contract.md, "Funnel events, prefill,
 * iframe"). Imported once (or loaded with a script tag), it serves every `<iframe data-cee-widgets>` of the document:
 *
 * - a message is heard only from an iframe's own window and from the origin of its `src`; anything else is ignored;
 * - `cee-widgets:height` sets the iframe's height;
 * - `cee-widgets:event` fires the event again on the iframe element (bubbling and composed), for the funnel events
 *   (their detail kept to `element`, `version`, `step`, `works` and `totals`) and `cee-lead` / `cee-estimate-email`;
 *   with `analytics="datalayer"` on the iframe, the funnel events (never the hand-offs) go to `window.dataLayer` too;
 * - every such iframe already there is asked to say its height again (`cee-widgets:host`): this script may start
 *   after the embed spoke;
 * - `cee-widgets:hello` is answered with this page's campaign (`utm_*` of the URL it was landed on, its address
 *   without query, the referrer's origin), which `cee-lead` carries from the iframe.
 *
 * `confirmLead(iframe, message?)` and `leadFailed(iframe, message?)` (and `confirmEmail`, `emailFailed`) answer a
 * hand-off, as the element's methods of the same names do.
 */

/** Importing this module types the events on the iframe too: `iframe.addEventListener('cee-lead', (e) => e.detail)`. */
export type { CeeWidgetsEventMap } from './event-map.js';

const FUNNEL = ['cee-ready', 'cee-step', 'cee-abandon'];
const HAND_OFFS = ['cee-lead', 'cee-estimate-email'];
const FUNNEL_KEYS = ['element', 'version', 'step', 'works', 'totals'];

type Message = { type?: unknown; height?: unknown; name?: unknown; detail?: unknown };

const originOf = (frame: HTMLIFrameElement): string => {
  try {
    return new URL(frame.src, location.href).origin;
  } catch {
    return '';
  }
};

/** This page's campaign: what `embed.html` reads of its own URL when it is not in a frame. */
function landing(): Record<string, string> {
  const navigation = performance.getEntriesByType('navigation')[0];
  const url = new URL(navigation?.name || location.href);
  const found: Record<string, string> = { page: url.origin + url.pathname };
  for (const key of ['source', 'medium', 'campaign', 'term', 'content']) {
    const value = url.searchParams.get(`utm_${key}`);
    if (value) found[`utm_${key}`] = value;
  }
  try {
    found.referrer_origin = new URL(document.referrer).origin;
  } catch {
    // No referrer.
  }
  return found;
}

function post(frame: HTMLIFrameElement, message: object): void {
  frame.contentWindow?.postMessage(message, originOf(frame));
}

const call = (method: string) => (frame: HTMLIFrameElement, message?: string) => post(frame, { type: 'cee-widgets:call', method, message });
/** The host sent the lead: the contact step says `message`, or that it was sent. */
export const confirmLead = call('confirmLead');
/** The host could not send the lead: the contact step says `message`, or ours, the visitor's values kept. */
export const leadFailed = call('leadFailed');
/** The host sent the estimate by e-mail. */
export const confirmEmail = call('confirmEmail');
/** The host could not send the estimate by e-mail. */
export const emailFailed = call('emailFailed');

// Only where there is a page: on a server (a framework's server build), importing does nothing.
globalThis.window?.addEventListener('message', (event: MessageEvent) => {
  const frame = [...document.querySelectorAll<HTMLIFrameElement>('iframe[data-cee-widgets]')].find((candidate) => candidate.contentWindow === event.source);
  if (!frame || event.origin !== originOf(frame)) return;
  const data = (event.data ?? {}) as Message;
  if (data.type === 'cee-widgets:hello') post(frame, { type: 'cee-widgets:landing', attribution: landing() });
  if (data.type === 'cee-widgets:height' && typeof data.height === 'number' && data.height >= 0 && data.height < 1e5) {
    frame.style.height = `${Math.ceil(data.height)}px`;
  }
  const name = String(data.name);
  const funnel = FUNNEL.includes(name);
  if (data.type !== 'cee-widgets:event' || (!funnel && !HAND_OFFS.includes(name))) return;
  const given = Object(data.detail) as Record<string, unknown>;
  const detail = funnel ? Object.fromEntries(FUNNEL_KEYS.filter((key) => key in given).map((key) => [key, given[key]])) : given;
  frame.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  if (funnel && frame.getAttribute('analytics')?.trim().toLowerCase() === 'datalayer') {
    const global = globalThis as { dataLayer?: object[] };
    (global.dataLayer ??= []).push({ event: name, ...detail });
  }
});

// An embed that spoke before this script ran says its hello and its height again when asked.
if (globalThis.document) for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe[data-cee-widgets]')) post(frame, { type: 'cee-widgets:host' });
