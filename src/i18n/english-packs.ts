/**
 * English, loaded only by a page that speaks it: French is the default and ships with every element, English
 * comes in chunks fetched when an element first renders in English (the common words, then the element's
 * own). In the single-file build the chunks are inlined; in `dist/lazy/` and npm bundles they are split. What
 * fetches them and how long a render waits is in `english-fetch.ts`, which only an English page loads.
 */
import type { EnglishPack, Messages } from './translate.js';

export type { EnglishPack };

export type EnglishLoader = () => Promise<EnglishPack>;

const loaded = new Map<EnglishLoader, EnglishPack>();

/** The common English: messages every element uses, rule messages and zod's English locale. */
export const commonEnglish: EnglishLoader = () => import('./common.en.js').then((module) => module.pack);

/** Takes in a pack that is already here (headless use of the API core, which has it statically). */
export function addEnglish(loader: EnglishLoader, pack: EnglishPack): void {
  if (loaded.has(loader)) return;
  loaded.set(loader, pack);
  pack.install?.();
}

/** The common English pack (rule messages, zod's locale), once loaded. */
export const commonEnglishPack = (): EnglishPack | undefined => loaded.get(commonEnglish);

/** The English messages of `loader`, once loaded. */
export function englishOf(loader: EnglishLoader | undefined): Messages | undefined {
  return loader ? loaded.get(loader)?.messages : undefined;
}

/** Whether `loader`'s pack is here. */
export const hasEnglish = (loader: EnglishLoader): boolean => loaded.has(loader);
