/**
 * The common English pack (see `english-packs.ts`): the words every element uses and our validation messages. Loaded only when an element speaks English.
 */
import type { CommonKey } from './common.js';
import type { SummaryKey } from './summary.js';
import type { RuleKey } from './rules.fr.js';
import type { EnglishPack, Messages } from './translate.js';

const messages: Messages<CommonKey | SummaryKey> = {
  'common.required': 'required',
  'common.retry': 'Try again',
  'common.remove': 'Remove',
  'common.yes': 'Yes',
  'common.no': 'No',
  'common.choose': '— Choose —',
  'common.departmentFromPostcode': 'Postcode {postcode}: département {department} used.',
  'precarity.very-low': 'Very modest',
  'precarity.low': 'Modest',
  'precarity.mid': 'Intermediate',
  'precarity.classic': 'Classic',
  'summary.title': 'Please fix the following errors:',
  'summary.item': '{label}: {message}',
  'summary.more.one': 'and {count} more message',
  'summary.more': 'and {count} more messages',
  'error.network': 'The service cannot be reached. Check your connection and try again.',
  'error.timeout': 'The service took too long to answer. Try again.',
  'error.server': 'The service ran into an error. Try again in a moment.',
  'error.auth': 'Access to the service was refused. Reload the page or contact the site.',
  'error.response': 'The service answered something unreadable. Try again in a moment.',
  'error.not-found': 'What you are looking for does not exist.',
  'error.validation': 'Some fields are not valid.',
  'error.unexpected': 'An unexpected error occurred.',
  'config.title': 'This component is misconfigured',
  'config.missing': 'The {name} attribute is required.',
  'config.invalid': 'The value "{value}" of the {name} attribute is not valid ({expected}).',
  'config.integer': 'a positive integer',
  'config.context': 'b2c or b2b',
  'config.partnerAuth': '"none" or "bearer"',
};

const rules: Messages<RuleKey> = {
  required: 'This field is required.',
  zipcode: 'The postcode must have 5 digits.',
  country: 'The country must be a 2-letter code (e.g. FR).',
  cadastralParcel: 'The cadastral parcel must follow the prefix-section-number format, e.g. 000-AB-0123.',
  fiscalNumber: 'The tax number must have 13 digits.',
  fiscalReference: 'The tax notice reference must have 13 letters or digits.',
  precarityB2b: 'Only the classic precarity is possible for a business.',
  documentType: 'This document type is not accepted.',
  httpUrl: 'The address must be a full web address, starting with http:// or https://.',
  emptyFile: 'The file is empty.',
  fileOrUrl: 'Add a file or a URL.',
  pattern: 'The format is not valid.',
  invalid: 'Some fields are not valid.',
  atLeast: 'Enter at least {limit}.',
  moreThan: 'Enter more than {limit}.',
  atMost: 'Enter at most {limit}.',
  longest: 'Write at most {limit}.',
  characters: '{count} characters',
  character: '{count} character',
  integer: 'Enter a whole number.',
  number: 'Enter a number.',
  numberFormat: 'Enter a number written like 95.5 or 1,200.',
  twoReadings: '"{typed}" can be read as {decimal} or {thousands}. Write the one you mean.',
  choice: 'Choose one of the values offered.',
  date: 'Enter a valid date.',
  example: 'Write it like this: {example}.',
  value: 'This value is not valid.',
  labelled: '{label}: {message}',
};

export const pack: EnglishPack = {
  messages,
  rules,
};
