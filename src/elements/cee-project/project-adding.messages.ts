/**
 * The words of the picker's chunk (`project-adding.ts`), in French: the picker's hint, a work added, and the undo of
 * a work removed (`project-undo.ts`). They come with that code, which the visitor's first gesture fetches, never in a
 * project's first view. English: `cee-project.messages.en.ts`.
 */
import type { Messages } from '../../i18n/translate.js';

export const addingMessages = {
  'project.addHint': 'Tapez le nom des travaux (pompe à chaleur, combles, fenêtres…) ou parcourez la liste.',
  'project.added': 'Travaux ajoutés au projet : {work}.',
  'project.undo': 'Annuler',
  'project.undoWork': 'Annuler le retrait : {work}',
  'project.putBack': 'Travaux remis dans le projet : {work}.',
} satisfies Messages;

export type AddingKey = keyof typeof addingMessages;
