import { mustFind } from '../../domain/itinerary/item-changes.js';
import { EXPENSES, PACKING, readable, requirePro } from '../../domain/itinerary/permissions.js';
import type { Actor } from '../../domain/itinerary/types.js';
import type { ItineraryPresenter } from './itinerary-presenter.js';
import type { ItineraryRepository } from './itinerary-repository.js';
import type { ItineraryView } from './itinerary-view.js';

/** The items of an itinerary that have a URL of their own (REST: .../day/{dayId}, .../stop/{stopId}, ...). */
export type ItineraryPartKind = 'day' | 'stop' | 'packing' | 'expense' | 'flight' | 'hotel';

interface PartRule {
  /** How a notFound names it. */
  what: string;
  /** The Pro feature it belongs to, if any: subscriptionRequired without Pro, as the writes answer. */
  pro?: string;
  of(view: ItineraryView): readonly { id: string }[];
}

const PARTS: Record<ItineraryPartKind, PartRule> = {
  day: { what: 'Day', of: (view) => view.days },
  stop: { what: 'Stop', of: (view) => view.days.flatMap((day) => day.stops) },
  packing: { what: 'Packing item', pro: PACKING, of: (view) => view.packing ?? [] },
  expense: { what: 'Expense', pro: EXPENSES, of: (view) => view.expenses ?? [] },
  flight: { what: 'Flight', of: (view) => view.flights },
  hotel: { what: 'Hotel', of: (view) => view.hotels },
};

export interface ItineraryPartRead {
  /** The item exactly as the whole itinerary's view shows it to the caller. */
  part: object;
  /** The itinerary's revision (its ETag), to send back in If-Match when changing the item. */
  revision: number;
}

/**
 * One item of an itinerary, read as the itinerary is (from its stream: read-your-writes) and picked
 * from the caller's view of it, so it is what GET of the whole itinerary shows, photo URLs included.
 * Refusals come in the order of the writes: notFound (itinerary), subscriptionRequired, notFound (item).
 * Not counted as a view of the itinerary.
 */
export class GetItineraryPart {
  constructor(
    private readonly itineraries: ItineraryRepository,
    private readonly presenter: ItineraryPresenter,
  ) {}

  async execute(itineraryId: string, kind: ItineraryPartKind, partId: string, actor: Actor): Promise<ItineraryPartRead> {
    const loaded = await this.itineraries.load(itineraryId);
    const rule = PARTS[kind];
    readable(loaded.state, actor);
    if (rule.pro !== undefined) requirePro(actor, rule.pro);
    const view = await this.presenter.present(loaded, actor);
    return { part: mustFind(rule.of(view), partId, rule.what), revision: loaded.revision };
  }
}
