import { DomainError } from '../../domain/shared/domain-error.js';
import type { ItineraryPresenter } from '../itinerary/itinerary-presenter.js';
import type { ItineraryRepository } from '../itinerary/itinerary-repository.js';
import type { ItineraryView } from '../itinerary/itinerary-view.js';
import type { ViewRecorder } from './view-recorder.js';

/**
 * An itinerary for someone without an account: its trip page (docs/trip-views.md). Public and unlisted
 * itineraries only (the link is the invitation); a private, deleted or unknown one is notFound, alike.
 * The visitor reads it as a viewer who is no member and has no Pro plan, so the view holds what any
 * signed-in stranger may read. The read counts as a view, as GET's does, once per visitor and day:
 * `visitorId` names the visitor (the adapter derives it), never an account.
 */
export class PublicItinerary {
  constructor(
    private readonly itineraries: ItineraryRepository,
    private readonly presenter: ItineraryPresenter,
    private readonly views: ViewRecorder,
  ) {}

  async read(itineraryId: string, visitorId: string): Promise<ItineraryView> {
    const loaded = await this.itineraries.load(itineraryId);
    if (loaded.state.status !== 'active' || loaded.state.visibility === 'private') {
      throw new DomainError('notFound', 'There is no shared itinerary at this address.');
    }
    const view = await this.presenter.present(loaded, { userId: visitorId, pro: false, firstParty: false });
    this.views.read(loaded.state, visitorId);
    return view;
  }
}
