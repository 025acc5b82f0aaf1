// @ts-check
/**
 * ADEME's open data of DPE (« DPE Logements existants (depuis juillet 2021) », dataset `dpe03existant`) as the
 * sandbox serves it, in data-fair's format: `GET /data-fair/api/v1/datasets/dpe03existant/lines` with
 * - `qs`: a query in the search engine's syntax, here `field:"value"` (or `field:value`) clauses joined by ` OR ` or
 *   by ` AND ` (`identifiant_ban:"75104_8232_00012"`, `numero_dpe:"2338E1234567K" OR numero_dpe_remplace:"…"`): exact
 *   values; a field the dataset does not have matches nothing, as in the search engine;
 * - `select`: the fields to answer, comma separated (a field the dataset does not have is a 400, as data-fair says);
 * - `sort`: fields, comma separated, `-` for descending (`-date_etablissement_dpe`);
 * - `size`: 0 to 10000 lines (12 by default);
 * answered `{total, results, next?}`, a line holding only the selected fields it fills. The lines are data/dpe-lines.json.
 */
import { readFileSync } from 'node:fs';
import { httpError } from './http-util.js';

/** @typedef {Record<string, string | number>} Line */

/** @type {Line[]} */
const LINES = JSON.parse(readFileSync(new URL('./data/dpe-lines.json', import.meta.url), 'utf8')).lines;

/**
 * The dataset's fields the sandbox knows (its data dictionary: administrative, building, BAN address groups), those
 * of data/dpe-lines.json among them.
 */
const FIELDS = new Set([
  'numero_dpe', 'date_etablissement_dpe', 'date_visite_diagnostiqueur', 'date_reception_dpe', 'date_fin_validite_dpe',
  'date_derniere_modification_dpe', 'numero_dpe_remplace', 'numero_dpe_immeuble_associe', 'modele_dpe', 'version_dpe',
  'methode_application_dpe', 'etiquette_dpe', 'etiquette_ges', 'type_batiment', 'annee_construction', 'periode_construction',
  'type_installation_chauffage', 'surface_habitable_logement', 'surface_habitable_immeuble', 'nombre_appartement',
  'typologie_logement', 'numero_etage_appartement', 'type_energie_principale_chauffage', 'type_generateur_chauffage_principal',
  'identifiant_ban', 'adresse_ban', 'numero_voie_ban', 'nom_rue_ban', 'nom_commune_ban', 'code_postal_ban', 'code_insee_ban',
  'code_departement_ban', 'code_region_ban', 'score_ban', 'statut_geocodage', 'zone_climatique',
]);

/** One `field:"value"` clause of `qs`. */
const CLAUSE = /^([a-z_0-9]+):(?:"([^"\\]*)"|([^\s"()]+))$/;

/**
 * What `qs` keeps of a line: its clauses joined by OR or by AND (not both).
 * @param {string} qs
 * @returns {(line: Line) => boolean}
 */
function filterOf(qs) {
  const parts = qs.trim().split(/\s+(OR|AND)\s+/);
  const joins = new Set(parts.filter((_, i) => i % 2 === 1));
  if (joins.size > 1) throw httpError(400, 'qs : la requête mêle OR et AND sans parenthèses.');
  const clauses = parts.filter((_, i) => i % 2 === 0).map((clause) => {
    const found = CLAUSE.exec(clause);
    if (!found) throw httpError(400, `qs : la requête « ${clause.slice(0, 80)} » n’est pas dans la syntaxe attendue.`);
    return { field: found[1], value: found[2] ?? found[3] };
  });
  /** @param {Line} line @param {{field: string, value: string}} clause */
  const holds = (line, { field, value }) => Object.hasOwn(line, field) && String(line[field]) === value;
  return joins.has('AND') ? (line) => clauses.every((c) => holds(line, c)) : (line) => clauses.some((c) => holds(line, c));
}

/**
 * @param {string | null} text
 * @param {(fields: string) => void} check
 */
function fieldList(text, check) {
  const fields = (text ?? '').split(',').map((field) => field.trim()).filter(Boolean);
  for (const field of fields) check(field);
  return fields;
}

/**
 * `GET .../dpe03existant/lines`.
 * @param {URL} url
 */
export function dpeLines(url) {
  const { searchParams } = url;
  const qs = searchParams.get('qs');
  const keep = qs ? filterOf(qs) : () => true;
  const unknown = (/** @type {string} */ field) => {
    if (!FIELDS.has(field)) throw httpError(400, `Le champ « ${field.slice(0, 80)} » n’existe pas dans ce jeu de données.`);
  };
  const select = fieldList(searchParams.get('select'), unknown);
  const sort = fieldList(searchParams.get('sort'), (field) => unknown(field.replace(/^-/, '')));
  const sizeText = searchParams.get('size');
  const size = sizeText === null ? 12 : Number(sizeText);
  if (!Number.isInteger(size) || size < 0 || size > 10000) throw httpError(400, 'size : un entier de 0 à 10000 est attendu.');
  const found = LINES.filter(keep).sort((a, b) => {
    for (const key of sort) {
      const field = key.replace(/^-/, '');
      const order = String(a[field] ?? '').localeCompare(String(b[field] ?? ''), 'fr', { numeric: true });
      if (order !== 0) return key.startsWith('-') ? -order : order;
    }
    return 0;
  });
  const results = found.slice(0, size).map((line) =>
    select.length ? Object.fromEntries(select.filter((field) => Object.hasOwn(line, field)).map((field) => [field, line[field]])) : { ...line });
  /** @type {{total: number, results: Line[], next?: string}} */
  const answer = { total: found.length, results };
  if (found.length > size && size > 0) {
    const next = new URL(url.href);
    next.searchParams.set('after', String(size));
    answer.next = next.pathname + next.search;
  }
  return answer;
}

/** The lines' path, as the sandbox mounts it. */
export const DPE_PATH = '/data-fair/api/v1/datasets/dpe03existant/lines';

/** @type {import('./http-util.js').Route[]} */
export const dpeRoutes = [
  { method: 'GET', pattern: /^\/data-fair\/api\/v1\/datasets\/dpe03existant\/lines$/, auth: 'none', handle: ({ url }) => ({ status: 200, body: dpeLines(url) }) },
];
