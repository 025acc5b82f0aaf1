// @ts-check
/**
 * The demo site's own back end for contact requests (the "CRM" a partner's site posts `cee-lead` to) and for the
 * estimates homeowners ask to receive by e-mail (`cee-estimate-email`): it keeps what they sent in this process's
 * memory, for the demo pages to list; it sends no e-mail. A real site posts to its own CRM and mailer, behind its
 * own consent and retention rules; the widgets never send or store anything themselves. Mounted by `npm start`
 * (vite.config.ts) and by the browser tests (web-test-runner.config.mjs) at `/demo-crm/…`.
 *
 * - `POST /demo-crm/leads` with a JSON body `{contact, consent, estimate, attribution?}`: 201 `{data: {id, receivedAt,
 *   ...}}` (`attribution`, the visit's campaign, kept as its known keys with text values only).
 * - `POST /demo-crm/estimate-emails` with `{email, consent: {text, at}, estimate, link?}`: 201 `{data: {id,
 *   receivedAt, ...}}`; 422 for an address that is no e-mail address, a consent without its sentence and time, or
 *   no estimate.
 * - `GET` on either: `{data: [...]}`, newest first. `DELETE` on either: forgets them all (tests).
 */

const MAX_BODY = 256 * 1024;
const MAX_LEADS = 50;
/** An e-mail address as a form checks it (one @, a dot in the domain, no space), at most 254 characters. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isRecord = (value) => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

const ATTRIBUTION_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'referrer_origin', 'page'];

/** The campaign a lead carries, its known keys with text values only (a demo back end trusts no body), or undefined. */
function attributionOf(/** @type {unknown} */ value) {
  if (!isRecord(value)) return undefined;
  const kept = Object.fromEntries(ATTRIBUTION_KEYS.flatMap((key) => (typeof value[key] === 'string' ? [[key, String(value[key]).slice(0, 1000)]] : [])));
  return Object.keys(kept).length ? kept : undefined;
}

/**
 * Why an estimate e-mail request cannot be kept, in the demo site's words; undefined when it can.
 * @param {Record<string, unknown>} body
 */
function emailRequestProblem(body) {
  const { email, consent, estimate, link } = body;
  if (typeof email !== 'string' || email.length > 254 || !EMAIL.test(email)) return 'L’adresse e-mail n’est pas valide.';
  if (!isRecord(consent) || typeof consent.text !== 'string' || !consent.text.trim() || typeof consent.at !== 'string') {
    return 'Un envoi porte le consentement donné : sa phrase et son heure.';
  }
  if (!isRecord(estimate)) return 'Un envoi porte une estimation.';
  if (link !== undefined && (typeof link !== 'string' || link.length > 16384 || !/^https?:\/\//.test(link))) return 'Le lien du projet n’est pas une adresse web.';
  return undefined;
}

export function createDemoCrm() {
  /** @type {Record<'leads' | 'estimate-emails', Array<Record<string, unknown>>>} */
  const kept = { leads: [], 'estimate-emails': [] };
  let next = 1;

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function handle(req, res) {
    const answer = (/** @type {number} */ status, /** @type {unknown} */ body) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    const collection = /** @type {'leads' | 'estimate-emails'} */ (/^\/demo-crm\/estimate-emails/.test(req.url ?? '') ? 'estimate-emails' : 'leads');
    if (req.method === 'GET') return answer(200, { data: kept[collection] });
    if (req.method === 'DELETE') {
      kept[collection] = [];
      return answer(200, { data: [] });
    }
    if (req.method !== 'POST') return answer(405, { message: 'Méthode non prise en charge.' });
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) return answer(415, { message: 'Une demande s’envoie en JSON.' });
    let size = 0;
    const chunks = [];
    for await (const chunk of req) {
      size += chunk.length;
      if (size > MAX_BODY) return answer(413, { message: 'La demande est trop grande.' });
      chunks.push(chunk);
    }
    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return answer(400, { message: 'La demande est illisible.' });
    }
    if (collection === 'estimate-emails') {
      const problem = isRecord(body) ? emailRequestProblem(body) : 'Un envoi s’écrit en JSON, comme un objet.';
      if (problem) return answer(422, { message: problem });
      const request = { id: next++, receivedAt: new Date().toISOString(), email: body.email, consent: body.consent, estimate: body.estimate, ...(body.link && { link: body.link }) };
      kept['estimate-emails'] = [request, ...kept['estimate-emails']].slice(0, MAX_LEADS);
      return answer(201, { data: request });
    }
    if (!body || typeof body !== 'object' || !body.contact || !body.consent || !body.estimate) {
      return answer(422, { message: 'Une demande porte un contact, un consentement et une estimation.' });
    }
    const attribution = attributionOf(body.attribution);
    const lead = { id: next++, receivedAt: new Date().toISOString(), contact: body.contact, consent: body.consent, estimate: body.estimate, ...(attribution && { attribution }) };
    kept.leads = [lead, ...kept.leads].slice(0, MAX_LEADS);
    return answer(201, { data: lead });
  }

  return { handle, paths: /^\/demo-crm\/(leads|estimate-emails)(\?|$)/ };
}
