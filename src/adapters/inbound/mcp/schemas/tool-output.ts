import { fromJsonSchema, type StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import { inlined } from '../../shapes/json-schemas.js';
import type { SchemaObject } from '../../shapes/schema-object.js';
import { listed } from './listed-schema.js';

/** What a tool returns: the schema its result is checked against, and the one tools/list shows. */
export interface ToolOutput {
  /** Throws when `value` is not what the tool declared: our bug, which the caller gets as internalError. */
  check(value: unknown): void;
  /** The result, or `{ error }` on a tool error (withErrorBranch). */
  readonly advertised: StandardSchemaWithJSON;
}

/** A tool's result: an object of wire shapes (`$ref`s to shapes/views.ts) and its own fields. */
export function toolOutput(result: SchemaObject): ToolOutput {
  const json = listed(inlined(result), 'output');
  let checker: StandardSchemaWithJSON | undefined;
  return {
    check(value) {
      checker ??= fromJsonSchema(json as never);
      const verdict = checker['~standard'].validate(value) as { issues?: readonly { message: string }[] };
      if (verdict.issues?.length) throw new Error(`The result breaks its schema: ${verdict.issues.map((i) => i.message).join('; ')}`);
    },
    advertised: fromJsonSchema(withErrorBranch(json) as never),
  };
}

/**
 * structuredContent of a tool error: the code of docs/design.md §2, a message, and the code's details
 * (currentRevision, existingId, errors, ...). Only the code is declared: it is what a client acts
 * on, and this schema is repeated in every tool of tools/list; the message is also the text content.
 */
const TOOL_ERROR: SchemaObject = { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] };

/**
 * The output schema a tool advertises: its result, or `{ error }` on a tool error. MCP says
 * structuredContent conforms to the output schema, and the TypeScript SDK's client checks it even on
 * errors (typescript-sdk#1943), so errors get their own branch instead of breaking validation:
 * `anyOf` requires either the result's required fields or `error`.
 */
export function withErrorBranch(result: SchemaObject): SchemaObject {
  const { required = [], properties = {}, ...rest } = result;
  return { ...rest, properties: { ...properties, error: TOOL_ERROR }, anyOf: [{ required }, { required: ['error'] }] };
}
