import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import type { ClassConstructor } from 'class-transformer';
import { dtoSchemas, inlined } from '../../shapes/json-schemas.js';
import type { SchemaObject } from '../../shapes/schema-object.js';
import { listed } from './listed-schema.js';

type Validate<Out> = (value: unknown) => { value: Out } | { issues: { message: string; path: string[] }[] };

/**
 * A class-validator DTO as the MCP SDK's schema interface (Standard Schema with JSON Schema): the
 * JSON Schema is the DTO's (shapes/json-schemas.ts) as lists show it (listed-schema.ts), made once,
 * without the fields in `omit`; `validate` is what the SDK runs on a value.
 */
export function dtoStandardSchema<Out>(
  dto: ClassConstructor<object>,
  validate: Validate<Out>,
  omit: readonly string[] = [],
): StandardSchemaWithJSON<Out, Out> {
  let json: SchemaObject | undefined;
  const jsonSchema = (): Record<string, unknown> => (json ??= without(listed(inlined(dtoSchemas()[dto.name]!), 'input'), omit));
  return {
    '~standard': { version: 1, vendor: 'class-validator', jsonSchema: { input: jsonSchema, output: jsonSchema }, validate },
  };
}

function without(schema: SchemaObject, names: readonly string[]): SchemaObject {
  if (names.length === 0) return schema;
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([name]) => !names.includes(name)));
  return { ...schema, properties, ...(schema.required ? { required: schema.required.filter((n) => !names.includes(n)) } : {}) };
}
