/**
 * Every message key a host may give its own words for (`configure({messages})`, an element's `messages`): the keys
 * every element shares, and each element's own, which its messages file adds to `ElementMessageKeys` (declaration
 * merging). So the base element and the page configuration type their words with every key, without importing
 * the elements above them.
 */
import type { SharedKey } from './common.js';

/** Each element's keys, by tag: `'cee-simulator': SimulatorKey`, added by `<tag>.messages.ts`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ElementMessageKeys {}

export type MessageKey = SharedKey | ElementMessageKeys[keyof ElementMessageKeys];
