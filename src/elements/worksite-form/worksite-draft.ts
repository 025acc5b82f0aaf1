/**
 * What a person is typing in `<worksite-form>`, kept as strings so nothing typed is ever coerced away (the
 * `POST /v1/worksites` body is built from it in `worksite-request.ts`). Keys are the request's keys, so 422 errors
 * and `values` map 1:1.
 */
import {
  B2B_PRECARITY_TYPES,
  DEFAULT_COUNTRY,
  DEFAULT_PRECARITY,
  INCENTIVE_TYPES,
  PRECARITY_TYPES,
  WORKSITE_REQUIRED_KEYS,
  type IncentiveType,
  type PrecarityType,
} from '../../api/partner-values.js';
import type { FiscalInformation, WorksiteRequestInput } from '../../api/partner-schemas.js';

/** A key of the `POST /v1/worksites` body. */
export type RequestKey = keyof WorksiteRequestInput;

/** Whether the service requires `key` (the form's marks follow the request schema, without loading it). */
export const isRequired = (key: RequestKey): boolean => WORKSITE_REQUIRED_KEYS.includes(key);

export const FISCAL_KEYS = ['firstname', 'lastname', 'fiscal_number', 'fiscal_reference'] as const satisfies ReadonlyArray<keyof FiscalInformation>;
export type FiscalKey = (typeof FISCAL_KEYS)[number];

/**
 * One declarant row. Its `key` ties it to its DOM (Lit's `keyed`): when a row is removed, the rows that take its
 * place are drawn anew, so a control of the removed row (a double click on its button) never acts on another.
 */
export interface FiscalRow extends Record<FiscalKey, string> {
  key: number;
}

/** Free-text fields of the request, in the order the form shows them. */
export const TEXT_KEYS = ['external_reference', 'address', 'additional_address', 'zipcode', 'city', 'country', 'cadastral_parcel'] as const satisfies readonly RequestKey[];
export type TextKey = (typeof TEXT_KEYS)[number];

/** The worksite's address: what a chosen beneficiary's record may fill (`beneficiary-address.ts`). */
export const PLACE_KEYS = ['address', 'zipcode', 'city'] as const satisfies readonly TextKey[];
export type PlaceKey = (typeof PLACE_KEYS)[number];

export interface WorksiteDraft extends Record<TextKey, string> {
  convention_id: string;
  indivision: boolean;
  /** '' until chosen: a household's precarity is never assumed. */
  precarity_type: PrecarityType | '';
  incentive_type: IncentiveType | '';
  fiscal_informations: FiscalRow[];
}

let nextRowKey = 0;

export function emptyFiscalRow(): FiscalRow {
  return { key: ++nextRowKey, firstname: '', lastname: '', fiscal_number: '', fiscal_reference: '' };
}

export function emptyDraft(): WorksiteDraft {
  return {
    convention_id: '',
    external_reference: '',
    address: '',
    additional_address: '',
    zipcode: '',
    city: '',
    country: DEFAULT_COUNTRY,
    cadastral_parcel: '',
    indivision: false,
    precarity_type: '',
    incentive_type: '',
    fiscal_informations: [],
  };
}

const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;

/** Copies the known request keys of `values` (a host's prefill, or a restored draft) over `draft`. */
export function withValues(draft: WorksiteDraft, values: Record<string, unknown> | undefined): WorksiteDraft {
  if (!values || typeof values !== 'object') return draft;
  const next: WorksiteDraft = { ...draft };
  for (const key of [...TEXT_KEYS, 'convention_id'] as const) {
    const text = asText(values[key]);
    if (text !== undefined) next[key] = text;
  }
  if (typeof values.indivision === 'boolean') next.indivision = values.indivision;
  if ((PRECARITY_TYPES as readonly unknown[]).includes(values.precarity_type)) next.precarity_type = values.precarity_type as PrecarityType;
  if (values.incentive_type === '' || (INCENTIVE_TYPES as readonly unknown[]).includes(values.incentive_type)) {
    next.incentive_type = values.incentive_type as IncentiveType | '';
  }
  if (Array.isArray(values.fiscal_informations)) {
    next.fiscal_informations = values.fiscal_informations
      .filter((row): row is Record<string, unknown> => row !== null && typeof row === 'object')
      .map((row) => {
        const fiscal = emptyFiscalRow();
        for (const key of FISCAL_KEYS) fiscal[key] = asText(row[key]) ?? '';
        return fiscal;
      });
  }
  return next;
}

/**
 * The precarity shown and sent: in B2B, one the service accepts there, the default standing in for any other (it is
 * the only one); in B2C, the one chosen or given in `values`, else none (the form asks for it before sending).
 */
export function effectivePrecarity(draft: WorksiteDraft, b2b: boolean): PrecarityType | undefined {
  if (b2b) return draft.precarity_type !== '' && B2B_PRECARITY_TYPES.includes(draft.precarity_type) ? draft.precarity_type : DEFAULT_PRECARITY;
  return draft.precarity_type || undefined;
}

const ROW_KEY = /^fiscal_informations\.(\d+)(\..+)?$/;

/** Where an error key goes once row `removed` is gone: its own keys go, the rows below move up one index. */
export function movedRowKey(key: string, removed: number): string | undefined {
  const match = ROW_KEY.exec(key);
  if (!match) return key;
  const index = Number(match[1]);
  if (index === removed) return undefined;
  return index > removed ? `fiscal_informations.${index - 1}${match[2] ?? ''}` : key;
}

/** The row index and field of a nested fiscal key such as `fiscal_informations.1.fiscal_number`. */
export function fiscalKey(key: string): { index: number; field: FiscalKey } | undefined {
  const match = ROW_KEY.exec(key);
  const field = match?.[2]?.slice(1) as FiscalKey | undefined;
  if (!match || !field || !FISCAL_KEYS.includes(field)) return undefined;
  return { index: Number(match[1]), field };
}

const FIELD_KEYS = new Set<string>(['beneficiary_id', ...TEXT_KEYS, 'indivision', 'precarity_type', 'incentive_type'] satisfies RequestKey[]);

/** Whether an error key has a control of its own in the form; the others go to the error summary. */
export function hasControl(key: string, form: { conventionField: boolean; rows: number }): boolean {
  if (key === 'convention_id') return form.conventionField;
  if (FIELD_KEYS.has(key)) return true;
  const row = fiscalKey(key);
  return row !== undefined && row.index < form.rows;
}
