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

/** How long a render waits for English before it shows French; the English words follow when they arrive. */
export const ENGLISH_WAIT_MS = 3000;
/** After a failed fetch, how long before the next try (so a flaky line does not cost a request per render). */
const RETRY_AFTER_MS = 10_000;

const loaded = new Map<EnglishLoader, EnglishPack>();
const loading = new Map<EnglishLoader, Promise<void>>();
const failedAt = new Map<EnglishLoader, number>();
/** Still loading after a render waited `ENGLISH_WAIT_MS` for them: later renders do not wait again. */
const waitedOut = new Set<EnglishLoader>();
/** Called when a loader's pack arrives (the elements that went on in French meanwhile). */
const arrivals = new Map<EnglishLoader, Set<() => void>>();

/** The common English: messages every element uses, rule messages and zod's English locale. */
export const commonEnglish: EnglishLoader = () => import('./en.js').then((module) => module.pack);

/** Takes in a pack that is already here (headless use of the API core, which has it statically). */
export function addEnglish(loader: EnglishLoader, pack: EnglishPack): void {
  if (loaded.has(loader)) return;
  loaded.set(loader, pack);
  pack.install?.();
}

function settled(loader: EnglishLoader): void {
  loading.delete(loader);
  waitedOut.delete(loader);
  const callbacks = arrivals.get(loader);
  arrivals.delete(loader);
  // After a failure too: each element renders again, in the French it already shows, and asks again later.
  for (const callback of callbacks ?? []) callback();
}

/** The pending fetch of `loader`; undefined when it failed a moment ago and is not to be tried again yet. */
function load(loader: EnglishLoader): Promise<void> | undefined {
  let pending = loading.get(loader);
  if (pending) return pending;
  if (Date.now() - (failedAt.get(loader) ?? -Infinity) < RETRY_AFTER_MS) return undefined;
  pending = loader().then(
    (pack) => {
      addEnglish(loader, pack);
      settled(loader);
    },
    () => {
      failedAt.set(loader, Date.now());
      settled(loader);
    },
  );
  loading.set(loader, pending);
  return pending;
}

/**
 * What a render in English waits for: the common English and `own` (an element's), for `ENGLISH_WAIT_MS` at the
 * most, once: a render that comes while they are still loading after such a wait does not wait again. Undefined
 * when there is nothing to wait for (here already, failed a moment ago, or waited for once): the words are French
 * meanwhile, and `whenHere` is called once they arrive. Never rejects.
 */
export function englishReady(own: EnglishLoader | undefined, whenHere: () => void): Promise<void> | undefined {
  const wanted = [commonEnglish, own].filter((loader): loader is EnglishLoader => loader !== undefined && !loaded.has(loader));
  const pending: Array<Promise<void>> = [];
  for (const loader of wanted) {
    const promise = load(loader);
    if (!promise) continue;
    if (waitedOut.has(loader)) {
      arrivals.set(loader, (arrivals.get(loader) ?? new Set()).add(whenHere));
    } else pending.push(promise);
  }
  if (!pending.length) return undefined;
  return Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, ENGLISH_WAIT_MS))]).then(() => {
    for (const loader of wanted) {
      if (loaded.has(loader) || !loading.has(loader)) continue;
      waitedOut.add(loader);
      arrivals.set(loader, (arrivals.get(loader) ?? new Set()).add(whenHere));
    }
  });
}

/** The English messages of `loader`, once loaded. */
export function englishOf(loader: EnglishLoader | undefined): Messages | undefined {
  return loader ? loaded.get(loader)?.messages : undefined;
}
