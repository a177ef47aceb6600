/** Engagement figures shown with an itinerary; read models, never events per view (issue 7). */
export interface ItineraryStats {
  likesCount: number;
  viewsCount: number;
}

export interface ItineraryStatsReader {
  get(itineraryId: string): Promise<ItineraryStats>;
}
