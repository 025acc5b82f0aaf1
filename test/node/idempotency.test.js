// @ts-check
/**
 * Idempotent creation in the sandbox (docs/contract.md §1): `Idempotency-Key` on `POST /worksites` and on document
 * uploads. Same key + same body: the first answer again, nothing created; same key + another body: 422.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { VALID_WORKSITE, startSandbox } from './sandbox-client.js';

/** @type {Awaited<ReturnType<typeof startSandbox>>} */
let sandbox;
before(async () => { sandbox = await startSandbox(); });
after(() => sandbox.close());
beforeEach(() => sandbox.reset());

const WORKSITES = '/partner/v1/worksites';
const DOCUMENTS = '/partner/v1/worksites/1/documents';
const worksite = VALID_WORKSITE;

/** @param {unknown} body @param {string} [key] */
const createWorksite = (body, key) => sandbox.call('POST', WORKSITES, { body, headers: key ? { 'Idempotency-Key': key } : {} });

/** @param {string} text @param {string} [key] @param {string} [typeId] */
function upload(text, key, typeId = '5') {
  const form = new FormData();
  form.append('type_id', typeId);
  form.append('worksite_operation_id', '11');
  form.append('file', new Blob([text], { type: 'application/pdf' }), 'devis.pdf');
  return sandbox.call('POST', DOCUMENTS, { body: form, headers: key ? { 'Idempotency-Key': key } : {} });
}

describe('idempotent worksite creation', () => {
  it('replays the first answer, status included, for the same key and body, and creates once', async () => {
    const before = (await sandbox.state()).worksites;
    const first = await createWorksite({ ...worksite, external_reference: 'IDEM-1' }, 'key-1');
    assert.equal(first.status, 201);
    assert.equal(first.headers.get('idempotent-replayed'), null);
    // The same body with its keys in another order is the same body.
    const { external_reference, ...rest } = { ...worksite, external_reference: 'IDEM-1' };
    const again = await createWorksite({ external_reference, ...rest }, 'key-1');
    assert.equal(again.status, 201);
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(again.body, first.body);
    assert.equal((await sandbox.state()).worksites, before + 1);
  });

  it('answers 422 with a sentence for the same key with another body, creating nothing', async () => {
    const before = (await sandbox.state()).worksites;
    assert.equal((await createWorksite(worksite, 'key-2')).status, 201);
    const other = await createWorksite({ ...worksite, city: 'Lyon' }, 'key-2');
    assert.equal(other.status, 422);
    assert.match(other.body.message, /clé d’idempotence/);
    assert.equal((await sandbox.state()).worksites, before + 1);
  });

  it('creates one worksite per key, and one per request without a key', async () => {
    const before = (await sandbox.state()).worksites;
    assert.equal((await createWorksite(worksite, 'key-a')).status, 201);
    assert.equal((await createWorksite(worksite, 'key-b')).status, 201);
    assert.equal((await createWorksite(worksite)).status, 201);
    assert.equal((await createWorksite(worksite)).status, 201);
    assert.equal((await sandbox.state()).worksites, before + 4);
  });

  it('keeps no refused answer: with the same key, a corrected body is created', async () => {
    const refused = await createWorksite({ ...worksite, zipcode: '3800' }, 'key-3');
    assert.equal(refused.status, 422);
    assert.ok(refused.body.errors.zipcode);
    // A refusal is not kept, so the key is free again (a client renews it on a change anyway).
    const accepted = await createWorksite(worksite, 'key-3');
    assert.equal(accepted.status, 201);
  });

  it('waits for the first request with the key when a second one arrives meanwhile', async () => {
    const before = (await sandbox.state()).worksites;
    await sandbox.failNext({ method: 'POST', path: WORKSITES, delayMs: 200 });
    const [a, b] = await Promise.all([createWorksite(worksite, 'key-4'), createWorksite(worksite, 'key-4')]);
    assert.deepEqual([a.status, b.status], [201, 201]);
    assert.equal(a.body.data.id, b.body.data.id);
    assert.equal((await sandbox.state()).worksites, before + 1);
  });

  it('replays after a 504 that followed the creation (fail-next after)', async () => {
    const before = (await sandbox.state()).worksites;
    await sandbox.failNext({ method: 'POST', path: WORKSITES, status: 504, after: true });
    const lost = await createWorksite(worksite, 'key-5');
    assert.equal(lost.status, 504);
    assert.equal((await sandbox.state()).worksites, before + 1);
    const retry = await createWorksite(worksite, 'key-5');
    assert.equal(retry.status, 201);
    assert.equal(retry.headers.get('idempotent-replayed'), 'true');
    assert.equal((await sandbox.state()).worksites, before + 1);
  });

  it('replays after an answer lost on a closed socket (fail-next after, status 0)', async () => {
    const before = (await sandbox.state()).worksites;
    await sandbox.failNext({ method: 'POST', path: WORKSITES, status: 0, after: true });
    await assert.rejects(createWorksite(worksite, 'key-6'));
    assert.equal((await sandbox.state()).worksites, before + 1);
    const retry = await createWorksite(worksite, 'key-6');
    assert.equal(retry.status, 201);
    assert.equal((await sandbox.state()).worksites, before + 1);
  });

  it('refuses an unusable key with a 400', async () => {
    const answer = await createWorksite(worksite, 'x'.repeat(256));
    assert.equal(answer.status, 400);
  });

  it('forgets its keys on reset', async () => {
    assert.equal((await createWorksite(worksite, 'key-7')).status, 201);
    await sandbox.reset();
    const again = await createWorksite({ ...worksite, city: 'Lyon' }, 'key-7');
    assert.equal(again.status, 201);
  });
});

describe('idempotent document upload', () => {
  it('replays the first answer for the same key and the same parts, and stores one document', async () => {
    const before = (await sandbox.state()).documents;
    const first = await upload('%PDF-1.4 one', 'doc-1');
    assert.equal(first.status, 201);
    const again = await upload('%PDF-1.4 one', 'doc-1');
    assert.equal(again.status, 201);
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(again.body, first.body);
    assert.equal((await sandbox.state()).documents, before + 1);
  });

  it('answers 422 for the same key with other file bytes, or another field', async () => {
    const before = (await sandbox.state()).documents;
    assert.equal((await upload('%PDF-1.4 one', 'doc-2')).status, 201);
    const otherBytes = await upload('%PDF-1.4 two', 'doc-2');
    assert.equal(otherBytes.status, 422);
    assert.match(otherBytes.body.message, /clé d’idempotence/);
    const otherType = await upload('%PDF-1.4 one', 'doc-2', '6');
    assert.equal(otherType.status, 422);
    assert.equal((await sandbox.state()).documents, before + 1);
  });

  it('replays after a 504 that followed the upload', async () => {
    const before = (await sandbox.state()).documents;
    await sandbox.failNext({ method: 'POST', path: DOCUMENTS, status: 504, after: true });
    assert.equal((await upload('%PDF-1.4 one', 'doc-3')).status, 504);
    const retry = await upload('%PDF-1.4 one', 'doc-3');
    assert.equal(retry.status, 201);
    assert.equal((await sandbox.state()).documents, before + 1);
  });
});
