/**
 * The hostile values the fuzz suite (fuzz.test.ts) is made of, with no route in mind: wrong types,
 * huge strings, unicode, NUL and lone surrogates, extreme numbers, prototype-pollution keys,
 * arbitrary JSON, deep nesting and broken JSON text.
 */
import fc from 'fast-check';

const HUGE = ['x'.repeat(20_000), 'é'.repeat(30_000), '😀'.repeat(10_000), '\u0000'.repeat(500)];
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\u202e\u0041',
  '../../etc/passwd',
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '%00',
  '%E0%A4%A',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '\ud800',
  'ǅ𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
];
export const NUMBERS = [
  -1,
  0,
  1,
  -0,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1e308,
  0.5,
  5e-324,
];

export const scalar = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERS) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

const KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'coins',
  'userId',
  'id',
  'isAdmin',
  'email',
];
export const key = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...KEYS));

export const { value: junk } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
}));

/** Deep nesting: [[[[...]]]] and {"a":{"a":...}}. */
export const deep = fc.integer({ min: 50, max: 5000 }).map((n) => ({
  raw: n % 2 === 0 ? `${'['.repeat(n)}${']'.repeat(n)}` : `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`,
}));

/** Prototype pollution as JSON text (an object literal cannot carry an own __proto__ key). */
export const pollution = fc
  .constantFrom(
    '{"__proto__":{"isAdmin":true,"coins":999999}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"a":{"__proto__":{"polluted":1}}}',
    '[{"__proto__":{"x":1}}]',
    '{"__proto__":null}',
  )
  .map((raw) => ({ raw }));

export const badJson = fc
  .constantFrom('{', '{"a":', '[1,2', "{'a':1}", 'NaN', '{"a":1}{"b":2}', '\u0000', '', 'nul')
  .map((raw) => ({ raw }));
