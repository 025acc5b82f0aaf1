/**
 * `<cee-simulator>`'s result as a household and a business read it (issue #12): one headline (the household's
 * total in whole euros, or the volume and its value), the CEE amount of the household's category, "Comment ce
 * montant est calculé", a zero explained, a partial result with the retry of one call, an outdated result, the
 * result brought into view, and narrow containers. Answers are scripted (docs/contract.md §1 shapes), so these tests do
 * not depend on the sandbox's version.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { failNext, sandboxRequests } from '../helpers/sandbox.js';
import {
  CEE,
  INPUTS_171,
  MPR,
  collect,
  fill,
  freshSandbox,
  has,
  mountSimulator,
  plain,
  resultShown,
  resultText,
  root,
  setValue,
  statusText,
  submitButton,
} from './simulator-helpers.js';
import type { CeeSimulator } from '../../../src/elements/cee-simulator/cee-simulator.js';
import { CEE_ANSWER, MPR_ANSWER, MPR_ZERO, household, script } from './result-fixtures.js';

const text = (el: CeeSimulator, selector: string): string => plain(root(el).querySelector(selector)?.textContent ?? '');
const texts = (el: CeeSimulator, selector: string): string[] => [...root(el).querySelectorAll(selector)].map((node) => plain(node.textContent!));

describe('<cee-simulator> result', () => {
  beforeEach(freshSandbox);

  describe('1-2. one headline, the amount of this household', () => {
    it('leads with the household total in whole euros, then one line per aid, the CEE amount at the modest price and named', async () => {
      const el = await household();
      await script(CEE_ANSWER, MPR_ANSWER);
      submitButton(el).click();
      await resultShown(el);
      expect(text(el, '.headline-label')).to.equal('Vos aides');
      expect(text(el, '.headline .amount')).to.equal('≈ 9 860 €');
      expect(texts(el, '.lines .line').join('|')).to.equal("Prime CEE pour un ménage modeste ≈ 5 860 €|MaPrimeRénov’ pour un ménage modeste ≈ 4 000 €");
      const summary = text(el, '.summary');
      expect(summary).not.to.match(/\d,\d\d ?€/);
      expect(summary).not.to.contain('MWh');
      expect((plain(resultText(el)).match(/Montants arrondis à l’euro le plus proche, ligne par ligne ; les totaux additionnent les lignes\./g) ?? []).length).to.equal(1);
      expect(text(el, '.disclaimer')).to.contain('Estimation indicative');
      expect(plain(statusText(el))).to.equal("Résultat de l’estimation. Vos aides : ≈ 9 860 €. Prime CEE pour un ménage modeste : ≈ 5 860 €. MaPrimeRénov’ pour un ménage modeste : ≈ 4 000 €.");
    });

    it('speaks English with lang="en"', async () => {
      const el = await household({ lang: 'en' });
      await script(CEE_ANSWER, MPR_ANSWER);
      submitButton(el).click();
      await resultShown(el);
      expect(text(el, '.headline-label')).to.equal('Your total aid');
      expect(text(el, '.headline .amount')).to.equal('≈ €9,860');
      expect(texts(el, '.lines .line').join('|')).to.equal("CEE bonus for a low-income household ≈ €5,860|MaPrimeRénov’ for a low-income household ≈ €4,000");
      expect(text(el, '.disclaimer')).to.equal('Indicative estimate: the amount granted depends on your application. Amounts rounded to the nearest euro, line by line; totals add up the lines.');
    });

    it('uses the classic price for a higher-income household, and never shows a second volume or a price ratio', async () => {
      const el = await household();
      const old = { ...CEE_ANSWER, kwhCumacClassic: 655200, kwhCumacModest: 732578, precarityPriceRatio: 1.1181 };
      await script(old, { ...MPR_ANSWER, category: 'intermediaire', color: 'violet', amount: 3000 });
      submitButton(el).click();
      await resultShown(el);
      expect(texts(el, '.lines .line')[0]).to.equal('Prime CEE pour un ménage aux revenus intermédiaires ≈ 5 242 €');
      expect(text(el, '.headline .amount')).to.equal('≈ 8 242 €');
      const all = plain(resultText(el));
      expect(all).not.to.contain('732,58');
      expect(all).not.to.contain('1,1181');
      expect(all).not.to.match(/précarité \/ classique|Kwh cumac modest|pac_air_eau/i);
      expect((all.match(/655,2 MWh cumac/g) ?? []).length).to.equal(1);
    });

    it('names the CEE amount from a precarity input when no MaPrimeRénov answer gives the category', async () => {
      const inputs = JSON.stringify({
        data: [
          { key: 'housing.surface', label: 'Surface', type: 'number', min: 1 },
          { key: 'household.precarity', label: 'Revenus du ménage', type: 'select', options: [{ value: 'low', label: 'Modestes' }, { value: 'classic', label: 'Autres' }] },
        ],
      });
      await failNext({ method: 'GET', path: INPUTS_171, status: 200, body: inputs });
      await script(CEE_ANSWER);
      const el = await mountSimulator({ fost: 'BAR-TH-171', price: '8' });
      await fill(el, { 'housing.surface': '100', 'household.precarity': 'low' });
      submitButton(el).click();
      await resultShown(el);
      expect(text(el, '.headline-label')).to.equal('Prime CEE pour un ménage modeste');
      expect(text(el, '.headline .amount')).to.equal('≈ 5 860 €');
      expect(has(el, '.summary .why')).to.equal(false);
    });

    it('reads certificates for a business: the volume in MWh cumac and its value', async () => {
      const inputs = JSON.stringify({ data: [{ key: 'housing.surface', label: 'Surface', type: 'number', min: 1 }] });
      await failNext({ method: 'GET', path: '/calc/api/v2/simulation-inputs/BAR-TH-171/b2b', status: 200, body: inputs });
      await script(CEE_ANSWER);
      const el = await mountSimulator({ fost: 'BAR-TH-171', context: 'b2b', price: '8' });
      await fill(el, { 'housing.surface': '100' });
      submitButton(el).click();
      await resultShown(el);
      expect(text(el, '.headline')).to.equal('655,2 MWh cumac soit ≈ 5 242 €');
      expect((plain(resultText(el)).match(/MWh cumac/g) ?? []).length).to.be.lessThan(5);
      expect(has(el, '.detail[data-key="kwhCumac"]')).to.equal(false);
    });
  });

  describe('3. how the amount is calculated', () => {
    it('lists the fiche, each factor with its meaning, the price named for whom it is, the MPR category and the forfait; opens by keyboard; no axe violation', async () => {
      const el = await household();
      // 655,2 MWh cumac × 8,94 € = 5 857,49 €: the modest households' price produced the amount, and is named so.
      await script({ ...CEE_ANSWER, eurosModest: 5857.49, eurosMwhCumacModest: 8.94 }, { ...MPR_ANSWER, forfait: 'pac_air_eau' });
      submitButton(el).click();
      await resultShown(el);
      const details = root(el).querySelector<HTMLDetailsElement>('details.how')!;
      expect(details.open).to.equal(false);
      details.querySelector('summary')!.focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(details.open).to.equal(true);
      expect(text(el, 'details.how > summary')).to.equal('Comment ce montant est calculé');
      const row = (aid: string, key: string) => text(el, `.how-block.${aid} .detail[data-key="${key}"]`);
      expect(row('cee', 'fiche')).to.equal(
        'Fiche de l’opération BAR-TH-171 · Pompe à chaleur de type air/eau, version A78-4, en vigueur du 1er janvier 2026 au 30 juin 2028',
      );
      expect(row('cee', 'engagementDate')).to.equal('Date de signature du devis retenue 23 novembre 2026');
      expect(row('cee', 'kwhCumac')).to.equal('Volume de certificats 655,2 MWh cumac');
      expect(row('cee', 'zoneFactor')).to.equal('Facteur correctif de zone (H1) × 1,2 Ajuste cette valeur au climat du département.');
      expect(row('cee', 'eurosMwhCumacModest')).to.equal('Prix du MWh cumac pour les ménages modestes et très modestes 8,94 €');
      expect(has(el, '.detail[data-key="eurosMwhCumac"]')).to.equal(false);
      expect(has(el, '.detail[data-key="precarityPriceRatio"]')).to.equal(false);
      expect(root(el).querySelector<HTMLAnchorElement>('.how-block.cee a')!.href).to.equal('https://www.ecologie.gouv.fr/BAR-TH-171.pdf');
      expect(row('mpr', 'category')).to.equal('Catégorie de revenus ménage modeste (MaPrimeRénov’ Jaune)');
      expect(row('mpr', 'incomeCeiling')).to.contain('Plafond de revenus de la catégorie 39 148 €');
      // A bare forfait key (an older service) is humanised, never shown raw.
      expect(row('mpr', 'forfait')).to.equal('Forfait Pac air eau');
      expect(has(el, '.detail[data-key="precarity"]')).to.equal(false);
      await expect(el).to.be.accessible();
    });

    it('says nothing of the explanation fields an answer does not carry', async () => {
      const el = await household();
      await script({ kwhCumac: 655200, euros: 5241.6 }, { amount: 4000, category: 'modeste' });
      submitButton(el).click();
      await resultShown(el);
      const keys = [...root(el).querySelectorAll('.how .detail')].map((node) => node.getAttribute('data-key'));
      expect(keys.join()).to.equal('kwhCumac,category');
    });
  });

  describe('4. a zero is explained', () => {
    it('shows "non accessible" and why, never a green 0 €; no axe violation', async () => {
      const el = await household();
      await script(CEE_ANSWER, MPR_ZERO);
      submitButton(el).click();
      await resultShown(el);
      expect(text(el, '.headline .amount')).to.equal('≈ 5 242 €');
      const line = root(el).querySelector('.line.mpr')!;
      expect(plain(line.querySelector('.line-label')!.textContent!)).to.equal('MaPrimeRénov’ pour un ménage aux revenus supérieurs');
      expect(plain(line.querySelector('.amount')!.textContent!)).to.equal('non accessible');
      expect(plain(line.querySelector('.why')!.textContent!)).to.equal(
        "Les ménages aux revenus supérieurs (catégorie rose) n’ont pas droit à MaPrimeRénov’ par geste. Votre revenu fiscal de référence dépasse 55 196 €, le plafond des revenus intermédiaires pour ce foyer.",
      );
      expect(plain(resultText(el))).not.to.match(/(^|\D)0 €/);
      expect(getComputedStyle(line.querySelector('.amount')!).color).not.to.equal('rgb(22, 101, 52)');
      await expect(el).to.be.accessible();
    });

    it('builds the sentence from the answer when it gives no reason', async () => {
      const el = await mountSimulator({ fost: 'BAR-TH-171', aid: 'mpr' });
      await fill(el, { 'housing.department': '67', 'household.size': '3', 'household.income': '32000' });
      await script(undefined, { amount: 0, eligible: false, category: 'modeste' });
      submitButton(el).click();
      await resultShown(el);
      expect(text(el, '.headline')).to.equal('non accessible');
      expect(text(el, '.summary .why')).to.equal("Cette opération n’est pas couverte par MaPrimeRénov’ dans votre situation.");
    });
  });

  describe('5. partial results', () => {
    it('shows the MPR result with the CEE error and a retry of that call alone; cee-result for one, cee-error for the other; no axe violation', async () => {
      const el = await household();
      const results = collect(el, 'cee-result');
      const errors = collect(el, 'cee-error');
      await script(500, MPR_ANSWER);
      submitButton(el).click();
      await resultShown(el);
      expect(text(el, '.headline-label')).to.equal('MaPrimeRénov’ pour un ménage modeste');
      expect(text(el, '.headline .amount')).to.equal('≈ 4 000 €');
      expect(text(el, '.line.failed.cee .error-panel p')).to.equal('La prime CEE n’a pas pu être calculée. Le service a rencontré une erreur. Réessayez dans un instant.');
      await waitUntil(() => results.length === 1 && errors.length === 1, 'one event each');
      expect(`${results[0].aid} ${results[0].result.amount} ${typeof results[0].request.household}`).to.equal('mpr 4000 object');
      expect(`${errors[0].aid} ${errors[0].error.kind} ${errors[0].error.status}`).to.equal('cee server 500');
      expect(submitButton(el).getAttribute('aria-disabled')).to.equal('false');
      await expect(el).to.be.accessible();

      await script(CEE_ANSWER);
      root(el).querySelector<HTMLButtonElement>('.line.failed [part~="retry"]')!.click();
      await waitUntil(() => results.length === 2, 'the retry succeeded', { timeout: 10_000 });
      await el.updateComplete;
      expect(`${results[1].aid} ${results[1].result.kwhCumac}`).to.equal('cee 655200');
      expect(text(el, '.headline .amount')).to.equal('≈ 9 860 €');
      expect((await sandboxRequests({ method: 'POST', path: CEE })).length).to.equal(2);
      expect((await sandboxRequests({ method: 'POST', path: MPR })).length).to.equal(1);
      expect(errors.length).to.equal(1);
    });

    it('shows the CEE result when MaPrimeRénov fails, against the live sandbox', async () => {
      const el = await household();
      await failNext({ method: 'POST', path: MPR, status: 503 });
      submitButton(el).click();
      await resultShown(el);
      expect(text(el, '.headline .amount').startsWith('≈ ')).to.equal(true);
      expect(has(el, '.line.failed.mpr [part~="retry"]')).to.equal(true);
    });
  });

  describe('6. a result never goes stale silently', () => {
    it('marks the result outdated at once on an edit, says so in the live region, and a new calculation replaces it; no axe violation', async () => {
      const el = await household();
      await script(CEE_ANSWER, MPR_ANSWER);
      submitButton(el).click();
      await resultShown(el);
      expect(has(el, '.result.stale')).to.equal(false);
      await setValue(el, 'housing.surface', '120');
      expect(has(el, '.result.stale')).to.equal(true);
      expect(text(el, '.stale-notice')).to.equal('Les valeurs ont changé : relancez le calcul. Les montants et les explications ci-dessous correspondent aux valeurs précédentes.');
      expect(plain(statusText(el))).to.equal('Les valeurs ont changé : relancez le calcul. Les montants et les explications ci-dessous correspondent aux valeurs précédentes.');
      await expect(el).to.be.accessible();
      await setValue(el, 'household.income', '30000');
      expect(plain(statusText(el))).to.equal('Les valeurs ont changé : relancez le calcul. Les montants et les explications ci-dessous correspondent aux valeurs précédentes.');
      await script(CEE_ANSWER, MPR_ANSWER);
      submitButton(el).click();
      await waitUntil(() => has(el, '[part~="result"]') && !has(el, '.result.stale'), 'a new result', { timeout: 10_000 });
      expect(plain(statusText(el))).to.contain('Vos aides : ≈ 9 860 €.');
    });
  });

  describe('7. the result comes into view', () => {
    afterEach(async () => {
      await emulateMedia({ reducedMotion: 'no-preference' });
      await setViewport({ width: 800, height: 600 });
    });

    const inView = (node: Element, box: { top: number; bottom: number }) => {
      const rect = node.getBoundingClientRect();
      return rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1;
    };

    it('scrolls the result into view in a page at once under reduced motion, and focuses its heading', async () => {
      await setViewport({ width: 1280, height: 400 });
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await household();
      window.scrollTo(0, 0);
      await script(CEE_ANSWER, MPR_ANSWER);
      submitButton(el).click();
      await resultShown(el);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const heading = root(el).querySelector('.result-title')!;
      expect(root(el).activeElement?.id).to.equal(heading.id);
      expect(inView(heading, { top: 0, bottom: innerHeight })).to.equal(true);
    });

    it('scrolls it into view inside a scrolling container (smoothly by default)', async () => {
      const el = await household();
      const box = document.createElement('div');
      box.style.cssText = 'height: 300px; overflow: auto;';
      el.before(box);
      box.append(el);
      box.scrollTop = 0;
      await script(CEE_ANSWER, MPR_ANSWER);
      submitButton(el).click();
      await resultShown(el);
      const heading = root(el).querySelector('.result-title')!;
      await waitUntil(() => inView(heading, box.getBoundingClientRect()), 'the heading is scrolled into the container', { timeout: 5000 });
      expect(root(el).activeElement?.id).to.equal(heading.id);
    });
  });

  describe('8. narrow containers', () => {
    for (const width of [320, 375, 768]) {
      it(`at ${width} px: nothing overflows, no word breaks inside, every amount on one line with its currency`, async () => {
        const el = await household();
        el.style.width = `${width}px`;
        // An older answer's second volume once made a table whose words broke ("Vol/um/e"): it is not rendered.
        await script({ ...CEE_ANSWER, kwhCumacClassic: 655200, kwhCumacModest: 732578 }, MPR_ZERO);
        submitButton(el).click();
        await resultShown(el);
        const how = root(el).querySelector<HTMLDetailsElement>('details.how');
        if (how) how.open = true;
        await el.updateComplete;
        const result = root(el).querySelector<HTMLElement>('[part~="result"]')!;
        expect(el.scrollWidth <= el.clientWidth).to.equal(true);
        const wide = [...result.querySelectorAll<HTMLElement>('*')].filter((node) => node.scrollWidth > node.clientWidth + 1 && node.clientWidth > 0);
        expect(wide.map((node) => node.className).join()).to.equal('');
        for (const amount of result.querySelectorAll('.amount')) expect(`${amount.textContent} ${amount.getClientRects().length}`).to.equal(`${amount.textContent} 1`);
        // Each word is one line box: measured with a Range over it.
        const broken: string[] = [];
        const walker = document.createTreeWalker(result, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const value = node.textContent ?? '';
          for (const match of value.matchAll(/[^\s/–-]+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index!);
            range.setEnd(node, match.index! + match[0].length);
            const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (lines.size > 1) broken.push(match[0]);
          }
        }
        expect(broken.join(' ')).to.equal('');
      });
    }
  });
});
