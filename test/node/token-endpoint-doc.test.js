// docs/token-endpoint.md's endpoints, run as a partner would run them, against the sandbox as the service: the
// Node.js block with node, the PHP block with PHP's built-in server (when `php` is on the PATH: the test says it
// skipped otherwise). Each must answer the page what docs/contract.md §1 "Token endpoint" accepts, a token the calculation
// API takes, and a 502 with a message when the service gives none.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from './sandbox-client.js';

const root = new URL('../../', import.meta.url).pathname;
const doc = readFileSync(join(root, 'docs/token-endpoint.md'), 'utf8');
const block = (language) => {
  const found = [...doc.matchAll(/```(\w+)\n([\s\S]*?)\n```/g)].find(([, name]) => name === language);
  assert.ok(found, `no ${language} block in docs/token-endpoint.md`);
  return found[2];
};
/** The characters of an RFC 6750 token, as the widgets check them. */
const TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;
const hasPhp = spawnSync('php', ['--version'], { stdio: 'ignore' }).status === 0;

/** A port nobody listens on, for PHP's server (which needs one). */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts a process and resolves with it once `ready` finds its signal in stderr or stdout. */
function start(command, args, env, ready) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk) => {
      output += chunk;
      const found = ready(output);
      if (found !== undefined) resolve({ child, found });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`${command} stopped (${code}) before it listened:\n${output}`)));
  });
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await exited;
}

/** What a page's POST gets, as the widgets send it. */
async function ask(url, method = 'POST') {
  const response = await fetch(url, { method, headers: { Accept: 'application/json' } });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text };
}

/** The endpoint's answer to a page: the token and its lifetime, fresh, for the page's own origin only. */
async function assertHandsAToken(url, sandbox) {
  const answer = await ask(url);
  assert.equal(answer.status, 200, answer.text);
  assert.match(answer.headers.get('content-type') ?? '', /^application\/json/);
  assert.equal(answer.headers.get('cache-control'), 'no-store');
  assert.equal(answer.headers.get('access-control-allow-origin'), null);
  const body = JSON.parse(answer.text);
  assert.deepEqual(Object.keys(body).sort(), ['access_token', 'expires_in']);
  assert.match(body.access_token, TOKEN);
  assert.equal(body.expires_in, 300);
  const inputs = await sandbox.call('GET', '/calc/api/v2/simulation-inputs/BAR-TH-171/b2c', { token: body.access_token });
  assert.equal(inputs.status, 200);
}

async function assertSaysWhenTheServiceFails(url, sandbox) {
  await sandbox.failNext({ method: 'POST', path: '/token', status: 500 });
  const answer = await ask(url);
  assert.equal(answer.status, 502);
  assert.deepEqual(JSON.parse(answer.text), { message: 'Jeton indisponible.' });
}

describe('the token endpoints of docs/token-endpoint.md, against the sandbox', () => {
  let sandbox;
  let folder;
  before(async () => {
    sandbox = await startSandbox({ control: true });
    folder = mkdtempSync(join(tmpdir(), 'cee-token-doc-'));
  });
  after(async () => {
    await sandbox.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('the Node.js endpoint hands the page a token, and says when the service gives none', async () => {
    const file = join(folder, 'cee-token.mjs');
    writeFileSync(file, block('js'));
    // The example listens on PORT; 0 picks a free one, which a preload reports once the server listens.
    const report = join(folder, 'report-port.mjs');
    writeFileSync(
      report,
      `import { Server } from 'node:net';\nconst listen = Server.prototype.listen;\n` +
        `Server.prototype.listen = function (...args) { this.once('listening', () => console.log('listening on ' + this.address().port)); return listen.apply(this, args); };\n`,
    );
    const env = { CEE_TOKEN_URL: `${sandbox.origin}/token`, CEE_CLIENT_ID: 'partner', CEE_CLIENT_SECRET: 'secret', PORT: '0' };
    const { child, found: port } = await start(process.execPath, ['--import', report, file], env, (output) => /listening on (\d+)/.exec(output)?.[1]);
    try {
      const url = `http://127.0.0.1:${port}/mon-site/cee-token`;
      await assertHandsAToken(url, sandbox);
      assert.equal((await ask(url, 'GET')).status, 404);
      await assertSaysWhenTheServiceFails(url, sandbox);
      const received = (await sandbox.requests()).filter((request) => request.path === '/token');
      assert.equal(received.length, 2);
    } finally {
      await stop(child);
    }
  });

  it('the PHP endpoint hands the page a token, and says when the service gives none', async (t) => {
    if (!hasPhp) return t.skip('php is not on the PATH: the PHP example was not run');
    const file = join(folder, 'cee-token.php');
    writeFileSync(file, block('php'));
    const port = await freePort();
    const env = { CEE_TOKEN_URL: `${sandbox.origin}/token`, CEE_CLIENT_ID: 'partner', CEE_CLIENT_SECRET: 'secret' };
    const { child } = await start('php', ['-S', `127.0.0.1:${port}`, file], env, (output) => (/started/i.test(output) ? true : undefined));
    try {
      const url = `http://127.0.0.1:${port}/mon-site/cee-token`;
      await assertHandsAToken(url, sandbox);
      assert.equal((await ask(url, 'GET')).status, 405);
      await assertSaysWhenTheServiceFails(url, sandbox);
    } finally {
      await stop(child);
    }
  });
});
