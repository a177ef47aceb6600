import * as z from 'zod';

/** structuredContent of a tool error: the code of DESIGN.md §2, a message, and the code's details. */
export const toolErrorOutput = z
  .looseObject({
    code: z.string().describe('Machine-readable, as in the REST API: notFound, forbidden, itineraryModified, ...'),
    message: z.string(),
    currentRevision: z.number().int().optional().describe('itineraryModified: the revision to read and retry from.'),
    existingId: z.string().optional().describe('duplicateItinerary: the itinerary that already exists.'),
    errors: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe('validationFailed: what is wrong with which argument.'),
  })
  .describe('Present instead of the result when isError is true.');

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
