/**
 * `<cee-simulator>` holding under bad answers of the sandbox (issue #38): a descriptor attribute that cannot be read
 * (`min: "abc"` on a required field) is left out of its field, which stays, required, and computes; a volume or an
 * amount that cannot be read (−1 000 000 000 000 kWh cumac, 1e999 €, beyond the contract's bounds) is refused for
 * its line with « montant illisible », never drawn as a figure, never counted in a total.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { failNext } from '../helpers/sandbox.js';
import { CEE, collect, control, fill, freshSandbox, HEAT_PUMP, INPUTS_171, mountSimulator, MPR, plain, resultShown, resultText, statusText, submitButton } from '../cee-simulator/simulator-helpers.js';
import { CEE_ANSWER, household, MPR_ANSWER, script } from '../cee-simulator/result-fixtures.js';

/** The sandbox's own answer to `path` (the calculation API, with a token of its own). */
async function sandboxAnswer(path: string): Promise<{ data: any }> {
  const token = ((await (await fetch('/token', { method: 'POST' })).json()) as { access_token: string }).access_token;
  return (await fetch(path, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } })).json();
}

describe('<cee-simulator> holding under bad answers', () => {
  let warn: typeof console.warn;
  let warnings: string[];
  beforeEach(async () => {
    await freshSandbox();
    warn = console.warn;
    warnings = [];
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  });
  afterEach(() => {
    console.warn = warn;
  });

  it('keeps a required field whose min cannot be read ("abc"): drawn, required, and the fiche computes', async () => {
    const answer = await sandboxAnswer(INPUTS_171);
    const surface = answer.data.find((d: { key: string }) => d.key === 'housing.surface');
    expect(surface.required).to.equal(true);
    surface.min = 'abc';
    await failNext({ method: 'GET', path: INPUTS_171, status: 200, body: JSON.stringify(answer) });
    const el = await mountSimulator({ fost: 'BAR-TH-171', price: '8' });
    const field = () => control(el, 'housing.surface').closest('[part~="field"]')!;
    const fieldError = () => plain(field().querySelector('[part~="error"]')?.textContent ?? '');
    expect(plain(field().textContent ?? '')).to.contain('obligatoire');
    expect(warnings.filter((line) => line.includes('"housing.surface"') && line.includes('(min)')).length).to.equal(1);
    await expect(el).to.be.accessible();

    // Required stays required: left empty, it is refused on its field before anything is sent.
    const { 'housing.surface': _surface, ...others } = HEAT_PUMP;
    await fill(el, others);
    const errors = collect(el, 'cee-error');
    submitButton(el).click();
    await waitUntil(() => fieldError() !== '', 'the surface is asked for');
    // Its other bounds stay: over the max is refused as before.
    await fill(el, { 'housing.surface': '2000' });
    submitButton(el).click();
    await waitUntil(() => fieldError().includes('1000') || fieldError().includes('1 000'), 'the max still checked');
    expect(errors.length).to.equal(0);

    await fill(el, { 'housing.surface': '100' });
    submitButton(el).click();
    await resultShown(el);
    expect(plain(resultText(el))).to.contain('133,8 MWh cumac');
  });

  it('refuses a CEE volume of −1 000 000 000 000 kWh cumac for its line: « montant illisible », no figure, not in a total', async () => {
    const el = await household();
    const results = collect(el, 'cee-result');
    await script({ ...CEE_ANSWER, kwhCumac: -1e12 }, MPR_ANSWER);
    submitButton(el).click();
    await resultShown(el);
    const text = plain(resultText(el));
    expect(text).to.contain('montant illisible');
    expect(text).to.not.match(/1 ?000 ?000 ?000/);
    expect(text).to.not.contain('Volume de certificats');
    expect(text).to.not.contain('kwhCumac');
    // The euros beside the unreadable volume are not shown either: the line is refused whole.
    expect(text).to.not.contain('5 241');
    expect(text).to.not.contain('5 860');
    // MaPrimeRénov' still shows its own amount, and no total adds a refused line to it.
    expect(text).to.contain('4 000 €');
    expect(text).to.not.contain('Total');
    expect(statusText(el)).to.contain('montant illisible');
    // The host reads the refusal: the volume left out, named in `unreadable`; the estimate counts no CEE.
    const detail = results[0] as { result: { cee: { kwhCumac?: number; unreadable?: string[] } }; estimate?: { totals: { cee: number; aids: number } } };
    expect(detail.result.cee.kwhCumac).to.equal(undefined);
    expect(detail.result.cee.unreadable).to.deep.equal(['kwhCumac']);
    if (detail.estimate) expect(`${detail.estimate.totals.cee} ${detail.estimate.totals.aids}`).to.equal('0 4000');
    await expect(el).to.be.accessible();
  });

  it('refuses, in English too, an amount beyond the contract’s bound and one that is not finite', async () => {
    const el = await household({ lang: 'en' });
    // 1e999 is Infinity once read: only the raw text can carry it.
    const cee = JSON.stringify({ data: { ...CEE_ANSWER, euros: 2_000_000, eurosClassic: 2_000_000, eurosModest: 0 } }).replace('"eurosModest":0', '"eurosModest":1e999');
    await failNext({ method: 'POST', path: CEE, status: 200, body: cee });
    await failNext({ method: 'POST', path: MPR, status: 200, body: JSON.stringify({ data: { ...MPR_ANSWER, amount: -5 } }) });
    submitButton(el).click();
    await resultShown(el);
    const text = plain(resultText(el));
    expect(text.split('unreadable amount').length - 1).to.equal(2);
    expect(text).to.not.contain('2,000,000');
    expect(text).to.not.contain('Infinity');
    expect(text).to.not.contain('∞');
    expect(text).to.not.contain('-5');
    expect(text).to.not.contain('−5');
  });
});
