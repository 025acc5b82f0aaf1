// The financing block in words (src/ui/financing/financing-words.ts), French and English, from `financing()`'s
// worked examples: « ≈ 38 € par mois sur 20 ans », the ceiling of the project's basis, what the loan leaves
// uncovered, the PAR+ and the advance with their conditions, and only the official page once a rule has ended.
// The words are the tables the element ships, the formats the page's (Intl), as `Localize` gives them.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from './ts-modules.js';

let api;
let wordsOf;

before(async () => {
  const files = [
    'ui/financing/financing-words.ts',
    'ui/financing/financing.messages.ts',
    'ui/financing/financing.messages.en.ts',
    'i18n/translate.ts',
    'api/financing.ts',
    'api/financing-rules.ts',
    'api/eco-ptz-actions.ts',
    'api/estimate.ts',
    'api/estimate-local.ts',
    'api/local-aids-match.ts', 'api/place-codes.ts',
    'api/estimate-work.ts',
    'api/estimate-choice.ts',
    'api/estimate-base.ts',
    'api/estimate-types.ts',
    'api/readable.ts',
    'api/household.ts',
    'api/partner-values.ts',
  ];
  const [words, fr, en, translate, financing, estimate] = await importTs(files, [...files.slice(0, 5), 'api/estimate.ts']);
  api = { ...words, ...financing, ...estimate };
  const tables = { fr: fr.financingMessages, en: en.financingEnglish };
  wordsOf = (lang) => ({
    t: (key, params) => translate.fill(tables[lang][key] ?? key, params),
    euros: (value) => translate.formatEuros(lang, value),
    number: (value) => translate.formatNumber(lang, value),
  });
});

const DAY = '2026-11-20';
const cee = (classic, modest = classic) => ({ kwhCumac: 100000, euros: classic, eurosClassic: classic, eurosModest: modest, engagementDate: '2026-11-02' });
const mpr = (amount, category) => ({ amount, category, eligible: true, engagementDate: '2026-11-02' });
const nbsp = (text) => text.replace(/[\u00a0\u202f]/g, ' ');

test('two works with MaPrimeRénov’ for a very modest household, in French', () => {
  const estimate = api.estimate({
    works: [
      { fost: 'BAR-TH-171', quote: 14000, cee: cee(3000, 4000), mpr: mpr(4000, 'tres_modeste') },
      { fost: 'BAR-EN-101', quote: 6000, cee: cee(1200, 1500), mpr: mpr(1500, 'tres_modeste') },
    ],
    date: DAY,
  });
  const lines = api.financingLines(wordsOf('fr'), api.financing(estimate, {}, DAY));
  assert.deepEqual(
    lines.map((line) => [line.kind, line.title, nbsp(line.text.join(' ')), line.source.url, line.ended]),
    [
      [
        'eco-ptz',
        'Éco-prêt à taux zéro',
        '≈ 38 € par mois sur 20 ans pour emprunter 9 000 € sans intérêts, sous réserve d’acceptation par votre banque. Plafond avec MaPrimeRénov’ : 50 000 €.',
        'https://www.service-public.fr/particuliers/vosdroits/F19905',
        false,
      ],
      [
        'par-plus',
        'Prêt avance rénovation à taux zéro (PAR+)',
        'Pour les propriétaires occupants aux revenus modestes ou très modestes : jusqu’à 50 000 € par logement, sans intérêts pendant 10 ans, remboursés à la vente du logement ou à la succession.',
        'https://www.service-public.fr/particuliers/vosdroits/F38425',
        false,
      ],
      [
        'mpr-advance',
        'Avance MaPrimeRénov’',
        'Pour les propriétaires occupants aux revenus très modestes : jusqu’à 2 750 € de MaPrimeRénov’ (50 % de la prime) versés avant les travaux, quand le devis prévoit un acompte.',
        'https://www.service-public.fr/particuliers/vosdroits/F35083',
        false,
      ],
    ],
  );
});

test('the advance in English writes its share as English does: 50%, not 50 %', () => {
  const estimate = api.estimate({
    works: [{ fost: 'BAR-TH-171', quote: 14000, cee: cee(3000, 4000), mpr: mpr(4000, 'tres_modeste') }],
    date: DAY,
  });
  const advance = api.financingLines(wordsOf('en'), api.financing(estimate, {}, DAY)).find((line) => line.kind === 'mpr-advance');
  assert.match(advance.text.join(' '), /\(50% of the bonus\)/);
});

test('windows alone above their ceiling, in English: 15 years, and what the loan leaves', () => {
  const estimate = api.estimate({ works: [{ fost: 'BAR-EN-104', quote: 12000, cee: cee(800) }], category: 'intermediaire', date: DAY });
  const [line] = api.financingLines(wordsOf('en'), api.financing(estimate, {}, DAY));
  assert.deepEqual(line.text.map(nbsp), [
    '≈ €39 a month over 15 years to borrow €7,000 interest-free, subject to your bank’s approval.',
    'Ceiling for windows alone: €7,000.',
    'The loan cannot finance the remaining €4,200 above this ceiling.',
  ]);
});

test('after the rules’ last day: the official page and no figure; the estimate’s financing carries the same words', () => {
  const estimate = api.estimate({ works: [{ fost: 'BAR-EN-101', quote: 6000, cee: cee(1200, 1500) }], category: 'modeste', date: DAY });
  const financing = api.financing(estimate, {}, '2028-02-01');
  const lines = api.financingLines(wordsOf('fr'), financing);
  assert.deepEqual(
    lines.map((line) => [line.kind, line.ended, line.text.join(' ')]),
    [
      ['eco-ptz', true, 'Les règles que nous connaissons ne s’appliquent plus : consultez la page officielle pour les conditions actuelles.'],
      ['par-plus', true, 'Les règles que nous connaissons ne s’appliquent plus : consultez la page officielle pour les conditions actuelles.'],
    ],
  );
  assert.ok(lines.every((line) => !/\d+\s?€/.test(line.text.join(' '))), 'no amount once ended');
  const worded = api.estimateFinancing(wordsOf('fr'), financing);
  assert.equal(worded.ecoPtz.status, 'ended');
  assert.equal(worded.ecoPtz.text, lines[0].text.join(' '));
  assert.equal(worded.ecoPtz.source.url, 'https://www.service-public.fr/particuliers/vosdroits/F19905');
  assert.equal(api.estimateFinancing(wordsOf('fr'), undefined), undefined);
  assert.deepEqual(api.financingLines(wordsOf('fr'), undefined), []);
});

test('every French key has its English, and no English sentence uses a French term', async () => {
  const [fr, en] = await importTs(['ui/financing/financing.messages.ts', 'ui/financing/financing.messages.en.ts', 'i18n/translate.ts'], ['ui/financing/financing.messages.ts', 'ui/financing/financing.messages.en.ts']);
  assert.deepEqual(Object.keys(en.financingEnglish).sort(), Object.keys(fr.financingMessages).sort());
  const { FRENCH_TERMS } = await import('./french-terms.js');
  for (const [key, text] of Object.entries(en.financingEnglish)) assert.doesNotMatch(text, FRENCH_TERMS, key);
  for (const text of [...Object.values(fr.financingMessages), ...Object.values(en.financingEnglish)]) assert.doesNotMatch(text, /[≥≤]|>=|<=|\(s\)/, text);
});
