import type { ItineraryView } from '../../../../application/itinerary/itinerary-view.js';
import { DECLARED_VIEWS } from '../../shapes/views.js';
import { objectOf, type SchemaObject } from '../../shapes/schema-object.js';

/** The stream revision a result shows (the REST ETag number), for the next write's expectedRevision. */
export const revision: SchemaObject = { type: 'integer' };

/**
 * What the write tools return: never the whole itinerary (get_itinerary does that), but its id, the
 * new revision, whether anything was written (false: the call asked for what was there already), and
 * the part the call changed, so that a model can go on writing without reading the itinerary again
 * and tools/list stays small.
 */
export const writeResult = (changedPart: Record<string, SchemaObject> = {}): SchemaObject =>
  objectOf({ itineraryId: { type: 'string' }, revision, changed: { type: 'boolean' }, ...changedPart });

/** The fields of an itinerary's card, each read from the itinerary as presented to the caller. */
const CARD = {
  id: (view: ItineraryView) => view.id,
  title: (view: ItineraryView) => view.title,
  destination: (view: ItineraryView) => view.destination,
  startDate: (view: ItineraryView) => view.startDate,
  dayCount: (view: ItineraryView) => view.days.length,
  role: (view: ItineraryView) => view.role,
};
const CARD_FIELDS = Object.keys(CARD);

export type ItineraryCard = { [Field in keyof typeof CARD]: ReturnType<(typeof CARD)[Field]> };

/** An itinerary after create, update or import: enough to refer to it and to check what was written. */
export const itineraryCard: SchemaObject = (() => {
  const summary = DECLARED_VIEWS.ItinerarySummary!;
  const properties = Object.fromEntries(CARD_FIELDS.map((name) => [name, summary.properties![name]!]));
  return { ...summary, properties, required: summary.required!.filter((name) => CARD_FIELDS.includes(name)) };
})();

export const cardOf = (view: ItineraryView): ItineraryCard =>
  Object.fromEntries(Object.entries(CARD).map(([name, read]) => [name, read(view)])) as ItineraryCard;

export const itineraryWritten = writeResult({ itinerary: itineraryCard });
