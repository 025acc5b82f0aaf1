/**
 * Which Éco-PTZ action a project's work is (CCH, art. D. 319-16, I, 1°, a to g), by its code: the CEE fiches and
 * MaPrimeRénov's gestes of our catalogue. The ceiling of the loan counts the distinct actions of the project
 * (`financing.ts`); a work that is no action of its own (ventilation alone, an audit, the removal of an oil tank, a
 * business's operation) counts for none, so that a ceiling is never overstated.
 *
 * Source: the seven actions as the code lists them (docs/contract.md, "Financing, local aids, keeping the project",
 * and `financing-rules.ts`); each fiche's place among them is our reading of the fiche's title and of the arrêté of
 * 30 March 2009 as amended (now the arrêté of 27 March 2025), which sets the actions' technical criteria: not a
 * statement of the service, and a work outside the criteria (a heat pump below the required efficiency) still
 * counts here. `global-performance` is a renovation whose fiche requires a measured global gain (an audit), the
 * 2° of the article.
 */

/** The seven actions of the article, in its order (a to g). */
export const ECO_PTZ_ACTIONS = ['roof', 'walls', 'windows', 'heating', 'renewable-heating', 'renewable-hot-water', 'floors'] as const;
export type EcoPtzAction = (typeof ECO_PTZ_ACTIONS)[number];

/** What a work is for the Éco-PTZ: one of the actions, or a renovation reaching a minimal global performance. */
export type EcoPtzWork = EcoPtzAction | 'global-performance';

/** Each code of ours that is an action; a code not listed is none. */
export const ECO_PTZ_WORKS: Readonly<Record<string, EcoPtzWork>> = Object.freeze({
  // a) Isolation thermique des toitures
  'BAR-EN-101': 'roof', // combles ou toitures
  'BAR-EN-105': 'roof', // toitures terrasses
  'BAR-EN-106': 'roof', // toitures, outre-mer
  // b) Isolation thermique des murs donnant sur l'extérieur
  'BAR-EN-102': 'walls',
  'BAR-EN-107': 'walls', // murs, outre-mer
  // c) Isolation thermique des parois vitrées et portes donnant sur l'extérieur
  'BAR-EN-104': 'windows',
  // d) Installation, régulation ou remplacement de systèmes de chauffage ou d'eau chaude sanitaire
  'BAR-TH-106': 'heating', // chaudière individuelle à haute performance énergétique
  'BAR-TH-129': 'heating', // pompe à chaleur air/air
  'BAR-TH-137': 'heating', // raccordement à un réseau de chaleur
  'BAR-TH-173': 'heating', // régulation par programmation horaire pièce par pièce
  // e) Chauffage utilisant une source d'énergie renouvelable
  'BAR-TH-104': 'renewable-heating', // pompe à chaleur air/eau ou eau/eau (ancienne fiche)
  'BAR-TH-112': 'renewable-heating', // appareil indépendant de chauffage au bois
  'BAR-TH-113': 'renewable-heating', // chaudière biomasse
  'BAR-TH-143': 'renewable-heating', // système solaire combiné
  'BAR-TH-159': 'renewable-heating', // pompe à chaleur hybride
  'BAR-TH-171': 'renewable-heating', // pompe à chaleur air/eau
  'BAR-TH-172': 'renewable-heating', // pompe à chaleur eau/eau ou sol/eau
  // f) Eau chaude sanitaire utilisant une source d'énergie renouvelable
  'BAR-TH-101': 'renewable-hot-water', // chauffe-eau solaire individuel
  'BAR-TH-148': 'renewable-hot-water', // chauffe-eau thermodynamique
  'BAR-TH-162': 'renewable-hot-water', // capteurs solaires hybrides (PVT) à circulation d'eau
  // g) Isolation des planchers bas
  'BAR-EN-103': 'floors',
  // 2° Performance énergétique globale minimale (audit, gain mesuré)
  'BAR-TH-164': 'global-performance', // rénovation globale d'une maison individuelle (ancienne fiche)
  'BAR-TH-174': 'global-performance', // rénovation d'ampleur d'une maison individuelle
  'BAR-TH-175': 'global-performance', // rénovation d'ampleur d'un appartement
});

/** The Éco-PTZ action of a work's code, if it is one. */
export function ecoPtzWorkOf(fost: string): EcoPtzWork | undefined {
  return Object.hasOwn(ECO_PTZ_WORKS, fost) ? ECO_PTZ_WORKS[fost] : undefined;
}
