import fc from 'fast-check';

/** Strings an attacker or a broken client sends: injections, markup, control characters, encodings, junk dates. */
const nastyStrings = [
  "' OR '1'='1",
  "'; drop table loaners; --",
  '1; select pg_sleep(5)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '%',
  '_%_',
  '\\',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202Eevil',
  '😀'.repeat(50),
  '../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '1e309',
  '0x1F',
  '2147483648',
  '99999999999999999999999',
  '2026-02-30',
  '2026-13-01',
  '0000-01-01',
  '1899-12-31',
  '99999-01-01',
  '10-03-2026',
  '2026-03-10T10:00:00Z',
  '',
  ' ',
  'x'.repeat(300),
  'x'.repeat(12_000),
  'ä'.repeat(12_000),
];

/** Boundaries mostly: PostgreSQL's integer ends at 2³¹−1, JavaScript's safe integers at 2⁵³−1. */
const nastyNumbers = [
  -1,
  0,
  0.5,
  8,
  1_000_001,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  1e10,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 2,
  1e308,
  -1e308,
];

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyStrings) },
  fc.string({ unit: 'binary', maxLength: 40 }),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyNumbers) },
  fc.integer(),
  fc.double({ noNaN: true }),
);

/** Any JSON value of a wrong or extreme kind. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);

/** A query parameter's value, or the key repeated (an array where one value is expected). */
export const hostileQueryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  hostileNumber.map(String),
  fc.array(hostileText, { minLength: 2, maxLength: 3 }),
);

const validId = /^\s*\+?\d+(\.0*)?\s*$/;

/** A path parameter that is no valid row id (so a DELETE never hits a real row by chance). */
export const hostilePathValue: fc.Arbitrary<string> = fc
  .oneof(hostileText, hostileNumber.map(String))
  .filter((value) => !validId.test(value) || Number(value) > 2_147_483_647 || Number(value) < 1);

/** Bodies that are not JSON at all, or JSON that tries prototype pollution, or too large to take. */
export const malformedJsonBodies = [
  '{',
  '{"name": ',
  '[1,]',
  'nul',
  "{'single': 'quotes'}",
  '{"a":1}}',
  '\u0000',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `[${'['.repeat(5000)}${']'.repeat(5000)}]`,
  `"${'x'.repeat(1_100_000)}"`,
];
