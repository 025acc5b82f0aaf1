// @ts-check
/**
 * The partner API speaks the visitor's language (issue #26): every sentence or label of its answers that a person reads
 * (422 messages, the `message` of other errors, worksite and document statuses, document types, tag names) follows
 * `Accept-Language`. Each answer is asked over HTTP in French (no header, the default) and in English: the French one
 * is compared word for word with what the service has always said, the English one must hold no French word, and
 * every text must differ between the two, so a single answer left in French fails.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { FRENCH_TERMS } from './french-terms.js';
import { announceHugeUpload, form } from './multipart-client.js';
import { VALID_WORKSITE, startSandbox } from './sandbox-client.js';

/** @type {Awaited<ReturnType<typeof startSandbox>>} */
let sandbox;
before(async () => { sandbox = await startSandbox(); });
after(() => sandbox.close());
beforeEach(() => sandbox.reset());

const WORKSITES = '/partner/v1/worksites';
const DOCUMENTS = '/partner/v1/worksites/1/documents';
const TAGS = '/partner/v1/worksites/1/operations/11/tags';
const worksite = VALID_WORKSITE;
const declarant = { firstname: 'Camille', lastname: 'Bernard', fiscal_number: '0123456789123', fiscal_reference: 'AB12CD34EF567' };
const long = 'a'.repeat(256);

/**
 * Words of French that English sentences never hold, beside the repo's French terms: function words, the partner
 * API's own nouns and verbs, and letters with French accents.
 */
const FRENCH_WORDS = /[À-ÖØ-öø-ÿœŒ]|\b(le|la|les|de|du|des|un|une|est|doit|sont|être|champ|fichier|valeur|pour|cette|ce|au|aux|introuvable|inconnue|invalide|obligatoire|requis|corps|attente|constitution|prioritaire|relancer|dossier|opération|entier|chiffres|lettres|ou|et|autres?|erreurs?)\b/i;

/** @param {string} text */
const isFrench = (text) => FRENCH_TERMS.test(text) || FRENCH_WORDS.test(text);

const pdf = (bytes = 21) => new Blob([new Uint8Array(bytes).fill(37)], { type: 'application/pdf' });

/**
 * @typedef {{method: string, path: string, body?: () => unknown, headers?: Record<string, string>,
 *   send?: (headers: Record<string, string>) => Promise<{status: number, body: any}>,
 *   words?: (body: any) => unknown}} Call how to ask, and for a 2xx the words of its answer
 * @typedef {Call & {what: string, status: number, fr: unknown}} Case what the French answer has always said
 */

/**
 * The words of an answer a person reads: `{message, errors}` of an error, what `words` picks of a success.
 * @param {Call} call
 * @param {{status: number, body: any}} answer
 */
function wordsOf(call, answer) {
  if (answer.status >= 400) return answer.body.errors ? { message: answer.body.message, errors: answer.body.errors } : { message: answer.body.message };
  return call.words ? call.words(answer.body) : undefined;
}

/**
 * @param {Call} call
 * @param {'fr' | 'en' | undefined} lang undefined: no Accept-Language (French)
 */
function ask(call, lang) {
  const headers = { ...call.headers, ...(lang ? { 'Accept-Language': lang } : {}) };
  if (call.send) return call.send(headers);
  return sandbox.call(call.method, call.path, { body: call.body?.(), headers });
}

/**
 * Every string of a value, with where it is.
 * @param {unknown} value
 * @param {string} where
 * @param {Array<[string, string]>} [out]
 * @returns {Array<[string, string]>}
 */
function texts(value, where, out = []) {
  if (typeof value === 'string') out.push([where, value]);
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) texts(child, `${where}.${key}`, out);
  return out;
}

/** @param {string} key @param {unknown} value */
const worksiteWith = (key, value) => ({ ...worksite, [key]: value });
const statusOf = (/** @type {any} */ body) => ({ status: body.data.status });
const documentWords = (/** @type {any} */ body) => ({ type: body.data.type, status: body.data.status });
const tagNames = (/** @type {any} */ body) => body.data.map((/** @type {any} */ tag) => tag.name);

/** @type {Case[]} */
const CASES = [
  // Worksite creation: each field the service checks.
  {
    what: 'a worksite without its required fields', method: 'POST', path: WORKSITES, body: () => ({}), status: 422,
    fr: {
      message: 'Le champ convention est obligatoire. (et 4 autres erreurs)',
      errors: {
        convention_id: ['Le champ convention est obligatoire.'], beneficiary_id: ['Le champ bénéficiaire est obligatoire.'],
        address: ['Le champ adresse est obligatoire.'], city: ['Le champ ville est obligatoire.'], zipcode: ['Le champ code postal est obligatoire.'],
      },
    },
  },
  {
    what: 'a worksite whose agreement is not a whole number', method: 'POST', path: WORKSITES, body: () => worksiteWith('convention_id', 'abc'), status: 422,
    fr: { message: 'Le champ convention doit être un entier.', errors: { convention_id: ['Le champ convention doit être un entier.'] } },
  },
  {
    what: 'a worksite whose agreement is 0', method: 'POST', path: WORKSITES, body: () => ({ ...worksite, convention_id: 0 }), status: 422,
    fr: { message: 'La valeur de convention doit être supérieure ou égale à 1.', errors: { convention_id: ['La valeur de convention doit être supérieure ou égale à 1.'] } },
  },
  {
    what: 'a worksite for an unknown beneficiary', method: 'POST', path: WORKSITES, body: () => ({ ...worksite, beneficiary_id: 999 }), status: 422,
    fr: { message: 'Le bénéficiaire sélectionné est introuvable.', errors: { beneficiary_id: ['Le bénéficiaire sélectionné est introuvable.'] } },
  },
  {
    what: 'a worksite with an external reference already used and text too long', method: 'POST', path: WORKSITES,
    body: () => ({ ...worksite, external_reference: 'DEMO-0001', address: long, additional_address: long }), status: 422,
    fr: {
      message: 'Le texte de adresse ne peut pas contenir plus de 255 caractères. (et 2 autres erreurs)',
      errors: {
        address: ['Le texte de adresse ne peut pas contenir plus de 255 caractères.'],
        additional_address: ['Le texte de complément d’adresse ne peut pas contenir plus de 255 caractères.'],
        external_reference: ['La référence externe est déjà utilisée.'],
      },
    },
  },
  {
    what: 'a worksite whose city is not text', method: 'POST', path: WORKSITES, body: () => ({ ...worksite, city: 12 }), status: 422,
    fr: { message: 'Le champ ville doit être une chaîne de caractères.', errors: { city: ['Le champ ville doit être une chaîne de caractères.'] } },
  },
  {
    what: 'a worksite with a wrong postcode, country, parcel and joint ownership', method: 'POST', path: WORKSITES,
    body: () => ({ ...worksite, zipcode: '6900', country: 'FRA', cadastral_parcel: 'AB-12', indivision: 'peut-être' }), status: 422,
    fr: {
      message: 'Le code postal doit contenir 5 chiffres. (et 3 autres erreurs)',
      errors: {
        zipcode: ['Le code postal doit contenir 5 chiffres.'],
        country: ['Le pays doit être un code à 2 lettres (ex. FR).'],
        indivision: ['Le champ indivision doit être vrai ou faux.'],
        cadastral_parcel: ['La parcelle cadastrale doit être au format préfixe-section-numéro (ex. 000-AB-0123).'],
      },
    },
  },
  {
    what: 'a worksite with a precarity and an incentive outside their values', method: 'POST', path: WORKSITES,
    body: () => ({ ...worksite, precarity_type: 'poor', incentive_type: 'both' }), status: 422,
    fr: {
      message: 'La valeur sélectionnée pour le champ type de précarité est invalide. (et 1 autre erreur)',
      errors: {
        precarity_type: ['La valeur sélectionnée pour le champ type de précarité est invalide.'],
        incentive_type: ['La valeur sélectionnée pour le champ type d’incitation est invalide.'],
      },
    },
  },
  {
    what: 'a business worksite with a modest precarity', method: 'POST', path: WORKSITES, body: () => ({ ...worksite, beneficiary_id: 50, precarity_type: 'low' }), status: 422,
    fr: {
      message: 'Seule la précarité classique est acceptée pour un bénéficiaire professionnel.',
      errors: { precarity_type: ['Seule la précarité classique est acceptée pour un bénéficiaire professionnel.'] },
    },
  },
  {
    what: 'tax information that is not a list', method: 'POST', path: WORKSITES, body: () => ({ ...worksite, fiscal_informations: 'x' }), status: 422,
    fr: { message: 'Le champ informations fiscales doit être un tableau.', errors: { fiscal_informations: ['Le champ informations fiscales doit être un tableau.'] } },
  },
  {
    what: 'tax information of 11 declarants', method: 'POST', path: WORKSITES, body: () => ({ ...worksite, fiscal_informations: Array(11).fill(declarant) }), status: 422,
    fr: {
      message: 'Le tableau informations fiscales ne peut pas contenir plus de 10 éléments.',
      errors: { fiscal_informations: ['Le tableau informations fiscales ne peut pas contenir plus de 10 éléments.'] },
    },
  },
  {
    what: 'declarants empty, wrong or unknown to the tax office', method: 'POST', path: WORKSITES,
    body: () => ({
      ...worksite,
      fiscal_informations: [null, {}, { ...declarant, fiscal_number: '123', fiscal_reference: 'x' }, { ...declarant, fiscal_number: '4123456789123' }],
    }),
    status: 422,
    fr: {
      message: 'Chaque ligne des informations fiscales doit être un objet. (et 7 autres erreurs)',
      errors: {
        'fiscal_informations.0': ['Chaque ligne des informations fiscales doit être un objet.'],
        'fiscal_informations.1.firstname': ['Le champ prénom est obligatoire.'],
        'fiscal_informations.1.lastname': ['Le champ nom est obligatoire.'],
        'fiscal_informations.1.fiscal_number': ['Le champ numéro fiscal est obligatoire.'],
        'fiscal_informations.1.fiscal_reference': ['Le champ référence de l’avis est obligatoire.'],
        'fiscal_informations.2.fiscal_number': ['Le numéro fiscal doit contenir 13 chiffres.'],
        'fiscal_informations.2.fiscal_reference': ['La référence de l’avis d’imposition doit contenir 13 lettres ou chiffres.'],
        'fiscal_informations.3.fiscal_number': ['Le numéro fiscal doit commencer par 0, 1, 2 ou 3.'],
      },
    },
  },
  { what: 'a worksite created', method: 'POST', path: WORKSITES, body: () => worksite, status: 201, words: statusOf, fr: { status: 'En cours de constitution' } },
  // Bodies that are not what the service reads.
  {
    what: 'a worksite sent as text', method: 'POST', path: WORKSITES, body: () => 'city=Lyon', headers: { 'Content-Type': 'text/plain' }, status: 415,
    fr: { message: 'Le corps doit être du JSON (Content-Type: application/json).' },
  },
  {
    what: 'a worksite in broken JSON', method: 'POST', path: WORKSITES, body: () => '{nope', headers: { 'Content-Type': 'application/json' }, status: 400,
    fr: { message: 'Corps JSON invalide.' },
  },
  {
    what: 'a worksite as a JSON list', method: 'POST', path: WORKSITES, body: () => [worksite], status: 400,
    fr: { message: 'Corps JSON invalide : un objet est attendu.' },
  },
  {
    what: 'a worksite nested 40 levels deep', method: 'POST', path: WORKSITES, body: () => `${'['.repeat(40)}${']'.repeat(40)}`,
    headers: { 'Content-Type': 'application/json' }, status: 400, fr: { message: 'Corps JSON trop imbriqué (au plus 32 niveaux).' },
  },
  {
    what: 'a worksite body over 1 MiB', method: 'POST', path: WORKSITES, body: () => JSON.stringify({ ...worksite, notes: 'n'.repeat(1024 * 1024) }),
    headers: { 'Content-Type': 'application/json' }, status: 413, fr: { message: 'Corps de requête trop volumineux.' },
  },
  {
    what: 'an idempotency key that is not one', method: 'POST', path: WORKSITES, body: () => worksite, headers: { 'Idempotency-Key': 'é' }, status: 400,
    fr: { message: 'L’en-tête Idempotency-Key doit faire de 1 à 255 caractères ASCII visibles.' },
  },
  {
    what: 'an idempotency key used before for other values', method: 'POST', path: WORKSITES, headers: { 'Idempotency-Key': 'used-key' },
    send: async (headers) => {
      await sandbox.call('POST', WORKSITES, { body: worksite, headers: { 'Idempotency-Key': 'used-key' } });
      return sandbox.call('POST', WORKSITES, { body: { ...worksite, city: 'Lyon' }, headers });
    },
    status: 422,
    fr: { message: 'Cette clé d’idempotence a déjà servi pour une requête au contenu différent : utilisez une nouvelle clé pour de nouvelles valeurs.' },
  },
  // Beneficiaries and operations.
  {
    what: 'a page of beneficiaries asked wrongly', method: 'GET', path: '/partner/v1/beneficiaries?page=0&per_page=500&type=b2x&mandatary_id=abc', status: 422,
    fr: {
      message: 'La valeur de page doit être supérieure ou égale à 1. (et 3 autres erreurs)',
      errors: {
        page: ['La valeur de page doit être supérieure ou égale à 1.'],
        per_page: ['La valeur de nombre par page doit être inférieure ou égale à 100.'],
        type: ['La valeur sélectionnée pour le champ type est invalide.'],
        mandatary_id: ['Le champ mandataire doit être un entier.'],
      },
    },
  },
  { what: 'an unknown operation', method: 'GET', path: '/partner/v1/operations/999', status: 404, fr: { message: 'Opération introuvable.' } },
  // Tags.
  { what: 'tags removed', method: 'DELETE', path: `${TAGS}?tags[]=2`, status: 200, words: tagNames, fr: ['Prioritaire', 'Dossier complet'] },
  {
    what: 'tags not attached or not numbers', method: 'DELETE', path: `${TAGS}?tags[]=99&tags[]=abc`, status: 422,
    fr: {
      message: 'Le tag 99 n’est pas associé à cette opération. (et 1 autre erreur)',
      errors: { 'tags.0': ['Le tag 99 n’est pas associé à cette opération.'], 'tags.1': ['Le champ tag doit être un entier.'] },
    },
  },
  { what: 'the tags of an unknown worksite', method: 'DELETE', path: '/partner/v1/worksites/99/operations/11/tags', status: 404, fr: { message: 'Chantier introuvable.' } },
  { what: 'the tags of an unknown worksite operation', method: 'DELETE', path: '/partner/v1/worksites/1/operations/99/tags', status: 404, fr: { message: 'Opération du chantier introuvable.' } },
  // Documents.
  {
    what: 'a document uploaded', method: 'POST', path: DOCUMENTS, body: () => form({ type_id: '12', worksite_operation_id: '11', file: [pdf(), 'devis.pdf'] }),
    status: 201, words: documentWords, fr: { type: 'Type de document 12', status: 'En attente de validation' },
  },
  {
    what: 'an empty file', method: 'POST', path: DOCUMENTS, body: () => form({ type_id: '12', worksite_operation_id: '11', file: [pdf(0), 'vide.pdf'] }), status: 422,
    fr: { message: 'Le fichier est vide.', errors: { file: ['Le fichier est vide.'] } },
  },
  {
    what: 'a file one byte over 20 MiB', method: 'POST', path: DOCUMENTS,
    body: () => form({ type_id: '12', worksite_operation_id: '11', file: [pdf(20 * 1024 * 1024 + 1), 'gros.pdf'] }), status: 422,
    fr: { message: 'Le fichier ne doit pas dépasser 20 Mio (20 971 520 octets).', errors: { file: ['Le fichier ne doit pas dépasser 20 Mio (20 971 520 octets).'] } },
  },
  {
    what: 'a body announced over 20 MiB', method: 'POST', path: DOCUMENTS, send: (headers) => announceHugeUpload(`${sandbox.origin}${DOCUMENTS}`, 30 * 1024 * 1024, headers), status: 422,
    fr: { message: 'Le fichier ne doit pas dépasser 20 Mio (20 971 520 octets).', errors: { file: ['Le fichier ne doit pas dépasser 20 Mio (20 971 520 octets).'] } },
  },
  {
    what: 'a document of a wrong type, another worksite’s operation and a link that is no address', method: 'POST', path: DOCUMENTS,
    body: () => form({ type_id: '36', worksite_operation_id: '12', url: 'ftp://example.com/a.pdf' }), status: 422,
    fr: {
      message: 'Le type de document sélectionné est invalide. (et 2 autres erreurs)',
      errors: {
        type_id: ['Le type de document sélectionné est invalide.'],
        worksite_operation_id: ['L’opération 12 n’appartient pas à ce chantier.'],
        url: ['Le champ URL doit être une adresse http(s) valide.'],
      },
    },
  },
  {
    what: 'a document without type, operation, file nor URL', method: 'POST', path: DOCUMENTS, body: () => form({ name: long, notes: 'n'.repeat(10241) }), status: 422,
    fr: {
      message: 'Le champ type de document est obligatoire. (et 5 autres erreurs)',
      errors: {
        type_id: ['Le champ type de document est obligatoire.'],
        worksite_operation_id: ['Le champ opération du chantier est obligatoire.'],
        name: ['Le texte de nom ne peut pas contenir plus de 255 caractères.'],
        notes: ['Le texte de notes ne peut pas contenir plus de 10240 caractères.'],
        file: ['Un fichier ou une URL est requis.'],
        url: ['Un fichier ou une URL est requis.'],
      },
    },
  },
  {
    what: 'a document whose type is a file and whose file is text', method: 'POST', path: DOCUMENTS,
    body: () => form({ type_id: [pdf(), 'type.pdf'], worksite_operation_id: 'onze', file: 'devis' }), status: 422,
    fr: {
      message: 'Le champ type de document doit être du texte. (et 2 autres erreurs)',
      errors: {
        type_id: ['Le champ type de document doit être du texte.'],
        worksite_operation_id: ['Le champ opération du chantier doit être un entier.'],
        file: ['Le champ fichier doit être un fichier.'],
      },
    },
  },
  {
    what: 'a document for an unknown worksite', method: 'POST', path: '/partner/v1/worksites/42/documents',
    body: () => form({ type_id: '12', worksite_operation_id: '11', url: 'https://example.com/a.pdf' }), status: 404, fr: { message: 'Chantier introuvable.' },
  },
  {
    what: 'a document sent as JSON', method: 'POST', path: DOCUMENTS, body: () => ({ type_id: 12 }), status: 415,
    fr: { message: 'Le corps doit être envoyé en multipart/form-data.' },
  },
  {
    what: 'a multipart body without its boundary', method: 'POST', path: DOCUMENTS, body: () => 'type_id=12', headers: { 'Content-Type': 'multipart/form-data' },
    status: 400, fr: { message: 'Corps multipart invalide.' },
  },
  {
    what: 'a multipart body cut short', method: 'POST', path: DOCUMENTS, body: () => '--xyz\r\nContent-Disposition: form-data; name="type_id"\r\n\r\n12',
    headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' }, status: 400, fr: { message: 'Corps multipart invalide.' },
  },
  // What is left of a document, and addresses the service does not know.
  { what: 'the content of a stored document', method: 'GET', path: '/partner/files/1', send: async (headers) => {
    await sandbox.call('POST', DOCUMENTS, { body: form({ type_id: '12', worksite_operation_id: '11', file: [pdf(), 'devis.pdf'] }) });
    return sandbox.call('GET', '/partner/files/1', { headers });
  }, status: 410, fr: { message: 'Le contenu de ce document n’est pas conservé : seuls son nom et sa taille le sont.' } },
  { what: 'an unknown document', method: 'GET', path: '/partner/files/999', status: 404, fr: { message: 'Document introuvable.' } },
  { what: 'an unknown address', method: 'GET', path: '/partner/v1/nothing', status: 404, fr: { message: 'Route inconnue : GET /partner/v1/nothing' } },
  { what: 'a known address asked with another method', method: 'GET', path: WORKSITES, status: 405, fr: { message: 'Méthode GET non autorisée sur /partner/v1/worksites.' } },
];

describe('the partner API in the visitor’s language', () => {
  for (const call of CASES) {
    it(`says ${call.what} in French as always, and in English`, async () => {
      const french = await ask(call, undefined);
      assert.equal(french.status, call.status, JSON.stringify(french.body));
      assert.deepEqual(wordsOf(call, french), call.fr);
      await sandbox.reset();
      const english = await ask(call, 'en');
      assert.equal(english.status, call.status, JSON.stringify(english.body));

      const fr = texts(wordsOf(call, french), 'answer');
      const en = texts(wordsOf(call, english), 'answer');
      assert.deepEqual(en.map(([where]) => where), fr.map(([where]) => where), 'the same keys in both languages');
      // The check below sees the French answer: it would see one left in French.
      assert.ok(fr.some(([, text]) => isFrench(text)), `French words seen in ${JSON.stringify(fr)}`);
      for (const [i, [where, text]] of en.entries()) {
        assert.ok(!isFrench(text), `${where}: ${text}`);
        assert.notEqual(text, fr[i]?.[1], `${where} is said in English`);
        // One apostrophe (’), and no capital after a colon in either language (acronyms and names aside).
        assert.doesNotMatch(text, /[A-Za-z]'[A-Za-z]/, `${where}: ${text}`);
        assert.doesNotMatch(text, /:\s+\p{Lu}\p{Ll}/u, `${where}: ${text}`);
      }
      for (const [where, text] of [...fr, ...en]) {
        // The service speaks for itself: never of a sandbox or a copy (as in service-voice.test.js).
        assert.doesNotMatch(text, /sandbox|bac à sable|copie|\bcopy\b/i, `${where}: ${text}`);
      }
      for (const [where, text] of fr) {
        assert.doesNotMatch(text, /[A-Za-z]'[A-Za-z]/, `${where}: ${text}`);
        assert.doesNotMatch(text, /\s:\s+\p{Lu}\p{Ll}/u, `${where}: ${text}`);
      }
    });
  }

  it('says a few answers as an English speaker reads them', async () => {
    const en = { 'Accept-Language': 'en' };
    const created = await sandbox.call('POST', WORKSITES, { body: worksite, headers: en });
    assert.equal(created.body.data.status, 'In preparation');
    const uploaded = await sandbox.call('POST', DOCUMENTS, { body: form({ type_id: '12', worksite_operation_id: '11', file: [pdf(), 'quote.pdf'] }), headers: en });
    assert.deepEqual([uploaded.body.data.type, uploaded.body.data.status], ['Document type 12', 'Awaiting validation']);
    const empty = await sandbox.call('POST', DOCUMENTS, { body: form({ type_id: '12', worksite_operation_id: '11', file: [pdf(0), 'empty.pdf'] }), headers: en });
    assert.deepEqual(empty.body.errors, { file: ['The file is empty.'] });
    const zipcode = await sandbox.call('POST', WORKSITES, { body: { ...worksite, zipcode: '6900', city: '' }, headers: en });
    assert.equal(zipcode.body.message, 'The city field is required. (and 1 more error)');
    assert.deepEqual(zipcode.body.errors.zipcode, ['The postcode must have 5 digits.']);
    const tags = await sandbox.call('DELETE', `${TAGS}?tags[]=1`, { headers: en });
    assert.deepEqual(tags.body.data.map((/** @type {any} */ tag) => tag.name), ['To follow up', 'Complete file']);
  });

  it('answers a replay in the language of the request it answers, the same resource otherwise', async () => {
    const key = { 'Idempotency-Key': 'replay-language' };
    const first = await sandbox.call('POST', WORKSITES, { body: worksite, headers: key });
    const again = await sandbox.call('POST', WORKSITES, { body: worksite, headers: { ...key, 'Accept-Language': 'en' } });
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual([first.body.data.status, again.body.data.status], ['En cours de constitution', 'In preparation']);
    assert.deepEqual({ ...again.body.data, status: null }, { ...first.body.data, status: null });

    const upload = () => form({ type_id: '5', worksite_operation_id: '11', file: [pdf(), 'devis.pdf'] });
    const sent = await sandbox.call('POST', DOCUMENTS, { body: upload(), headers: { ...key, 'Accept-Language': 'en' } });
    const resent = await sandbox.call('POST', DOCUMENTS, { body: upload(), headers: { ...key, 'Accept-Language': 'fr-FR,fr;q=0.9' } });
    assert.equal(resent.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual([sent.body.data.status, resent.body.data.status], ['Awaiting validation', 'En attente de validation']);
    assert.equal((await sandbox.state()).documents, 1);
  });

  it('the check sees a French answer in an English one', () => {
    for (const text of ['Le fichier est vide.', 'Type de document 12', 'En attente de validation', 'Prioritaire', 'Route inconnue : GET /x', 'Chantier introuvable.']) {
      assert.ok(isFrench(text), text);
    }
    for (const text of ['The file is empty.', 'Document type 12', 'Awaiting validation', 'Priority', 'Complete file', 'Worksite not found.']) {
      assert.ok(!isFrench(text), text);
    }
  });
});
