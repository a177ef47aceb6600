import { isMember, readable } from '../../domain/itinerary/permissions.js';
import type { ItineraryState } from '../../domain/itinerary/state.js';
import type { Actor, Day } from '../../domain/itinerary/types.js';
import type { AccountReader } from '../ports/account-reader.port.js';
import type { ItineraryStatsReader } from '../ports/itinerary-stats.port.js';
import type { Loaded } from '../shared/aggregate-repository.js';
import { documentView, type DayView, type ItineraryView } from './itinerary-view.js';
import type { ResourceUrls } from './resource-urls.js';

/**
 * Builds the view of an itinerary for one caller: their role, Pro-only parts only for Pro callers
 * (documents only for Pro callers who are the owner or a member, as their bytes are),
 * the author's display name and the engagement counts from their read models. Fields are picked one
 * by one, so nothing internal (members, blob ids, hashes) can leak into a response.
 */
export class ItineraryPresenter {
  constructor(
    private readonly accounts: AccountReader,
    private readonly stats: ItineraryStatsReader,
    private readonly urls: ResourceUrls,
  ) {}

  async present(loaded: Loaded<ItineraryState>, viewer: Actor): Promise<ItineraryView> {
    const { itinerary: it, role } = readable(loaded.state, viewer);
    const [author, stats] = await Promise.all([this.accounts.get(it.ownerId), this.stats.get(it.id)]);
    const view: ItineraryView = {
      id: it.id,
      title: it.title,
      destination: it.destination,
      origin: it.origin,
      summary: it.summary,
      center: it.center,
      startDate: it.startDate,
      tags: it.tags ?? [],
      bestSeason: it.bestSeason,
      homeCurrency: it.homeCurrency,
      coverImageURL: it.cover ? this.urls.media(it.cover.mediaId) : undefined,
      coverImageAttribution: it.cover?.attribution,
      days: it.days.map((day) => this.day(day)),
      packing: viewer.pro ? it.packing : undefined,
      expenses: viewer.pro ? it.expenses : undefined,
      flights: it.flights,
      hotels: it.hotels,
      documents:
        viewer.pro && (role === 'owner' || isMember(it, viewer.userId))
          ? it.documents.map((d) => documentView(this.urls, it.id, d))
          : undefined,
      visibility: it.visibility,
      role,
      author: { id: it.ownerId, displayName: author?.displayName ?? '' },
      createdAt: it.createdAt,
      updatedAt: loaded.updatedAt ?? it.createdAt,
      likesCount: stats.likesCount,
      viewsCount: stats.viewsCount,
    };
    return view;
  }

  private day(day: Day): DayView {
    return {
      id: day.id,
      title: day.title,
      summary: day.summary,
      imageURL: day.image ? this.urls.media(day.image.mediaId) : undefined,
      imageAttribution: day.image?.attribution,
      stops: day.stops,
    };
  }
}
