import * as z from 'zod';

/**
 * structuredContent of a tool error: the code of DESIGN.md §2, a message, and the code's details
 * (currentRevision, existingId, errors, ...). Only the code is declared: it is what a client acts
 * on, and this schema is repeated in every tool of tools/list; the message is also the text content.
 * Like every output in tools/list it is open to more fields (listed-schema.ts). Never parsed by zod
 * (errors skip the output checks), so a plain object serves: a looseObject would add
 * `additionalProperties: {}`, which strict clients flag.
 */
export const toolErrorOutput = z.object({ code: z.string() });

/**
 * The output schema a tool advertises: its result, or `{ error }` on a tool error. MCP says
 * structuredContent conforms to the output schema, and the TypeScript SDK's client checks it even on
 * errors (typescript-sdk#1943), so errors get their own branch instead of breaking validation:
 * `anyOf` requires either the result's required fields or `error`. Built once per tool (zod keeps
 * metadata in a global registry).
 */
export function withErrorBranch(result: z.ZodObject): z.ZodObject {
  const required = Object.entries(result.shape)
    .filter(([, field]) => !(field instanceof z.ZodOptional))
    .map(([key]) => key);
  return result
    .partial()
    .extend({ error: toolErrorOutput.optional() })
    .meta({ anyOf: [{ required }, { required: ['error'] }] });
}
