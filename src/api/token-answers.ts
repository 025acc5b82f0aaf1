/**
 * The token endpoint's answers (docs/contract.md, "Token endpoint"), read without zod like every answer a first view reads:
 * what a token may be made of, and the forms the endpoint may answer. Exported by `schemas.ts`.
 */
import { isRecord, reader, Unreadable } from './reader.js';

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
