// @ts-check
/**
 * The sandbox under requests nobody should send: malformed encodings, keys named like object members.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startSandbox } from './sandbox-client.js';

/** @type {Awaited<ReturnType<typeof startSandbox>>} */
let sandbox;
before(async () => { sandbox = await startSandbox(); });
after(() => sandbox.close());
beforeEach(() => sandbox.reset());

describe('hostile requests', () => {
  it('answers 404, not 500, to a malformed percent-encoding in a FOST code', async () => {
    const token = await sandbox.token();
    const { status, body } = await sandbox.call('GET', '/calc/api/v2/simulation-inputs/%E0%A4%A/b2c', { token });
    assert.equal(status, 404);
    assert.equal(typeof body.message, 'string');
  });

  it('logs query keys named like object members as plain entries', async () => {
    await sandbox.call('GET', '/partner/v1/operations?constructor=a&__proto__=b&toString=c');
    const [logged] = (await sandbox.requests()).filter((r) => r.path === '/partner/v1/operations');
    assert.equal(logged?.query.constructor, 'a');
    assert.equal(logged?.query.__proto__, 'b');
    assert.equal(logged?.query.toString, 'c');
  });
});

describe('a process that behaves on a developer’s machine (docs/contract.md §4)', () => {
  it('answers 415 to a body that is not JSON, and 400 (not 500) to JSON nested past 32 levels', async () => {
    const token = await sandbox.token();
    const text = await sandbox.call('POST', '/calc/api/v2/cee', { token, body: 'fost_code=BAR-EN-101', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    assert.equal(text.status, 415);
    const worksite = await sandbox.call('POST', '/partner/v1/worksites', { body: '{"convention_id":1}', headers: { 'Content-Type': 'text/plain' } });
    assert.equal(worksite.status, 415);
    const deep = `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`;
    const nested = await sandbox.call('POST', '/partner/v1/worksites', { body: deep, headers: { 'Content-Type': 'application/json' } });
    assert.deepEqual([nested.status, typeof nested.body.message], [400, 'string']);
    const deeper = await sandbox.call('POST', '/partner/v1/worksites', { body: '['.repeat(200000) + ']'.repeat(200000), headers: { 'Content-Type': 'application/json' } });
    assert.equal(deeper.status, 400);
  });

  it('masks personal data in the request log: names keep their initial, fiscal numbers and phones their last 3 characters', async () => {
    await sandbox.call('POST', '/partner/v1/worksites', {
      body: {
        convention_id: 1, beneficiary_id: 3, address: '3 avenue Jean Jaurès', city: 'Nantes', zipcode: '44000',
        fiscal_informations: [{ firstname: 'Jeanne', lastname: 'Martin', fiscal_number: '0123456789012', fiscal_reference: 'ABCDEF1234567' }],
        email: 'jeanne.martin@example.fr', phone: '0601020304',
      },
    });
    const [logged] = (await sandbox.requests()).filter((r) => r.path === '/partner/v1/worksites');
    assert.deepEqual(logged?.body.fiscal_informations, [{ firstname: 'J•••••', lastname: 'M•••••', fiscal_number: '••••••••••012', fiscal_reference: '••••••••••567' }]);
    assert.deepEqual([logged?.body.email, logged?.body.phone, logged?.body.city], ['j•••@example.fr', '•••••••304', 'Nantes']);
    assert.equal(JSON.stringify(await sandbox.requests()).includes('0123456789012'), false);
  });

  it('masks them wherever they are: query strings, any spelling of the key, telephone, name, notes and free text (issue #34)', async () => {
    await sandbox.call('GET', '/partner/v1/beneficiaries?email=jeanne.martin@example.fr&phone=0601020304&Name=Jeanne%20Martin&page=1');
    await sandbox.call('POST', '/partner/v1/worksites', {
      body: {
        convention_id: 1, beneficiary_id: 3, address: '3 avenue Jean Jaurès', city: 'Nantes', zipcode: '44000',
        Email: 'jeanne.martin@example.fr', Phone: '06 01 02 03 04', telephone: '+33 6 01 02 03 04', 'E-mail': 'j.m@example.fr',
        contact: { name: 'Jeanne Martin', FirstName: 'Jeanne', Mobile_Phone: '0701020304' },
        notes: 'Rappeler Jeanne au 06 01 02 03 04',
        external_reference: 'Dossier de jeanne.martin@example.fr, tél. 0601020304, n° fiscal 0123456789012',
      },
    });
    const log = await sandbox.requests();
    const listed = log.find((r) => r.path === '/partner/v1/beneficiaries');
    assert.deepEqual([listed?.query.email, listed?.query.phone, listed?.query.Name, listed?.query.page], ['j•••@example.fr', '•••••••304', 'J••••••••••••', '1']);
    const body = log.find((r) => r.path === '/partner/v1/worksites')?.body;
    assert.deepEqual([body.Email, body.Phone, body.telephone, body['E-mail']], ['j•••@example.fr', '•••••••304', '•••••••••304', 'j•••@example.fr']);
    assert.deepEqual(body.contact, { name: 'J••••••••••••', FirstName: 'J•••••', Mobile_Phone: '•••••••304' });
    assert.equal(body.notes, '•••• (33)');
    assert.equal(body.external_reference, 'Dossier de j•••@example.fr, tél. •••••••304, n° fiscal ••••••••••012');
    // What is not personal stays readable.
    assert.deepEqual([body.city, body.zipcode, body.convention_id], ['Nantes', '44000', 1]);
    const text = JSON.stringify(log);
    for (const personal of ['jeanne.martin', 'Martin', '0601020304', '06 01 02 03 04', '0701020304', '0123456789012', 'Rappeler']) {
      assert.equal(text.includes(personal), false, personal);
    }
  });
});
