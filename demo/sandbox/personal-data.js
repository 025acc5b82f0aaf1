// @ts-check
/**
 * What the request log keeps of personal data (demo/sandbox/README.md): masked wherever it is, in a body or a query string, under
 * any spelling of its key (`Email`, `e-mail`, `telephone`), in free text and in file names, but still told apart in a
 * test: names keep their initial, e-mails their first letter and domain, numbers their last three characters, file
 * names their initial and extension, notes only their length.
 */

/** @typedef {'name' | 'email' | 'number' | 'text'} Kind */

/** Keys by their letters alone, lower case (`Mobile_Phone` -> `mobilephone`), and what they hold. */
const KEYS = /** @type {Record<string, Kind>} */ ({
  ...Object.fromEntries(['firstname', 'lastname', 'name', 'fullname', 'givenname', 'familyname', 'surname', 'prenom', 'nom', 'contactname', 'filename', 'originalname']
    .map((key) => [key, 'name'])),
  ...Object.fromEntries(['email', 'mail', 'emailaddress', 'courriel'].map((key) => [key, 'email'])),
  ...Object.fromEntries(['phone', 'telephone', 'tel', 'mobile', 'mobilephone', 'phonenumber', 'portable', 'cellphone', 'fax',
    'fiscalnumber', 'fiscalreference', 'numerofiscal', 'referenceavis', 'taxnumber', 'taxid'].map((key) => [key, 'number'])),
  ...Object.fromEntries(['notes', 'note', 'comment', 'comments', 'commentaire', 'message'].map((key) => [key, 'text'])),
});

/** @param {string} key */
const kindOf = (key) => KEYS[key.toLowerCase().replace(/[^a-z]/g, '')];

const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi;
/** A run of digits, spaces, dots, dashes and brackets holding at least 9 digits: a phone or a fiscal number in text. */
const NUMBER = /\+?\d[\d\s.()-]{7,}\d/g;

/** @param {string} value */
function maskEmail(value) {
  const at = value.lastIndexOf('@');
  return at > 0 ? `${value.charAt(0)}•••${value.slice(at)}` : '•••';
}

/**
 * A number, its separators dropped, keeps its last three characters ("06 01 02 03 04" -> "•••••••304").
 * @param {string} value
 */
function maskNumber(value) {
  const compact = value.replace(/[\s.()-]/g, '');
  return `${'•'.repeat(Math.max(compact.length - 3, 1))}${compact.slice(-3)}`;
}

/**
 * A person's or a file's name: its initial, and a file's extension ("Jeanne" -> "J•••••", "avis Dupont.pdf" -> "a•••.pdf").
 * @param {string} value
 */
function maskName(value) {
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(value)?.[0] ?? '';
  const stem = value.slice(0, value.length - extension.length);
  return `${stem.charAt(0)}${'•'.repeat(Math.max(Math.min(stem.length - 1, 12), 1))}${extension}`;
}

/**
 * E-mails and long numbers found in free text, masked where they are.
 * @param {string} value
 */
export function maskFreeText(value) {
  return value
    .replace(EMAIL, maskEmail)
    .replace(NUMBER, (found) => ((found.match(/\d/g) ?? []).length >= 9 ? maskNumber(found) : found));
}

/**
 * @param {Kind | undefined} kind
 * @param {string} value
 */
function maskText(kind, value) {
  if (value === '') return value;
  if (kind === 'name') return maskName(value);
  if (kind === 'email') return maskEmail(value);
  if (kind === 'number') return maskNumber(value);
  if (kind === 'text') return `•••• (${value.length})`;
  return maskFreeText(value);
}

/**
 * A copy of a logged body or query, personal data masked at any depth.
 * @param {unknown} value
 * @param {string} [key]
 * @returns {unknown}
 */
export function maskPersonalData(value, key = '') {
  if (Array.isArray(value)) return value.map((item) => maskPersonalData(item, key));
  if (value !== null && typeof value === 'object') {
    // A null prototype, like the query object's, so that a key named `__proto__` stays a plain entry.
    return Object.assign(Object.create(null), Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskPersonalData(v, k)])));
  }
  const kind = kindOf(key);
  if (typeof value === 'string') return maskText(kind, value);
  if (typeof value === 'number' && kind !== undefined) return maskText(kind, String(value));
  return value;
}

/**
 * A file's name for the log.
 * @param {string} name
 */
export const maskFileName = (name) => (name === '' ? name : maskName(name));
