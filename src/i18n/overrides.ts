/**
 * The host's own words: any visible string, per language, set page-wide (`configure({messages})`) or on one
 * element (its `messages` property), and whole tables for a language the package does not ship. Kept on the
 * page, so two copies of the library share them.
 */
import type { Messages } from './translate.js';

/** Fired on `window` when `configure()` changes the page's configuration or words, or `<html lang>` changes, so connected elements update. */
export const CONFIGURE_EVENT = 'cee-widgets-configure';

/** Words by language code (`fr`, `en`, `de`…), each a partial table of message keys. */
export type MessageOverrides<K extends string = string> = Readonly<Record<string, Partial<Messages<K>> | undefined>>;

const KEY = Symbol.for('cee-widgets.page-messages');
const holder: { messages: MessageOverrides } = ((globalThis as unknown as Record<symbol, { messages: MessageOverrides }>)[KEY] ??= {
  messages: {},
});

export function setPageMessages(messages: MessageOverrides | undefined): void {
  holder.messages = messages ?? {};
}

/** The page's words in `lang`, if the host gave some. */
export function pageMessages(lang: string): Partial<Messages> | undefined {
  return Object.hasOwn(holder.messages, lang) ? holder.messages[lang] : undefined;
}

const warned = new Set<string>();
/** Says once per language and key that a host's table lacks a word (French stands in for it). */
export function warnMissing(lang: string, key: string): void {
  const id = `${lang} ${key}`;
  if (warned.has(id)) return;
  warned.add(id);
  console.warn(`cee-widgets: no "${lang}" words for "${key}".`);
}
