import type { Actor } from '../../domain/itinerary/types.js';
import type { ViewRecorder } from '../sharing/view-recorder.js';
import type { ItineraryRepository } from './itinerary-repository.js';
import type { ItineraryView } from './itinerary-view.js';
import type { ItineraryPresenter } from './itinerary-presenter.js';

export interface ItineraryRead {
  view: ItineraryView;
  /** The stream revision the view shows: the ETag. */
  revision: number;
}

/**
 * Reads an itinerary from its event stream, not from a read model: a read right after a write sees
 * that write (read-your-writes, docs/design.md §2) with no waiting on the projector. The repository's
 * cache makes this a catch-up of the few events written since the last read. A read the caller may
 * make counts as a view when the view recorder says so (never waited for).
 */
export class GetItinerary {
  constructor(
    private readonly itineraries: ItineraryRepository,
    private readonly presenter: ItineraryPresenter,
    private readonly views: ViewRecorder,
  ) {}

  async execute(itineraryId: string, actor: Actor): Promise<ItineraryRead> {
    const loaded = await this.itineraries.load(itineraryId);
    const view = await this.presenter.present(loaded, actor);
    this.views.read(loaded.state, actor.userId);
    return { view, revision: loaded.revision };
  }

  /** The same read, not counted as a view: exports (calendar, GPX, KML) of what the caller may read. */
  async export(itineraryId: string, actor: Actor): Promise<ItineraryRead> {
    const loaded = await this.itineraries.load(itineraryId);
    return { view: await this.presenter.present(loaded, actor), revision: loaded.revision };
  }
}
