/**
 * The facts of the spec and of docs/contract.md, and the readers of the answers an element's first view reads: a
 * token here, the simulation inputs in `simulation-fields.ts`, an error's body in `error-body.ts` (the catalogue's
 * in `operations.ts`). These readers are Standard Schemas (`reader.ts`), not zod's, so that a simulator or a project
 * shows its form without downloading zod; what comes after a gesture (the calculations' answers in
 * `aid-calculations.ts`, the partner API's resources in `partner-schemas.ts`, the form's checks) is read with zod.
 * One definition per fact: elements import these constants and readers instead of restating them.
 */
import { isRecord, reader, Unreadable } from './reader.js';

// ---- Facts of the spec and of docs/contract.md -----------------------------------------------

export const CONTEXTS = ['b2c', 'b2b'] as const;
export type Context = (typeof CONTEXTS)[number];

export const AIDS = ['cee', 'mpr', 'both'] as const;
export type Aid = (typeof AIDS)[number];
/** One calculation: what `both` is made of. */
export type CalculationAid = Exclude<Aid, 'both'>;

export const LIMITS = {
  documentName: 255,
  documentUrl: 255,
  documentNotes: 10240,
  /** 20 MiB, the sandbox's and the uploader's default limit. */
  uploadBytes: 20 * 1024 * 1024,
  text: 255,
  perPageMin: 1,
  perPageMax: 100,
  pageMin: 1,
  fiscalInformationRows: 10,
} as const;

/**
 * An operation's code: a FOST code as the register writes them (a 2-4 letter sector: BAR, BAT, IND, RES, TRA,
 * AGRI; a 2-letter family; 3 digits; the register's suffixes, `BAR-TH-107-SE`, a letter or `BIS`), or a geste of
 * MaPrimeRénov' alone (`MPR-` and upper-case words: `MPR-AUDIT`, `MPR-DEPOSE-CUVE`, docs/contract.md §1). Letters,
 * digits and hyphens only: a code can never change a request path. Upper case: callers upper-case what a person
 * typed first (`fostCode`).
 */
export const FOST_CODE_PATTERN = /^(?:[A-Z]{2,4}-[A-Z]{2}-\d{3}(?:-?[A-Z]{1,3})?|MPR(?:-[A-Z]{2,20}){1,3})$/;

/** A geste of MaPrimeRénov' alone (no CEE fiche): `MPR-AUDIT`. */
export const isMprOnlyCode = (code: string): boolean => code.startsWith('MPR-');

/** `value` trimmed and upper-cased when it is an operation's code (`bar-th-171` is `BAR-TH-171`); else undefined. */
export function fostCode(value: unknown): string | undefined {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return FOST_CODE_PATTERN.test(code) ? code : undefined;
}

// ---- Resources ---------------------------------------------------------------------------------

/** What an operation of the catalogue (`Operation`, in `operations.ts`) says of the contexts it allows. */
interface Contexts {
  can_b2b: boolean;
  can_b2c: boolean;
}

/** The operations a visitor in this context may choose. */
export function operationsFor<T extends Contexts>(operations: readonly T[], context: Context): T[] {
  return operations.filter((operation) => (context === 'b2b' ? operation.can_b2b : operation.can_b2c));
}

/**
 * Whether the catalogue's `operation` has an aid the element asks for (`aids`, docs/contract.md §1): an operation
 * without `aids` has the CEE and perhaps MaPrimeRénov', which its inputs tell.
 */
export function offersAid(operation: { code: string; aids?: unknown }, aid: Aid): boolean {
  const aids = Array.isArray(operation.aids) ? operation.aids : isMprOnlyCode(operation.code) ? ['mpr'] : undefined;
  if (!aids) return true;
  return aid === 'both' ? aids.length > 0 : aids.includes(aid);
}

export const allowsBothContexts = (operation: Contexts | undefined): boolean => Boolean(operation?.can_b2b && operation.can_b2c);

// ---- Calculation API ------------------------------------------------------------------------------

export const FIELD_TYPES = ['number', 'integer', 'string', 'boolean', 'select', 'date'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export type OptionValue = string | number | boolean;
export interface FieldOption {
  value: OptionValue;
  label?: string;
}

/** One key of the calculation payload, whichever shape the service described it in. */
export interface SimulationField {
  key: string;
  type: FieldType;
  required: boolean;
  label?: string;
  options?: FieldOption[];
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
  default?: unknown;
  help?: string;
  pattern?: string;
}

/** The calculation payload: nested keys plus the top-level `fost_code` and `context`. */
export type CalculationPayload = Record<string, unknown> & { fost_code: string; context: Context };

// ---- Token endpoint -----------------------------------------------------------------------------

/**
 * A token's characters: RFC 6750's b64token, which JWTs are made of too. Never markup, whitespace or control
 * characters: what is not a token (an HTML login page, a value with CRLF) is refused, not sent as a header.
 */
export const TOKEN_PATTERN = /^[\w\-.~+/]+=*$/;
/** The longest token sent as a header (8 KB, what most servers take in one header line); a longer one is refused. */
export const MAX_TOKEN_LENGTH = 8192;
/** Whether `value` is a token the widgets may send: its characters, and at most `MAX_TOKEN_LENGTH` of them. */
export const isToken = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TOKEN_LENGTH && TOKEN_PATTERN.test(value);
/** `value` when it is a token (trimmed first when `trimmed`: a bare text answer may end with a newline); else unreadable. */
function tokenOf(value: unknown, trimmed?: boolean): string {
  const token = trimmed && typeof value === 'string' && value.length <= MAX_TOKEN_LENGTH * 2 ? value.trim() : value;
  if (!isToken(token)) throw new Unreadable('not a token');
  return token;
}

/** A token answer's two forms: `{access_token, expires_in}` (seconds from now) or `{token, expires_at}` (a date or epoch). */
export type TokenAnswer = { access_token: string; expires_in?: number } | { token: string; expires_at?: string | number };

function readTokenAnswer(value: unknown): TokenAnswer {
  if (!isRecord(value)) throw new Unreadable('Not an object');
  const { access_token, expires_in, token, expires_at } = value;
  if (isToken(access_token) && (expires_in == null || typeof expires_in === 'number')) return { access_token, expires_in: expires_in ?? undefined };
  if (expires_at == null || typeof expires_at === 'string' || typeof expires_at === 'number') return { token: tokenOf(token), expires_at: expires_at ?? undefined };
  throw new Unreadable('expires_at: not a date');
}

export const TokenAnswerSchema = reader(readTokenAnswer);

/** Every form the token endpoint may answer: one of `TokenAnswerSchema`, or the bare token (as text or a JSON string). */
export const TokenEndpointAnswerSchema = reader((value): string | TokenAnswer => (typeof value === 'string' ? tokenOf(value, true) : readTokenAnswer(value)));
export type TokenEndpointAnswer = string | TokenAnswer;
