import type { ItineraryImages } from '../../../application/images/itinerary-images.js';
import type {
  ChangeDraft,
  ChangedItinerary,
  ChangeItinerary,
  DerivedDraft,
} from '../../../application/itinerary/change-itinerary.js';
import type {
  CreatedItinerary,
  CreateItinerary,
  CreateItineraryInput,
} from '../../../application/itinerary/create-itinerary.js';
import type { GetItinerary } from '../../../application/itinerary/get-itinerary.js';
import type { ItineraryView } from '../../../application/itinerary/itinerary-view.js';
import type { ItineraryPresenter } from '../../../application/itinerary/itinerary-presenter.js';
import type { Loaded } from '../../../application/shared/aggregate-repository.js';
import type { ItineraryState } from '../../../domain/itinerary/state.js';
import type { McpCaller } from './caller.js';
import { cardOf, type ItineraryCard } from './schemas/write-results.js';

export interface ItineraryServices {
  getItinerary: GetItinerary;
  createItinerary: CreateItinerary;
  changeItinerary: ChangeItinerary;
  presenter: ItineraryPresenter;
  images: ItineraryImages;
}

/** What every write returns (schemas/write-results.ts). */
export interface WriteResult {
  itineraryId: string;
  revision: number;
  changed: boolean;
}

/** A write and the itinerary after it, as the caller now sees it: the tool picks the part it changed. */
export interface ChangedView extends WriteResult {
  itinerary: ItineraryView;
}

export type CreatedResult = WriteResult & { itinerary: ItineraryCard };

/**
 * The itinerary use cases as the tools call them: the caller's Actor and command context added, and
 * the itinerary presented to the caller after a write, as REST presents it.
 */
export class ItineraryActions {
  constructor(private readonly services: ItineraryServices) {}

  async read(caller: McpCaller, itineraryId: string): Promise<{ itinerary: ItineraryView; revision: number }> {
    const { view, revision } = await this.services.getItinerary.execute(itineraryId, await caller.actor());
    return { itinerary: view, revision };
  }

  async create(caller: McpCaller, input: CreateItineraryInput): Promise<CreatedResult> {
    const created = await this.services.createItinerary.execute(await caller.actor(), caller.commandContext(), input);
    return this.created(caller, created);
  }

  /** The result of a new itinerary: create_itinerary's, and import_from_link's without preview. */
  async created(caller: McpCaller, created: CreatedItinerary): Promise<CreatedResult> {
    return { ...written(created.itineraryId, created), itinerary: cardOf(await this.present(caller, created)) };
  }

  /**
   * A write whose result needs nothing of the itinerary after it (a deleted one cannot be presented):
   * a command, or a change worked out from the itinerary as read (remove_day; see executeDerived).
   */
  async write(
    caller: McpCaller,
    itineraryId: string,
    draft: ChangeDraft | DerivedDraft,
    expectedRevision: number | undefined,
  ): Promise<WriteResult> {
    const { changeItinerary } = this.services;
    const actor = await caller.actor();
    const context = caller.commandContext();
    const handled =
      typeof draft === 'function'
        ? await changeItinerary.executeDerived(itineraryId, draft, actor, context, expectedRevision)
        : await changeItinerary.execute(itineraryId, draft, actor, context, expectedRevision);
    return written(itineraryId, handled);
  }

  async change(
    caller: McpCaller,
    itineraryId: string,
    draft: ChangeDraft,
    expectedRevision: number | undefined,
  ): Promise<ChangedView> {
    const actor = await caller.actor();
    const context = caller.commandContext();
    const changed = await this.services.changeItinerary.execute(itineraryId, draft, actor, context, expectedRevision);
    return this.withView(caller, itineraryId, changed);
  }

  /** A cover photo found for `query`, or for the destination without one (as PUT .../cover). */
  async setCover(
    caller: McpCaller,
    itineraryId: string,
    query: string | undefined,
    expectedRevision: number | undefined,
  ): Promise<ChangedView> {
    const source = query === undefined ? ({ kind: 'destination' } as const) : ({ kind: 'search', query } as const);
    const actor = await caller.actor();
    const context = caller.commandContext();
    const { images } = this.services;
    const changed = await images.set(itineraryId, { kind: 'cover' }, source, actor, context, expectedRevision);
    return this.withView(caller, itineraryId, changed);
  }

  private async present(caller: McpCaller, loaded: Loaded<ItineraryState>): Promise<ItineraryView> {
    return this.services.presenter.present(loaded, await caller.actor());
  }

  private async withView(caller: McpCaller, itineraryId: string, handled: ChangedItinerary): Promise<ChangedView> {
    return { ...written(itineraryId, handled), itinerary: await this.present(caller, handled) };
  }
}

/** A write that appended no event asked for what was there already. */
const written = (itineraryId: string, handled: ChangedItinerary): WriteResult => ({
  itineraryId,
  revision: handled.revision,
  changed: handled.events.length > 0,
});
