/** The English of `cee-simulator.messages.ts`: a chunk of its own, loaded only when the element speaks English. */
import { addKnownKeys } from '../../inputs/known-keys.js';
import { KNOWN_KEYS_EN } from '../../inputs/known-keys.en.js';
import type { EnglishPack, Messages } from '../../i18n/translate.js';
import type { SimulatorKey } from './cee-simulator.messages.js';
import type { LeadKey } from '../../ui/lead-step/lead-step.messages.js';
import { resultEnglish } from '../../ui/aid-result/aid-result.messages.en.js';
import { pickerEnglish } from '../../ui/simulation/operation-picker.messages.en.js';
import { addressEnglish } from '../../ui/address/address.messages.en.js';

// The contact step's English is its own chunk (`lead-step.messages.en.ts`), fetched with the step.
const messages: Messages<Exclude<SimulatorKey, LeadKey>> = {
  ...resultEnglish,
  ...pickerEnglish,
  ...addressEnglish,
  'sim.operationsLoading': 'Loading operations…',
  'sim.loadingFields': 'Loading the form fields…',
  'sim.fieldsLoaded': 'Form ready: {count} fields.',
  'sim.fieldsLoaded.one': 'Form ready: {count} field.',
  'sim.fieldsLoaded.none': 'Nothing to fill in: run the calculation.',
  'sim.submit': 'Calculate the bonus',
  'sim.submitting': 'Calculating…',
  'sim.unknownCode': 'No simulation is available for the FOST code "{code}".',
  'sim.mprUnavailable': "MaPrimeRénov’ is not offered for this operation: only the CEE bonus will be calculated.",
  'sim.fixErrors.one': 'The form has 1 error to fix.',
  'sim.fixErrors.other': 'The form has {count} errors to fix.',
  'sim.rejected': 'The service refused some values: fix them and calculate again.',
  'sim.config.fost': 'a FOST code such as BAR-TH-171',
  'sim.config.aid': 'cee, mpr or both',
  'sim.config.price': 'a positive number, in euros per MWh cumac',
};

export const pack: EnglishPack = {
  messages,
  install: () => addKnownKeys('en', KNOWN_KEYS_EN),
};
