/**
 * The iframe embed's conversation with the page that frames it, with that page's origin only (`parent-origin`):
 *
 * - to it: `{type: "cee-widgets:hello"}` once, `{type: "cee-widgets:height", height}` in the frame the content's
 *   height changes (a ResizeObserver), and `{type: "cee-widgets:event", name, detail}` for the funnel events and the
 *   hand-offs (`cee-lead`, `cee-estimate-email`), each posted with `parent-origin` as its target, never `'*'`;
 * - from it, when the message comes from that window and that origin: `{type: "cee-widgets:host"}` (its script
 *   started after this page: the hello and the height are said again), `{type: "cee-widgets:landing", attribution}`
 *   (the framing page's campaign, for `cee-lead`) and `{type: "cee-widgets:call", method, message?}` (the host's
 *   answer to a hand-off: `confirmLead`, `leadFailed`, `confirmEmail`, `emailFailed`). Anything else is ignored.
 */
import { adoptAttribution } from '../ui/attribution.js';
import { boundedText } from '../ui/bounded-text.js';

/** The events the framing page hears, as the element fires them. */
export const FORWARDED_EVENTS = ['cee-ready', 'cee-step', 'cee-abandon', 'cee-lead', 'cee-estimate-email'] as const;
/** The answers the host may give to a hand-off, as the element's methods. */
const CALLS = ['confirmLead', 'leadFailed', 'confirmEmail', 'emailFailed'];

export interface EmbedWindow {
  /** Posting always names its target origin. */
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/**
 * Talks with the page at `parentOrigin` about `element`, whose size is that of `content`, for the page's life. `view`
 * is the embed's window (its `parent` the framing page's).
 */
export function talkToParent(view: EmbedWindow, parentOrigin: string, element: HTMLElement, content: Element): void {
  const post = (message: object): void => view.parent.postMessage(message, parentOrigin);
  let height = -1;
  // Said at the start, and again when the host's script starts after this page (it asks, `cee-widgets:host`).
  const hello = (): void => {
    post({ type: 'cee-widgets:hello' });
    if (height >= 0) post({ type: 'cee-widgets:height', height });
  };
  hello();

  new ResizeObserver(() => {
    const now = Math.ceil(content.getBoundingClientRect().height);
    if (now === height) return;
    height = now;
    post({ type: 'cee-widgets:height', height });
  }).observe(content);

  // Our details are plain data, which a message carries as it is.
  const forward = (event: Event): void => post({ type: 'cee-widgets:event', name: event.type, detail: (event as CustomEvent).detail });
  for (const name of FORWARDED_EVENTS) element.addEventListener(name, forward);

  view.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin || event.source !== view.parent) return;
    const data = event.data as { type?: unknown; method?: unknown; message?: unknown; attribution?: unknown } | null;
    if (data?.type === 'cee-widgets:host') hello();
    if (data?.type === 'cee-widgets:landing') adoptAttribution(data.attribution);
    if (data?.type !== 'cee-widgets:call' || !CALLS.includes(data.method as string)) return;
    const method = (element as unknown as Record<string, unknown>)[data.method as string];
    if (typeof method === 'function') method.call(element, boundedText(data.message, 500));
  });
}
