import type { ItineraryImages } from '../../../application/images/itinerary-images.js';
import type {
  ChangeDraft,
  ChangedItinerary,
  ChangeItinerary,
} from '../../../application/itinerary/change-itinerary.js';
import type { CreateItinerary, CreateItineraryInput } from '../../../application/itinerary/create-itinerary.js';
import type { GetItinerary } from '../../../application/itinerary/get-itinerary.js';
import type { ItineraryPresenter, ItineraryView } from '../../../application/itinerary/itinerary-view.js';
import type { McpCaller } from './caller.js';

export interface ItineraryServices {
  getItinerary: GetItinerary;
  createItinerary: CreateItinerary;
  changeItinerary: ChangeItinerary;
  presenter: ItineraryPresenter;
  images: ItineraryImages;
}

export interface ItineraryResult {
  itinerary: ItineraryView;
  revision: number;
}

export interface ItineraryWriteResult extends ItineraryResult {
  changed: boolean;
}

/**
 * The itinerary use cases as the tools call them: the caller's Actor and command context added, and
 * the itinerary presented to the caller after a write, as REST returns it.
 */
export class ItineraryActions {
  constructor(private readonly services: ItineraryServices) {}

  async read(caller: McpCaller, itineraryId: string): Promise<ItineraryResult> {
    const { view, revision } = await this.services.getItinerary.execute(itineraryId, await caller.actor());
    return { itinerary: view, revision };
  }

  async create(caller: McpCaller, input: CreateItineraryInput): Promise<ItineraryResult> {
    const actor = await caller.actor();
    const created = await this.services.createItinerary.execute(actor, caller.commandContext(), input);
    return { itinerary: await this.services.presenter.present(created, actor), revision: created.revision };
  }

  async change(
    caller: McpCaller,
    itineraryId: string,
    draft: ChangeDraft,
    expectedRevision: number | undefined,
  ): Promise<ItineraryWriteResult> {
    const actor = await caller.actor();
    const context = caller.commandContext();
    const changed = await this.services.changeItinerary.execute(itineraryId, draft, actor, context, expectedRevision);
    return this.written(caller, changed);
  }

  /** A cover photo found for `query`, or for the destination without one (as PUT .../cover). */
  async setCover(
    caller: McpCaller,
    itineraryId: string,
    query: string | undefined,
    expectedRevision: number | undefined,
  ): Promise<ItineraryWriteResult> {
    const source = query === undefined ? ({ kind: 'destination' } as const) : ({ kind: 'search', query } as const);
    const actor = await caller.actor();
    const context = caller.commandContext();
    const { images } = this.services;
    const changed = await images.set(itineraryId, { kind: 'cover' }, source, actor, context, expectedRevision);
    return this.written(caller, changed);
  }

  private async written(caller: McpCaller, handled: ChangedItinerary): Promise<ItineraryWriteResult> {
    return {
      itinerary: await this.services.presenter.present(handled, await caller.actor()),
      revision: handled.revision,
      changed: handled.events.length > 0,
    };
  }
}
