/**
 * One money path (issue #33): `<cee-simulator>`'s headline and lines are the API core's `estimate()` of the same
 * answers, to the euro, with no tolerance, worded as `<cee-project>` words a work. Against the live sandbox over
 * HTTP (the heat pump of a modest household, whose aids a quote could only lower; BAR-TH-125 alone, whose
 * MaPrimeRénov' requires an insulation), and with answers of our making replayed by the sandbox (100,4 + 312,4;
 * the cap without a quote; what an amount assumes; an amount set by the professional's offer; a figure that cannot
 * be read; fiche data marked unverified). Both languages.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { estimate, type Estimate } from '../../../src/api/estimate.js';
import type { CeeResult, MprResult } from '../../../src/api/aid-calculations.js';
import type { CeeLeadDetail } from '../../../src/ui/lead-step/lead-step.js';
import { collect, fill, freshSandbox, mountSimulator, plain, resultShown, resultText, root, submitButton } from './simulator-helpers.js';
import { CEE_ANSWER, HOUSEHOLD, MPR_ANSWER, household, script } from './result-fixtures.js';
import { CONTACT, mountLead, sendButton, step, stepText, tick, typeContact } from '../lead-step/lead-fixture.js';
import type { CeeSimulator } from '../../../src/elements/cee-simulator/cee-simulator.js';

const text = (el: CeeSimulator, selector: string): string => plain(root(el).querySelector(selector)?.textContent ?? '');
const texts = (el: CeeSimulator, selector: string): string[] => [...root(el).querySelectorAll(selector)].map((node) => plain(node.textContent!));
const fr = (value: number): string => plain(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value));
const en = (value: number): string => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value);

type Both = { cee: CeeResult; mpr: MprResult | null };

/** `estimate()` of what `cee-result` carried: the answers the element showed, computed again by the test. */
function estimateOf(fost: string, detail: { result: unknown }, lang = 'fr'): Estimate {
  const { cee, mpr } = detail.result as Both;
  return estimate({ works: [{ fost, cee, mpr }], lang });
}


/** Once the result is shown: the contact step typed and sent, and the one `cee-lead` it handed the page. */
async function leadSent(el: CeeSimulator): Promise<CeeLeadDetail> {
  await waitUntil(() => step(el) !== null, 'the contact step never showed');
  const leads = collect<CeeLeadDetail>(el, 'cee-lead');
  await typeContact(el, CONTACT);
  await tick(el);
  sendButton(el)!.click();
  await waitUntil(() => leads.length === 1, 'cee-lead');
  return leads[0]!;
}
describe('<cee-simulator> words estimate(): one money path', () => {
  beforeEach(freshSandbox);

  for (const lang of ['fr', 'en'] as const) {
    it(`shows the estimate's headline and lines to the euro against the live sandbox: a modest household's heat pump, at most rate × ceiling without a quote (${lang})`, async () => {
      const el = await household({ lang });
      const results = collect(el, 'cee-result');
      submitButton(el).click();
      await resultShown(el);
      await waitUntil(() => results.length === 1, 'cee-result');
      const expected = estimateOf('BAR-TH-171', results[0], lang);
      const [work] = expected.works;
      const money = lang === 'fr' ? fr : en;
      // 90 % … 40 % of the 12 000 € ceiling: the aids are bounded without a quote, and said "au plus".
      expect(work!.atMost).to.be.a('number');
      expect(work!.aids).to.equal(Math.min(work!.atMost!, work!.aids));
      expect(text(el, '.headline .amount')).to.equal(lang === 'fr' ? `au plus ${money(expected.totals.aids)}` : `at most ${money(expected.totals.aids)}`);
      expect(texts(el, '.lines .line')).to.deep.equal(
        lang === 'fr'
          ? [`Prime CEE pour un ménage modeste ≈ ${money(work!.cee!.euros!)}`, `MaPrimeRénov’ pour un ménage modeste ≈ ${money(work!.mpr!.amount)}`]
          : [`CEE bonus for a low-income household ≈ ${money(work!.cee!.euros!)}`, `MaPrimeRénov’ for a low-income household ≈ ${money(work!.mpr!.amount)}`],
      );
      expect(work!.cee!.euros! + work!.mpr!.amount).to.equal(expected.totals.aids);
      // The cap's sentence states the limit in euros.
      const limit = money(work!.atMost!);
      expect(text(el, '.summary .note')).to.contain(lang === 'fr' ? `soit au plus ${limit}` : `so ${limit} at most`);
    });
  }

  it('says MaPrimeRénov’ is not paid for BAR-TH-125 alone, as the estimate sent with cee-lead says, against the live sandbox', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-125', aid: 'both', price: '8' });
    el.lead = 'Isolation Martin';
    const results = collect(el, 'cee-result');
    await fill(el, { 'housing.department': '67', 'housing.surface': '100', 'operation.ventilation_type': 'modulee', 'household.size': '3', 'household.income': '32000' });
    submitButton(el).click();
    await resultShown(el);
    await waitUntil(() => results.length === 1, 'cee-result');
    const expected = estimateOf('BAR-TH-125', results[0]);
    const [work] = expected.works;
    expect(work!.mpr!.eligible).to.equal(false);
    expect(work!.mpr!.amount).to.equal(0);
    const mpr = root(el).querySelector('.line.mpr')!;
    expect(plain(mpr.querySelector('.amount')!.textContent!)).to.equal('non accessible');
    expect(plain(mpr.querySelector('.why')!.textContent!)).to.equal(work!.mpr!.reason);
    expect(text(el, '.headline .amount')).to.equal(`≈ ${fr(expected.totals.aids)}`);
    expect(expected.totals.aids).to.equal(work!.cee!.euros);

    // The estimate the contact step hands over is the one on screen.
    const lead = await leadSent(el);
    const sent = lead.estimate.works[0]!;
    expect(sent.mpr).to.deep.equal(work!.mpr);
    expect(sent.aids).to.equal(work!.aids);
    expect(sent.state).to.equal('counted');
    expect(sent.answers.map((answer) => answer.key)).to.include.members(['housing.surface', 'operation.ventilation_type', 'household.income']);
    // Amounts in euros as the language writes them: "32,000 €" would read as 32 euros in French.
    const said = (key: string) => plain(sent.answers.find((answer) => answer.key === key)!.text);
    expect([said('household.income'), said('housing.surface')]).to.deep.equal(['32 000 €', '100 m²']);
    expect(lead.estimate.lang).to.equal('fr');
  });

  it('writes the answers the contact step hands over in English as English writes them (€32,000, 100.5 m²)', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-125', aid: 'both', price: '8', lang: 'en' });
    el.lead = 'Isolation Martin';
    await fill(el, { 'housing.department': '67', 'housing.surface': '100.5', 'operation.ventilation_type': 'modulee', 'household.size': '3', 'household.income': '32,000' });
    submitButton(el).click();
    await resultShown(el);
    const lead = await leadSent(el);
    const said = (key: string) => plain(lead.estimate.works[0]!.answers.find((answer) => answer.key === key)!.text);
    expect([said('household.income'), said('housing.surface')]).to.deep.equal(['€32,000', '100.5 m²']);
  });

  it('reads 100,4 € + 312,4 € as 100 € + 312 € = 412 € on screen, as estimate() does', async () => {
    const el = await household();
    const results = collect(el, 'cee-result');
    await script({ kwhCumac: 11230, euros: 90, eurosClassic: 90, eurosModest: 100.4 }, { amount: 312.4, eligible: true, category: 'modeste' });
    submitButton(el).click();
    await resultShown(el);
    await waitUntil(() => results.length === 1, 'cee-result');
    expect(estimateOf('BAR-TH-171', results[0]).totals.aids).to.equal(412);
    expect(text(el, '.headline .amount')).to.equal('≈ 412 €');
    expect(texts(el, '.lines .line .amount')).to.deep.equal(['≈ 100 €', '≈ 312 €']);
  });

  for (const lang of ['fr', 'en'] as const) {
    it(`shows no amount above rate × ceiling without a quote: a very modest household reads at most 10 800 €, not 10 860 € (${lang})`, async () => {
      const el = await household({ lang });
      await script(CEE_ANSWER, { ...MPR_ANSWER, amount: 5000, category: 'tres_modeste', color: 'bleu', cap: { rate: 0.9, expenseCeiling: 12000 } });
      submitButton(el).click();
      await resultShown(el);
      if (lang === 'fr') {
        expect(text(el, '.headline .amount')).to.equal('au plus 10 800 €');
        expect(texts(el, '.lines .line .amount')).to.deep.equal(['≈ 5 860 €', '≈ 4 940 €']);
        expect(text(el, '.summary .note')).to.equal(
          'Les aides réunies ne peuvent dépasser 90 % de la dépense retenue, plafonnée à 12 000 € pour ces travaux, soit au plus 10 800 € : MaPrimeRénov’ passe de 5 000 € à 4 940 €. Un devis de moins de 12 000 € abaisse cette limite.',
        );
      } else {
        expect(text(el, '.headline .amount')).to.equal('at most €10,800');
        expect(texts(el, '.lines .line .amount')).to.deep.equal(['≈ €5,860', '≈ €4,940']);
        expect(text(el, '.summary .note')).to.equal(
          'Together, the aids may not exceed 90% of the eligible expense, capped at €12,000 for these works, so €10,800 at most: MaPrimeRénov’ goes from €5,000 to €4,940. A quote below €12,000 lowers this limit.',
        );
      }
    });
  }

  it('says what the amounts assume under them, and hands the conditions over with the estimate', async () => {
    const el = await mountLead();
    const leads = collect<CeeLeadDetail>(el, 'cee-lead');
    await script(
      { ...CEE_ANSWER, conditions: [{ key: 'housing.main_residence', text: 'pour une résidence principale' }, { text: 'travaux réalisés par un professionnel RGE' }, { bad: 1 }] },
      { ...MPR_ANSWER, conditions: [{ text: 'travaux réalisés par un professionnel RGE' }, { text: 'travaux commencés après l’accusé de réception de l’Anah' }] },
    );
    await fill(el, HOUSEHOLD);
    submitButton(el).click();
    await resultShown(el);
    const assumed = 'Ce montant suppose : pour une résidence principale ; travaux réalisés par un professionnel RGE ; travaux commencés après l’accusé de réception de l’Anah.';
    expect(texts(el, '.summary .note')).to.include(assumed);
    await waitUntil(() => step(el) !== null, 'the contact step never showed');
    await typeContact(el, CONTACT);
    await tick(el);
    sendButton(el)!.click();
    await waitUntil(() => leads.length === 1, 'cee-lead');
    expect(leads[0]!.estimate.works[0]!.conditions).to.deep.equal([
      'pour une résidence principale',
      'travaux réalisés par un professionnel RGE',
      'travaux commencés après l’accusé de réception de l’Anah',
    ]);
    await expect(el).to.be.accessible();
  });

  for (const lang of ['fr', 'en'] as const) {
    it(`when the CEE amount depends on the professional’s offer, shows the volume, MaPrimeRénov’ and the contact step (${lang})`, async () => {
      const el = await mountLead({ lang });
      await script({ kwhCumac: 162400, priceByOffer: true }, { ...MPR_ANSWER });
      await fill(el, HOUSEHOLD);
      submitButton(el).click();
      await resultShown(el);
      const all = plain(resultText(el));
      if (lang === 'fr') {
        expect(text(el, '.headline-label')).to.equal('MaPrimeRénov’ pour un ménage modeste');
        expect(text(el, '.headline .amount')).to.equal('≈ 4 000 €');
        expect(all).to.contain('Prime CEE pour un ménage modeste selon l’offre du professionnel Volume de certificats : 162,4 MWh cumac.');
      } else {
        expect(text(el, '.headline .amount')).to.equal('≈ €4,000');
        expect(all).to.contain('CEE bonus for a low-income household depends on the professional’s offer Volume of certificates: 162.4 MWh cumac.');
      }
      await waitUntil(() => step(el) !== null, 'the contact step never showed');
      await expect(el).to.be.accessible();
    });
  }

  it('refuses a negative amount for its line, with a reason, and counts nothing of it', async () => {
    const el = await household();
    await script({ ...CEE_ANSWER, euros: -500, eurosClassic: -500, eurosModest: -500 }, MPR_ANSWER);
    submitButton(el).click();
    await resultShown(el);
    const cee = root(el).querySelector('.line.cee')!;
    expect(plain(cee.querySelector('.amount')!.textContent!)).to.equal('montant illisible');
    expect(plain(cee.querySelector('.why')!.textContent!)).to.equal('Le montant reçu pour la prime CEE n’est pas lisible : il n’est pas compté.');
    expect(plain(resultText(el))).not.to.contain('500');
    expect(text(el, '.headline .amount')).to.equal('≈ 4 000 €');
  });

  it('never shows a visitor that data are unverified, nor the note for the partner’s developers', async () => {
    const el = await household();
    await script(
      { ...CEE_ANSWER, fiche: { ...CEE_ANSWER.fiche, verified: false }, verificationNote: 'Lu dans une copie tierce.' },
      { ...MPR_ANSWER, scale: { year: 2026, validFrom: '2026-01-01', validTo: '2026-12-31', verified: false }, verificationNote: 'Plafonds lus ailleurs.' },
    );
    submitButton(el).click();
    await resultShown(el);
    const details = root(el).querySelector<HTMLDetailsElement>('details.how')!;
    details.open = true;
    await el.updateComplete;
    const all = plain(resultText(el));
    expect(all).to.contain('barème 2026');
    for (const hidden of ['confirmer', 'copie tierce', 'Plafonds lus ailleurs', 'verif']) expect(all).not.to.contain(hidden);
  });
});

describe('the contact step names the works the estimate does not count', () => {
  beforeEach(freshSandbox);

  it('says before sending when a work is not counted, and sends it all the same', async () => {
    const el = await mountLead();
    await script(500, { ...MPR_ANSWER });
    await fill(el, HOUSEHOLD);
    submitButton(el).click();
    await resultShown(el);
    await waitUntil(() => step(el) !== null, 'the contact step never showed');
    expect(stepText(el)).to.contain('Votre demande comprend tous vos travaux, y compris ceux que l’estimation ne compte pas : BAR-TH-171 (non calculé).');
  });
});
