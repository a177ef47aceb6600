import * as z from 'zod';

type Io = 'input' | 'output';
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * A tool's schema as tools/list shows it: a copy of the zod schema, which checks values as the
 * original does, whose JSON Schema (the SDK asks `~standard.jsonSchema`, which zod lets us replace)
 * is zod's draft 2020-12, converted once rather than on every tools/list, with what says nothing
 * left out, since the whole list goes to every client and often into a model's context:
 * - `$schema`: MCP's default dialect for tool schemas is draft 2020-12 already;
 * - the ±(2^53 - 1) bounds zod puts on every integer: no JSON number beyond them is exact anyway;
 * - in outputs, `additionalProperties: false`: it constrains what we send, not what a client sends.
 */
export function listed<Schema extends z.ZodType>(schema: Schema, io: Io): Schema {
  const converted = z.toJSONSchema(schema, { target: 'draft-2020-12', io }) as Record<string, Json>;
  delete converted.$schema;
  const json = compact(converted, io);
  const copy = schema.clone();
  (copy as { '~standard': unknown })['~standard'] = {
    ...schema['~standard'],
    jsonSchema: { input: () => json, output: () => json },
  };
  return copy;
}

function compact(node: Json, io: Io): Json {
  if (Array.isArray(node)) return node.map((item) => compact(item, io));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([keyword, value]) => !saysNothing(keyword, value, io))
      .map(([keyword, value]) => [keyword, compact(value, io)]),
  );
}

const saysNothing = (keyword: string, value: Json, io: Io): boolean =>
  (keyword === 'maximum' && value === Number.MAX_SAFE_INTEGER) ||
  (keyword === 'minimum' && value === Number.MIN_SAFE_INTEGER) ||
  (io === 'output' && keyword === 'additionalProperties' && value === false);
