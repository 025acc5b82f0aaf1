/**
 * The French words of `<worksite-form>` that come with its code (`worksite-code.ts`): the beneficiary list's and
 * the creation's. The element adopts them when the code arrives; their English is in the element's pack.
 */
import type { Messages } from '../../i18n/translate.js';

export const codeMessages = {
  'picker.more': 'Afficher plus de bénéficiaires',
  'picker.loading': 'Chargement des bénéficiaires…',
  'picker.loaded': '{count} bénéficiaires chargés sur {total}.',
  'picker.loaded.open': '{count} bénéficiaires chargés.',
  'picker.no-match': 'Aucun bénéficiaire chargé ne correspond à « {query} ».',
  'picker.empty': 'Aucun bénéficiaire disponible.',
  'picker.reload': 'Recharger la liste',
  'picker.selected': 'Bénéficiaire sélectionné : {label}.',
  'picker.unknown': 'Bénéficiaire n° {id}',
  'picker.unknown.hint': 'Le bénéficiaire n° {id} n’a pas été trouvé parmi les {count} bénéficiaires chargés.',
  'picker.siren': 'SIREN {value}',
  'picker.siret': 'SIRET {value}',
  'picker.reset': 'La liste des bénéficiaires a changé : choisissez à nouveau le bénéficiaire.',
  'picker.choose': 'Choisissez un bénéficiaire dans la liste.',
  'field.precarity_type.choose': 'Choisissez le type de précarité du ménage.',
  'errors.count': 'Le formulaire contient {count} erreurs. Corrigez-les puis envoyez à nouveau.',
  'errors.count.one': 'Le formulaire contient {count} erreur. Corrigez-la puis envoyez à nouveau.',
  'success.title': 'Chantier créé',
  'success.reference': 'Référence',
  'success.status': 'Statut',
  'success.announce': 'Chantier {reference} créé. Statut : {status}.',
  'success.announce.short': 'Chantier {reference} créé.',
  'success.again': 'Créer un autre chantier',
  'success.earlier': 'Il a été créé par votre envoi précédent, dont la réponse s’était perdue : il porte les valeurs envoyées alors, sans vos modifications depuis.',
  'failure.createdBefore':
    'Un chantier a déjà été créé pour ce bénéficiaire par un envoi précédent (avant un rechargement de la page ou depuis un autre onglet), avec les valeurs d’alors : retrouvez-le dans la liste de vos chantiers. Un nouvel envoi créera un autre chantier.',
  'failure.unknown': 'Le chantier a peut-être déjà été créé. L’envoyer à nouveau ne créera pas de doublon.',
} satisfies Messages;

export type CodeKey = keyof typeof codeMessages;
