import 'reflect-metadata';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { ValidationTypes } from 'class-validator';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import type { SchemaObject } from './openapi-types.js';

/**
 * JSON Schemas of the request DTOs, read from class-validator's metadata (class-validator-jsonschema),
 * so the OpenAPI document states exactly what the pipeline validates. Our own predicates
 * (dto-decorators.ts) are named here; class-validator's bounds keep the type other checks gave.
 */
const CONVERTERS: Record<string, SchemaObject> = {
  isNotBlank: { type: 'string', minLength: 1, pattern: '\\S' },
  isCalendarDate: { type: 'string', format: 'date' },
  isDateTimeWithOffset: { type: 'string', format: 'date-time' },
  isHttpUrl: { type: 'string', format: 'uri', pattern: '^https?://' },
  isCurrencyCode: { type: 'string', pattern: '^[A-Za-z]{3}$', description: 'ISO 4217 code (upper-cased on input).' },
  isIataCode: { type: 'string', pattern: '^[A-Za-z]{3}$', description: 'IATA airport code (upper-cased on input).' },
  // Ignored() fields: accepted and dropped, so a client may send back what it read.
  [ValidationTypes.WHITELIST]: { readOnly: true, description: 'Set by the server; accepted and ignored in requests.' },
};

/**
 * class-transformer's metadata as the converter reads it, less @Exclude: an Ignored() field is dropped
 * from the validated body, yet the API accepts it, so the document lists it (read-only).
 */
const transformerMetadata = {
  findTypeMetadata: defaultMetadataStorage.findTypeMetadata.bind(defaultMetadataStorage),
  getExposedMetadatas: defaultMetadataStorage.getExposedMetadatas.bind(defaultMetadataStorage),
  findExcludeMetadata: () => undefined,
} as unknown as typeof defaultMetadataStorage;

let cached: Record<string, SchemaObject> | undefined;

/** Every DTO class's schema by class name, nested DTOs as `$ref`s to #/components/schemas. */
export function dtoSchemas(): Record<string, SchemaObject> {
  cached ??= strict(
    validationMetadatasToSchemas({
      classTransformerMetadataStorage: transformerMetadata,
      refPointerPrefix: '#/components/schemas/',
      additionalConverters: {
        ...CONVERTERS,
        // The default adds type "number", which would override IsInt's "integer".
        min: (meta) => ({ minimum: meta.constraints[0] as number }),
        max: (meta) => ({ maximum: meta.constraints[0] as number }),
      },
    }) as Record<string, SchemaObject>,
  );
  return cached;
}

/**
 * The pipeline refuses unknown fields at any depth; a `$ref` needs no sibling `type`; read-only
 * fields are never required (the converter counts every field without IsOptional as required).
 */
function strict(schemas: Record<string, SchemaObject>): Record<string, SchemaObject> {
  const tidy = (schema: SchemaObject): SchemaObject => {
    const { type, ...rest } = schema;
    const out: SchemaObject = rest.$ref ? rest : { type, ...rest };
    if (out.type === undefined) delete out.type;
    if (out.required) {
      out.required = out.required.filter((name) => !(out.properties?.[name] as SchemaObject | undefined)?.readOnly);
      if (out.required.length === 0) delete out.required;
    }
    if (out.items) out.items = tidy(out.items as SchemaObject);
    if (out.properties) {
      out.properties = Object.fromEntries(Object.entries(out.properties).map(([k, v]) => [k, tidy(v as SchemaObject)]));
    }
    return out;
  };
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [name, { ...tidy(schema), additionalProperties: false }]),
  );
}
