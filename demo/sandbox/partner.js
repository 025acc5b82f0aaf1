// @ts-check
/**
 * The partner API under /partner/v1: operations catalogue, beneficiaries, worksites, documents, tags.
 */
import { createDocument } from './documents.js';
import { httpError, originOf } from './http-util.js';
import { langOf, tr } from './i18n.js';
import { MPR_CODES, mprPays } from './mpr.js';
import { MPR_ONLY_FORFAITS, fiches, operationName, operations as referenceOperations, today } from './reference.js';
import { CEE_CODES, SIMULATED_CODES } from './simulation-inputs.js';
import { Violations } from './validation.js';
import { createWorksite, removeTags } from './worksites.js';

/** @typedef {import('./http-util.js').Route} Route */
/** @typedef {import('./http-util.js').RouteContext} RouteContext */

/**
 * Ids follow the data file's order, then the gestes of MaPrimeRénov’ alone. `has_simulation` (extra) says whether the
 * calculation API knows the code; `aids` (docs/contract.md §1) which aids it computes for the operation today.
 */
const OPERATIONS = [
  ...referenceOperations.map((operation) => ({
    code: operation.code,
    operation_name: operation.title,
    can_b2b: operation.b2b,
    can_b2c: operation.b2c,
    has_cdp: hasCoupDePouce(operation),
    has_material: /^[A-Z]+-(TH|UT)-/.test(operation.code),
  })),
  ...Object.keys(MPR_ONLY_FORFAITS).map((code) => ({
    code, operation_name: /** @type {string} */ (operationName(code, 'fr')), can_b2b: false, can_b2c: true, has_cdp: false, has_material: false,
  })),
].map((operation, index) => ({ id: index + 1, ...operation, has_simulation: SIMULATED_CODES.includes(operation.code) }));

/**
 * The aids the service computes for an operation on a date: CEE while a fiche version is in force, MaPrimeRénov’ while
 * the year's scale pays its forfait.
 * @param {string} code
 * @param {string} date ISO date
 * @returns {Array<'cee' | 'mpr'>}
 */
function aidsOf(code, date) {
  /** @type {Array<'cee' | 'mpr'>} */
  const aids = [];
  const fiche = Object.hasOwn(fiches, code) ? fiches[code] : undefined;
  if (CEE_CODES.includes(code) && fiche && fiche.versions[0].validFrom <= date && (fiche.endsAfter === undefined || date <= fiche.endsAfter)) aids.push('cee');
  if (MPR_CODES.includes(code) && mprPays(code, date)) aids.push('mpr');
  return aids;
}

/**
 * Whether the fiche version in force today has a Coup de pouce multiplier (data/fiches.json `bonification`).
 * @param {Record<string, any>} operation
 */
function hasCoupDePouce(operation) {
  const fiche = Object.hasOwn(fiches, operation.code) ? fiches[operation.code] : undefined;
  const date = today();
  const version = fiche ? [...fiche.versions].reverse().find((v) => v.validFrom <= date && (v.validTo === undefined || date <= v.validTo)) : undefined;
  const tables = version?.tablesOf ? fiche?.versions.find((v) => v.version === version.tablesOf)?.tables : version?.tables;
  return tables?.bonification !== undefined && tables.bonification !== null;
}

/**
 * An operation in the request's language: the English title of its fiche where the data has one (the simulated
 * fiches), the register's French title otherwise.
 * @param {typeof OPERATIONS[number]} operation
 * @param {import('./i18n.js').Lang} lang
 */
function inLanguage(operation, lang) {
  const named = lang === 'en' ? { operation_name: operationName(operation.code, 'en') ?? operation.operation_name } : {};
  return { ...operation, ...named, aids: aidsOf(operation.code, today()) };
}

/** @param {RouteContext} context */
function operationDetail({ params, req }) {
  const lang = langOf(req);
  const operation = OPERATIONS.find((candidate) => String(candidate.id) === params[0]);
  if (!operation) throw httpError(404, tr(lang, 'Opération introuvable.', 'Operation not found.'));
  return { status: 200, body: { data: inLanguage(operation, lang) } };
}

/** @param {RouteContext} context */
function listBeneficiaries({ url, state, req }) {
  const query = url.searchParams;
  const lang = langOf(req);
  const v = new Violations(lang, { voice: 'partner' });
  const page = v.check('page', query.get('page'), { type: 'integer', attribute: 'page', required: false, min: 1 }) ?? 1;
  const perPage = v.check('per_page', query.get('per_page'), { type: 'integer', attribute: tr(lang, 'nombre par page', 'number per page'), required: false, min: 1, max: 100 }) ?? 15;
  const type = v.check('type', query.get('type'), { type: 'select', attribute: 'type', required: false, options: ['b2c', 'b2b'] });
  const mandataryId = v.check('mandatary_id', query.get('mandatary_id'), { type: 'integer', attribute: tr(lang, 'mandataire', 'representative'), required: false, min: 1 });
  v.throwIfAny();

  const matching = state.beneficiaries.filter(({ resource, mandataryId: owner }) =>
    (type === undefined || (type === 'b2b') === (resource.company_name !== '')) &&
    (mandataryId === undefined || owner === mandataryId));
  const lastPage = Math.max(1, Math.ceil(matching.length / perPage));
  /** @param {number} target */
  const link = (target) => {
    const params = new URLSearchParams(query);
    params.set('page', String(target));
    return `${originOf(req)}${url.pathname}?${params}`;
  };
  return {
    status: 200,
    body: {
      data: matching.slice((page - 1) * perPage, page * perPage).map(({ resource }) => resource),
      meta: { current_page: page, last_page: lastPage, per_page: perPage, total: matching.length },
      links: {
        first: link(1),
        last: link(lastPage),
        prev: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
        next: page < lastPage ? link(page + 1) : null,
      },
    },
  };
}

/** @type {Route[]} */
export const partnerRoutes = [
  {
    method: 'GET',
    pattern: /^\/partner\/v1\/operations$/,
    auth: 'optional',
    handle: ({ req }) => ({ status: 200, body: { data: OPERATIONS.map((operation) => inLanguage(operation, langOf(req))) } }),
  },
  { method: 'GET', pattern: /^\/partner\/v1\/operations\/([^/]+)$/, auth: 'optional', handle: operationDetail },
  { method: 'GET', pattern: /^\/partner\/v1\/beneficiaries$/, auth: 'optional', handle: listBeneficiaries },
  { method: 'POST', pattern: /^\/partner\/v1\/worksites$/, auth: 'optional', handle: createWorksite },
  {
    method: 'POST',
    pattern: /^\/partner\/v1\/worksites\/([^/]+)\/documents$/,
    auth: 'optional',
    handle: ({ state, req, res, params, url, record, uploads }) => createDocument({ state, req, res, worksiteId: String(params[0]), path: url.pathname, record, uploads }),
  },
  {
    method: 'DELETE',
    pattern: /^\/partner\/v1\/worksites\/([^/]+)\/operations\/([^/]+)\/tags$/,
    auth: 'optional',
    handle: ({ state, params, url, req }) => ({
      status: 200, body: { data: removeTags(state, String(params[0]), String(params[1]), url.searchParams, langOf(req)) },
    }),
  },
  {
    method: 'GET',
    pattern: /^\/partner\/files\/(\d+)$/,
    auth: 'optional',
    handle: ({ state, params, req }) => {
      const lang = langOf(req);
      if (!state.documents.has(Number(params[0]))) throw httpError(404, tr(lang, 'Document introuvable.', 'Document not found.'));
      throw httpError(410, tr(lang, 'Le contenu de ce document n’est pas conservé : seuls son nom et sa taille le sont.',
        'The content of this document is not kept: only its name and size are.'));
    },
  },
];
