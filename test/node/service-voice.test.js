// @ts-check
/**
 * Every sentence a visitor may read speaks as the service (issue #24, docs/contract.md §1): walks every code × context × aid ×
 * language of `simulation-inputs`, an answer of each (and refused cases' reasons), and the catalogue. None may name the
 * sandbox, a copy, a PDF, a third party, show an ISO date or a developer's sign (≥, <=), say that a figure is still
 * to be confirmed (issue #34: « à confirmer », "to be confirmed", "à vérifier"), or say "FOST" / "fiche" in a label
 * or help text.
 * `verificationNote` is for developers and is not walked. Also: keys shared by several operations have one descriptor.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startSandbox } from './sandbox-client.js';
import { FRENCH_TERMS } from './french-terms.js';

/** @type {Awaited<ReturnType<typeof startSandbox>>} */
let sandbox;
before(async () => { sandbox = await startSandbox(); });
after(() => sandbox.close());

const FORBIDDEN = /[≥≤]|[<>]=|sandbox|bac à sable|copie|\bPDF\b|tierce|third-party|à confirmer|à vérifier|to be confirmed|to be checked|non vérifi|unverified|\b\d{4}-\d{2}-\d{2}\b|\b\d{2}\/\d{2}\/\d{4}\b|\b\d{2}-\d{2}-\d{4}\b/i;
const NOT_IN_LABELS = /\bFOST\b|\bfiche\b/i;
const LANGS = ['fr', 'en'];
/** Before and after 2026-01-01; inside MaPrimeRénov’'s 2026 suspension; under the versions A82-5 of the heat pumps. */
const DATES = ['2025-11-15', '2026-02-01', '2026-03-01', '2026-09-15'];

/**
 * The visitor-facing strings of an answer: every string value, except developer fields and values that are codes.
 * @param {unknown} value
 * @param {string} path
 * @param {Array<[string, string]>} out
 */
function strings(value, path, out) {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => strings(item, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      // Developer-facing, or data rather than words (ISO dates by contract, codes, keys, addresses).
      if (['verificationNote', 'engagementDate', 'applicationDate', 'validFrom', 'validTo', 'url', 'key', 'code', 'value', 'pattern', 'anyOf', 'type',
        'category', 'color', 'precarity', 'region', 'version', 'unit'].includes(key) && key !== 'label') continue;
      strings(child, `${path}.${key}`, out);
    }
  }
  return out;
}

/**
 * @param {Array<[string, string]>} found
 * @param {string} where
 */
function assertVoice(found, where) {
  const english = / en\b/.test(where);
  for (const [path, text] of found) {
    assert.doesNotMatch(text, FORBIDDEN, `${where} ${path}: ${text}`);
    // In English, every concept in English words (issue #26): no French term where an English one exists.
    if (english) assert.doesNotMatch(text, FRENCH_TERMS, `${where} ${path}: ${text}`);
    // English writes the month first: "January 1, 2026".
    if (english) assert.doesNotMatch(text, /\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December)\b/, `${where} ${path}: ${text}`);
    // "fiche" may explain how an amount is computed (factors), never label or help a field a homeowner fills.
    if (path.startsWith('inputs') && /\.(label|help)$/.test(path)) assert.doesNotMatch(text, NOT_IN_LABELS, `${where} ${path}: ${text}`);
  }
}

/** A value for each descriptor, within its limits (the first option, the minimum, true). @param {any[]} descriptors */
function valuesFor(descriptors, date) {
  /** @type {Record<string, any>} */
  const body = {};
  for (const d of descriptors) {
    let value;
    if (d.key === 'operation.engagement_date' || d.key === 'mpr.application_date') value = date;
    else if (d.key.endsWith('.department')) value = '33';
    else if (d.key === 'household.income') value = 15000;
    else if (d.options) value = d.options.at(-1).value;
    else if (d.type === 'boolean') value = true;
    else if (d.type === 'number' || d.type === 'integer') value = Math.max(d.min ?? 1, 1) * (d.key.startsWith('building.surface') ? 100 : 1) + (d.max && d.max < 100 ? 0 : 59);
    else continue;
    const parts = d.key.split('.');
    let node = body;
    for (const part of parts.slice(0, -1)) node = node[part] ??= {};
    node[parts.at(-1)] = value;
  }
  return body;
}

describe('the service’s voice', () => {
  it('in every label, help, option, explanation, reason and notice of every code, aid, language and date', async () => {
    const token = await sandbox.token();
    const { body: catalogue } = await sandbox.call('GET', '/partner/v1/operations');
    let answers = 0;
    for (const operation of catalogue.data) {
      for (const context of ['b2c', 'b2b']) {
        for (const aid of ['cee', 'mpr']) {
          for (const lang of LANGS) {
            const headers = { 'Accept-Language': lang };
            const inputs = await sandbox.call('GET', `/calc/api/v2/simulation-inputs/${operation.code}/${context}${aid === 'mpr' ? '?aid=mpr' : ''}`, { token, headers });
            const where = `${operation.code} ${context} ${aid} ${lang}`;
            if (inputs.status !== 200) {
              assert.equal(inputs.status, 404, where);
              assertVoice([['message', inputs.body.message]], where);
              assert.ok(inputs.body.message.includes(operation.code), `${where}: the 404 names the code`);
              continue;
            }
            assertVoice(strings(inputs.body.data, 'inputs', []), where);
            for (const date of DATES) {
              const answer = await sandbox.call('POST', `/calc/api/v2/${aid}`, {
                token, headers, body: { fost_code: operation.code, context, ...valuesFor(inputs.body.data, date), ...(aid === 'cee' ? { eurosMwHCumac: 8 } : {}) },
              });
              answers += 1;
              if (answer.status === 200) assertVoice(strings(answer.body.data, 'answer', []), `${where} ${date}`);
              else assertVoice([['message', answer.body.message], ...Object.values(answer.body.errors ?? {}).flat().map((m) => /** @type {[string, string]} */ (['error', String(m)]))], `${where} ${date}`);
            }
          }
        }
      }
    }
    assert.ok(answers > 100, `${answers} answers walked`);
  });

  it('in the refused cases: a secondary home, a young home, a removed geste, an unknown code, a date out of range', async () => {
    const token = await sandbox.token();
    for (const lang of LANGS) {
      const headers = { 'Accept-Language': lang };
      const household = { department: '69', main_residence: false };
      const refusals = [
        await sandbox.call('POST', '/calc/api/v2/mpr', { token, headers, body: { fost_code: 'BAR-TH-171', context: 'b2c', housing: household, household: { size: 1, income: 10000 } } }),
        await sandbox.call('POST', '/calc/api/v2/mpr', { token, headers, body: { fost_code: 'BAR-TH-171', context: 'b2c', housing: { department: '69', over_15_years: false }, household: { size: 1, income: 10000 } } }),
        await sandbox.call('POST', '/calc/api/v2/mpr', { token, headers, body: { fost_code: 'BAR-TH-113', context: 'b2c', housing: { department: '69' }, household: { size: 1, income: 10000 }, operation: { feed: 'manuelle', engagement_date: '2026-02-01' } } }),
        await sandbox.call('POST', '/calc/api/v2/mpr', { token, headers, body: { fost_code: 'BAR-TH-171', context: 'b2c', housing: { department: '69' }, household: { size: 1, income: 10000 }, operation: { engagement_date: '2031-02-01' } } }),
        await sandbox.call('POST', '/calc/api/v2/cee', { token, headers, body: { fost_code: 'BAR-EN-101', context: 'b2c', housing: { department: '69' }, operation: { surface: 10, engagement_date: '2020-02-01' } } }),
        await sandbox.call('GET', '/calc/api/v2/simulation-inputs/BAR-TH-104/b2c', { token, headers }),
        await sandbox.call('GET', '/calc/api/v2/simulation-inputs/XYZ-AB-123/b2c', { token, headers }),
      ];
      for (const [i, answer] of refusals.entries()) {
        const texts = answer.status === 200 ? strings(answer.body.data, 'answer', []) : [['message', answer.body.message]];
        assertVoice(/** @type {Array<[string, string]>} */ (texts), `refusal ${i} ${lang}`);
      }
      assert.equal(refusals[0]?.body.data.eligible, false);
      assert.equal(refusals[1]?.body.data.eligible, false);
      assert.equal(refusals[2]?.body.data.eligible, false);
    }
  });

  it('writes dates as the language does: « 1er janvier 2026 », "January 1, 2026"', async () => {
    const token = await sandbox.token();
    const fr = await sandbox.call('POST', '/calc/api/v2/cee', { token, body: { fost_code: 'BAR-TH-148', context: 'b2c', housing: { department: '33', type: 'maison' }, operation: { engagement_date: '2026-02-01' } } });
    assert.match(fr.body.data.excludes[0].reason, /^Depuis le 1er janvier 2026,/);
    const en = await sandbox.call('POST', '/calc/api/v2/cee', { token, headers: { 'Accept-Language': 'en' }, body: { fost_code: 'BAR-TH-148', context: 'b2c', housing: { department: '33', type: 'maison' }, operation: { engagement_date: '2026-02-01' } } });
    assert.match(en.body.data.excludes[0].reason, /^Since January 1, 2026,/);
  });
});

describe('keys shared by several operations', () => {
  it('housing.*, household.* and the quote’s and application’s dates have one descriptor in every operation and both aids, per language', async () => {
    const token = await sandbox.token();
    const { body: catalogue } = await sandbox.call('GET', '/partner/v1/operations');
    for (const lang of LANGS) {
      /** @type {Map<string, string>} */
      const seen = new Map();
      for (const operation of catalogue.data) {
        for (const aid of ['cee', 'mpr']) {
          const inputs = await sandbox.call('GET', `/calc/api/v2/simulation-inputs/${operation.code}/b2c${aid === 'mpr' ? '?aid=mpr' : ''}`, { token, headers: { 'Accept-Language': lang } });
          if (inputs.status !== 200) continue;
          for (const d of inputs.body.data) {
            if (!/^(housing|household)\./.test(d.key) && d.key !== 'operation.engagement_date' && d.key !== 'mpr.application_date') continue;
            const text = JSON.stringify(d);
            const first = seen.get(d.key);
            if (first === undefined) seen.set(d.key, text);
            else assert.equal(text, first, `${operation.code} ${aid} ${lang} ${d.key}`);
          }
        }
      }
      assert.deepEqual([...seen.keys()].sort(), [
        'household.income', 'household.size', 'housing.department', 'housing.main_residence', 'housing.over_15_years', 'housing.surface',
        'housing.type', 'mpr.application_date', 'operation.engagement_date',
      ]);
    }
  });
});
