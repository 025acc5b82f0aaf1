// @ts-check
/**
 * The sandbox's memory under concurrent uploads (docs/contract.md §4: uploads are streamed against the 20 MiB limit, a bounded
 * number at once). For each level of 10, 40 and 120 concurrent uploads of a 20 MiB file, a fresh sandbox is started in
 * a child process (`node demo/sandbox/cli.js` on a free port), the uploads are sent at once, and the child's peak
 * resident memory (VmHWM, Linux; sampled with `ps` elsewhere) is read when they are all answered. Each level runs
 * `rounds` times; the median, min and max are printed. Target: at most 150 MiB at 120.
 *
 * Alone: `node scripts/bench-uploads.js [rounds]` (default 3).
 * From another script:
 *   import { benchUploads } from './bench-uploads.js';
 *   const { rows } = await benchUploads({ rounds: 3 });
 *   // rows: [{ concurrent: 10 | 40 | 120, peakMiB: { median, min, max } }], MiB rounded to 0.1
 */
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../demo/sandbox/cli.js', import.meta.url));
const FILE_BYTES = 20 * 1024 * 1024;
export const LEVELS = [10, 40, 120];

/** Starts the sandbox alone on a free port; resolves with its pid and origin once it listens. */
function startSandbox() {
  const child = spawn(process.execPath, [CLI], { env: { ...process.env, PORT: '0', HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`sandbox exited (${code}) before listening`)));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = /listening on (http:\/\/\S+)/.exec(out);
      if (found) {
        child.stdout.removeAllListeners('data');
        child.stdout.resume();
        resolve({ child, origin: found[1].replace('localhost', '127.0.0.1') });
      }
    });
  });
}

/** Peak resident memory of a process so far, in KiB: VmHWM on Linux, undefined elsewhere. */
function peakKiB(pid) {
  try {
    const found = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return found ? Number(found[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Current resident memory in KiB through `ps`, for systems without /proc. */
function rssKiB(pid) {
  try {
    return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) || 0;
  } catch {
    return 0;
  }
}

/**
 * One round: a fresh sandbox, `concurrent` uploads of 20 MiB at once, its peak RSS in MiB.
 * @param {number} concurrent
 */
async function round(concurrent) {
  const { child, origin } = /** @type {{child: import('node:child_process').ChildProcess, origin: string}} */ (await startSandbox());
  const pid = /** @type {number} */ (child.pid);
  let sampled = 0;
  const sampler = peakKiB(pid) === undefined ? setInterval(() => { sampled = Math.max(sampled, rssKiB(pid)); }, 50) : undefined;
  try {
    const file = new Blob([new Uint8Array(FILE_BYTES)], { type: 'application/pdf' });
    const statuses = await Promise.all(Array.from({ length: concurrent }, async (_, i) => {
      const form = new FormData();
      form.set('type_id', '12');
      form.set('worksite_operation_id', '11');
      form.set('file', file, `devis-${i}.pdf`);
      const response = await fetch(`${origin}/partner/v1/worksites/1/documents`, { method: 'POST', body: form });
      await response.arrayBuffer();
      return response.status;
    }));
    const failed = statuses.filter((status) => status !== 201);
    if (failed.length > 0) throw new Error(`${failed.length} of ${concurrent} uploads answered ${failed[0]}`);
    const kib = peakKiB(pid) ?? Math.max(sampled, rssKiB(pid));
    return Math.round((kib / 1024) * 10) / 10;
  } finally {
    if (sampler) clearInterval(sampler);
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)));
  }
}

/**
 * @param {{rounds?: number, levels?: number[]}} [options]
 * @returns {Promise<{rows: Array<{concurrent: number, peakMiB: {median: number, min: number, max: number}}>}>}
 */
export async function benchUploads({ rounds = 3, levels = LEVELS } = {}) {
  const rows = [];
  for (const concurrent of levels) {
    /** @type {number[]} */
    const peaks = [];
    for (let i = 0; i < rounds; i += 1) peaks.push(await round(concurrent));
    peaks.sort((a, b) => a - b);
    const middle = Math.floor(peaks.length / 2);
    const median = peaks.length % 2 ? peaks[middle] : Math.round(((peaks[middle - 1] + peaks[middle]) / 2) * 10) / 10;
    rows.push({ concurrent, peakMiB: { median, min: peaks[0], max: peaks.at(-1) } });
  }
  return { rows };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const rounds = Number(process.argv[2] ?? 3);
  const { rows } = await benchUploads({ rounds });
  console.log(`Sandbox peak RSS, concurrent uploads of 20 MiB (${rounds} rounds each, a fresh sandbox per round):`);
  for (const { concurrent, peakMiB } of rows) {
    console.log(`  ${String(concurrent).padStart(3)} at once: median ${peakMiB.median} MiB (min ${peakMiB.min}, max ${peakMiB.max})`);
  }
}
