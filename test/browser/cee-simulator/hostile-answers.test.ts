/**
 * Issue #15, point 3: every answer is bounded and every calculation ends. Whatever the service answers (nested
 * thousands of levels deep, thousands of fields, wrong types, a body cut halfway), each submission ends in exactly
 * one `cee-result` or `cee-error` per aid, what is rendered stays bounded, and the button is usable again.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { failNext } from '../helpers/sandbox.js';
import { CEE, MPR, collect, freshSandbox, has, root, submitButton, plain } from './simulator-helpers.js';
import { CEE_ANSWER, MPR_ANSWER, household } from './result-fixtures.js';
import type { CeeSimulator } from '../../../src/elements/cee-simulator/cee-simulator.js';

const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const wrap = (json: string) => `{"data":${json}}`;

/** Submits, then waits for the end: an event per aid, the button back to "Calculer la prime". */
async function settle(el: CeeSimulator, events = 2): Promise<{ results: any[]; errors: any[] }> {
  const results = collect(el, 'cee-result');
  const errors = collect(el, 'cee-error');
  submitButton(el).click();
  // The button back to "Calculer la prime" is the submission's end: its events fire with the render that shows it.
  const ended = () => `${submitButton(el).getAttribute('aria-disabled')} ${plain(submitButton(el).textContent!)}` === 'false Calculer la prime';
  await waitUntil(() => results.length + errors.length >= 1 && ended(), 'the submission never ended', { timeout: 10_000 });
  await el.updateComplete;
  expect(ended()).to.equal(true);
  expect(results.length + errors.length <= events).to.equal(true);
  return { results, errors };
}

describe('<cee-simulator> hostile answers', () => {
  beforeEach(freshSandbox);

  it('summarises an unknown field nested 3000 levels deep instead of throwing, in both answers', async () => {
    const el = await household();
    await failNext({ method: 'POST', path: CEE, status: 200, body: wrap(`{"kwhCumac":655200,"euros":5241.6,"deep":${deep(3000)}}`) });
    await failNext({ method: 'POST', path: MPR, status: 200, body: wrap(`{"amount":4000,"category":"modeste","deep":${deep(5000)},"factors":[${deep(3000)}]}`) });
    const { results, errors } = await settle(el, 1);
    expect(`${results.length} ${errors.length} ${results[0]?.aid}`).to.equal('1 0 both');
    const rows = [...root(el).querySelectorAll('.how .detail[data-key^="deep"]')].map((row) => plain(row.textContent!));
    expect(rows.join('|')).to.equal('Deep a a a contenu trop imbriqué, non affiché|Deep a a a contenu trop imbriqué, non affiché');
    expect(root(el).querySelectorAll('.how *').length).to.be.lessThan(200);
  });

  it('renders at most 40 fields of an answer with thousands, and says the rest is not shown', async () => {
    const el = await household();
    const many: Record<string, unknown> = { ...CEE_ANSWER };
    for (let i = 0; i < 5000; i++) many[`extra${i}`] = 'x'.repeat(100);
    many.factors = Array.from({ length: 3000 }, (_, i) => ({ key: `f${i}`, label: `Facteur ${i}`, value: i }));
    many.note = 'N'.repeat(200_000);
    await failNext({ method: 'POST', path: CEE, status: 200, body: JSON.stringify({ data: many }) });
    await failNext({ method: 'POST', path: MPR, status: 200, body: JSON.stringify({ data: MPR_ANSWER }) });
    const { results } = await settle(el, 1);
    expect(results.length).to.equal(1);
    const block = root(el).querySelector('.how-block.cee')!;
    expect(block.querySelectorAll('.detail').length).to.be.lessThan(100);
    expect(plain(block.querySelector('.more')!.textContent!)).to.equal('D’autres informations de la réponse ne sont pas affichées.');
    expect(block.textContent!.length).to.be.lessThan(30_000);
  });

  it('tolerates explanation fields of the wrong type and refuses a wrong volume: one event per aid', async () => {
    const el = await household();
    const odd = { kwhCumac: 655200, euros: 5241.6, fiche: 5, factors: 'x', engagementDate: [], eurosMwhCumac: 'huit' };
    await failNext({ method: 'POST', path: CEE, status: 200, body: JSON.stringify({ data: odd }) });
    await failNext({ method: 'POST', path: MPR, status: 200, body: JSON.stringify({ data: { amount: 'beaucoup' } }) });
    const { results, errors } = await settle(el);
    expect(`${results.map((r) => r.aid)} ${errors.map((e) => `${e.aid}:${e.error.kind}`)}`).to.equal('cee mpr:response');
    expect(has(el, '.line.failed.mpr')).to.equal(true);
    expect(plain(root(el).querySelector('.headline .amount')!.textContent!)).to.equal('≈ 5 242 €');
  });

  it('ends a body cut halfway in a response error with the button usable, and the other aid shown', async () => {
    const el = await household();
    const full = JSON.stringify({ data: CEE_ANSWER });
    await failNext({ method: 'POST', path: CEE, status: 200, body: full.slice(0, full.length / 2) });
    await failNext({ method: 'POST', path: MPR, status: 200, body: JSON.stringify({ data: MPR_ANSWER }) });
    const { results, errors } = await settle(el);
    expect(`${results.map((r) => r.aid)} ${errors.map((e) => `${e.aid}:${e.error.kind}`)}`).to.equal('mpr cee:response');
  });

  it('ends in one cee-error when both answers are cut, and the button is usable', async () => {
    const el = await household();
    await failNext({ method: 'POST', path: CEE, status: 200, body: '{"data":{"kwhCum' });
    await failNext({ method: 'POST', path: MPR, status: 200, body: '{"data":' });
    const { results, errors } = await settle(el, 1);
    expect(`${results.length} ${errors.length} ${errors[0].error.kind}`).to.equal('0 1 response');
    expect(has(el, '.error-panel')).to.equal(true);
  });
});
