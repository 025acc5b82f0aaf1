/**
 * A service's `pattern` can never block the page: a pattern whose test could take long on some value is left to
 * the service (one console warning), and every value a visitor types is tested in well under 50 ms. The time is
 * measured here, in the browser, on each pattern's worst-case input of the field's maximum length (255).
 */
import { expect } from '@open-wc/testing';
import * as z from 'zod/mini';
import { isSafePattern, LIMITS, SimulationInputsSchema, type SimulationField } from '../../../src/api/index.js';
import { buildFormModel, mergeListedFields } from '../../../src/inputs/form-model.js';
import { formSchema } from '../../../src/inputs/form-schema.js';

const CATASTROPHIC: Array<[string, string]> = [
  ['(a+)+b', `${'a'.repeat(254)}!`],
  ['(a|a)*c', `${'a'.repeat(254)}!`],
  ['(.*a){12}', `${'a'.repeat(254)}!`.replace(/a$/, 'b')],
  ['(a?){25}a{25}', 'a'.repeat(25)],
  ['(\\w+\\s?)+$', `${'word '.repeat(50)}!`],
  ['a*a*a*a*b', `${'a'.repeat(254)}!`],
  ['.*a.*a.*a.*b', `${'a'.repeat(254)}!`],
  ['(a|ab)(a|ab)(a|ab)(a|ab)(a|ab)(a|ab)(a|ab)(a|ab)(a|ab)(a|ab)(a|ab)(a|ab)(a|ab)(a|ab)(a|ab)(a|ab)(a|ab)(a|ab)(a|ab)(a|ab)(a|ab)c', 'a'.repeat(40)],
  ['(x)\\1*y', `${'x'.repeat(254)}!`],
  ['((a|b)c)*d', `${'ac'.repeat(127)}!`],
];

const ORDINARY: Array<[string, string[], string[]]> = [
  ['^\\d{5}$', ['69003', '00000'], ['6900', '690033', 'abcde']],
  ['^[0-9]{3}-[A-Z0-9]{1,2}-\\d{1,4}$', ['000-AB-0123', '123-4-5'], ['000-ABC-0123', '000-AB-01234', '000AB0123']],
  ['^(2A|2B|\\d{2,3})$', ['2A', '2B', '69', '974'], ['2C', '1', '1000']],
  ['[A-Z]{2}\\d{9}[A-Z]{2}', ['AB123456789FR'], ['AB12345678FR']],
  ['\\d{5}(?:-\\d{4})?', ['12345', '12345-6789'], ['12345-', '1234']],
  ['(?<area>\\d{2})(?=\\d)\\d{3}', ['12345'], ['1234']],
  ['\\p{Lu}[\\p{L} -]*', ['Émile Zola', 'A'], ['émile']],
];

/** The inputs as the service would describe them: one text field with this pattern, through the real schemas. */
function fieldWith(pattern: string): SimulationField[] {
  return z.parse(SimulationInputsSchema, { data: [{ key: 'operation.code', type: 'string', label: 'Code', pattern }] });
}

/** Milliseconds to validate `value` in the form generated for a field with `pattern`, and whether it passed. */
function timeCheck(pattern: string, value: string): { ms: number; ok: boolean; checked: boolean } {
  const fields = buildFormModel(mergeListedFields({ cee: fieldWith(pattern) }), 'fr');
  const schema = formSchema(fields);
  const start = performance.now();
  const ok = z.safeParse(schema, { 'operation.code': value }).success;
  return { ms: performance.now() - start, ok, checked: fields[0]?.pattern !== undefined };
}

describe('service patterns', () => {
  let warnings: unknown[][] = [];
  const warn = console.warn;
  beforeEach(() => {
    warnings = [];
    console.warn = (...args: unknown[]) => void warnings.push(args);
  });
  afterEach(() => {
    console.warn = warn;
  });

  for (const [pattern, worst] of CATASTROPHIC) {
    it(`never blocks the page with ${pattern}: < 50 ms on its worst case, left to the service with one warning`, () => {
      expect(isSafePattern(pattern)).to.equal(false);
      const { ms, checked } = timeCheck(pattern, worst);
      expect(ms).to.be.lessThan(50);
      expect(checked).to.equal(false);
      expect(warnings.length).to.equal(1);
      expect(String(warnings[0]?.[0])).to.contain('operation.code');
    });
  }

  it('refuses, by the same rule, a repeated group that happens to be harmless: the service checks it', () => {
    // The price of a rule simple enough to be sure of: any group repeated more than once is refused.
    expect(isSafePattern('(?:\\d{3}-)*\\d{3}')).to.equal(false);
    expect(isSafePattern('(?:\\d{3}-)?\\d{3}')).to.equal(true);
    expect(isSafePattern('[()]+\\(*x')).to.equal(true);
    // A long fixed count adds no way to match, and takes none away either.
    expect(isSafePattern('a{300}a*a*a*b')).to.equal(false);
    expect(isSafePattern('a{300}a*b')).to.equal(true);
    expect(isSafePattern('^(?:01|02|03|2A|2B|04|05|06|07|08|09|10|69|75|974)$')).to.equal(true);
  });

  it('judges each pattern once, and still warns for every key it is left on, at every read', () => {
    const answer = {
      data: [
        { key: 'a.unsafe', type: 'string', pattern: '(a+)+b' },
        { key: 'b.unsafe', type: 'string', pattern: '(a+)+b' },
        { key: 'a.broken', type: 'string', pattern: '([a-z' },
        { key: 'a.kept', type: 'string', pattern: '^\\d{5}$' },
        { key: 'b.kept', type: 'string', pattern: '^\\d{5}$' },
      ],
    };
    for (let read = 0; read < 2; read++) {
      const fields = z.parse(SimulationInputsSchema, answer);
      expect(fields.map((field) => `${field.key}:${field.pattern ?? '-'}`).join(' ')).to.equal(
        'a.unsafe:- b.unsafe:- a.broken:- a.kept:^\\d{5}$ b.kept:^\\d{5}$',
      );
    }
    expect(warnings.map((args) => String(args[0]).match(/of (\S+) is left/)?.[1]).join(' ')).to.equal('a.unsafe b.unsafe a.unsafe b.unsafe');
  });

  it('bounds the time even on a value longer than the field allows', () => {
    const { ms, ok } = timeCheck('[a-z]*[a-z]*!', 'a'.repeat(LIMITS.text * 40));
    expect(ok).to.equal(false);
    expect(ms).to.be.lessThan(50);
  });

  for (const [pattern, good, bad] of ORDINARY) {
    it(`still checks the ordinary pattern ${pattern}`, () => {
      expect(isSafePattern(pattern)).to.equal(true);
      for (const value of good) expect(`${value} ${timeCheck(pattern, value).ok}`).to.equal(`${value} true`);
      for (const value of bad) expect(`${value} ${timeCheck(pattern, value).ok}`).to.equal(`${value} false`);
      expect(timeCheck(pattern, good[0]!).checked).to.equal(true);
      expect(warnings.length).to.equal(0);
    });
  }
});
