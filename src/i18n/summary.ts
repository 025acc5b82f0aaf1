/**
 * The error summary's words in French. Apart from `common.ts` so that they travel with the error controller's
 * chunk (`ui/form-errors.ts`), not with every element's first view; the English ones are in `common.en.ts`.
 */
import type { Messages } from './translate.js';

export const summaryMessages = {
  'summary.title': 'Corrigez les erreurs suivantes :',
  'summary.item': '{label} : {message}',
  'summary.more.one': 'et {count} autre message',
  'summary.more': 'et {count} autres messages',
} satisfies Messages;
export type SummaryKey = keyof typeof summaryMessages;
