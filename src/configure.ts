/**
 * `configure()` as the package exports it: the page-wide configuration (`config.ts`), its words typed with every
 * message key of the three elements, so a host's editor completes them and a misspelt key does not compile.
 */
import { configure as configurePage, type WidgetConfig as PageConfig } from './config.js';
import type { MessageKey } from './message-keys.js';

/** What `configure()` sets for every element of the page (see `config.ts`). */
export type WidgetConfig = PageConfig<MessageKey>;

/** Sets page-wide defaults for every element: `configure({apiBase, calcBase, tokenEndpoint, tokenProvider, lang, messages})`. */
export const configure: (config: WidgetConfig) => void = configurePage;
