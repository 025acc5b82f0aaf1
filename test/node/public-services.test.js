// The sandbox's stand-ins for the two public services of the address and DPE look-ups (docs/contract.md, "Address and
// DPE"), over real HTTP: the Géoplateforme geocoder (GeoJSON, the service's 400 rules, autocomplete), ADEME's DPE lines
// (data-fair's `qs`, `select`, `sort`, `size`), and the fault switch that makes either answer 503, 429 or nothing.
import { test, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { startSandbox } from './sandbox-client.js';

let sandbox;
before(async () => {
  sandbox = await startSandbox({ control: true });
});
after(() => sandbox.close());
beforeEach(() => sandbox.call('POST', '/__sandbox/reset'));

const search = (q, extra = '') => sandbox.call('GET', `/geocodage/search?q=${encodeURIComponent(q)}&autocomplete=1&limit=5&index=address${extra}`);
const lines = (params) => sandbox.call('GET', `/data-fair/api/v1/datasets/dpe03existant/lines?${new URLSearchParams(params)}`);
const fault = (body) => sandbox.call('POST', '/__sandbox/public-fault', { body });

test('the geocoder answers a FeatureCollection of points [lon, lat] with the properties of the Géoplateforme', async () => {
  const { status, body } = await search('12 rue de rivoli');
  assert.equal(status, 200);
  assert.equal(body.type, 'FeatureCollection');
  const [first] = body.features;
  assert.deepEqual(first.geometry, { type: 'Point', coordinates: [2.356402, 48.855451] });
  const p = first.properties;
  assert.equal(p.label, '12 Rue de Rivoli 75004 Paris');
  assert.equal(p.id, '75104_8232_00012');
  assert.equal(p.citycode, '75104');
  assert.equal(p.postcode, '75004');
  assert.equal(p.city, 'Paris');
  assert.equal(p.context, '75, Paris, Île-de-France');
  assert.equal(p.type, 'housenumber');
  assert.ok(p.score > 0 && p.score <= 1);
  assert.match(p.banId, /^[0-9a-f-]{36}$/);
});

test('the geocoder completes words as they are typed, accents and case aside, and honours limit', async () => {
  const { body } = await search('quai andre citro');
  assert.equal(body.features[0].properties.label, '39 Quai André Citroën 75015 Paris');
  const all = await sandbox.call('GET', '/geocodage/search?q=rue&limit=2');
  assert.equal(all.body.features.length, 2);
  const none = await search('rue qui n existe pas');
  assert.deepEqual(none.body.features, []);
});

test('two communes of one name both answer, each with its context: Saint-Denis (93) and Saint-Denis de La Réunion (974)', async () => {
  const { body } = await search('saint-denis');
  const communes = body.features.filter((f) => f.properties.type === 'municipality').map((f) => `${f.properties.citycode} ${f.properties.context}`);
  assert.deepEqual(communes.sort(), ['93066 93, Seine-Saint-Denis, Île-de-France', '97411 974, La Réunion']);
  assert.equal(body.features[0].properties.type, 'municipality', 'a commune typed whole comes before its streets');
});

test('the geocoder refuses what the service refuses: fewer than 3 characters, more than 200, another index, a bad limit', async () => {
  assert.equal((await search('ab')).status, 400);
  assert.equal((await search('  ab  ')).status, 400);
  assert.equal((await search('x'.repeat(201))).status, 400);
  assert.equal((await search('-- rue')).status, 400);
  assert.equal((await sandbox.call('GET', '/geocodage/search?q=paris&index=poi')).status, 400);
  assert.equal((await sandbox.call('GET', '/geocodage/search?q=paris&limit=0')).status, 400);
  assert.equal((await sandbox.call('GET', '/geocodage/search?q=paris&limit=21')).status, 400);
});

test('every BAN key of a DPE line is an address the geocoder knows', async () => {
  const data = JSON.parse(readFileSync(new URL('../../demo/sandbox/data/dpe-lines.json', import.meta.url), 'utf8'));
  for (const line of data.lines) {
    const { body } = await search(line.adresse_ban);
    assert.equal(body.features[0]?.properties.id, line.identifiant_ban, line.adresse_ban);
  }
});

test('DPE lines by BAN key: only the selected fields, newest first, size honoured', async () => {
  const { status, body } = await lines({
    qs: 'identifiant_ban:"75104_8232_00012"', select: 'numero_dpe,date_etablissement_dpe,surface_habitable_logement', sort: '-date_etablissement_dpe', size: '20',
  });
  assert.equal(status, 200);
  assert.equal(body.total, 3);
  assert.deepEqual(body.results.map((line) => line.date_etablissement_dpe), ['2024-09-03', '2024-02-12', '2023-06-20']);
  assert.deepEqual(Object.keys(body.results[0]).sort(), ['date_etablissement_dpe', 'numero_dpe', 'surface_habitable_logement']);
  const two = await lines({ qs: 'identifiant_ban:"75104_8232_00012"', size: '2' });
  assert.equal(two.body.results.length, 2);
  assert.equal(two.body.total, 3);
  assert.ok(two.body.next, 'a next page is announced');
});

test('DPE lines by number, with the line that replaced it (OR), and a field that is absent left out of the line', async () => {
  const { body } = await lines({
    qs: 'numero_dpe:"2267E0456701D" OR numero_dpe_remplace:"2267E0456701D"', select: 'numero_dpe,numero_dpe_remplace', sort: '-date_etablissement_dpe',
  });
  assert.deepEqual(body.results, [{ numero_dpe: '2467E0456702E', numero_dpe_remplace: '2267E0456701D' }, { numero_dpe: '2267E0456701D' }]);
  const unknown = await lines({ qs: 'numero_dpe:"0000X0000000X"' });
  assert.deepEqual(unknown.body, { total: 0, results: [] });
  const otherField = await lines({ qs: 'champ_inconnu:"1"' });
  assert.equal(otherField.body.total, 0, 'a field the dataset does not have matches nothing');
});

test('DPE lines refuse a select or sort of a field the dataset does not have, a bad qs and a bad size', async () => {
  assert.equal((await lines({ select: 'numero_dpe,nope' })).status, 400);
  assert.equal((await lines({ sort: '-nope' })).status, 400);
  assert.equal((await lines({ qs: 'identifiant_ban:"a" OR numero_dpe:"b" AND etiquette_dpe:"F"' })).status, 400);
  assert.equal((await lines({ qs: '(numero_dpe:x)' })).status, 400);
  assert.equal((await lines({ size: '10001' })).status, 400);
});

test('the fault switch: 503, then 429 with Retry-After, for as many answers as asked, and off again', async () => {
  assert.equal((await fault({ service: 'geocoder', fault: 'unavailable' })).status, 204);
  assert.equal((await search('paris')).status, 503);
  assert.equal((await search('paris')).status, 503, 'the switch stays on');
  assert.equal((await lines({})).status, 200, 'the other service still answers');
  await fault({ service: 'geocoder', fault: 'rate-limited', retryAfter: 7, times: 1 });
  const limited = await search('paris');
  assert.equal(limited.status, 429);
  assert.equal(limited.headers.get('retry-after'), '7');
  assert.equal((await search('paris')).status, 200, 'after `times` answers, and the earlier switch replaced');
  await fault({ service: 'dpe', fault: 'unavailable' });
  assert.equal((await lines({})).status, 503);
  await fault({ service: 'dpe', fault: 'off' });
  assert.equal((await lines({})).status, 200);
});

test('the fault switch: a hang answers nothing until the client gives up; reset turns every switch off', async () => {
  await fault({ service: 'dpe', fault: 'hang' });
  const controller = new AbortController();
  let settled = 'waiting';
  const hung = sandbox.call('GET', '/data-fair/api/v1/datasets/dpe03existant/lines', { signal: controller.signal })
    .then(() => (settled = 'answered'), (error) => (settled = error.name));
  // The sandbox has it, unanswered; the other service answers meanwhile.
  const arrived = async () => (await sandbox.requests()).some((entry) => entry.path.startsWith('/data-fair/') && entry.status === null);
  while (!(await arrived())) await new Promise((resolve) => setImmediate(resolve));
  assert.equal((await search('paris')).status, 200);
  assert.equal(settled, 'waiting');
  controller.abort();
  await hung;
  assert.equal(settled, 'AbortError');
  await fault({ service: 'geocoder', fault: 'unavailable' });
  await sandbox.call('POST', '/__sandbox/reset');
  assert.equal((await search('paris')).status, 200);
  assert.equal((await lines({})).status, 200);
});

test('the fault switch checks what it is given', async () => {
  const { status, body } = await fault({ service: 'cadastre', fault: 'down', times: 0 });
  assert.equal(status, 422);
  assert.deepEqual(Object.keys(body.errors).sort(), ['fault', 'service', 'times']);
});

test('the public services need no token, and the requests are logged for counting', async () => {
  await search('paris');
  const logged = (await sandbox.requests()).filter((entry) => entry.path === '/geocodage/search');
  assert.equal(logged.length, 1);
  assert.equal(logged[0].auth, false);
  assert.equal(logged[0].query.q, 'paris');
});
