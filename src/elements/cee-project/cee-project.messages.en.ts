/** The English of `<cee-project>`'s words: a chunk of its own, loaded only when the element speaks English. */
import { addKnownKeys } from '../../inputs/known-keys.js';
import { KNOWN_KEYS_EN } from '../../inputs/known-keys.en.js';
import type { EnglishPack, Messages } from '../../i18n/translate.js';
import { resultEnglish } from '../../ui/aid-result/aid-result.messages.en.js';
import { pickerEnglish } from '../../ui/simulation/operation-picker.messages.en.js';
import { addressEnglish } from '../../ui/address/address.messages.en.js';
import type { ProjectKey } from './cee-project.messages.js';
import type { LeadKey } from '../../ui/lead-step/lead-step.messages.js';
import type { EmailKey } from './project-email.messages.js';
import type { RestoreKey } from './project-restore.messages.js';
import { financingEnglish } from '../../ui/financing/financing.messages.en.js';
import { keepEnglish } from './project-keep.messages.en.js';

// The contact step's, the e-mail step's and the restored project's English are chunks of their own, fetched with their code.
const messages: Messages<Exclude<ProjectKey, LeadKey | EmailKey | RestoreKey>> = {
  ...resultEnglish,
  ...pickerEnglish,
  ...financingEnglish,
  ...keepEnglish,
  ...addressEnglish,
  'project.works': 'Your works',
  'project.worksHint': 'Add each work of your project: the aids are calculated for each and for the whole.',
  'project.empty': 'No work yet: add the first one below.',
  'project.add': 'Add works',
  'project.addHint': 'Type the name of the work (heat pump, loft, windows…) or browse the list.',
  'project.catalogueLoading': 'Loading the works offered…',
  'project.remove': 'Remove',
  'project.removeWork': 'Remove {work} from the project',
  'project.added': 'Works added to the project: {work}.',
  'project.removed': 'Works removed from the project: {work}.',
  'project.household': 'Your household and your home',
  'project.householdHint': 'These questions apply to all your works: answer them once.',
  'project.quote': 'Cost of the works (incl. VAT)',
  'project.quoteHint': 'The amount of the quote, VAT included, if you have it. It stays on this page: it is used to work out what remains to pay.',
  'project.workLoading': 'Loading the questions of these works…',
  'project.calculate': 'Calculate the aids for my project',
  'project.calculating': 'Calculating…',
  'project.needWork': 'Add at least one work to calculate the aids.',
  'project.config.works': 'operation codes separated by commas, such as BAR-TH-171,BAR-EN-101',
  'project.config.aid': 'cee, mpr or both',
  'project.config.price': 'a positive number, in euros per MWh cumac',
  'project.config.localAids': 'a JSON list of local aids',
  'project.config.persist': 'session or local',
  'answer.title': 'Your project’s estimate',
  'answer.total': 'Your total aid',
  'answer.totalFor': 'for {count} works',
  'answer.totalForOne': 'for 1 work',
  'answer.totalOf': 'for {counted} of the {of} works',
  'answer.totalNone': 'None of the works is counted yet.',
  'answer.atMostWhy': 'This is a ceiling: with no quote amount, the aids cannot go above it. Give the cost of your works to know the exact figure.',
  'answer.work.cee': 'CEE bonus',
  'answer.work.mpr': 'MaPrimeRénov’',
  'answer.work.aids': 'Aid for these works',
  'answer.work.quote': 'Cost of the works',
  'answer.work.remaining': 'Left to pay',
  'answer.work.noQuote': 'Give the cost of the works to see what is left to pay.',
  'answer.totals.quote': 'Total cost of the works',
  'answer.totals.quoteOf': 'Cost of the works priced ({quoted} of the {of} works)',
  'answer.totals.remaining': 'Total left to pay',
  'answer.totals.remainingOf': 'Left to pay for the works priced',
  'answer.totals.aids': 'Total aid',
  'answer.remainingUnknown': 'What is left to pay for the project will be known once every work priced is calculated.',
  'answer.state.incomplete': 'Not counted, to complete before the calculation ({answers}).',
  'answer.state.notLoaded': 'Not counted, the questions of these works could not be loaded.',
  'answer.state.excluded': 'Not counted, you keep {work}.',
  'answer.state.notEligible': 'No aid for these works.',
  'answer.state.notEligibleWhy': 'No aid for these works. {reason}',
  'answer.state.failed': 'Not counted, these works could not be calculated.',
  'answer.aboveQuote': 'The aids exceed the cost given for these works: check that amount.',
  'answer.quoteMissing': 'Give the cost of each work to see what is left to pay for the project.',
  'answer.categoryUnknown': 'The CEE bonus depends on the household’s income: the lower amount is counted.',
  'answer.excludedTitle': 'Two works that cannot be funded together',
  'answer.excludedChoose': 'Choose the one you keep: only that one is counted.',
  'answer.keep': 'Keep {work}',
  'answer.failed': 'The aids of these works could not be calculated.',
  'answer.failedAid.cee': 'The CEE bonus of these works could not be calculated.',
  'answer.failedAid.mpr': 'MaPrimeRénov’ for these works could not be calculated.',
  'answer.retry': 'Try again for {work}',
  'answer.partnerLost': 'The forms to receive this estimate and to be contacted by {partner} could not be loaded. Check your connection, then try again.',
  'answer.unfinished': 'Not calculated: complete the fields shown for these works.',
  'answer.unfinishedSay': 'To complete before the calculation: {works}.',
  'answer.fixErrors.one': 'The form has 1 error to fix.',
  'answer.fixErrors.other': 'The form has {count} errors to fix.',
  'answer.stale': 'The values have changed: calculate again. The amounts below are for the previous values.',
  'answer.say': '{label}: {amount}.',
  'answer.noticeFor': '{work}: {text}',
  'answer.print': 'Print the estimate',
  'answer.print.title': 'Estimate of the renovation aids',
  'answer.print.date': 'Drawn up on {date}',
  'answer.print.partner': 'Offered by {partner}',
  'answer.print.category': 'Income category: {category}',
  'answer.print.engagement': 'Amounts calculated for works committed on {date}.',
  'answer.print.indicative': 'Indicative estimate: the amount granted depends on your application and on the rules in force when the quote is signed.',
  'answer.print.fiche': '{code}, version {version}',
  'answer.print.address': 'Home: {address}',
  'answer.print.dpe': 'DPE: energy class {class}',
  'answer.print.dpeOf': 'DPE no. {number} of {date}: energy class {class}',
};

export const pack: EnglishPack = {
  messages,
  install: () => addKnownKeys('en', KNOWN_KEYS_EN),
};
