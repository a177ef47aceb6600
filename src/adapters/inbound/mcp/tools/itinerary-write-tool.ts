import type { ToolAnnotations } from '@modelcontextprotocol/server';
import type { ClassConstructor } from 'class-transformer';
import type { ChangeDraft } from '../../../../application/itinerary/change-itinerary.js';
import type { ItineraryView } from '../../../../application/itinerary/itinerary-view.js';
import { RequiredText } from '../../shapes/decorators.js';
import type { SchemaObject } from '../../shapes/schema-object.js';
import type { ItineraryActions } from '../itinerary-actions.js';
import { ItineraryWriteArgs } from '../schemas/tool-args.js';
import { toolInput, type ToolInput } from '../schemas/tool-input.js';
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

/** The arguments every itinerary write has; the tool's own come with them. */
type WriteArgs = { itineraryId: string; expectedRevision?: number };

/** The part of the itinerary a write changed, which its result holds besides itineraryId, revision and changed. */
export interface ChangedPart<Args, Draft extends ChangeDraft> {
  /** The part's fields and their wire shapes. */
  shape: Record<string, SchemaObject>;
  /** Picks it from the itinerary after the write as the caller sees it, so as get_itinerary would show it. */
  pick(itinerary: ItineraryView, draft: Draft, args: Args): object;
}

export interface ItineraryWriteToolSpec<Args extends WriteArgs, Draft extends ChangeDraft> {
  name: string;
  title: string;
  description: string;
  annotations: ToolAnnotations;
  /** The tool's arguments: itineraryId and expectedRevision (ItineraryWriteArgs) and its own. */
  input: ClassConstructor<Args> | ToolInput<Args>;
  draft(args: Args): Draft;
  /** None for a removal: what it changed is gone. */
  changed?: ChangedPart<Args, Draft>;
}

/**
 * A tool that runs one command on an existing itinerary, at expectedRevision when given, and returns
 * the new revision and the part it changed: the MCP twin of a REST content write with If-Match.
 */
export function itineraryWriteTool<Args extends WriteArgs, Draft extends ChangeDraft>(
  itineraries: ItineraryActions,
  spec: ItineraryWriteToolSpec<Args, Draft>,
): McpTool {
  const { changed } = spec;
  return defineTool<Args>({
    name: spec.name,
    title: spec.title,
    description: spec.description,
    scope: 'itineraries:write',
    annotations: spec.annotations,
    input: spec.input,
    output: writeResult(changed?.shape),
    run: async (args, caller) => {
      const draft = spec.draft(args);
      if (!changed) return itineraries.write(caller, args.itineraryId, draft, args.expectedRevision);
      const { itinerary, ...written } = await itineraries.change(caller, args.itineraryId, draft, args.expectedRevision);
      return { ...written, ...changed.pick(itinerary, draft, args) };
    },
  });
}

/** The arguments of a tool that removes one item by its id (`flightId`, ...), as a class of its own. */
function removalArgs(className: string, idField: string): ToolInput<WriteArgs & Record<string, string>> {
  const Args = class extends ItineraryWriteArgs {};
  Object.defineProperty(Args, 'name', { value: className });
  RequiredText()(Args.prototype, idField);
  return toolInput(Args as ClassConstructor<WriteArgs & Record<string, string>>);
}

const capitalised = (word: string): string => word[0]!.toUpperCase() + word.slice(1);

/** A tool that removes one item by its id: the result is the revision, the item is gone. */
export function removalTool(
  itineraries: ItineraryActions,
  item: { name: string; noun: string; idField: string; draft(id: string): ChangeDraft },
): McpTool {
  return itineraryWriteTool(itineraries, {
    name: item.name,
    title: `Remove a ${item.noun}`,
    description: `Removes a ${item.noun}. ${EDITORS}`,
    annotations: WRITE_HINTS.replaces,
    input: removalArgs(`Remove${capitalised(item.noun)}Args`, item.idField),
    draft: (args) => item.draft(args[item.idField]!),
  });
}
