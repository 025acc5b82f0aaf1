/**
 * The words of a project brought back by a link or kept on this device (docs/contract.md §6), in French: they come
 * with the restoring code (`project-keeping.ts`), never with a project that restores nothing. English:
 * `project-keep.messages.en.ts`.
 */
import type { Messages } from '../../i18n/translate.js';

export const restoreMessages = {
  'keep.restored': 'Votre projet a été restauré depuis votre lien.',
  'keep.restoredKept': 'Votre projet a été restauré depuis vos réponses gardées sur cet appareil.',
  'keep.askAgain': 'Répondez de nouveau aux questions marquées « {mark} » ci-dessous, puis calculez les aides.',
  'keep.toAnswer': 'À compléter',
  'keep.toAnswerNote': '{mark} : cette réponse n’a pas été gardée avec votre projet.',
  'keep.addressNotKept': 'Pour protéger vos données, le lien ne garde pas l’adresse du logement : indiquez-la de nouveau ci-dessous.',
  'keep.dpeNotKept': 'Pour protéger vos données, le lien ne garde pas le DPE du logement : indiquez-le de nouveau ci-dessous.',
  'keep.addressNotKeptHere': 'Pour protéger vos données, l’adresse du logement n’est pas gardée sur cet appareil : indiquez-la de nouveau ci-dessous.',
  'keep.dpeNotKeptHere': 'Pour protéger vos données, le DPE du logement n’est pas gardé sur cet appareil : indiquez-le de nouveau ci-dessous.',
  'keep.leftOut': 'Ces travaux de votre lien ne sont plus proposés et n’ont pas été repris : {works}.',
  'keep.answersLeftOut': 'Des réponses de votre lien ne sont plus demandées et n’ont pas été reprises, pour : {works}.',
  'keep.unreadable': 'Le lien de votre projet ne peut pas être lu (il est incomplet ou modifié) : le projet commence vide.',
  'keep.clear': 'Effacer mes réponses',
  'keep.cleared': 'Vos réponses ont été effacées de cette page et de cet appareil.',
  'keep.kept': 'Vos réponses sont gardées sur cet appareil.',
} satisfies Messages;

export type RestoreKey = keyof typeof restoreMessages;
