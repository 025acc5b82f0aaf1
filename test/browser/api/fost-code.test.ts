/**
 * One definition of a FOST code (`schemas.ts`): the register's shapes pass, in any case; anything that could
 * change a request path never reaches the service.
 */
import { expect } from '@open-wc/testing';
import { clearApiCache, clearTokens, createClient, fostCode, FOST_CODE_PATTERN } from '../../../src/api/index.js';
import { readSimulatorConfig } from '../../../src/elements/cee-simulator/simulator-config.js';
import { bases, failNext, rejectionOf, resetSandbox, sandboxRequests } from '../helpers/sandbox.js';

const client = () => createClient(bases());
const REAL = ['BAR-TH-171', 'AGRI-TH-104', 'RES-CH-108', 'BAT-EN-101', 'IND-UT-136', 'TRA-EQ-131', 'AGRI-EQ-112', 'BAR-TH-107-SE'];
const HOSTILE = ['..', 'a/b', '%2e%2e', '%2E%2E', 'BAR-TH-171/../..', 'BAR-TH-171?x=1', 'BAR-TH-171#x', 'BAR-TH-171%2F..', 'BAR TH 171', 'BARTH171', 'BAR-TH-1710', 'B-TH-171', 'BARRE-TH-171', '', 'BAR-TH-171\nX', 'BAR-TH-171\u0000'];

/** The simulator's reading of its `fost` attribute (the element's own function, through the same definition). */
function simulatorFost(fost: string): { fost: string; errors: number } {
  const words = { t: (key: string) => key } as unknown as Parameters<typeof readSimulatorConfig>[1];
  const config = readSimulatorConfig({ fost, getAttribute: () => null, client: { config: { ...bases() } } }, words);
  return { fost: config.fost, errors: config.errors.length };
}

describe('FOST codes', () => {
  beforeEach(async () => {
    await resetSandbox();
    clearTokens();
    clearApiCache();
  });

  it('accepts every shape of the register, and upper-cases what was typed in lower case', () => {
    for (const code of REAL) expect(`${code} ${fostCode(code)}`).to.equal(`${code} ${code}`);
    expect(fostCode('agri-th-104')).to.equal('AGRI-TH-104');
    expect(fostCode(' bar-th-171 ')).to.equal('BAR-TH-171');
    expect(fostCode('bar-th-107-se')).to.equal('BAR-TH-107-SE');
  });

  it('refuses anything that is not a code: dots, slashes, percent-encoding, queries, spaces', () => {
    for (const code of HOSTILE) expect(`${JSON.stringify(code)} ${fostCode(code)}`).to.equal(`${JSON.stringify(code)} undefined`);
    expect(fostCode(undefined)).to.equal(undefined);
    expect(fostCode(171)).to.equal(undefined);
    // Whatever passes is made of upper-case letters, digits and hyphens only.
    for (const code of [...REAL, ...HOSTILE]) expect(FOST_CODE_PATTERN.test(code) ? /^[A-Z0-9-]+$/.test(code) : true).to.equal(true);
  });

  it('reads the simulator fost attribute through the same check, lower case included', () => {
    expect(simulatorFost('AGRI-TH-104')).to.deep.equal({ fost: 'AGRI-TH-104', errors: 0 });
    expect(simulatorFost('bar-th-171')).to.deep.equal({ fost: 'BAR-TH-171', errors: 0 });
    expect(simulatorFost('..').errors).to.equal(1);
    expect(simulatorFost('a/b').errors).to.equal(1);
    expect(simulatorFost('%2e%2e').errors).to.equal(1);
  });

  it('asks the service for simulation inputs by the upper-cased code', async () => {
    const fields = await client().getSimulationInputs('bar-th-171', 'b2c');
    expect(fields.length).to.be.greaterThan(0);
    const agri = await rejectionOf(client().getSimulationInputs('AGRI-TH-104', 'b2c'));
    // The sandbox simulates no agricultural code: it answers 404, but the request did go out, well formed.
    expect(agri.kind).to.equal('not-found');
    const paths = (await sandboxRequests({ prefix: '/calc' })).map((r) => r.path);
    expect(paths.join()).to.equal('/calc/api/v2/simulation-inputs/BAR-TH-171/b2c,/calc/api/v2/simulation-inputs/AGRI-TH-104/b2c');
  });

  it('sends no request at all for a code failing the check: inputs, CEE and MPR', async () => {
    for (const code of ['..', 'a/b', '%2e%2e', 'BAR-TH-171/../x']) {
      const inputs = await rejectionOf(client().getSimulationInputs(code, 'b2c'));
      expect(`${code} ${inputs.kind}`).to.equal(`${code} validation`);
      const cee = await rejectionOf(client().calculateCee({ fost_code: code, context: 'b2c' }));
      expect(`${code} ${cee.kind}`).to.equal(`${code} validation`);
      const mpr = await rejectionOf(client().calculateMpr({ fost_code: code, context: 'b2c' }));
      expect(`${code} ${mpr.kind}`).to.equal(`${code} validation`);
    }
    // Not even a token was asked for.
    expect((await sandboxRequests()).length).to.equal(0);
  });

  it('refuses a catalogue carrying a code that is no FOST code (kind response)', async () => {
    await failNext({
      method: 'GET',
      path: '/partner/v1/operations',
      status: 200,
      body: JSON.stringify({ data: [{ id: 1, code: '../../x', operation_name: 'x', can_b2b: true, can_b2c: true }] }),
    });
    expect((await rejectionOf(client().listOperations())).kind).to.equal('response');
    const operations = await client().listOperations();
    expect(operations.every((o) => fostCode(o.code) === o.code)).to.equal(true);
  });

  it('upper-cases a catalogue code written in lower case', async () => {
    await failNext({
      method: 'GET',
      path: '/partner/v1/operations',
      status: 200,
      body: JSON.stringify({ data: [{ id: 1, code: 'agri-th-104', operation_name: 'Séchoir', can_b2b: true, can_b2c: false }] }),
    });
    expect((await client().listOperations())[0]?.code).to.equal('AGRI-TH-104');
  });
});
