/** A JSON Schema (2020-12, as OpenAPI 3.1 and MCP take it), loosely typed: JSON Schema is open-ended. */
export type SchemaObject = {
  [keyword: string]: unknown;
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, SchemaObject>;
  items?: SchemaObject;
  required?: string[];
};

/** Where every named shape lives, in OpenAPI's components and in the schemas built from them. */
export const SCHEMA_REF_PREFIX = '#/components/schemas/';

export const refTo = (name: string): SchemaObject => ({ $ref: `${SCHEMA_REF_PREFIX}${name}` });

/** A text that is not blank, as isNonBlank checks it. */
export const NOT_BLANK: SchemaObject = { minLength: 1, pattern: '\\S' };

/** The JSON Schema words the declared shapes are written in. */
export const string: SchemaObject = { type: 'string' };
export const date: SchemaObject = { type: 'string', format: 'date' };
export const dateTime: SchemaObject = { type: 'string', format: 'date-time' };
export const count: SchemaObject = { type: 'integer', minimum: 0 };
export const uri: SchemaObject = { type: 'string', format: 'uri' };
export const listOf = (items: SchemaObject): SchemaObject => ({ type: 'array', items });
/**
 * A page of items: `nextCursor` null on the last one, described inside the branch (a bare
 * `type: ["string", "null"]` is flagged by strict MCP clients).
 */
export const pageSchema = (items: SchemaObject): SchemaObject =>
  objectOf({ items: listOf(items), nextCursor: { anyOf: [string, { type: 'null' }], description: 'null on the last page' } });

/** An object of these fields, all required unless `required` names fewer. */
export const objectOf = (properties: Record<string, SchemaObject>, required: string[] = Object.keys(properties)): SchemaObject => ({
  type: 'object',
  properties,
  required,
});
