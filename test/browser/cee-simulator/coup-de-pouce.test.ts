/**
 * The Coup de pouce Chauffage of 2026 whose multiplier depends on the household's means (BAR-TH-137: ×2 for modest
 * households, ×1.5 for the others), against the sandbox over HTTP. The widgets never send the household's category:
 * the answer carries the others' volume (`kwhCumac`) and the modest households' (`kwhCumacModest`, priced in
 * `eurosModest`). A house of 100 m² in the Bas-Rhin (H1), engaged on 2026-03-01, replacing an oil boiler, on an
 * efficient network, at 8 €/MWh cumac: 48 300 × 1.5 = 72 450 kWh cumac (579.60 €), 48 300 × 2 = 96 600 kWh cumac at
 * 8 × 9.28 / 8.3 €/MWh cumac (864.05 €).
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import type { Estimate } from '../../../src/api/estimate.js';
import { answerRows, answerShown, fillWork, mountProject, submitButton as projectSubmit } from '../cee-project/project-helpers.js';
import { collect, fill, freshSandbox, mountSimulator, plain, resultShown, root, submitButton } from './simulator-helpers.js';

const NETWORK = {
  'operation.engagement_date': '2026-03-01',
  'housing.department': '67',
  'housing.surface': '100',
  'operation.replaces_fossil_boiler': true,
  'operation.efficient_network': true,
};

const text = (el: HTMLElement, selector: string): string => plain(root(el).querySelector(selector)?.textContent ?? '');
const row = (el: HTMLElement, key: string): string => text(el, `.how-block.cee .detail[data-key="${key}"]`);
/** The volume row of the project's work. */
const workVolume = (el: HTMLElement): string => text(el, '.answer-work[data-fost="BAR-TH-137"] .how-block.cee .detail[data-key="kwhCumac"]');

describe('Coup de pouce Chauffage by household means (BAR-TH-137, 2026)', () => {
  beforeEach(freshSandbox);

  it('the simulator, the category unknown (CEE only): the range of both amounts, the volume and the modest households’ volume, the multiplier named', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-137', price: '8' });
    await fill(el, NETWORK);
    submitButton(el).click();
    await resultShown(el);
    expect(text(el, '.headline .amount')).to.equal('≈ 580 € – 864 €');
    expect(text(el, '.summary')).to.contain('Selon les revenus du ménage : ménages modestes et très modestes ≈ 864 € ; autres ménages ≈ 580 €.');
    expect(row(el, 'kwhCumac')).to.equal('Volume de certificats 72,5 MWh cumac');
    expect(row(el, 'kwhCumacModest')).to.equal(
      'Volume pour les ménages modestes et très modestes 96,6 MWh cumac Le Coup de pouce multiplie davantage le volume de ces ménages.',
    );
    expect(row(el, 'bonification')).to.match(/^Coup de pouce Chauffage, autres ménages \(.*\) × 1,5 Multiplie le volume quand/);
    expect(row(el, 'bonificationModest')).to.match(/^Coup de pouce Chauffage, ménages modestes ou très modestes \(.*\) × 2 Multiplie le volume d’un ménage modeste ou très modeste/);
    expect(row(el, 'kwhCumacBeforeBonification')).to.contain('48,3 MWh cumac');
    // Never twice, never as an unexplained field.
    expect(root(el).querySelectorAll('.detail[data-key="kwhCumacModest"]').length).to.equal(1);
    root(el).querySelector<HTMLDetailsElement>('details.how')!.open = true;
    await expect(el).to.be.accessible();
  });

  it('the simulator for a modest household (both aids): the modest amount and the modest households’ volume, one volume row', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-137', price: '8', aid: 'both' });
    await fill(el, { ...NETWORK, 'household.size': '3', 'household.income': '32000' });
    submitButton(el).click();
    await resultShown(el);
    const lines = [...root(el).querySelectorAll('.lines .line')].map((line) => plain(line.textContent!));
    expect(lines[0]).to.equal('Prime CEE pour un ménage modeste ≈ 864 €');
    expect(row(el, 'kwhCumac')).to.equal('Volume de certificats 96,6 MWh cumac');
    expect(root(el).querySelectorAll('.detail[data-key="kwhCumacModest"]').length).to.equal(0);
    // Its own multiplier only: 48,3 MWh cumac × 2 = 96,6.
    expect(row(el, 'bonificationModest')).to.contain('× 2 ');
    expect(root(el).querySelectorAll('.detail[data-key="bonification"]').length).to.equal(0);
    // MaPrimeRénov's ceiling of the eligible expense is said once, not as a factor and again as a field.
    const ceilings = [...root(el).querySelectorAll('.how-block.mpr .detail')].filter((detail) => plain(detail.textContent!).includes('1 800 €'));
    expect(ceilings.length).to.equal(1);
    await expect(el).to.be.accessible();
  });

  it('<cee-project>: a modest household’s connection counts the modest amount in the work and the totals; a higher income the others’', async () => {
    const el = await mountProject({ works: 'BAR-TH-137', price: '8' });
    const results = collect<{ estimate: Estimate }>(el, 'cee-project-result');
    await fillWork(el, 'BAR-TH-137', { ...NETWORK, 'household.size': '3', 'household.income': '32000', 'project.quote': '6000' });
    projectSubmit(el).click();
    await answerShown(el);
    const modest = results.at(-1)!.estimate;
    expect([modest.category, modest.works[0]!.cee!.euros, modest.totals.cee]).to.deep.equal(['modeste', 864, 864]);
    expect(answerRows(el, 'BAR-TH-137')[0]).to.equal('Prime CEE pour un ménage modeste ≈ 864 €');
    expect(workVolume(el)).to.equal('Volume de certificats 96,6 MWh cumac');
    await expect(el).to.be.accessible();

    await fillWork(el, 'BAR-TH-137', { 'household.income': '90000' });
    projectSubmit(el).click();
    await waitUntil(() => results.length === 2, 'the second answer never came', { timeout: 15_000 });
    await answerShown(el);
    const higher = results[1]!.estimate;
    expect([higher.category, higher.works[0]!.cee!.euros, higher.totals.cee]).to.deep.equal(['superieur', 580, 580]);
    expect(workVolume(el)).to.equal('Volume de certificats 72,5 MWh cumac');
    const factors = [...root(el).querySelectorAll('.answer-work[data-fost="BAR-TH-137"] .how-block.cee .detail')].map((detail) => detail.getAttribute('data-key'));
    expect([factors.includes('bonification'), factors.includes('bonificationModest')]).to.deep.equal([true, false]);
  });
});
