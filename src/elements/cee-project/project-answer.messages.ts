/**
 * What the project's answer says, in French, with the calculation's code (the English is in the element's pack):
 * the total, each work's aids and what remains to pay, the caps applied, the works that cannot be combined, the
 * works not finished, and the printed estimate.
 */
import type { Messages } from '../../i18n/translate.js';

export const answerMessages = {
  'answer.title': 'Estimation de votre projet',
  'answer.total': 'Total de vos aides',
  'answer.totalFor': 'pour {count} travaux',
  'answer.totalForOne': 'pour 1 travail',
  'answer.work.cee': 'Prime CEE',
  'answer.work.mpr': 'MaPrimeRénov’',
  'answer.work.aids': 'Aides pour ces travaux',
  'answer.work.quote': 'Montant des travaux',
  'answer.work.remaining': 'Reste à payer',
  'answer.work.noQuote': 'Indiquez le montant des travaux pour connaître le reste à payer.',
  'answer.totals.quote': 'Montant total des travaux',
  'answer.totals.remaining': 'Reste à payer au total',
  'answer.totals.aids': 'Total des aides',
  'answer.capped': 'MaPrimeRénov’ est plafonnée : les aides ne peuvent dépasser {rate} de la dépense retenue ({expense}), soit {before} ramenés à {after}.',
  'answer.ceiling': 'La dépense retenue pour MaPrimeRénov’ est plafonnée à {ceiling} pour ces travaux.',
  'answer.aboveQuote': 'Les aides dépassent le montant indiqué pour ces travaux : vérifiez ce montant.',
  'answer.quoteMissing': 'Indiquez le montant de chaque travail pour connaître le reste à payer du projet.',
  'answer.categoryUnknown': 'La prime CEE dépend des revenus du foyer : le montant le plus bas est compté.',
  'answer.excludedTitle': 'Deux travaux qui ne peuvent pas être aidés ensemble',
  'answer.excludedChoose': 'Choisissez celui que vous gardez : seul celui-ci est compté.',
  'answer.keep': 'Garder {work}',
  'answer.excluded': 'Non compté dans le total : {reason}',
  'answer.failed': 'Les aides de ces travaux n’ont pas pu être calculées.',
  'answer.failedAid.cee': 'La prime CEE de ces travaux n’a pas pu être calculée.',
  'answer.failedAid.mpr': 'MaPrimeRénov’ pour ces travaux n’a pas pu être calculée.',
  'answer.retry': 'Réessayer pour {work}',
  'answer.unfinished': 'Non calculé : complétez les champs signalés de ces travaux.',
  'answer.unfinishedSay': 'À compléter avant le calcul : {works}.',
  'answer.fixErrors.one': 'Le formulaire contient 1 erreur à corriger.',
  'answer.fixErrors.other': 'Le formulaire contient {count} erreurs à corriger.',
  'answer.stale': 'Les valeurs ont changé : relancez le calcul. Les montants ci-dessous correspondent aux valeurs précédentes.',
  'answer.say': '{label} : {amount}.',
  'answer.noticeFor': '{work} : {text}',
  'answer.print': 'Imprimer l’estimation',
  'answer.print.title': 'Estimation des aides à la rénovation',
  'answer.print.date': 'Établie le {date}',
  'answer.print.partner': 'Proposée par {partner}',
  'answer.print.category': 'Catégorie de revenus du foyer : {category}',
  'answer.print.engagement': 'Montants calculés pour des travaux engagés le {date}.',
  'answer.print.indicative': 'Estimation indicative : le montant accordé dépend de votre dossier et des règles en vigueur à la signature du devis.',
  'answer.print.fiche': 'fiche {code}, version {version}',
  'answer.print.cap': 'plafonnée à {rate} de la dépense retenue',
} satisfies Messages;

export type AnswerKey = keyof typeof answerMessages;
