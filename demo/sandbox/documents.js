// @ts-check
/**
 * `POST /partner/v1/worksites/{id}/documents`: a multipart upload of which only metadata and the byte size are kept.
 */
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
 * Streams the body into undici's multipart parser, giving up (without keeping the bytes) past MAX_BODY_BYTES.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<FormData>}
 */
async function readForm(req) {
  let size = 0;
  let tooLarge = false;
  const body = new ReadableStream({
    start(controller) {
      /** @param {Buffer} chunk */
      const onData = (chunk) => {
        size += chunk.length;
        if (size <= MAX_BODY_BYTES) return controller.enqueue(new Uint8Array(chunk));
        tooLarge = true;
        req.off('data', onData);
        controller.error(new Error('too large'));
        // Drain the rest into the void so the client can read the answer on the same connection.
        req.resume();
      };
      req.on('data', onData);
      req.on('end', () => tooLarge || controller.close());
      req.on('error', (error) => tooLarge || controller.error(error));
    },
  });
  const request = new Request('http://sandbox.invalid/upload', {
    method: 'POST',
    headers: { 'content-type': String(req.headers['content-type']) },
    body,
    // @ts-expect-error undici needs duplex for a streamed body; the DOM typings lack it.
    duplex: 'half',
  });
  try {
    return await request.formData();
  } catch {
    if (tooLarge) throw validationError({ file: [TOO_LARGE] });
    throw httpError(400, 'Corps multipart invalide.');
  }
}

/**
 * What the request log keeps of a multipart body.
 * @param {FormData} form
 */
function describeForm(form) {
  /** @type {{parts: string[], file?: {name: string, size: number}}} */
  const summary = { parts: [...new Set(form.keys())] };
  const file = form.get('file');
  if (file instanceof File) summary.file = { name: file.name, size: file.size };
  return summary;
}

/**
 * A digest of every part in order: its name, and its text or its file name, type and bytes.
 * @param {FormData} form
 */
async function digestOfForm(form) {
  /** @type {Array<string | Uint8Array>} */
  const parts = [];
  for (const [name, value] of form) {
    if (typeof value === 'string') parts.push(name, 'text', value);
    else parts.push(name, 'file', value.name, value.type, new Uint8Array(await value.arrayBuffer()));
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
  const form = await readForm(req);
  record(describeForm(form));
  return idempotent(idempotencyStore(state), req, res, path, await digestOfForm(form), async () => storeDocument(state, res, worksite, form));
}

/**
 * Validates the parts and stores the document.
 * @param {State} state
 * @param {import('node:http').ServerResponse} res
 * @param {{id: number}} worksite
 * @param {FormData} form
 */
function storeDocument(state, res, worksite, form) {
  const v = new Violations();
  /** @param {string} name */
  const text = (name) => {
    const value = form.get(name);
    if (value instanceof File) {
      v.add(name, `Le champ ${name} doit être du texte.`);
      return undefined;
    }
    return value ?? undefined;
  };
  const typeId = v.check('type_id', text('type_id'), { type: 'integer', attribute: 'type de document' });
  if (typeId !== undefined && !isDocumentType(typeId)) v.add('type_id', 'Le type de document sélectionné est invalide.');
  const operationId = v.check('worksite_operation_id', text('worksite_operation_id'), { type: 'integer', attribute: 'opération du chantier' });
  if (operationId !== undefined && state.worksiteOperations.get(operationId)?.worksiteId !== worksite.id) {
    v.add('worksite_operation_id', `L'opération ${operationId} n'appartient pas à ce chantier.`);
  }
  const name = v.check('name', text('name'), { type: 'string', attribute: 'nom', required: false, maxLength: 255 });
  const rawUrl = text('url');
  const url = v.check('url', rawUrl, { type: 'string', attribute: 'URL', required: false, maxLength: 255 });
  if (url !== undefined && !/^https?:\/\/[^\s/]+/i.test(url)) v.add('url', 'Le champ URL doit être une adresse http(s) valide.');
  const notes = v.check('notes', text('notes'), { type: 'string', attribute: 'notes', required: false, maxLength: 10240 });

  let file = form.get('file');
  // An empty file input in a browser form sends a nameless empty part: that is no file.
  if (file instanceof File && file.size === 0 && file.name === '') file = null;
  if (!isAbsent(file) && !(file instanceof File)) v.add('file', 'Le champ fichier doit être un fichier.');
  if (file instanceof File && file.size === 0) v.add('file', 'Le fichier est vide.');
  if (file instanceof File && file.size > MAX_FILE_BYTES) v.add('file', TOO_LARGE);
  if (isAbsent(file) && isAbsent(rawUrl)) {
    v.add('file', 'Un fichier ou une URL est requis.');
    v.add('url', 'Un fichier ou une URL est requis.');
  }
  v.throwIfAny();
  if (clientGone(res)) return null;

  const upload = file instanceof File ? file : undefined;
  const id = state.next.document++;
  const fileName = upload ? upload.name : lastSegment(/** @type {string} */ (url));
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
    size: upload ? upload.size : null,
  };
  state.documents.set(id, { resource, size: upload ? upload.size : null });
  return { status: 201, body: { data: resource } };
}
