/** Dependency-injection tokens, one per port or shared service. Bound in the composition root. */
export const TOKENS = {
  Config: Symbol.for('Config'),
  Logger: Symbol.for('Logger'),
  Clock: Symbol.for('Clock'),
  IdGenerator: Symbol.for('IdGenerator'),
  EventStore: Symbol.for('EventStore'),
  /** The embedded profile's shared SQLite file (SqliteDatabase), for every SQLite adapter. */
  SqliteDatabase: Symbol.for('SqliteDatabase'),
  /** The EventStoreDB client (EventStoreDBClient) of the distributed profile. */
  EventStoreDbClient: Symbol.for('EventStoreDbClient'),
  /** Components with start/stop (multi-injection), started in binding order. */
  Lifecycle: Symbol.for('Lifecycle'),
  AccessTokenVerifier: Symbol.for('AccessTokenVerifier'),
  AccountReader: Symbol.for('AccountReader'),
  ItineraryStatsReader: Symbol.for('ItineraryStatsReader'),
  /** Express route modules; each adds its routes to the app (multi-injection). */
  HttpRoutes: Symbol.for('HttpRoutes'),
} as const;
