/**
 * The dated rules of the loans that finance what remains to pay (docs/contract.md, "Financing, local aids, keeping
 * the project"): the Éco-PTZ, the prêt avance rénovation à taux zéro (PAR+, « prêt avance mutation ne portant pas
 * intérêt ») and the MaPrimeRénov' advance. Data only, read by `financing.ts`: a change of the law is a new row
 * with its own dates, never an edit of a row that was in force.
 *
 * Each row cites what was read. `verified: true` means the figure was read in the text cited (or in the official
 * page that states it); `false` means it was read only in a secondary source named in `note`, for the partner's
 * developers and the docs, never shown to a visitor.
 */

/** A text a rule was read in (or should be read in). */
export interface RuleText {
  /** The text and its article, as the law cites it. */
  title: string;
  url?: string;
  verified: boolean;
  /** Where the figure was read when not in the text itself, or what remains to check. */
  note?: string;
}

/** What a visitor is pointed to: the official page, and the legal references in short. */
export interface RuleCitation {
  /** The official page (service-public.fr) a view links to, also once the rule has ended. */
  url: string;
  title: string;
  /** The legal references, short (« CCH, art. D. 319-21 »). */
  articles: string[];
}

interface DatedRule {
  /** One id per row (`eco-ptz-2024-04`): the estimate names the row it used. */
  id: string;
  /** First and last day the row applies to (ISO dates, both included): an offer of loan issued that day. */
  validFrom: string;
  validUntil: string;
  citation: RuleCitation;
  texts: RuleText[];
}

/**
 * Why a project gets the Éco-PTZ ceiling it gets (CCH, art. D. 319-21): windows alone, one, two, three or more of
 * the seven actions, works that received MaPrimeRénov', or works reaching a minimal global performance.
 */
export const ECO_PTZ_BASES = ['windows-only', 'one-action', 'two-actions', 'three-actions', 'with-mpr', 'global-performance'] as const;
export type EcoPtzBasis = (typeof ECO_PTZ_BASES)[number];

export interface EcoPtzRule extends DatedRule {
  /** The ceiling of the loan by basis, euros. */
  ceilings: Readonly<Record<EcoPtzBasis, number>>;
  /** The longest repayment, in months, by basis. */
  months: Readonly<Record<EcoPtzBasis, number>>;
}

export interface ParPlusRule extends DatedRule {
  /** The most one dwelling may borrow, euros. */
  maxAmount: number;
  /** How long the State pays the interest, in months. */
  interestFreeMonths: number;
}

export interface MprAdvanceRule extends DatedRule {
  /** The share of the MaPrimeRénov' amount that may be paid before the works. */
  rate: number;
}

const ECO_PTZ_PAGE = 'https://www.service-public.fr/particuliers/vosdroits/F19905';
const PAR_PLUS_PAGE = 'https://www.service-public.fr/particuliers/vosdroits/F38425';
const MPR_PAGE = 'https://www.service-public.fr/particuliers/vosdroits/F35083';

/** The Éco-PTZ in metropolitan France. Overseas (outre-mer) has other ceilings, not held here: no amount is given there. */
export const ECO_PTZ_RULES: readonly EcoPtzRule[] = [
  {
    id: 'eco-ptz-2024-04',
    validFrom: '2024-04-01',
    validUntil: '2027-12-31',
    ceilings: { 'windows-only': 7000, 'one-action': 15000, 'two-actions': 25000, 'three-actions': 30000, 'with-mpr': 50000, 'global-performance': 50000 },
    months: { 'windows-only': 180, 'one-action': 180, 'two-actions': 180, 'three-actions': 180, 'with-mpr': 240, 'global-performance': 240 },
    citation: {
      url: ECO_PTZ_PAGE,
      title: 'Éco-prêt à taux zéro (éco-PTZ), service-public.fr',
      articles: ['CGI, art. 244 quater U', 'CCH, art. D. 319-8, D. 319-16 et D. 319-21'],
    },
    texts: [
      {
        title:
          'Code de la construction et de l’habitation, art. D. 319-21, version applicable aux offres émises à compter du 1er avril 2024 (décret n° 2024-299 du 29 mars 2024, art. 6, II) : 1° une action 15 000 € ; 1° bis la seule action c (parois vitrées) 7 000 € ; 1° ter deux actions 25 000 € ; 1° quater trois actions ou plus 30 000 € ; 1° quinquies et 1° sexies (travaux des 1° bis et 1° ter du I de l’art. D. 319-16) 50 000 € ; 2° performance énergétique globale 50 000 € ; 3° assainissement non collectif 10 000 €',
        url: 'https://www.legifrance.gouv.fr/affichCode.do?idSectionTA=LEGISCTA000020464367&cidTexte=LEGITEXT000006074096',
        verified: true,
      },
      {
        title:
          'Code de la construction et de l’habitation, art. D. 319-16 (ancien R. 319-16), I, 1° : les sept actions (a toitures, b murs donnant sur l’extérieur, c parois vitrées et portes, d chauffage ou eau chaude sanitaire, e chauffage à énergie renouvelable, f eau chaude sanitaire à énergie renouvelable, g planchers bas)',
        verified: true,
        note: 'Lu dans une copie du code (juriblio.fr, section 6 « Modalités d’attribution de l’avance ») en version R. 319-16. Le sens des 1° bis et 1° ter actuels (travaux ayant ouvert droit à MaPrimeRénov’, parcours accompagné ou par geste) est lu dans le simulateur de l’État Mes Aides Réno (betagouv/reno, app/règles/PTZ.publicodes : « condition maprimerenov » donne 50 000 € et 20 ans), non dans le texte en vigueur.',
      },
      {
        title:
          'Code général des impôts, art. 244 quater U, I, 9 et CCH, art. D. 319-8 : remboursement par mensualités constantes sur 180 mois au plus, 240 mois pour la performance énergétique globale et, depuis le 1er avril 2024, avec MaPrimeRénov’ ; 36 mois au moins à la demande de l’emprunteur',
        verified: false,
        note: 'L’art. D. 319-8 est lu (avocat24.fr : la durée est celle du 9 du I de l’art. 244 quater U, 36 mois au moins) ; 180 et 240 mois sont lus dans le résumé des Éditions Francis Lefebvre (« depuis le 1er avril 2024, … », coupé) et dans Mes Aides Réno (20 ans avec MaPrimeRénov’ ou en performance globale, 15 ans sinon). Des articles de presse annoncent 20 ans pour tout éco-PTZ depuis le 1er juillet 2025 (arrêté du 27 mars 2025) : la notice de cet arrêté, lue, ne parle que de critères techniques ; non retenu.',
      },
      {
        title: 'Code général des impôts, art. 244 quater U : offres d’avances émises jusqu’au 31 décembre 2027 (loi n° 2021-1900 de finances pour 2022, art. 86)',
        verified: false,
        note: 'Date de fin lue dans des pages tierces (cbanque.com, prime-eco-energie.auchan.fr), non dans l’article du CGI.',
      },
      {
        title: 'service-public.fr, fiche F19905 : le prêt est accordé par une banque ayant signé une convention avec l’État, qui examine la capacité de remboursement',
        url: ECO_PTZ_PAGE,
        verified: false,
        note: 'La fiche n’a pas pu être lue ici ; le fait est lu dans Mes Aides Réno (« Son montant dépendra de votre endettement et de votre capacité à le rembourser ») et lesclesdelabanque.com (« la solvabilité est toujours examinée »).',
      },
    ],
  },
];

/** The prêt avance mutation ne portant pas intérêt (PAR+). */
export const PAR_PLUS_RULES: readonly ParPlusRule[] = [
  {
    id: 'par-plus-2024-09',
    validFrom: '2024-09-01',
    validUntil: '2027-12-31',
    maxAmount: 50000,
    interestFreeMonths: 120,
    citation: {
      url: PAR_PLUS_PAGE,
      title: 'Prêt avance mutation ne portant pas intérêt (prêt avance rénovation, PAR +), service-public.fr',
      articles: ['Code de la consommation, art. L. 315-2', 'CGI, art. 244 quater T', 'CCH, art. D. 31-11-1 à D. 31-11-16'],
    },
    texts: [
      {
        title: 'Décret n° 2024-887 du 3 septembre 2024, art. 3 : offres de prêt émises à compter du 1er septembre 2024',
        url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000050174666',
        verified: true,
      },
      {
        title:
          'service-public.fr, actualité A17657 et fiche F38425 : propriétaires occupant leur résidence principale, ménages des catégories « très modestes » et « modestes » de l’Anah ; l’État prend en charge les intérêts pendant 10 ans ; remboursement exigible à la vente du logement ou au règlement de la succession',
        url: 'https://www.service-public.fr/particuliers/actualites/A17657',
        verified: true,
        note: 'F38425 lue telle que les communes la reprennent (co-marquage service-public.fr, par ex. lecendre.synapseweb.fr/service-public?xml=F38425).',
      },
      {
        title: 'BOFiP, BOI-BIC-RICI-10-115 : le prêt ne peut excéder 50 000 € par logement ni une durée sans intérêt de cent-vingt mois',
        url: 'https://bofip.impots.gouv.fr/bofip/14570-PGP.html',
        verified: true,
      },
      {
        title: 'Code général des impôts, art. 244 quater T : prêts émis jusqu’au 31 décembre 2027',
        verified: false,
        note: 'Date de fin non lue dans l’article ; posée comme celle de l’éco-PTZ.',
      },
    ],
  },
];

/** The MaPrimeRénov' advance (par geste), for very modest owner-occupiers. */
export const MPR_ADVANCE_RULES: readonly MprAdvanceRule[] = [
  {
    id: 'mpr-advance-2025-01',
    validFrom: '2025-01-01',
    validUntil: '2026-12-31',
    rate: 0.5,
    citation: {
      url: MPR_PAGE,
      title: 'MaPrimeRénov’, service-public.fr',
      articles: ['Arrêté du 14 janvier 2020 relatif à la prime de transition énergétique, modifié par l’arrêté du 4 décembre 2024'],
    },
    texts: [
      {
        title:
          'Arrêté du 4 décembre 2024 modifiant l’arrêté du 14 janvier 2020 : avance de la prime par geste aux ménages « très modestes » ramenée de 70 % à 50 % du montant de la prime',
        verified: false,
        note: 'Lu dans La Gazette des communes (« Le dispositif MaPrimeRénov’ prorogé en 2025 ») et Banque des Territoires (2024-12-05), non dans l’arrêté. Aucun texte de 2026 lu ne la change : la ligne est prolongée jusqu’à la fin de 2026, l’année des barèmes que tient le sandbox. Le devis doit prévoir un acompte (econopret.fr, guide Anah 2024).',
      },
    ],
  },
];

/** The row of `rules` in force on `date` (ISO), if any. */
export function ruleOn<R extends DatedRule>(rules: readonly R[], date: string): R | undefined {
  return rules.find((rule) => rule.validFrom <= date && date <= rule.validUntil);
}

/** The last row that ended before `date`, when no row is in force: its page is all a view may show. */
export function endedBefore<R extends DatedRule>(rules: readonly R[], date: string): R | undefined {
  if (ruleOn(rules, date)) return undefined;
  return rules.filter((rule) => rule.validUntil < date).sort((a, b) => (a.validUntil < b.validUntil ? 1 : -1))[0];
}
