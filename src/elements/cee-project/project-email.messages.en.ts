/** The English of `project-email.messages.ts`: a chunk of its own, fetched by the e-mail step when its element speaks English. */
import type { Messages } from '../../i18n/translate.js';
import type { EmailKey } from './project-email.messages.js';

export const emailEnglish: Messages<EmailKey> = {
  'email.title': 'Receive this estimate by e-mail',
  'email.intro': 'We pass your e-mail address and this estimate to {partner}, who sends it to you.',
  'email.address': 'Your e-mail address',
  'email.hint': 'E.g. name@example.com',
  'email.consent': 'I agree that {partner} receives my e-mail address and this estimate to send it to me.',
  'email.submit': 'Receive the estimate',
  'email.ready': 'Your request to send it has been passed on.',
  'email.sent': 'The estimate was sent to {email}.',
  'email.failed': 'The estimate could not be sent. Your address is kept: you can try again.',
  'email.stale': 'The values have changed: calculate again to receive an up-to-date estimate.',
  'email.error.email': 'The e-mail address must look like name@example.com.',
  'email.error.required': 'Enter your e-mail address.',
  'email.error.consent': 'Tick the box to receive the estimate.',
  'email.fixErrors.one': 'The request to send it has 1 error to correct.',
  'email.fixErrors.other': 'The request to send it has {count} errors to correct.',
};
