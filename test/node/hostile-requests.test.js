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
