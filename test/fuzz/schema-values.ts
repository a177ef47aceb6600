import fc from 'fast-check';
import {
  badDate,
  badDateTime,
  badUuid,
  FORBIDDEN_KEYS,
  infiniteNumber,
  longString,
  numericString,
  oddNumber,
  oddString,
  oddStringExcept,
  POLLUTION_MARKER,
} from './hostile-values.js';
import { JsonObject, type JsonValue } from './json-text.js';

/**
 * Valid and certainly-invalid values of a JSON Schema: the request DTOs' schemas of the OpenAPI
 * document (dtoSchemas) and the MCP tools' input schemas (tools/list). An invalid value breaks a rule
 * the schema states (type, required, unknown field, length, count, range, enum, pattern, format), so
 * the API must refuse it; valid values only fill in the rest, so a defect may reach the deepest check.
 * Formats the MCP schemas state in words only ("YYYY-MM-DD") are read from their descriptions.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  maxItems?: number;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  not?: JsonSchema;
  readOnly?: boolean;
  description?: string;
}

type Semantic = 'date' | 'date-time' | 'uuid' | 'http-url' | 'code3';

/** A schema with `$ref` followed and `anyOf [X, null]` folded into X. */
interface Node {
  schema: JsonSchema;
  types: string[];
  nullable: boolean;
  semantic?: Semantic;
  minimum?: number;
  maximum?: number;
}

const MAX_DEPTH = 5;
/** Keys that are never a field of ours, nor JavaScript's. */
const UNKNOWN_KEYS = ['fuzz', 'Title', 'title ', ' id', '', ' ', '\u0000', 'ｔｉｔｌｅ', '$set', 'a.b', 'days[0]', 'x'.repeat(2_000)];
const VALID_TEXT = ['fuzz', 'Día 1', 'Roma', 'a'];

export class SchemaValues {
  private readonly cache = new Map<JsonSchema, Map<string, fc.Arbitrary<JsonValue> | undefined>>();

  constructor(private readonly resolve: (ref: string) => JsonSchema = (ref) => {
    throw new Error(`unresolvable $ref ${ref}`);
  }) {}

  /** A value the schema accepts (readOnly and untyped schemas: anything JSON). */
  valid(schema: JsonSchema, depth = 0): fc.Arbitrary<JsonValue> {
    return this.memo(schema, `valid:${depth}`, () => this.buildValid(this.node(schema), depth))!;
  }

  /** A value the schema refuses; undefined when it refuses nothing. `required`: null is a defect too. */
  invalid(schema: JsonSchema, required = false, depth = 0): fc.Arbitrary<JsonValue> | undefined {
    return this.memo(schema, `invalid:${required}:${depth}`, () => this.buildInvalid(this.node(schema), required, depth));
  }

  /** A query-string value (text) the schema refuses; undefined when it refuses no text. */
  invalidText(schema: JsonSchema): fc.Arbitrary<string> | undefined {
    const node = this.node(schema);
    const type = node.types[0];
    if (type === 'integer' || type === 'number') {
      const inRange = (n: number) => (node.minimum === undefined || n >= node.minimum) && (node.maximum === undefined || n <= node.maximum);
      const outside = [node.minimum, node.maximum].flatMap((bound, i) => (bound === undefined ? [] : [String(i === 0 ? bound - 1 : bound + 1)]));
      return oddStringExcept((s) => /^\d+(\.\d+)?$/.test(s) && inRange(Number(s)), [
        'abc', ...outside.filter((s) => !inRange(Number(s))), '1.5', '-1', '1e2', '0x10', '', ' 1', 'NaN', 'Infinity', '+1', '1,2', '٣',
      ] as [string, ...string[]]);
    }
    if (type === 'boolean') return oddStringExcept((s) => s === 'true' || s === 'false', ['yes', '1', 'TRUE', '', 'on', 'null']);
    return this.invalidString(node, false);
  }

  /**
   * An object schema's properties a client sets (not read-only), those of them that are free text,
   * and whether unknown properties are refused.
   */
  fields(schema: JsonSchema): { typed: string[]; text: string[]; strict: boolean } {
    const object = this.node(schema).schema;
    const properties = Object.entries(object.properties ?? {}).map(([name, property]) => ({ name, node: this.node(property) }));
    const typed = properties.filter(({ node }) => node.types.length > 0 && !node.schema.readOnly);
    const text = typed.filter(({ node }) => node.types[0] === 'string' && !node.semantic && !node.schema.pattern && !node.schema.enum);
    return { typed: typed.map(({ name }) => name), text: text.map(({ name }) => name), strict: object.additionalProperties === false };
  }

  private memo<T extends fc.Arbitrary<JsonValue> | undefined>(schema: JsonSchema, key: string, build: () => T): T {
    let bySchema = this.cache.get(schema);
    if (!bySchema) this.cache.set(schema, (bySchema = new Map()));
    if (!bySchema.has(key)) bySchema.set(key, build());
    return bySchema.get(key) as T;
  }

  private node(schema: JsonSchema): Node {
    if (schema.$ref) return this.node(this.resolve(schema.$ref));
    const branches = schema.anyOf?.filter((branch) => branch.type !== 'null');
    if (schema.anyOf && branches?.length === 1) {
      return { ...this.node(branches[0]!), nullable: branches.length < schema.anyOf.length };
    }
    const types = schema.anyOf ? [] : typeof schema.type === 'string' ? [schema.type] : (schema.type ?? []);
    const text = `${schema.description ?? ''} ${schema.pattern ?? ''}`;
    const range = /(-?\d+(?:\.\d+)?) to (-?\d+(?:\.\d+)?)/.exec(schema.description ?? '');
    return {
      schema,
      types,
      nullable: types.includes('null'),
      semantic: semanticOf(schema.format, text),
      minimum: schema.minimum ?? (range ? Number(range[1]) : undefined),
      maximum: schema.maximum ?? (range ? Number(range[2]) : undefined),
    };
  }

  private buildValid(node: Node, depth: number): fc.Arbitrary<JsonValue> {
    const { schema } = node;
    if (schema.enum) return fc.constantFrom(...(schema.enum as JsonValue[]));
    switch (node.types[0]) {
      case 'object':
        return this.validObject(schema, depth);
      case 'array': {
        if (depth >= MAX_DEPTH || !schema.items) return fc.constant([]);
        return fc.array(this.valid(schema.items, depth + 1), { maxLength: Math.min(2, schema.maxItems ?? 2) });
      }
      case 'string':
        return validString(node);
      case 'integer':
      case 'number': {
        // Small numbers within the schema's range.
        const lowest = node.minimum ?? Math.min(-1_000, node.maximum ?? 0);
        const highest = node.maximum ?? Math.max(1_000, lowest);
        const min = Math.max(lowest, Math.min(highest, -1_000));
        const max = Math.min(highest, Math.max(lowest, 1_000));
        return node.types[0] === 'integer' ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
      }
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        // Read-only (accepted and ignored) or untyped: anything.
        return fc.oneof(oddString, fc.integer(), fc.constant(null), fc.boolean(), fc.constant(JsonObject.of({ id: 'x', n: [1, 2] })));
    }
  }

  private validObject(schema: JsonSchema, depth: number): fc.Arbitrary<JsonObject> {
    const properties = schema.properties ?? {};
    const required = (schema.required ?? []).filter((name) => properties[name]);
    const optional = Object.keys(properties).filter((name) => !required.includes(name));
    const field = (name: string) => this.valid(properties[name]!, depth + 1);
    // About three optional fields each time, so that bodies stay small.
    const sometimes = (name: string) =>
      fc.oneof({ arbitrary: fc.constant(undefined), weight: Math.max(optional.length - 3, 1) }, { arbitrary: field(name), weight: 3 });
    const names = [...required, ...(depth >= MAX_DEPTH ? [] : optional)];
    const values = [...required.map(field), ...(depth >= MAX_DEPTH ? [] : optional.map(sometimes))];
    return fc
      .tuple(...values)
      .map((chosen) => new JsonObject(names.flatMap((name, i) => (chosen[i] === undefined ? [] : [[name, chosen[i]!] as const]))));
  }

  private buildInvalid(node: Node, required: boolean, depth: number): fc.Arbitrary<JsonValue> | undefined {
    const { schema, types } = node;
    if (types.length === 0 || schema.readOnly) return undefined;
    const options: fc.Arbitrary<JsonValue>[] = [];
    const wrong = wrongTypes(types);
    if (wrong) options.push(wrong);
    if ((required || schema.not?.type === 'null') && !node.nullable) options.push(fc.constant(null));
    switch (types[0]) {
      case 'object': {
        const object = depth < MAX_DEPTH ? this.invalidObject(schema, depth) : undefined;
        if (object) options.push(object);
        break;
      }
      case 'array':
        options.push(...this.invalidArray(schema, depth));
        break;
      case 'string': {
        const text = this.invalidString(node);
        if (text) options.push(text, text);
        break;
      }
      case 'integer':
      case 'number':
        options.push(...invalidNumbers(node));
        break;
    }
    return options.length > 0 ? fc.oneof(...options) : undefined;
  }

  /**
   * An object breaking one or two of its schema's rules (each stays broken whatever the other does);
   * undefined when the schema refuses no object.
   */
  invalidObject(schema: JsonSchema, depth = 0): fc.Arbitrary<JsonObject> | undefined {
    schema = schema.$ref ? this.resolve(schema.$ref) : schema;
    type Mutation = (object: JsonObject) => JsonObject;
    const mutations: fc.Arbitrary<Mutation>[] = [];
    const known = new Set(Object.keys(schema.properties ?? {}));
    if (schema.additionalProperties === false) {
      const keys = [...UNKNOWN_KEYS, ...FORBIDDEN_KEYS].filter((key) => !known.has(key));
      mutations.push(fc.tuple(fc.constantFrom(...keys), unknownValue).map(([key, value]) => (o: JsonObject) => o.plus(key, value)));
    }
    const required = schema.required ?? [];
    if (required.length > 0) mutations.push(fc.constantFrom(...required).map((key) => (o: JsonObject) => o.without(key)));
    const broken = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
      const value = this.invalid(property, required.includes(name), depth + 1);
      return value ? [fc.tuple(fc.constant(name), value)] : [];
    });
    if (broken.length > 0) {
      const field = fc.oneof(...broken);
      mutations.push(field.map(([name, value]) => (o: JsonObject) => o.with(name, value)));
      // JSON.parse keeps the last of repeated keys: a valid first one must not hide the bad one.
      mutations.push(field.map(([name, value]) => (o: JsonObject) => o.plus(name, value)));
    }
    if (mutations.length === 0) return undefined;
    return fc
      .tuple(this.validObject(schema, depth), fc.array(fc.oneof(...mutations), { minLength: 1, maxLength: 2 }))
      .map(([object, changes]) => changes.reduce((o, change) => change(o), object));
  }

  private invalidArray(schema: JsonSchema, depth: number): fc.Arbitrary<JsonValue>[] {
    const options: fc.Arbitrary<JsonValue>[] = [];
    const items = schema.items;
    if (schema.maxItems !== undefined) {
      const item = items ? this.valid(items, MAX_DEPTH) : fc.constant(null);
      const max = schema.maxItems;
      options.push(fc.tuple(item, fc.integer({ min: max + 1, max: max + 20 })).map(([value, count]) => Array<JsonValue>(count).fill(value)));
    }
    const bad = items && depth < MAX_DEPTH ? this.invalid(items, true, depth + 1) : undefined;
    if (items && bad) {
      options.push(
        fc.tuple(fc.array(this.valid(items, depth + 1), { maxLength: 2 }), bad, fc.nat()).map(([values, value, at]) => {
          const copy = [...values];
          copy.splice(at % (values.length + 1), 0, value);
          return copy;
        }),
      );
    }
    return options;
  }

  /** `huge`: also strings of up to about a megabyte (not in a URL, where 16 KiB of headers is the limit). */
  private invalidString(node: Node, huge = true): fc.Arbitrary<string> | undefined {
    const { schema } = node;
    const options: fc.Arbitrary<string>[] = [];
    if (schema.maxLength !== undefined) {
      const max = schema.maxLength;
      options.push(longString(max + 1, max + 50));
      if (huge) options.push(fc.oneof({ arbitrary: longString(max + 1, max + 50), weight: 8 }, { arbitrary: longString(max + 1, 200_000), weight: 1 }));
    }
    if ((schema.minLength ?? 0) > 0) options.push(fc.constant(''));
    if (schema.enum) {
      const allowed = new Set(schema.enum);
      options.push(oddStringExcept((s) => allowed.has(s), ['OWNER', 'Viewer', 'editor ', 'admin', '', 'null', '*']));
    }
    if (schema.pattern) {
      const pattern = new RegExp(schema.pattern, 'u');
      const known = ['', ' ', '\t\n', '\u00a0', '12', 'EURO', 'eu', '€€€', 'E U', 'ftp://x', 'x'].filter((s) => !pattern.test(s));
      if (known.length > 0) options.push(oddStringExcept((s) => pattern.test(s), known as [string, ...string[]]));
    }
    const semantic = node.semantic ? SEMANTIC_INVALID[node.semantic] : undefined;
    if (semantic) options.push(semantic, semantic);
    return options.length > 0 ? fc.oneof(...options) : undefined;
  }
}

function semanticOf(format: string | undefined, text: string): Semantic | undefined {
  if (format === 'date' || /YYYY-MM-DD/.test(text)) return 'date';
  if (format === 'date-time' || /date-time with (an )?offset/i.test(text)) return 'date-time';
  if (format === 'uuid') return 'uuid';
  if (format === 'uri' || /https\?|http or https URL|http\(s\) URL/i.test(text)) return 'http-url';
  if (/ISO 4217|IATA|\[A-Za-z\]\{3\}/.test(text)) return 'code3';
  return undefined;
}

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const SEMANTIC_INVALID: Record<Semantic, fc.Arbitrary<string>> = {
  date: badDate,
  'date-time': badDateTime,
  uuid: badUuid,
  'http-url': oddStringExcept(isHttpUrl, ['ftp://example.com/', 'javascript:alert(1)', 'example.com', '//example.com/a', 'mailto:a@b.c', 'http://', 'https://:80', 'file:///etc/passwd', 'data:,x']),
  code3: oddStringExcept((s) => /^[A-Z]{3}$/.test(s.toUpperCase()), ['EURO', 'EU', '€', 'E1R', 'E R', '', '123', 'ÄÖÜ']),
};

const VALID_SEMANTIC: Record<Semantic, fc.Arbitrary<string>> = {
  date: fc.constantFrom('2025-05-01', '2024-02-29'),
  'date-time': fc.constantFrom('2025-05-01T09:30:00+02:00', '2025-05-01T07:30:00Z'),
  uuid: fc.uuid({ version: 4 }),
  'http-url': fc.constant('https://127.0.0.1/fuzz'),
  code3: fc.constantFrom('EUR', 'FCO', 'usd'),
};

function validString(node: Node): fc.Arbitrary<string> {
  if (node.semantic) return VALID_SEMANTIC[node.semantic];
  const { maxLength, minLength, pattern } = node.schema;
  const fits = (s: string) => s.slice(0, maxLength ?? s.length);
  // Odd text where nothing but the length is checked; plain words where a pattern or minimum applies.
  if (!pattern && !minLength) return fc.oneof(fc.constantFrom(...VALID_TEXT), oddString).map(fits);
  return fc.constantFrom(...VALID_TEXT).map(fits);
}

/** Values of every JSON type the schema does not allow (null aside: see `required`). */
function wrongTypes(types: string[]): fc.Arbitrary<JsonValue> | undefined {
  const has = (type: string) => types.includes(type) || (type === 'number' && types.includes('integer'));
  const options: fc.Arbitrary<JsonValue>[] = [];
  if (!has('string')) options.push(oddString, numericString);
  if (!has('number')) options.push(fc.integer(), oddNumber, infiniteNumber);
  if (!has('boolean')) options.push(fc.boolean());
  if (!has('array')) options.push(fc.array(fc.oneof(oddString, fc.integer(), fc.constant(null)), { maxLength: 3 }));
  if (!has('object')) options.push(fc.constantFrom(new JsonObject([]), JsonObject.of({ a: 1 }), JsonObject.of({ [POLLUTION_MARKER]: true })));
  return options.length > 0 ? fc.oneof(...options) : undefined;
}

function invalidNumbers(node: Node): fc.Arbitrary<JsonValue>[] {
  const options: fc.Arbitrary<JsonValue>[] = [infiniteNumber];
  if (node.types.includes('integer')) options.push(fc.constantFrom(0.5, 1.5, -2.25, 1e-7, 3.000001));
  if (node.minimum !== undefined) {
    const below = node.minimum;
    options.push(fc.oneof(fc.integer({ min: 1, max: 1_000 }).map((k) => Math.floor(below) - k), fc.constant(-1e300)));
  }
  if (node.maximum !== undefined) {
    const above = node.maximum;
    options.push(fc.oneof(fc.integer({ min: 1, max: 1_000 }).map((k) => Math.ceil(above) + k), fc.constant(1e300)));
  }
  return options;
}

/** A value for a key that must not be there: anything, including a pollution attempt. */
const unknownValue: fc.Arbitrary<JsonValue> = fc.oneof(
  oddString,
  fc.integer(),
  fc.constant(null),
  fc.constant(JsonObject.of({ [POLLUTION_MARKER]: true })),
  fc.constant(JsonObject.of({ prototype: JsonObject.of({ [POLLUTION_MARKER]: true }) })),
);
