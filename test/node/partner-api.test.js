// @ts-check
/**
 * The partner API over HTTP: operations, beneficiaries, worksites and tags.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { VALID_WORKSITE, startSandbox } from './sandbox-client.js';

/** @type {Awaited<ReturnType<typeof startSandbox>>} */
let sandbox;
before(async () => { sandbox = await startSandbox(); });
after(() => sandbox.close());
beforeEach(() => sandbox.reset());

const worksite = VALID_WORKSITE;
/** @param {Record<string, unknown>} body */
const createWorksite = (body) => sandbox.call('POST', '/partner/v1/worksites', { body });
const fiscalRow = { firstname: 'Camille', lastname: 'Bernard', fiscal_number: '0123456789123', fiscal_reference: 'AB12CD34EF567' };

describe('operations', () => {
  it('lists every operation of the data file with ids in file order', async () => {
    const { status, body } = await sandbox.call('GET', '/partner/v1/operations');
    assert.equal(status, 200);
    // The 27 operations of the data file, then the 2 gestes of MaPrimeRénov’ alone (MPR-AUDIT, MPR-DEPOSE-CUVE).
    assert.equal(body.data.length, 29);
    assert.deepEqual(body.data.map((/** @type {any} */ o) => o.id), Array.from({ length: 29 }, (_, i) => i + 1));
    assert.deepEqual(body.data[0], {
      id: 1, code: 'BAR-EN-101', operation_name: 'Isolation de combles ou de toitures', can_b2b: false, can_b2c: true,
      has_cdp: false, has_material: false, has_simulation: true, aids: ['cee', 'mpr'],
    });
    assert.deepEqual(body.data.slice(27).map((/** @type {any} */ o) => [o.code, o.has_simulation, o.aids.join()]), [['MPR-AUDIT', true, 'mpr'], ['MPR-DEPOSE-CUVE', true, 'mpr']]);
    const heatPump = body.data.find((/** @type {any} */ o) => o.code === 'BAR-TH-171');
    assert.deepEqual([heatPump.has_cdp, heatPump.has_material], [true, true]);
    const bacs = body.data.find((/** @type {any} */ o) => o.code === 'BAT-TH-116');
    assert.deepEqual([bacs.can_b2b, bacs.can_b2c], [true, false]);
  });

  it('answers one operation by id, and 404 for an unknown id', async () => {
    const { body } = await sandbox.call('GET', '/partner/v1/operations/6');
    assert.equal(body.data.code, 'BAR-TH-171');
    const missing = await sandbox.call('GET', '/partner/v1/operations/999');
    assert.deepEqual([missing.status, missing.body], [404, { message: 'Opération introuvable.' }]);
  });

  it('needs no token, but refuses an invalid one', async () => {
    assert.equal((await sandbox.call('GET', '/partner/v1/operations', { token: 'nope' })).status, 401);
    assert.equal((await sandbox.call('GET', '/partner/v1/operations', { token: await sandbox.token() })).status, 200);
  });
});

describe('beneficiaries', () => {
  it('pages 15 by default with a Laravel meta and absolute links', async () => {
    const { status, body } = await sandbox.call('GET', '/partner/v1/beneficiaries');
    assert.equal(status, 200);
    assert.equal(body.data.length, 15);
    assert.deepEqual(body.meta, { current_page: 1, last_page: 5, per_page: 15, total: 70 });
    assert.equal(body.links.prev, null);
    assert.equal(body.links.next, `${sandbox.origin}/partner/v1/beneficiaries?page=2`);
    assert.equal(body.links.last, `${sandbox.origin}/partner/v1/beneficiaries?page=5`);
    const last = await sandbox.call('GET', '/partner/v1/beneficiaries?page=5');
    assert.deepEqual(last.body.data.map((/** @type {any} */ b) => b.id), [61, 62, 63, 64, 65, 66, 67, 68, 69, 70]);
    assert.equal(last.body.links.next, null);
  });

  it('filters households and companies by type', async () => {
    const b2c = await sandbox.call('GET', '/partner/v1/beneficiaries?type=b2c&per_page=100');
    assert.equal(b2c.body.meta.total, 45);
    for (const b of b2c.body.data) {
      assert.deepEqual([b.company_name, b.siren, b.siret, b.country], ['', '', '', 'FR']);
      assert.match(b.zipcode, /^\d{5}$/);
      assert.match(b.email, /^[a-z-]+\.[a-z-]+@example\.com$/);
    }
    const b2b = await sandbox.call('GET', '/partner/v1/beneficiaries?type=b2b&per_page=10&page=3');
    assert.equal(b2b.body.meta.total, 25);
    assert.equal(b2b.body.data.length, 5);
    assert.equal(b2b.body.links.next, null);
    assert.equal(b2b.body.links.prev, `${sandbox.origin}/partner/v1/beneficiaries?type=b2b&per_page=10&page=2`);
    for (const b of b2b.body.data) {
      assert.ok(b.company_name.length > 0);
      assert.match(b.siren, /^\d{9}$/);
      assert.match(b.siret, /^\d{14}$/);
      assert.ok(b.siret.startsWith(b.siren));
      assert.ok(b.firstname && b.lastname);
    }
  });

  it('keeps only the beneficiaries of the given mandatary', async () => {
    const { body } = await sandbox.call('GET', '/partner/v1/beneficiaries?mandatary_id=2&per_page=100');
    assert.deepEqual(body.data.map((/** @type {any} */ b) => b.id), [7, 14, 21, 28, 42, 49, 56, 63]);
    assert.equal('mandatary_id' in body.data[0], false);
    const first = await sandbox.call('GET', '/partner/v1/beneficiaries?mandatary_id=1&type=b2b&per_page=100');
    assert.deepEqual(first.body.data.map((/** @type {any} */ b) => b.id), [50, 55, 60, 65, 70]);
  });

  it('answers 422 on invalid query parameters', async () => {
    const { status, body } = await sandbox.call('GET', '/partner/v1/beneficiaries?page=0&per_page=101&type=b2x&mandatary_id=abc');
    assert.equal(status, 422);
    assert.deepEqual(body.errors, {
      page: ['La valeur de page doit être supérieure ou égale à 1.'],
      per_page: ['La valeur de nombre par page doit être inférieure ou égale à 100.'],
      type: ['La valeur sélectionnée pour le champ type est invalide.'],
      mandatary_id: ['Le champ mandataire doit être un entier.'],
    });
    assert.equal(body.message, 'La valeur de page doit être supérieure ou égale à 1. (et 3 autres erreurs)');
    assert.equal((await sandbox.call('GET', '/partner/v1/beneficiaries?per_page=0')).status, 422);
  });
});

describe('worksite creation', () => {
  it('creates a worksite with its reference, status, defaults and one worksite operation', async () => {
    const { status, body } = await createWorksite({ ...worksite, external_reference: 'EXT-42', indivision: true });
    assert.equal(status, 201);
    const created = body.data;
    assert.equal(created.id, 2);
    assert.match(created.reference, /^CH-\d{4}-000002$/);
    assert.equal(created.external_reference, 'EXT-42');
    assert.deepEqual([created.convention_id, created.beneficiary_id], [3, 2]);
    assert.equal(created.installer_name, 'Installateur Démo');
    assert.deepEqual([created.status_id, created.status], ['1', 'En cours de constitution']);
    assert.deepEqual([created.precarity_type, created.country, created.indivision], ['classic', 'FR', true]);
    assert.ok(!Number.isNaN(Date.parse(created.created_at)));
    assert.match(created.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
    assert.deepEqual(created.worksite_operations, [{ id: 12 }]);
    assert.deepEqual(created.fiscal_informations, []);
    assert.equal((await sandbox.state()).worksites, 2);
  });

  it('answers 422 on every missing required field', async () => {
    const { status, body } = await createWorksite({});
    assert.equal(status, 422);
    assert.deepEqual(Object.keys(body.errors), ['convention_id', 'beneficiary_id', 'address', 'city', 'zipcode']);
    assert.deepEqual(body.errors.city, ['Le champ ville est obligatoire.']);
    assert.equal(body.message, 'Le champ convention est obligatoire. (et 4 autres erreurs)');
  });

  it('checks formats: zipcode, country, cadastral parcel, enums, lengths, unknown beneficiary', async () => {
    const { body } = await createWorksite({
      ...worksite, beneficiary_id: 999, zipcode: '3800', country: 'FRA', cadastral_parcel: '00-AB-1',
      precarity_type: 'poor', incentive_type: 'both', address: 'x'.repeat(256), convention_id: 0,
    });
    assert.deepEqual(Object.keys(body.errors).sort(), [
      'address', 'beneficiary_id', 'cadastral_parcel', 'convention_id', 'country', 'incentive_type', 'precarity_type', 'zipcode',
    ]);
    assert.deepEqual(body.errors.beneficiary_id, ['Le bénéficiaire sélectionné est introuvable.']);
    const ok = await createWorksite({ ...worksite, cadastral_parcel: '000-AB-0123', country: 'be', incentive_type: 'indirect', precarity_type: 'very-low' });
    assert.equal(ok.status, 201);
    assert.deepEqual([ok.body.data.cadastral_parcel, ok.body.data.country, ok.body.data.incentive_type, ok.body.data.precarity_type],
      ['000-AB-0123', 'BE', 'indirect', 'very-low']);
  });

  it('accepts only the classic precarity for a company beneficiary', async () => {
    const refused = await createWorksite({ ...worksite, beneficiary_id: 46, precarity_type: 'low' });
    assert.equal(refused.status, 422);
    assert.deepEqual(refused.body.errors, { precarity_type: ['Seule la précarité classique est acceptée pour un bénéficiaire professionnel.'] });
    assert.equal((await createWorksite({ ...worksite, beneficiary_id: 46, precarity_type: 'classic' })).status, 201);
    assert.equal((await createWorksite({ ...worksite, beneficiary_id: 46 })).body.data.precarity_type, 'classic');
  });

  it('keys fiscal information errors by row, including the rule only the server knows', async () => {
    const { status, body } = await createWorksite({
      ...worksite,
      fiscal_informations: [
        { ...fiscalRow, fiscal_reference: 'SHORT' },
        { ...fiscalRow, fiscal_number: '9123456789123' },
        { ...fiscalRow, firstname: '', fiscal_number: '12345' },
      ],
    });
    assert.equal(status, 422);
    assert.deepEqual(body.errors, {
      'fiscal_informations.0.fiscal_reference': ['La référence de l’avis d’imposition doit contenir 13 lettres ou chiffres.'],
      'fiscal_informations.1.fiscal_number': ['Le numéro fiscal doit commencer par 0, 1, 2 ou 3.'],
      'fiscal_informations.2.firstname': ['Le champ prénom est obligatoire.'],
      'fiscal_informations.2.fiscal_number': ['Le numéro fiscal doit contenir 13 chiffres.'],
    });
    const tooMany = await createWorksite({ ...worksite, fiscal_informations: Array.from({ length: 11 }, () => fiscalRow) });
    assert.deepEqual(Object.keys(tooMany.body.errors), ['fiscal_informations']);
  });

  it('echoes fiscal information with the fiscal number masked but its last four digits', async () => {
    const { body } = await createWorksite({ ...worksite, fiscal_informations: [fiscalRow] });
    assert.deepEqual(body.data.fiscal_informations, [{ ...fiscalRow, fiscal_number: '*********9123' }]);
  });

  it('refuses an external reference already used, the seeded one included', async () => {
    const seeded = await createWorksite({ ...worksite, external_reference: 'DEMO-0001' });
    assert.deepEqual(seeded.body.errors, { external_reference: ['La référence externe est déjà utilisée.'] });
    assert.equal((await createWorksite({ ...worksite, external_reference: 'EXT-1' })).status, 201);
    assert.equal((await createWorksite({ ...worksite, external_reference: 'EXT-1' })).status, 422);
  });

  it('answers 400 on malformed JSON', async () => {
    const answer = await sandbox.call('POST', '/partner/v1/worksites', { body: '{nope', headers: { 'Content-Type': 'application/json' } });
    assert.deepEqual([answer.status, answer.body], [400, { message: 'Corps JSON invalide.' }]);
  });
});

describe('tag removal', () => {
  const tags = '/partner/v1/worksites/1/operations/11/tags';

  it('removes the given tags and returns the remaining ones', async () => {
    const { status, body } = await sandbox.call('DELETE', `${tags}?tags[]=2`);
    assert.equal(status, 200);
    assert.deepEqual(body.data, [
      { id: 1, name: 'Prioritaire', color: '#c62828' },
      { id: 3, name: 'Dossier complet', color: '#2e7d32' },
    ]);
    const indexed = await sandbox.call('DELETE', `${tags}?tags[0]=1&tags[1]=3`);
    assert.deepEqual(indexed.body.data, []);
  });

  it('removes every custom tag without tags[]', async () => {
    const { status, body } = await sandbox.call('DELETE', tags);
    assert.deepEqual([status, body], [200, { data: [] }]);
  });

  it('answers 422 on tags.N for a tag not attached or not an integer, and removes nothing', async () => {
    const { status, body } = await sandbox.call('DELETE', `${tags}?tags[]=1&tags[]=99&tags[]=abc`);
    assert.equal(status, 422);
    assert.deepEqual(body.errors, {
      'tags.1': ['Le tag 99 n’est pas associé à cette opération.'],
      'tags.2': ['Le champ tag doit être un entier.'],
    });
    assert.equal((await sandbox.call('DELETE', `${tags}?tags[]=99`)).body.errors['tags.0'][0], 'Le tag 99 n’est pas associé à cette opération.');
    assert.equal((await sandbox.call('DELETE', `${tags}?tags[]=2`)).body.data.length, 2);
  });

  it('gives each new worksite operation its own three tags with ids unique across the sandbox', async () => {
    await createWorksite(worksite);
    const { body } = await sandbox.call('DELETE', '/partner/v1/worksites/2/operations/12/tags?tags[]=4');
    assert.deepEqual(body.data.map((/** @type {any} */ t) => t.id), [5, 6]);
  });

  it('answers 404 for an unknown worksite or an operation of another worksite', async () => {
    const unknown = await sandbox.call('DELETE', '/partner/v1/worksites/99/operations/11/tags');
    assert.deepEqual([unknown.status, unknown.body], [404, { message: 'Chantier introuvable.' }]);
    await createWorksite(worksite);
    const other = await sandbox.call('DELETE', '/partner/v1/worksites/1/operations/12/tags');
    assert.equal(other.status, 404);
    assert.equal(typeof other.body.message, 'string');
  });
});
