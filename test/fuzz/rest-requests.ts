import fc from 'fast-check';
import { pathParams, type AnyRoute, type IfMatchRule, type ParamFormat } from '../../src/adapters/inbound/http/kit/route-definition.js';
import { requestBodyName } from '../../src/adapters/inbound/http/routes/openapi/request-schemas.js';
import {
  authDefects,
  headersTooLarge,
  JSON_TYPES,
  NOT_JSON_TYPES,
  NOT_UTF8,
  notJsonContentType,
  setHeader,
  STRUCTURED_JSON_TYPES,
  withinHeaderBudget,
  type HeaderDefect,
  type Headers,
} from './header-defects.js';
import {
  badUtf8String,
  badUuid,
  brokenPercent,
  crowded,
  deepNesting,
  FORBIDDEN_KEYS,
  headerText,
  overLimit,
  longString,
  notJsonText,
  oddString,
  oddStringExcept,
  percentEncode,
  POLLUTION_MARKER,
} from './hostile-values.js';
import { jsonBytes, JsonObject, RawJson, type JsonValue } from './json-text.js';
import { defect as genericDefect, malformed, ofHeaders as genericOfHeaders, type Defect as GenericDefect, type Draft as BaseDraft } from './defects.js';
import type { JsonSchema, SchemaValues } from './schema-values.js';
import type { WireRequest } from './wire.js';

/**
 * Malformed requests for one REST route. Each starts as a request the route would accept (real
 * token with every scope, current If-Match, valid path, query and body) and gets one or two defects,
 * each of which the route must refuse on its own, so that together they still make a refusal and a
 * lone one can reach the deepest check. Header noise that the route may ignore comes on top.
 */

/** What the fuzzer needs to know of a route; read from its declaration, or written for a raw route. */
export interface RestTarget {
  method: string;
  /** Template: /v1/itinerary/{id}/stop/{stopId}. */
  path: string;
  params: Record<string, ParamFormat>;
  ifMatch: IfMatchRule;
  idempotent: boolean;
  /** The JSON body's schema; 'raw' for a route that reads its own bytes; undefined: no body. */
  body?: JsonSchema | 'raw';
  /** The query's schema; undefined: no parameters. */
  query?: JsonSchema;
  /** Unknown query parameters are refused (declared routes), not ignored. */
  strictQuery: boolean;
  /** An empty body is taken as `{}` (express.json), not refused: leaving it out is no defect. */
  emptyBodyIsEmptyObject?: boolean;
}

export function declaredTarget(route: AnyRoute, schemas: Record<string, JsonSchema>): RestTarget {
  const schema = (name: string) => {
    const found = schemas[name];
    if (!found) throw new Error(`no schema for ${name} (${route.method} ${route.path})`);
    return found;
  };
  return {
    method: route.method,
    path: route.path,
    params: Object.fromEntries(pathParams(route.path).map((name) => [name, route.params?.[name] ?? 'string'])),
    ifMatch: route.ifMatch ?? 'none',
    idempotent: route.idempotent === true,
    body: route.body === undefined ? undefined : route.body === 'raw' ? 'raw' : schema(requestBodyName(route)!),
    query: route.query ? schema(route.query.name) : undefined,
    strictQuery: true,
  };
}

export interface RestFixture {
  itineraryId: string;
  /** The itinerary's current revision (its ETag), which no request may change. */
  revision: number;
  /** Existing values of path parameters by name (the itinerary's day, stop, items, a member…). */
  pathValues: Record<string, string>;
  tokens: { owner: string; editor: string; noScope: string };
}

interface Draft extends BaseDraft {
  params: Record<string, string>;
  query: [string, string][];
  body?: JsonValue | Buffer;
}

type Defect = GenericDefect<Draft>;
const defect = (name: string, apply: (draft: Draft) => Draft): Defect => genericDefect<Draft>(name, apply);
const ofHeaders = (header: HeaderDefect): Defect => genericOfHeaders<Draft>(header);
const withHeader = (draft: Draft, name: string, ...values: string[]): Draft => ({ ...draft, headers: setHeader(draft.headers, name, ...values) });

const ENCODINGS = ['gzip', 'deflate', 'br', 'x-fuzz', 'gzip, gzip', 'compress'];

const REVISION = /^\s*(\*|"?\d*"?|W\/"\d*")?\s*$/;
/** If-Match values that are never one ETag of ours nor *: lists, weak tags, signs, fractions, words. */
const badIfMatch = oddStringExcept((s) => REVISION.test(headerText(s)), [
  'W/"1"', '"1", "2"', '"-1"', '"01"', '"1.0"', '" 1"', '"abc"', 'null', `"${'9'.repeat(17)}"`, '*, "1"', '"1', '1"', 'W/*', '"0x1"', '**',
]).map(headerText);

export function restRequests(target: RestTarget, fixture: RestFixture, values: SchemaValues): fc.Arbitrary<WireRequest> {
  return malformed(skeleton(target, fixture, values), applicableDefects(target, fixture, values), (draft, noise) => toWire(target, draft, noise));
}

/** A request the route would accept. */
function skeleton(target: RestTarget, fixture: RestFixture, values: SchemaValues): fc.Arbitrary<Draft> {
  const params = Object.fromEntries(
    Object.keys(target.params).map((name) => [name, percentEncode(name === 'id' ? fixture.itineraryId : (fixture.pathValues[name] ?? 'fuzz'))]),
  );
  const required = target.query?.required ?? [];
  const query = fc.tuple(...required.map((name) => values.valid(target.query!.properties![name]!).map((v) => [name, percentEncode(String(v))] as [string, string])));
  const token = fc.constantFrom(fixture.tokens.owner, fixture.tokens.owner, fixture.tokens.owner, fixture.tokens.editor);
  const etag = `"${fixture.revision}"`;
  const ifMatch =
    target.ifMatch === 'required' ? fc.constantFrom([etag], ['*']) : target.ifMatch === 'optional' ? fc.constantFrom([], [etag]) : fc.constant([]);
  // Sometimes a key: each one is a write to the idempotency store, as for any refused request.
  const key = target.idempotent
    ? fc.oneof({ arbitrary: fc.constant(undefined), weight: 5 }, { arbitrary: fc.uuid({ version: 4 }), weight: 1 })
    : fc.constant(undefined);
  const body: fc.Arbitrary<[JsonValue | Buffer | undefined, string | undefined]> =
    target.body === undefined
      ? fc.constant([undefined, undefined])
      : target.body === 'raw'
        ? fc.option(fc.tuple(fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)), fc.constantFrom('image/png', 'application/pdf', 'application/octet-stream', 'multipart/form-data; boundary=fuzz')), { nil: [undefined, undefined] })
        : fc.tuple(values.valid(target.body), fc.constantFrom(...JSON_TYPES, ...STRUCTURED_JSON_TYPES));
  return fc.tuple(query, token, ifMatch, key, body).map(([q, bearer, match, idempotencyKey, [content, type]]) => {
    const headers: Headers = [['Authorization', `Bearer ${bearer}`]];
    for (const value of match) headers.push(['If-Match', value]);
    if (idempotencyKey) headers.push(['Idempotency-Key', idempotencyKey]);
    if (type) headers.push(['Content-Type', type]);
    return { params, query: q, headers, body: content, defects: [] };
  });
}

function applicableDefects(target: RestTarget, fixture: RestFixture, values: SchemaValues): fc.WeightedArbitrary<Defect>[] {
  const defects: fc.Arbitrary<Defect>[] = [authDefects(fixture.tokens).map(ofHeaders)];
  if (Object.keys(target.params).length > 0) defects.push(pathDefect(target));
  if (target.strictQuery) defects.push(queryDefect(target, values));
  if (target.ifMatch !== 'none') defects.push(ifMatchDefect(target, fixture));
  if (target.idempotent) defects.push(idempotencyDefect);
  // Headers over node's limit never reach the app: a few of them are enough.
  const weighted = [...defects.map((arbitrary) => ({ arbitrary, weight: 4 })), { arbitrary: headersTooLarge.map(ofHeaders), weight: 1 }];
  if (target.body === undefined || target.body === 'raw') return weighted;
  // The body is where most can go wrong: it gets twice the draws of everything else together.
  return [...weighted, { arbitrary: fc.oneof(...bodyDefects(target, target.body, values)), weight: 8 * defects.length + 2 }];
}

function pathDefect(target: RestTarget): fc.Arbitrary<Defect> {
  const names = Object.keys(target.params);
  const replace = (name: string, raw: string, what: string) =>
    defect(`path ${name}: ${what}`, (d) => ({ ...d, params: { ...d.params, [name]: raw } }));
  const forName = (name: string) => {
    const options = [
      brokenPercent.map((raw) => replace(name, raw, 'broken percent-encoding')),
      longString(201, 400).map((s) => replace(name, percentEncode(s), 'too long')),
    ];
    if (target.params[name] === 'uuid') {
      options.push(badUuid.map((s) => replace(name, percentEncode(s), 'not a UUID')));
      if (name === 'id') options.push(fc.uuid({ version: 4 }).map((s) => replace(name, s, 'no such itinerary')));
    }
    return fc.oneof(...options);
  };
  return fc.oneof(...names.map(forName));
}

function queryDefect(target: RestTarget, values: SchemaValues): fc.Arbitrary<Defect> {
  const properties = target.query?.properties ?? {};
  const known = new Set(Object.keys(properties));
  const add = (key: string, value: string, what: string) => defect(`query: ${what}`, (d) => ({ ...d, query: [...d.query, [key, value]] }));
  const unknownKeys = ['fuzz', '', 'limit[]', 'Limit', 'q ', 'a[b]', 'x'.repeat(300), ...FORBIDDEN_KEYS].filter((k) => !known.has(k));
  const options: fc.Arbitrary<Defect>[] = [
    fc.tuple(fc.constantFrom(...unknownKeys), oddString.map((s) => s.slice(0, 200))).map(([k, v]) => add(percentEncode(k), percentEncode(v), `unknown parameter ${JSON.stringify(k.slice(0, 20))}`)),
    fc.tuple(fc.constantFrom(...FORBIDDEN_KEYS), fc.constantFrom('1', POLLUTION_MARKER)).map(([k, v]) => add(k, v, `parameter ${k}`)),
  ];
  for (const [name, schema] of Object.entries(properties)) {
    const text = values.invalidText(schema);
    const set = (value: string, what: string) =>
      defect(`query ${name}: ${what}`, (d) => ({ ...d, query: [...d.query.filter(([k]) => k !== name), [name, value]] }));
    if (text) options.push(text.map((v) => set(percentEncode(v), `bad value ${JSON.stringify(v.slice(0, 40))}`)));
    if (schema.type !== 'array') {
      options.push(values.valid(schema).map((v) => defect(`query ${name}: repeated`, (d) => ({ ...d, query: [...d.query, [name, percentEncode(String(v))], [name, percentEncode(String(v))]] }))));
    }
  }
  for (const name of target.query?.required ?? []) {
    options.push(fc.constant(defect(`query ${name}: missing`, (d) => ({ ...d, query: d.query.filter(([k]) => k !== name) }))));
  }
  return fc.oneof(...options);
}

function ifMatchDefect(target: RestTarget, fixture: RestFixture): fc.Arbitrary<Defect> {
  const options: fc.Arbitrary<Defect>[] = [
    badIfMatch.map((v) => defect(`If-Match ${JSON.stringify(v.slice(0, 30))}`, (d) => withHeader(d, 'If-Match', v))),
    // Node joins repeated If-Match headers into a list, which is not one ETag.
    fc.constant(defect('If-Match repeated', (d) => withHeader(d, 'If-Match', `"${fixture.revision}"`, `"${fixture.revision}"`))),
  ];
  if (target.ifMatch === 'required') options.push(fc.constant(defect('If-Match missing', (d) => withHeader(d, 'If-Match'))));
  // A stale revision is only known at the append: raw routes would do their work (store an image) first.
  if (target.body !== 'raw') {
    options.push(fc.integer({ min: 1, max: 1_000_000 }).map((n) => defect('If-Match stale', (d) => withHeader(d, 'If-Match', `"${fixture.revision + n}"`))));
  }
  return fc.oneof(...options);
}

const idempotencyDefect: fc.Arbitrary<Defect> = fc.oneof(
  badUuid.map((v) => defect(`Idempotency-Key ${JSON.stringify(v.slice(0, 40))}`, (d) => withHeader(d, 'Idempotency-Key', headerText(v)))),
  fc.tuple(fc.uuid({ version: 4 }), fc.uuid({ version: 4 })).map(([a, b]) => defect('Idempotency-Key repeated', (d) => withHeader(d, 'Idempotency-Key', a, b))),
);

/** Defects of a JSON body, each one refused whatever the rest of the body holds. */
function bodyDefects(target: RestTarget, schema: JsonSchema, values: SchemaValues): fc.WeightedArbitrary<Defect>[] {
  const { typed, text, strict } = values.fields(schema);
  const replaceBody = (what: string, body: JsonValue | Buffer | undefined) => defect(what, (d) => ({ ...d, body }));
  /** Changes the body object; a body another defect replaced is broken already and stays as it is. */
  const change = (what: string, edit: (body: JsonObject) => JsonObject) =>
    defect(what, (d) => (d.body instanceof JsonObject ? { ...d, body: edit(d.body) } : d));
  // Where a value of any shape is wrong: a typed field (wrong type), or an unknown one.
  const somewhere = (keys: string[]) => fc.constantFrom(...keys, ...(strict ? ['fuzz'] : []));
  const wrongPlaces = somewhere(typed);
  const schemaInvalid = values.invalidObject(schema);
  const options: fc.Arbitrary<Defect>[] = [
    ...(target.emptyBodyIsEmptyObject ? [] : [fc.constant(replaceBody('no body', undefined))]),
    notJsonContentType(NOT_JSON_TYPES).map(ofHeaders),
    fc.constantFrom(...NOT_UTF8).map((charset) => defect(`charset ${charset}`, (d) => withHeader(d, 'Content-Type', `application/json; charset=${charset}`))),
    fc.constant(defect('no Content-Type', (d) => withHeader(d, 'Content-Type'))),
    fc.constantFrom(...ENCODINGS).map((encoding) => defect(`Content-Encoding ${encoding} (not encoded)`, (d) => withHeader(d, 'Content-Encoding', encoding))),
    notJsonText.map((t) => replaceBody(`not JSON: ${JSON.stringify(t.slice(0, 30))}`, Buffer.from(t, 'utf8'))),
    fc.oneof(fc.constant<JsonValue>([]), fc.constant<JsonValue>(null), fc.constant<JsonValue>(true), fc.integer(), oddString, fc.array(fc.constant(JsonObject.of({})), { maxLength: 3 }))
      .map((v) => replaceBody('not an object', jsonBytes(v))),
    fc.tuple(somewhere(text), badUtf8String).map(([key, value]) => change(`bad UTF-8 in ${key}`, (o) => o.with(key, value))),
    fc.tuple(wrongPlaces, deepNesting).map(([key, value]) => change(`${key} nests too deep`, (o) => o.with(key, value))),
    fc.tuple(wrongPlaces, crowded).map(([key, value]) => change(`${key} holds too many objects`, (o) => o.with(key, value))),
    fc.tuple(fc.constantFrom(...FORBIDDEN_KEYS), wrongPlaces, fc.integer({ min: 0, max: 3 })).map(([key, at, depth]) =>
      change(`${key} key under ${at}`, (o) => o.with(at, pollution(key, depth))),
    ),
    fc.constantFrom(...FORBIDDEN_KEYS).map((key) => change(`${key} key`, (o) => o.plus(key, pollution('prototype', 0)))),
    tooLarge.map(([size, what]) => change(`body of ${size} bytes (${what})`, (o) => o.with('fuzz', what === 'array' ? hugeArray(size) : 'x'.repeat(size)))),
  ];
  const weighted = options.map((arbitrary) => ({ arbitrary, weight: 1 }));
  if (!schemaInvalid) return weighted;
  return [...weighted, { arbitrary: schemaInvalid.map((body) => replaceBody('breaks the schema', body)), weight: options.length }];
}

/** A value that, wherever JSON is merged naively, would set POLLUTION_MARKER on a prototype. */
function pollution(key: string, depth: number): JsonValue {
  let value: JsonValue = new JsonObject([[key, JsonObject.of({ [POLLUTION_MARKER]: true, prototype: JsonObject.of({ [POLLUTION_MARKER]: true }) })]]);
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : JsonObject.of({ fuzz: value });
  return value;
}

/** Bodies past the 1 MiB limit, as text or as a huge array. */
const tooLarge: fc.Arbitrary<[number, 'text' | 'array']> = fc.tuple(overLimit, fc.constantFrom<'text' | 'array'>('text', 'array'));

const hugeArray = (size: number): RawJson => new RawJson(`[${'0,'.repeat(Math.ceil(size / 2))}0]`);

function toWire(target: RestTarget, draft: Draft, noise: Headers): WireRequest {
  const path = target.path.replace(/\{(\w+)\}/g, (_m, name: string) => draft.params[name]!);
  const query = draft.query.length > 0 ? `?${draft.query.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
  const body = draft.body === undefined ? undefined : Buffer.isBuffer(draft.body) ? draft.body : jsonBytes(draft.body);
  const headers = [...draft.headers, ...withinHeaderBudget(`${path}${query}`, draft.headers, noise)];
  return { method: target.method, path: `${path}${query}`, headers, body, defects: draft.defects };
}
