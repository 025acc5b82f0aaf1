/**
 * The words of the address and DPE fields' first view, in French: the labels and hints of the two inputs, and the
 * line that says the suggestions are out of reach. The rest comes with the look-ups' code
 * (`address-search.messages.ts`, `dpe-panel.messages.ts`); English, all of them: `address.messages.en.ts`, which the English pack of an
 * element showing the fields spreads in.
 */
import type { Messages } from '../../i18n/translate.js';
import type { SearchKey } from './address-search.messages.js';
import type { DpeKey } from './dpe-panel.messages.js';

export const addressMessages = {
  'address.label': 'Adresse du logement',
  'address.hint': 'Tapez le début de l’adresse, puis choisissez-la dans la liste.',
  'address.unavailable': 'Suggestions d’adresse indisponibles : indiquez votre code postal.',
  'dpe.number': 'Numéro de DPE (facultatif)',
  'dpe.numberHint': '13 caractères, en haut de votre diagnostic de performance énergétique.',
} satisfies Messages;

/** Every key of the address and DPE fields' words (the French of the look-ups comes with their code). */
export type AddressKey = keyof typeof addressMessages | SearchKey | DpeKey;
