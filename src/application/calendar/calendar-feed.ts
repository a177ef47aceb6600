import { createHash } from 'node:crypto';
import { DomainError } from '../../domain/shared/domain-error.js';
import type { GetItinerary, ItineraryRead } from '../itinerary/get-itinerary.js';
import type { ItineraryQueries } from '../queries/itinerary-queries.js';
import { MAX_PAGE_SIZE } from '../shared/page.js';
import type { CalendarFeedKeys } from './calendar-feed-keys.js';

export interface FeedContent {
  /** Each itinerary as GET shows it, with its revision. */
  trips: ItineraryRead[];
  /**
   * Names exactly what the feed shows: which itineraries at which revisions. Equal versions render
   * the same calendar, so a poll is answered 304 from it before anything is rendered.
   */
  version: string;
  /** The latest change among the itineraries; undefined for an empty feed. */
  lastModified?: string;
}

/**
 * A user's calendar feed, read with its key: the itineraries the user owns or is a member of (their
 * list, the 100 changed last), each read from its stream as GET reads it (so a change shows at the
 * next poll) and never counted as a view. Undefined for a key that is not the user's current one.
 */
export class CalendarFeed {
  constructor(
    private readonly keys: CalendarFeedKeys,
    private readonly queries: ItineraryQueries,
    private readonly itineraries: GetItinerary,
  ) {}

  async read(key: string): Promise<FeedContent | undefined> {
    const userId = await this.keys.accountOf(key);
    if (userId === undefined) return undefined;
    const actor = { userId, pro: false, firstParty: false };
    const listed = await this.queries.list(userId, { limit: MAX_PAGE_SIZE });
    const reads = await Promise.all(
      listed.items.map((item) =>
        this.itineraries.export(item.id, actor).catch((error: unknown) => {
          // Deleted or unshared since the list was projected: not in the feed any more.
          if (error instanceof DomainError && error.code === 'notFound') return undefined;
          throw error;
        }),
      ),
    );
    const present = reads.filter((read) => read !== undefined).sort((a, b) => a.view.id.localeCompare(b.view.id));
    const version = createHash('sha256')
      .update(present.map((read) => `${read.view.id}:${read.revision}`).join(','))
      .digest('base64url')
      .slice(0, 27);
    const lastModified = present.map((read) => read.view.updatedAt).sort().at(-1);
    return { trips: present, version, lastModified };
  }
}
