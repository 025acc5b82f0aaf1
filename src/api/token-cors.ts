/**
 * A token endpoint on another origin that CORS keeps this page from reading looks, to `fetch`, like a network loss.
 * Told apart here, on that failure only (this code comes then): the site's developer is told in the console, once
 * per endpoint, naming CORS and the page's origin, and the visitor gets a refusal (kind `auth`) with no retry, since
 * trying again cannot help.
 */
import { ApiError } from './errors.js';

const told = new Set<string>();

/**
 * Whether a request to `url` that failed as a network loss was refused by CORS: the endpoint is on another origin,
 * and a request that needs no CORS (`no-cors`, no credentials, its answer unread) reaches it.
 */
async function refusedByCors(url: string, timeoutMs: number): Promise<boolean> {
  const origin = globalThis.location?.origin;
  if (!origin || new URL(url).origin === origin) return false;
  try {
    const signal = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
    await fetch(url, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal });
    return true;
  } catch {
    return false;
  }
}

/** The failure to throw for `lost`, a network failure of the token endpoint `url`: a CORS refusal, or `lost` itself. */
export async function refusal(url: string, timeoutMs: number, lost: ApiError): Promise<ApiError> {
  if (!(await refusedByCors(url, timeoutMs))) return lost;
  const origin = globalThis.location.origin;
  if (!told.has(url)) {
    told.add(url);
    console.error(
      `cee-widgets: the token endpoint ${url} does not allow this page's origin ${origin} (CORS), so the browser keeps ` +
        `its token from the widgets. Serve it from ${origin}, or answer its POST with "Access-Control-Allow-Origin: ${origin}".`,
    );
  }
  return new ApiError('auth', `The token endpoint refuses this page's origin (${origin}) by CORS.`, { cause: lost });
}
