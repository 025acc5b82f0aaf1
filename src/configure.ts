/**
 * `cee-widgets/configure`: the page-wide configuration alone, for an app that registers one element
 * (`cee-widgets/define/<tag>`) and must not pull the four in with `cee-widgets`. Registers nothing.
 */
export { configure } from './config.js';
export type { WidgetConfig } from './config.js';
