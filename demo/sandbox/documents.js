// @ts-check
/**
 * `POST /partner/v1/worksites/{id}/documents`: a multipart upload of which only metadata and the byte size are kept.
 * The body is streamed (busboy: Node has no streaming multipart parser of its own, and undici's `formData()` holds the
 * whole body), a bounded number at once, so 120 uploads of 20 MiB do not hold 2.4 GB.
 */
import { createHash } from 'node:crypto';
import busboy from 'busboy';
import { clientGone, digestOf, httpError, idempotencyStore, idempotent } from './http-util.js';
import { Violations, isAbsent, validationError } from './validation.js';

/** @typedef {import('./seed.js').State} State */

export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Room for the other parts and the multipart framing around a file of the maximum size. */
export const MAX_BODY_BYTES = MAX_FILE_BYTES + 64 * 1024;
const TOO_LARGE = 'Le fichier ne doit pas dépasser 20 Mio (20 971 520 octets).';

/** @param {number} code */
const isDocumentType = (code) => (code >= 1 && code <= 35) || (code >= 100 && code <= 192) || [1701, 9998, 9999].includes(code);

/**
 * How many uploads are parsed at once: the others wait, unread, so their bytes stay in the socket (TCP pushes back)
 * rather than in memory.
 */
export const MAX_CONCURRENT_UPLOADS = 4;

/** A counting semaphore: `run` starts `work` once fewer than `limit` runs are under way. */
class Slots {
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

const uploadSlots = new Slots(MAX_CONCURRENT_UPLOADS);

/**
 * @typedef {{name: string, type: string, size: number, digest: string}} UploadedFile a file part, of which only its
 *   description and the SHA-256 of its bytes are kept
 * @typedef {{texts: Record<string, string>, files: Record<string, UploadedFile>,
 *   parts: Array<{name: string, text?: string, file?: UploadedFile}>}} Upload the first value of each part by name,
 *   and every part in order (for the idempotency digest)
 */

/**
 * Streams a multipart body through busboy: text parts are kept, file parts are counted and hashed as they pass and
 * never held in memory; a file past MAX_FILE_BYTES is cut and answered 422.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Upload>}
 */
function readUpload(req) {
  return new Promise((resolve, reject) => {
    /** @type {import('node:stream').Writable} */
    let parser;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: MAX_FILE_BYTES + 1, fieldSize: 64 * 1024, fields: 20, files: 2, parts: 24 },
        defParamCharset: 'utf8',
      });
    } catch {
      reject(httpError(400, 'Corps multipart invalide.'));
      return;
    }
    /** @type {Upload} */
    const upload = { texts: Object.create(null), files: Object.create(null), parts: [] };
    /** @type {Promise<void>[]} */
    const files = [];
    let tooLarge = false;
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
      stream.on('limit', () => { tooLarge = true; });
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
      req.unpipe(parser);
      req.resume();
      reject(httpError(400, 'Corps multipart invalide.'));
    });
    parser.on('close', () => {
      Promise.all(files).then(() => (tooLarge ? reject(validationError({ file: [TOO_LARGE] })) : resolve(upload)));
    });
    req.on('error', () => reject(httpError(400, 'Corps multipart interrompu.')));
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
 * @param {{state: State, req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse,
 *   worksiteId: string, path: string, record: (body: unknown) => void}} context
 * @returns {Promise<{status: number, body?: unknown} | null>} null when the client left before the answer
 */
export async function createDocument({ state, req, res, worksiteId, path, record }) {
  const worksite = state.worksites.get(Number(worksiteId));
  if (!worksite) throw httpError(404, 'Chantier introuvable.');
  if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) {
    throw httpError(415, 'Le corps doit être envoyé en multipart/form-data.');
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    record({ parts: [], declaredSize: declared });
    throw validationError({ file: [TOO_LARGE] });
  }
  // Bounded: at most MAX_CONCURRENT_UPLOADS bodies are read at once.
  const upload = await uploadSlots.run(() => readUpload(req));
  record(describeUpload(upload));
  return idempotent(idempotencyStore(state), req, res, path, digestOfUpload(upload), async () => storeDocument(state, res, worksite, upload));
}

/**
 * Validates the parts and stores the document.
 * @param {State} state
 * @param {import('node:http').ServerResponse} res
 * @param {{id: number}} worksite
 * @param {Upload} upload
 */
function storeDocument(state, res, worksite, upload) {
  const v = new Violations();
  /** @param {string} name */
  const text = (name) => {
    if (name in upload.files) {
      v.add(name, `Le champ ${name} doit être du texte.`);
      return undefined;
    }
    return name in upload.texts ? upload.texts[name] : undefined;
  };
  const typeId = v.check('type_id', text('type_id'), { type: 'integer', attribute: 'type de document' });
  if (typeId !== undefined && !isDocumentType(typeId)) v.add('type_id', 'Le type de document sélectionné est invalide.');
  const operationId = v.check('worksite_operation_id', text('worksite_operation_id'), { type: 'integer', attribute: 'opération du chantier' });
  if (operationId !== undefined && state.worksiteOperations.get(operationId)?.worksiteId !== worksite.id) {
    v.add('worksite_operation_id', `L’opération ${operationId} n’appartient pas à ce chantier.`);
  }
  const name = v.check('name', text('name'), { type: 'string', attribute: 'nom', required: false, maxLength: 255 });
  const rawUrl = text('url');
  const url = v.check('url', rawUrl, { type: 'string', attribute: 'URL', required: false, maxLength: 255 });
  if (url !== undefined && !/^https?:\/\/[^\s/]+/i.test(url)) v.add('url', 'Le champ URL doit être une adresse http(s) valide.');
  const notes = v.check('notes', text('notes'), { type: 'string', attribute: 'notes', required: false, maxLength: 10240 });

  /** @type {UploadedFile | undefined} */
  let file = upload.files.file;
  // An empty file input in a browser form sends a nameless empty part: that is no file.
  if (file && file.size === 0 && file.name === '') file = undefined;
  if (!file && !isAbsent(upload.texts.file)) v.add('file', 'Le champ fichier doit être un fichier.');
  if (file && file.size === 0) v.add('file', 'Le fichier est vide.');
  if (file && file.size > MAX_FILE_BYTES) v.add('file', TOO_LARGE);
  if (!file && isAbsent(upload.texts.file) && isAbsent(rawUrl)) {
    v.add('file', 'Un fichier ou une URL est requis.');
    v.add('url', 'Un fichier ou une URL est requis.');
  }
  v.throwIfAny();
  if (clientGone(res)) return null;

  const id = state.next.document++;
  const fileName = file ? file.name : lastSegment(/** @type {string} */ (url));
  const resource = {
    id,
    worksite_operation_id: operationId,
    type_id: String(typeId),
    type: `Type de document ${typeId}`,
    file_name: fileName,
    url: url ?? `/partner/files/${id}`,
    status_id: '1',
    status: 'En attente de validation',
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
