/**
 * The English of `project-keep.messages.ts`: in the element's English pack. Those of the restored project and of the
 * e-mail step are chunks of their own, fetched with their code by an element speaking English
 * (`project-restore.messages.en.ts`, `project-email.messages.en.ts`).
 */
import type { Messages } from '../../i18n/translate.js';
import type { keepMessages } from './project-keep.messages.js';

export const keepEnglish: Messages<keyof typeof keepMessages> = {
  'local.aid': '{title} ({funder})',
  'local.discount': 'Discount: {title} ({funder})',
  'local.byQuote': 'depends on the cost of the works',
  'local.inCap': 'Counted with MaPrimeRénov’ and the CEE bonus within the aids’ cap.',
  'local.source': 'Conditions: {funder}',
  'local.totals': 'Of which local aids',
  'local.totalsDiscount': 'Discounts from your professional',
  'keep.title': 'Keep your project',
  'keep.intro': 'This link brings your works, your answers and your amounts back to this page. It is sent to no server.',
  'keep.withHousehold': 'Include the household’s income and size in the link',
  'keep.withHouseholdHint': 'Without them, the questions about your household are asked again when the link is opened.',
  'keep.copy': 'Copy the link to my project',
  'keep.copied': 'Link copied. You can paste it into a message or your bookmarks.',
  'keep.copyFailed': 'The link could not be copied automatically: select it below and copy it.',
  'keep.link': 'Link to your project',
  'keep.linkFailed': 'The link to your project could not be prepared. Check your connection, then press “Copy the link to my project” again.',
};
