import type { Tool } from '@modelcontextprotocol/server';
import fc from 'fast-check';
import {
  authDefects,
  headersTooLarge,
  JSON_TYPES,
  NOT_JSON_TYPES,
  notJsonContentType,
  setHeader,
  STRUCTURED_JSON_TYPES,
  withinHeaderBudget,
  type HeaderDefect,
  type Headers,
  type Tokens,
} from './header-defects.js';
import {
  badUtf8String,
  crowded,
  deepNesting,
  FORBIDDEN_KEYS,
  overLimit,
  notJsonText,
  oddHeaderValue,
  oddString,
  POLLUTION_MARKER,
} from './hostile-values.js';
import { jsonBytes, JsonObject, type JsonValue } from './json-text.js';
import { defect as genericDefect, malformed, ofHeaders as genericOfHeaders, type Defect as GenericDefect, type Draft as BaseDraft } from './defects.js';
import type { JsonSchema, SchemaValues } from './schema-values.js';
import type { WireRequest } from './wire.js';

/**
 * Malformed POST /mcp requests. Each starts as a tools/call the endpoint would run (a listed tool,
 * arguments valid for its input schema, on the fixture's itinerary, with a token holding every
 * scope) and gets one or two defects, each refused on its own: at the HTTP level (token, content
 * type, Accept, Origin, size), in the JSON-RPC envelope, or in the tool's arguments.
 */

export interface McpFixture {
  itineraryId: string;
  tokens: Tokens & { editor: string };
}

interface Draft extends BaseDraft {
  /** The envelope, or bytes that replaced it. */
  body: JsonObject | Buffer;
}

type Defect = GenericDefect<Draft>;
const defect = (name: string, apply: (draft: Draft) => Draft): Defect => genericDefect<Draft>(name, apply);
const ofHeaders = (header: HeaderDefect): Defect => genericOfHeaders<Draft>(header);
/** Edits the envelope; bytes that replaced it are broken already and stay as they are. */
const envelope = (name: string, edit: (message: JsonObject) => JsonValue | Buffer) =>
  defect(name, (d) => {
    if (!(d.body instanceof JsonObject)) return d;
    const edited = edit(d.body);
    return { ...d, body: edited instanceof JsonObject || Buffer.isBuffer(edited) ? edited : jsonBytes(edited) };
  });
const params = (message: JsonObject): JsonObject => {
  const found = message.members.find(([key]) => key === 'params')?.[1];
  return found instanceof JsonObject ? found : new JsonObject([]);
};
const withArguments = (message: JsonObject, value: JsonValue) => message.with('params', params(message).with('arguments', value));

/** Method names that are not ours to answer, some of them names of JavaScript's object machinery. */
const UNKNOWN_METHODS = [
  'fuzz/unknown', 'tools/calls', 'TOOLS/CALL', 'tools/call ', '', 'resources/subscribe', 'prompts/lists', 'completion/complete', 'logging/setLevel',
  'rpc.discover', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf',
];

export function mcpRequests(tools: Tool[], fixture: McpFixture, values: SchemaValues): fc.Arbitrary<WireRequest> {
  return fc.oneof(
    ...tools.map((tool) =>
      malformed(skeleton(tool, fixture, values), defects(tool, fixture, values), (draft, noise): WireRequest => {
        const body = Buffer.isBuffer(draft.body) ? draft.body : jsonBytes(draft.body);
        const headers = [...draft.headers, ...withinHeaderBudget('/mcp', draft.headers, noise)];
        return { method: 'POST', path: '/mcp', headers, body, defects: draft.defects };
      }),
    ),
  );
}

/** A tools/call of `tool` that would run. */
function skeleton(tool: Tool, fixture: McpFixture, values: SchemaValues): fc.Arbitrary<Draft> {
  const schema = tool.inputSchema as JsonSchema;
  const onFixture = (args: JsonValue) =>
    args instanceof JsonObject && schema.properties?.itineraryId ? args.with('itineraryId', fixture.itineraryId) : args;
  return fc
    .tuple(
      values.valid(schema).map(onFixture),
      fc.integer({ min: 1, max: 1_000_000 }),
      fc.constantFrom(fixture.tokens.owner, fixture.tokens.owner, fixture.tokens.editor),
      fc.constantFrom(...JSON_TYPES),
    )
    .map(([args, id, token, type]) => ({
      headers: [
        ['Authorization', `Bearer ${token}`],
        ['Content-Type', type],
        ['Accept', 'application/json, text/event-stream'],
      ] as Headers,
      body: JsonObject.of({ jsonrpc: '2.0', id, method: 'tools/call', params: JsonObject.of({ name: tool.name, arguments: args }) }),
      defects: [],
    }));
}

function defects(tool: Tool, fixture: McpFixture, values: SchemaValues): fc.WeightedArbitrary<Defect>[] {
  const schema = tool.inputSchema as JsonSchema;
  const { typed, text, strict } = values.fields(schema);
  // Where a value of any shape is wrong: a typed argument (wrong type), or an unknown one.
  const wrongPlaces = [...typed, ...(strict ? ['fuzz'] : [])];
  const http: fc.Arbitrary<Defect>[] = [
    authDefects(fixture.tokens).map(ofHeaders),
    headersTooLarge.map(ofHeaders),
    notJsonContentType([...NOT_JSON_TYPES, ...STRUCTURED_JSON_TYPES]).map(ofHeaders),
    fc
      .constantFrom('application/json', 'text/event-stream', '*/*', '', 'application/*', 'text/*')
      .map((accept) => defect(`Accept ${JSON.stringify(accept)}`, (d) => ({ ...d, headers: setHeader(d.headers, 'Accept', accept) }))),
    fc
      .constantFrom('https://evil.example', 'null', 'http://127.0.0.1.evil.example', 'file://', 'http://[::1')
      .map((origin) => defect(`Origin ${origin}`, (d) => ({ ...d, headers: setHeader(d.headers, 'Origin', origin) }))),
    overLimit.map((size) => envelope(`body of ${size} bytes`, (m) => m.with('fuzz', 'x'.repeat(size)))),
  ];
  const rpc: fc.Arbitrary<Defect>[] = [
    notJsonText.map((t) => defect(`not JSON: ${JSON.stringify(t.slice(0, 30))}`, (d) => ({ ...d, body: Buffer.from(t, 'utf8') }))),
    // The only defect: the message is otherwise one the endpoint would run.
    badUtf8String.map((s) => envelope('bad UTF-8 in the id', (m) => m.with('id', s))),
    fc.oneof(fc.constant<JsonValue>(null), fc.integer(), oddString, fc.constant<JsonValue>(true), fc.constant<JsonValue>([]))
      .map((v) => envelope(`message ${JSON.stringify(v).slice(0, 20)}`, () => v)),
    fc.array(brokenMessage, { minLength: 1, maxLength: 3 }).map((batch) => envelope('a batch of broken messages', () => batch)),
    fc.constantFrom<JsonValue>('1.0', 2, null, '2.0 ', '').map((v) => envelope(`jsonrpc ${JSON.stringify(v)}`, (m) => m.with('jsonrpc', v))),
    fc.constant(envelope('no jsonrpc', (m) => m.without('jsonrpc'))),
    fc.oneof(fc.integer(), fc.constant<JsonValue>(null), fc.constant<JsonValue>([]), fc.constant(JsonObject.of({})))
      .map((v) => envelope(`method ${JSON.stringify(v)}`, (m) => m.with('method', v))),
    fc.constantFrom(...UNKNOWN_METHODS).map((method) => envelope(`method ${JSON.stringify(method)}`, (m) => m.with('method', method))),
    fc.constantFrom<JsonValue>(JsonObject.of({}), [], true).map((v) => envelope(`id ${JSON.stringify(v)}`, (m) => m.with('id', v))),
    fc.oneof(fc.constant<JsonValue>([]), oddString, fc.integer(), fc.constant<JsonValue>(null))
      .map((v) => envelope(`params ${JSON.stringify(v).slice(0, 20)}`, (m) => m.with('params', v))),
    fc.oneof(fc.constantFrom<JsonValue>('', 'fuzz_tool', `${tool.name} `, tool.name.toUpperCase(), '__proto__', 'constructor', 'toString', null, 1), fc.constant(JsonObject.of({})))
      .map((name) => envelope(`tool name ${JSON.stringify(name)}`, (m) => m.with('params', params(m).with('name', name)))),
    fc.constant(envelope('no tool name', (m) => m.with('params', params(m).without('name')))),
    fc.constantFrom<JsonValue>(JsonObject.of({ progressToken: JsonObject.of({}) }), 'meta', [])
      .map((meta) => envelope(`_meta ${JSON.stringify(meta)}`, (m) => m.with('params', params(m).with('_meta', meta)))),
  ];
  const args: fc.Arbitrary<Defect>[] = [
    fc.oneof(fc.constant<JsonValue>([]), oddString, fc.integer(), fc.constant<JsonValue>(null))
      .map((v) => envelope(`arguments ${JSON.stringify(v).slice(0, 20)}`, (m) => withArguments(m, v))),
  ];
  if (wrongPlaces.length > 0) {
    args.push(
      fc.tuple(fc.constantFrom(...wrongPlaces), fc.oneof(deepNesting, crowded)).map(([key, value]) =>
        envelope(`${key} nests too deep or holds too many objects`, (m) => withArguments(m, currentArguments(m).with(key, value))),
      ),
    );
  }
  if (strict) {
    args.push(
      fc.constantFrom(...FORBIDDEN_KEYS).map((key) =>
        envelope(`${key} in the arguments`, (m) => withArguments(m, currentArguments(m).plus(key, JsonObject.of({ [POLLUTION_MARKER]: true })))),
      ),
    );
  }
  if (text.length > 0) {
    args.push(
      fc.tuple(fc.constantFrom(...text), badUtf8String).map(([key, s]) =>
        envelope(`bad UTF-8 in ${key}`, (m) => withArguments(m, currentArguments(m).with(key, s))),
      ),
    );
  }
  const weighted = [...http, ...rpc, ...args].map((arbitrary) => ({ arbitrary, weight: 1 }));
  const invalid = values.invalidObject(schema);
  if (!invalid) return weighted;
  // Arguments are where most can go wrong: they get as many draws as everything else together.
  const broken = invalid.map((a) => envelope('arguments break the schema', (m) => withArguments(m, onItinerary(a, schema, fixture))));
  return [...weighted, { arbitrary: broken, weight: weighted.length }];
}

const currentArguments = (message: JsonObject): JsonObject => {
  const found = params(message).members.find(([key]) => key === 'arguments')?.[1];
  return found instanceof JsonObject ? found : new JsonObject([]);
};

/** Arguments that break their schema, aimed at the fixture's itinerary unless an id is what is broken. */
const onItinerary = (args: JsonObject, schema: JsonSchema, fixture: McpFixture): JsonObject => {
  const ids = args.members.filter(([key]) => key === 'itineraryId').map(([, value]) => value);
  const valid = ids.length > 0 && ids.every((id) => typeof id === 'string' && /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(id));
  return schema.properties?.itineraryId && valid ? args.with('itineraryId', fixture.itineraryId) : args;
};

/** A message the endpoint must refuse, for batches. */
const brokenMessage: fc.Arbitrary<JsonValue> = fc.oneof(
  fc.constantFrom(...UNKNOWN_METHODS).map((method) => JsonObject.of({ jsonrpc: '2.0', id: 7, method })),
  fc.constant(JsonObject.of({ jsonrpc: '1.0', id: 7, method: 'tools/list' })),
  oddHeaderValue.map((name) => JsonObject.of({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: JsonObject.of({ name: `fuzz ${name}` }) })),
  fc.constant<JsonValue>(42),
);
