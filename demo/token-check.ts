// The configurator's check of the token endpoint the partner types: asked from this page as the widgets ask it (POST,
// the page's cookies, JSON expected), its answer read with the API core's own reader of token answers, and what is
// wrong said in a web developer's words: the status and what it usually means, an HTML page or JSON without a token,
// a refusal by CORS (told apart from an unreachable server by a request that needs no CORS), no answer at all.
import { readWith } from '../src/api/reader.js';
import { TokenEndpointAnswerSchema } from '../src/api/schemas.js';

export type TokenCheck =
  | { kind: 'ok'; lifetime?: { seconds: number } | { until: string }; cached: boolean; otherOrigins: boolean }
  | { kind: 'status'; status: number; statusText: string }
  | { kind: 'html' }
  | { kind: 'no-token'; keys: string[] }
  | { kind: 'not-a-token' }
  | { kind: 'cors' }
  | { kind: 'unreachable' }
  | { kind: 'timeout' }
  | { kind: 'not-an-address' };

export interface CheckedEndpoint {
  /** The address asked, resolved against this page. */
  url: string;
  /** Whether the address was written relative to the page that asks it (`/mon-site/cee-token`). */
  relative: boolean;
  check: TokenCheck;
}

const TIMEOUT_MS = 10_000;

/** Asks `address` (resolved against `base`, this page's address) for a token, as a widget of this page would. */
export async function checkTokenEndpoint(address: string, base: string = location.href): Promise<CheckedEndpoint> {
  const relative = !/^[a-z][a-z\d+.-]*:/i.test(address.trim());
  let url: URL;
  try {
    url = new URL(address.trim(), base);
    if (!address.trim() || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new TypeError('not http');
  } catch {
    return { url: address, relative, check: { kind: 'not-an-address' } };
  }
  const href = url.href;
  const done = (check: TokenCheck): CheckedEndpoint => ({ url: href, relative, check });
  let response: Response;
  try {
    response = await fetch(href, {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') return done({ kind: 'timeout' });
    // A request that needs no CORS (its answer unread) reaches a server that CORS keeps this page from reading.
    if (url.origin === new URL(base).origin) return done({ kind: 'unreachable' });
    const reached = await fetch(href, { method: 'POST', mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) }).then(
      () => true,
      () => false,
    );
    return done({ kind: reached ? 'cors' : 'unreachable' });
  }
  if (!response.ok) return done({ kind: 'status', status: response.status, statusText: response.statusText });
  const text = await response.text();
  if (/^\s*</.test(text)) return done({ kind: 'html' });
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: a bare token, as text, is an answer the widgets read too.
  }
  const read = readWith(TokenEndpointAnswerSchema, body);
  if (!read.ok) {
    const keys = body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
    const named = keys.includes('access_token') || keys.includes('token');
    return done(named || typeof body === 'string' ? { kind: 'not-a-token' } : { kind: 'no-token', keys });
  }
  const answer = read.value;
  const lifetime =
    typeof answer === 'object' && 'access_token' in answer && typeof answer.expires_in === 'number'
      ? { seconds: answer.expires_in }
      : typeof answer === 'object' && 'token' in answer && answer.expires_at !== undefined
        ? { until: String(answer.expires_at) }
        : undefined;
  return done({
    kind: 'ok',
    ...(lifetime && { lifetime }),
    cached: !/no-store/i.test(response.headers.get('Cache-Control') ?? ''),
    // Read from another origin: its CORS lets at least this page read the token.
    otherOrigins: url.origin !== new URL(base).origin,
  });
}

const integer = new Intl.NumberFormat('fr-FR');

/** What the status usually means, for a token endpoint. */
function statusMeaning(status: number): string {
  if (status === 404) return 'rien n’y répond : vérifiez l’adresse, et que votre serveur y répond à une requête POST.';
  if (status === 405) return 'elle refuse la méthode POST, or le simulateur demande son jeton en POST.';
  if (status === 401 || status === 403) {
    return 'elle refuse la demande : sur une page publique, elle doit remettre un jeton sans connexion ; sur une page réservée à vos équipes, cette page-ci n’a pas leur session.';
  }
  if (status === 501) return 'le serveur ne sait pas traiter cette demande : aucun code n’y répond encore en POST.';
  if (status >= 500) return 'votre serveur a échoué en demandant le jeton au service : son journal dit pourquoi (identifiants du contrat, adresse du service).';
  return 'le simulateur attend une réponse 200 avec le jeton.';
}

/** The check, in a web developer's words (French, like the configurator). */
export function checkSentence({ url, relative, check }: CheckedEndpoint): string {
  const where = relative ? ` Une adresse qui commence par / est celle du site de la page : ici, ${new URL(url).origin} ; sur votre site, votre serveur.` : '';
  switch (check.kind) {
    case 'not-an-address':
      return `« ${url} » n’est pas une adresse http ou https : indiquez un chemin de votre site (/mon-site/cee-token) ou une adresse complète.`;
    case 'ok': {
      const lifetime =
        check.lifetime && 'seconds' in check.lifetime
          ? `, valable ${integer.format(check.lifetime.seconds)} secondes`
          : check.lifetime
            ? `, valable jusqu’à ${check.lifetime.until}`
            : ', sans durée de vie (ni expires_in ni expires_at) : le simulateur le redemandera quand le service le refusera';
      const notes = [
        check.cached ? ' Ajoutez l’en-tête Cache-Control: no-store, pour qu’aucun cache ne garde le jeton.' : '',
        check.otherOrigins ? ' Elle laisse une autre origine que la sienne lire le jeton (CORS) : retirez son en-tête Access-Control-Allow-Origin, pour que seules vos pages le lisent.' : '',
      ].join('');
      return `${url} répond bien : un jeton${lifetime}.${notes}`;
    }
    case 'status':
      return `${url} a répondu ${check.status}${check.statusText ? ` (${check.statusText})` : ''} : ${statusMeaning(check.status)}${where}`;
    case 'html':
      return `${url} répond une page HTML et non un jeton : souvent une page d’erreur, de connexion ou l’accueil du site, que le serveur sert aux adresses qu’il ne connaît pas.${where}`;
    case 'no-token':
      return `${url} répond du JSON sans jeton${check.keys.length ? ` (ses clés : ${check.keys.join(', ')})` : ''} : il faut access_token, avec expires_in en secondes, ou token, avec expires_at.`;
    case 'not-a-token':
      return `${url} répond quelque chose qui n’a pas la forme d’un jeton (des lettres, des chiffres et - . _ ~ + / seulement, 8 192 caractères au plus).`;
    case 'cors':
      return `Le navigateur n’a pas laissé cette page lire la réponse de ${url} : l’adresse est sur une autre origine que cette page et ne l’autorise pas (CORS). C’est ce qu’il faut en ligne, où seules vos pages lisent le jeton ; vérifiez-la depuis une page de son site, par exemple dans la console : fetch('${new URL(url).pathname}', { method: 'POST' }).then((r) => r.text()).then(console.log)`;
    case 'unreachable':
      return `Aucune réponse de ${url} : le serveur est injoignable (nom de domaine, certificat, serveur arrêté), ou cette page est en https et l’adresse en http.`;
    case 'timeout':
      return `${url} n’a pas répondu en ${TIMEOUT_MS / 1000} secondes.`;
  }
}
