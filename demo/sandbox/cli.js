// @ts-check
/**
 * `npm run sandbox`: the sandbox alone on PORT (default 8787).
 */
import { createServer } from 'node:http';
import { createSandbox } from './server.js';

const port = Number(process.env.PORT ?? 8787);
const sandbox = createSandbox();
const server = createServer((req, res) => sandbox.handle(req, res));

server.listen(port, () => {
  const address = server.address();
  const origin = `http://localhost:${typeof address === 'object' && address ? address.port : port}`;
  console.log(`Sandbox listening on ${origin}`);
  console.log(`  api-base       ${origin}/partner`);
  console.log(`  calc-base      ${origin}/calc`);
  console.log(`  token-endpoint ${origin}/token`);
  if (process.env.SANDBOX_CONTROL === 'off') console.log('  control API    off (SANDBOX_CONTROL=off)');
  else console.log(`  control API    ${origin}/__sandbox/...`);
});

// Ctrl-C closes the server cleanly, so the port is free again at once.
process.on('SIGINT', () => server.close(() => process.exit(0)));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
