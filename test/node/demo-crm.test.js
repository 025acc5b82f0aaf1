// The demo site's own back end (demo/demo-crm.js) over real HTTP: the estimates homeowners ask to receive by e-mail
// (`cee-estimate-email`, posted by the demo page) kept in memory beside the contact requests, checked, listed
// newest first, forgotten on DELETE; the contact requests' route unchanged.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createDemoCrm } from '../../demo/demo-crm.js';

let server;
let origin;

before(async () => {
  const crm = createDemoCrm();
  server = createServer((req, res) => (crm.paths.test(req.url ?? '') ? crm.handle(req, res) : (res.writeHead(404), res.end())));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});

after(() => server?.close());

const post = (path, body, type = 'application/json') =>
  fetch(`${origin}${path}`, { method: 'POST', headers: { 'Content-Type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const request = (extra = {}) => ({
  email: 'marie@example.fr',
  consent: { text: 'J’accepte que Chauffage Martin m’envoie cette estimation par e-mail.', at: '2026-11-20T10:00:00.000Z' },
  estimate: { date: '2026-11-20', totals: { aids: 9000, remaining: 9000 } },
  link: 'https://partenaire.fr/projet#cee=abc',
  ...extra,
});

test('an estimate e-mail request is kept and listed, newest first; DELETE forgets them', async () => {
  const first = await post('/demo-crm/estimate-emails', request());
  assert.equal(first.status, 201);
  const { data } = await first.json();
  assert.equal(data.email, 'marie@example.fr');
  assert.equal(data.link, 'https://partenaire.fr/projet#cee=abc');
  assert.ok(Number.isInteger(data.id) && !Number.isNaN(Date.parse(data.receivedAt)));
  const second = await post('/demo-crm/estimate-emails', request({ email: 'paul@example.fr', link: undefined }));
  assert.equal(second.status, 201);
  assert.equal((await second.json()).data.link, undefined);
  const list = await (await fetch(`${origin}/demo-crm/estimate-emails`)).json();
  assert.deepEqual(
    list.data.map((entry) => entry.email),
    ['paul@example.fr', 'marie@example.fr'],
  );
  // The contact requests are another list.
  assert.deepEqual((await (await fetch(`${origin}/demo-crm/leads`)).json()).data, []);
  assert.equal((await fetch(`${origin}/demo-crm/estimate-emails`, { method: 'DELETE' })).status, 200);
  assert.deepEqual((await (await fetch(`${origin}/demo-crm/estimate-emails`)).json()).data, []);
});

test('a request without a valid address, its consent or its estimate is refused (422), and nothing is kept', async () => {
  for (const bad of [
    request({ email: 'marie' }),
    request({ email: 'marie @example.fr' }),
    request({ consent: { text: '', at: '2026-11-20T10:00:00.000Z' } }),
    request({ consent: { text: 'J’accepte.' } }),
    request({ estimate: undefined }),
    request({ link: 'javascript:alert(1)' }),
  ]) {
    const response = await post('/demo-crm/estimate-emails', bad);
    assert.equal(response.status, 422, JSON.stringify(bad));
    assert.match((await response.json()).message, /\S/);
  }
  assert.equal((await post('/demo-crm/estimate-emails', '{', 'application/json')).status, 400);
  assert.equal((await post('/demo-crm/estimate-emails', 'email=x', 'application/x-www-form-urlencoded')).status, 415);
  assert.equal((await post('/demo-crm/estimate-emails', { ...request(), estimate: 'x'.repeat(300 * 1024) })).status, 413);
  assert.deepEqual((await (await fetch(`${origin}/demo-crm/estimate-emails`)).json()).data, []);
});

test('the contact requests’ route is unchanged', async () => {
  const response = await post('/demo-crm/leads', { contact: { name: 'Marie' }, consent: { text: 'J’accepte.', at: '2026-11-20T10:00:00.000Z' }, estimate: {} });
  assert.equal(response.status, 201);
  assert.equal((await (await fetch(`${origin}/demo-crm/leads`)).json()).data.length, 1);
  assert.equal((await post('/demo-crm/leads', { contact: { name: 'Marie' } })).status, 422);
});
