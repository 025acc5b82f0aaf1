// @ts-check
/**
 * How long the API core takes to read what a hostile service floods it with (issue #38; docs/contract.md, "Holding
 * under bad input"), headless in Node from the npm build (`dist/npm/api/`): a 422 of 50 000 messages under one key,
 * a 422 of 50 000 keys (each read over HTTP from a local server, from the call to its ApiError), and simulation inputs
 * with one field of 10 000 options (read by their reader). Each `rounds` times after one unrecorded round; the
 * median, min and max are printed. What is kept is checked, so that a figure never times a reading that kept too much.
 *
 * Alone: `node scripts/bench-floods.js [rounds]` (default 5; run `npm run build:npm` first).
 * From another script:
 *   import { benchFloods } from './bench-floods.js';
 *   const { rows } = await benchFloods({ rounds: 5 });
 *   // rows: [{ label, ms: { median, min, max } }], ms rounded to 0.1
 */
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const API = fileURLToPath(new URL('../dist/npm/api/index.js', import.meta.url));
const WORKSITE = { convention_id: 3, beneficiary_id: 2, address: '8 rue Pasteur', city: 'Grenoble', zipcode: '38000' };

/** @param {number[]} values */
function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (/** @type {number} */ x) => Math.round(x * 10) / 10;
  return { median: round(sorted[Math.floor(sorted.length / 2)] ?? 0), min: round(sorted[0] ?? 0), max: round(sorted.at(-1) ?? 0) };
}

/** A local server answering every request with `body` and `status`, whichever it is now. */
async function answering() {
  const answer = { status: 422, body: '{}' };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { answer, origin: `http://127.0.0.1:${address.port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** @param {{rounds?: number}} [options] */
export async function benchFloods({ rounds = 5 } = {}) {
  if (!existsSync(API)) throw new Error('dist/npm/api/index.js is missing: run npm run build:npm first');
  const api = await import(pathToFileURL(API).href);
  const server = await answering();
  const client = api.createClient({ apiBase: `${server.origin}/partner` });
  /** Times `run` `rounds` times after one unrecorded round; `check` throws when what was kept is wrong. */
  const time = async (/** @type {() => Promise<unknown>} */ run, /** @type {(value: any) => void} */ check) => {
    const ms = [];
    for (let round = 0; round <= rounds; round++) {
      const start = performance.now();
      const value = await run();
      const took = performance.now() - start;
      check(value);
      if (round > 0) ms.push(took);
    }
    return spread(ms);
  };
  const refused = () => client.createWorksite(WORKSITE).then(
    () => {
      throw new Error('the 422 was not refused');
    },
    (/** @type {any} */ error) => error,
  );
  const rows = [];
  try {
    server.answer.body = JSON.stringify({ message: 'Invalide', errors: { city: Array.from({ length: 50_000 }, (_, i) => `Ville refusée (${i}).`) } });
    rows.push({
      label: '422 of 50 000 messages under one key, to its ApiError (20 kept)',
      ms: await time(refused, (error) => {
        if (error.fieldErrors?.city?.length !== 20 || error.omittedMessages !== 49_980) throw new Error('not 20 kept and 49 980 counted');
      }),
    });
    const keys = {};
    for (let i = 0; i < 50_000; i++) keys[`operation.key${i}`] = [`Valeur refusée (${i}).`];
    server.answer.body = JSON.stringify({ message: 'Invalide', errors: keys });
    rows.push({
      label: '422 of 50 000 keys, to its ApiError (200 kept)',
      ms: await time(refused, (error) => {
        if (Object.keys(error.fieldErrors ?? {}).length !== 200 || error.omittedMessages !== 49_800) throw new Error('not 200 kept and 49 800 counted');
      }),
    });
  } finally {
    await server.close();
  }
  const options = Array.from({ length: 10_000 }, (_, i) => ({ value: `v${i}`, label: `Choix ${i}` }));
  const inputs = { data: [{ key: 'operation.usage', type: 'select', label: 'Usage', options }] };
  const warn = console.warn;
  console.warn = () => undefined;
  try {
    rows.push({
      label: 'simulation inputs, one field of 10 000 options, read (500 kept)',
      ms: await time(
        async () => api.readWith(api.SimulationInputsSchema, inputs),
        (read) => {
          if (!read.ok || read.value[0].options.length !== 500) throw new Error('not 500 options kept');
        },
      ),
    });
  } finally {
    console.warn = warn;
  }
  return { rows };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rounds = Number(process.argv[2]) || 5;
  const { rows } = await benchFloods({ rounds });
  console.log(`The API core reading floods (Node, median of ${rounds}, min–max):`);
  for (const { label, ms } of rows) console.log(`  ${label.padEnd(66)} ${ms.median.toFixed(1)} ms (${ms.min.toFixed(1)}–${ms.max.toFixed(1)})`);
}
