/** Engagement figures shown with an itinerary; read models, never events per view (issue 7). */
export interface ItineraryStats {
  likesCount: number;
  viewsCount: number;
}

export interface ItineraryStatsReader {
  get(itineraryId: string): Promise<ItineraryStats>;
}

/**
 * Views are counted straight into the read-model store, not as events (issue 7): a view is worth
 * too little to cost an event, and a rebuild keeps the counted views.
 */
export interface ItineraryViewCounter {
  /** Counts one view by `userId` on the UTC day of `at`, at most once per user, itinerary and day. True when counted. */
  recordView(itineraryId: string, userId: string, at: Date): Promise<boolean>;
}
