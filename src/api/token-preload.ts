/**
 * The page's token asked for before any element needs it, for the elements to share once they are here: by
 * `configure({preloadToken: true})`, and by the lazy loader when a tag with what it needs appears. Imported only
 * then; in the lazy build, part of the elements' shared chunk, which that import fetches at once.
 */
import { tokenSource, type TokenProvider } from './token.js';

/** A failure is left to the first element that needs the token: it asks again, and says why. */
export function preloadToken(options: { tokenEndpoint?: string; tokenProvider?: TokenProvider }): void {
  tokenSource(options)
    ?.get()
    .catch(() => undefined);
}
