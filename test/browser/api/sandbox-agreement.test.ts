/**
 * The sandbox stands for the service, so it keeps its own copy of the spec's value lists; these tests check,
 * over HTTP, that its copy and the widgets' (`src/api/partner-schemas.ts`) agree: every document type code and
 * precarity value the widgets offer is accepted, and the values just outside are refused.
 */
import { expect } from '@open-wc/testing';
import { DOCUMENT_TYPE_CODES, PRECARITY_TYPES } from '../../../src/api/partner-schemas.js';
import { resetSandbox } from '../helpers/sandbox.js';

async function postDocument(typeId: number): Promise<number> {
  const body = new FormData();
  body.set('type_id', String(typeId));
  body.set('worksite_operation_id', '11');
  body.set('url', 'https://example.org/devis.pdf');
  return (await fetch('/partner/v1/worksites/1/documents', { method: 'POST', body })).status;
}

async function postWorksite(precarity: string): Promise<number> {
  const body = { convention_id: 1, beneficiary_id: 2, address: '12 rue Pasteur', city: 'Lyon', zipcode: '69003', precarity_type: precarity };
  const init = { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) };
  return (await fetch('/partner/v1/worksites', init)).status;
}

describe('the sandbox and the widgets agree on the spec’s value lists', () => {
  beforeEach(resetSandbox);

  it('accepts every document type code the widgets offer, and refuses the codes around them', async () => {
    const statuses = await Promise.all(DOCUMENT_TYPE_CODES.map(postDocument));
    expect(statuses.filter((status) => status !== 201).length).to.equal(0);
    const outside = [0, 36, 99, 193, 1700, 1702, 9997, 10000].filter((code) => !DOCUMENT_TYPE_CODES.includes(code));
    expect(outside.length).to.equal(8);
    expect((await Promise.all(outside.map(postDocument))).join()).to.equal(outside.map(() => 422).join());
  });

  it('accepts every precarity value the widgets offer, and refuses another', async () => {
    const statuses = [];
    for (const precarity of PRECARITY_TYPES) statuses.push(await postWorksite(precarity));
    expect(statuses.join()).to.equal(PRECARITY_TYPES.map(() => 201).join());
    expect(await postWorksite('very-high')).to.equal(422);
  });
});
