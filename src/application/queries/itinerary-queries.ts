import type { Role, Visibility } from '../../domain/itinerary/types.js';
import type { ResourceUrls } from '../itinerary/resource-urls.js';
import type { AccountLookup } from '../ports/account-lookup.port.js';
import type { ItineraryListItem, ItineraryListReader } from '../ports/itinerary-list.port.js';
import type { ItinerarySearchReader } from '../ports/itinerary-search.port.js';
import type { ProjectionProgress } from '../ports/projection-progress.port.js';
import type { Page } from '../shared/page.js';

/** An itinerary in a list or a search result (REST and MCP): the summary fields, never the days. */
export interface ItinerarySummaryView {
  id: string;
  title: string;
  destination: string;
  startDate?: string;
  visibility: Visibility;
  /** The caller's role. */
  role: Role;
  coverImageURL?: string;
  author: { id: string; displayName: string };
  createdAt: string;
  updatedAt: string;
  dayCount: number;
  stopCount: number;
  likesCount: number;
  viewsCount: number;
}

export interface PageRequest {
  limit: number;
  cursor?: string;
}

/** How long a query waits for the read models to include every write made before it (read-your-writes). */
const FRESHNESS_WAIT_MS = 500;

/**
 * Lists and searches from the read models. Each query first waits (briefly) until the projector has
 * applied everything in the event store, so a list right after a write shows it; when the projector
 * is behind for longer, the query answers from what is there rather than hang.
 */
export class ItineraryQueries {
  constructor(
    private readonly lists: ItineraryListReader,
    private readonly searches: ItinerarySearchReader,
    private readonly accounts: AccountLookup,
    private readonly progress: ProjectionProgress,
    private readonly urls: ResourceUrls,
  ) {}

  /** The caller's own and shared itineraries, newest change first. */
  async list(userId: string, request: PageRequest & { role?: Role }): Promise<Page<ItinerarySummaryView>> {
    await this.fresh();
    return this.present(await this.lists.list({ userId, ...request }));
  }

  /** Public itineraries and the caller's own and shared ones matching `text`, best match first. */
  async search(userId: string, text: string, request: PageRequest): Promise<Page<ItinerarySummaryView>> {
    await this.fresh();
    return this.present(await this.searches.search({ userId, text, ...request }));
  }

  /** Waits for the projector; a failure to find out (a store hiccup) is the query's to report, not this wait's. */
  private async fresh(): Promise<void> {
    await this.progress.catchUp(FRESHNESS_WAIT_MS).catch(() => false);
  }

  private async present(page: Page<ItineraryListItem>): Promise<Page<ItinerarySummaryView>> {
    const authors = await this.accounts.getMany(page.items.map((i) => i.ownerId));
    const items = page.items.map((item): ItinerarySummaryView => {
      const view: ItinerarySummaryView = {
        id: item.id,
        title: item.title,
        destination: item.destination,
        visibility: item.visibility,
        role: item.role,
        author: { id: item.ownerId, displayName: authors.get(item.ownerId)?.displayName ?? '' },
        createdAt: item.createdAt,
        updatedAt: item.updatedAt,
        dayCount: item.dayCount,
        stopCount: item.stopCount,
        likesCount: item.likesCount,
        viewsCount: item.viewsCount,
      };
      if (item.startDate !== undefined) view.startDate = item.startDate;
      if (item.cover) view.coverImageURL = this.urls.media(item.cover.mediaId);
      return view;
    });
    return page.nextCursor ? { items, nextCursor: page.nextCursor } : { items };
  }
}
