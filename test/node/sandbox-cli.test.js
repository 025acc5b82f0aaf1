// @ts-check
/**
 * `npm run sandbox` on a developer's machine (demo/sandbox/README.md, issue #34): what it cannot do is said in one line a developer
 * can act on, never as a stack trace.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, it } from 'node:test';

const CLI = new URL('../../demo/sandbox/cli.js', import.meta.url).pathname;

/**
 * Runs the sandbox's command with `env` added and resolves when it exits by itself.
 * @param {Record<string, string>} env
 * @returns {Promise<{code: number | null, stdout: string, stderr: string}>}
 */
function run(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => { stdout += chunk; });
    child.stderr.on('data', (chunk) => { stderr += chunk; });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run sandbox', () => {
  it('refuses a PORT that is not a port number in one line, exit code 1', async () => {
    for (const port of ['abc', '70000', '-1', '80 80', '8080x']) {
      const { code, stdout, stderr } = await run({ PORT: port });
      assert.equal(code, 1, port);
      assert.equal(stdout, '', port);
      const lines = stderr.trim().split('\n');
      assert.equal(lines.length, 1, `${port}: ${stderr}`);
      assert.match(lines[0] ?? '', /^Sandbox: PORT must be a port number from 0 to 65535 \(got ".*"\)/);
      assert.doesNotMatch(stderr, /\n\s+at |RangeError|ERR_/, port);
    }
  });

  it('says in one line that a port is busy', async () => {
    const busy = createServer();
    await new Promise((resolve) => busy.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = busy.address();
    try {
      const { code, stderr } = await run({ PORT: String(typeof address === 'object' && address ? address.port : 0), HOST: '127.0.0.1' });
      assert.equal(code, 1);
      assert.equal(stderr.trim().split('\n').length, 1, stderr);
      assert.match(stderr, /is already in use; stop the other process or start with PORT=<another port>\./);
    } finally {
      busy.close();
    }
  });
});
