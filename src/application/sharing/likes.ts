import { readable } from '../../domain/itinerary/permissions.js';
import type { Actor } from '../../domain/itinerary/types.js';
import type { ItineraryRepository } from '../itinerary/itinerary-repository.js';
import type { Clock } from '../ports/clock.port.js';
import type { ItineraryLikes, ItineraryStats, ItineraryStatsReader } from '../ports/itinerary-stats.port.js';

/** The caller's like after the call, and the itinerary's counts including it. */
export interface LikeOutcome extends ItineraryStats {
  liked: boolean;
}

/**
 * Likes: anyone who may read an itinerary may like it, once; liking again or unliking
 * what is not liked changes nothing (PUT/DELETE semantics). Not events: the likes store is kept
 * outside the read models a rebuild replaces.
 */
export class LikeItinerary {
  constructor(
    private readonly itineraries: ItineraryRepository,
    private readonly likes: ItineraryLikes,
    private readonly stats: ItineraryStatsReader,
    private readonly clock: Clock,
  ) {}

  async like(itineraryId: string, actor: Actor): Promise<LikeOutcome> {
    await this.mayRead(itineraryId, actor);
    await this.likes.like(itineraryId, actor.userId, this.clock.now());
    return { liked: true, ...(await this.stats.get(itineraryId)) };
  }

  async unlike(itineraryId: string, actor: Actor): Promise<LikeOutcome> {
    await this.mayRead(itineraryId, actor);
    await this.likes.unlike(itineraryId, actor.userId);
    return { liked: false, ...(await this.stats.get(itineraryId)) };
  }

  /** notFound for an itinerary the caller may not see, as for a read. */
  private async mayRead(itineraryId: string, actor: Actor): Promise<void> {
    readable((await this.itineraries.load(itineraryId)).state, actor);
  }
}
