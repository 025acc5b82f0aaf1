/**
 * The words of the DPE look-up in French, with its code (`dpe-panel.ts`, adopted by the element's words when it first
 * draws). English: `address.messages.en.ts`. The DPE's number and figures come from ADEME's open data, shown as text.
 */
import type { Messages } from '../../i18n/translate.js';

export const dpeMessages = {
  'dpe.searching': 'Recherche du DPE…',
  'dpe.found': 'DPE n° {number} du {date}',
  'dpe.foundSaid': 'DPE trouvé : classe énergie {class}.',
  'dpe.classEnergy': 'Énergie',
  'dpe.classClimate': 'Climat',
  'dpe.type.maison': 'Maison',
  'dpe.type.appartement': 'Appartement',
  'dpe.type.immeuble': 'Immeuble entier',
  'dpe.surface': '{surface}\u00a0m²',
  'dpe.floor': 'étage {floor}',
  'dpe.groundFloor': 'rez-de-chaussée',
  'dpe.option': '{home}, classe {class}, DPE du {date}',
  'dpe.replaced': 'Le DPE n° {number} a été remplacé par un DPE plus récent, que voici.',
  'dpe.filled': 'Les réponses qu’il donne sont remplies pour vous et restent modifiables.',
  'dpe.filledNote': 'D’après votre DPE du {date}.',
  'dpe.notMine': 'Ce n’est pas mon logement',
  'dpe.several': 'Plusieurs DPE sont publiés à cette adresse : lequel est celui de votre logement ?',
  'dpe.noneOfThese': 'Aucun de ces logements',
  'dpe.notFound.address': 'Aucun DPE n’est publié pour cette adresse.',
  'dpe.notFound.number': 'Aucun DPE publié ne porte ce numéro.',
  'dpe.invalid': 'Un numéro de DPE compte 13 lettres et chiffres, par exemple 2338E1234567K.',
  'dpe.unavailable': 'Le registre des DPE ne répond pas pour le moment.',
  'dpe.manual': 'Classe énergie de votre DPE',
  'dpe.unknown': 'Je ne connais pas mon DPE',
  'dpe.renovation': 'Un logement classé {class} peut être rénové en profondeur avec MaPrimeRénov’ parcours accompagné : un conseiller France Rénov’ vous aide gratuitement à préparer cette rénovation d’ampleur.',
  'dpe.advisers': 'Trouver un conseiller France Rénov’',
  'dpe.newWindow': '(nouvelle fenêtre)',
} satisfies Messages;

export type DpeKey = keyof typeof dpeMessages;
