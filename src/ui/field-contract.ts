/**
 * The DOM contract of a labelled field, in one place for everything that draws one: the Lit renderers
 * (`field-renderers.ts`: the worksite form, the uploader, the pickers), the simulator's controls built by DOM calls
 * (`ui/simulation/controls.ts`) and the bench's plain page (`scripts/bench-plain.js`, which must draw the same DOM).
 * Plain functions, no Lit and no DOM, so the bench can import the built module as it is.
 *
 * - The control's id comes from the element's prefix and the field's dotted key (`controlId`); the hint, error and
 *   unit are that id with a suffix.
 * - `aria-describedby` names, in this order: the unit (read with the value; not for a group or a checkbox), the
 *   hint, a note of ours on what was typed, the error.
 * - The required mark is a star hidden from assistive technologies, then the word in a visually hidden span.
 */

/**
 * The id of the control of a dotted `key`, unique in the shadow root with `prefix` (the element's uid): every
 * character but letters and digits is spelled out, so `a.b` and `a-b` never share one.
 */
export const controlId = (prefix: string, key: string): string =>
  `${prefix}-f-${key.replace(/[^A-Za-z0-9]/g, (c) => `_${c.charCodeAt(0).toString(16)}_`)}`;

export const hintId = (id: string): string => `${id}-hint`;
export const errorId = (id: string): string => `${id}-error`;
export const unitId = (id: string): string => `${id}-unit`;
export const noteId = (id: string): string => `${id}-note`;

/** What a field shows besides its control, for `describedBy`. */
export interface Described {
  /** A unit read with the value (text, number, select and date controls). */
  unit?: boolean;
  hint?: boolean;
  /** A note of ours on what was typed (a postcode read as its département). */
  note?: boolean;
  /** The field has a message. */
  error?: boolean;
}

/** The control's `aria-describedby`: unit, hint, note, error, in that order; undefined when there is none. */
export function describedBy(id: string, shows: Described): string | undefined {
  const ids = [shows.unit && unitId(id), shows.hint && hintId(id), shows.note && noteId(id), shows.error && errorId(id)].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The required mark as seen (aria-hidden) and as heard (visually hidden): `*` and ` (obligatoire)`. */
export const REQUIRED_STAR = '*';
export const requiredWords = (requiredText: string | undefined): string => (requiredText ? ` (${requiredText})` : '');
