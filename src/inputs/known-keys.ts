/**
 * What the widget knows of the calculation keys by itself: the words for what the service did not label (shape B,
 * bare descriptors or options), and the English wording, since the service speaks French. Each language's table
 * is a chunk of its own: French (`known-keys.fr.ts`) is fetched only when an answer leaves something unlabelled,
 * English (`known-keys.en.ts`) comes with the English pack. Presentation only: types, ranges and accepted values
 * always come from the service's answer.
 */
import type { Lang } from '../i18n/translate.js';
import type { KnownKeys, KnownKeyText } from './known-key-text.js';

export type { KnownKeys, KnownKeyText };

const tables: Partial<Record<Lang, KnownKeys>> = {};
let frenchLoading: Promise<void> | undefined;

/** Adds a language's wording of the known keys (English comes from `known-keys.en.ts`). */
export function addKnownKeys(lang: Lang, keys: KnownKeys): void {
  tables[lang] = keys;
}

/** Whether the wording of `lang` is here (French comes in a chunk of its own, English with the English pack). */
export function hasKnownKeys(lang: Lang): boolean {
  return tables[lang] !== undefined;
}

/** Fetches the French wording (`known-keys.fr.ts`); a failed fetch is tried again at the next call. */
export function loadFrenchKnownKeys(): Promise<void> {
  frenchLoading ??= import('./known-keys.fr.js').then(
    (module) => addKnownKeys('fr', module.KNOWN_KEYS_FR),
    (error: unknown) => {
      frenchLoading = undefined;
      throw error;
    },
  );
  return frenchLoading;
}

/** The known wording of `key` in `lang`, once that language's wording is here; own entries only. */
export function knownKey(key: string, lang: Lang): KnownKeyText | undefined {
  const table = tables[lang];
  return table && Object.hasOwn(table, key) ? table[key] : undefined;
}

/** A readable label from a key the widget does not know: `building.surface_area` -> `Building surface area`. */
export function humanise(key: string): string {
  const words = key
    .split(/[._\-\s]+/)
    .flatMap((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(' '))
    .filter(Boolean)
    .map((word) => (/^[A-Z0-9]+$/.test(word) ? word : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
