import { plainText } from '../i18n/translate.js';

/**
 * A text from outside (a URL's parameter, a value another window posted) as we keep it: without control characters
 * (Unicode's Cc: C0, DEL, C1) or format characters (Cf: bidirectional marks, overrides and isolates, zero-width
 * characters), trimmed, at most `max` characters; undefined when nothing is left.
 */
export function boundedText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = plainText(value).trim();
  return text ? [...text].slice(0, max).join('') : undefined;
}
