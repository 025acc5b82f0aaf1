/**
 * The calculation answers' optional fields (docs/contract.md §1) over real HTTP: typed when well formed, left out when
 * not, the answer never failing for them; MPR's `categoryLabel`; and the real sandbox answers still parse.
 */
import { expect } from '@open-wc/testing';
import { clearApiCache, clearTokens, createClient } from '../../../src/api/index.js';
import { bases, failNext, resetSandbox } from '../helpers/sandbox.js';

const CEE = '/calc/api/v2/cee';
const MPR = '/calc/api/v2/mpr';
const target = { fost_code: 'BAR-TH-171', context: 'b2c' as const };
const client = () => createClient(bases());
const answer = (path: string, data: unknown) => failNext({ method: 'POST', path, status: 200, body: JSON.stringify({ data }) });

const FICHE = { code: 'BAR-TH-171', title: 'Pompe à chaleur air/eau', version: 'A64.2', validFrom: '2025-01-01', verified: true };

describe('calculation answers', () => {
  beforeEach(async () => {
    await resetSandbox();
    clearTokens();
    clearApiCache();
  });

  it('reads the MPR explanation fields and categoryLabel, typed', async () => {
    await answer(MPR, {
      amount: 4000,
      category: 'modeste',
      categoryLabel: 'Ménages modestes',
      color: 'jaune',
      eligible: true,
      incomeCeiling: 31000,
      forfait: { key: 'pac_air_eau', label: 'Pompe à chaleur air/eau' },
      fiche: FICHE,
      engagementDate: '2026-11-23',
      factors: [{ key: 'zone', label: 'Zone climatique', value: 1.2 }],
    });
    const result = await client().calculateMpr(target);
    expect(result.amount).to.equal(4000);
    expect(result.categoryLabel).to.equal('Ménages modestes');
    expect(result.category).to.equal('modeste');
    expect(result.color).to.equal('jaune');
    expect(result.incomeCeiling).to.equal(31000);
    expect(typeof result.forfait === 'object' ? result.forfait.label : '').to.equal('Pompe à chaleur air/eau');
    expect(result.fiche?.version).to.equal('A64.2');
    expect(result.factors?.[0]?.value).to.equal(1.2);
  });

  it('leaves out a malformed explanation field instead of failing the MPR answer', async () => {
    await answer(MPR, {
      amount: 0,
      category: 'riche',
      categoryLabel: 12,
      color: 'vert',
      eligible: 'oui',
      reason: ['not a sentence'],
      incomeCeiling: 'beaucoup',
      forfait: 7,
      fiche: { title: 'no code' },
      factors: 'x',
      extra: 'kept',
    });
    const result = await client().calculateMpr(target);
    expect(result.amount).to.equal(0);
    // Left out altogether: no key worth undefined for a generic display to show.
    expect(Object.keys(result).sort().join()).to.equal('amount,extra');
    // Unknown fields still pass through, for the generic display.
    expect((result as Record<string, unknown>).extra).to.equal('kept');
  });

  it('reads a bare forfait key as it is', async () => {
    await answer(MPR, { amount: 10, forfait: 'pac_air_eau' });
    expect((await client().calculateMpr(target)).forfait).to.equal('pac_air_eau');
  });

  it('reads a CEE answer without kwhCumacModest / kwhCumacClassic, and leaves out a malformed explanation', async () => {
    await answer(CEE, { kwhCumac: 1000, euros: 8, eurosClassic: 8, eurosModest: 12, eurosMwhCumac: 'eight', fiche: FICHE, factors: [{ key: 1 }] });
    const result = await client().calculateCee(target);
    expect(result.kwhCumac).to.equal(1000);
    expect(result.eurosModest).to.equal(12);
    expect(result.kwhCumacModest).to.equal(undefined);
    expect('eurosMwhCumac' in result || 'factors' in result).to.equal(false);
    expect(result.fiche?.code).to.equal('BAR-TH-171');
  });

  it('keeps a simulation input named __proto__ in shape B, and refuses an empty key', async () => {
    const INPUTS = '/calc/api/v2/simulation-inputs/BAR-TH-171/b2c';
    await failNext({ method: 'GET', path: INPUTS, status: 200, body: '{"data":{"__proto__":["a","b"],"housing.surface":null}}' });
    const fields = await client().getSimulationInputs('BAR-TH-171', 'b2c');
    expect(fields.map((f) => `${f.key}:${f.type}:${f.options?.length ?? 0}`).join()).to.equal('__proto__:select:2,housing.surface:string:0');
    clearApiCache();
    await failNext({ method: 'GET', path: INPUTS, status: 200, body: '{"data":{"":null}}' });
    const error = await client().getSimulationInputs('BAR-TH-171', 'b2c').catch((e: unknown) => e as { kind: string });
    expect((error as { kind: string }).kind).to.equal('response');
  });

  it('still refuses an answer missing what it is for (kind response)', async () => {
    await answer(MPR, { categoryLabel: 'Ménages modestes' });
    const error = await client().calculateMpr(target).catch((e: unknown) => e as { kind: string });
    expect((error as { kind: string }).kind).to.equal('response');
  });
});
