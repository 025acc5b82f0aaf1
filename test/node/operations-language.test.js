// @ts-check
/**
 * The catalogue speaks the request's language (docs/contract.md §1, Accept-Language): an English page's operation picker
 * lists English names for the operations it offers (the simulated ones), French by default.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { startSandbox } from './sandbox-client.js';

/** @type {Awaited<ReturnType<typeof startSandbox>>} */
let sandbox;
before(async () => { sandbox = await startSandbox(); });
after(() => sandbox.close());

/** @param {string} lang */
async function offered(lang) {
  const answer = await sandbox.call('GET', '/partner/v1/operations', { headers: { 'Accept-Language': lang } });
  assert.equal(answer.status, 200);
  return /** @type {Array<{code: string, operation_name: string, has_simulation: boolean}>} */ (answer.body.data).filter((o) => o.has_simulation);
}

it('names the simulated operations in English to Accept-Language: en, in French by default', async () => {
  const [fr, en] = [await offered('fr-FR,fr;q=0.9'), await offered('en-GB,en;q=0.8')];
  assert.equal(fr.find((o) => o.code === 'BAR-EN-101')?.operation_name, 'Isolation de combles ou de toitures');
  assert.equal(en.find((o) => o.code === 'BAR-EN-101')?.operation_name, 'Loft or roof insulation');
  assert.equal(en.length, fr.length);
  // Every offered operation has English words of its own.
  for (const [i, operation] of en.entries()) assert.notEqual(operation.operation_name, fr[i]?.operation_name, operation.code);
});

it('says "Operation not found." in English for an unknown operation', async () => {
  const answer = await sandbox.call('GET', '/partner/v1/operations/9999', { headers: { 'Accept-Language': 'en' } });
  assert.equal(answer.status, 404);
  assert.equal(answer.body.message, 'Operation not found.');
});
