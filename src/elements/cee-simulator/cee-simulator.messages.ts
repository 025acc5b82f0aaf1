/**
 * Every visible string of `<cee-simulator>` that does not come from the service, in French (the default), but
 * the picker's and the calculation's (its messages, the result view's and the contact step's), which come in the
 * chunks that say them (`ui/simulation/operation-picker.ts`, `simulator-calculation.ts`, `ui/aid-result/`, `ui/lead-step/`).
 * English, all of them: `cee-simulator.messages.en.ts`.
 */
import type { Messages } from '../../i18n/translate.js';
import type { PickerKey } from '../../ui/simulation/operation-picker.js';
import type { ResultKey } from '../../ui/aid-result/aid-result.messages.js';
import type { CalculationKey } from './simulator-calculation.js';
import type { LeadKey } from '../../ui/lead-step/lead-step.messages.js';
import type { AddressKey } from '../../ui/address/address.messages.js';

export const simulatorMessages = {
  'sim.operationsLoading': 'Chargement des opérations…',
  'sim.loadingFields': 'Chargement des champs du formulaire…',
  'sim.fieldsLoaded': 'Formulaire prêt : {count} champs.',
  'sim.fieldsLoaded.one': 'Formulaire prêt : {count} champ.',
  'sim.fieldsLoaded.none': 'Aucune valeur à saisir : lancez le calcul.',
  'sim.submit': 'Calculer la prime',
  'sim.submitting': 'Calcul en cours…',
  'sim.unknownCode': 'Aucune simulation n’est disponible pour le code FOST « {code} ».',
  'sim.mprUnavailable': 'MaPrimeRénov’ n’est pas proposée pour cette opération : seule la prime CEE sera calculée.',
  'sim.config.fost': 'un code FOST comme BAR-TH-171',
  'sim.config.aid': 'cee, mpr ou both',
  'sim.config.price': 'un nombre positif, en euros par MWh cumac',
} satisfies Messages;

/** Every key of the simulator's words: its own, the picker's, the result's and the contact step's (their French comes with their code). */
export type SimulatorKey = keyof typeof simulatorMessages | PickerKey | ResultKey | CalculationKey | LeadKey | AddressKey;

declare module '../../i18n/message-key.js' {
  interface ElementMessageKeys {
    'cee-simulator': SimulatorKey;
  }
}
