/**
 * The household's income category, as MaPrimeRénov' names it (the MPR answer's `category` and `color`), and how it
 * meets the other words for the same thing: the CEE precarity price (modest and very modest households) and the
 * worksite's `precarity_type`. One definition, read by the estimate and by every view.
 */
// The type alone: the worksite's values (partner-values.ts) are not part of a calculation's code.
import type { PrecarityType } from './partner-values.js';

export const MPR_CATEGORIES = ['tres_modeste', 'modeste', 'intermediaire', 'superieur'] as const;
export type MprCategory = (typeof MPR_CATEGORIES)[number];

export const MPR_COLORS = ['bleu', 'jaune', 'violet', 'rose'] as const;
export type MprColor = (typeof MPR_COLORS)[number];

/** Each category's colour, in the scheme's order (très modeste: bleu … supérieur: rose). */
export const CATEGORY_COLOR = Object.fromEntries(MPR_CATEGORIES.map((category, index) => [category, MPR_COLORS[index]!])) as Readonly<
  Record<MprCategory, MprColor>
>;

/** The categories the CEE precarity price is for (modest and very modest households). */
export const isModest = (category: MprCategory): boolean => category === 'tres_modeste' || category === 'modeste';

/** The worksite's precarity types to the category each means, every type once (its type holds them all). */
export const PRECARITY_CATEGORY: Readonly<Record<PrecarityType, MprCategory>> = { 'very-low': 'tres_modeste', low: 'modeste', mid: 'intermediaire', classic: 'superieur' };

/** A category from what a visitor or an answer gave: a category itself, or a precarity type; undefined otherwise. */
export function categoryOf(value: unknown): MprCategory | undefined {
  if (typeof value !== 'string') return undefined;
  if ((MPR_CATEGORIES as readonly string[]).includes(value)) return value as MprCategory;
  return Object.hasOwn(PRECARITY_CATEGORY, value) ? PRECARITY_CATEGORY[value as PrecarityType] : undefined;
}
