/**
 * The words of the contact step in French (the English ones are in `lead-step.messages.en.ts`): its fields, the
 * consent sentence, what the visitor reads once the request is handed to the host, and the messages of its checks.
 * They come with the step's code (the simulator's calculation chunk, the project's), not with an element's first
 * view. `{partner}` is the host's `lead` attribute, as written.
 */
import type { Messages } from '../../i18n/translate.js';

export const leadMessages = {
  'lead.title': 'Être contacté par {partner}',
  'lead.intro': 'Envoyez cette estimation à {partner} avec vos coordonnées pour être contacté au sujet de ces travaux.',
  'lead.notCounted': 'Votre demande comprend tous vos travaux, y compris ceux que l’estimation ne compte pas : {works}.',
  'lead.state.incomplete': 'à compléter',
  'lead.state.excluded': 'non cumulable',
  'lead.state.not-eligible': 'sans aide',
  'lead.state.failed': 'non calculé',
  'lead.workState': '{work} ({state})',
  'lead.name': 'Nom et prénom',
  'lead.reach': 'Pour vous joindre',
  'lead.reachHint': 'Un numéro de téléphone, une adresse e-mail, ou les deux.',
  'lead.phone': 'Téléphone',
  'lead.phoneHint': 'Ex. 06\u00a012\u00a034\u00a056\u00a078, ou d’un autre pays +44\u00a020\u00a07946\u00a00958',
  'lead.email': 'Adresse e-mail',
  'lead.emailHint': 'Ex. nom@exemple.fr',
  'lead.postcode': 'Code postal du logement (facultatif)',
  'lead.postcodeHint': 'Ex. 67000',
  'lead.message': 'Message (facultatif)',
  'lead.messageHint': '{max} caractères au plus.',
  'lead.consent': 'J’accepte que {partner} reçoive mes coordonnées et cette estimation pour me contacter au sujet de ces travaux, comme le décrit sa {privacy}.',
  'lead.privacyLink': 'politique de confidentialité',
  'lead.newTab': '(nouvel onglet)',
  'lead.consentAsk': 'J’accepte que {partner} reçoive mes coordonnées et cette estimation pour me contacter au sujet de ces travaux. Je peux lui demander sa politique de confidentialité.',
  'lead.submit': 'Envoyer ma demande à {partner}',
  'lead.stale': 'Les valeurs ont changé : relancez le calcul pour envoyer à {partner} une estimation à jour.',
  'lead.ready': 'Votre demande est prête à être envoyée à {partner}.',
  'lead.sent': 'Votre demande a été envoyée à {partner}.',
  'lead.failed': 'Votre demande n’a pas pu être envoyée à {partner}. Vos informations sont conservées : vous pouvez l’envoyer de nouveau.',
  'lead.fixErrors.one': 'La demande contient 1 erreur à corriger.',
  'lead.fixErrors.other': 'La demande contient {count} erreurs à corriger.',
  'lead.error.name': 'Indiquez votre nom.',
  'lead.error.tooLong': 'Ce champ compte {count} caractères : {max} au plus.',
  'lead.error.reach': 'Indiquez un numéro de téléphone ou une adresse e-mail.',
  'lead.error.phone': 'Indiquez un numéro français à 10 chiffres (06\u00a012\u00a034\u00a056\u00a078) ou un numéro international commençant par + et l’indicatif du pays (+44\u00a020\u00a07946\u00a00958).',
  'lead.error.email': 'L’adresse e-mail doit avoir la forme nom@exemple.fr.',
  'lead.error.postcode': 'Le code postal doit compter 5 chiffres, par exemple 67000.',
  'lead.error.consent': 'Cochez la case pour que {partner} puisse recevoir votre demande.',
} satisfies Messages;

export type LeadKey = keyof typeof leadMessages;
