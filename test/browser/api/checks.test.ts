/**
 * Our check functions (`src/api/checks.ts`) against zod's built-in checks they stand in for: for every input,
 * both schemas give the same data, or the same messages in French and in English (zod's locale words them).
 */
import { expect } from '@open-wc/testing';
import * as z from 'zod/mini';
import {
  atLeast,
  atMost,
  instanceOf,
  isoDate,
  matches,
  maxLength,
  oneOf,
  positive,
  rule,
  trim,
  upperCase,
  withDefault,
} from '../../../src/api/checks.js';
import { validate } from '../../../src/api/headless.js';

/** Both schemas read every input alike, in both languages; returns what ours made of them, for spot checks. */
function sameAs(ours: z.ZodMiniType, zods: z.ZodMiniType, inputs: unknown[]): string[] {
  const seen: string[] = [];
  for (const lang of ['fr', 'en'] as const) {
    for (const input of inputs) {
      const mine = JSON.stringify(validate(ours, input, lang));
      const theirs = JSON.stringify(validate(zods, input, lang));
      expect(mine, `${lang} ${JSON.stringify(input)}`).to.equal(theirs);
      seen.push(mine);
    }
  }
  return seen;
}

describe('check functions, against zod’s own checks', () => {
  it('bounds numbers as z.gte, z.gt, z.positive and z.lte', () => {
    sameAs(z.number().check(atLeast(3)), z.number().check(z.gte(3)), [2, 3, 4, 2.5]);
    sameAs(z.number().check(atLeast(3, false)), z.number().check(z.gt(3)), [3, 4]);
    sameAs(z.int().check(positive()), z.int().check(z.positive()), [-1, 0, 1]);
    const seen = sameAs(z.number().check(atMost(5)), z.number().check(z.lte(5)), [4, 5, 6, 1e9]);
    expect(seen[2]).to.contain('Indiquez au plus 5.');
  });

  it('bounds lengths of strings and arrays as z.maxLength', () => {
    sameAs(z.string().check(maxLength(3)), z.string().check(z.maxLength(3)), ['abc', 'abcd', '']);
    sameAs(z.array(z.int()).check(maxLength(2)), z.array(z.int()).check(z.maxLength(2)), [[1, 2], [1, 2, 3]]);
  });

  it('goes on with the next checks after a failed one, as zod does: every message at once', () => {
    const seen = sameAs(
      z.string().check(maxLength(2), matches(/^\d+$/), rule((v: string) => v !== 'abc', 'httpUrl')),
      z.string().check(z.maxLength(2), z.regex(/^\d+$/), z.refine((v: string) => v !== 'abc', { error: 'httpUrl' })),
      ['abc', '12', '123'],
    );
    expect(JSON.parse(seen[0]!).fieldErrors._.length).to.equal(3);
  });

  it('checks a length after a failed item, and stops an object’s refinements after a wrong choice, as zod does', () => {
    const rows = sameAs(
      z.array(z.object({ n: z.int() })).check(maxLength(2)),
      z.array(z.object({ n: z.int() })).check(z.maxLength(2)),
      [[{ n: 1 }, { n: 2 }, { n: 3 }], [{ n: 'x' }], [{ n: 1 }, { n: 'x' }]],
    );
    expect(rows[0]).to.contain('Écrivez au plus 2 caractères.');
    // One difference, on purpose: over its maximum, zod does not read an array's items (it guards against huge
    // inputs); ours reads them too, so a person sees every message at once. Ours says what zod says, and more.
    const tooMany = [{ n: 1 }, { n: 'x' }, { n: 3 }];
    const ours = validate(z.array(z.object({ n: z.int() })).check(maxLength(2)), tooMany);
    const zods = validate(z.array(z.object({ n: z.int() })).check(z.maxLength(2)), tooMany);
    expect(!ours.ok && !zods.ok && ours.fieldErrors._).to.deep.equal(!zods.ok && zods.fieldErrors._);
    expect(Object.keys(!ours.ok ? ours.fieldErrors : {}).join()).to.equal('1.n,_');
    const onlyClassic = (body: { kind: string }) => body.kind === 'a';
    const choice = sameAs(
      z.object({ kind: oneOf(['a', 'b']), n: z.optional(z.int()) }).check(rule(onlyClassic, 'precarityB2b', ['kind'])),
      z.object({ kind: z.enum(['a', 'b']), n: z.optional(z.int()) }).check(z.refine(onlyClassic, { error: 'precarityB2b', path: ['kind'] })),
      [{ kind: 'x' }, { kind: 'b' }, { kind: 'a', n: 'x' }, { kind: 'a' }],
    );
    expect(choice[0]).not.to.contain('Seule la précarité classique');
    expect(choice[1]).to.contain('Seule la précarité classique');
    // After an aborting check, the length is not checked either.
    sameAs(
      z.string().check(z.minLength(3, { abort: true }), maxLength(1)),
      z.string().check(z.minLength(3, { abort: true }), z.maxLength(1)),
      ['ab', 'abcd'],
    );
  });

  it('matches patterns as z.regex, with our sentence or our message key', () => {
    const zipcode = /^\d{5}$/;
    const seen = sameAs(z.string().check(matches(zipcode)), z.string().check(z.regex(zipcode)), ['69001', '6900', 'abcde']);
    expect(seen[1]).to.contain('Le format n’est pas valide.');
    const keyed = sameAs(z.string().check(matches(zipcode, 'zipcode')), z.string().check(z.regex(zipcode, { error: 'zipcode' })), ['6900']);
    expect(keyed[0]).to.contain('Le code postal doit comporter 5 chiffres.');
    const global = /a/g;
    // A global pattern does not carry its last position from one value to the next.
    sameAs(z.string().check(matches(global)), z.string().check(z.regex(global)), ['a', 'a', 'b']);
  });

  it('trims and upper-cases before the next checks, and an aborting check stops them, as zod does', () => {
    const ours = z.string().check(trim, upperCase, z.minLength(1, { abort: true }), matches(/^[A-Z]{2}$/, 'country'));
    const zods = z.string().check(z.trim(), z.toUpperCase(), z.minLength(1, { abort: true }), z.regex(/^[A-Z]{2}$/, { error: 'country' }));
    const seen = sameAs(ours, zods, ['  fr ', '   ', 'fra', 3]);
    expect(seen[0]).to.equal(JSON.stringify({ ok: true, data: 'FR' }));
    expect(seen[1]).to.contain('Ce champ est obligatoire.').and.not.to.contain('code à 2 lettres');
  });

  it('reads calendar dates as z.iso.date', () => {
    sameAs(isoDate(), z.iso.date(), ['2024-02-29', '2023-02-29', '2024-13-01', '2024-04-31', '2024-1-01', '20240101', 'abc', '', 12]);
  });

  it('accepts one of a list as z.enum and z.literal, "required" when absent', () => {
    sameAs(oneOf(['b2c', 'b2b']), z.enum(['b2c', 'b2b']), ['b2c', 'b2x', 2, undefined]);
    sameAs(oneOf([1, true, 'x']), z.literal([1, true, 'x']), [1, true, 'x', '1', 'true', false]);
    const required = (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : undefined);
    const seen = sameAs(
      z.object({ pick: oneOf(['a', 'b'], 'required') }),
      z.object({ pick: z.literal(['a', 'b'], { error: required }) }),
      [{}, { pick: undefined }, { pick: 'c' }, { pick: 'a' }],
    );
    expect(seen[0]).to.contain('Ce champ est obligatoire.');
  });

  it('puts a default in place of an absent value as z._default, without checking it', () => {
    sameAs(
      z.object({ page: withDefault(z.int().check(atLeast(1)), 1), country: withDefault(z.string().check(matches(/^[A-Z]{2}$/)), 'FR') }),
      z.object({ page: z._default(z.int().check(z.gte(1)), 1), country: z._default(z.string().check(z.regex(/^[A-Z]{2}$/)), 'FR') }),
      [{}, { page: 3 }, { page: 0 }, { country: 'fr' }, { page: undefined }],
    );
  });

  it('refines with a message key and a path as z.refine, and types values as z.custom', () => {
    const even = (n: number) => n % 2 === 0;
    sameAs(z.int().check(rule(even, 'fileOrUrl')), z.int().check(z.refine(even, { error: 'fileOrUrl' })), [2, 3]);
    const both = (v: { a?: string; b?: string }) => Boolean(v.a || v.b);
    sameAs(
      z.object({ a: z.optional(z.string()), b: z.optional(z.string()) }).check(rule(both, 'fileOrUrl', ['a'])),
      z.object({ a: z.optional(z.string()), b: z.optional(z.string()) }).check(z.refine(both, { error: 'fileOrUrl', path: ['a'] })),
      [{}, { a: 'x' }, { a: 3 }],
    );
    const isBlob = (v: unknown): v is Blob => v instanceof Blob;
    const seen = sameAs(instanceOf(isBlob), z.custom<Blob>(isBlob), [new Blob(['x']), 'x', undefined]);
    expect(seen[0]).to.contain('"ok":true');
  });
});
