/** The French words of our validation messages (`rules.ts` reads them; English in `common.en.ts`). */
export const frenchRules = {
  required: 'Ce champ est obligatoire.',
  zipcode: 'Le code postal doit comporter 5 chiffres.',
  country: 'Le pays doit être un code à 2 lettres (ex. FR).',
  cadastralParcel: 'La parcelle cadastrale doit suivre le format préfixe-section-numéro, ex. 000-AB-0123.',
  fiscalNumber: 'Le numéro fiscal doit comporter 13 chiffres.',
  fiscalReference: 'La référence de l’avis doit comporter 13 lettres ou chiffres.',
  precarityB2b: 'Seule la précarité classique est possible pour un professionnel.',
  documentType: 'Ce type de document n’est pas accepté.',
  httpUrl: 'L’adresse doit être une adresse web complète, qui commence par http:// ou https://.',
  emptyFile: 'Le fichier est vide.',
  fileOrUrl: 'Ajoutez un fichier ou une adresse URL.',
  pattern: 'Le format n’est pas valide.',
  invalid: 'Certains champs ne sont pas valides.',
  /** What a value must be, in the visitor's words (never the validator's). */
  atLeast: 'Indiquez au moins {limit}.',
  moreThan: 'Indiquez plus de {limit}.',
  atMost: 'Indiquez au plus {limit}.',
  longest: 'Écrivez au plus {limit}.',
  characters: '{count} caractères',
  character: '{count} caractère',
  integer: 'Indiquez un nombre entier.',
  number: 'Indiquez un nombre.',
  /** A number typed that does not read as one without guessing (`1.200,5`, `1,2,3`, `12 34`). */
  numberFormat: 'Indiquez un nombre écrit comme 95,5 ou 1\u00a0200.',
  /** A French number that reads two ways (`25.000`, `1,250`): both readings, written as the language writes them. */
  twoReadings: '«\u00a0{typed}\u00a0» peut se lire {decimal} ou {thousands}. Écrivez celui que vous voulez dire.',
  choice: 'Choisissez une des valeurs proposées.',
  date: 'Indiquez une date valide.',
  example: 'Écrivez-le comme ceci : {example}.',
  value: 'Cette valeur n’est pas valide.',
  labelled: '{label} : {message}',
};

export type RuleKey = keyof typeof frenchRules;
