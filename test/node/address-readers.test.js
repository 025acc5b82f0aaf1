// The API core's address and DPE look-ups (docs/contract.md, "Address and DPE"), compiled as `npm run build:npm`
// compiles them and talking HTTP to the sandbox's stand-ins: the geocoder's answer read into addresses (the
// département of Paris arrondissements, Corsica, overseas), the DPE lines read into the DPE in force (a replaced one
// never offered, flats by surface), each failure as an ApiError the widgets fall back on, no token sent; and the
// pure functions: the keys an address and a DPE fill, the climate zone table (the same as the sandbox's).
import { test, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSandbox } from './sandbox-client.js';

const root = new URL('../../', import.meta.url).pathname;
const outDir = join(root, 'node_modules', '.cache', `address-build-${process.pid}`);
let api;
let sandbox;
let geocoder;
let dpeEndpoint;

before(async () => {
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json', '--outDir', outDir, '--declaration', 'false', '--declarationMap', 'false', '--sourceMap', 'false'], { cwd: root, stdio: 'ignore' });
  api = await import(pathToFileURL(join(outDir, 'api', 'index.js')).href);
  sandbox = await startSandbox({ control: true });
  geocoder = `${sandbox.origin}/geocodage/search`;
  dpeEndpoint = `${sandbox.origin}/data-fair/api/v1/datasets/dpe03existant`;
});

after(async () => {
  await sandbox?.close();
  rmSync(outDir, { recursive: true, force: true });
});

beforeEach(() => sandbox.reset());

const fault = (body) => sandbox.call('POST', '/__sandbox/public-fault', { body });

test('a typed address: suggestions read from the GeoJSON, the département from the INSEE code (Paris 75104 is in 75)', async () => {
  const [first] = await api.suggestAddresses('12 rue de rivoli', { endpoint: geocoder });
  assert.deepEqual(first, {
    address: { label: '12 Rue de Rivoli 75004 Paris', banId: '75104_8232_00012', postcode: '75004', citycode: '75104', city: 'Paris', departement: '75', lon: 2.356402, lat: 48.855451 },
    kind: 'housenumber',
    context: '75, Paris, Île-de-France',
  });
  const [query] = (await sandbox.requests()).filter((entry) => entry.path === '/geocodage/search');
  assert.deepEqual(query.query, { q: '12 rue de rivoli', autocomplete: '1', limit: '5', index: 'address' });
  assert.equal(query.auth, false, 'no token goes to a public service');
});

test('overseas and Corsica: Saint-Denis de La Réunion in 974, Ajaccio in 2A, Bastia in 2B', async () => {
  const reunion = (await api.suggestAddresses('10 rue de paris saint-denis', { endpoint: geocoder }))[0].address;
  assert.equal(reunion.departement, '974');
  assert.equal(reunion.postcode, '97400');
  assert.ok(reunion.lat < 0 && reunion.lon > 55);
  assert.equal((await api.suggestAddresses('cours napoleon ajaccio', { endpoint: geocoder }))[0].address.departement, '2A');
  assert.equal((await api.suggestAddresses('boulevard paoli', { endpoint: geocoder }))[0].address.departement, '2B');
});

test('fewer than 3 characters asks nothing; at most 5 suggestions are kept', async () => {
  assert.deepEqual(await api.suggestAddresses('  12 ', { endpoint: geocoder }), []);
  assert.equal((await sandbox.requests()).length, 0);
  const many = api.GeocoderAnswerSchema['~standard'].validate({
    type: 'FeatureCollection',
    features: Array.from({ length: 8 }, (_, i) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [2, 48] },
      properties: { label: `${i} Rue X 75004 Paris`, id: `75104_0000_0000${i}`, postcode: '75004', citycode: '75104', city: 'Paris' } })),
  });
  assert.equal(many.value.length, 5);
});

test('a feature that cannot be read is left out alone; an answer that is not GeoJSON is unreadable', () => {
  const read = (value) => api.GeocoderAnswerSchema['~standard'].validate(value);
  const good = { geometry: { coordinates: [2.35, 48.85] }, properties: { label: 'A', id: '75104_1', postcode: '75004', citycode: '75104', city: 'Paris' } };
  const bad = [
    { ...good, geometry: { coordinates: ['2', 48] } },
    { ...good, geometry: { coordinates: [2, 95] } },
    { ...good, properties: { ...good.properties, citycode: '7510' } },
    { ...good, properties: { ...good.properties, postcode: 'x' } },
    { ...good, properties: { ...good.properties, id: '<script>' } },
    { ...good, properties: { ...good.properties, label: 'x'.repeat(500) } },
    null,
  ];
  assert.deepEqual(read({ features: [...bad, good] }).value.map((s) => s.address.label), ['A']);
  assert.ok(read({ results: [] }).issues);
  assert.ok(read('<html>').issues);
});

test('each failure of the geocoder is an ApiError the field falls back on: 503, 429 with its Retry-After, a hang past the timeout', async () => {
  await fault({ service: 'geocoder', fault: 'unavailable' });
  await assert.rejects(api.suggestAddresses('paris', { endpoint: geocoder }), (error) => error.kind === 'server' && error.status === 503);
  await fault({ service: 'geocoder', fault: 'rate-limited', retryAfter: 12 });
  await assert.rejects(api.suggestAddresses('paris', { endpoint: geocoder }), (error) => error.status === 429 && error.retryAfterMs === 12_000);
  await fault({ service: 'geocoder', fault: 'hang' });
  await assert.rejects(api.suggestAddresses('paris', { endpoint: geocoder, timeoutMs: 50 }), (error) => error.kind === 'network' && error.timedOut);
  const sent = (await sandbox.requests()).filter((entry) => entry.path === '/geocodage/search');
  assert.equal(sent.length, 3, 'never tried again');
});

test('an abort stays an abort', async () => {
  await fault({ service: 'geocoder', fault: 'hang' });
  const controller = new AbortController();
  const asked = api.suggestAddresses('paris', { endpoint: geocoder, signal: controller.signal });
  controller.abort();
  await assert.rejects(asked, (error) => error.name === 'AbortError');
});

test('the DPE of a building of three flats: three, by surface; the request asks the dataset for the fields it needs', async () => {
  const found = await api.dpesAtAddress('75104_8232_00012', { endpoint: dpeEndpoint });
  assert.deepEqual(found.map((dpe) => [dpe.surface, dpe.classEnergy, dpe.buildingType]), [[28.5, 'F', 'appartement'], [54, 'D', 'appartement'], [83, 'E', 'appartement']]);
  const [query] = (await sandbox.requests()).filter((entry) => entry.path.endsWith('/lines'));
  assert.deepEqual(query.query, {
    qs: 'identifiant_ban:"75104_8232_00012"', select: api.DPE_FIELDS.join(','), sort: '-date_etablissement_dpe', size: '20',
  });
  assert.equal(query.auth, false);
});

test('a house whose DPE was replaced: only the newer one is offered, by address and by the old number', async () => {
  const atAddress = await api.dpesAtAddress('67482_4510_00003', { endpoint: dpeEndpoint });
  assert.deepEqual(atAddress.map((dpe) => dpe.number), ['2467E0456702E']);
  const byOld = await api.dpeByNumber(' 2267e0456701d ', { endpoint: dpeEndpoint });
  assert.equal(byOld.dpe.number, '2467E0456702E');
  assert.equal(byOld.replaced, '2267E0456701D');
  assert.equal(byOld.dpe.classEnergy, 'E');
  const byNew = await api.dpeByNumber('2467E0456702E', { endpoint: dpeEndpoint });
  assert.deepEqual([byNew.dpe.number, byNew.replaced], ['2467E0456702E', undefined]);
});

test('a DPE by number: its class, date, surface, period and heating; an unknown number finds nothing; an invalid one asks nothing', async () => {
  const { dpe } = await api.dpeByNumber('2338E1234567K', { endpoint: dpeEndpoint });
  assert.deepEqual(dpe, {
    number: '2338E1234567K', classEnergy: 'F', classClimate: 'E', date: '2023-11-08', surface: 95, buildingType: 'maison', period: '1948-1974',
    year: 1962, heatingEnergy: 'Gaz naturel', heatingGenerator: 'Chaudière gaz standard avant 1991', banId: '38185_5170_00008',
  });
  assert.deepEqual(api.estimateDpe(dpe), { number: '2338E1234567K', classEnergy: 'F', classClimate: 'E', date: '2023-11-08', surface: 95, buildingType: 'maison', period: '1948-1974' });
  assert.deepEqual(await api.dpeByNumber('2399E9999999Z', { endpoint: dpeEndpoint }), {});
  const before = (await sandbox.requests()).length;
  assert.deepEqual(await api.dpeByNumber('12345', { endpoint: dpeEndpoint }), {});
  assert.deepEqual(await api.dpesAtAddress('75104 "OR" x', { endpoint: dpeEndpoint }), []);
  assert.equal((await sandbox.requests()).length, before, 'nothing asked for an invalid number or key');
});

test('the DPE service down or hanging is an ApiError, never tried again', async () => {
  await fault({ service: 'dpe', fault: 'unavailable' });
  await assert.rejects(api.dpesAtAddress('75104_8232_00012', { endpoint: dpeEndpoint }), (error) => error.kind === 'server');
  await fault({ service: 'dpe', fault: 'hang' });
  await assert.rejects(api.dpeByNumber('2338E1234567K', { endpoint: dpeEndpoint, timeoutMs: 50 }), (error) => error.timedOut);
});

test('DPE lines that cannot be read are left out alone; flats of one surface and floor keep their newest DPE', () => {
  const read = (results) => api.DpeLinesSchema['~standard'].validate({ total: results.length, results }).value;
  const line = { numero_dpe: '2475E0000001A', date_etablissement_dpe: '2024-01-01', etiquette_dpe: 'D', type_batiment: 'appartement', surface_habitable_logement: 50, numero_etage_appartement: 1 };
  const lines = read([line, { ...line, etiquette_dpe: 'H' }, { ...line, numero_dpe: 'x' }, { ...line, date_etablissement_dpe: 'hier' }, 'x',
    { ...line, numero_dpe: '2375E0000002B', date_etablissement_dpe: '2023-01-01', etiquette_dpe: 'E' }]);
  assert.equal(lines.length, 2);
  assert.deepEqual(api.currentDpes(lines).map((dpe) => dpe.number), ['2475E0000001A']);
  assert.ok(api.DpeLinesSchema['~standard'].validate({ lines: [] }).issues);
});

test('what an address fills: only the keys asked, and only values their descriptors accept', () => {
  const paris = { label: '12 Rue de Rivoli 75004 Paris', banId: '75104_8232_00012', postcode: '75004', citycode: '75104', city: 'Paris', departement: '75', lon: 2.35, lat: 48.85 };
  const asked = [
    { key: 'housing.department', type: 'string' }, { key: 'building.department' }, { key: 'household.postcode' }, { key: 'housing.citycode' },
    { key: 'housing.city_name' }, { key: 'household.ile_de_france', type: 'boolean' }, { key: 'household.region', options: ['ile_de_france', 'hors_ile_de_france'] },
    { key: 'housing.climate_zone', options: ['H1', 'H2', 'H3'] }, { key: 'housing.surface', type: 'number' }, { key: 'operation.region', options: ['nord', 'sud'] },
  ];
  assert.deepEqual(api.addressValues(paris, asked), {
    'housing.department': '75', 'building.department': '75', 'household.postcode': '75004', 'housing.citycode': '75104', 'housing.city_name': 'Paris',
    'household.ile_de_france': true, 'household.region': 'ile_de_france', 'housing.climate_zone': 'H1',
  });
  const reunion = { ...paris, postcode: '97400', citycode: '97411', city: 'Saint-Denis', departement: '974' };
  assert.deepEqual(api.addressValues(reunion, asked.slice(5, 8)), { 'household.ile_de_france': false, 'household.region': 'hors_ile_de_france', 'housing.climate_zone': 'H3' });
  assert.deepEqual(api.addressValues(paris, [{ key: '__proto__' }, { key: 'constructor.department' }]), { 'constructor.department': '75' });
});

test('what a DPE fills: living area, type of home, over 15 years, the heating replaced, within the descriptors', () => {
  const asked = [
    { key: 'housing.surface', type: 'number', min: 1, max: 1000 }, { key: 'housing.type', options: [{ value: 'maison' }, { value: 'appartement' }] },
    { key: 'housing.over_15_years', type: 'boolean' }, { key: 'operation.replaces_fossil_boiler', type: 'boolean' }, { key: 'operation.surface', type: 'number' },
  ];
  const today = new Date('2026-06-01');
  const house = { number: '2338E1234567K', classEnergy: 'F', date: '2023-11-08', surface: 95, buildingType: 'maison', period: '1948-1974', heatingEnergy: 'Gaz naturel', heatingGenerator: 'Chaudière gaz standard avant 1991' };
  assert.deepEqual(api.dpeValues(house, asked, today), { 'housing.surface': 95, 'housing.type': 'maison', 'housing.over_15_years': true, 'operation.replaces_fossil_boiler': true });
  const recentFlat = { number: '2575E0998877G', classEnergy: 'B', date: '2025-03-02', surface: 42, buildingType: 'appartement', period: '2013-2021', year: 2016, heatingEnergy: 'Réseau de Chauffage urbain' };
  assert.deepEqual(api.dpeValues(recentFlat, asked, today), { 'housing.surface': 42, 'housing.type': 'appartement', 'housing.over_15_years': false, 'operation.replaces_fossil_boiler': false });
  const building = { ...house, buildingType: 'immeuble', surface: 2400 };
  assert.deepEqual(Object.keys(api.dpeValues(building, asked, today)), ['housing.over_15_years', 'operation.replaces_fossil_boiler']);
  assert.deepEqual(api.dpeValues({ ...house, surface: 1500 }, asked.slice(0, 1), today), {}, 'past the key’s maximum: not filled');
});

test('over 15 years: certain from the year or the period, unknown when the month decides', () => {
  const on = (built, date = '2026-06-01') => api.builtOver15YearsAgo(built, new Date(date));
  assert.equal(on({ period: 'avant 1948' }), true);
  assert.equal(on({ period: '2006-2012' }), undefined);
  assert.equal(on({ period: '2006-2012' }, '2029-01-01'), true);
  assert.equal(on({ period: 'apres 2021' }), false);
  assert.equal(on({ period: 'après 2021' }), false);
  assert.equal(on({ year: 2010 }), true);
  assert.equal(on({ year: 2011 }), undefined);
  assert.equal(on({ year: 2012 }), false);
  assert.equal(on({}), undefined);
});

test('the heating a DPE names: a coal, oil or gas boiler, or not, or unknown', () => {
  assert.equal(api.heatedByFossilBoiler({ heatingEnergy: 'Fioul domestique', heatingGenerator: 'Chaudière fioul standard 1970-1975' }), true);
  assert.equal(api.heatedByFossilBoiler({ heatingEnergy: 'Gaz naturel' }), true);
  assert.equal(api.heatedByFossilBoiler({ heatingEnergy: 'Gaz naturel', heatingGenerator: 'Radiateur gaz à ventouse' }), undefined);
  assert.equal(api.heatedByFossilBoiler({ heatingEnergy: 'Charbon' }), undefined);
  assert.equal(api.heatedByFossilBoiler({ heatingEnergy: 'Électricité', heatingGenerator: 'PAC air/air installée à partir de 2015' }), false);
  assert.equal(api.heatedByFossilBoiler({}), undefined);
});

test('the climate zone table agrees with the sandbox’s, and Île-de-France with its MaPrimeRénov’ data', () => {
  const reference = JSON.parse(readFileSync(join(root, 'demo/sandbox/data/cee-reference.json'), 'utf8'));
  for (const [departement, zone] of Object.entries(reference.climateZones)) assert.equal(api.climateZoneOf(departement), zone, departement);
  const codes = [...Array.from({ length: 95 }, (_, i) => String(i + 1).padStart(2, '0')).filter((c) => c !== '20'), '2A', '2B', '971', '972', '973', '974', '976'];
  assert.deepEqual(codes.filter((code) => !reference.climateZones[code]), [], 'the sandbox has every département');
  assert.equal(api.climateZoneOf('20'), undefined);
  assert.equal(api.climateZoneOf('975'), undefined);
  const mpr = JSON.parse(readFileSync(join(root, 'demo/sandbox/data/mpr.json'), 'utf8'));
  assert.deepEqual(codes.filter(api.isIleDeFrance), mpr.ileDeFrance);
  assert.deepEqual(['75104', '2A004', '2B033', '97411', '97209', '98735', '7510', '75A04'].map(api.departementOfCitycode), ['75', '2A', '2B', '974', '972', '987', undefined, undefined]);
});
