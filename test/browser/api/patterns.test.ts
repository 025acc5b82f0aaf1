/**
 * A service's `pattern` can never block the page: a pattern whose test could take long on some value is left to
 * the service (one console warning) and never run on a value; a pattern that is kept only ever runs on values of at
 * most the field's maximum length (255). What is asserted is which patterns run on what, never a time: the time of
 * each pattern's worst case is measured by `npm run bench`.
 */
import { expect } from '@open-wc/testing';
import * as z from 'zod/mini';
import { isSafePattern, LIMITS, readWith, SimulationInputsSchema, type SimulationField } from '../../../src/api/index.js';
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
  return fieldsOf({ data: [{ key: 'operation.code', type: 'string', label: 'Code', pattern }] });
}

/** The fields the real reader gives for `answer`; a test fails when it cannot read it. */
function fieldsOf(answer: unknown): SimulationField[] {
  const read = readWith(SimulationInputsSchema, answer);
  if (!read.ok) throw new Error(`unreadable: ${read.issues[0]?.message}`);
  return read.value;
}

/**
 * Validates `value` in the form generated for a field with `pattern`: whether it passed, whether the field keeps the
 * pattern, and the lengths of the values any regular expression was tested on meanwhile.
 */
function timeCheck(pattern: string, value: string): { ok: boolean; checked: boolean; tested: number[] } {
  const fields = buildFormModel(mergeListedFields({ cee: fieldWith(pattern) }), 'fr');
  const schema = formSchema(fields);
  const tested: number[] = [];
  const { test, exec } = RegExp.prototype;
  RegExp.prototype.test = function (this: RegExp, text: string) {
    tested.push(String(text).length);
    return test.call(this, text);
  };
  RegExp.prototype.exec = function (this: RegExp, text: string) {
    tested.push(String(text).length);
    return exec.call(this, text);
  };
  try {
    const ok = z.safeParse(schema, { 'operation.code': value }).success;
    return { ok, checked: fields[0]?.pattern !== undefined, tested };
  } finally {
    Object.assign(RegExp.prototype, { test, exec });
  }
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
    it(`never blocks the page with ${pattern}: left to the service with one warning, never run on its worst case`, () => {
      expect(isSafePattern(pattern)).to.equal(false);
      const { checked, tested } = timeCheck(pattern, worst);
      expect(checked).to.equal(false);
      // No regular expression saw the value (the form's own checks test none on a plain text).
      expect(tested.includes(worst.length)).to.equal(false);
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
      const fields = fieldsOf(answer);
      expect(fields.map((field) => `${field.key}:${field.pattern ?? '-'}`).join(' ')).to.equal(
        'a.unsafe:- b.unsafe:- a.broken:- a.kept:^\\d{5}$ b.kept:^\\d{5}$',
      );
    }
    const said = warnings.map((args) => String(args[0]));
    expect(said.map((text) => text.match(/of (\S+) is left/)?.[1]).filter(Boolean).join(' ')).to.equal('a.unsafe b.unsafe a.unsafe b.unsafe');
    // A pattern that does not compile is left out as an attribute that cannot be read: one warning at each read.
    expect(said.filter((text) => text.includes('"a.broken"') && text.includes('(pattern)')).length).to.equal(2);
  });

  it('never runs a kept pattern on a value longer than the field allows', () => {
    const { ok, checked, tested } = timeCheck('[a-z]*[a-z]*!', 'a'.repeat(LIMITS.text * 40));
    expect(checked).to.equal(true);
    expect(ok).to.equal(false);
    expect(tested.every((length) => length <= LIMITS.text)).to.equal(true);
    // The same pattern does run on a value of the allowed length.
    expect(timeCheck('[a-z]*[a-z]*!', 'a'.repeat(LIMITS.text)).tested.includes(LIMITS.text)).to.equal(true);
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
