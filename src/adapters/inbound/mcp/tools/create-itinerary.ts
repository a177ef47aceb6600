import { IsBoolean } from 'class-validator';
import { createInput } from '../../../../application/itinerary/body-drafts.js';
import { Optional, OptionalList, Whole } from '../../shapes/decorators.js';
import { ItineraryDetailsDto } from '../../shapes/itinerary-body.js';
import { DayDto } from '../../shapes/itinerary-parts.js';
import type { ItineraryActions } from '../itinerary-actions.js';
import { itineraryWritten } from '../schemas/write-results.js';
import { defineTool } from '../tool.js';
import { TRIP_APP_TOOL_META } from '../trip-app.js';

/** The details and the days; the other lists have tools of their own, so each list schema is listed once. */
@Whole()
class CreateItineraryArgs extends ItineraryDetailsDto {
  @OptionalList(() => DayDto) days?: DayDto[];
  @Optional(IsBoolean()) allowDuplicate?: boolean;
}

export const createItineraryTool = (itineraries: ItineraryActions) =>
  defineTool({
    name: 'create_itinerary',
    title: 'Create an itinerary',
    description:
      'Creates a private itinerary of the caller (title, destination and center required), with days and ' +
      'stops if given (other lists have their own tools). duplicateItinerary (existingId) if the caller has ' +
      'one with the same destination and start date, unless allowDuplicate. Returns a summary.',
    scope: 'itineraries:write',
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    meta: TRIP_APP_TOOL_META,
    input: CreateItineraryArgs,
    output: itineraryWritten,
    run: ({ allowDuplicate = false, ...fields }, caller) => itineraries.create(caller, createInput(fields, allowDuplicate)),
  });
