/**
 * The partner API: beneficiaries, worksites, documents (multipart upload with progress) and tags. The operation
 * catalogue is in `operations.ts`, since the simulator needs it and nothing else of this API.
 */
import * as z from 'zod/mini';
import type { CallOptions, Connection } from './connection.js';
import { ApiError } from './errors.js';
import { upload } from './upload.js';
import type { Context } from './schemas.js';
import { enveloped } from './reader.js';
import {
  BeneficiaryListSchema,
  BeneficiaryQuerySchema,
  DocumentFormSchema,
  TagIdsSchema,
  TagSchema,
  WorksiteDocumentSchema,
  WorksiteSchema,
  worksiteRequestSchema,
  type Beneficiary,
  type BeneficiaryQuery,
  type DocumentForm,
  type Tag,
  type WorksiteDocument,
  type Worksite,
  type WorksiteRequestInput,
} from './partner-schemas.js';
import { ruleMessage, validate } from './validation.js';

export interface BeneficiaryPage {
  items: Beneficiary[];
  page: number;
  perPage: number;
  lastPage?: number;
  total?: number;
  hasMore: boolean;
}

/** Options of a call that creates something: the `Idempotency-Key` it is sent with. */
export interface CreateOptions extends CallOptions {
  /**
   * One key per submission: the same for every retry of it (so a retry after a lost answer creates nothing
   * more), a new one (`newIdempotencyKey()`) for other values once the outcome of the last request is known
   * (`creationOutcome`). Without it, each call gets its own key.
   */
  idempotencyKey?: string;
}

export interface UploadOptions extends CreateOptions {
  onProgress?: (loaded: number, total: number) => void;
  /** The whole body is sent: an abort from now on may leave the document created. */
  onSent?: () => void;
}

/** A new random key (a UUID v4) for `idempotencyKey`; works on http pages too, where `crypto.randomUUID` is missing. */
export function newIdempotencyKey(): string {
  if (crypto.randomUUID) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 15) | 64;
  b[8] = (b[8]! & 63) | 128;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const idempotency = (options: CreateOptions) => ({ 'Idempotency-Key': options.idempotencyKey || newIdempotencyKey() });

const DEFAULT_PER_PAGE = 15;

/**
 * Validates `input` in the connection's language; nothing invalid is ever sent. A failure is an ApiError of kind
 * `validation` with the field messages, as a 422 from the service would be.
 */
function checked<S extends z.ZodMiniType>(conn: Connection, schema: S, input: unknown): z.output<S> {
  const result = validate(schema, input, conn.lang);
  if (result.ok) return result.data;
  const intro = ruleMessage(conn.lang, 'invalid');
  const first = Object.values(result.fieldErrors)[0]?.[0];
  throw new ApiError('validation', first ? `${intro} ${first}` : intro, { fieldErrors: result.fieldErrors });
}

export function worksiteCalls(conn: Connection) {
  return {
    /** `GET /v1/beneficiaries`: one page, with `hasMore` from `meta` or, without it, from a full page. */
    async listBeneficiaries(query: BeneficiaryQuery = {}, options: CallOptions = {}): Promise<BeneficiaryPage> {
      const params = checked(conn, BeneficiaryQuerySchema, query);
      const answer = await conn.get(conn.partnerUrl('/beneficiaries'), BeneficiaryListSchema, { ...options, query: params });
      const perPage = answer.meta?.per_page ?? params.per_page ?? DEFAULT_PER_PAGE;
      const page = answer.meta?.current_page ?? params.page;
      const lastPage = answer.meta?.last_page;
      return {
        items: answer.data,
        page,
        perPage,
        lastPage,
        total: answer.meta?.total,
        hasMore: lastPage !== undefined ? page < lastPage : answer.data.length >= perPage,
      };
    },

    /**
     * `POST /v1/worksites`: validated first (nothing invalid is sent), then created, with an `Idempotency-Key`
     * (`options.idempotencyKey`, else a new one). Never retried by itself.
     */
    async createWorksite(body: WorksiteRequestInput, options: CreateOptions & { context?: Context } = {}): Promise<Worksite> {
      const json = checked(conn, worksiteRequestSchema(options.context), body);
      const headers = idempotency(options);
      return conn.partner({ method: 'POST', url: conn.partnerUrl('/worksites'), json, headers, schema: enveloped(WorksiteSchema), signal: options.signal });
    },

    /**
     * `POST /v1/worksites/{id}/documents` as multipart, with upload progress and abort, and an `Idempotency-Key`
     * (`options.idempotencyKey`, else a new one).
     */
    async uploadDocument(worksiteId: number, form: DocumentForm, options: UploadOptions = {}): Promise<WorksiteDocument> {
      const data = checked(conn, DocumentFormSchema, form);
      const url = conn.partnerUrl(`/worksites/${encodeURIComponent(worksiteId)}/documents`);
      const key = idempotency(options);
      return conn.partnerCall((common) => {
        const headers = { ...common, ...key };
        const body = new FormData();
        body.append('type_id', String(data.type_id));
        body.append('worksite_operation_id', String(data.worksite_operation_id));
        if (data.name) body.append('name', data.name);
        if (data.url) body.append('url', data.url);
        if (data.notes) body.append('notes', data.notes);
        if (data.file) body.append('file', data.file, data.name || (data.file as File).name || 'document');
        return upload({
          url,
          form: body,
          headers,
          schema: enveloped(WorksiteDocumentSchema),
          signal: options.signal,
          onProgress: options.onProgress,
          onSent: options.onSent,
          idleTimeoutMs: conn.timeoutMs,
        });
      }, options.signal);
    },

    /** `DELETE /v1/worksites/{id}/operations/{op}/tags`: the given tags, or every custom tag when none is given. */
    async removeOperationTags(worksiteId: number, worksiteOperationId: number, tags?: number[], options: CallOptions = {}): Promise<Tag[]> {
      checked(conn, TagIdsSchema, tags);
      const url = conn.partnerUrl(`/worksites/${encodeURIComponent(worksiteId)}/operations/${encodeURIComponent(worksiteOperationId)}/tags`);
      return conn.partner({ method: 'DELETE', url, query: tags?.length ? { tags } : undefined, schema: enveloped(z.array(TagSchema)), signal: options.signal });
    },
  };
}

export type WorksiteCalls = ReturnType<typeof worksiteCalls>;

/** What `<worksite-form>` and `<doc-uploader>` call, with the configuration they check. */
export const worksiteClient = (conn: Connection) => ({ config: conn.config, ...worksiteCalls(conn) });
export type WorksiteClient = ReturnType<typeof worksiteClient>;
