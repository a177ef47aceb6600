import { wholeRequired } from '../../../shapes/decorators.js';
import { dtoSchemas, VIEW_OF } from '../../../shapes/json-schemas.js';
import { SCHEMA_REF_PREFIX, type SchemaObject } from '../../../shapes/schema-object.js';
import type { AnyRoute } from '../../kit/route-definition.js';

/**
 * The request bodies as the document names them. A DTO class serves a whole one (create, replace,
 * an item inside a list: what Whole() requires is required) and a JSON merge patch of one (PATCH:
 * nothing is required, and null clears an optional field), so a PATCH route whose class requires
 * more of a whole one gets a schema of its own, `<Shape>Patch`.
 */

/** The schema name of a JSON route's body, before publicName(). */
export function requestBodyName(route: AnyRoute): string | undefined {
  if (!route.body || route.body === 'raw') return undefined;
  return isMergePatch(route) ? patchName(route.body.name) : route.body.name;
}

/** The merge-patch schemas the PATCH routes take, by name. */
export function patchSchemas(routes: readonly AnyRoute[]): Record<string, SchemaObject> {
  const patches: Record<string, SchemaObject> = {};
  for (const route of routes) {
    if (!isMergePatch(route) || route.body === 'raw' || !route.body) continue;
    patches[patchName(route.body.name)] = mergePatchOf(dtoSchemas()[route.body.name]!, wholeRequired(route.body));
  }
  return patches;
}

const isMergePatch = (route: AnyRoute): boolean =>
  route.method === 'PATCH' && typeof route.body === 'function' && wholeRequired(route.body).length > 0;

const withoutSuffix = (name: string): string => name.replace(/Dto$/, '');

const patchName = (name: string): string => `${VIEW_OF[name] ?? withoutSuffix(name)}Patch`;

/**
 * The name a generated client sees: no implementation suffix (Dto), and a request shape that has a
 * response view of the same name is its Input (StopInput is sent, Stop comes back).
 */
export const publicName = (name: string): string => (VIEW_OF[name] ? `${VIEW_OF[name]}Input` : withoutSuffix(name));

/** `schema` as a merge patch of a whole one: `kept` may be changed but not cleared, the id not at all. */
function mergePatchOf(schema: SchemaObject, kept: readonly string[]): SchemaObject {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]): [string, SchemaObject] => {
      if (property.readOnly || kept.includes(name)) return [name, property];
      if (name === 'id') return [name, { ...property, readOnly: true, description: 'Ignored: an id never changes.' }];
      return [name, nullable(property)];
    }),
  );
  const { required: _whole, ...rest } = schema;
  return {
    ...rest,
    description: 'A JSON merge patch (RFC 7396): a field sent replaces, null clears it, a field left out stays.',
    properties,
  };
}

function nullable(schema: SchemaObject): SchemaObject {
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  const { $ref, description, ...rest } = schema;
  const branch = $ref ? { $ref, ...rest } : rest;
  return { anyOf: [branch, { type: 'null' }], ...(description === undefined ? {} : { description }) };
}

/** `document` with every named schema under its public name (components and `$ref`s alike). */
export function withPublicNames<T extends { components: { schemas: Record<string, SchemaObject> } }>(document: T): T {
  const names = new Map<string, string>();
  for (const name of Object.keys(document.components.schemas)) {
    const renamed = publicName(name);
    const clash = [...names].find(([other, to]) => to === renamed && other !== name);
    if (clash) throw new Error(`Schemas ${clash[0]} and ${name} would both be named ${renamed}`);
    names.set(name, renamed);
  }
  const rename = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rename);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) =>
        key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF_PREFIX)
          ? [key, SCHEMA_REF_PREFIX + (names.get(value.slice(SCHEMA_REF_PREFIX.length)) ?? value.slice(SCHEMA_REF_PREFIX.length))]
          : [key, rename(value)],
      ),
    );
  };
  const schemas = Object.fromEntries([...names].map(([name, renamed]) => [renamed, document.components.schemas[name]!]));
  return rename({ ...document, components: { ...document.components, schemas } }) as T;
}
