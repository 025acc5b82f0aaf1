/** Sizes of files as each language writes them (`1,5 Mo`, `1.5 MB`): only the uploader shows them. */
import { formatNumber, type Lang } from './translate.js';

/** `exact`: in bytes, for two sizes that read the same rounded (20 Mo and 20 Mo plus one byte). */
export function formatBytes(lang: Lang, bytes: number, exact = false): string {
  const units = lang === 'fr' ? ['o', 'Ko', 'Mo', 'Go'] : ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (!exact && value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  // A no-break space: a size never breaks between its number and its unit.
  return `${formatNumber(lang, value, unit === 0 ? 0 : 1)}\u00a0${units[unit]}`;
}
