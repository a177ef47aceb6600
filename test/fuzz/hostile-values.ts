import fc from 'fast-check';
import { BadUtf8, RawJson } from './json-text.js';

/**
 * Leaf values for malformed requests. Each pool says whether it is wrong by itself (the API must
 * refuse it wherever it names that kind of value) or only odd (noise: fine or not, never a 5xx).
 * Where a pool mixes free-form strings in, those that could be valid are swapped for a known bad one
 * (by `map`, never `filter`, which could spin), so "wrong" stays wrong.
 */

/** docs/design.md §2: JSON bodies up to 1 MiB. */
export const JSON_LIMIT = 1024 * 1024;

/** Sizes past the limit: mostly just past it, sometimes by half as much again. */
export const overLimit: fc.Arbitrary<number> = fc.oneof(
  { arbitrary: fc.integer({ min: JSON_LIMIT + 1, max: JSON_LIMIT + 1_024 }), weight: 6 },
  { arbitrary: fc.integer({ min: JSON_LIMIT + 1, max: JSON_LIMIT * 1.5 }), weight: 1 },
);

/** Repeated text of a chosen length, in characters of 1 to 4 UTF-8 bytes. */
export const longString = (min: number, max: number): fc.Arbitrary<string> =>
  fc.tuple(fc.constantFrom('x', 'é', '€', '𝄞', ' '), fc.integer({ min, max })).map(([char, length]) => char.repeat(length));

const SPECIAL_STRINGS = [
  '', ' ', '\t\r\n', '\u0000', '\u00a0', '\ufeff', '\u200b', '\u2028', 'null', 'undefined', 'NaN', 'Infinity', '-0',
  '1e309', 'true', '[]', '{}', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '$where',
  '<script>alert(1)</script>', "' OR '1'='1' --", '"; DROP TABLE events; --', '../../etc/passwd', '..\\..\\boot.ini',
  '%00', '%zz', '%E0%A4%A', '\u202egnp.exe', '👩‍👩‍👧‍👦', 'ﷺ', 'Ａ', 'İ', 'ß', '\ud800', '\udfff', '\ud83d',
  '${jndi:ldap://127.0.0.1/a}', '{{7*7}}', 'file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,x',
];

/** Strings that stress parsers and storage without being wrong by themselves. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...SPECIAL_STRINGS), weight: 4 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
  // Any code point, lone UTF-16 surrogates included (fc.string's 'binary' unit costs a second to set up).
  { arbitrary: fc.array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 12 }).map((points) => String.fromCodePoint(...points)), weight: 2 },
  { arbitrary: longString(200, 5_000), weight: 1 },
);

/**
 * Known wrong values, and free-form strings of which those that `mayBeValid` (a generous shape check)
 * are swapped for the first known one: wrong either way.
 */
export const oddStringExcept = (mayBeValid: (value: string) => boolean, wrong: readonly [string, ...string[]]): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...wrong), weight: 3 },
    { arbitrary: oddString.map((value) => (mayBeValid(value) ? wrong[0] : value)), weight: 1 },
  );

/** Byte runs that are not UTF-8: lone continuation, truncated sequences, overlong "/", a surrogate, past U+10FFFF, never-used bytes. */
const BAD_UTF8: number[][] = [
  [0x80], [0xc3], [0xe2, 0x82], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xff], [0xfe, 0xff],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
];
export const badUtf8Bytes: fc.Arbitrary<number[]> = fc.constantFrom(...BAD_UTF8);

/** A JSON string literal with bytes in it that are not UTF-8 (wrong anywhere: RFC 8259 §8.1). */
export const badUtf8String: fc.Arbitrary<BadUtf8> = fc
  .tuple(fc.string({ maxLength: 8 }), badUtf8Bytes, fc.string({ maxLength: 8 }))
  .map(([before, bytes, after]) => new BadUtf8(before, bytes, after));

/** Number tokens JSON.parse reads as ±Infinity: never a finite number. */
export const infiniteNumber: fc.Arbitrary<RawJson> = fc.constantFrom('1e309', '-1e309', '1E400', '123e4567').map((t) => new RawJson(t));

/** Finite but odd numbers: -0, underflow to 0, past 2^53, huge, tiny. Noise. */
export const oddNumber: fc.Arbitrary<number | RawJson> = fc.oneof(
  fc.constantFrom('-0', '0e0', '1e-400', '-0.0', '9007199254740993', '123456789012345678901234567890', '1E2').map((t) => new RawJson(t)),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Strings that look like numbers, which a JSON number field must refuse (no implicit conversion). */
export const numericString: fc.Arbitrary<string> = fc.constantFrom('NaN', '1e309', 'Infinity', '-0', '12', '0x10', '', ' 1', '1,5');

/** Texts that are not one JSON value (nor empty): syntax errors, JavaScript-isms, two values. */
export const notJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'NaN', 'Infinity', '-Infinity', '0x1F', '01', '+1', '.5', '1.', '1e', 'undefined', "{'a':1}", '{a:1}', '"open',
    'tru', 'nul', '[1,]', '{"a":1,}', '{"a":1', '{"a"}', '{"a" 1}', '// c\n{}', '/* c */{}', '{}{}', '{} []', '\u0000',
    '\ufeff{]', '{"a":"\\x41"}', '{"a":"\\u12"}', '{"a":"line\nbreak"}', '{"a":"tab\there"}', ']', '}', ':', ',',
  ),
  // A JSON object cut short somewhere.
  fc.tuple(fc.constantFrom('{"title":"Rome","days":[{"id":"d","stops":[]}]}', '{"a":[1,2,{"b":null}]}'), fc.nat())
    .map(([text, at]) => text.slice(0, 1 + (at % (text.length - 1)))),
);

/** Nesting deeper than any body may go (the API stops at 16 levels), up to 100,000 levels. */
export const deepNesting: fc.Arbitrary<RawJson> = fc
  .tuple(
    fc.oneof(
      { arbitrary: fc.integer({ min: 17, max: 64 }), weight: 4 },
      { arbitrary: fc.integer({ min: 65, max: 5_000 }), weight: 2 },
      { arbitrary: fc.integer({ min: 5_001, max: 100_000 }), weight: 1 },
    ),
    fc.boolean(),
  )
  .map(([depth, arrays]) =>
    new RawJson(arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  );

/**
 * More objects than any body may hold (10,000), each list short enough, within 1 MiB: a list of lists
 * of empty objects.
 */
export const crowded: fc.Arbitrary<RawJson> = fc
  .oneof({ arbitrary: fc.integer({ min: 10_001, max: 12_000 }), weight: 4 }, { arbitrary: fc.integer({ min: 10_001, max: 150_000 }), weight: 1 })
  .map((count) => {
    const lists = Math.ceil(count / 1_000);
    const list = `[${Array<string>(Math.ceil(count / lists)).fill('{}').join(',')}]`;
    return new RawJson(`[${Array<string>(lists).fill(list).join(',')}]`);
  });

/** Keys that mean something to JavaScript objects. */
export const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype'] as const;
/** Set by a successful prototype pollution; the test looks for it on Object.prototype. */
export const POLLUTION_MARKER = 'fuzzPolluted';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Never a real calendar date as YYYY-MM-DD. */
export const badDate: fc.Arbitrary<string> = oddStringExcept((s) => DATE.test(s), [
  '2023-02-29', '1900-02-29', '2024-02-30', '2023-04-31', '2023-13-01', '2023-00-10', '2023-01-00', '2023-01-32',
  '2023-1-5', '23-01-05', '2023/01/05', '20230105', '2023-01-05T00:00:00Z', '2023-01-05 ', ' 2023-01-05', '+2023-01-05',
  '0000-00-00', '9999-99-99', '2023-W01-1', 'yesterday', '２０２３-０１-０５', '2023-01-05\n', '2023-02-28x',
]);

/** Never a date-time with an offset (RFC 3339 with Z or ±hh:mm). */
export const badDateTime: fc.Arbitrary<string> = oddStringExcept(
  (s) => /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}/.test(s),
  [
    '2025-05-01T09:30:00', '2025-05-01T25:00:00Z', '2025-05-01T24:00:00Z', '2025-05-01T09:60:00+02:00',
    '2025-02-30T09:30:00+02:00', '2025-13-01T09:30:00Z', '2025-05-01', '2025-05-01T09:30:00+24:00',
    '2025-05-01T09:30:00+2:00', '2025-05-01T09:30:00+0200', '1714555800', 'now', '2025-05-01T09:30:00ZZ',
    '2025-05-01T9:30:00Z', 'T09:30:00Z',
  ],
);

const UUID_LIKE = /^\s*[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}\s*$/i;
/** Never a UUID, however leniently read. */
export const badUuid: fc.Arbitrary<string> = fc.oneof(
  oddStringExcept((s) => UUID_LIKE.test(s), [
    'not-a-uuid', '00000000-0000-0000-0000-00000000000g', '{00000000-0000-4000-8000-000000000000}',
    'urn:uuid:00000000-0000-4000-8000-000000000000', '00000000-0000-4000-8000-0000000000000', '0000000-0000-4000-8000-000000000000',
    'x'.repeat(36), '-'.repeat(36), '00000000_0000_4000_8000_000000000000',
  ]),
  // A real UUID with something around it.
  fc.tuple(fc.uuid({ version: 4 }), fc.constantFrom('x', ' x', '/', '\u0000', '-1', '%00')).map(([uuid, tail]) => uuid + tail),
);

/** Percent-encoding that does not decode (not %XX, or bytes that are not UTF-8), between letters that are not hex digits. */
export const brokenPercent: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('%', '%2', '%zz', '%E0%A4%A', '%C0%AF', '%FF', '%ED%A0%80', '%%', '%u0041', '%F4%90%80%80'), fc.constantFrom('', 'x', 'zq-'))
  .map(([bad, around]) => `${around}${bad}${around}`);

const ENCODED = Array.from({ length: 256 }, (_, b) => {
  const char = String.fromCharCode(b);
  return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
});

/** Percent-encodes every byte but the unreserved ones (RFC 3986), lone surrogates included (as U+FFFD). */
export const percentEncode = (value: string): string => {
  let encoded = '';
  for (const byte of Buffer.from(value, 'utf8')) encoded += ENCODED[byte];
  return encoded;
};

/** A header value as node's client lets it through: tabs, printable ASCII and Latin-1 bytes. */
export const headerText = (value: string): string => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');

/** Long header values, in characters node sends as one byte each. */
export const longHeaderText = (min: number, max: number): fc.Arbitrary<string> =>
  fc.tuple(fc.constantFrom('x', 'é', ' ', ','), fc.integer({ min, max })).map(([char, length]) => char.repeat(length));

export const oddHeaderValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: oddString.map(headerText), weight: 4 },
  { arbitrary: fc.array(fc.integer({ min: 0x80, max: 0xff }), { maxLength: 20 }).map((codes) => String.fromCharCode(...codes)), weight: 2 },
  { arbitrary: longHeaderText(1_000, 4_000), weight: 1 },
);
