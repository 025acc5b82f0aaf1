/**
 * The partner API's resources and requests that only `<worksite-form>`, `<doc-uploader>` and headless hosts
 * need: beneficiaries, worksites, documents, tags. Apart from `schemas.ts` (the facts, the catalogue, the
 * calculation API) so that a page with only the simulator does not download them.
 */
import * as z from 'zod/mini';
import { CONTEXTS, LIMITS, type Context } from './schemas.js';
import { atLeast, atMost, instanceOf, matches, maxLength, oneOf, positive, rule, trim, upperCase, withDefault } from './checks.js';
import { lazySchema, maybe, ownRecord, text } from './schema-parts.js';
import {
  B2B_PRECARITY_TYPES,
  CADASTRAL_PARCEL_PATTERN,
  DEFAULT_COUNTRY,
  DEFAULT_PRECARITY,
  FISCAL_NUMBER_PATTERN,
  FISCAL_REFERENCE_PATTERN,
  INCENTIVE_TYPES,
  PRECARITY_TYPES,
  ZIPCODE_PATTERN,
  isDocumentTypeCode,
} from './partner-values.js';

/** The spec types these as strings; a numeric id is read as its string. */
const stringId = lazySchema(() => maybe(z.pipe(z.union([z.string(), z.number()]), z.transform((v: string | number) => String(v)))));
/** A resource's id. (This and `stringId` are here, not in `schema-parts.ts`: the calculations do not read them.) */
const id = lazySchema(() => z.int());

// The facts (types, codes, patterns) are in `partner-values.ts`, which the elements' first view reads without
// these schemas.
export * from './partner-values.js';

// ---- Resources ---------------------------------------------------------------------------------

/** A 422's body as the spec gives it: a message, and each key to its messages. */
export const ValidationErrorBodySchema = lazySchema(() =>
  z.object({
    message: z.string(),
    errors: ownRecord(z.array(z.string())),
  }),
);
export type ValidationErrorBody = z.output<typeof ValidationErrorBodySchema>;

export const BeneficiarySchema = lazySchema(() =>
  z.looseObject({
    id,
    firstname: text,
    lastname: text,
    company_name: text,
    siren: text,
    siret: text,
    address: text,
    city: text,
    zipcode: text,
    country: text,
    mobile_phone: text,
    phone: text,
    email: text,
  }),
);
export type Beneficiary = z.output<typeof BeneficiarySchema>;

export const PaginationMetaSchema = lazySchema(() =>
  z.looseObject({
    current_page: z.int(),
    last_page: maybe(z.int()),
    per_page: maybe(z.pipe(z.union([z.int(), z.string()]), z.transform((v: number | string) => Number(v)))),
    total: maybe(z.int()),
  }),
);

export const BeneficiaryListSchema = lazySchema(() =>
  z.looseObject({
    data: z.array(BeneficiarySchema),
    meta: maybe(PaginationMetaSchema),
  }),
);

export const WorksiteSchema = lazySchema(() =>
  z.looseObject({
    id,
    reference: text,
    external_reference: text,
    convention_id: maybe(z.int()),
    beneficiary_id: maybe(z.int()),
    installer_name: text,
    zipcode: text,
    address: text,
    city: text,
    status_id: stringId,
    status: text,
    created_at: text,
    precarity_type: maybe(oneOf(PRECARITY_TYPES)),
    fiscal_informations: maybe(z.array(z.unknown())),
    indivision: maybe(z.boolean()),
  }),
);
export type Worksite = z.output<typeof WorksiteSchema>;

export const WorksiteDocumentSchema = lazySchema(() =>
  z.looseObject({
    id,
    worksite_operation_id: maybe(z.int()),
    type_id: stringId,
    type: text,
    file_name: text,
    url: text,
    status_id: stringId,
    status: text,
    notes: text,
    non_compliance: maybe(z.array(z.unknown())),
    required: stringId,
    created_at: text,
  }),
);
export type WorksiteDocument = z.output<typeof WorksiteDocumentSchema>;

/** A free-form object in the spec. */
export const TagSchema = lazySchema(() => z.looseObject({}));
export type Tag = z.output<typeof TagSchema>;

// ---- Requests ------------------------------------------------------------------------------------

const requiredText = (max: number = LIMITS.text) => z.string().check(trim, z.minLength(1), maxLength(max));
const optionalText = (max: number = LIMITS.text) => z.optional(z.string().check(trim, maxLength(max)));
/** Required, then in the format: an empty value reads "required", not "wrong format". */
const patterned = (pattern: RegExp, messageKey: string) =>
  z.string().check(trim, z.minLength(1, { abort: true }), matches(pattern, messageKey));

export const FiscalInformationSchema = lazySchema(() =>
  z.object({
    firstname: requiredText(),
    lastname: requiredText(),
    fiscal_number: patterned(FISCAL_NUMBER_PATTERN, 'fiscalNumber'),
    fiscal_reference: patterned(FISCAL_REFERENCE_PATTERN, 'fiscalReference'),
  }),
);
export type FiscalInformation = z.output<typeof FiscalInformationSchema>;

/** Made once, by the first request's schema. */
let requestShape: ReturnType<typeof worksiteRequestShape> | undefined;
const worksiteRequestShape = () => ({
  convention_id: z.int().check(positive()),
  beneficiary_id: z.int().check(positive()),
  external_reference: optionalText(),
  address: requiredText(),
  additional_address: optionalText(),
  city: requiredText(),
  zipcode: patterned(ZIPCODE_PATTERN, 'zipcode'),
  country: withDefault(z.string().check(trim, matches(/^[A-Za-z]{2}$/, 'country')), DEFAULT_COUNTRY),
  indivision: z.optional(z.boolean()),
  cadastral_parcel: z.optional(
    z.string().check(trim, upperCase, matches(CADASTRAL_PARCEL_PATTERN, 'cadastralParcel')),
  ),
  precarity_type: withDefault(oneOf(PRECARITY_TYPES), DEFAULT_PRECARITY),
  incentive_type: z.optional(oneOf(INCENTIVE_TYPES)),
  fiscal_informations: z.optional(z.array(FiscalInformationSchema).check(maxLength(LIMITS.fiscalInformationRows))),
});

/** The `POST /v1/worksites` body. B2B worksites accept only the classic precarity. */
export function worksiteRequestSchema(context: Context = 'b2c') {
  return z.object((requestShape ??= worksiteRequestShape())).check(
    rule((body) => context !== 'b2b' || B2B_PRECARITY_TYPES.includes(body.precarity_type), 'precarityB2b', ['precarity_type']),
  );
}
export type WorksiteRequest = z.output<ReturnType<typeof worksiteRequestSchema>>;
export type WorksiteRequestInput = z.input<ReturnType<typeof worksiteRequestSchema>>;

/**
 * An http(s) address with a host a browser can reach. Chromium's URL parser takes a space in the host and writes it
 * %20 (« https://exa mple.org/x »), which no host has: refused like a missing scheme.
 */
const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^[^\s%]+$/.test(url.hostname);
  } catch {
    return false;
  }
};
const blob = lazySchema(() => instanceOf((v): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob));

/** The multipart form of `POST /v1/worksites/{id}/documents`: a file, a URL, or both. */
export const DocumentFormSchema = lazySchema(() =>
  z
    .object({
      type_id: z.int().check(rule(isDocumentTypeCode, 'documentType')),
      worksite_operation_id: z.int().check(positive()),
      name: z.optional(z.string().check(trim, maxLength(LIMITS.documentName))),
      url: z.optional(
        z.string().check(trim, maxLength(LIMITS.documentUrl), rule(isHttpUrl, 'httpUrl')),
      ),
      notes: z.optional(z.string().check(maxLength(LIMITS.documentNotes))),
      file: z.optional(blob.check(rule((f: Blob) => f.size > 0, 'emptyFile'))),
    })
    .check(
      rule((form) => form.file !== undefined || (form.url !== undefined && form.url !== ''), 'fileOrUrl', ['file']),
    ),
);
export type DocumentForm = z.input<typeof DocumentFormSchema>;

export const BeneficiaryQuerySchema = lazySchema(() =>
  z.object({
    page: withDefault(z.int().check(atLeast(LIMITS.pageMin)), 1),
    per_page: z.optional(z.int().check(atLeast(LIMITS.perPageMin), atMost(LIMITS.perPageMax))),
    type: z.optional(oneOf(CONTEXTS)),
    mandatary_id: z.optional(z.int().check(positive())),
  }),
);
export type BeneficiaryQuery = z.input<typeof BeneficiaryQuerySchema>;

export const TagIdsSchema = lazySchema(() => z.optional(z.array(z.int())));
