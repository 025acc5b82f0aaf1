/**
 * The words of what `<cee-project>` adds under "Reste à payer" (docs/contract.md §6), in French: the partner's local
 * aids and discounts, the link that brings the project back, the project kept on this device, the estimate sent by
 * e-mail. They come with the answer's code and with the restoring code, never in the first view. English:
 * `project-keep.messages.en.ts`.
 */
import type { Messages } from '../../i18n/translate.js';

export const keepMessages = {
  'local.aid': '{title} ({funder})',
  'local.discount': 'Remise : {title} ({funder})',
  'local.byQuote': 'selon le montant des travaux',
  'local.inCap': 'Comptée avec MaPrimeRénov’ et la prime CEE dans le plafond des aides.',
  'local.source': 'Conditions de {funder}',
  'local.totals': 'Dont aides locales',
  'local.totalsDiscount': 'Remises de votre professionnel',
  'keep.title': 'Garder votre projet',
  'keep.intro': 'Ce lien ramène vos travaux, vos réponses et vos montants sur cette page. Il n’est envoyé à aucun serveur.',
  'keep.withHousehold': 'Inclure dans le lien les revenus et la taille du foyer',
  'keep.withHouseholdHint': 'Sans eux, les questions sur votre foyer vous seront reposées à l’ouverture du lien.',
  'keep.copy': 'Copier le lien de mon projet',
  'keep.copied': 'Lien copié. Vous pouvez le coller dans un message ou vos favoris.',
  'keep.copyFailed': 'Le lien n’a pas pu être copié automatiquement : sélectionnez-le ci-dessous et copiez-le.',
  'keep.link': 'Lien de votre projet',
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

export type KeepKey = keyof typeof keepMessages;
