/** Engagement figures shown with an itinerary; read models, never events per view. */
export interface ItineraryStats {
  likesCount: number;
  viewsCount: number;
}

export interface ItineraryStatsReader {
  get(itineraryId: string): Promise<ItineraryStats>;
}

/** One read of an itinerary by a user, as the view counter takes it. */
export interface ViewRecord {
  itineraryId: string;
  userId: string;
  at: Date;
}

/**
 * Views are counted straight into the read-model store, not as events: a view is worth
 * too little to cost an event, and a rebuild keeps the counted views.
 */
export interface ItineraryViewCounter {
  /**
   * Counts each view on the UTC day of its `at`, at most once per user, itinerary and day (also
   * within one batch). Written together, so a batch costs one write. Returns, per view, whether it counted.
   */
  recordViews(views: readonly ViewRecord[]): Promise<boolean[]>;
}

/**
 * Likes, one per user and itinerary, stored beside the view counts rather than as events: like
 * them they are not derived from events, so a rebuild of the read models keeps them.
 */
export interface ItineraryLikes {
  /** True when the user had not liked the itinerary yet. */
  like(itineraryId: string, userId: string, at: Date): Promise<boolean>;
  /** True when the user had liked it. */
  unlike(itineraryId: string, userId: string): Promise<boolean>;
}
