import 'reflect-metadata';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { serverSetFields, wholeShapes } from './decorators.js';
import { NOT_BLANK, SCHEMA_REF_PREFIX, type SchemaObject } from './schema-object.js';
import { DECLARED_VIEWS, DERIVED_VIEWS } from './views.js';

/**
 * JSON Schemas of the wire shapes, read from class-validator's metadata (class-validator-jsonschema),
 * so that what OpenAPI and MCP document is exactly what validation checks. Our own predicates
 * (decorators.ts) are named here; class-validator's bounds keep the type other checks gave.
 */
const CONVERTERS: Record<string, SchemaObject> = {
  isUuid: { type: 'string', format: 'uuid' },
  isNotBlank: { type: 'string', ...NOT_BLANK },
  isCalendarDate: { type: 'string', format: 'date' },
  isDateTimeWithOffset: { type: 'string', format: 'date-time' },
  isHttpUrl: { type: 'string', format: 'uri', pattern: '^https?://' },
  // Codes are taken in either case and stored upper-case (docs/api.md).
  isCurrencyCode: { type: 'string', pattern: '^[A-Za-z]{3}$', description: 'ISO 4217 code' },
  isIataCode: { type: 'string', pattern: '^[A-Za-z]{3}$', description: 'IATA airport code' },
  // ServerSet() fields: accepted and dropped, so a client may send back what it read.
  [ValidationTypes.WHITELIST]: { readOnly: true, description: 'Set by the server; accepted and ignored in requests.' },
};

/**
 * class-transformer's metadata as the converter reads it, less @Exclude: a ServerSet() field is
 * dropped from the validated body, yet the API accepts it, so the schema lists it (read-only).
 */
const transformerMetadata = {
  findTypeMetadata: defaultMetadataStorage.findTypeMetadata.bind(defaultMetadataStorage),
  getExposedMetadatas: defaultMetadataStorage.getExposedMetadatas.bind(defaultMetadataStorage),
  findExcludeMetadata: () => undefined,
} as unknown as typeof defaultMetadataStorage;

/** Converted again only when more classes have registered their rules (modules load lazily). */
let cached: { rules: number; dtos: Record<string, SchemaObject>; wire: Record<string, SchemaObject> } | undefined;

function current(): NonNullable<typeof cached> {
  const rules = ruleCount();
  if (cached?.rules !== rules) {
    const dtos = convert();
    cached = { rules, dtos, wire: withViews(dtos) };
  }
  return cached;
}

/** Every DTO class's schema by class name, nested DTOs as `$ref`s. */
export const dtoSchemas = (): Record<string, SchemaObject> => current().dtos;

/**
 * Every named wire shape: the request DTOs, the views derived from them and the declared ones
 * (views.ts). OpenAPI's components hold them; MCP inlines them into each tool's schemas.
 */
export const wireSchemas = (): Record<string, SchemaObject> => current().wire;

const ruleCount = (): number =>
  (getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, unknown[]> }).validationMetadatas.size;

function convert(): Record<string, SchemaObject> {
  const schemas = validationMetadatasToSchemas({
    classTransformerMetadataStorage: transformerMetadata,
    refPointerPrefix: SCHEMA_REF_PREFIX,
    additionalConverters: {
      ...CONVERTERS,
      // The default adds type "number", which would override IsInt's "integer".
      min: (meta) => ({ minimum: meta.constraints[0] as number }),
      max: (meta) => ({ maximum: meta.constraints[0] as number }),
    },
  }) as Record<string, SchemaObject>;
  return whole(strict(schemas));
}

/**
 * A shape's schema requires what a whole one needs (Whole()), besides what its class checks; the
 * domain takes a required text only when it is not blank.
 */
function whole(schemas: Record<string, SchemaObject>): Record<string, SchemaObject> {
  for (const [name, fields] of wholeShapes()) {
    const schema = schemas[name];
    if (!schema?.properties || fields.length === 0) continue;
    const required = new Set([...(schema.required ?? []), ...fields]);
    schema.required = Object.keys(schema.properties).filter((field) => required.has(field));
    for (const field of fields) {
      const property = schema.properties[field];
      if (property?.type === 'string') schema.properties[field] = { ...property, ...CONVERTERS.isNotBlank };
    }
  }
  return schemas;
}

function withViews(dtos: Record<string, SchemaObject>): Record<string, SchemaObject> {
  const derived = Object.fromEntries(
    Object.entries(DERIVED_VIEWS).map(([name, view]) => [name, readBack(dtos[view.from.name]!, view.from, view.required)]),
  );
  return { ...dtos, ...derived, ...DECLARED_VIEWS };
}

/** The view names of the DTOs that have one, for `$ref`s inside a view (and OpenAPI's names). */
export const VIEW_OF: Record<string, string> = Object.fromEntries(
  Object.entries(DERIVED_VIEWS).map(([name, view]) => [view.from.name, name]),
);

/**
 * A request DTO's schema read back as a response (server-set fields as responses hold them): its
 * references point at views, `required` is what a stored one always has, and more fields may
 * come (a response grows; a request's unknown fields are refused).
 */
function readBack(schema: SchemaObject, dto: Function, required: readonly string[]): SchemaObject {
  const view = (schema: SchemaObject): SchemaObject => {
    const { additionalProperties: _closed, required: _asked, ...rest } = schema;
    const out: SchemaObject = { ...rest };
    if (out.$ref) {
      const name = out.$ref.slice(SCHEMA_REF_PREFIX.length);
      out.$ref = `${SCHEMA_REF_PREFIX}${VIEW_OF[name] ?? name}`;
    }
    if (out.items) out.items = view(out.items);
    if (out.properties) out.properties = mapValues(out.properties, view);
    return out;
  };
  const served = { ...schema, properties: { ...schema.properties, ...serverSetFields(dto) } };
  return { ...view(served), required: [...required] };
}

/** `schema` with every `$ref` replaced by the shape it names, for clients that resolve none. */
export function inlined(schema: SchemaObject, shapes: Record<string, SchemaObject> = wireSchemas()): SchemaObject {
  const resolve = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(resolve);
    if (node === null || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as SchemaObject;
    const target = typeof $ref === 'string' ? shapes[$ref.slice(SCHEMA_REF_PREFIX.length)] : undefined;
    if ($ref !== undefined && !target) throw new Error(`No wire shape named by ${$ref}`);
    return { ...(target ? (resolve(target) as object) : {}), ...mapValues(rest, resolve) };
  };
  return resolve(schema) as SchemaObject;
}

const mapValues = <T, U>(record: Record<string, T>, f: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value)]));

/**
 * Requests refuse unknown fields at any depth; a `$ref` needs no sibling `type`; read-only fields
 * are never required (the converter counts every field without IsOptional as required).
 */
function strict(schemas: Record<string, SchemaObject>): Record<string, SchemaObject> {
  const tidy = (schema: SchemaObject): SchemaObject => {
    const { type, ...rest } = schema;
    const out: SchemaObject = rest.$ref ? rest : { type, ...rest };
    if (out.type === undefined) delete out.type;
    // IsDefined's "not null", beside a type that is not null anyway.
    if (typeof out.type === 'string' && JSON.stringify(out.not) === '{"type":"null"}') delete out.not;
    if (out.required) {
      out.required = out.required.filter((name) => !(out.properties?.[name] as SchemaObject | undefined)?.readOnly);
      if (out.required.length === 0) delete out.required;
    }
    if (out.items) out.items = tidy(out.items as SchemaObject);
    if (out.properties) out.properties = mapValues(out.properties, tidy);
    return out;
  };
  return mapValues(schemas, (schema) => ({ ...tidy(schema), additionalProperties: false }));
}
