import fc from 'fast-check';
import { NOT_UTF8, noiseHeaders, withinHeaderBudget, type Headers } from './header-defects.js';
import { badUtf8Bytes, brokenPercent, FORBIDDEN_KEYS, headerText, longString, oddString, percentEncode, POLLUTION_MARKER } from './hostile-values.js';
import { jsonBytes, JsonObject } from './json-text.js';
import type { WireRequest } from './wire.js';

/**
 * Malformed POST /oauth/token requests: forms of known and unknown parameters with odd, repeated and
 * polluting values, other content types and charsets, bytes that are not UTF-8, bodies past the
 * provider's limit, odd client authentication. No code or refresh token the app issued is ever sent,
 * so no request can succeed: each must be an OAuth error.
 */

export interface OAuthFixture {
  baseUrl: string;
  /** Registered clients, so that a request gets past client lookup to the grant. */
  clientIds: string[];
  redirectUri: string;
}

type Entry = [string, string];

const GRANT_TYPES = [
  'authorization_code', 'refresh_token', 'client_credentials', 'password', 'implicit', 'AUTHORIZATION_CODE', '',
  'urn:ietf:params:oauth:grant-type:device_code', 'urn:ietf:params:oauth:grant-type:token-exchange',
  'urn:ietf:params:oauth:grant-type:jwt-bearer',
];

const text = fc.oneof(oddString, fc.base64String({ maxLength: 64 }), longString(100, 3_000));

function formEntries(fixture: OAuthFixture): fc.Arbitrary<Entry[]> {
  const param = (name: string, values: fc.Arbitrary<string>) => values.map((value): Entry => [name, value]);
  const entry = fc.oneof(
    { arbitrary: param('grant_type', fc.oneof(fc.constantFrom(...GRANT_TYPES), oddString)), weight: 4 },
    { arbitrary: param('client_id', fc.oneof(fc.constantFrom(...fixture.clientIds, 'unknown-client', ''), oddString)), weight: 3 },
    { arbitrary: param('code', text), weight: 2 },
    { arbitrary: param('redirect_uri', fc.oneof(fc.constantFrom(fixture.redirectUri, 'http://127.0.0.1/other', 'javascript:alert(1)', ''), oddString)), weight: 2 },
    { arbitrary: param('code_verifier', fc.oneof(longString(1, 200), oddString)), weight: 2 },
    { arbitrary: param('refresh_token', text), weight: 2 },
    { arbitrary: param('scope', fc.oneof(fc.constantFrom('itineraries:read', 'openid offline_access', 'admin', ''), oddString)), weight: 1 },
    { arbitrary: param('resource', fc.oneof(fc.constantFrom(fixture.baseUrl, `${fixture.baseUrl}/mcp`, 'https://evil.example', 'not a uri', `${fixture.baseUrl}#x`), oddString)), weight: 1 },
    { arbitrary: param('client_secret', text), weight: 1 },
    { arbitrary: fc.tuple(oddString, oddString), weight: 1 },
    {
      arbitrary: fc.constantFrom<Entry>(
        ...FORBIDDEN_KEYS.map((key): Entry => [key, POLLUTION_MARKER]),
        ['__proto__[fuzzPolluted]', 'true'],
        ['constructor[prototype][fuzzPolluted]', 'true'],
        ['grant_type[]', 'authorization_code'],
      ),
      weight: 1,
    },
  );
  return fc.array(entry, { minLength: 0, maxLength: 8 });
}

/** Form text: mostly proper percent-encoding, sometimes broken escapes or '+' for spaces. */
const encodeForm = (entries: Entry[], broken: string | undefined): string =>
  [...entries.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`), ...(broken ? [`code=${broken}`] : [])].join('&');

const FORM = 'application/x-www-form-urlencoded';
const CONTENT_TYPES = [
  FORM, FORM, FORM, FORM, `${FORM}; charset=utf-8`, ...NOT_UTF8.map((charset) => `${FORM}; charset=${charset}`),
  'application/json', 'text/plain', 'multipart/form-data; boundary=x', '', 'application/x-www-form-urlencoded, text/plain',
];

export function tokenRequests(fixture: OAuthFixture): fc.Arbitrary<WireRequest> {
  const body = fc.oneof(
    { arbitrary: fc.tuple(formEntries(fixture), fc.option(brokenPercent, { nil: undefined })).map(([entries, broken]) => ({ what: 'form', bytes: Buffer.from(encodeForm(entries, broken)) })), weight: 8 },
    {
      arbitrary: fc.tuple(formEntries(fixture), badUtf8Bytes).map(([entries, bytes]) => ({
        what: 'bytes that are not UTF-8',
        bytes: Buffer.concat([Buffer.from(`${encodeForm(entries, undefined)}&code=`), Buffer.from(bytes)]),
      })),
      weight: 1,
    },
    { arbitrary: formEntries(fixture).map((entries) => ({ what: 'JSON', bytes: jsonBytes(new JsonObject(entries)) })), weight: 1 },
    { arbitrary: fc.integer({ min: 56 * 1024, max: 300 * 1024 }).map((size) => ({ what: `${size} bytes`, bytes: Buffer.from(`grant_type=authorization_code&code=${'c'.repeat(size)}`) })), weight: 1 },
    { arbitrary: fc.constant({ what: 'empty', bytes: Buffer.alloc(0) }), weight: 1 },
  );
  const authorization = fc.option(
    fc.oneof(
      fc.constantFrom('Basic !!!', 'Basic', 'Bearer x', `Basic ${Buffer.from('test-first-party:wrong').toString('base64')}`, `Basic ${Buffer.from('no-colon').toString('base64')}`),
      oddString.map((s) => headerText(`Basic ${Buffer.from(s.slice(0, 200)).toString('base64')}`)),
    ),
    { nil: undefined, freq: 4 },
  );
  return fc
    .tuple(body, fc.constantFrom(...CONTENT_TYPES), authorization, fc.option(fc.constantFrom('https://evil.example', 'null'), { nil: undefined, freq: 6 }), noiseHeaders)
    .map(([{ what, bytes }, type, auth, origin, noise]) => {
      const headers: Headers = [];
      if (type !== '') headers.push(['Content-Type', type]);
      if (auth) headers.push(['Authorization', auth]);
      if (origin) headers.push(['Origin', origin]);
      const path = '/oauth/token';
      return {
        method: 'POST',
        path,
        headers: [...headers, ...withinHeaderBudget(path, headers, noise)],
        body: bytes,
        defects: [`${what} as ${JSON.stringify(type)}`, ...(auth ? [`Authorization ${auth.slice(0, 30)}`] : [])],
      };
    });
}
