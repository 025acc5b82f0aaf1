/**
 * `<cee-project>` (issue #25) against the sandbox: works added, started and removed; the shared questions asked
 * once; one "Calculer" for every work (four calls at most in flight, one token, one inputs request per operation
 * and aid); the answer exactly as the estimate says, the cap said when it binds; unfinished works named; a failed
 * work retried alone; works that cannot be combined; a geste that requires another; an outdated answer; English.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { Estimate } from '../../../src/api/estimate.js';
import { failNext, sandboxRequests, sandboxState } from '../helpers/sandbox.js';
import {
  answer,
  answerRows,
  answerShown,
  answerText,
  controlsOf,
  bestEtas,
  fill,
  fillThreeWorks,
  fillWork,
  freshSandbox,
  mountProject,
  own,
  addWorkButton,
  openPicker,
  pickerInput,
  plain,
  root,
  setValue,
  statusText,
  submitButton,
  workCodes,
  worksReady,
} from './project-helpers.js';

const collect = <T>(el: HTMLElement, type: string): T[] => {
  const seen: T[] = [];
  el.addEventListener(type, (event) => seen.push((event as CustomEvent<T>).detail));
  return seen;
};

/** "≈ 12 704 €" → 12704. */
const euros = (text: string): number => Number(text.replace(/[^\d]/g, ''));

describe('<cee-project>', () => {
  beforeEach(freshSandbox);
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('asks the questions several works share once, each work its own, and a quote per work that is never sent', async () => {
    const el = await mountProject({ works: 'BAR-TH-171,BAR-EN-101,BAR-EN-104', price: '8' });
    expect(workCodes(el).join(' ')).to.equal('BAR-TH-171 BAR-EN-101 BAR-EN-104');
    const household = root(el).querySelector('[part~="household"]')!;
    const sharedKeys = [...household.querySelectorAll('[data-key]')].map((control) => control.getAttribute('data-key'));
    expect([...new Set(sharedKeys)]).to.include.members(['housing.department', 'household.size', 'household.income', 'housing.main_residence']);
    // Asked once for the household: never again under a work.
    expect(controlsOf(el, 'housing.department').length).to.equal(1);
    expect(root(el).querySelectorAll('[part~="work"] [data-key$="|housing.department"]').length).to.equal(0);
    // The quantity each work counts is its own question.
    expect(controlsOf(el, own(el, 'BAR-EN-101', 'operation.surface')).length).to.equal(1);
    expect(controlsOf(el, own(el, 'BAR-EN-104', 'operation.surface')).length).to.equal(1);
    // A key only one work asks, for either of its aids, is asked under that work, not for the household.
    for (const key of ['housing.type', 'housing.surface', 'operation.etas', 'operation.replaces_fossil_boiler']) {
      expect(controlsOf(el, key).length, key).to.equal(0);
      expect(controlsOf(el, own(el, 'BAR-TH-171', key)).length, key).to.be.greaterThan(0);
    }
    expect(controlsOf(el, own(el, 'BAR-EN-104', 'operation.windows')).length).to.equal(1);
    expect(root(el).querySelectorAll('[part~="quote"]').length).to.equal(3);
    await expect(el).to.be.accessible();

    await fillThreeWorks(el);
    submitButton(el).click();
    await answerShown(el);
    const bodies = (await sandboxRequests({ prefix: '/calc/api/v2/' })).filter((request) => request.method === 'POST').map((request) => JSON.stringify(request.body));
    expect(bodies.length).to.equal(6);
    expect(bodies.some((body) => body.includes('quote'))).to.equal(false);
  });

  it('asks "replaces a boiler" once for two heat pumps, and per work when each names its own bonus (heat pump, biomass boiler)', async () => {
    const pumps = await mountProject({ works: 'BAR-TH-171,BAR-TH-172' });
    expect(controlsOf(pumps, 'operation.replaces_fossil_boiler').length).to.equal(1);
    pumps.remove();

    const el = await mountProject({ works: 'BAR-TH-171,BAR-TH-113' });
    expect(controlsOf(el, 'operation.replaces_fossil_boiler').length).to.equal(0);
    const [pump] = controlsOf(el, own(el, 'BAR-TH-171', 'operation.replaces_fossil_boiler'));
    const [biomass] = controlsOf(el, own(el, 'BAR-TH-113', 'operation.replaces_fossil_boiler'));
    const helpOf = (control: HTMLElement | undefined): string =>
      plain((control?.getAttribute('aria-describedby') ?? '').split(' ').map((id) => root(el).getElementById(id)?.textContent ?? '').join(' '));
    expect(helpOf(pump)).to.contain('pompe à chaleur');
    expect(helpOf(biomass)).to.contain('chaudière biomasse');
    await expect(el).to.be.accessible();
  });

  it('shows the estimate of the works: the total, each work’s aids with the cap said when it binds, what remains to pay', async () => {
    const el = await mountProject({ works: 'BAR-TH-171,BAR-EN-101,BAR-EN-104', price: '8' });
    const results = collect<{ estimate: Estimate }>(el, 'cee-project-result');
    await fillThreeWorks(el);
    submitButton(el).click();
    await answerShown(el);
    expect(results.length).to.equal(1);
    const { estimate } = results[0]!;
    expect(el.estimate).to.deep.equal(estimate);
    expect(estimate.category).to.equal('modeste');

    // The headline is the estimate's total, in whole euros.
    expect(euros(plain(answer(el)!.querySelector('.headline .amount')!.textContent!))).to.equal(estimate.totals.aids);
    for (const work of estimate.works) {
      const rows = answerRows(el, work.fost);
      expect(rows.find((row) => row.startsWith('Aides pour ces travaux')), work.fost).to.equal(`Aides pour ces travaux ≈ ${plain(new Intl.NumberFormat('fr-FR').format(work.aids))} €`);
      expect(rows.find((row) => row.startsWith('Reste à payer')), work.fost).to.equal(`Reste à payer ≈ ${plain(new Intl.NumberFormat('fr-FR').format(work.remaining!))} €`);
      expect(work.aids).to.equal((work.cee?.euros ?? 0) + (work.mpr?.amount ?? 0));
      expect(work.remaining).to.equal(Math.max(0, work.quote! - work.aids));
    }
    // The heat pump: 15 000 € asked, 12 000 € eligible at most, 75 % for a modest household: the cap binds.
    const pump = estimate.works.find((work) => work.fost === 'BAR-TH-171')!;
    expect(pump.mpr?.capped?.rate).to.equal(0.75);
    expect(pump.aids).to.equal(9000);
    // The cap's sentence gives the limit in euros and the amounts before and after; the ceiling, which changed it.
    const cap = `Les aides réunies ne peuvent dépasser 75 % de la dépense retenue, plafonnée à 12 000 € pour ces travaux, soit 9 000 € : MaPrimeRénov’ passe de 4 000 € à ${plain(new Intl.NumberFormat('fr-FR').format(pump.mpr!.amount))} €.`;
    const pumpText = plain(answer(el)!.querySelector('.answer-work[data-fost="BAR-TH-171"]')!.textContent!);
    expect(pumpText).to.contain(cap);
    // The estimate published carries the sentences shown, in the page's language.
    expect(estimate.notices!.map(plain)).to.include(`Pompe à chaleur de type air/eau : l${cap.slice(1)}`);
    expect(estimate.works.map((work) => work.state)).to.deep.equal(['counted', 'counted', 'counted']);
    expect([estimate.totals.counted, estimate.totals.of, estimate.lang]).to.deep.equal([3, 3, 'fr']);
    expect(plain(answer(el)!.querySelector('.headline .worth')!.textContent!)).to.equal('pour 3 travaux');
    const totals = [...root(el).querySelectorAll('.project-answer [part~="totals"] .row')].map((row) => plain(row.textContent!));
    expect(totals).to.deep.equal([
      `Total des aides ≈ ${plain(new Intl.NumberFormat('fr-FR').format(estimate.totals.aids))} €`,
      'Montant total des travaux 32 500 €',
      `Reste à payer au total ≈ ${plain(new Intl.NumberFormat('fr-FR').format(estimate.totals.remaining!))} €`,
    ]);
    // What remains is left after estimated aids: « ≈ », on screen and in the live region, never a sum to budget.
    expect(plain(statusText(el))).to.contain(`Reste à payer au total : ≈ ${plain(new Intl.NumberFormat('fr-FR').format(estimate.totals.remaining!))} €.`);
    expect(statusText(el)).to.contain(`Total de vos aides : ≈ ${plain(new Intl.NumberFormat('fr-FR').format(estimate.totals.aids))} €, pour 3 travaux.`);
    // Each work keeps "Comment ce montant est calculé".
    expect(root(el).querySelectorAll('.answer-work details.how').length).to.equal(3);
    await expect(el).to.be.accessible();
  });

  it('sends four calls at most at once, with one token, and asks each operation’s inputs once', async () => {
    const codes = ['BAR-TH-171', 'BAR-EN-101', 'BAR-EN-104', 'BAR-EN-102', 'BAR-TH-148'];
    const el = await mountProject({ works: codes.join(','), price: '8' });
    await fill(el, { 'housing.department': '67', 'household.size': '3', 'household.income': '32000' });
    await fillThreeWorks(el);
    await fillWork(el, 'BAR-EN-102', { 'operation.surface': '90', 'operation.insulation_side': 'exterieur' });
    await fillWork(el, 'BAR-TH-148', { 'housing.type': 'maison' });
    // Every calculation answers a while later, so that they overlap; the page counts them in flight.
    await failNext({ method: 'POST', path: '/calc/api/v2/*', delayMs: 300, times: 20 });
    let inFlight = 0;
    let most = 0;
    const realFetch = window.fetch;
    window.fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      const counted = /\/calc\/api\/v2\/(cee|mpr)$/.test(url);
      if (counted) most = Math.max(most, ++inFlight);
      try {
        return await realFetch(input, init);
      } finally {
        if (counted) inFlight -= 1;
      }
    };
    try {
      submitButton(el).click();
      await answerShown(el);
    } finally {
      window.fetch = realFetch;
    }
    const posts = (await sandboxRequests({ prefix: '/calc/api/v2/' })).filter((request) => request.method === 'POST');
    expect(posts.length).to.be.greaterThan(4);
    expect(most).to.equal(4);
    expect((await sandboxState()).tokensIssued).to.equal(1);
    const gets = (await sandboxRequests({ prefix: '/calc/api/v2/simulation-inputs/' })).map((request) => `${request.path} ${String(request.query.aid ?? 'cee')}`);
    expect(gets.length).to.equal(new Set(gets).size);
  });

  it('names the works not finished, marks their fields, focuses the first, and calculates the others', async () => {
    const el = await mountProject({ works: 'BAR-EN-101,BAR-EN-104', price: '8' });
    await fill(el, { 'housing.department': '67', 'household.size': '3', 'household.income': '32000', [own(el, 'BAR-EN-101', 'operation.surface')]: '80' });
    submitButton(el).click();
    await answerShown(el);
    const invalid = root(el).querySelectorAll('[aria-invalid="true"]');
    expect(invalid.length).to.be.greaterThan(0);
    expect([...invalid].every((control) => (control.getAttribute('data-key') ?? control.id).includes('|') || control.matches('fieldset'))).to.equal(true);
    expect(root(el).activeElement === invalid[0]).to.equal(true);
    expect(statusText(el)).to.contain('Fenêtre ou porte-fenêtre complète avec vitrage isolant : non compté, à compléter avant le calcul (Surface vitrée, Nombre de fenêtres ou portes-fenêtres).');
    expect(answerRows(el, 'BAR-EN-101').length).to.be.greaterThan(0);
    // The windows stay in the estimate, not counted, with what they lack.
    const windows = el.estimate!.works.find((work) => work.fost === 'BAR-EN-104')!;
    expect(windows.state).to.equal('incomplete');
    expect(windows.missing).to.deep.equal(['Surface vitrée', 'Nombre de fenêtres ou portes-fenêtres']);
    expect(plain(answer(el)!.querySelector('.answer-work[data-fost="BAR-EN-104"] .state')!.textContent!)).to.equal(
      'Non compté, à compléter avant le calcul (Surface vitrée, Nombre de fenêtres ou portes-fenêtres).',
    );
    expect(plain(answer(el)!.querySelector('.headline .worth')!.textContent!)).to.equal('pour 1 des 2 travaux');
    await expect(el).to.be.accessible();
  });

  it('shows a failed work with its error and a retry that sends only its own calls again', async () => {
    const el = await mountProject({ works: 'BAR-EN-101,BAR-EN-104', price: '8' });
    await fill(el, {
      'housing.department': '67',
      'household.size': '3',
      'household.income': '32000',
      [own(el, 'BAR-EN-101', 'operation.surface')]: '80',
      [own(el, 'BAR-EN-104', 'operation.surface')]: '12',
      [own(el, 'BAR-EN-104', 'operation.windows')]: '6',
    });
    const errors = collect<{ fost?: string; aid?: string; error: { kind: string } }>(el, 'cee-error');
    await failNext({ method: 'POST', path: '/calc/api/v2/mpr', status: 503 });
    submitButton(el).click();
    await answerShown(el);
    const failed = answer(el)!.querySelectorAll('.answer-work .error-panel');
    expect(failed.length).to.equal(1);
    expect(errors.map((error) => `${error.aid} ${error.error.kind}`)).to.deep.equal(['mpr server']);
    const failedCode = failed[0]!.closest<HTMLElement>('.answer-work')!.dataset['fost']!;
    expect(errors[0]!.fost).to.equal(failedCode);
    const before = (await sandboxRequests({ method: 'POST', prefix: '/calc/api/v2/' })).length;
    failed[0]!.querySelector<HTMLButtonElement>('[part~="retry"]')!.click();
    await waitUntil(() => answer(el)!.querySelectorAll('.error-panel').length === 0, 'the retry never answered', { timeout: 10_000 });
    const after = await sandboxRequests({ method: 'POST', prefix: '/calc/api/v2/' });
    expect(after.length - before).to.equal(1);
    expect(after.at(-1)!.path).to.equal('/calc/api/v2/mpr');
    await expect(el).to.be.accessible();
  });

  it('says once why a work could not be calculated when both its aids failed for the same reason', async () => {
    const el = await mountProject({ works: 'BAR-TH-171', price: '8' });
    await fillWork(el, 'BAR-TH-171', { 'household.size': '3', 'household.income': '32000', 'housing.department': '67', 'housing.type': 'maison', 'housing.surface': '100', 'operation.usage': 'heating' });
    await bestEtas(el);
    await failNext({ method: 'POST', path: '/calc/api/v2/cee', status: 503 });
    await failNext({ method: 'POST', path: '/calc/api/v2/mpr', status: 503 });
    submitButton(el).click();
    await answerShown(el);
    const panels = answer(el)!.querySelectorAll('.answer-work .error-panel p');
    expect(panels.length).to.equal(1);
    expect(plain(panels[0]!.textContent!)).to.equal(
      'Les aides de ces travaux n’ont pas pu être calculées. Le service a rencontré une erreur. Réessayez dans un instant.',
    );
    // Nothing counted: no total of "≈ 0 €" under the headline that says so, on screen or on paper.
    expect(root(el).querySelectorAll('[part~="totals"]').length).to.equal(0);
    expect(plain(answer(el)!.querySelector('.headline')!.textContent!)).to.contain('Aucun des travaux n’est compté pour l’instant.');
    // Nor a button that would print an estimate without a figure; it comes back once a work is counted.
    expect(root(el).querySelector<HTMLElement>('[part~="print"]')!.hidden).to.equal(true);
    // Nothing counted: the live region says so in one sentence, with one period.
    await waitUntil(() => statusText(el).startsWith('Estimation de votre projet.'), 'the answer was never announced');
    expect(statusText(el)).to.contain('Total de vos aides : aucun des travaux n’est compté pour l’instant. Pompe');
    await expect(el).to.be.accessible();
    answer(el)!.querySelector<HTMLButtonElement>('.answer-work [part~="retry"]')!.click();
    await waitUntil(() => answer(el)!.querySelectorAll('.error-panel').length === 0, 'the retry never answered', { timeout: 10_000 });
    expect(root(el).querySelector<HTMLElement>('[part~="print"]')!.hidden).to.equal(false);
  });

  it('shows two works that cannot be combined together, keeps the larger, and counts only the one the visitor keeps', async () => {
    const el = await mountProject({ works: 'BAR-TH-171,BAR-TH-101', price: '8' });
    const results = collect<{ estimate: Estimate }>(el, 'cee-project-result');
    await fill(el, { 'housing.department': '67', 'household.size': '3', 'household.income': '32000' });
    await fillWork(el, 'BAR-TH-171', { 'housing.type': 'maison', 'housing.surface': '100', 'operation.usage': 'heating' });
    await bestEtas(el);
    submitButton(el).click();
    await answerShown(el);
    const first = results.at(-1)!.estimate;
    const excludedOf = (estimate: Estimate) => estimate.works.filter((work) => work.state === 'excluded');
    expect(excludedOf(first).length).to.equal(1);
    const choice = root(el).querySelector('.project-answer fieldset.choice')!;
    expect(plain(choice.querySelector('legend')!.textContent!)).to.equal('Deux travaux qui ne peuvent pas être aidés ensemble');
    const radios = [...choice.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.length).to.equal(2);
    const dropped = excludedOf(first)[0]!.fost;
    expect(answer(el)!.querySelector(`.answer-work[data-fost="${dropped}"]`)!.classList.contains('excluded')).to.equal(true);
    expect(first.totals.aids).to.equal(first.works.filter((work) => work.state === 'counted').reduce((sum, work) => sum + work.aids, 0));
    // The reason is said once for the pair, with the choice; the work left out names the one kept.
    const reason = excludedOf(first)[0]!.excludedBy!.reason;
    expect(answerText(el).split(reason).length - 1).to.equal(1);
    expect(plain(answer(el)!.querySelector(`.answer-work[data-fost="${dropped}"] .state`)!.textContent!)).to.equal('Non compté, vous gardez Pompe à chaleur de type air/eau.');

    radios.find((radio) => !radio.checked)!.click();
    await el.updateComplete;
    const second = results.at(-1)!.estimate;
    expect(excludedOf(second)[0]!.fost).not.to.equal(dropped);
    expect(second.totals.aids).to.equal(second.works.filter((work) => work.state === 'counted').reduce((sum, work) => sum + work.aids, 0));
    await expect(el).to.be.accessible();
  });

  it('says why a geste is not paid without the work it requires, and pays it once the project has one', async () => {
    const el = await mountProject({ works: 'BAR-TH-125', price: '8' });
    await fillWork(el, 'BAR-TH-125', { 'housing.department': '67', 'household.size': '3', 'household.income': '32000', 'housing.surface': '100', 'operation.ventilation_type': 'modulee' });
    submitButton(el).click();
    await answerShown(el);
    const alone = answerRows(el, 'BAR-TH-125').find((row) => row.startsWith('MaPrimeRénov’'));
    expect(alone).to.contain('non accessible');
    expect(alone).to.contain('isolation');

    // With the attic insulated in the same project, the ventilation's MaPrimeRénov' is paid.
    el.works = 'BAR-TH-125,BAR-EN-101';
    await worksReady(el);
    await fillWork(el, 'BAR-EN-101', { 'operation.surface': '80' });
    submitButton(el).click();
    await waitUntil(() => answer(el) !== null && !answer(el)!.classList.contains('stale') && answerRows(el, 'BAR-EN-101').length > 0, 'no new answer', { timeout: 15_000 });
    const withInsulation = answerRows(el, 'BAR-TH-125').find((row) => row.startsWith('MaPrimeRénov’'))!;
    expect(withInsulation).to.match(/≈ \d/);
    expect(el.estimate!.works.find((work) => work.fost === 'BAR-TH-125')!.mpr!.eligible).to.equal(true);
  });

  it('marks the whole answer outdated at once when a value changes, and a new calculation replaces it', async () => {
    const el = await mountProject({ works: 'BAR-EN-101', price: '8' });
    await fillWork(el, 'BAR-EN-101', { 'operation.surface': '80', 'housing.department': '67', 'household.size': '3', 'household.income': '32000' });
    submitButton(el).click();
    await answerShown(el);
    expect(el.hasAttribute('data-cee-estimate')).to.equal(true);
    await setValue(el, own(el, 'BAR-EN-101', 'operation.surface'), '90');
    // Outdated, the estimate is no longer the page's to print.
    expect(el.hasAttribute('data-cee-estimate')).to.equal(false);
    expect(answer(el)!.classList.contains('stale')).to.equal(true);
    expect(plain(answer(el)!.querySelector('.stale-notice')!.textContent!)).to.equal(
      'Les valeurs ont changé : relancez le calcul. Les montants ci-dessous correspondent aux valeurs précédentes.',
    );
    expect((root(el).querySelector('[part~="print"]') as HTMLElement).hidden).to.equal(true);
    expect(statusText(el)).to.contain('Les valeurs ont changé');
    await expect(el).to.be.accessible();
    submitButton(el).click();
    await waitUntil(() => answer(el) !== null && !answer(el)!.classList.contains('stale'), 'no new answer');
  });

  it('adds a work by keyboard, focuses its first field, and on removal focuses the work now in its place', async () => {
    const el = await mountProject({ works: 'BAR-EN-101' });
    const added = collect<{ works: string[] }>(el, 'cee-project-change');
    // A project given its works offers "Ajouter des travaux"; Enter shows the picker with focus in it.
    expect(pickerInput(el)).to.equal(null);
    await openPicker(el);
    // Adding a work is no required field: no star, no « obligatoire » (the simulator's operation is one).
    expect(`${pickerInput(el)!.getAttribute('aria-required')} ${pickerInput(el)!.closest('[part~="field"]')?.textContent?.includes('obligatoire')}`).to.equal('false false');
    await sendKeys({ type: 'fenêtres' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await worksReady(el);
    expect(workCodes(el).join(' ')).to.equal('BAR-EN-101 BAR-EN-104');
    expect(added.map((detail) => detail.works.join(',')).join(' ')).to.equal('BAR-EN-101,BAR-EN-104');
    await waitUntil(() => (root(el).activeElement?.getAttribute('data-key') ?? '').endsWith('|operation.surface'), 'the new work’s first field never took focus');
    expect(statusText(el)).to.match(/^Travaux ajoutés au projet : Fenêtre ou porte-fenêtre/);

    root(el).querySelector<HTMLButtonElement>('section[data-fost="BAR-EN-101"] [part~="remove-work"]')!.click();
    await el.updateComplete;
    await waitUntil(() => root(el).activeElement?.id.endsWith('-title') === true, 'focus never moved to the next work');
    expect(plain(root(el).activeElement!.textContent!)).to.contain('BAR-EN-104');
    expect(workCodes(el).join(' ')).to.equal('BAR-EN-104');
    await expect(el).to.be.accessible();
  });

  it('puts a work removed by mistake back where it was, with what was typed for it, from « Annuler »', async () => {
    const el = await mountProject({ works: 'BAR-EN-101,BAR-EN-104,BAR-TH-171' });
    const changes = collect<{ works: string[] }>(el, 'cee-project-change');
    const value = (code: string, key: string) => controlsOf(el, own(el, code, key))[0]?.value;
    await setValue(el, own(el, 'BAR-EN-104', 'operation.windows'), '6');
    await setValue(el, own(el, 'BAR-EN-104', 'project.quote'), '9 800');
    const removeWindows = () => root(el).querySelector<HTMLButtonElement>('section[data-fost="BAR-EN-104"] [part~="remove-work"]')!.click();
    removeWindows();
    await el.updateComplete;
    expect(workCodes(el).join(' ')).to.equal('BAR-EN-101 BAR-TH-171');
    const undo = () => root(el).querySelector<HTMLButtonElement>('[part~="undo-remove"]');
    // « Annuler » comes with the picker's code (fetched on the first gesture, never in the first view).
    await waitUntil(undo, '« Annuler » never showed');
    expect(plain(root(el).querySelector('[part~="removed-work"]')!.textContent!)).to.equal('Travaux retirés du projet : Fenêtre ou porte-fenêtre complète avec vitrage isolant. Annuler');
    // Its name starts with what it shows (« Annuler »), then says which work.
    expect(undo()!.getAttribute('aria-label')).to.equal('Annuler le retrait : Fenêtre ou porte-fenêtre complète avec vitrage isolant');
    await expect(el).to.be.accessible();
    undo()!.click();
    await worksReady(el);
    // Back in its place, its answers with it, the page told once, focus on its title.
    expect(workCodes(el).join(' ')).to.equal('BAR-EN-101 BAR-EN-104 BAR-TH-171');
    expect(`${value('BAR-EN-104', 'operation.windows')} ${value('BAR-EN-104', 'project.quote')}`).to.equal('6 9 800');
    expect(changes.map((detail) => detail.works.join(',')).join(' ')).to.equal('BAR-EN-101,BAR-TH-171 BAR-EN-101,BAR-EN-104,BAR-TH-171');
    expect(statusText(el)).to.equal('Travaux remis dans le projet : Fenêtre ou porte-fenêtre complète avec vitrage isolant.');
    await waitUntil(() => plain(root(el).activeElement?.textContent ?? '').includes('BAR-EN-104'), 'focus never went to the work put back');
    expect(undo()).to.equal(null);
    // Added again from the picker instead: a fresh work, nothing offered to put back.
    removeWindows();
    await waitUntil(undo, '« Annuler » never showed again');
    await openPicker(el);
    await sendKeys({ type: 'fenêtres' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await worksReady(el);
    expect(`${undo()} ${value('BAR-EN-104', 'operation.windows')}`).to.equal('null ');
  });

  it('offers nothing to put back once « Effacer mes réponses » forgot it', async () => {
    const el = await mountProject({ works: 'BAR-EN-101,BAR-EN-104' });
    el.setAttribute('persist', 'session');
    await setValue(el, own(el, 'BAR-EN-104', 'operation.windows'), '6');
    root(el).querySelector<HTMLButtonElement>('section[data-fost="BAR-EN-104"] [part~="remove-work"]')!.click();
    await waitUntil(() => root(el).querySelectorAll('[part~="undo-remove"]').length === 1, '« Annuler » never showed');
    await waitUntil(() => root(el).querySelector('[part~="clear"]'), '« Effacer mes réponses » never showed');
    root(el).querySelector<HTMLButtonElement>('[part~="clear"]')!.click();
    await worksReady(el);
    expect(root(el).querySelectorAll('[part~="undo-remove"]').length).to.equal(0);
    sessionStorage.clear();
  });

  it('shows the picker at once in a project without works, and again, with focus, once its last work is removed', async () => {
    const empty = await mountProject({});
    await waitUntil(() => pickerInput(empty) !== null && !pickerInput(empty)!.disabled, 'an empty project never showed its picker');
    expect(addWorkButton(empty)).to.equal(null);
    await expect(empty).to.be.accessible();

    const el = await mountProject({ works: 'BAR-EN-101' });
    expect(plain(addWorkButton(el)!.textContent!)).to.equal('+ Ajouter des travaux');
    root(el).querySelector<HTMLButtonElement>('[part~="remove-work"]')!.click();
    await waitUntil(() => pickerInput(el) !== null && root(el).activeElement === pickerInput(el), 'focus never went to the picker');
    expect(workCodes(el).length).to.equal(0);
    await expect(el).to.be.accessible();
  });

  it('speaks English with lang="en"', async () => {
    const el = await mountProject({ works: 'BAR-EN-101', price: '8', lang: 'en' });
    expect(plain(root(el).querySelector('[part~="works"] h2')!.textContent!)).to.equal('Your works');
    await fillWork(el, 'BAR-EN-101', { 'operation.surface': '80', 'housing.department': '67', 'household.size': '3', 'household.income': '32000' });
    await setValue(el, own(el, 'BAR-EN-101', 'project.quote'), '9,000');
    submitButton(el).click();
    await answerShown(el);
    expect(answerText(el)).to.contain('Your total aid');
    expect(answerText(el)).to.contain('Left to pay');
    expect(answerText(el)).to.contain('Total cost of the works €9,000');
  });

  it('fits a 320 px column without a horizontal scroll, answer included', async () => {
    await setViewport({ width: 320, height: 800 });
    const el = await mountProject({ works: 'BAR-TH-171,BAR-EN-101,BAR-EN-104', price: '8' });
    expect(el.scrollWidth <= el.clientWidth + 1).to.equal(true);
    await fillThreeWorks(el);
    submitButton(el).click();
    await answerShown(el);
    expect(el.scrollWidth <= el.clientWidth + 1).to.equal(true);
    expect(document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1).to.equal(true);
  });
});
