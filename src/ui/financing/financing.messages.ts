/**
 * The words of the financing block (`financing-words.ts`), in French; the English is in `financing.messages.en.ts`,
 * for the element's English pack. `<cee-project>` takes both into its tables.
 */
import type { Messages } from '../../i18n/translate.js';

export const financingMessages = {
  'financing.title': 'Financer le reste à payer',
  'financing.ecoPtz.title': 'Éco-prêt à taux zéro',
  'financing.ecoPtz.text': '≈ {monthly} par mois sur {duration} pour emprunter {amount} sans intérêts, sous réserve d’acceptation par votre banque.',
  'financing.ecoPtz.ceiling': 'Plafond {basis} : {ceiling}.',
  'financing.ecoPtz.uncovered': 'Le prêt ne peut pas financer les {uncovered} restants au-delà de ce plafond.',
  'financing.ecoPtz.basis.windows-only': 'pour des fenêtres seules',
  'financing.ecoPtz.basis.one-action': 'pour une seule action',
  'financing.ecoPtz.basis.two-actions': 'pour deux actions',
  'financing.ecoPtz.basis.three-actions': 'pour trois actions ou plus',
  'financing.ecoPtz.basis.with-mpr': 'avec MaPrimeRénov’',
  'financing.ecoPtz.basis.global-performance': 'pour une rénovation globale',
  'financing.parPlus.title': 'Prêt avance rénovation à taux zéro (PAR+)',
  'financing.parPlus.text':
    'Pour les propriétaires occupants aux revenus modestes ou très modestes : jusqu’à {maxAmount} par logement, sans intérêts pendant {duration}, remboursés à la vente du logement ou à la succession.',
  'financing.mprAdvance.title': 'Avance MaPrimeRénov’',
  'financing.mprAdvance.text':
    'Pour les propriétaires occupants aux revenus très modestes : jusqu’à {upTo} de MaPrimeRénov’ ({rate} de la prime) versés avant les travaux, quand le devis prévoit un acompte.',
  'financing.ended': 'Les règles que nous connaissons ne s’appliquent plus : consultez la page officielle pour les conditions actuelles.',
  'financing.officialPage': 'Page officielle : {title}',
  'financing.newTab': '(nouvel onglet)',
  'financing.years.one': '{count} an',
  'financing.years.other': '{count} ans',
  'financing.months': '{count} mois',
  'financing.percent': '{value}\u00a0%',
} satisfies Messages;

export type FinancingKey = keyof typeof financingMessages;
