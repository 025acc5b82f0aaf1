/**
 * The partner API through `createClient`, over real HTTP to the sandbox: operations, beneficiaries,
 * worksites (client-side and server-side validation), documents (progress, URL, abort) and tags.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { ApiError, clearApiCache, clearTokens, createClient, isAbortError, WORKSITE_REQUIRED_KEYS, worksiteRequestSchema } from '../../../src/api/index.js';
import { bases, failNext, rejectionOf, resetSandbox, sandboxRequests, sandboxState } from '../helpers/sandbox.js';

const BENEFICIARIES = '/partner/v1/beneficiaries';
const WORKSITES = '/partner/v1/worksites';
const DOCUMENTS = '/partner/v1/worksites/1/documents';
const TAGS = '/partner/v1/worksites/1/operations/11/tags';

function client(extra: Parameters<typeof createClient>[0] = {}) {
  return createClient({ ...bases(), ...extra });
}

/** A worksite body the sandbox accepts for a household beneficiary. */
function worksiteBody(extra: Record<string, unknown> = {}) {
  return {
    convention_id: 1,
    beneficiary_id: 2,
    address: '12 rue Pasteur',
    city: 'Lyon',
    zipcode: '69003',
    ...extra,
  };
}

const fiscalRow = (fiscal_number: string) => ({
  firstname: 'Marie',
  lastname: 'Martin',
  fiscal_number,
  fiscal_reference: '24A1234567890',
});

describe('partner API', () => {
  beforeEach(async () => {
    await resetSandbox();
    clearTokens();
    clearApiCache();
  });

  describe('operations', () => {
    it('lists the catalogue with its B2C and B2B operations', async () => {
      const operations = await client().listOperations();
      expect(operations.length).to.be.greaterThan(20);
      const ids = operations.map((o) => o.id);
      expect(ids[0]).to.equal(1);
      expect(new Set(ids).size).to.equal(ids.length);
      const heatPump = operations.find((o) => o.code === 'BAR-TH-171');
      expect(heatPump?.can_b2c).to.equal(true);
      expect(heatPump?.can_b2b).to.equal(false);
      expect(typeof heatPump?.operation_name).to.equal('string');
      expect(operations.find((o) => o.code === 'BAR-EN-101')?.can_b2c).to.equal(true);
      expect(operations.find((o) => o.code === 'BAT-TH-116')?.can_b2b).to.equal(true);
      expect(operations.find((o) => o.code === 'IND-UT-136')?.can_b2b).to.equal(true);
      const logged = await sandboxRequests({ path: '/partner/v1/operations' });
      expect(logged.length).to.equal(1);
      expect(logged[0]?.method).to.equal('GET');
      expect(logged[0]?.status).to.equal(200);
      // The spec declares no auth on the partner API: no Authorization header by default.
      expect(logged[0]?.auth).to.equal(false);
    });

    it('keeps the catalogue for the page: a second call sends nothing', async () => {
      const first = await client().listOperations();
      const second = await client().listOperations();
      expect(second.length).to.equal(first.length);
      expect((await sandboxRequests({ path: '/partner/v1/operations' })).length).to.equal(1);
      clearApiCache();
      await client().listOperations();
      expect((await sandboxRequests({ path: '/partner/v1/operations' })).length).to.equal(2);
    });

    it('reads one operation by id', async () => {
      const operations = await client().listOperations();
      const id = operations.find((o) => o.code === 'BAR-TH-171')!.id;
      const operation = await client().getOperation(id);
      expect(operation.id).to.equal(id);
      expect(operation.code).to.equal('BAR-TH-171');
      expect(operation.can_b2c).to.equal(true);
      expect((await sandboxRequests({ path: `/partner/v1/operations/${id}` })).length).to.equal(1);
    });

    it('gives kind not-found with the service message for an unknown id', async () => {
      const error = await rejectionOf(client().getOperation(9999));
      expect(error instanceof ApiError).to.equal(true);
      expect(error.kind).to.equal('not-found');
      expect(error.status).to.equal(404);
      expect(error.message).to.equal('Opération introuvable.');
      expect(error.fromService).to.equal(true);
      expect(error.retryable).to.equal(false);
      // A 404 is not transient: one request only.
      expect((await sandboxRequests({ path: '/partner/v1/operations/9999' })).length).to.equal(1);
    });
  });

  describe('beneficiaries', () => {
    it('reads the first page with the default page size and the meta envelope', async () => {
      const page = await client().listBeneficiaries();
      expect(page.page).to.equal(1);
      expect(page.perPage).to.equal(15);
      expect(page.items.length).to.equal(15);
      expect(page.total).to.be.at.least(70);
      expect(page.lastPage).to.equal(Math.ceil(page.total! / 15));
      expect(page.hasMore).to.equal(true);
      expect(page.items[0]?.id).to.equal(1);
      expect(typeof page.items[0]?.lastname).to.equal('string');
      const logged = await sandboxRequests({ path: BENEFICIARIES });
      expect(logged.length).to.equal(1);
      expect(logged[0]?.query.page).to.equal('1');
    });

    it('pages through to the last page, where hasMore is false', async () => {
      const api = client();
      const first = await api.listBeneficiaries({ per_page: 20 });
      const last = await api.listBeneficiaries({ page: first.lastPage!, per_page: 20 });
      expect(last.page).to.equal(first.lastPage);
      expect(last.perPage).to.equal(20);
      expect(last.hasMore).to.equal(false);
      expect(last.items.length).to.equal(first.total! - 20 * (first.lastPage! - 1));
      const second = await api.listBeneficiaries({ page: 2, per_page: 20 });
      expect(second.items[0]?.id).to.equal(21);
      expect(second.hasMore).to.equal(first.lastPage! > 2);
      const logged = await sandboxRequests({ path: BENEFICIARIES });
      expect(logged.length).to.equal(3);
      expect(logged[2]?.query.page).to.equal('2');
      expect(logged[2]?.query.per_page).to.equal('20');
    });

    it('reads 100 per page: everything on one page', async () => {
      const page = await client().listBeneficiaries({ per_page: 100 });
      expect(page.perPage).to.equal(100);
      expect(page.items.length).to.equal(page.total);
      expect(page.lastPage).to.equal(1);
      expect(page.hasMore).to.equal(false);
    });

    it('filters by type b2b and b2c', async () => {
      const b2b = await client().listBeneficiaries({ type: 'b2b', per_page: 100 });
      expect(b2b.items.length).to.be.greaterThan(0);
      expect(b2b.items.every((b) => typeof b.company_name === 'string' && b.company_name !== '')).to.equal(true);
      const b2c = await client().listBeneficiaries({ type: 'b2c', per_page: 100 });
      expect(b2c.items.length).to.be.greaterThan(0);
      expect(b2c.items.every((b) => !b.company_name)).to.equal(true);
      expect(b2b.total! + b2c.total!).to.be.at.least(70);
      const logged = await sandboxRequests({ path: BENEFICIARIES });
      expect(logged.map((r) => r.query.type).join()).to.equal('b2b,b2c');
    });

    it('filters by mandatary_id', async () => {
      const all = await client().listBeneficiaries({ per_page: 100 });
      const mine = await client().listBeneficiaries({ mandatary_id: 1, per_page: 100 });
      expect(mine.items.length).to.be.greaterThan(0);
      expect(mine.total).to.be.lessThan(all.total!);
      const logged = await sandboxRequests({ path: BENEFICIARIES });
      expect(logged[1]?.query.mandatary_id).to.equal('1');
    });

    it('rejects per_page 101 before sending anything', async () => {
      const error = await rejectionOf(client().listBeneficiaries({ per_page: 101 }));
      expect(error instanceof ApiError).to.equal(true);
      expect(error.kind).to.equal('validation');
      expect(error.status).to.equal(undefined);
      expect(Object.keys(error.fieldErrors).join()).to.equal('per_page');
      expect(error.fieldErrors.per_page[0]).to.be.a('string');
      const zero = await rejectionOf(client().listBeneficiaries({ page: 0 }));
      expect(zero.kind).to.equal('validation');
      expect(Object.keys(zero.fieldErrors).join()).to.equal('page');
      expect((await sandboxRequests()).length).to.equal(0);
    });
  });

  describe('worksites', () => {
    it('creates a worksite: 201 parsed, fields echoed, state updated', async () => {
      const before = await sandboxState();
      const worksite = await client().createWorksite(
        worksiteBody({ external_reference: 'EXT-42', cadastral_parcel: '000-ab-0123', indivision: true, fiscal_informations: [fiscalRow('0123456789012')] }),
      );
      expect(worksite.id).to.be.a('number');
      expect(worksite.id).to.not.equal(1);
      expect(worksite.external_reference).to.equal('EXT-42');
      expect(worksite.beneficiary_id).to.equal(2);
      expect(worksite.convention_id).to.equal(1);
      expect(worksite.zipcode).to.equal('69003');
      expect(worksite.precarity_type).to.equal('classic');
      expect(worksite.indivision).to.equal(true);
      expect(worksite.status_id).to.be.a('string');
      expect(worksite.reference).to.be.a('string');
      expect(worksite.fiscal_informations?.length).to.equal(1);
      const after = await sandboxState();
      expect(after.worksites).to.equal(before.worksites + 1);
      const logged = await sandboxRequests({ method: 'POST', path: WORKSITES });
      expect(logged.length).to.equal(1);
      expect(logged[0]?.status).to.equal(201);
      const sent = logged[0]?.body as Record<string, unknown>;
      // Defaults and normalisation of the client: country FR, precarity classic, parcel upper-cased.
      expect(sent.country).to.equal('FR');
      expect(sent.precarity_type).to.equal('classic');
      expect(sent.cadastral_parcel).to.equal('000-AB-0123');
    });

    it('rejects a bad zipcode and cadastral parcel in French, sending nothing', async () => {
      const error = await rejectionOf(client().createWorksite(worksiteBody({ zipcode: '6900', cadastral_parcel: 'AB-12' })));
      expect(error instanceof ApiError).to.equal(true);
      expect(error.kind).to.equal('validation');
      expect(error.fieldErrors.zipcode[0]).to.equal('Le code postal doit comporter 5 chiffres.');
      expect(error.fieldErrors.cadastral_parcel[0]).to.equal(
        'La parcelle cadastrale doit suivre le format préfixe-section-numéro, ex. 000-AB-0123.',
      );
      expect(error.message.startsWith('Certains champs ne sont pas valides.')).to.equal(true);
      expect((await sandboxRequests()).length).to.equal(0);
    });

    it('says "required" for missing fields and validates fiscal rows client-side', async () => {
      const error = await rejectionOf(
        client().createWorksite({ convention_id: 1, beneficiary_id: 2, address: ' ', city: 'Lyon', zipcode: '', fiscal_informations: [fiscalRow('123')] } as never),
      );
      expect(error.kind).to.equal('validation');
      expect(error.fieldErrors.address[0]).to.equal('Ce champ est obligatoire.');
      expect(error.fieldErrors.zipcode[0]).to.equal('Ce champ est obligatoire.');
      expect(error.fieldErrors['fiscal_informations.0.fiscal_number'][0]).to.equal('Le numéro fiscal doit comporter 13 chiffres.');
      expect((await sandboxRequests()).length).to.equal(0);
    });

    it('speaks English when lang is en', async () => {
      const error = await rejectionOf(client({ lang: 'en' }).createWorksite(worksiteBody({ zipcode: 'abc' })));
      expect(error.fieldErrors.zipcode[0]).to.equal('The postcode must have 5 digits.');
      expect(error.message.startsWith('Some fields are not valid.')).to.equal(true);
    });

    it('applies the B2B precarity rule client-side', async () => {
      const b2b = (await client().listBeneficiaries({ type: 'b2b' })).items[0]!;
      await resetSandbox();
      const error = await rejectionOf(
        client().createWorksite(worksiteBody({ beneficiary_id: b2b.id, precarity_type: 'low' }), { context: 'b2b' }),
      );
      expect(error.kind).to.equal('validation');
      expect(error.fieldErrors.precarity_type[0]).to.equal('Seule la précarité classique est possible pour un professionnel.');
      expect((await sandboxRequests()).length).to.equal(0);
      // Classic passes in B2B; a B2C context allows any precarity client-side.
      const ok = await client().createWorksite(worksiteBody({ beneficiary_id: b2b.id, precarity_type: 'classic' }), { context: 'b2b' });
      expect(ok.precarity_type).to.equal('classic');
      const household = await client().createWorksite(worksiteBody({ precarity_type: 'very-low' }));
      expect(household.precarity_type).to.equal('very-low');
    });

    it('gives the server 422 for a B2B beneficiary with a non-classic precarity when no context is given', async () => {
      const b2b = (await client().listBeneficiaries({ type: 'b2b' })).items[0]!;
      const error = await rejectionOf(client().createWorksite(worksiteBody({ beneficiary_id: b2b.id, precarity_type: 'mid' })));
      expect(error.kind).to.equal('validation');
      expect(error.status).to.equal(422);
      expect(error.fieldErrors.precarity_type.length).to.equal(1);
    });

    it('gives kind validation with dotted fieldErrors for a server-only rule (fiscal number starting with 9)', async () => {
      const before = await sandboxState();
      const error = await rejectionOf(client().createWorksite(worksiteBody({ fiscal_informations: [fiscalRow('0123456789012'), fiscalRow('9123456789012')] })));
      expect(error instanceof ApiError).to.equal(true);
      expect(error.kind).to.equal('validation');
      expect(error.status).to.equal(422);
      expect(error.fromService).to.equal(true);
      expect(Object.keys(error.fieldErrors).join()).to.equal('fiscal_informations.1.fiscal_number');
      expect(error.fieldErrors['fiscal_informations.1.fiscal_number'][0]).to.equal('Le numéro fiscal doit commencer par 0, 1, 2 ou 3.');
      expect(error.message).to.equal('Le numéro fiscal doit commencer par 0, 1, 2 ou 3.');
      expect(error.retryable).to.equal(false);
      expect((await sandboxState()).worksites).to.equal(before.worksites);
      const logged = await sandboxRequests({ method: 'POST', path: WORKSITES });
      expect(logged.length).to.equal(1);
      expect(logged[0]?.status).to.equal(422);
    });

    it('gives a 422 keyed fiscal_informations.0.fiscal_number for the first row', async () => {
      const error = await rejectionOf(client().createWorksite(worksiteBody({ fiscal_informations: [fiscalRow('9999999999999')] })));
      expect(error.kind).to.equal('validation');
      expect(error.fieldErrors['fiscal_informations.0.fiscal_number'].length).to.equal(1);
    });

    it('gives a 422 on external_reference for a duplicate', async () => {
      await client().createWorksite(worksiteBody({ external_reference: 'DUP-1' }));
      const error = await rejectionOf(client().createWorksite(worksiteBody({ external_reference: 'DUP-1' })));
      expect(error.kind).to.equal('validation');
      expect(error.status).to.equal(422);
      expect(error.fieldErrors.external_reference[0]).to.equal('La référence externe est déjà utilisée.');
      const statuses = (await sandboxRequests({ method: 'POST', path: WORKSITES })).map((r) => r.status);
      expect(statuses.join()).to.equal('201,422');
    });
  });

  describe('documents', () => {
    it('uploads a file with progress, ending with loaded == total', async () => {
      const before = await sandboxState();
      const size = 512 * 1024;
      const file = new File([new Uint8Array(size).fill(65)], 'avis.pdf', { type: 'application/pdf' });
      const progress: Array<[number, number]> = [];
      const document = await client().uploadDocument(1, { type_id: 1, worksite_operation_id: 11, file }, {
        onProgress: (loaded, total) => progress.push([loaded, total]),
      });
      expect(document.id).to.be.a('number');
      expect(document.worksite_operation_id).to.equal(11);
      expect(document.type_id).to.equal('1');
      expect(document.file_name).to.equal('avis.pdf');
      expect(progress.length).to.be.greaterThan(0);
      const [loaded, total] = progress[progress.length - 1]!;
      expect(total).to.be.at.least(size);
      expect(loaded).to.equal(total);
      // Never decreasing.
      expect(progress.every(([l], i) => i === 0 || l >= progress[i - 1]![0])).to.equal(true);
      expect((await sandboxState()).documents).to.equal(before.documents + 1);
      const logged = await sandboxRequests({ method: 'POST', path: DOCUMENTS });
      expect(logged.length).to.equal(1);
      expect(logged[0]?.status).to.equal(201);
      const body = logged[0]?.body as { parts: string[]; file: { name: string; size: number } };
      expect(body.parts.includes('type_id')).to.equal(true);
      expect(body.parts.includes('worksite_operation_id')).to.equal(true);
      expect(body.file.size).to.equal(size);
      // The sandbox's log keeps a file name's initial and extension only (personal data, issue #34).
      expect(body.file.name).to.equal('a•••.pdf');
    });

    it('creates a document from a URL only', async () => {
      const document = await client().uploadDocument(1, {
        type_id: 100,
        worksite_operation_id: 11,
        url: 'https://example.com/dossiers/devis-signe.pdf',
        notes: 'Devis signé',
      });
      expect(document.url).to.equal('https://example.com/dossiers/devis-signe.pdf');
      expect(document.file_name).to.equal('devis-signe.pdf');
      expect(document.notes).to.equal('Devis signé');
      expect(document.type_id).to.equal('100');
      const body = (await sandboxRequests({ method: 'POST', path: DOCUMENTS }))[0]?.body as { parts: string[] };
      expect(body.parts.includes('file')).to.equal(false);
      expect(body.parts.includes('url')).to.equal(true);
    });

    it('rejects a form with neither file nor URL, or a bad type, before sending', async () => {
      const error = await rejectionOf(client().uploadDocument(1, { type_id: 50, worksite_operation_id: 11 }));
      expect(error.kind).to.equal('validation');
      expect(error.fieldErrors.type_id[0]).to.equal('Ce type de document n’est pas accepté.');
      expect(error.fieldErrors.file[0]).to.equal('Ajoutez un fichier ou une adresse URL.');
      const empty = await rejectionOf(client().uploadDocument(1, { type_id: 1, worksite_operation_id: 11, file: new File([], 'vide.pdf') }));
      expect(empty.fieldErrors.file[0]).to.equal('Le fichier est vide.');
      expect((await sandboxRequests()).length).to.equal(0);
    });

    it('gives the server 422 for a worksite operation of another worksite', async () => {
      const error = await rejectionOf(client().uploadDocument(1, { type_id: 1, worksite_operation_id: 12, url: 'https://example.com/a.pdf' }));
      expect(error.kind).to.equal('validation');
      expect(error.status).to.equal(422);
      expect(error.fieldErrors.worksite_operation_id.length).to.equal(1);
    });

    it('aborts mid-way: AbortError, not an ApiError, and no document created', async () => {
      // The sandbox reads nothing for 3 s: a body larger than the sockets' buffers stays part sent meanwhile.
      await failNext({ method: 'POST', path: DOCUMENTS, delayMs: 3000 });
      const before = await sandboxState();
      const controller = new AbortController();
      const file = new File([new Uint8Array(16 * 1024 * 1024).fill(66)], 'photo.jpg', { type: 'image/jpeg' });
      let abortedAt: [number, number] | undefined;
      let sent = false;
      const pending = client().uploadDocument(
        1,
        { type_id: 1, worksite_operation_id: 11, file },
        {
          signal: controller.signal,
          onSent: () => (sent = true),
          onProgress: (loaded, total) => {
            if (abortedAt || loaded === 0 || loaded >= total) return;
            abortedAt = [loaded, total];
            controller.abort();
          },
        },
      );
      const error = await rejectionOf(pending);
      expect(error instanceof ApiError).to.equal(false);
      expect(error.name).to.equal('AbortError');
      expect(isAbortError(error)).to.equal(true);
      expect(abortedAt !== undefined && abortedAt[0] < abortedAt[1]).to.equal(true);
      expect(sent).to.equal(false);
      // Once the sandbox is done with the request, nothing was created.
      const settled = async () => (await sandboxRequests({ method: 'POST', path: DOCUMENTS }))[0]?.status;
      await waitUntil(async () => typeof (await settled()) === 'number', 'the sandbox is done with the request', { timeout: 10_000 });
      expect(await settled()).to.not.equal(201);
      expect((await sandboxState()).documents).to.equal(before.documents);
      expect((await sandboxRequests({ method: 'POST', path: DOCUMENTS })).length).to.equal(1);
    });

    it('tells when the whole body is sent: aborted later, the document may still be created', async () => {
      await failNext({ method: 'POST', path: DOCUMENTS, delayMs: 1000 });
      const before = await sandboxState();
      const controller = new AbortController();
      const file = new File([new Uint8Array(4 * 1024).fill(66)], 'photo.jpg', { type: 'image/jpeg' });
      const pending = client().uploadDocument(1, { type_id: 1, worksite_operation_id: 11, file }, { signal: controller.signal, onSent: () => controller.abort() });
      expect((await rejectionOf(pending)).name).to.equal('AbortError');
      // The service had the whole request: what it did with it is unknown to the page (here, it created it).
      const settled = async () => (await sandboxRequests({ method: 'POST', path: DOCUMENTS }))[0]?.status;
      await waitUntil(async () => typeof (await settled()) === 'number', 'the sandbox is done with the request', { timeout: 10_000 });
      expect((await sandboxState()).documents - before.documents).to.equal((await settled()) === 201 ? 1 : 0);
    });

    it('gives up on an upload nothing moves for longer than the timeout: kind network, timedOut', async () => {
      await failNext({ method: 'POST', path: DOCUMENTS, delayMs: 3000 });
      const file = new File([new Uint8Array(16 * 1024).fill(67)], 'plan.pdf', { type: 'application/pdf' });
      const error = await rejectionOf(client({ timeoutMs: 400 }).uploadDocument(1, { type_id: 1, worksite_operation_id: 11, file }));
      expect(error instanceof ApiError).to.equal(true);
      expect(error.kind).to.equal('network');
      expect(error.timedOut).to.equal(true);
    });
  });

  describe('tags', () => {
    it('removes the given tags, sending tags[]=.. in the query', async () => {
      const remaining = await client().removeOperationTags(1, 11, [1, 2]);
      expect(remaining.length).to.equal(1);
      expect((remaining[0] as { id: number }).id).to.equal(3);
      const logged = await sandboxRequests({ method: 'DELETE', path: TAGS });
      expect(logged.length).to.equal(1);
      expect(logged[0]?.status).to.equal(200);
      expect(JSON.stringify(logged[0]?.query)).to.equal(JSON.stringify({ 'tags[]': ['1', '2'] }));
    });

    it('sends a single tag as tags[]=..', async () => {
      const remaining = await client().removeOperationTags(1, 11, [2]);
      expect(remaining.map((t) => (t as { id: number }).id).join()).to.equal('1,3');
      const logged = await sandboxRequests({ method: 'DELETE', path: TAGS });
      expect(JSON.stringify(logged[0]?.query)).to.equal(JSON.stringify({ 'tags[]': '2' }));
    });

    it('removes every custom tag when no tag is given', async () => {
      const remaining = await client().removeOperationTags(1, 11);
      expect(remaining.length).to.equal(0);
      const logged = await sandboxRequests({ method: 'DELETE', path: TAGS });
      expect(logged.length).to.equal(1);
      expect(Object.keys(logged[0]!.query).length).to.equal(0);
      // An empty list means the same: no tags[] in the query.
      await client().removeOperationTags(1, 11, []);
      const again = await sandboxRequests({ method: 'DELETE', path: TAGS });
      expect(Object.keys(again[1]!.query).length).to.equal(0);
    });

    it('gives kind validation for an unknown tag', async () => {
      const error = await rejectionOf(client().removeOperationTags(1, 11, [99]));
      expect(error instanceof ApiError).to.equal(true);
      expect(error.kind).to.equal('validation');
      expect(error.status).to.equal(422);
      expect(error.fieldErrors['tags.0'][0]).to.equal('Le tag 99 n’est pas associé à cette opération.');
      // Nothing was removed.
      expect((await client().removeOperationTags(1, 11, [1])).length).to.equal(2);
    });

    it('gives kind not-found for an unknown worksite', async () => {
      const error = await rejectionOf(client().removeOperationTags(999, 11, [1]));
      expect(error.kind).to.equal('not-found');
      expect(error.status).to.equal(404);
    });
  });
});

describe('the partner API values', () => {
  it('lists as required exactly the keys the worksite request schema requires (the form marks them without the schema)', () => {
    for (const context of ['b2c', 'b2b'] as const) {
      const shape = worksiteRequestSchema(context).shape;
      const required = Object.entries(shape).filter(([, schema]) => schema._zod.optin !== 'optional').map(([key]) => key);
      expect([...WORKSITE_REQUIRED_KEYS].sort()).to.deep.equal(required.sort());
    }
  });
});
