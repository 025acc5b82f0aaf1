/** The page-wide configuration every element falls back to when an attribute is absent. */
import type { ClientConfig } from './api/client.js';

/** What `configure()` sets for every element of the page: the API client's settings, less its timeout. */
export type WidgetConfig = Pick<ClientConfig, 'apiBase' | 'calcBase' | 'tokenEndpoint' | 'tokenProvider' | 'partnerAuth' | 'lang'>;

/** Fired on `window` when `configure()` changes the page's configuration, so connected elements update. */
export const CONFIGURE_EVENT = 'cee-widgets-configure';

let pageConfig: Readonly<WidgetConfig> = {};

/** Sets page-wide defaults for every element: `configure({apiBase, calcBase, tokenEndpoint, tokenProvider, lang})`. */
export function configure(config: WidgetConfig): void {
  pageConfig = { ...pageConfig, ...config };
  globalThis.dispatchEvent?.(new Event(CONFIGURE_EVENT));
}

export function getPageConfig(): Readonly<WidgetConfig> {
  return pageConfig;
}

/** Back to no page-wide configuration (for tests). */
export function resetConfiguration(): void {
  pageConfig = {};
  globalThis.dispatchEvent?.(new Event(CONFIGURE_EVENT));
}
