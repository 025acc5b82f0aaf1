/** The English of `financing.messages.ts`: with the element's English pack, fetched only when it speaks English. */
import type { Messages } from '../../i18n/translate.js';
import type { FinancingKey } from './financing.messages.js';

export const financingEnglish: Messages<FinancingKey> = {
  'financing.title': 'Financing what remains to pay',
  'financing.ecoPtz.title': 'Zero-rate eco-loan (éco-PTZ)',
  'financing.ecoPtz.text': '≈ {monthly} a month over {duration} to borrow {amount} interest-free, subject to your bank’s approval.',
  'financing.ecoPtz.ceiling': 'Ceiling {basis}: {ceiling}.',
  'financing.ecoPtz.uncovered': 'The loan cannot finance the remaining {uncovered} above this ceiling.',
  'financing.ecoPtz.basis.windows-only': 'for windows alone',
  'financing.ecoPtz.basis.one-action': 'for a single action',
  'financing.ecoPtz.basis.two-actions': 'for two actions',
  'financing.ecoPtz.basis.three-actions': 'for three actions or more',
  'financing.ecoPtz.basis.with-mpr': 'with MaPrimeRénov’',
  'financing.ecoPtz.basis.global-performance': 'for a whole-house renovation',
  'financing.parPlus.title': 'Zero-rate renovation advance loan (PAR+)',
  'financing.parPlus.text':
    'For owner-occupiers on a low or very low income: up to {maxAmount} per home, interest-free for {duration}, repaid when the home is sold or passed on.',
  'financing.mprAdvance.title': 'MaPrimeRénov’ advance',
  'financing.mprAdvance.text':
    'For owner-occupiers on a very low income: up to {upTo} of MaPrimeRénov’ ({rate} of the bonus) paid before the work, when the quote asks for a deposit.',
  'financing.ended': 'The rules we know no longer apply: see the official page for the current conditions.',
  'financing.officialPage': 'Official page: {title}',
  'financing.newTab': '(new tab)',
  'financing.years.one': '{count} year',
  'financing.years.other': '{count} years',
  'financing.months': '{count} months',
  'financing.percent': '{value}%',
};
