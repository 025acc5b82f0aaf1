/**
 * The words of the estimate sent by e-mail (docs/contract.md §6), in French: they come with its step
 * (`project-email.ts`, with `lead` only). English: `project-keep.messages.en.ts`.
 */
import type { Messages } from '../../i18n/translate.js';

export const emailMessages = {
  'email.title': 'Recevoir cette estimation par e-mail',
  'email.intro': 'Nous transmettons votre adresse e-mail et cette estimation à {partner}, qui vous l’envoie.',
  'email.address': 'Votre adresse e-mail',
  'email.hint': 'Ex. nom@exemple.fr',
  'email.consent': 'J’accepte que {partner} reçoive mon adresse e-mail et cette estimation pour me l’envoyer.',
  'email.submit': 'Recevoir l’estimation',
  'email.ready': 'Votre demande d’envoi est transmise.',
  'email.sent': 'L’estimation a été envoyée à {email}.',
  'email.failed': 'L’estimation n’a pas pu être envoyée. Votre adresse est conservée : vous pouvez réessayer.',
  'email.stale': 'Les valeurs ont changé : relancez le calcul pour recevoir une estimation à jour.',
  'email.error.email': 'L’adresse e-mail doit avoir la forme nom@exemple.fr.',
  'email.error.required': 'Indiquez votre adresse e-mail.',
  'email.error.consent': 'Cochez la case pour recevoir l’estimation.',
  'email.fixErrors.one': 'La demande d’envoi contient 1 erreur à corriger.',
  'email.fixErrors.other': 'La demande d’envoi contient {count} erreurs à corriger.',
} satisfies Messages;

export type EmailKey = keyof typeof emailMessages;
