// @ts-check
/**
 * Worksites: `POST /partner/v1/worksites` and the removal of a worksite operation's tags.
 */
import { canonicalJson, clientGone, digestOf, httpError, idempotencyStore, idempotent } from './http-util.js';
import { Violations, isAbsent } from './validation.js';

/**
 * @typedef {{firstname: string, lastname: string, fiscal_number: string, fiscal_reference: string}} FiscalInformation
 * @typedef {{id: number, name: string, color: string}} Tag
 * @typedef {{id: number, worksiteId: number, tags: Tag[]}} WorksiteOperation
 * @typedef {import('./seed.js').State} State
 */

const PRECARITY_TYPES = ['very-low', 'low', 'mid', 'classic'];
const INCENTIVE_TYPES = ['direct', 'indirect'];
const MAX_FISCAL_ROWS = 10;

/** The custom tags every new worksite operation starts with. */
const DEFAULT_TAGS = [
  { name: 'Prioritaire', color: '#c62828' },
  { name: 'À relancer', color: '#ef6c00' },
  { name: 'Dossier complet', color: '#2e7d32' },
];

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
    status: 'En cours de constitution',
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
 * `POST /partner/v1/worksites`: validated, then stored once per `Idempotency-Key` (see `idempotent`).
 * @param {import('./http-util.js').RouteContext} context
 */
export async function createWorksite({ state, json, req, res, url }) {
  const body = await json();
  return idempotent(idempotencyStore(state), req, res, url.pathname, digestOf(canonicalJson(body)), async () => {
    const fields = validateWorksite(state, body);
    if (clientGone(res)) return null;
    return { status: 201, body: { data: storeWorksite(state, fields, new Date()) } };
  });
}

/** @param {string} attribute */
const text = (attribute, required = true) => /** @type {const} */ ({ type: 'string', attribute, required, maxLength: 255 });

/**
 * Validates a worksite request body; throws the 422 answer.
 * @param {State} state
 * @param {Record<string, any>} body
 */
export function validateWorksite(state, body) {
  const v = new Violations();
  /** @type {Record<string, any>} */
  const fields = {
    convention_id: v.check('convention_id', body.convention_id, { type: 'integer', attribute: 'convention', min: 1 }),
    beneficiary_id: v.check('beneficiary_id', body.beneficiary_id, { type: 'integer', attribute: 'bénéficiaire' }),
    external_reference: v.check('external_reference', body.external_reference, text('référence externe', false)),
    address: v.check('address', body.address, text('adresse')),
    additional_address: v.check('additional_address', body.additional_address, text('complément d’adresse', false)),
    city: v.check('city', body.city, text('ville')),
    zipcode: v.check('zipcode', body.zipcode, {
      type: 'string', attribute: 'code postal', pattern: '^\\d{5}$', patternMessage: 'Le code postal doit contenir 5 chiffres.',
    }),
    country: v.check('country', body.country, {
      type: 'string', attribute: 'pays', required: false, pattern: '^[A-Za-z]{2}$', patternMessage: 'Le pays doit être un code à 2 lettres (ex. FR).',
    })?.toUpperCase(),
    indivision: v.check('indivision', body.indivision, { type: 'boolean', attribute: 'indivision', required: false }),
    cadastral_parcel: v.check('cadastral_parcel', body.cadastral_parcel, {
      type: 'string', attribute: 'parcelle cadastrale', required: false, pattern: '^\\d{3}-[A-Z0-9]{1,2}-\\d{1,4}$',
      patternMessage: 'La parcelle cadastrale doit être au format préfixe-section-numéro (ex. 000-AB-0123).',
    }),
    precarity_type: v.check('precarity_type', body.precarity_type, { type: 'select', attribute: 'type de précarité', required: false, options: PRECARITY_TYPES }),
    incentive_type: v.check('incentive_type', body.incentive_type, { type: 'select', attribute: 'type d’incitation', required: false, options: INCENTIVE_TYPES }),
    fiscal_informations: fiscalInformations(v, body.fiscal_informations),
  };
  const beneficiary = fields.beneficiary_id === undefined ? undefined : state.beneficiaries.find((b) => b.resource.id === fields.beneficiary_id);
  if (fields.beneficiary_id !== undefined && !beneficiary) v.add('beneficiary_id', 'Le bénéficiaire sélectionné est introuvable.');
  if (beneficiary?.resource.company_name && fields.precarity_type !== undefined && fields.precarity_type !== 'classic') {
    v.add('precarity_type', 'Seule la précarité classique est acceptée pour un bénéficiaire professionnel.');
  }
  if (fields.external_reference !== undefined && [...state.worksites.values()].some((w) => w.external_reference === fields.external_reference)) {
    v.add('external_reference', 'La référence externe est déjà utilisée.');
  }
  v.throwIfAny();
  return fields;
}

/**
 * @param {Violations} v
 * @param {unknown} rows
 * @returns {FiscalInformation[] | undefined}
 */
function fiscalInformations(v, rows) {
  if (isAbsent(rows)) return undefined;
  if (!Array.isArray(rows)) {
    v.add('fiscal_informations', 'Le champ informations fiscales doit être un tableau.');
    return undefined;
  }
  if (rows.length > MAX_FISCAL_ROWS) {
    v.add('fiscal_informations', `Le tableau informations fiscales ne peut pas contenir plus de ${MAX_FISCAL_ROWS} éléments.`);
    return undefined;
  }
  return rows.map((row, i) => {
    const key = `fiscal_informations.${i}`;
    if (row === null || typeof row !== 'object' || Array.isArray(row)) {
      v.add(key, 'Chaque ligne des informations fiscales doit être un objet.');
      return /** @type {FiscalInformation} */ ({});
    }
    const firstname = v.check(`${key}.firstname`, row.firstname, text('prénom'));
    const lastname = v.check(`${key}.lastname`, row.lastname, text('nom'));
    const fiscalNumber = v.check(`${key}.fiscal_number`, row.fiscal_number, {
      type: 'string', attribute: 'numéro fiscal', pattern: '^\\d{13}$', patternMessage: 'Le numéro fiscal doit contenir 13 chiffres.',
    });
    // A rule only the real service knows: the widgets cannot check it before sending.
    if (fiscalNumber !== undefined && !/^[0-3]/.test(fiscalNumber)) {
      v.add(`${key}.fiscal_number`, 'Le numéro fiscal doit commencer par 0, 1, 2 ou 3.');
    }
    const fiscalReference = v.check(`${key}.fiscal_reference`, row.fiscal_reference, {
      type: 'string', attribute: 'référence de l’avis', pattern: '^[A-Za-z0-9]{13}$',
      patternMessage: 'La référence de l’avis d’imposition doit contenir 13 lettres ou chiffres.',
    });
    return { firstname, lastname, fiscal_number: fiscalNumber, fiscal_reference: fiscalReference };
  });
}

/**
 * The worksite operation of a worksite, or 404.
 * @param {State} state
 * @param {string} worksiteId
 * @param {string} operationId
 */
export function worksiteOperationOf(state, worksiteId, operationId) {
  if (!state.worksites.has(Number(worksiteId))) throw httpError(404, 'Chantier introuvable.');
  const operation = state.worksiteOperations.get(Number(operationId));
  if (!operation || operation.worksiteId !== Number(worksiteId)) throw httpError(404, 'Opération du chantier introuvable.');
  return operation;
}

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
 * Removes the given custom tags (all of them without `tags[]`) and returns the remaining ones.
 * @param {State} state
 * @param {string} worksiteId
 * @param {string} operationId
 * @param {URLSearchParams} params
 */
export function removeTags(state, worksiteId, operationId, params) {
  const operation = worksiteOperationOf(state, worksiteId, operationId);
  const requested = tagParameters(params);
  if (!requested) {
    operation.tags = [];
    return operation.tags;
  }
  const v = new Violations();
  const ids = new Set();
  for (const [index, raw] of requested) {
    const id = v.check(`tags.${index}`, raw, { type: 'integer', attribute: 'tag' });
    if (id === undefined) continue;
    if (!operation.tags.some((tag) => tag.id === id)) v.add(`tags.${index}`, `Le tag ${id} n’est pas associé à cette opération.`);
    ids.add(id);
  }
  v.throwIfAny();
  operation.tags = operation.tags.filter((tag) => !ids.has(tag.id));
  return operation.tags;
}
