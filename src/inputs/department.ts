/**
 * A French département as people type it: `67`, `2a` (read as 2A), ` 974 `, or a postcode (`67000`, whose
 * département is kept, and said: « Code postal 67000 : département 67 retenu »). Corsica's postcodes start with 20:
 * 200xx and 201xx are Corse-du-Sud (2A), the others Haute-Corse (2B); overseas, the département is the postcode's
 * first three digits. Used wherever a field asks for a département (a key ending with `department`).
 */

/** Whether `key` asks for a département (`housing.department`, `building.department`). */
export const isDepartmentKey = (key: string): boolean => /(^|[._])department$/.test(key);

import { departementOfPostcode } from '../api/place-codes.js';

/**
 * What was typed, read as a département: upper-cased and trimmed (`2a` is `2A`), a 5-digit postcode read as its
 * département (`postcode` then says which one was typed). Anything else as it was (the field's check says what is
 * expected).
 */
export function readDepartment(text: string): { department: string; postcode?: string } {
  const value = text.trim().toUpperCase();
  if (/^\d{5}$/.test(value)) return { department: departementOfPostcode(value), postcode: value };
  return { department: value };
}
