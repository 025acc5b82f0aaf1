/**
 * Every visible string of `<cee-project>`'s first view that does not come from the service, in French (the
 * default): the works, the shared questions, the button. The answer's words come with the calculation's code
 * (`project-answer.messages.ts`), the picker's with the picker (`project-adding.messages.ts` for the project's own), the result view's with it (`ui/aid-result/`).
 * English, all of them: `cee-project.messages.en.ts`.
 */
import type { Messages } from '../../i18n/translate.js';
import type { PickerKey } from '../../ui/simulation/operation-picker.js';
import type { ResultKey } from '../../ui/aid-result/aid-result.messages.js';
import type { AnswerKey } from './project-answer.messages.js';
import type { LeadKey } from '../../ui/lead-step/lead-step.messages.js';
import type { FinancingKey } from '../../ui/financing/financing.messages.js';
import type { KeepKey } from './project-keep.messages.js';
import type { AddressKey } from '../../ui/address/address.messages.js';
import type { AddingKey } from './project-adding.messages.js';

export const projectMessages = {
  'project.works': 'Vos travaux',
  'project.worksHint': 'Ajoutez chaque travail de votre projet : les aides sont calculées pour chacun et pour l’ensemble.',
  'project.empty': 'Aucun travail pour l’instant : ajoutez le premier ci-dessous.',
  'project.add': 'Ajouter des travaux',
  'project.catalogueLoading': 'Chargement des travaux proposés…',
  'project.remove': 'Retirer',
  'project.removeWork': 'Retirer {work} du projet',
  'project.removed': 'Travaux retirés du projet : {work}.',
  'project.household': 'Votre foyer et votre logement',
  'project.householdHint': 'Ces questions valent pour tous vos travaux : répondez-y une seule fois.',
  'project.quote': 'Montant des travaux (TTC)',
  'project.quoteHint': 'Le montant du devis, toutes taxes comprises, si vous l’avez. Il reste sur cette page : il sert à calculer le reste à payer.',
  'project.workLoading': 'Chargement des questions de ces travaux…',
  'project.calculate': 'Calculer les aides du projet',
  'project.calculating': 'Calcul en cours…',
  'project.needWork': 'Ajoutez au moins un travail pour calculer les aides.',
  'project.config.works': 'des codes d’opération séparés par des virgules, comme BAR-TH-171,BAR-EN-101',
  'project.config.aid': 'cee, mpr ou both',
  'project.config.price': 'un nombre positif, en euros par MWh cumac',
  'project.config.localAids': 'une liste JSON d’aides locales',
  'project.config.persist': 'session ou local',
} satisfies Messages;

/** Every key of the project's words: its own, the picker's, the result view's and the answer's. */
export type ProjectKey = keyof typeof projectMessages | PickerKey | ResultKey | AnswerKey | LeadKey | FinancingKey | KeepKey | AddressKey | AddingKey;

declare module '../../i18n/message-key.js' {
  interface ElementMessageKeys {
    'cee-project': ProjectKey;
  }
}
