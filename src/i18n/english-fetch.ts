/**
 * Fetching English, for a page that speaks it (a French page never loads this module): each pack once, a render
 * waiting for it `ENGLISH_WAIT_MS` at the most, a failed fetch tried again a while later.
 */
import { addEnglish, commonEnglish, hasEnglish, type EnglishLoader } from './english-packs.js';

/** How long a render waits for English before it shows French; the English words follow when they arrive. */
export const ENGLISH_WAIT_MS = 3000;
/** After a failed fetch, how long before the next try (so a flaky line does not cost a request per render). */
const RETRY_AFTER_MS = 10_000;

/** A pack on its way. */
interface Fetch {
  done: Promise<void>;
  settled: boolean;
  /** A render already waited `ENGLISH_WAIT_MS` for it: later renders do not wait again. */
  waitedOut: boolean;
  /** Called when it settles: the elements that went on in French meanwhile render again. */
  arrivals: Set<() => void>;
}

const fetching = new Map<EnglishLoader, Fetch>();
const failedAt = new Map<EnglishLoader, number>();

/** The fetch of `loader` under way or started now; undefined when it failed a moment ago and is not to be tried yet. */
function fetchOf(loader: EnglishLoader): Fetch | undefined {
  const current = fetching.get(loader);
  if (current) return current;
  if (Date.now() - (failedAt.get(loader) ?? -Infinity) < RETRY_AFTER_MS) return undefined;
  const settle = () => {
    started.settled = true;
    fetching.delete(loader);
    // After a failure too: each element renders again, in the French it already shows, and asks again later.
    for (const callback of started.arrivals) callback();
  };
  const started: Fetch = {
    settled: false,
    waitedOut: false,
    arrivals: new Set(),
    done: loader().then(
      (pack) => (addEnglish(loader, pack), settle()),
      () => (failedAt.set(loader, Date.now()), settle()),
    ),
  };
  fetching.set(loader, started);
  return started;
}

/**
 * What a render in English waits for: the common English and `own` (an element's, or its list: the element's and
 * those of its parts that have their own, such as the contact step's), for `ENGLISH_WAIT_MS` at the most, once: a
 * render that comes while they are still loading after such a wait does not wait again. Undefined
 * when there is nothing to wait for (here already, failed a moment ago, or waited for once): the words are French
 * meanwhile, and `whenHere` is called once they arrive. Never rejects.
 */
export function englishReady(own: EnglishLoader | ReadonlyArray<EnglishLoader | undefined> | undefined, whenHere: () => void): Promise<void> | undefined {
  const fetches = [commonEnglish, ...[own].flat()]
    .filter((loader): loader is EnglishLoader => loader !== undefined && !hasEnglish(loader))
    .map(fetchOf)
    .filter((fetch): fetch is Fetch => fetch !== undefined);
  for (const fetch of fetches) if (fetch.waitedOut) fetch.arrivals.add(whenHere);
  const awaited = fetches.filter((fetch) => !fetch.waitedOut);
  if (!awaited.length) return undefined;
  const timeUp = new Promise((resolve) => setTimeout(resolve, ENGLISH_WAIT_MS));
  return Promise.race([Promise.all(awaited.map((fetch) => fetch.done)), timeUp]).then(() => {
    for (const fetch of awaited) {
      if (fetch.settled) continue;
      fetch.waitedOut = true;
      fetch.arrivals.add(whenHere);
    }
  });
}
