/**
 * The words of what `<cee-project>` adds under "Reste à payer" (docs/contract.md §6), in French: the partner's local
 * aids and discounts, the link that brings the project back. They come with the answer's code, never in the first
 * view; those of a project restored or kept on this device come with the restoring code
 * (`project-restore.messages.ts`), those of the estimate sent by e-mail with its step (`project-email.messages.ts`).
 * English, all of them: `project-keep.messages.en.ts`.
 */
import type { Messages } from '../../i18n/translate.js';
import type { EmailKey } from './project-email.messages.js';
import type { RestoreKey } from './project-restore.messages.js';

export const keepMessages = {
  'local.aid': '{title} ({funder})',
  'local.discount': 'Remise : {title} ({funder})',
  'local.byQuote': 'selon le montant des travaux',
  'local.inCap': 'Comptée avec MaPrimeRénov’ et la prime CEE dans le plafond des aides.',
  'local.source': 'Conditions : {funder}',
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
  'keep.linkFailed': 'Le lien de votre projet n’a pas pu être préparé. Vérifiez votre connexion, puis appuyez de nouveau sur « Copier le lien de mon projet ».',
} satisfies Messages;

export type KeepKey = keyof typeof keepMessages | RestoreKey | EmailKey;
