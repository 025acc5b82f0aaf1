/**
 * What each rule of `financing-rules.ts` was read in, by the rule's id: the texts, their articles, whether the
 * figure was read there (`verified`) and, when not, where it was read instead (`note`). The repository's record for
 * the docs and the tests (docs/contract.md, "Financing, local aids, keeping the project"), apart from the rules so
 * that no element downloads these sentences: a visitor is shown the rule's `citation` only.
 */
import type { RuleText } from './financing-rules.js';

const ECO_PTZ_PAGE = 'https://www.service-public.fr/particuliers/vosdroits/F19905';

export const RULE_TEXTS: Readonly<Record<string, readonly RuleText[]>> = {
  'eco-ptz-2024-04': [
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
      title: 'Code général des impôts, art. 244 quater U : offres d’avances émises jusqu’au 31 décembre 2027 (loi n° 2023-1322 du 29 décembre 2023 de finances pour 2024, art. 71)',
      url: 'https://www.vie-publique.fr/loi/291190-loi-du-29-decembre-2023-de-finances-pour-2024-budget-plf',
      verified: true,
      note: 'Lu sur vie-publique.fr (« prolongation … de l’éco-PTZ jusqu’en 2027 ») et dans l’amendement CF506 de la nouvelle lecture du projet de loi (assemblee-nationale.fr, « borner l’éco-PTZ » au 31 décembre 2027 au lieu de 2026) ; le BOFiP (BOI-BIC-RICI-10-110-10) rattache l’éco-PTZ actuel à l’art. 71 de cette loi. La loi de finances pour 2022 (art. 86) n’avait prolongé le prêt que jusqu’à la fin de 2023.',
    },
    {
      title: 'service-public.fr, fiche F19905 : le prêt est accordé par une banque ayant signé une convention avec l’État, qui examine la capacité de remboursement',
      url: ECO_PTZ_PAGE,
      verified: false,
      note: 'La fiche n’a pas pu être lue ici ; le fait est lu dans Mes Aides Réno (« Son montant dépendra de votre endettement et de votre capacité à le rembourser ») et lesclesdelabanque.com (« la solvabilité est toujours examinée »).',
    },
  ],
  'par-plus-2024-09': [
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
      title: 'Code général des impôts, art. 244 quater T (créé par la loi n° 2023-1322 de finances pour 2024, art. 71) : prêts émis jusqu’au 31 décembre 2027',
      verified: false,
      note: 'Date de fin non lue : ni le BOFiP (BOI-BIC-RICI-10-115), ni le décret n° 2024-887, ni la fiche F38425 lus ne la donnent ; posée comme celle de l’éco-PTZ, créé ou prorogé par le même article 71.',
    },
  ],
  'mpr-advance-2025-01': [
    {
      title:
        'Arrêté du 4 décembre 2024 modifiant l’arrêté du 14 janvier 2020 : avance de la prime par geste aux ménages « très modestes » ramenée de 70 % à 50 % du montant de la prime',
      verified: false,
      note: 'Lu dans La Gazette des communes (« Le dispositif MaPrimeRénov’ prorogé en 2025 »), Banque des Territoires (2024-12-05) et la Fédération française du bâtiment (« L’avance maximale passera ainsi de 70 % à 50 % »), non dans l’arrêté. Aucun texte de 2026 lu ne la change : la ligne est prolongée jusqu’à la fin de 2026, l’année des barèmes que tient le sandbox. Le devis doit prévoir un acompte (econopret.fr, guide Anah 2024).',
    },
  ],
};
