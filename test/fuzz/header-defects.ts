import fc from 'fast-check';
import { headerText, longHeaderText, oddHeaderValue, oddString } from './hostile-values.js';

/** Header lines of a request in progress, and defects and noise that only touch them. */

export type Headers = [string, string][];

/** A defect of the headers alone, refused whatever else the request holds. */
export interface HeaderDefect {
  name: string;
  edit(headers: Headers): Headers;
}

/** The headers with every `name` line replaced by one line per value (none: removed). */
export const setHeader = (headers: Headers, name: string, ...values: string[]): Headers => [
  ...headers.filter(([n]) => n.toLowerCase() !== name.toLowerCase()),
  ...values.map((value): [string, string] => [name, value]),
];

const headerDefect = (name: string, edit: (headers: Headers) => Headers): HeaderDefect => ({ name, edit });
const replaced = (what: string, name: string, ...values: string[]) => headerDefect(what, (h) => setHeader(h, name, ...values));

export interface Tokens {
  /** A valid token with every scope. */
  owner: string;
  /** A valid token with no API scope. */
  noScope: string;
}

/** Missing, malformed, forged and scope-less bearer tokens (401 or 403 on every route that needs one). */
export function authDefects(tokens: Tokens): fc.Arbitrary<HeaderDefect> {
  const [header, payload, signature] = tokens.owner.split('.') as [string, string, string];
  // A character in the middle of the signature: the last one may only carry padding bits.
  const flip = (text: string, at: number) => `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
  const unsigned = `${Buffer.from('{"alg":"none","typ":"at+jwt"}').toString('base64url')}.${payload}.`;
  return fc.oneof(
    oddString.map((s) => replaced('garbage bearer token', 'Authorization', headerText(`Bearer ${s}`))),
    fc.constantFrom(
      replaced('no Authorization', 'Authorization'),
      replaced('tampered signature', 'Authorization', `Bearer ${header}.${payload}.${flip(signature, 20)}`),
      replaced('tampered payload', 'Authorization', `Bearer ${header}.${flip(payload, 10)}.${signature}`),
      replaced('unsigned token', 'Authorization', `Bearer ${unsigned}`),
      replaced('token and junk', 'Authorization', `Bearer ${tokens.owner} x`),
      replaced('Basic scheme', 'Authorization', `Basic ${Buffer.from('a:b').toString('base64')}`),
      replaced('token without scopes', 'Authorization', `Bearer ${tokens.noScope}`),
      // Node keeps the first of repeated Authorization headers.
      replaced('repeated Authorization, bad first', 'Authorization', 'Bearer fuzz', `Bearer ${tokens.owner}`),
    ),
  );
}

/** Node refuses more than 16 KiB of request line and headers (431). */
export const headersTooLarge: fc.Arbitrary<HeaderDefect> = fc
  .integer({ min: 17 * 1024, max: 64 * 1024 })
  .map((size) => headerDefect(`headers of ${size} bytes`, (h) => [...h, ['X-Fuzz-Huge', 'h'.repeat(size)]]));

export const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'Application/JSON', 'application/json;charset=UTF-8'];
/** Accepted by /v1 (application/*+json) but not by /mcp (application/json only). */
export const STRUCTURED_JSON_TYPES = ['application/merge-patch+json', 'application/vnd.fuzz+json'];
export const NOT_JSON_TYPES = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'text/json',
  'application/jsonx', 'json', 'application/', '*/*', 'application/octet-stream', 'image/png', 'application/json-seq',
  'text/html; charset=utf-8', '', 'application/json, text/plain', 'text/plain; a=application/json',
];
export const NOT_UTF8 = ['latin1', 'iso-8859-1', 'windows-1252', 'ascii', 'us-ascii', 'utf-7', 'binary', '"latin1"', 'utf-8x', 'ucs-2'];

/** Content types that are not JSON, alone or first of two (node keeps the first Content-Type). */
export const notJsonContentType = (notJson: readonly string[]): fc.Arbitrary<HeaderDefect> =>
  fc.tuple(fc.constantFrom(...notJson), fc.boolean()).map(([type, twice]) =>
    twice
      ? replaced(`Content-Type ${JSON.stringify(type)}, then JSON`, 'Content-Type', type, 'application/json')
      : replaced(`Content-Type ${JSON.stringify(type)}`, 'Content-Type', type),
  );

/** Headers no route reads: whatever they hold must not matter. */
const NOISE_HEADERS = [
  'accept-language', 'accept-encoding', 'x-correlation-id', 'x-request-id', 'user-agent', 'x-forwarded-for', 'forwarded',
  'cookie', 'referer', 'x-http-method-override', 'range', 'if-none-match', 'if-modified-since', 'cache-control', 'prefer',
  'mcp-session-id', 'mcp-protocol-version', 'dpop', 'x-fuzz',
];

export const noiseHeaders: fc.Arbitrary<Headers> = fc.array(
  fc.oneof(
    { arbitrary: fc.tuple(fc.constantFrom(...NOISE_HEADERS), oddHeaderValue), weight: 8 },
    { arbitrary: fc.tuple(fc.constant('x-fuzz-large'), longHeaderText(2_000, 8_000)), weight: 1 },
  ),
  { maxLength: 3 },
);

/** Noise stays under node's 16 KiB of request line and headers; going over is a defect of its own. */
const HEADER_BUDGET = 14 * 1024;

export function withinHeaderBudget(path: string, headers: Headers, noise: Headers): Headers {
  let size = path.length + headers.reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
  return noise.filter(([name, value]) => (size += name.length + value.length + 4) <= HEADER_BUDGET);
}
