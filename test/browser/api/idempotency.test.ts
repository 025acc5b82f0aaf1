/**
 * Idempotent creation over real HTTP (docs/contract.md §1): every creating POST carries an `Idempotency-Key`; a retry of
 * one submission with the same key after a lost answer or a 504 that followed the creation leaves exactly one
 * worksite (one document) in the sandbox.
 */
import { expect } from '@open-wc/testing';
import { ApiError, clearApiCache, clearTokens, createClient, newIdempotencyKey } from '../../../src/api/index.js';
import { bases, failNext, rejectionOf, resetSandbox, sandboxRequests, sandboxState } from '../helpers/sandbox.js';

const WORKSITES = '/partner/v1/worksites';
const DOCUMENTS = '/partner/v1/worksites/1/documents';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const client = () => createClient(bases());
const worksite = { convention_id: 1, beneficiary_id: 2, address: '12 rue Pasteur', city: 'Lyon', zipcode: '69003' };
const documentForm = () => ({
  type_id: 5,
  worksite_operation_id: 11,
  file: new File(['%PDF-1.4 idempotency'], 'devis.pdf', { type: 'application/pdf' }),
});

/**
 * Tries `send` as an element's retry button would: again with the same key while the failure is retryable.
 * Returns the result and the errors seen on the way.
 */
async function submitWithRetries<T>(send: () => Promise<T>, tries = 3): Promise<{ result: T; errors: ApiError[] }> {
  const errors: ApiError[] = [];
  for (;;) {
    try {
      return { result: await send(), errors };
    } catch (error) {
      if (!(error instanceof ApiError) || !error.retryable || errors.length + 1 >= tries) throw error;
      errors.push(error);
    }
  }
}

describe('idempotent creation', () => {
  beforeEach(async () => {
    await resetSandbox();
    clearTokens();
    clearApiCache();
  });

  it('sends a new UUID key with each call when none is given', async () => {
    await client().createWorksite(worksite);
    await client().createWorksite(worksite);
    const keys = (await sandboxRequests({ method: 'POST', path: WORKSITES })).map((r) => r.idempotencyKey ?? '');
    expect(keys.length).to.equal(2);
    expect(keys.every((key) => UUID.test(key))).to.equal(true);
    expect(keys[0]).to.not.equal(keys[1]);
    expect(UUID.test(newIdempotencyKey())).to.equal(true);
  });

  it('sends the given key with a worksite and with a document', async () => {
    await client().createWorksite(worksite, { idempotencyKey: 'submission-1' });
    await client().uploadDocument(1, documentForm(), { idempotencyKey: 'upload-1' });
    expect((await sandboxRequests({ method: 'POST', path: WORKSITES }))[0]?.idempotencyKey).to.equal('submission-1');
    expect((await sandboxRequests({ method: 'POST', path: DOCUMENTS }))[0]?.idempotencyKey).to.equal('upload-1');
  });

  it('worksite: a lost answer, then a retry with the same key, leaves exactly one worksite', async () => {
    const before = await sandboxState();
    await failNext({ method: 'POST', path: WORKSITES, status: 0, after: true });
    const key = newIdempotencyKey();
    const { result, errors } = await submitWithRetries(() => client().createWorksite(worksite, { idempotencyKey: key }));
    // Chromium may resend the request itself on the closed connection: same header, so the same answer.
    const logged = await sandboxRequests({ method: 'POST', path: WORKSITES });
    expect(logged.length).to.equal(2);
    expect(logged.every((r) => r.idempotencyKey === key)).to.equal(true);
    expect(logged.map((r) => r.status).join()).to.equal('0,201');
    expect(errors.every((e) => e.kind === 'network')).to.equal(true);
    expect((await sandboxState()).worksites).to.equal(before.worksites + 1);
    // The worksite the retry answered is the one the lost answer was about.
    expect(result.id).to.equal(before.worksites + 1);
  });

  it('worksite: a 504 after the creation, then a retry with the same key, leaves exactly one worksite', async () => {
    const before = await sandboxState();
    await failNext({ method: 'POST', path: WORKSITES, status: 504, after: true });
    const key = newIdempotencyKey();
    const { result, errors } = await submitWithRetries(() => client().createWorksite(worksite, { idempotencyKey: key }));
    expect(errors.map((e) => `${e.kind} ${e.status}`).join()).to.equal('server 504');
    expect((await sandboxRequests({ method: 'POST', path: WORKSITES })).map((r) => r.status).join()).to.equal('504,201');
    expect((await sandboxState()).worksites).to.equal(before.worksites + 1);
    expect(result.id).to.equal(before.worksites + 1);
  });

  it('worksite: without the same key (a new key per call), the same retry creates a second one', async () => {
    const before = await sandboxState();
    await failNext({ method: 'POST', path: WORKSITES, status: 504, after: true });
    await submitWithRetries(() => client().createWorksite(worksite));
    expect((await sandboxState()).worksites).to.equal(before.worksites + 2);
  });

  it('worksite: the same key with changed values is refused (422, the service sentence)', async () => {
    const key = newIdempotencyKey();
    await client().createWorksite(worksite, { idempotencyKey: key });
    const error = await rejectionOf(client().createWorksite({ ...worksite, city: 'Villeurbanne' }, { idempotencyKey: key }));
    expect(error.kind).to.equal('validation');
    expect(error.status).to.equal(422);
    expect(error.message).to.contain('clé d’idempotence');
  });

  it('document: a lost answer, then a retry with the same key, leaves exactly one document', async () => {
    const before = await sandboxState();
    await failNext({ method: 'POST', path: DOCUMENTS, status: 0, after: true });
    const key = newIdempotencyKey();
    const form = documentForm();
    const { result } = await submitWithRetries(() => client().uploadDocument(1, form, { idempotencyKey: key }));
    const logged = await sandboxRequests({ method: 'POST', path: DOCUMENTS });
    expect(logged.length).to.equal(2);
    expect(logged.every((r) => r.idempotencyKey === key)).to.equal(true);
    expect((await sandboxState()).documents).to.equal(before.documents + 1);
    expect(result.file_name).to.equal('devis.pdf');
  });

  it('document: a 504 after the upload, then a retry with the same key, leaves exactly one document', async () => {
    const before = await sandboxState();
    await failNext({ method: 'POST', path: DOCUMENTS, status: 504, after: true });
    const key = newIdempotencyKey();
    const form = documentForm();
    const { errors } = await submitWithRetries(() => client().uploadDocument(1, form, { idempotencyKey: key }));
    expect(errors.map((e) => `${e.kind} ${e.status}`).join()).to.equal('server 504');
    expect((await sandboxRequests({ method: 'POST', path: DOCUMENTS })).map((r) => r.status).join()).to.equal('504,201');
    expect((await sandboxState()).documents).to.equal(before.documents + 1);
  });
});
