/**
 * The dated rules of the loans that finance what remains to pay (docs/contract.md, "Financing, local aids, keeping
 * the project"): the Éco-PTZ, the prêt avance rénovation à taux zéro (PAR+, « prêt avance mutation ne portant pas
 * intérêt ») and the MaPrimeRénov' advance. Data only, read by `financing.ts`: a change of the law is a new row
 * with its own dates, never an edit of a row that was in force.
 *
 * Each row carries its `citation` (the official page and the articles), which a view shows. What each row was read
 * in, verified or not, is the repository's record in `financing-sources.ts` (by the row's id), kept apart so that
 * no element downloads it.
 */

/** A text a rule was read in (`financing-sources.ts`). `verified`: the figure was read in the text itself (or the
 * official page that states it); `false`: only in a secondary source, named in `note`. Never shown to a visitor. */
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
