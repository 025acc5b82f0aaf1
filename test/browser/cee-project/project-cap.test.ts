/**
 * The project's total without a quote (issue #36): "au plus 10 800 € pour 1 travail" says a maximum, and the line
 * under it says why (no quote amount: the aids' ceiling) and what gives the exact figure; a quote that makes the
 * figure exact takes the line away. On screen and on paper; French and English, axe with the line shown.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { answer, answerShown, bestEtas, fillWork, freshSandbox, mountProject, plain, root, submitButton } from './project-helpers.js';

const WHY = {
  fr: 'C’est un plafond : sans montant de devis, les aides ne peuvent pas dépasser ce montant. Indiquez le montant de vos travaux pour connaître le chiffre exact.',
  en: 'This is a ceiling: with no quote amount, the aids cannot go above it. Give the cost of your works to know the exact figure.',
};

const why = (el: HTMLElement): string => plain(answer(el)?.querySelector('.at-most-why')?.textContent ?? '');
/** The printed estimate's text (drawn beside the answer, shown only on paper). */
const printed = (el: HTMLElement): string => plain(root(el).querySelector('.printed')?.textContent ?? '');

describe('<cee-project>: the total without a quote', () => {
  beforeEach(freshSandbox);

  for (const lang of ['fr', 'en'] as const) {
    it(`says under "at most" that it is the ceiling because no quote was given, and why goes with a quote (${lang})`, async () => {
      // A very modest household of 3 (20 000 €): capped at 90 % × 12 000 € without a quote.
      const el = await mountProject({ works: 'BAR-TH-171', price: '8', lang });
      await fillWork(el, 'BAR-TH-171', { 'housing.type': 'maison', 'housing.surface': '100', 'operation.usage': 'heating', 'operation.replaces_fossil_boiler': true, 'housing.department': '67', 'household.size': '3', 'household.income': '20000' });
      await bestEtas(el);
      submitButton(el).click();
      await answerShown(el);
      expect(plain(answer(el)!.querySelector('.headline')!.textContent!)).to.equal(lang === 'fr' ? 'au plus 10 800 € pour 1 travail' : 'at most €10,800 for 1 work');
      expect(why(el)).to.equal(WHY[lang]);
      // On paper too, under the total.
      expect(printed(el)).to.contain(WHY[lang]);
      await expect(el).to.be.accessible();

      await fillWork(el, 'BAR-TH-171', { 'project.quote': lang === 'fr' ? '11 000' : '11,000' });
      submitButton(el).click();
      await waitUntil(() => el.estimate?.works[0]?.quote === 11000 && !el.estimate.totals.atMost, 'the quote was never counted', { timeout: 15_000 });
      await el.updateComplete;
      expect(why(el)).to.equal('');
      expect(printed(el)).to.not.contain(WHY[lang]);
    });
  }
});
