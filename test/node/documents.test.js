// @ts-check
/**
 * Document upload over HTTP (multipart/form-data).
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { announceHugeUpload, form, sendEndlessUpload, sendStalledUpload } from './multipart-client.js';
import { sleep, startSandbox } from './sandbox-client.js';

/** @type {Awaited<ReturnType<typeof startSandbox>>} */
let sandbox;
before(async () => { sandbox = await startSandbox(); });
after(() => sandbox.close());
beforeEach(() => sandbox.reset());

const documents = '/partner/v1/worksites/1/documents';

const pdf = () => new Blob(['%PDF-1.4 sandbox test'], { type: 'application/pdf' });

describe('document upload', () => {
  it('stores the metadata of an uploaded file and answers 201 with the document', async () => {
    const { status, body } = await sandbox.call('POST', documents, {
      body: form({ type_id: '12', worksite_operation_id: '11', notes: 'Devis signé', file: [pdf(), 'devis.pdf'] }),
    });
    assert.equal(status, 201);
    const doc = body.data;
    assert.equal(doc.id, 1);
    assert.equal(doc.worksite_operation_id, 11);
    assert.deepEqual([doc.type_id, doc.type], ['12', 'Type de document 12']);
    assert.equal(doc.file_name, 'devis.pdf');
    assert.equal(doc.name, 'devis.pdf');
    assert.equal(doc.url, '/partner/files/1');
    assert.deepEqual([doc.status_id, doc.status, doc.required], ['1', 'En attente de validation', '0']);
    assert.equal(doc.notes, 'Devis signé');
    assert.deepEqual(doc.non_compliance, []);
    assert.equal(doc.size, 21);
    assert.ok(!Number.isNaN(Date.parse(doc.created_at)));
    assert.equal((await sandbox.state()).documents, 1);
  });

  it('accepts a URL instead of a file, and a name', async () => {
    const { status, body } = await sandbox.call('POST', documents, {
      body: form({ type_id: '1701', worksite_operation_id: '11', url: 'https://example.com/docs/attestation.pdf', name: 'Attestation' }),
    });
    assert.equal(status, 201);
    assert.equal(body.data.url, 'https://example.com/docs/attestation.pdf');
    assert.equal(body.data.file_name, 'attestation.pdf');
    assert.equal(body.data.name, 'Attestation');
    assert.equal(body.data.size, null);
  });

  it('requires a file or a URL, on both keys', async () => {
    const { status, body } = await sandbox.call('POST', documents, { body: form({ type_id: '12', worksite_operation_id: '11' }) });
    assert.equal(status, 422);
    assert.deepEqual(body.errors, { file: ['Un fichier ou une URL est requis.'], url: ['Un fichier ou une URL est requis.'] });
  });

  it('answers 422 on a type_id outside the spec set, a foreign operation, a bad URL, and an empty file', async () => {
    for (const typeId of ['0', '36', '99', '193', '1700', '9997', 'AH']) {
      const { status, body } = await sandbox.call('POST', documents, { body: form({ type_id: typeId, worksite_operation_id: '11', file: [pdf(), 'a.pdf'] }) });
      assert.equal(status, 422, typeId);
      assert.deepEqual(Object.keys(body.errors), ['type_id'], typeId);
    }
    for (const typeId of ['1', '35', '100', '192', '9998', '9999']) {
      const { status } = await sandbox.call('POST', documents, { body: form({ type_id: typeId, worksite_operation_id: '11', file: [pdf(), 'a.pdf'] }) });
      assert.equal(status, 201, typeId);
    }
    const foreign = await sandbox.call('POST', documents, { body: form({ type_id: '12', worksite_operation_id: '12', url: 'ftp://example.com/a', file: [new Blob([]), 'vide.pdf'] }) });
    assert.deepEqual(foreign.body.errors, {
      worksite_operation_id: ['L’opération 12 n’appartient pas à ce chantier.'],
      url: ['Le champ URL doit être une adresse http(s) valide.'],
      file: ['Le fichier est vide.'],
    });
    // A host with a space is no address (Chromium's parser would write it %20); a space in the path is the file's name.
    for (const [url, status] of [['https://exa mple.com/a.pdf', 422], ['https://example.com', 201], ['https://example.com/devis signé.pdf', 201]]) {
      const answer = await sandbox.call('POST', documents, { body: form({ type_id: '12', worksite_operation_id: '11', url }) });
      assert.equal(answer.status, status, url);
    }
    // In English the service says the same: an address that is not valid, not one that lacks its scheme.
    const english = await sandbox.call('POST', documents, { headers: { 'Accept-Language': 'en' }, body: form({ type_id: '12', worksite_operation_id: '11', url: 'https://exa mple.com/a.pdf' }) });
    assert.deepEqual(english.body.errors, { url: ['The URL must be a valid http(s) address.'] });
    const long = await sandbox.call('POST', documents, { body: form({ type_id: '12', worksite_operation_id: '11', url: `https://example.com/${'a'.repeat(250)}`, notes: 'n'.repeat(10241) }) });
    assert.deepEqual(Object.keys(long.body.errors), ['url', 'notes']);
  });

  it('answers 404 for an unknown worksite', async () => {
    const { status, body } = await sandbox.call('POST', '/partner/v1/worksites/42/documents', { body: form({ type_id: '12', worksite_operation_id: '11', url: 'https://example.com/a.pdf' }) });
    assert.deepEqual([status, body], [404, { message: 'Chantier introuvable.' }]);
  });

  it('refuses a body announced over 20 MiB + 64 KiB before it is sent, and keeps serving', async () => {
    const answer = await announceHugeUpload(`${sandbox.origin}${documents}`, 30 * 1024 * 1024);
    assert.equal(answer.status, 422);
    assert.deepEqual(answer.body.errors, { file: ['Le fichier ne doit pas dépasser 20 Mio (20 971 520 octets).'] });
    assert.equal((await sandbox.state()).documents, 0);
    assert.equal((await sandbox.call('GET', '/partner/v1/operations/1')).status, 200);
  });

  it('refuses a file one byte over 20 MiB and accepts one of exactly 20 MiB', async () => {
    const over = await sandbox.call('POST', documents, { body: form({ type_id: '12', worksite_operation_id: '11', file: [new Blob([new Uint8Array(20 * 1024 * 1024 + 1)]), 'big.bin'] }) });
    assert.equal(over.status, 422);
    assert.deepEqual(Object.keys(over.body.errors), ['file']);
    const exact = await sandbox.call('POST', documents, { body: form({ type_id: '12', worksite_operation_id: '11', file: [new Blob([new Uint8Array(20 * 1024 * 1024)]), 'max.bin'] }) });
    assert.equal(exact.status, 201);
    assert.equal(exact.body.data.size, 20 * 1024 * 1024);
  });

  it('creates nothing when the client leaves during a delay', async () => {
    await sandbox.failNext({ method: 'POST', path: documents, delayMs: 300 });
    const controller = new AbortController();
    const upload = sandbox.call('POST', documents, { body: form({ type_id: '12', worksite_operation_id: '11', file: [pdf(), 'a.pdf'] }), signal: controller.signal });
    await sleep(80);
    controller.abort();
    await assert.rejects(upload);
    await sleep(400);
    assert.equal((await sandbox.state()).documents, 0);
    const [logged] = (await sandbox.requests()).filter((r) => r.path === documents);
    assert.equal(logged?.status, 0);
  });

  it('logs the part names and the file’s size, its name masked (initial and extension), never the content', async () => {
    await sandbox.call('POST', documents, { body: form({ type_id: '12', worksite_operation_id: '11', file: [pdf(), 'devis Jeanne Martin.pdf'] }) });
    const [logged] = await sandbox.requests();
    assert.deepEqual(logged?.body, { parts: ['type_id', 'worksite_operation_id', 'file'], file: { name: 'd••••••••••••.pdf', size: 21 } });
    assert.equal(JSON.stringify(await sandbox.requests()).includes('Martin'), false);
  });
});

describe('uploads on a developer’s machine (demo/sandbox/README.md, issue #34)', () => {
  it('stops reading an upload that declares no size once it passes the limit, answers 422, and keeps serving', async () => {
    // A body that never ends: before, it was read to its end before any answer, so this test could not finish.
    const answer = await sendEndlessUpload(`${sandbox.origin}${documents}`);
    assert.equal(answer.status, 422);
    assert.deepEqual(answer.body.errors, { file: ['Le fichier ne doit pas dépasser 20 Mio (20 971 520 octets).'] });
    assert.ok(answer.sent > 20 * 1024 * 1024, `the client sent ${answer.sent} bytes`);
    assert.equal((await sandbox.state()).documents, 0);
    const [logged] = (await sandbox.requests()).filter((r) => r.path === documents);
    assert.equal(logged?.status, 422);
    assert.equal((await sandbox.call('GET', '/partner/v1/operations/1')).status, 200);
  });
});

describe('a stalled upload (demo/sandbox/README.md, issue #34)', () => {
  /** A sandbox whose uploads may stall 150 ms (30 s by default): the tests wait for the answers, never for a clock. */
  /** @type {Awaited<ReturnType<typeof startSandbox>>} */
  let quick;
  before(async () => { quick = await startSandbox({ uploadIdleTimeoutMs: 150 }); });
  after(() => quick.close());

  it('is given up with a 408 that says so, and creates nothing', async () => {
    const answer = await sendStalledUpload(`${quick.origin}${documents}`);
    assert.equal(answer.status, 408);
    assert.equal(answer.body.message, 'Le fichier n’est pas arrivé : l’envoi s’est interrompu pendant 1 s. Renvoyez-le.');
    assert.equal((await quick.state()).documents, 0);
  });

  it('does not hold the others: with every reading place taken by a stalled upload, the next upload is still stored', async () => {
    await quick.reset();
    const stalled = Array.from({ length: 4 }, () => sendStalledUpload(`${quick.origin}${documents}`));
    // Once the four are logged, each holds a reading place (taken at once while places are free).
    while ((await quick.requests()).filter((r) => r.path === documents).length < 4) await new Promise((resolve) => setImmediate(resolve));
    const stored = await quick.call('POST', documents, { body: form({ type_id: '12', worksite_operation_id: '11', file: [pdf(), 'a.pdf'] }) });
    assert.equal(stored.status, 201);
    assert.deepEqual((await Promise.all(stalled)).map((answer) => answer.status), [408, 408, 408, 408]);
    assert.equal((await quick.state()).documents, 1);
  });
});
