// @ts-check
/**
 * `POST /partner/v1/worksites/{id}/documents`: a multipart upload of which only metadata and the byte size are kept.
 * The body is streamed (busboy: Node has no streaming multipart parser of its own, and undici's `formData()` holds the
 * whole body), a bounded number at once, so 120 uploads of 20 MiB do not hold 2.4 GB.
 */
import { createHash } from 'node:crypto';
import busboy from 'busboy';
import { abandonBody, clientGone, digestOf, httpError, idempotencyStore, idempotent } from './http-util.js';
import { langOf, pick, tr } from './i18n.js';
import { Violations, isAbsent, validationError } from './validation.js';
import { worksiteNotFound } from './worksites.js';

/** @typedef {import('./seed.js').State} State */
/** @typedef {import('./i18n.js').Lang} Lang */

export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Room for the other parts and the multipart framing around a file of the maximum size. */
export const MAX_BODY_BYTES = MAX_FILE_BYTES + 64 * 1024;
/** @param {Lang} lang */
const tooLarge = (lang) => tr(lang, 'Le fichier ne doit pas dépasser 20 Mio (20 971 520 octets).', 'The file must not be larger than 20 MiB (20,971,520 bytes).');

/** The status of a new document, by `status_id`. */
const DOCUMENT_STATUSES = /** @type {Record<string, {fr: string, en: string}>} */ ({ 1: { fr: 'En attente de validation', en: 'Awaiting validation' } });

/** What the part names are to a person, for a message that names one. */
const PART_WORDS = /** @type {Record<string, {fr: string, en: string}>} */ ({
  type_id: { fr: 'type de document', en: 'document type' },
  worksite_operation_id: { fr: 'opération du chantier', en: 'worksite operation' },
  name: { fr: 'nom', en: 'name' },
  url: { fr: 'URL', en: 'URL' },
  notes: { fr: 'notes', en: 'notes' },
});

/** @param {number} code */
const isDocumentType = (code) => (code >= 1 && code <= 35) || (code >= 100 && code <= 192) || [1701, 9998, 9999].includes(code);

/**
 * How many uploads are parsed at once: the others wait, unread, so their bytes stay in the socket (TCP pushes back)
 * rather than in memory.
 */
export const MAX_CONCURRENT_UPLOADS = 4;

/** How long an upload being read may send nothing before it is given up, so that a stalled one frees its place. */
export const UPLOAD_IDLE_TIMEOUT_MS = 30_000;

/** A counting semaphore: `run` starts `work` once fewer than `limit` runs are under way. */
export class Slots {
  /** @param {number} limit */
  constructor(limit) {
    this.limit = limit;
    this.busy = 0;
    /** @type {Array<() => void>} */
    this.waiting = [];
  }

  /**
   * @template T
   * @param {() => Promise<T>} work
   * @returns {Promise<T>}
   */
  async run(work) {
    if (this.busy >= this.limit) await new Promise((resolve) => this.waiting.push(() => resolve(undefined)));
    else this.busy += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.busy -= 1;
    }
  }
}

/**
 * @typedef {{name: string, type: string, size: number, digest: string}} UploadedFile a file part, of which only its
 *   description and the SHA-256 of its bytes are kept
 * @typedef {{texts: Record<string, string>, files: Record<string, UploadedFile>,
 *   parts: Array<{name: string, text?: string, file?: UploadedFile}>}} Upload the first value of each part by name,
 *   and every part in order (for the idempotency digest)
 */

/**
 * Streams a multipart body through busboy: text parts are kept, file parts are counted and hashed as they pass and
 * never held in memory; a file past MAX_FILE_BYTES is cut and answered 422. The body itself is counted too: one that
 * declared no size stops being read once past MAX_BODY_BYTES (422), and one that sends nothing for `idleTimeoutMs` is
 * given up (408); either way the rest is never read and the connection closes after the answer.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} idleTimeoutMs
 * @returns {Promise<Upload>}
 */
function readUpload(req, res, idleTimeoutMs) {
  const lang = langOf(req);
  const invalid = () => httpError(400, tr(lang, 'Corps multipart invalide.', 'The multipart body is not valid.'));
  return new Promise((resolve, reject) => {
    /** @type {import('node:stream').Writable} */
    let parser;
    let received = 0;
    /** @type {NodeJS.Timeout | undefined} */
    let idle;
    const done = () => {
      clearTimeout(idle);
      req.off('data', count);
    };
    /** Stops reading: the answer goes out now and the connection closes after it. @param {Error} error */
    const giveUp = (error) => {
      done();
      req.unpipe(parser);
      abandonBody(req, res);
      reject(error);
    };
    const seconds = Math.max(1, Math.round(idleTimeoutMs / 1000));
    const wait = () => {
      clearTimeout(idle);
      idle = setTimeout(() => giveUp(httpError(408, tr(lang, `Le fichier n’est pas arrivé : l’envoi s’est interrompu pendant ${seconds} s. Renvoyez-le.`,
        `The file did not arrive: sending stalled for ${seconds} s. Send it again.`))), idleTimeoutMs);
    };
    /** @param {Buffer} chunk */
    function count(chunk) {
      received += chunk.length;
      if (received > MAX_BODY_BYTES) giveUp(validationError({ file: [tooLarge(lang)] }, lang));
      else wait();
    }
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: MAX_FILE_BYTES + 1, fieldSize: 64 * 1024, fields: 20, files: 2, parts: 24 },
        defParamCharset: 'utf8',
      });
    } catch {
      reject(invalid());
      return;
    }
    /** @type {Upload} */
    const upload = { texts: Object.create(null), files: Object.create(null), parts: [] };
    /** @type {Promise<void>[]} */
    const files = [];
    let cut = false;
    parser.on('field', (/** @type {string} */ name, /** @type {string} */ value) => {
      upload.parts.push({ name, text: value });
      if (!(name in upload.texts)) upload.texts[name] = value;
    });
    parser.on('file', (/** @type {string} */ name, /** @type {import('node:stream').Readable} */ stream, /** @type {{filename?: string, mimeType: string}} */ info) => {
      const part = { name };
      upload.parts.push(part);
      const hash = createHash('sha256');
      let size = 0;
      stream.on('data', (/** @type {Buffer} */ chunk) => {
        size += chunk.length;
        hash.update(chunk);
      });
      // Cut one byte past the maximum: busboy's limit counts that byte, so a file of exactly 20 MiB passes.
      stream.on('limit', () => { cut = true; });
      files.push(new Promise((done) => {
        stream.on('end', () => {
          const file = { name: info.filename ?? '', type: info.mimeType, size, digest: hash.digest('hex') };
          Object.assign(part, { file });
          if (!(name in upload.files)) upload.files[name] = file;
          done();
        });
      }));
    });
    parser.on('error', () => {
      done();
      req.unpipe(parser);
      reject(invalid());
    });
    parser.on('close', () => {
      done();
      Promise.all(files).then(() => (cut ? reject(validationError({ file: [tooLarge(lang)] }, lang)) : resolve(upload)));
    });
    req.on('error', () => {
      done();
      reject(httpError(400, tr(lang, 'Corps multipart interrompu.', 'The multipart body was cut off.')));
    });
    req.on('data', count);
    wait();
    req.pipe(parser);
  });
}

/**
 * What the request log keeps of a multipart body.
 * @param {Upload} upload
 */
function describeUpload(upload) {
  /** @type {{parts: string[], file?: {name: string, size: number}}} */
  const summary = { parts: [...new Set(upload.parts.map((part) => part.name))] };
  const file = upload.files.file;
  if (file) summary.file = { name: file.name, size: file.size };
  return summary;
}

/**
 * A digest of every part in order: its name, and its text or its file name, type and the digest of its bytes.
 * @param {Upload} upload
 */
function digestOfUpload(upload) {
  /** @type {string[]} */
  const parts = [];
  for (const part of upload.parts) {
    if (part.file) parts.push(part.name, 'file', part.file.name, part.file.type, part.file.digest);
    else parts.push(part.name, 'text', part.text ?? '');
  }
  return digestOf(...parts);
}

/** @param {string} url */
function lastSegment(url) {
  try {
    const segment = new URL(url).pathname.split('/').filter(Boolean).at(-1);
    return segment ? decodeURIComponent(segment) : url;
  } catch {
    return url;
  }
}

/**
 * Stored once per `Idempotency-Key` (see `idempotent`): the key's body digest covers every part, file bytes included.
 * Every answer, a replayed one too, speaks the language of the request it answers.
 * @param {{state: State, req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse,
 *   worksiteId: string, path: string, record: (body: unknown) => void, uploads: {slots: Slots, idleTimeoutMs: number}}} context
 * @returns {Promise<{status: number, body?: unknown} | null>} null when the client left before the answer
 */
export async function createDocument({ state, req, res, worksiteId, path, record, uploads }) {
  const lang = langOf(req);
  const worksite = state.worksites.get(Number(worksiteId));
  if (!worksite) throw httpError(404, worksiteNotFound(lang));
  if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) {
    throw httpError(415, tr(lang, 'Le corps doit être envoyé en multipart/form-data.', 'The body must be sent as multipart/form-data.'));
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    record({ parts: [], declaredSize: declared });
    abandonBody(req, res);
    throw validationError({ file: [tooLarge(lang)] }, lang);
  }
  // Bounded: at most MAX_CONCURRENT_UPLOADS bodies are read at once, each given up once it stalls.
  const upload = await uploads.slots.run(() => readUpload(req, res, uploads.idleTimeoutMs));
  record(describeUpload(upload));
  const answer = await idempotent(idempotencyStore(state), req, res, path, digestOfUpload(upload),
    async () => storeDocument(state, res, worksite, upload, lang));
  const created = /** @type {{data: Record<string, any>} | undefined} */ (answer?.body);
  return answer && created ? { ...answer, body: { data: documentIn(created.data, lang) } } : answer;
}

/**
 * A stored document as the request's language says it: its type and status in words.
 * @param {Record<string, any>} document
 * @param {Lang} lang
 */
function documentIn(document, lang) {
  return {
    ...document,
    type: tr(lang, `Type de document ${document.type_id}`, `Document type ${document.type_id}`),
    status: pick(lang, DOCUMENT_STATUSES[document.status_id] ?? { fr: '', en: '' }),
  };
}

/**
 * Validates the parts and stores the document; the 422 speaks `lang`.
 * @param {State} state
 * @param {import('node:http').ServerResponse} res
 * @param {{id: number}} worksite
 * @param {Upload} upload
 * @param {Lang} lang
 */
function storeDocument(state, res, worksite, upload, lang) {
  const v = new Violations(lang, { voice: 'partner' });
  /** @param {string} fr @param {string} en */
  const say = (fr, en) => tr(lang, fr, en);
  /**
   * A text part checked by `rule`; a file sent under its name is refused once, for what it is.
   * @param {string} name
   * @param {import('./validation.js').Rule} rule
   */
  const field = (name, rule) => {
    if (!(name in upload.files)) return v.check(name, upload.texts[name], rule);
    const words = pick(lang, PART_WORDS[name] ?? { fr: name, en: name });
    v.add(name, say(`Le champ ${words} doit être du texte.`, `The ${words} field must be text, not a file.`));
    return undefined;
  };
  const typeId = field('type_id', { type: 'integer', attribute: say('type de document', 'document type') });
  if (typeId !== undefined && !isDocumentType(typeId)) v.add('type_id', say('Le type de document sélectionné est invalide.', 'The selected document type is not accepted.'));
  const operationId = field('worksite_operation_id', { type: 'integer', attribute: say('opération du chantier', 'worksite operation') });
  if (operationId !== undefined && state.worksiteOperations.get(operationId)?.worksiteId !== worksite.id) {
    v.add('worksite_operation_id', say(`L’opération ${operationId} n’appartient pas à ce chantier.`, `Operation ${operationId} does not belong to this worksite.`));
  }
  const name = field('name', { type: 'string', attribute: say('nom', 'name'), required: false, maxLength: 255 });
  const url = field('url', { type: 'string', attribute: 'URL', required: false, maxLength: 255 });
  if (url !== undefined && !/^https?:\/\/[^\s/?#%]+(?:[/?#]|$)/i.test(url)) v.add('url', say('Le champ URL doit être une adresse http(s) valide.', 'The URL must be a valid http(s) address.'));
  const notes = field('notes', { type: 'string', attribute: 'notes', required: false, maxLength: 10240 });

  /** @type {UploadedFile | undefined} */
  let file = upload.files.file;
  // An empty file input in a browser form sends a nameless empty part: that is no file.
  if (file && file.size === 0 && file.name === '') file = undefined;
  if (!file && !isAbsent(upload.texts.file)) v.add('file', say('Le champ fichier doit être un fichier.', 'The file field must be a file.'));
  if (file && file.size === 0) v.add('file', say('Le fichier est vide.', 'The file is empty.'));
  if (file && file.size > MAX_FILE_BYTES) v.add('file', tooLarge(lang));
  if (!file && isAbsent(upload.texts.file) && isAbsent(upload.texts.url) && !('url' in upload.files)) {
    const either = say('Un fichier ou une URL est requis.', 'A file or a URL is required.');
    v.add('file', either);
    v.add('url', either);
  }
  v.throwIfAny();
  if (clientGone(res)) return null;

  const id = state.next.document++;
  const fileName = file ? file.name : lastSegment(/** @type {string} */ (url));
  const resource = {
    id,
    worksite_operation_id: operationId,
    type_id: String(typeId),
    // Type and status are said in the request's language when answered (documentIn).
    type: undefined,
    file_name: fileName,
    url: url ?? `/partner/files/${id}`,
    status_id: '1',
    status: undefined,
    notes: notes ?? '',
    non_compliance: [],
    required: '0',
    created_at: new Date().toISOString(),
    name: name ?? fileName,
    size: file ? file.size : null,
  };
  state.documents.set(id, { resource, size: file ? file.size : null });
  return { status: 201, body: { data: resource } };
}
