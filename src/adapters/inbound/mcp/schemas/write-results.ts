import * as z from 'zod';
import { revision } from './itinerary-output.js';
import { itinerarySummaryOutput } from './summary-output.js';

/**
 * What the write tools return: never the whole itinerary (get_itinerary does that), but its id, the
 * new revision, whether anything was written, and the part the call changed, so that a model can go
 * on writing without reading the itinerary again and tools/list stays small.
 */
export const writeResult = <Changed extends z.ZodRawShape>(changedPart: Changed) =>
  z.object({
    itineraryId: z.string(),
    revision,
    /** False when the call asked for what was there already: nothing was written. */
    changed: z.boolean(),
    ...changedPart,
  });

/** An itinerary after create, update or import: enough to refer to it and to check what was written. */
export const itineraryCard = itinerarySummaryOutput.pick({
  id: true,
  title: true,
  destination: true,
  startDate: true,
  dayCount: true,
  role: true,
});

export const itineraryWritten = writeResult({ itinerary: itineraryCard });
