/**
 * `createClient`: the nine parts of the service behind one object, usable without any element.
 * Partner API: operations, beneficiaries, worksites, documents, tags. Calculation API: inputs, CEE, MPR.
 */
import * as z from 'zod/mini';
import { ApiError, type ApiErrorKind } from './errors.js';
import { request, shared, upload, type HttpRequest, type Query } from './http.js';
import {
  BeneficiaryListSchema,
  BeneficiaryQuerySchema,
  CeeResultSchema,
  DocumentFormSchema,
  MprResultSchema,
  OperationSchema,
  SimulationInputsSchema,
  TagIdsSchema,
  TagSchema,
  WorksiteDocumentSchema,
  WorksiteSchema,
  worksiteRequestSchema,
  wrapped,
  type Beneficiary,
  type BeneficiaryQuery,
  type CalculationPayload,
  type CeeResult,
  type Context,
  type DocumentForm,
  type MprResult,
  type Operation,
  type SimulationField,
  type Tag,
  type WorksiteDocument,
  type Worksite,
  type WorksiteRequestInput,
} from './schemas.js';
import { tokenSource, type TokenProvider, type TokenSource } from './token.js';
import { validate, type Lang } from './validation.js';

export interface ClientConfig {
  /** Partner API base, e.g. `https://service.example/partner` (paths add `/v1/...`). */
  apiBase?: string;
  /** Calculation API base (paths add `/api/v2/...`). */
  calcBase?: string;
  /** Host endpoint that answers a Bearer token to a same-origin POST. */
  tokenEndpoint?: string;
  tokenProvider?: TokenProvider;
  /** `bearer`: the partner API gets the calculation API's token too. */
  partnerAuth?: 'none' | 'bearer';
  /** Language of client-side validation messages. */
  lang?: Lang;
  /** Per request attempt, in ms. */
  timeoutMs?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface BeneficiaryPage {
  items: Beneficiary[];
  page: number;
  perPage: number;
  lastPage?: number;
  total?: number;
  hasMore: boolean;
}

export interface UploadOptions extends CallOptions {
  onProgress?: (loaded: number, total: number) => void;
}

export type SimulationAid = 'cee' | 'mpr';

const DEFAULT_PER_PAGE = 15;

/** Answers kept for the page's life: the catalogue and simulation inputs do not change while a visitor is here. */
const pageCache = new Map<string, unknown>();

/** Forgets cached catalogue and simulation inputs (for hosts that switch accounts, and for tests). */
export function clearApiCache(): void {
  pageCache.clear();
}

function joinUrl(base: string | undefined, path: string, what: string): string {
  if (!base) throw new ApiError('response', `No ${what} base URL is configured.`);
  return base.replace(/\/+$/, '') + path;
}

function clientError(kind: ApiErrorKind, fieldErrors: Record<string, string[]>, lang: Lang): ApiError {
  const first = Object.values(fieldErrors)[0]?.[0];
  const message = lang === 'en' ? 'Some fields are not valid.' : 'Certains champs ne sont pas valides.';
  return new ApiError(kind, first ? `${message} ${first}` : message, { fieldErrors });
}

export function createClient(config: ClientConfig = {}) {
  const lang: Lang = config.lang ?? 'fr';
  const timeoutMs = config.timeoutMs;
  const tokens: TokenSource | undefined = tokenSource(config);
  const partner = (path: string) => joinUrl(config.apiBase, `/v1${path}`, 'partner API');
  const calc = (path: string) => joinUrl(config.calcBase, `/api/v2${path}`, 'calculation API');

  function requireTokens(): TokenSource {
    if (!tokens) throw new ApiError('auth', 'No token endpoint or token provider is configured.');
    return tokens;
  }

  /** Runs `call` with a Bearer token; on a 401, renews the token once and tries once more. */
  async function withToken<T>(call: (headers: Record<string, string>) => Promise<T>, signal?: AbortSignal): Promise<T> {
    const source = requireTokens();
    const token = await source.get(signal);
    try {
      return await call({ Authorization: `Bearer ${token}` });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      source.invalidate(token);
      const renewed = await source.get(signal);
      return call({ Authorization: `Bearer ${renewed}` });
    }
  }

  function partnerCall<S extends z.ZodMiniType>(req: HttpRequest<S>): Promise<z.output<S>> {
    const send = (headers: Record<string, string> = {}) => request({ timeoutMs, ...req, headers: { ...req.headers, ...headers } });
    return config.partnerAuth === 'bearer' ? withToken(send, req.signal) : send();
  }

  /** A GET shared with identical GETs in flight, and optionally kept for the page's life. */
  async function get<S extends z.ZodMiniType>(
    url: string,
    schema: S,
    options: CallOptions & { query?: Query; keep?: boolean; calc?: boolean },
  ): Promise<z.output<S>> {
    const auth = options.calc || config.partnerAuth === 'bearer';
    const key = `${auth ? `bearer#${tokens?.id ?? 'none'} ` : ''}${url} ${JSON.stringify(options.query ?? {})}`;
    if (options.keep && pageCache.has(key)) return pageCache.get(key) as z.output<S>;
    const run = (signal: AbortSignal) =>
      options.calc
        ? withToken((headers) => request({ url, schema, query: options.query, signal, headers, timeoutMs }), signal)
        : partnerCall({ url, schema, query: options.query, signal });
    const value = await shared(key, run, options.signal);
    if (options.keep) pageCache.set(key, value);
    return value;
  }

  return {
    config,
    /** How many tokens this client's source has requested (shared with every client on the same endpoint). */
    get tokenRequests(): number {
      return tokens?.requests ?? 0;
    },

    /** `GET /v1/operations`: the operation catalogue, cached for the page's life. */
    async listOperations(options: CallOptions = {}): Promise<Operation[]> {
      return get(partner('/operations'), wrapped(z.array(OperationSchema)), { ...options, keep: true });
    },

    /** `GET /v1/operations/{id}`. */
    async getOperation(id: number, options: CallOptions = {}): Promise<Operation> {
      return get(partner(`/operations/${encodeURIComponent(id)}`), wrapped(OperationSchema), options);
    },

    /** `GET /v1/beneficiaries`: one page, with `hasMore` from `meta` or, without it, from a full page. */
    async listBeneficiaries(query: BeneficiaryQuery = {}, options: CallOptions = {}): Promise<BeneficiaryPage> {
      const checked = validate(BeneficiaryQuerySchema, query, lang);
      if (!checked.ok) throw clientError('validation', checked.fieldErrors, lang);
      const params = checked.data;
      const answer = await get(partner('/beneficiaries'), BeneficiaryListSchema, { ...options, query: params });
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

    /** `POST /v1/worksites`: validated first (nothing invalid is sent), then created. Never retried by itself. */
    async createWorksite(body: WorksiteRequestInput, options: CallOptions & { context?: Context } = {}): Promise<Worksite> {
      const checked = validate(worksiteRequestSchema(options.context), body, lang);
      if (!checked.ok) throw clientError('validation', checked.fieldErrors, lang);
      return partnerCall({ method: 'POST', url: partner('/worksites'), json: checked.data, schema: wrapped(WorksiteSchema), signal: options.signal });
    },

    /** `POST /v1/worksites/{id}/documents` as multipart, with upload progress and abort. */
    async uploadDocument(worksiteId: number, form: DocumentForm, options: UploadOptions = {}): Promise<WorksiteDocument> {
      const checked = validate(DocumentFormSchema, form, lang);
      if (!checked.ok) throw clientError('validation', checked.fieldErrors, lang);
      const data = checked.data;
      const send = (headers: Record<string, string> = {}) => {
        const body = new FormData();
        body.append('type_id', String(data.type_id));
        body.append('worksite_operation_id', String(data.worksite_operation_id));
        if (data.name) body.append('name', data.name);
        if (data.url) body.append('url', data.url);
        if (data.notes) body.append('notes', data.notes);
        if (data.file) body.append('file', data.file, data.name || (data.file as File).name || 'document');
        return upload({
          url: partner(`/worksites/${encodeURIComponent(worksiteId)}/documents`),
          form: body,
          headers,
          schema: wrapped(WorksiteDocumentSchema),
          signal: options.signal,
          onProgress: options.onProgress,
          idleTimeoutMs: timeoutMs,
        });
      };
      return config.partnerAuth === 'bearer' ? withToken(send, options.signal) : send();
    },

    /** `DELETE /v1/worksites/{id}/operations/{op}/tags`: the given tags, or every custom tag when none is given. */
    async removeOperationTags(worksiteId: number, worksiteOperationId: number, tags?: number[], options: CallOptions = {}): Promise<Tag[]> {
      const checked = validate(TagIdsSchema, tags, lang);
      if (!checked.ok) throw clientError('validation', checked.fieldErrors, lang);
      const url = partner(`/worksites/${encodeURIComponent(worksiteId)}/operations/${encodeURIComponent(worksiteOperationId)}/tags`);
      return partnerCall({ method: 'DELETE', url, query: tags?.length ? { tags } : undefined, schema: wrapped(z.array(TagSchema)), signal: options.signal });
    },

    /** `GET /api/v2/simulation-inputs/{fost}/{context}` (`aid=mpr` for the MPR keys), as one field model, cached. */
    async getSimulationInputs(fostCode: string, context: Context, options: CallOptions & { aid?: SimulationAid } = {}): Promise<SimulationField[]> {
      const url = calc(`/simulation-inputs/${encodeURIComponent(fostCode)}/${encodeURIComponent(context)}`);
      const query = options.aid === 'mpr' ? { aid: 'mpr' } : undefined;
      return get(url, SimulationInputsSchema, { signal: options.signal, query, keep: true, calc: true });
    },

    /** `POST /api/v2/cee`. `eurosMwHCumac` fills `euros`, `eurosClassic` and `eurosModest`. */
    calculateCee(payload: CalculationPayload & { eurosMwHCumac?: number }, options: CallOptions = {}): Promise<CeeResult> {
      return withToken(
        (headers) => request({ method: 'POST', url: calc('/cee'), json: payload, headers, schema: CeeResultSchema, signal: options.signal, timeoutMs }),
        options.signal,
      );
    },

    /** `POST /api/v2/mpr`: send only the keys of the `aid=mpr` inputs. */
    calculateMpr(payload: CalculationPayload, options: CallOptions = {}): Promise<MprResult> {
      return withToken(
        (headers) => request({ method: 'POST', url: calc('/mpr'), json: payload, headers, schema: MprResultSchema, signal: options.signal, timeoutMs }),
        options.signal,
      );
    },
  };
}

export type Client = ReturnType<typeof createClient>;
