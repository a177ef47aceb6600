/** Identity comes from a port so use cases and tests stay deterministic. */
export interface IdGenerator {
  /** A new random UUID (v4): the ids of things (itineraries, accounts, stops…), which tell nothing. */
  uuid(): string;
  /**
   * A new time-ordered UUID (v7, RFC 9562), for event ids: an event store's unique index on them then
   * grows at its end, as its log does, instead of taking each append to a random page of an index
   * larger than any cache. An event carries its time in the open (occurredAt), so its id may too.
   */
  eventId(): string;
}
