// @ts-check
/**
 * `npm run sandbox`: the sandbox alone on PORT (default 8787), listening on HOST (default 127.0.0.1: a process on a
 * developer's machine is not reachable from the network unless asked, docs/contract.md §4).
 */
import { createServer } from 'node:http';
import { createSandbox } from './server.js';

const given = process.env.PORT || '8787';
const port = Number(given);
// A port Node would refuse with a stack trace: one line a developer can act on instead.
if (!/^\d{1,5}$/.test(given.trim()) || port > 65535) {
  console.error(`Sandbox: PORT must be a port number from 0 to 65535 (got "${given.slice(0, 40)}"); start with PORT=8787 or another free port.`);
  process.exit(1);
}
const host = process.env.HOST || '127.0.0.1';
const sandbox = createSandbox();
const server = createServer((req, res) => sandbox.handle(req, res));

server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
  // One clear line, not a stack trace, for what a developer can fix at once.
  if (error.code === 'EADDRINUSE') console.error(`Sandbox: port ${port} on ${host} is already in use; stop the other process or start with PORT=<another port>.`);
  else if (error.code === 'EACCES') console.error(`Sandbox: port ${port} on ${host} is not allowed for this user; start with PORT=<a port above 1023>.`);
  else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') console.error(`Sandbox: cannot listen on HOST=${host}; use 127.0.0.1, 0.0.0.0 or an address of this machine.`);
  else console.error(`Sandbox: cannot listen on ${host}:${port} (${error.code ?? error.message}).`);
  process.exit(1);
});

server.listen(port, host, () => {
  const address = server.address();
  const shown = host === '127.0.0.1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const origin = `http://${shown}:${typeof address === 'object' && address ? address.port : port}`;
  console.log(`Sandbox listening on ${origin} (bound to ${host})`);
  console.log(`  api-base       ${origin}/partner`);
  console.log(`  calc-base      ${origin}/calc`);
  console.log(`  token-endpoint ${origin}/token`);
  console.log(`  CORS           this origin${sandbox.allowedOrigins.map((allowed) => `, ${allowed}`).join('')} (SANDBOX_ALLOWED_ORIGINS adds others)`);
  if (process.env.SANDBOX_CONTROL === 'off') console.log('  control API    off (SANDBOX_CONTROL=off)');
  else console.log(`  control API    ${origin}/__sandbox/... (same origin only)`);
});

// Ctrl-C closes the server cleanly, so the port is free again at once.
process.on('SIGINT', () => server.close(() => process.exit(0)));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
