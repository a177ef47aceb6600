import type { ToolAnnotations } from '@modelcontextprotocol/server';
import * as z from 'zod';
import type { ChangeDraft } from '../../../../application/itinerary/change-itinerary.js';
import type { ItineraryView } from '../../../../application/itinerary/itinerary-view.js';
import type { ItineraryActions } from '../itinerary-actions.js';
import { existingItinerary, shortText } from '../schemas/item-inputs.js';
import { writeResult } from '../schemas/write-results.js';
import { defineTool, type McpTool } from '../tool.js';

/** Annotations of the write tools, by what a repeated call does. */
export const WRITE_HINTS = {
  /** Appends an item: a second call appends another (or fails on a reused id). */
  adds: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  /** Overwrites what is stored with what is sent: repeating it changes nothing more. */
  replaces: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
} as const satisfies Record<string, ToolAnnotations>;

/** Says who may call an itinerary write, at the end of its description. */
export const EDITORS = 'Owners and editors only.';

/** The part of the itinerary a write changed, which its result holds besides itineraryId, revision and changed. */
export interface ChangedPart<Draft extends ChangeDraft, Shape extends z.ZodRawShape> {
  shape: Shape;
  /** Picks it from the itinerary after the write as the caller sees it, so as get_itinerary would show it. */
  pick(itinerary: ItineraryView, draft: Draft): z.input<z.ZodObject<Shape>>;
}

export interface ItineraryWriteToolSpec<
  Fields extends z.ZodRawShape,
  Draft extends ChangeDraft,
  Shape extends z.ZodRawShape,
> {
  name: string;
  title: string;
  description: string;
  annotations: ToolAnnotations;
  /** The tool's own arguments, besides itineraryId and expectedRevision. */
  fields: Fields;
  draft(args: z.output<z.ZodObject<Fields>>): Draft;
  /** None for a removal: what it changed is gone. */
  changed?: ChangedPart<Draft, Shape>;
}

/**
 * A tool that runs one command on an existing itinerary, at expectedRevision when given, and returns
 * the new revision and the part it changed: the MCP twin of a REST content write with If-Match.
 */
export function itineraryWriteTool<
  Fields extends z.ZodRawShape,
  Draft extends ChangeDraft,
  Shape extends z.ZodRawShape = Record<never, never>,
>(itineraries: ItineraryActions, spec: ItineraryWriteToolSpec<Fields, Draft, Shape>): McpTool {
  const { changed } = spec;
  return defineTool({
    name: spec.name,
    title: spec.title,
    description: spec.description,
    scope: 'itineraries:write',
    annotations: spec.annotations,
    inputSchema: z.strictObject({ ...existingItinerary, ...spec.fields }),
    outputSchema: writeResult(changed?.shape ?? {}),
    run: async (input, caller) => {
      // Generic over Fields, TypeScript cannot see the shared fields through the spread shape.
      const { itineraryId, expectedRevision, ...args } = input as { itineraryId: string; expectedRevision?: number };
      const draft = spec.draft(args as z.output<z.ZodObject<Fields>>);
      if (!changed) return itineraries.write(caller, itineraryId, draft, expectedRevision);
      const { itinerary, ...written } = await itineraries.change(caller, itineraryId, draft, expectedRevision);
      return { ...written, ...changed.pick(itinerary, draft) };
    },
  });
}

/** A tool that removes one item by its id (`flightId`, ...): the result is the revision, the item is gone. */
export function removalTool<IdField extends string>(
  itineraries: ItineraryActions,
  item: { name: string; noun: string; idField: IdField; draft(id: string): ChangeDraft },
): McpTool {
  const fields = { [item.idField]: shortText() } as Record<IdField, ReturnType<typeof shortText>>;
  return itineraryWriteTool(itineraries, {
    name: item.name,
    title: `Remove a ${item.noun}`,
    description: `Removes a ${item.noun}. ${EDITORS}`,
    annotations: WRITE_HINTS.replaces,
    fields,
    draft: (args) => item.draft((args as Record<IdField, string>)[item.idField]),
  });
}
