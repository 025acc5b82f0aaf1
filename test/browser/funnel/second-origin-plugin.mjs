// A web-test-runner plugin (registered in web-test-runner.config.mjs): two more HTTP origins on this machine, for
// the iframe embed's tests. Each is a server on 127.0.0.1 (its own port, so its own origin) serving the embed as
// `npm run build:lib` writes it (dist/embed.html, embed.js, iframe-host.js and the lazy build beside them, built once
// for the run into a temporary folder, when a test first asks), the test server's sandbox (the same instance: the
// same log and state), and two small pages a hostile frame would be:
//   /__funnel/poster.html: posts a height and a `cee-lead` to its parent, with '*', then tells the parent it did;
//   /__funnel/caller.html: posts `cee-widgets:call` to the parent's first frame, with '*', then tells;
//   /__funnel/funnel.html?parent=<origin>: an embed as the host script hears it (a hello, a funnel event, a lead, an
//   event we do not forward), to `parent` only, then tells; it passes on the campaign the host answers;
//   /__funnel/token: a token endpoint as it should be, without CORS (the configurator's check of another origin);
//   /__funnel/redirect?to=<url>: a 302 to one of the test origins (a frame whose `src` is on one origin and whose
//   page is on another).
//
// From a test:
//   executeServerCommand('second-origin') answers {embed, other}: the embed's origin and a third one;
//   executeServerCommand('in-frame', {url, fn, arg}) runs `fn` (a function's source, self-contained) with `arg` in the
//   first frame whose URL starts with `url` (a frame of the test page, or a page it opened), through Playwright, and
//   answers what it returns (with `optional: true`, `{missing: true}` while there is no such frame).
import { createServer } from 'node:http';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { build } from 'vite';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.json': 'application/json', '.map': 'application/json' };
const SANDBOX_PATHS = /^\/(partner|calc|token|__sandbox)(\/|\?|$)/;

/** What a page of another origin does in a frame: post to its parent with '*', then say it did. */
const POSTER = `<!doctype html><html lang="fr"><meta charset="utf-8"><title>poster</title><body><script type="module">
parent.postMessage({ type: 'cee-widgets:height', height: 777 }, '*');
parent.postMessage({ type: 'cee-widgets:event', name: 'cee-lead', detail: { contact: { name: 'Piège' } } }, '*');
parent.postMessage({ type: 'test:posted' }, '*');
</script></body></html>`;
/** An embed as the host script hears it: a hello, a funnel event with a key too many, a lead, an unknown event. */
const FUNNEL = `<!doctype html><html lang="fr"><meta charset="utf-8"><title>funnel</title><body><script type="module">
const parentOrigin = new URL(location.href).searchParams.get('parent');
addEventListener('message', (event) => {
  if (event.origin === parentOrigin && event.data?.type === 'cee-widgets:landing') parent.postMessage({ type: 'test:landing', attribution: event.data.attribution }, parentOrigin);
});
parent.postMessage({ type: 'cee-widgets:hello' }, parentOrigin);
const detail = { element: 'cee-project', version: '0.1.0', step: 'calculated', works: ['BAR-TH-171'], totals: { aids: 4000 }, contact: { name: 'Jeanne' } };
parent.postMessage({ type: 'cee-widgets:event', name: 'cee-step', detail }, parentOrigin);
parent.postMessage({ type: 'cee-widgets:event', name: 'cee-lead', detail: { contact: { name: 'Jeanne' } } }, parentOrigin);
parent.postMessage({ type: 'cee-widgets:event', name: 'click', detail: {} }, parentOrigin);
parent.postMessage({ type: 'cee-widgets:height', height: 'tall' }, parentOrigin);
parent.postMessage({ type: 'test:posted' }, parentOrigin);
</script></body></html>`;
const CALLER = `<!doctype html><html lang="fr"><meta charset="utf-8"><title>caller</title><body><script type="module">
parent.frames[0].postMessage({ type: 'cee-widgets:call', method: 'confirmLead', message: 'Message piégé' }, '*');
parent.frames[0].postMessage({ type: 'cee-widgets:landing', attribution: { page: 'https://piege.example/', utm_source: 'piege' } }, '*');
parent.postMessage({ type: 'test:called' }, '*');
</script></body></html>`;

/** @param {{sandbox: {handle(req: any, res: any): void, allowedOrigins: string[]}}} options */
export function secondOrigin({ sandbox }) {
  /** @type {import('node:http').Server[]} */
  const servers = [];
  let origins;
  let built;
  let testOrigin = '';

  async function buildEmbed() {
    const outDir = await mkdtemp(join(tmpdir(), 'cee-widgets-embed-'));
    // dist/ as `npm run build:lib` writes it: the single file, the lazy build, the embed, one integrity.json for them.
    await build({ configFile: 'vite.lib.config.ts', logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
    await build({ configFile: 'vite.lib.config.ts', mode: 'lazy', logLevel: 'warn', build: { outDir: join(outDir, 'lazy'), emptyOutDir: true, sourcemap: false } });
    await build({ configFile: 'vite.embed.config.ts', logLevel: 'warn', build: { outDir, emptyOutDir: false, sourcemap: false } });
    return outDir;
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (SANDBOX_PATHS.test(url.pathname)) return sandbox.handle(req, res);
    const page = { '/__funnel/poster.html': POSTER, '/__funnel/caller.html': CALLER, '/__funnel/funnel.html': FUNNEL }[url.pathname];
    if (page) {
      res.writeHead(200, { 'Content-Type': TYPES['.html'] });
      return res.end(page);
    }
    if (url.pathname === '/__funnel/token') {
      // A token endpoint as it should be: a token, for its own site's pages only (no CORS header).
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      return res.end(JSON.stringify({ access_token: 'eyJhbGciOiJub25lIn0.e30.', expires_in: 3600 }));
    }
    if (url.pathname === '/__funnel/redirect') {
      const to = url.searchParams.get('to') ?? '';
      const allowed = [testOrigin, ...origins].some((origin) => origin && to.startsWith(`${origin}/`));
      res.writeHead(allowed ? 302 : 400, allowed ? { Location: to } : {});
      return res.end();
    }
    const dir = await built;
    const file = normalize(join(dir, url.pathname));
    if (!file.startsWith(dir)) return res.writeHead(404).end();
    const body = await readFile(file).catch(() => undefined);
    if (!body) return res.writeHead(404).end();
    // Scripts and the hashes' list for a page of another origin (a module script is fetched with CORS).
    const cors = ['.js', '.json'].includes(extname(file)) ? { 'Access-Control-Allow-Origin': '*' } : {};
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store', ...cors });
    return res.end(body);
  }

  return {
    name: 'second-origin',
    async serverStart({ config }) {
      testOrigin = `${config.protocol ?? 'http:'}//${config.hostname ?? 'localhost'}:${config.port}`;
      for (let i = 0; i < 2; i += 1) {
        const server = createServer((req, res) => void handle(req, res).catch(() => res.writeHead(500).end()));
        await new Promise((done) => server.listen(0, '127.0.0.1', done));
        servers.push(server);
      }
      origins = servers.map((server) => `http://127.0.0.1:${server.address().port}`);
      // The test page calls the service on the embed's origin as a partner's page calls its own service elsewhere: the
      // service lets that page read its answers (CORS), as SANDBOX_ALLOWED_ORIGINS does for a developer's page.
      sandbox.allowedOrigins.push(testOrigin);
    },
    async serverStop() {
      for (const server of servers) server.close();
    },
    async executeCommand({ command, payload, session }) {
      if (command === 'second-origin') {
        built ??= buildEmbed();
        await built;
        return { embed: origins[0], other: origins[1] };
      }
      if (command === 'in-frame') {
        if (session.browser.type !== 'playwright') throw new Error('in-frame needs the Playwright launcher');
        const page = session.browser.getPage(session.id);
        const frames = page.context().pages().flatMap((opened) => opened.frames());
        const frame = frames.find((candidate) => candidate.url().startsWith(payload.url));
        // A command that answers null is one the runner thinks no plugin handled.
        if (!frame && payload.optional) return { missing: true };
        if (!frame) throw new Error(`in-frame: no frame at ${payload.url} (frames: ${frames.map((f) => f.url()).join(', ')})`);
        return frame.evaluate(`(${payload.fn})(${JSON.stringify(payload.arg ?? null)})`);
      }
      return undefined;
    },
  };
}
