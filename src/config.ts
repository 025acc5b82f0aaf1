/** The page-wide configuration every element falls back to when an attribute is absent. */
import type { TokenProvider } from './api/token.js';
import type { Lang } from './api/validation.js';

export interface WidgetConfig {
  apiBase?: string;
  calcBase?: string;
  tokenEndpoint?: string;
  tokenProvider?: TokenProvider;
  /** `bearer`: the partner API gets the calculation API's token too. */
  partnerAuth?: 'none' | 'bearer';
  lang?: Lang;
}

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
