/**
 * The words of the address look-up in French, with its code (`address-search.ts`, adopted by the element's words
 * when it first draws). English: `address.messages.en.ts`. `{city}` and `{label}` come from the geocoder, shown as text.
 */
import type { Messages } from '../../i18n/translate.js';

export const searchMessages = {
  'address.suggestions': 'Adresses proposées',
  'address.found.one': '1 adresse proposée.',
  'address.found.other': '{count} adresses proposées.',
  'address.found.none': 'Aucune adresse ne correspond : continuez à taper, ou indiquez votre code postal.',
  'address.place': '{city} ({departement})',
  'address.zone': 'zone climatique {zone}',
  'address.ileDeFrance': 'Île-de-France',
  'address.chosen': 'Adresse retenue : {label}.',
  'address.filled': 'Rempli d’après votre adresse.',
  'address.mismatch': 'Vos réponses ne correspondent plus à cette adresse : elle n’est pas retenue pour l’estimation.',
} satisfies Messages;

export type SearchKey = keyof typeof searchMessages;
