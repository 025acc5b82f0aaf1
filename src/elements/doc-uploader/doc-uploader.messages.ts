/**
 * Every visible string of `<doc-uploader>`, in French (the default), but those of the list and its uploads, which
 * come with their code (`upload-code.messages.ts`). English, all of them: `doc-uploader.messages.en.ts`.
 */
import type { Messages } from '../../i18n/translate.js';
import type { UploadKey } from './upload-code.messages.js';

export const docUploaderMessages = {
  'dropzone.title': 'Glissez-déposez vos documents ici',
  'dropzone.titleSingle': 'Glissez-déposez votre document ici',
  'dropzone.or': 'ou',
  'dropzone.choose': 'Choisir des fichiers',
  'dropzone.chooseSingle': 'Choisir un fichier',
  'dropzone.hint': 'Formats acceptés : {formats}. Taille maximale : {size}.',
  'dropzone.notAddedOne': '« {name} » n’a pas été ajouté. {message}',
  'dropzone.notAddedMany': '{count} documents n’ont pas été ajoutés. {message}',
  'dropzone.retryOne': 'Réessayer d’ajouter « {name} »',
  'dropzone.retryMany': 'Réessayer d’ajouter les {count} documents',
  'link.label': 'ou ajoutez un lien vers le document',
  'link.hint': 'Adresse commençant par http:// ou https://.',
  'link.add': 'Ajouter le lien',
  'config.types': 'des codes de type de document connus du service, séparés par des virgules',
  'config.maxSize': 'un nombre d’octets entier positif',
  'config.accept': 'des types MIME (application/pdf, image/*) ou des extensions (.pdf), séparés par des virgules',
  'formats.images': 'images',
  'formats.any': 'tous formats',
} satisfies Messages;

/** Every key of the uploader's words: its own and those that come with its upload code. */
export type UploaderKey = keyof typeof docUploaderMessages | UploadKey;

declare module '../../i18n/message-key.js' {
  interface ElementMessageKeys {
    'doc-uploader': UploaderKey;
  }
}
