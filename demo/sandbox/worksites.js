// @ts-check
/**
 * Worksites: `POST /partner/v1/worksites` and the removal of a worksite operation's tags.
 */
import { canonicalJson, clientGone, digestOf, httpError, idempotencyStore, idempotent } from './http-util.js';
import { langOf, pick, tr } from './i18n.js';
import { Violations, isAbsent } from './validation.js';

/**
 * @typedef {{firstname: string, lastname: string, fiscal_number: string, fiscal_reference: string}} FiscalInformation
 * @typedef {import('./i18n.js').Lang} Lang
 * @typedef {{fr: string, en: string}} Words a name in both languages, said in the request's
 * @typedef {{id: number, name: Words, color: string}} Tag
 * @typedef {{id: number, worksiteId: number, tags: Tag[]}} WorksiteOperation
 * @typedef {import('./seed.js').State} State
 */

const PRECARITY_TYPES = ['very-low', 'low', 'mid', 'classic'];
const INCENTIVE_TYPES = ['direct', 'indirect'];
const MAX_FISCAL_ROWS = 10;

/** The custom tags every new worksite operation starts with. */
const DEFAULT_TAGS = [
  { name: { fr: 'Prioritaire', en: 'Priority' }, color: '#c62828' },
  { name: { fr: 'À relancer', en: 'To follow up' }, color: '#ef6c00' },
  { name: { fr: 'Dossier complet', en: 'Complete file' }, color: '#2e7d32' },
];

/** The status of a new worksite, by `status_id`. */
const WORKSITE_STATUSES = /** @type {Record<string, Words>} */ ({ 1: { fr: 'En cours de constitution', en: 'In preparation' } });

/**
 * A stored worksite as the request's language says it: its status in words.
 * @param {Record<string, any>} worksite
 * @param {Lang} lang
 */
const worksiteIn = (worksite, lang) => ({ ...worksite, status: pick(lang, WORKSITE_STATUSES[worksite.status_id] ?? { fr: '', en: '' }) });

/**
 * Tags as the request's language names them.
 * @param {Tag[]} tags
 * @param {Lang} lang
 */
const tagsIn = (tags, lang) => tags.map((tag) => ({ ...tag, name: pick(lang, tag.name) }));

/** @param {string} fiscalNumber */
const maskFiscalNumber = (fiscalNumber) => '*'.repeat(fiscalNumber.length - 4) + fiscalNumber.slice(-4);

/**
 * Stores a validated worksite with one worksite operation carrying the default tags; returns its resource.
 * @param {State} state
 * @param {Record<string, any>} fields validated request fields
 * @param {Date} createdAt
 */
export function storeWorksite(state, fields, createdAt) {
  const id = state.next.worksite++;
  const operationId = state.next.worksiteOperation++;
  const tags = DEFAULT_TAGS.map((tag) => ({ id: state.next.tag++, ...tag }));
  state.worksiteOperations.set(operationId, { id: operationId, worksiteId: id, tags });
  const worksite = {
    id,
    reference: `CH-${createdAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`,
    external_reference: fields.external_reference ?? null,
    convention_id: fields.convention_id,
    beneficiary_id: fields.beneficiary_id,
    installer_name: 'Installateur Démo',
    zipcode: fields.zipcode,
    address: fields.address,
    city: fields.city,
    status_id: '1',
    // Said in the request's language when answered (worksiteIn).
    status: undefined,
    created_at: createdAt.toISOString(),
    precarity_type: fields.precarity_type ?? 'classic',
    fiscal_informations: (fields.fiscal_informations ?? []).map((/** @type {FiscalInformation} */ row) => ({
      ...row,
      fiscal_number: maskFiscalNumber(row.fiscal_number),
    })),
    indivision: fields.indivision ?? false,
    additional_address: fields.additional_address ?? null,
    country: fields.country ?? 'FR',
    cadastral_parcel: fields.cadastral_parcel ?? null,
    incentive_type: fields.incentive_type ?? null,
    worksite_operations: [{ id: operationId }],
  };
  state.worksites.set(id, worksite);
  return worksite;
}

/**
 * `POST /partner/v1/worksites`: validated, then stored once per `Idempotency-Key` (see `idempotent`); a replayed
 * answer speaks the language of the request it answers.
 * @param {import('./http-util.js').RouteContext} context
 */
export async function createWorksite({ state, json, req, res, url }) {
  const lang = langOf(req);
  const body = await json();
  const answer = await idempotent(idempotencyStore(state), req, res, url.pathname, digestOf(canonicalJson(body)), async () => {
    const fields = validateWorksite(state, body, lang);
    if (clientGone(res)) return null;
    return { status: 201, body: { data: storeWorksite(state, fields, new Date()) } };
  });
  const created = /** @type {{data: Record<string, any>} | undefined} */ (answer?.body);
  return answer && created ? { ...answer, body: { data: worksiteIn(created.data, lang) } } : answer;
}

/** @param {string} attribute */
const text = (attribute, required = true) => /** @type {const} */ ({ type: 'string', attribute, required, maxLength: 255 });

/**
 * Validates a worksite request body; throws the 422 answer, in the request's language.
 * @param {State} state
 * @param {Record<string, any>} body
 * @param {Lang} [lang]
 */
export function validateWorksite(state, body, lang = 'fr') {
  const v = new Violations(lang, { voice: 'partner' });
  /** @param {string} fr @param {string} en */
  const say = (fr, en) => tr(lang, fr, en);
  /** @type {Record<string, any>} */
  const fields = {
    convention_id: v.check('convention_id', body.convention_id, { type: 'integer', attribute: say('convention', 'agreement'), min: 1 }),
    beneficiary_id: v.check('beneficiary_id', body.beneficiary_id, { type: 'integer', attribute: say('bénéficiaire', 'beneficiary') }),
    external_reference: v.check('external_reference', body.external_reference, text(say('référence externe', 'external reference'), false)),
    address: v.check('address', body.address, text(say('adresse', 'address'))),
    additional_address: v.check('additional_address', body.additional_address, text(say('complément d’adresse', 'address line 2'), false)),
    city: v.check('city', body.city, text(say('ville', 'city'))),
    zipcode: v.check('zipcode', body.zipcode, {
      type: 'string', attribute: say('code postal', 'postcode'), pattern: '^\\d{5}$',
      patternMessage: say('Le code postal doit contenir 5 chiffres.', 'The postcode must have 5 digits.'),
    }),
    country: v.check('country', body.country, {
      type: 'string', attribute: say('pays', 'country'), required: false, pattern: '^[A-Za-z]{2}$',
      patternMessage: say('Le pays doit être un code à 2 lettres (ex. FR).', 'The country must be a 2-letter code (e.g. FR).'),
    })?.toUpperCase(),
    indivision: v.check('indivision', body.indivision, { type: 'boolean', attribute: say('indivision', 'joint ownership'), required: false }),
    cadastral_parcel: v.check('cadastral_parcel', body.cadastral_parcel, {
      type: 'string', attribute: say('parcelle cadastrale', 'cadastral parcel'), required: false, pattern: '^\\d{3}-[A-Z0-9]{1,2}-\\d{1,4}$',
      patternMessage: say('La parcelle cadastrale doit être au format préfixe-section-numéro (ex. 000-AB-0123).',
        'The cadastral parcel must follow the prefix-section-number format (e.g. 000-AB-0123).'),
    }),
    precarity_type: v.check('precarity_type', body.precarity_type, { type: 'select', attribute: say('type de précarité', 'precarity type'), required: false, options: PRECARITY_TYPES }),
    incentive_type: v.check('incentive_type', body.incentive_type, { type: 'select', attribute: say('type d’incitation', 'incentive type'), required: false, options: INCENTIVE_TYPES }),
    fiscal_informations: fiscalInformations(v, body.fiscal_informations, lang),
  };
  const beneficiary = fields.beneficiary_id === undefined ? undefined : state.beneficiaries.find((b) => b.resource.id === fields.beneficiary_id);
  if (fields.beneficiary_id !== undefined && !beneficiary) v.add('beneficiary_id', say('Le bénéficiaire sélectionné est introuvable.', 'The selected beneficiary cannot be found.'));
  if (beneficiary?.resource.company_name && fields.precarity_type !== undefined && fields.precarity_type !== 'classic') {
    v.add('precarity_type', say('Seule la précarité classique est acceptée pour un bénéficiaire professionnel.', 'Only the classic precarity is accepted for a business beneficiary.'));
  }
  if (fields.external_reference !== undefined && [...state.worksites.values()].some((w) => w.external_reference === fields.external_reference)) {
    v.add('external_reference', say('La référence externe est déjà utilisée.', 'This external reference is already in use.'));
  }
  v.throwIfAny();
  return fields;
}

/**
 * @param {Violations} v
 * @param {unknown} rows
 * @param {Lang} lang
 * @returns {FiscalInformation[] | undefined}
 */
function fiscalInformations(v, rows, lang) {
  /** @param {string} fr @param {string} en */
  const say = (fr, en) => tr(lang, fr, en);
  if (isAbsent(rows)) return undefined;
  if (!Array.isArray(rows)) {
    v.add('fiscal_informations', say('Le champ informations fiscales doit être un tableau.', 'The tax information must be a list of declarants.'));
    return undefined;
  }
  if (rows.length > MAX_FISCAL_ROWS) {
    v.add('fiscal_informations', say(`Le tableau informations fiscales ne peut pas contenir plus de ${MAX_FISCAL_ROWS} éléments.`,
      `The tax information cannot list more than ${MAX_FISCAL_ROWS} declarants.`));
    return undefined;
  }
  return rows.map((row, i) => {
    const key = `fiscal_informations.${i}`;
    if (row === null || typeof row !== 'object' || Array.isArray(row)) {
      v.add(key, say('Chaque ligne des informations fiscales doit être un objet.', 'Each declarant in the tax information must come with their details.'));
      return /** @type {FiscalInformation} */ ({});
    }
    const firstname = v.check(`${key}.firstname`, row.firstname, text(say('prénom', 'first name')));
    const lastname = v.check(`${key}.lastname`, row.lastname, text(say('nom', 'last name')));
    const fiscalNumber = v.check(`${key}.fiscal_number`, row.fiscal_number, {
      type: 'string', attribute: say('numéro fiscal', 'tax number'), pattern: '^\\d{13}$',
      patternMessage: say('Le numéro fiscal doit contenir 13 chiffres.', 'The tax number must have 13 digits.'),
    });
    // A rule only the real service knows: the widgets cannot check it before sending.
    if (fiscalNumber !== undefined && !/^[0-3]/.test(fiscalNumber)) {
      v.add(`${key}.fiscal_number`, say('Le numéro fiscal doit commencer par 0, 1, 2 ou 3.', 'The tax number must start with 0, 1, 2 or 3.'));
    }
    const fiscalReference = v.check(`${key}.fiscal_reference`, row.fiscal_reference, {
      type: 'string', attribute: say('référence de l’avis', 'tax notice reference'), pattern: '^[A-Za-z0-9]{13}$',
      patternMessage: say('La référence de l’avis d’imposition doit contenir 13 lettres ou chiffres.', 'The tax notice reference must have 13 letters or digits.'),
    });
    return { firstname, lastname, fiscal_number: fiscalNumber, fiscal_reference: fiscalReference };
  });
}

/**
 * The worksite operation of a worksite, or 404.
 * @param {State} state
 * @param {string} worksiteId
 * @param {string} operationId
 * @param {Lang} lang
 */
export function worksiteOperationOf(state, worksiteId, operationId, lang) {
  if (!state.worksites.has(Number(worksiteId))) throw httpError(404, worksiteNotFound(lang));
  const operation = state.worksiteOperations.get(Number(operationId));
  if (!operation || operation.worksiteId !== Number(worksiteId)) throw httpError(404, tr(lang, 'Opération du chantier introuvable.', 'Worksite operation not found.'));
  return operation;
}

/** @param {Lang} lang */
export const worksiteNotFound = (lang) => tr(lang, 'Chantier introuvable.', 'Worksite not found.');

/**
 * `tags[]=1&tags[]=2` or `tags[0]=1` to [index, raw value]; undefined when no tag is given.
 * @param {URLSearchParams} params
 * @returns {Array<[number, string]> | undefined}
 */
function tagParameters(params) {
  /** @type {Array<[number, string]>} */
  const tags = [];
  let position = 0;
  for (const [name, value] of params) {
    const indexed = /^tags\[(\d+)\]$/.exec(name);
    if (name === 'tags[]' || name === 'tags') tags.push([position++, value]);
    else if (indexed) tags.push([Number(indexed[1]), value]);
  }
  return tags.length === 0 ? undefined : tags;
}

/**
 * Removes the given custom tags (all of them without `tags[]`) and returns the remaining ones, named in `lang`.
 * @param {State} state
 * @param {string} worksiteId
 * @param {string} operationId
 * @param {URLSearchParams} params
 * @param {Lang} [lang]
 */
export function removeTags(state, worksiteId, operationId, params, lang = 'fr') {
  const operation = worksiteOperationOf(state, worksiteId, operationId, lang);
  const requested = tagParameters(params);
  if (!requested) {
    operation.tags = [];
    return [];
  }
  const v = new Violations(lang, { voice: 'partner' });
  const ids = new Set();
  for (const [index, raw] of requested) {
    const id = v.check(`tags.${index}`, raw, { type: 'integer', attribute: 'tag' });
    if (id === undefined) continue;
    if (!operation.tags.some((tag) => tag.id === id)) v.add(`tags.${index}`, tr(lang, `Le tag ${id} n’est pas associé à cette opération.`, `Tag ${id} is not attached to this operation.`));
    ids.add(id);
  }
  v.throwIfAny();
  operation.tags = operation.tags.filter((tag) => !ids.has(tag.id));
  return tagsIn(operation.tags, lang);
}
