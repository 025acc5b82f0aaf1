/**
 * The French words of `<doc-uploader>` that come with its upload code (`upload-code.ts`): the list's, its items',
 * their states and announcements. The element adopts them when the code arrives; their English is in its pack.
 */
import type { Messages } from '../../i18n/translate.js';

export const uploadMessages = {
  'dropzone.onlyOne': 'Un seul fichier à la fois : seul « {name} » a été ajouté.',
  'list.title': 'Documents à envoyer',
  'item.name': 'Nom du document',
  'item.type': 'Type de document',
  'item.notes': 'Notes',
  'item.url': 'Adresse du document (URL)',
  'item.linkTitle': 'Lien : {url}',
  /** The document a button acts on, for assistive technologies (« Retirer « devis.pdf » »). */
  'item.named': '«\u00a0{name}\u00a0»',
  'item.send': 'Envoyer',
  'item.cancel': 'Annuler',
  'item.retry': 'Réessayer',
  'item.remove': 'Retirer',
  'item.sendAll': 'Envoyer les {count} documents',
  'item.progressLabel': 'Envoi de {name}',
  'item.progressValue': '{percent}\u00a0% ({loaded} sur {total})',
  'item.progressUnknown': '{loaded} envoyés',
  'item.progressWaiting': 'Envoyé, en attente de la réponse du service',
  'type.default': 'Type de document {code}',
  'state.ready': 'Prêt à envoyer',
  'state.rejected': 'Refusé',
  'state.waiting': 'En attente',
  'state.uploading': 'Envoi en cours',
  'state.failed': 'Échec de l’envoi',
  'state.done': 'Envoyé',
  'state.cancelled': 'Envoi annulé. Vous pouvez le relancer ou retirer le document.',
  'done.status': 'Statut : {status}',
  'done.type': 'Type : {type}',
  'done.earlier': 'Le service avait déjà reçu ce document lors d’un envoi précédent, dont la réponse s’était perdue : il l’a gardé avec les valeurs d’alors.',
  'failed.unknown': 'Le document a peut-être déjà été ajouté au chantier. L’envoyer à nouveau ne l’ajoutera pas en double.',
  'failed.createdBefore':
    'Ce fichier a déjà été ajouté au chantier par un envoi précédent (avant un rechargement de la page ou depuis un autre onglet), avec d’autres valeurs : le service l’a gardé tel quel. L’envoyer à nouveau l’ajoutera une seconde fois.',
  'remove.ask': 'Ce document a peut-être déjà été ajouté au chantier : le retirer de cette liste ne le retire pas du chantier. Le retirer quand même ?',
  'remove.confirm': 'Retirer quand même',
  'remove.keep': 'Garder',
  'restriction.accept': 'Ce type de fichier n’est pas accepté (formats acceptés : {formats}).',
  'restriction.size': 'Le fichier pèse {size}, plus que la taille maximale de {max}.',
  'announce.addedOne': '« {name} » ajouté à la liste.',
  'announce.addedMany': '{count} documents ajoutés à la liste.',
  'announce.progress': '« {name} » : {percent}\u00a0% envoyés.',
  'announce.done': '« {name} » envoyé. Statut : {status}.',
  'announce.failed': 'Échec de l’envoi de « {name} » : {message}',
  'announce.sending': 'Envoi de « {name} »…',
  'announce.waiting': '« {name} » : envoyé, en attente de la réponse du service.',
  'announce.invalid': '« {name} » n’a pas été envoyé : corrigez les erreurs signalées.',
  'announce.cancelled': 'Envoi de « {name} » annulé.',
  'announce.removed': '« {name} » retiré de la liste.',
  'announce.rejected': '« {name} » refusé : {message}',
} satisfies Messages;

export type UploadKey = keyof typeof uploadMessages;
