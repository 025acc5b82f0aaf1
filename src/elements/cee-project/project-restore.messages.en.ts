/** The English of `project-restore.messages.ts`: a chunk of its own, fetched by the restoring code when its element speaks English. */
import type { Messages } from '../../i18n/translate.js';
import type { RestoreKey } from './project-restore.messages.js';

export const restoreEnglish: Messages<RestoreKey> = {
  'keep.restored': 'Your project was restored from your link.',
  'keep.restoredKept': 'Your project was restored from the answers kept on this device.',
  'keep.askAgain': 'Answer the questions marked “{mark}” below, then calculate the aids.',
  'keep.toAnswer': 'Missing',
  'keep.toAnswerNote': '{mark}: this answer was not kept with your project.',
  'keep.addressNotKept': 'To protect your data, the link does not keep the home’s address: enter it again below.',
  'keep.dpeNotKept': 'To protect your data, the link does not keep the home’s DPE: enter it again below.',
  'keep.addressNotKeptHere': 'To protect your data, the home’s address is not kept on this device: enter it again below.',
  'keep.dpeNotKeptHere': 'To protect your data, the home’s DPE is not kept on this device: enter it again below.',
  'keep.leftOut': 'These works of your link are no longer offered and were not restored: {works}.',
  'keep.answersLeftOut': 'Some answers of your link are no longer asked and were not restored, for: {works}.',
  'keep.unreadable': 'The link to your project cannot be read (it is incomplete or was changed): the project starts empty.',
  'keep.clear': 'Clear my answers',
  'keep.cleared': 'Your answers were cleared from this page and this device.',
  'keep.kept': 'Your answers are kept on this device.',
};
