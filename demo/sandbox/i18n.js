// @ts-check
/**
 * The language of an answer: `Accept-Language` (docs/contract.md §1), French by default, English when the first
 * language the client accepts is English. Labels, help texts, explanation labels, reasons and 422 messages follow it.
 */

/** @typedef {'fr' | 'en'} Lang */

/**
 * @param {{headers?: Record<string, string | string[] | undefined>} | undefined} req
 * @returns {Lang}
 */
export function langOf(req) {
  const header = req?.headers?.['accept-language'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return 'fr';
  const ranked = value.split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'fr' || tag.startsWith('fr-')) return 'fr';
  }
  return 'fr';
}

/**
 * A text in the answer's language.
 * @param {Lang} lang
 * @param {string} fr
 * @param {string} en
 */
export const tr = (lang, fr, en) => (lang === 'en' ? en : fr);

/**
 * A `{fr, en}` pair in the answer's language.
 * @param {Lang} lang
 * @param {{fr: string, en: string}} text
 */
export const pick = (lang, text) => text[lang] ?? text.fr;

/**
 * An ISO date as it reads in a sentence, one format per language: 2026-01-01 -> "1er janvier 2026" (fr),
 * "January 1, 2026" (en).
 * @param {Lang} lang
 * @param {string} iso
 */
export function formatDate(lang, iso) {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (lang === 'en') return date.toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const text = date.toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return d === 1 ? text.replace(/^1 /, '1er ') : text;
}

/**
 * A month ("2024-10") as it reads in a sentence: "octobre 2024", "October 2024".
 * @param {Lang} lang
 * @param {string} month
 */
export function formatMonth(lang, month) {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString(lang === 'en' ? 'en-US' : 'fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * A number as it reads in a sentence (French decimal comma, no grouping for small numbers).
 * @param {Lang} lang
 * @param {number} value
 */
export const formatNumber = (lang, value) => (lang === 'en' ? String(value) : String(value).replace('.', ','));
