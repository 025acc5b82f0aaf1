/**
 * Every work travels (issue #33): a project with one work of each state (counted, excluded, incomplete, not
 * eligible, failed) shows each with its state on screen, on paper and in `cee-lead`'s estimate; a number refused
 * (English "12,5") leaves its work in all three as `incomplete`; without a quote, no amount above rate × ceiling;
 * with an answer on the page, print media shows the estimate alone. Against the sandbox over HTTP, both languages.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { waitUntil } from '../wait-until.js';
import type { CeeLeadDetail } from '../../../src/ui/lead-step/lead-step.js';
import { failNext } from '../helpers/sandbox.js';
import { CONTACT, sendButton, step, stepText, tick, typeContact } from '../lead-step/lead-fixture.js';
import { answer, answerShown, bestEtas, fill, fillWork, freshSandbox, mountProject, plain, root, submitButton } from './project-helpers.js';
import type { CeeProject } from '../../../src/elements/cee-project/cee-project.js';

const WORKS = 'BAR-EN-101,BAR-TH-171,BAR-TH-101,BAR-EN-104,MPR-AUDIT';

const collect = <T>(el: HTMLElement, type: string): T[] => {
  const seen: T[] = [];
  el.addEventListener(type, (event) => seen.push((event as CustomEvent<T>).detail));
  return seen;
};
const states = (el: CeeProject): string[] => [...answer(el)!.querySelectorAll<HTMLElement>('.answer-work')].map((work) => `${work.dataset['fost']} ${work.dataset['state']}`);
const printed = (el: CeeProject): string => plain(root(el).querySelector('.printed')?.textContent ?? '');

/**
 * The attic's CEE call fails (the sandbox answers 503 to its CEE call), the heat pump is kept against the solar water
 * heater, the windows lack an answer (none in French, a refused "12,5" in English), and a dwelling under 15 years
 * old gets no MaPrimeRénov' (the audit, MaPrimeRénov' only, gets nothing).
 */
async function fiveStates(lang: 'fr' | 'en'): Promise<CeeProject> {
  const el = await mountProject({ works: WORKS, price: '8', lang, lead: 'Isolation Martin' });
  await fillWork(el, 'BAR-TH-171', { 'housing.type': 'maison', 'housing.surface': '100', 'operation.usage': 'heating', 'operation.replaces_fossil_boiler': true, 'project.quote': lang === 'fr' ? '15 000' : '15,000' });
  await bestEtas(el);
  await fillWork(el, 'BAR-EN-101', { 'operation.surface': '80' });
  await fillWork(el, 'BAR-TH-101', { 'project.quote': '3000' });
  await fillWork(el, 'BAR-EN-104', { 'operation.windows': '6', 'project.quote': lang === 'fr' ? '9 800' : '9,800', ...(lang === 'en' && { 'operation.surface': '12,5' }) });
  await fill(el, { 'housing.department': '67', 'household.size': '3', 'household.income': '32000', 'housing.over_15_years': false });
  await failNext({ method: 'POST', path: '/calc/api/v2/cee', status: 503, bodyIncludes: '"fost_code":"BAR-EN-101"' });
  submitButton(el).click();
  await answerShown(el);
  return el;
}

describe('<cee-project>: every work travels with its state', () => {
  beforeEach(freshSandbox);
  afterEach(() => emulateMedia({ media: 'screen' }));

  for (const lang of ['fr', 'en'] as const) {
    it(`shows, prints and sends every work with its state, one of each (${lang})`, async () => {
      const el = await fiveStates(lang);
      expect(states(el)).to.deep.equal(['BAR-EN-101 failed', 'BAR-TH-171 counted', 'BAR-TH-101 excluded', 'BAR-EN-104 incomplete', 'MPR-AUDIT not-eligible']);
      const estimate = el.estimate!;
      expect(estimate.works.map((work) => work.state)).to.deep.equal(['failed', 'counted', 'excluded', 'incomplete', 'not-eligible']);
      expect([estimate.totals.counted, estimate.totals.of, estimate.totals.quoted]).to.deep.equal([1, 5, 3]);
      expect(estimate.totals.aids).to.equal(estimate.works[1]!.aids);
      const windows = estimate.works[3]!;
      const surface = lang === 'fr' ? 'Surface vitrée' : windows.missing![0]!;
      expect(windows.missing).to.deep.equal([surface]);
      expect(windows.quote).to.equal(9800);
      // The answers that passed travel, the household's too; the refused one does not.
      const given = windows.answers.map((answer) => `${answer.key}=${String(answer.value)}`);
      expect(given).to.include.members(['operation.windows=6', 'housing.department=67', 'household.size=3', 'household.income=32000', 'housing.over_15_years=false']);
      expect(given.some((entry) => entry.startsWith('operation.surface'))).to.equal(false);
      const worth = plain(answer(el)!.querySelector('.headline .worth')!.textContent!);
      expect(worth).to.equal(lang === 'fr' ? 'pour 1 des 5 travaux' : 'for 1 of the 5 works');
      const quoteRow = plain(answer(el)!.querySelector('[part~="totals"] .quote')!.textContent!);
      expect(quoteRow).to.equal(lang === 'fr' ? 'Montant des travaux chiffrés (3 des 5 travaux) 27 800 €' : 'Cost of the works priced (3 of the 5 works) €27,800');

      // On paper: every work, each with its state, each fiche code once.
      const paper = printed(el);
      for (const work of estimate.works) expect(paper, work.fost).to.contain(work.title!);
      expect(paper).to.contain(lang === 'fr' ? `Non compté, à compléter avant le calcul (${surface}).` : `Not counted, to complete before the calculation (${surface}).`);
      expect(paper).to.contain(lang === 'fr' ? 'Non compté, vous gardez Pompe à chaleur de type air/eau.' : 'Not counted, you keep Air-to-water heat pump.');
      expect(paper).to.contain(lang === 'fr' ? 'Aucune aide pour ces travaux.' : 'No aid for these works.');
      expect(paper).to.contain(lang === 'fr' ? 'Non compté, le calcul de ces travaux n’a pas abouti.' : 'Not counted, these works could not be calculated.');
      // What remains after estimated aids is « ≈ », on paper as on screen; a quote no aid was taken off stays its figure.
      expect(paper).to.contain(lang === 'fr' ? 'Reste à payer ≈ 9 140 €' : 'Left to pay ≈ €9,140');
      expect(paper).to.contain(lang === 'fr' ? 'Montant des travaux 3 000 € Reste à payer 3 000 €' : 'Cost of the works €3,000 Left to pay €3,000');
      const rowsOf = (fost: string) => [...answer(el)!.querySelectorAll(`.answer-work[data-fost="${fost}"] .remaining`)].map((row) => plain(row.textContent!));
      expect([...rowsOf('BAR-TH-171'), ...rowsOf('BAR-TH-101')]).to.deep.equal(lang === 'fr' ? ['Reste à payer ≈ 9 140 €', 'Reste à payer 3 000 €'] : ['Left to pay ≈ €9,140', 'Left to pay €3,000']);
      // Each fiche code once, after the plain title, in a secondary style.
      const heads = [...root(el).querySelectorAll('.printed th')].map((th) => plain(th.textContent!));
      expect(heads.length).to.equal(5);
      estimate.works.forEach((work, index) => {
        expect(heads[index]!.startsWith(work.title!), work.fost).to.equal(true);
        expect(heads[index]!.split(work.fost).length - 1, work.fost).to.equal(1);
      });
      expect(root(el).querySelector('.printed th .code')).not.to.equal(null);
      expect(paper).not.to.match(/confirmer|confirmed/);

      // Sent: the visitor reads which works are not counted, then sends them all.
      await waitUntil(() => step(el) !== null, 'the contact step never showed');
      expect(stepText(el)).to.contain(lang === 'fr' ? 'y compris ceux que l’estimation ne compte pas' : 'also those the estimate does not count');
      const leads = collect<CeeLeadDetail>(el, 'cee-lead');
      await typeContact(el, CONTACT);
      await el.updateComplete;
      await tick(el);
      sendButton(el)!.click();
      await waitUntil(() => leads.length === 1, 'cee-lead');
      const sent = leads[0]!.estimate;
      expect(sent.lang).to.equal(lang);
      expect(sent.works.map((work) => `${work.fost} ${work.state}`)).to.deep.equal(estimate.works.map((work) => `${work.fost} ${work.state}`));
      expect(sent.works[3]!.missing).to.deep.equal([surface]);
      expect(sent.works[2]!.excludedBy!.fost).to.equal('BAR-TH-171');
      expect(sent.notices!.length).to.be.greaterThan(0);
      await expect(el).to.be.accessible();
    });
  }

  for (const lang of ['fr', 'en'] as const) {
    it(`shows no amount above rate × ceiling without a quote, and a quote only lowers it (${lang})`, async () => {
      // A very modest household of 3 (20 000 €): CEE 5 860 + MaPrimeRénov’ 5 000 would be 10 860 € > 90 % × 12 000 €.
      const el = await mountProject({ works: 'BAR-TH-171', price: '8', lang });
      await fillWork(el, 'BAR-TH-171', { 'housing.type': 'maison', 'housing.surface': '100', 'operation.usage': 'heating', 'operation.replaces_fossil_boiler': true, 'housing.department': '67', 'household.size': '3', 'household.income': '20000' });
      await bestEtas(el);
      submitButton(el).click();
      await answerShown(el);
      const [pump] = el.estimate!.works;
      expect(el.estimate!.category).to.equal('tres_modeste');
      expect(pump!.atMost).to.equal(10800);
      expect(pump!.aids).to.equal(10800);
      expect(plain(answer(el)!.querySelector('.headline .amount')!.textContent!)).to.equal(lang === 'fr' ? 'au plus 10 800 €' : 'at most €10,800');
      const text = plain(answer(el)!.textContent!);
      expect(text).not.to.contain(lang === 'fr' ? '10 860' : '10,860');

      await fillWork(el, 'BAR-TH-171', { 'project.quote': lang === 'fr' ? '11 000' : '11,000' });
      submitButton(el).click();
      await waitUntil(() => el.estimate?.works[0]?.quote === 11000, 'the quote was never counted', { timeout: 15_000 });
      // 90 % of 11 000 € = 9 900 €.
      expect(el.estimate!.works[0]!.aids).to.equal(9900);
    });
  }

  it('asks the MaPrimeRénov’ application date once for the project, and a key only one work asks under that work', async () => {
    // The service's inputs for the attic, both aids, with the application date MaPrimeRénov' now asks (scripted: the
    // sandbox answers these descriptors as they are).
    const listed = JSON.stringify({
      data: [
        { key: 'housing.department', label: 'Département', type: 'string' },
        { key: 'operation.surface', label: 'Surface d’isolant posée', type: 'number', unit: 'm²', min: 1 },
        { key: 'mpr.application_date', label: 'Date de dépôt de la demande MaPrimeRénov’', type: 'date', required: false },
      ],
    });
    await failNext({ method: 'GET', path: '/calc/api/v2/simulation-inputs/BAR-EN-101/b2c', status: 200, body: listed, times: 2 });
    const el = await mountProject({ works: 'BAR-EN-101' });
    const household = root(el).querySelector('[part~="household"]');
    expect([...(household?.querySelectorAll('[data-key]') ?? [])].map((control) => control.getAttribute('data-key'))).to.deep.equal(['mpr.application_date']);
    const work = root(el).querySelector('section[part~="work"][data-fost="BAR-EN-101"]')!;
    const own = [...work.querySelectorAll('[data-key]')].map((control) => control.getAttribute('data-key')!.split('|')[1]);
    expect(own).to.include.members(['housing.department', 'operation.surface', 'project.quote']);
    await expect(el).to.be.accessible();
  });

  it('in print media, with a current answer, shows the estimate alone: its own form hidden, the page hidden by the README’s rule', async () => {
    const rule = document.createElement('style');
    rule.textContent = '@media print { body:has([data-cee-estimate]) *:not(:has([data-cee-estimate]), [data-cee-estimate]) { display: none !important; } }';
    document.head.append(rule);
    const aside = document.body.appendChild(Object.assign(document.createElement('p'), { textContent: 'Texte de la page hôte' }));
    try {
      const el = await mountProject({ works: 'BAR-EN-101', price: '8', lead: 'Isolation Martin' });
      await fillWork(el, 'BAR-EN-101', { 'operation.surface': '80', 'housing.department': '67', 'household.size': '3', 'household.income': '32000' });
      submitButton(el).click();
      await answerShown(el);
      await waitUntil(() => step(el) !== null, 'the contact step never showed');
      await emulateMedia({ media: 'print' });
      const shown = (node: Element | null) => (node ? getComputedStyle(node).display !== 'none' : false);
      expect(shown(root(el).querySelector('.printed'))).to.equal(true);
      expect(shown(root(el).querySelector('form[part~="form"]'))).to.equal(false);
      expect(shown(answer(el))).to.equal(false);
      expect(shown(step(el))).to.equal(false);
      expect(shown(aside)).to.equal(false);
      expect(shown(el)).to.equal(true);
      // Outdated: nothing is drawn for paper, and the page prints as it is.
      await fillWork(el, 'BAR-EN-101', { 'operation.surface': '90' });
      expect(root(el).querySelector('.printed')).to.equal(null);
      expect(shown(root(el).querySelector('form[part~="form"]'))).to.equal(true);
      expect(shown(aside)).to.equal(true);
    } finally {
      rule.remove();
      aside.remove();
    }
  });
});
