import type { ToolAnnotations } from '@modelcontextprotocol/server';
import * as z from 'zod';
import type { ChangeDraft } from '../../../../application/itinerary/change-itinerary.js';
import type { ItineraryActions } from '../itinerary-actions.js';
import { existingItinerary } from '../schemas/item-inputs.js';
import { itineraryWriteResult } from '../schemas/itinerary-output.js';
import { defineTool, type McpTool } from '../tool.js';

/** Annotations of the write tools, by what a repeated call does. */
export const WRITE_HINTS = {
  /** Appends an item: a second call appends another (or fails on a reused id). */
  adds: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  /** Overwrites what is stored with what is sent: repeating it changes nothing more. */
  replaces: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
} as const satisfies Record<string, ToolAnnotations>;

export interface ItineraryWriteToolSpec<Fields extends z.ZodRawShape> {
  name: string;
  title: string;
  description: string;
  annotations: ToolAnnotations;
  /** The tool's own arguments, besides itineraryId and expectedRevision. */
  fields: Fields;
  draft(args: z.output<z.ZodObject<Fields>>): ChangeDraft;
}

/**
 * A tool that runs one command on an existing itinerary, at expectedRevision when given, and returns
 * the itinerary with its new revision: the MCP twin of a REST content write with If-Match.
 */
export function itineraryWriteTool<Fields extends z.ZodRawShape>(
  itineraries: ItineraryActions,
  spec: ItineraryWriteToolSpec<Fields>,
): McpTool {
  return defineTool({
    name: spec.name,
    title: spec.title,
    description: spec.description,
    scope: 'itineraries:write',
    annotations: spec.annotations,
    inputSchema: z.strictObject({ ...existingItinerary, ...spec.fields }),
    outputSchema: itineraryWriteResult,
    run: (input, caller) => {
      // Generic over Fields, TypeScript cannot see the shared fields through the spread shape.
      const { itineraryId, expectedRevision, ...args } = input as { itineraryId: string; expectedRevision?: number };
      const draft = spec.draft(args as z.output<z.ZodObject<Fields>>);
      return itineraries.change(caller, itineraryId, draft, expectedRevision);
    },
  });
}
