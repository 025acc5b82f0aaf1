/**
 * English, loaded only by a page that speaks it: French is the default and ships with every element, English
 * comes in chunks fetched when an element first renders in English (the common words, then the element's
 * own). In the single-file build the chunks are inlined; in `dist/lazy/` and npm bundles they are split.
 */
import type { Messages } from './translate.js';

/** What an English chunk gives: its messages, and what it adds elsewhere (zod's locale, known keys). */
export interface EnglishPack {
  messages: Messages;
  /** Called once, when the pack arrives. */
  install?: () => void;
}

export type EnglishLoader = () => Promise<EnglishPack>;

const loaded = new Map<EnglishLoader, EnglishPack>();
const loading = new Map<EnglishLoader, Promise<void>>();

/** The common English: messages every element uses, rule messages and zod's English locale. */
export const commonEnglish: EnglishLoader = () => import('./en.js').then((module) => module.pack);

/** Takes in a pack that is already here (headless use of the API core, which has it statically). */
export function addEnglish(loader: EnglishLoader, pack: EnglishPack): void {
  if (loaded.has(loader)) return;
  loaded.set(loader, pack);
  pack.install?.();
}

function load(loader: EnglishLoader): Promise<void> {
  let pending = loading.get(loader);
  if (!pending) {
    pending = loader().then(
      (pack) => addEnglish(loader, pack),
      (error: unknown) => {
        // A chunk that failed (network blip) is asked again at the next render; until then the words are French.
        loading.delete(loader);
        throw error;
      },
    );
    loading.set(loader, pending);
  }
  return pending;
}

/** Resolves once the common English and `own` (an element's) are loaded; undefined when they already are. */
export function englishReady(own?: EnglishLoader): Promise<void> | undefined {
  const missing = [commonEnglish, own].filter((loader): loader is EnglishLoader => loader !== undefined && !loaded.has(loader));
  return missing.length ? Promise.all(missing.map(load)).then(() => undefined) : undefined;
}

/** The English messages of `loader`, once loaded. */
export function englishOf(loader: EnglishLoader | undefined): Messages | undefined {
  return loader ? loaded.get(loader)?.messages : undefined;
}
