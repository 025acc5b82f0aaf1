/** Messages every element uses, in French (the default; English in `common.en.ts`). Element-specific messages live beside each element. */
import type { RuleKey } from './rules.fr.js';
import type { SummaryKey } from './summary.js';
import type { Messages } from './translate.js';

export const commonMessages = {
  'common.required': 'obligatoire',
  'common.retry': 'Réessayer',
  'common.remove': 'Retirer',
  'common.yes': 'Oui',
  'common.no': 'Non',
  'common.choose': '— Choisir —',
  'common.departmentFromPostcode': 'Code postal {postcode} : département {department} retenu.',
  /** A household's precarity (the worksite's `precarity_type`, a calculation's `precarity`). */
  'precarity.very-low': 'Très modeste',
  'precarity.low': 'Modeste',
  'precarity.mid': 'Intermédiaire',
  'precarity.classic': 'Classique',
  'error.network': 'Le service est injoignable. Vérifiez votre connexion puis réessayez.',
  'error.timeout': 'Le service a mis trop de temps à répondre. Réessayez.',
  'error.server': 'Le service a rencontré une erreur. Réessayez dans un instant.',
  'error.auth': 'L’accès au service a été refusé. Rechargez la page ou contactez le site.',
  'error.response': 'La réponse du service est illisible. Réessayez dans un instant.',
  'error.not-found': 'Ce que vous cherchez n’existe pas.',
  'error.validation': 'Certains champs ne sont pas valides.',
  'error.unexpected': 'Une erreur inattendue est survenue.',
  'config.title': 'Configuration du composant incorrecte',
  'config.missing': 'L’attribut {name} est requis.',
  'config.invalid': 'La valeur « {value} » de l’attribut {name} n’est pas valide ({expected}).',
  'config.integer': 'un entier positif',
  'config.context': 'b2c ou b2b',
  'config.partnerAuth': '« none » ou « bearer »',
} satisfies Messages;

export type CommonKey = keyof typeof commonMessages;

/** The keys every element speaks: the common words, the error summary's and the validation messages. */
export type SharedKey = CommonKey | SummaryKey | RuleKey;
