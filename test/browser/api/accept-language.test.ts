/**
 * The service speaks the element's language (docs/contract.md §1 "Language of answers"): every call of the partner and
 * calculation APIs carries `Accept-Language: <lang>`, whatever the browser's own language, and a GET kept for the
 * page is kept per language. The headers are read on arrival, over real HTTP, by the test server's
 * `/__test/languages` log (web-test-runner.config.mjs).
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { clearApiCache, clearTokens, createClient } from '../../../src/api/index.js';
import { bases, resetSandbox } from '../helpers/sandbox.js';
import { fieldsShown, mountSimulator, root } from '../cee-simulator/simulator-helpers.js';

interface Arrived {
  method: string;
  path: string;
  acceptLanguage: string;
}

async function arrived(): Promise<Arrived[]> {
  const response = await fetch(`${location.origin}/__test/languages`, { cache: 'no-store' });
  return ((await response.json()) as { data: Arrived[] }).data;
}

const languagesOf = (rows: Arrived[]) => [...new Set(rows.map((row) => row.acceptLanguage))].join();

const HEAT_PUMP = {
  fost_code: 'BAR-TH-171',
  context: 'b2c' as const,
  housing: { department: '69', type: 'maison', surface: 100 },
  operation: { usage: 'ecs', etas: '140-170', replaces_fossil_boiler: false },
};

describe('Accept-Language', () => {
  beforeEach(async () => {
    await resetSandbox();
    clearTokens();
    clearApiCache();
  });

  it('goes with every call of both APIs, in the client language (French by default)', async () => {
    const fr = createClient(bases());
    await fr.listOperations();
    await fr.getSimulationInputs('BAR-TH-171', 'b2c');
    await fr.calculateCee(HEAT_PUMP);
    const en = createClient({ ...bases(), lang: 'en' });
    await en.calculateCee(HEAT_PUMP);
    await en.createWorksite({ convention_id: 1, beneficiary_id: 2, address: '12 rue Pasteur', city: 'Lyon', zipcode: '69003' });
    const rows = await arrived();
    // The browser's own language (en-US here) never stands in for the element's.
    expect(rows.map((row) => `${row.method} ${row.path} ${row.acceptLanguage}`).join('\n')).to.equal(
      [
        'GET /partner/v1/operations fr',
        'GET /calc/api/v2/simulation-inputs/BAR-TH-171/b2c fr',
        'POST /calc/api/v2/cee fr',
        'POST /calc/api/v2/cee en',
        'POST /partner/v1/worksites en',
      ].join('\n'),
    );
  });

  it('keeps a GET for the page per language: an English answer is never served to French', async () => {
    await createClient(bases()).listOperations();
    await createClient({ ...bases(), lang: 'en' }).listOperations();
    await createClient({ ...bases(), lang: 'en' }).listOperations();
    await createClient(bases()).listOperations();
    const rows = (await arrived()).filter((row) => row.path === '/partner/v1/operations');
    expect(rows.map((row) => row.acceptLanguage).join()).to.equal('fr,en');
  });

  it('goes with the partner API calls through bearer auth too', async () => {
    await createClient({ ...bases(), lang: 'en', partnerAuth: 'bearer' }).listOperations();
    expect(languagesOf((await arrived()).filter((row) => row.path.startsWith('/partner/')))).to.equal('en');
  });

  it('is the element’s lang: an English simulator asks in English, a French one in French', async () => {
    const en = await mountSimulator({ fost: 'BAR-TH-171', lang: 'en' });
    await fieldsShown(en);
    expect(languagesOf(await arrived())).to.equal('en');
    await resetSandbox();
    clearApiCache();
    const fr = await mountSimulator({ lang: 'fr' });
    await waitUntil(() => root(fr).querySelector('[part~="operation-picker"]') !== null, 'no picker', { timeout: 10_000 });
    expect(languagesOf(await arrived())).to.equal('fr');
  });
});
