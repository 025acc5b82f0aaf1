// The link that brings a project back, and the project kept on the device (docs/contract.md, "Financing, local aids,
// keeping the project"), in Node 20 with the platform's CompressionStream: the payload's round trip, no contact data
// ever and the household's means only when ticked, oversized, corrupt and foreign fragments refused cleanly, codes
// and keys the service no longer asks named, and a storage that throws turning persistence off silently.
// test/browser/api/project-link.test.ts holds the same round trip in Chromium.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { importTs } from './ts-modules.js';

let api;

before(async () => {
  const files = ['api/project-link.ts', 'api/schemas.ts', 'api/reader.ts', 'api/readable.ts'];
  [api] = await importTs(files);
});

/** A project as `<cee-project>` holds it: two works, the household's section, a choice between two works. */
const project = () => ({
  works: [
    { fost: 'BAR-TH-171', quote: 14000, answers: { 'operation.usage': 'ecs', 'operation.replaces_fossil_boiler': true, 'housing.surface': 95 } },
    { fost: 'bar-en-101', quote: 6000.5, answers: { 'operation.surface': 80 } },
  ],
  shared: {
    'housing.department': '69',
    'housing.type': 'maison',
    'household.income': 28000,
    'household.size': 3,
    'contact.email': 'marie@example.fr',
    'beneficiary.phone': '0601020304',
  },
  keep: { 'BAR-EN-101|BAR-TH-171': 'BAR-TH-171' },
});
/** What the encoded text says, inflated by Node's own zlib (not by the code under test). */
const inflated = (encoded) => {
  const bytes = Buffer.from(encoded.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return JSON.parse(inflateRawSync(bytes).toString('utf8'));
};

test('round trip: the same works, answers, quotes and choice come back', async () => {
  const payload = api.payloadOf(project(), { withHousehold: true });
  const encoded = await api.encodeProject(payload);
  assert.match(encoded, /^[A-Za-z0-9_-]+$/, 'base64url: no +, /, = nor anything a URL escapes');
  const reading = await api.decodeProject(encoded);
  assert.equal(reading.ok, true);
  assert.deepEqual(reading.project, payload);
  assert.deepEqual(reading.leftOut, { works: [], answers: [] });
  assert.deepEqual(
    reading.project.works.map((work) => [work.fost, work.quote]),
    [
      ['BAR-TH-171', 14000],
      ['BAR-EN-101', 6000.5],
    ],
  );
  assert.equal(reading.project.shared['household.income'], 28000);
  assert.deepEqual(reading.project.keep, { 'BAR-EN-101|BAR-TH-171': 'BAR-TH-171' });
});

test('no contact data ever, and the household’s means only when the box is ticked', async () => {
  const without = await api.encodeProject(api.payloadOf(project()));
  const text = JSON.stringify(inflated(without));
  for (const personal of ['marie@example.fr', '0601020304', 'household.income', 'household.size', '28000']) assert.ok(!text.includes(personal), personal);
  assert.ok(text.includes('housing.department'), 'the dwelling’s answers are kept');
  const ticked = JSON.stringify(inflated(await api.encodeProject(api.payloadOf(project(), { withHousehold: true }))));
  assert.ok(ticked.includes('household.income') && ticked.includes('household.size'));
  for (const contact of ['marie@example.fr', '0601020304', 'contact.email', 'beneficiary.phone']) assert.ok(!ticked.includes(contact), contact);
});

test('of the home, only that an address or a DPE was given: a flag, never a place', async () => {
  for (const home of ['address', 'dpe']) {
    const reading = await api.decodeProject(await api.encodeProject(api.payloadOf({ ...project(), home })));
    assert.equal(reading.project.home, home);
  }
  // Anything else in its place (an address itself, an object) is not kept.
  for (const home of ['12 Rue de Rivoli 75004 Paris', { label: '12 Rue de Rivoli' }, true]) {
    const payload = api.payloadOf({ ...project(), home });
    assert.equal('home' in payload, false, JSON.stringify(home));
    assert.equal(api.readPayload({ v: 1, works: [], home }).project.home, undefined);
  }
});

test('the link: the host’s share-url (relative to the page) or the page, its own fragment replaced', async () => {
  const encoded = await api.encodeProject(api.payloadOf(project()));
  assert.equal(api.projectLink(encoded, 'https://partenaire.fr/simulateur?x=1#haut'), `https://partenaire.fr/simulateur?x=1#cee=${encoded}`);
  assert.equal(api.projectLink(encoded, '/projet', 'https://partenaire.fr/aides/'), `https://partenaire.fr/projet#cee=${encoded}`);
  assert.equal(api.projectLink(encoded, 'javascript:alert(1)'), undefined);
  assert.equal(api.projectLink(encoded, 'not a url'), undefined);
  assert.equal(api.fragmentPayload(`#cee=${encoded}`), encoded);
  assert.equal(api.fragmentPayload(`#ancre&cee=${encoded}`), encoded);
  assert.equal(api.fragmentPayload('#ancre'), undefined);
  assert.equal(api.fragmentPayload(''), undefined);
  // A fragment too long to read whole is a link too large (said to the visitor), not no link at all.
  const long = api.fragmentPayload(`#cee=${'A'.repeat(20_000)}`);
  assert.equal(long?.length, api.MAX_ENCODED_LENGTH + 1);
  assert.deepEqual(await api.decodeProject(/** @type {string} */ (long)), { ok: false, reason: 'too-large' });
  assert.equal(api.fragmentPayload(`#ancre&cee=${'A'.repeat(20_000)}`)?.length, api.MAX_ENCODED_LENGTH + 1);
  assert.equal(api.fragmentPayload(`#ancre=${'A'.repeat(20_000)}`), undefined);
  assert.equal(api.fragmentPayload(`#xcee=${'A'.repeat(20_000)}`), undefined);
});

test('oversized, corrupt, foreign or future fragments are refused with a reason, never thrown', async () => {
  assert.deepEqual(await api.decodeProject('A'.repeat(api.MAX_ENCODED_LENGTH + 1)), { ok: false, reason: 'too-large' });
  assert.deepEqual(await api.decodeProject('not base64!'), { ok: false, reason: 'corrupt' });
  assert.deepEqual(await api.decodeProject(''), { ok: false, reason: 'corrupt' });
  assert.deepEqual(await api.decodeProject('AAAAAAAA'), { ok: false, reason: 'corrupt' });
  const b64 = (buffer) => buffer.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  // A deflate bomb: 4 MB of spaces in about 4 KB, read no further than 64 KiB.
  const bomb = b64(deflateRawSync(Buffer.alloc(4_000_000, 32)));
  assert.ok(bomb.length < api.MAX_ENCODED_LENGTH);
  assert.deepEqual(await api.decodeProject(bomb), { ok: false, reason: 'too-large' });
  // Deflated, but not JSON; JSON, but not ours; ours, of a version we do not know.
  assert.deepEqual(await api.decodeProject(b64(deflateRawSync(Buffer.from('hello')))), { ok: false, reason: 'corrupt' });
  assert.deepEqual(await api.decodeProject(b64(deflateRawSync(Buffer.from('[1,2]')))), { ok: false, reason: 'unreadable' });
  assert.deepEqual(await api.decodeProject(b64(deflateRawSync(Buffer.from('{"v":2,"works":[]}')))), { ok: false, reason: 'version' });
  // Truncated: a valid payload cut in half.
  const encoded = await api.encodeProject(api.payloadOf(project()));
  assert.equal((await api.decodeProject(encoded.slice(0, Math.floor(encoded.length / 2)))).ok, false);
});

test('a crafted payload: what is not a code, a key or a plain value is left out and named; contact keys dropped', async () => {
  const b64 = (value) =>
    deflateRawSync(Buffer.from(JSON.stringify(value)))
      .toString('base64')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const reading = await api.decodeProject(
    b64({
      v: 1,
      works: [
        { fost: 'BAR-TH-171', quote: -5, answers: { 'housing.surface': 90, '__proto__.polluted': 1, 'a.b': { nested: true }, 'contact.email': 'x@y.z', 'note': 'a\u202eb' } },
        { fost: '../../etc' },
        { fost: 'BAR-TH-171' },
        'BAR-EN-101',
      ],
      shared: { 'housing.department': '69', 'household.income': 30000 },
      keep: { 'BAR-TH-171|BAR-TH-999': 'BAR-TH-999' },
    }),
  );
  assert.equal(reading.ok, true);
  assert.deepEqual(reading.project.works, [{ fost: 'BAR-TH-171', answers: { 'housing.surface': 90 } }]);
  // The household's means are read as they come: only a visitor's consent put them in a link.
  assert.deepEqual(reading.project.shared, { 'housing.department': '69', 'household.income': 30000 });
  assert.equal(reading.project.keep, undefined);
  assert.deepEqual(reading.leftOut.works, ['../../etc', 'BAR-EN-101']);
  assert.deepEqual(reading.leftOut.answers, ['BAR-TH-171: __proto__.polluted', 'BAR-TH-171: a.b', 'BAR-TH-171: note']);
  assert.equal({}.polluted, undefined);
});

test('pruneProject: works and answers the service no longer asks are removed and named', () => {
  const payload = api.payloadOf(project(), { withHousehold: true });
  const keys = { 'BAR-TH-171': new Set(['operation.usage', 'housing.surface', 'housing.department', 'housing.type', 'household.income', 'household.size']) };
  const { project: kept, removed } = api.pruneProject(payload, { codes: new Set(['BAR-TH-171']), keysOf: (fost) => (keys[fost] ? keys[fost] : undefined) });
  assert.deepEqual(removed.works, ['BAR-EN-101']);
  assert.deepEqual(removed.answers, ['BAR-TH-171: operation.replaces_fossil_boiler']);
  assert.deepEqual(kept.works, [{ fost: 'BAR-TH-171', quote: 14000, answers: { 'operation.usage': 'ecs', 'housing.surface': 95 } }]);
  assert.equal(kept.keep, undefined, 'the choice between two works goes with the work removed');
  assert.equal(kept.shared['housing.department'], '69');
});

test('ProjectStorage: the same payload kept and read back, cleared on demand, off silently when storage throws', () => {
  const map = new Map();
  const memory = { getItem: (key) => (map.has(key) ? map.get(key) : null), setItem: (key, value) => map.set(key, String(value)), removeItem: (key) => map.delete(key) };
  const store = new api.ProjectStorage('local', 'projet-1', memory);
  const payload = api.payloadOf(project());
  store.save(payload);
  assert.deepEqual(JSON.parse(map.get('cee-widgets:project:projet-1')), payload);
  assert.ok(!map.get('cee-widgets:project:projet-1').includes('marie@example.fr'));
  assert.deepEqual(store.load(), { ok: true, project: payload, leftOut: { works: [], answers: [] } });
  store.clear();
  assert.equal(map.size, 0);
  assert.equal(store.load(), undefined);
  // A stored value that is not ours is refused and removed.
  map.set('cee-widgets:project:projet-1', '{"v":1,');
  assert.deepEqual(store.load(), { ok: false, reason: 'corrupt' });
  assert.equal(map.size, 0);
  // Private mode: every call throws; nothing throws out, persistence turns off.
  const refusing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => { throw new Error('SecurityError'); } };
  const blocked = new api.ProjectStorage('session', 'default', refusing);
  assert.equal(blocked.enabled, true);
  blocked.save(payload);
  assert.equal(blocked.enabled, false);
  assert.equal(blocked.load(), undefined);
  blocked.clear();
  // Node has no Web Storage: the browser's is absent, and that is persistence off, not an error.
  assert.equal(new api.ProjectStorage('local').enabled, typeof globalThis.localStorage !== 'undefined');
});
