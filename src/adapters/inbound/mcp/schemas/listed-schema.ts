import { LIMITS } from '../../shapes/decorators.js';
import type { SchemaObject } from '../../shapes/schema-object.js';

type Io = 'input' | 'output';

/**
 * A wire shape's JSON Schema as tools/list shows it. The whole list goes to every client and often
 * into a model's context, so what says nothing there is left out:
 * - IsDefined's `not: {type: "null"}`, beside a type that is not null anyway;
 * - in inputs, the size bounds of every request (LIMITS: 500 characters for a name, 10,000 for
 *   prose, 1,000 items in a list; nothing a trip comes near, they guard the server) and the not-blank
 *   pattern, which the tool's error names when it matters; the fields a request may send back but
 *   the server sets (read-only) are not arguments at all;
 * - in outputs, every bound and `additionalProperties: false`: they constrain what we send, not what
 *   a client sends.
 */
export function listed(schema: SchemaObject, io: Io): SchemaObject {
  return compact(schema, io) as SchemaObject;
}

function compact(node: unknown, io: Io): unknown {
  if (Array.isArray(node)) return node.map((item) => compact(item, io));
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node as SchemaObject).filter(([keyword, value]) => !saysNothing(keyword, value, io));
  const out: SchemaObject = Object.fromEntries(
    entries.map(([keyword, value]) => [keyword, keyword === 'properties' ? fields(value, io) : compact(value, io)]),
  );
  if (out.required && out.properties) out.required = out.required.filter((name) => name in out.properties!);
  return out;
}

/** The properties of an object, less those the server sets when listing an input. */
const fields = (properties: unknown, io: Io): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(properties as Record<string, SchemaObject>)
      .filter(([, schema]) => io === 'output' || !schema.readOnly)
      .map(([name, schema]) => [name, compact(schema, io)]),
  );

const OUTPUT_BOUNDS = new Set(['maxLength', 'minLength', 'maxItems', 'pattern', 'minimum', 'maximum', 'format']);

/** IsDefined's "not null" beside a `type` that already excludes null. */
const notNull = (keyword: string, value: unknown): boolean =>
  keyword === 'not' && JSON.stringify(value) === '{"type":"null"}';

const saysNothing = (keyword: string, value: unknown, io: Io): boolean =>
  notNull(keyword, value) ||
  (io === 'input'
    ? (keyword === 'maxLength' && (value === LIMITS.shortText || value === LIMITS.longText)) ||
      (keyword === 'maxItems' && value === LIMITS.items) ||
      (keyword === 'pattern' && value === '\\S') ||
      (keyword === 'minLength' && value === 1)
    : OUTPUT_BOUNDS.has(keyword) || (keyword === 'additionalProperties' && value === false));
