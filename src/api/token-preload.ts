/**
 * `configure({preloadToken: true})`: the page's token asked for at once, for the elements to share once they are
 * here. In a module of its own, imported only then (in the lazy build, beside the elements' shared chunk).
 */
import { tokenSource, type TokenProvider } from './token.js';

/** A failure is left to the first element that needs the token: it asks again, and says why. */
export function preloadToken(options: { tokenEndpoint?: string; tokenProvider?: TokenProvider }): void {
  tokenSource(options)
    ?.get()
    .catch(() => undefined);
}
