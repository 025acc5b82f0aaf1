/**
 * Every string `<worksite-form>` shows that is not the service's own, in French (the default), but those of the
 * beneficiary list and of the creation, which come with their code (`worksite-code.messages.ts`). English, all
 * of them: `worksite-form.messages.en.ts`.
 */
import type { Messages } from '../../i18n/translate.js';
import type { CodeKey } from './worksite-code.messages.js';

export const worksiteFormMessages = {
  'form.label': 'Création de chantier',
  'field.beneficiary': 'Bénéficiaire',
  'field.beneficiary.hint': 'Tapez pour filtrer les bénéficiaires chargés, flèche bas pour parcourir la liste.',
  'field.convention_id': 'Convention (identifiant)',
  'field.external_reference': 'Référence externe',
  'field.address': 'Adresse',
  'field.additional_address': 'Complément d’adresse',
  'field.zipcode': 'Code postal',
  'field.zipcode.hint': '5 chiffres',
  'field.city': 'Ville',
  'address.taken': 'Adresse reprise de la fiche du bénéficiaire\u00a0: vous pouvez la modifier.',
  'address.kept': 'L’adresse de la fiche du bénéficiaire ({place}) n’a pas été reprise\u00a0: elle diffère de celle déjà saisie.',
  'field.country': 'Pays',
  'field.country.hint': 'Code à 2 lettres, ex. FR',
  'field.cadastral_parcel': 'Parcelle cadastrale',
  'field.cadastral_parcel.hint': 'Format préfixe-section-numéro, ex. {example}',
  'field.indivision': 'Bien en indivision',
  'field.precarity_type': 'Type de précarité',
  'field.precarity_type.b2b': 'Seule la précarité classique est possible pour un professionnel.',
  'field.incentive_type': 'Type d’incitation',
  'incentive.none': '— Non précisé —',
  'incentive.direct': 'Incitation directe',
  'incentive.indirect': 'Incitation indirecte',
  'fiscal.title': 'Informations fiscales des déclarants',
  'fiscal.none': 'Aucun déclarant ajouté.',
  'fiscal.row': 'Déclarant {n}',
  'fiscal.add': 'Ajouter un déclarant',
  'fiscal.max': '{max} déclarants au maximum.',
  'fiscal.remove.row': 'le déclarant {n}',
  'fiscal.firstname': 'Prénom',
  'fiscal.lastname': 'Nom',
  'fiscal.fiscal_number': 'Numéro fiscal',
  'fiscal.fiscal_number.hint': '13 chiffres, non conservé dans le brouillon',
  'fiscal.fiscal_reference': 'Référence de l’avis d’impôt',
  'fiscal.fiscal_reference.hint': '13 lettres ou chiffres, non conservée dans le brouillon',
  'fiscal.added': 'Déclarant {n} ajouté.',
  'fiscal.removed': 'Déclarant {n} retiré.',
  'picker.listbox': 'Bénéficiaires',
  'submit.label': 'Créer le chantier',
  'submit.sending': 'Création du chantier en cours…',
  'config.page-size': 'un entier de {min} à {max}',
} satisfies Messages;

/** Every key of the form's words: its own and those that come with its code. */
export type WorksiteKey = keyof typeof worksiteFormMessages | CodeKey;

declare module '../../i18n/message-key.js' {
  interface ElementMessageKeys {
    'worksite-form': WorksiteKey;
  }
}
