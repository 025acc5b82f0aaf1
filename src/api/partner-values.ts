/**
 * The partner API's values of the spec and of docs/contract.md: precarity and incentive types, document type codes,
 * patterns. Apart from the schemas (`partner-schemas.ts`, which re-exports them) so that the worksite form and
 * the uploader can show their first view without downloading the schemas.
 */

export const PRECARITY_TYPES = ['very-low', 'low', 'mid', 'classic'] as const;
export type PrecarityType = (typeof PRECARITY_TYPES)[number];
export const DEFAULT_PRECARITY: PrecarityType = 'classic';
/** B2B worksites accept only the classic precarity. */
export const B2B_PRECARITY_TYPES: readonly PrecarityType[] = ['classic'];

export const INCENTIVE_TYPES = ['direct', 'indirect'] as const;
export type IncentiveType = (typeof INCENTIVE_TYPES)[number];

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
/** Document type codes accepted by `type_id`: 1-35, 100-192, 1701, 9998, 9999. */
export const DOCUMENT_TYPE_CODES: readonly number[] = [...range(1, 35), ...range(100, 192), 1701, 9998, 9999];
const documentTypeCodeSet = new Set(DOCUMENT_TYPE_CODES);
export const isDocumentTypeCode = (code: number): boolean => documentTypeCodeSet.has(code);

export const DEFAULT_COUNTRY = 'FR';
export const ZIPCODE_PATTERN = /^\d{5}$/;
/** prefix-section-number: 3 digits, 1-2 letters or digits, 1-4 digits, e.g. 000-AB-0123. */
export const CADASTRAL_PARCEL_PATTERN = /^\d{3}-[A-Z0-9]{1,2}-\d{1,4}$/;
export const CADASTRAL_PARCEL_EXAMPLE = '000-AB-0123';
export const FISCAL_NUMBER_PATTERN = /^\d{13}$/;
export const FISCAL_REFERENCE_PATTERN = /^[A-Za-z0-9]{13}$/;

/** The `POST /v1/worksites` keys the service requires (the request schema's own, which a test compares). */
export const WORKSITE_REQUIRED_KEYS: readonly string[] = ['convention_id', 'beneficiary_id', 'address', 'city', 'zipcode'];
