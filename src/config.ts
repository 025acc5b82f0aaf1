/** The page-wide configuration every element falls back to when an attribute is absent. */
import type { ClientConfig } from './api/connection.js';
import type { MessageKey } from './i18n/message-key.js';
import { CONFIGURE_EVENT, setPageMessages, type MessageOverrides } from './i18n/overrides.js';

/**
 * What `configure()` sets for every element of the page: the API client's settings, less its timeout, and the
 * host's own words (`messages: {fr: {...}, en: {...}, de: {...}}`, any key of `docs/i18n.md`).
 */
export type WidgetConfig = Pick<ClientConfig, 'apiBase' | 'calcBase' | 'tokenEndpoint' | 'tokenProvider' | 'partnerAuth' | 'lang'> & {
  messages?: MessageOverrides<MessageKey>;
  /**
   * `true`: the calculation API's token is asked for now, from `tokenEndpoint` or `tokenProvider`, rather than when
   * the first element needs it (on a page that shows an element for sure: its code may still be on its way).
   */
  preloadToken?: boolean;
};

export { CONFIGURE_EVENT };

/**
 * Kept on the page, not in this module: when two copies of the library meet (two CMS blocks, a CDN copy and an
 * npm one), the elements of the first copy still follow `configure()` called through the second.
 */
const PAGE_KEY = Symbol.for('cee-widgets.page-config');
type PageHolder = { config: Readonly<WidgetConfig> };
const holder: PageHolder = ((globalThis as unknown as Record<symbol, PageHolder>)[PAGE_KEY] ??= { config: {} });

/** Sets page-wide defaults for every element: `configure({apiBase, calcBase, tokenEndpoint, tokenProvider, lang})`. */
export function configure(config: WidgetConfig): void {
  holder.config = { ...holder.config, ...config };
  if ('messages' in config) setPageMessages(config.messages);
  globalThis.dispatchEvent?.(new Event(CONFIGURE_EVENT));
  if (config.preloadToken) preloadToken(holder.config);
}

/** The page's token, asked for now; its code comes with it (in the lazy build, with the elements' shared chunk). */
function preloadToken({ tokenEndpoint, tokenProvider }: WidgetConfig): void {
  if (!tokenEndpoint && !tokenProvider) return;
  import('./api/token-preload.js').then((module) => module.preloadToken({ tokenEndpoint, tokenProvider }), () => undefined);
}

export function getPageConfig(): Readonly<WidgetConfig> {
  return holder.config;
}

/** Back to no page-wide configuration (for tests). */
export function resetConfiguration(): void {
  holder.config = {};
  setPageMessages(undefined);
  globalThis.dispatchEvent?.(new Event(CONFIGURE_EVENT));
}
