// @ts-check
/**
 * The demo site's own back end for contact requests (the "CRM" a partner's site posts `cee-lead` to): it keeps what
 * homeowners sent in this process's memory, for the back office page to list. A real site posts to its own CRM,
 * behind its own consent and retention rules; the widgets never send or store anything themselves. Mounted by
 * `npm start` (vite.config.ts) and by the browser tests (web-test-runner.config.mjs) at `/demo-crm/leads`.
 *
 * - `POST /demo-crm/leads` with a JSON body `{contact, consent, estimate}`: 201 `{data: {id, receivedAt, ...}}`.
 * - `GET /demo-crm/leads`: `{data: [...]}`, newest first.
 * - `DELETE /demo-crm/leads`: forgets them all (tests).
 */

const MAX_BODY = 256 * 1024;
const MAX_LEADS = 50;

export function createDemoCrm() {
  /** @type {Array<Record<string, unknown>>} */
  let leads = [];
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
    if (req.method === 'GET') return answer(200, { data: leads });
    if (req.method === 'DELETE') {
      leads = [];
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
    if (!body || typeof body !== 'object' || !body.contact || !body.consent || !body.estimate) {
      return answer(422, { message: 'Une demande porte un contact, un consentement et une estimation.' });
    }
    const lead = { id: next++, receivedAt: new Date().toISOString(), contact: body.contact, consent: body.consent, estimate: body.estimate };
    leads = [lead, ...leads].slice(0, MAX_LEADS);
    return answer(201, { data: lead });
  }

  return { handle, paths: /^\/demo-crm\/leads(\?|$)/ };
}
