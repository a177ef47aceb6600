/** Dependency-injection tokens, one per port or shared service. Bound in the composition root. */
export const TOKENS = {
  Config: Symbol.for('Config'),
  Logger: Symbol.for('Logger'),
  Clock: Symbol.for('Clock'),
  IdGenerator: Symbol.for('IdGenerator'),
  EventStore: Symbol.for('EventStore'),
  /** Outgoing mail (Mailer): SMTP, or the embedded outbox. */
  Mailer: Symbol.for('Mailer'),
  /** Tokens signed into mailed links (SignedTokens). */
  SignedTokens: Symbol.for('SignedTokens'),
  EmailVerification: Symbol.for('EmailVerification'),
  PasswordReset: Symbol.for('PasswordReset'),
  ChangePassword: Symbol.for('ChangePassword'),
  EmailChange: Symbol.for('EmailChange'),
  DeleteAccount: Symbol.for('DeleteAccount'),
  PersonalDataKeys: Symbol.for('PersonalDataKeys'),
  /** The embedded profile's shared SQLite file (SqliteDatabase), for every SQLite adapter. */
  SqliteDatabase: Symbol.for('SqliteDatabase'),
  /** Commits of the embedded event store on this process's connection (AppendNotifier). */
  SqliteAppends: Symbol.for('SqliteAppends'),
  /** The EventStoreDB client (EventStoreDBClient) of the distributed profile. */
  EventStoreDbClient: Symbol.for('EventStoreDbClient'),
  /** Live changes of itineraries for their readers (LiveChanges: one log subscription, fanned out). */
  LiveChanges: Symbol.for('LiveChanges'),
  /** Webhook endpoints and deliveries (WebhookStore): SQLite or MongoDB. */
  WebhookStore: Symbol.for('WebhookStore'),
  /** The itinerary events the webhook fan-out reads (WebhookEventFeed): SQLite catch-up, or an EventStoreDB persistent subscription. */
  WebhookEventFeed: Symbol.for('WebhookEventFeed'),
  /** Sends signed webhook deliveries under the link reader's network rules (WebhookTransport). */
  WebhookTransport: Symbol.for('WebhookTransport'),
  /** The /v1/webhooks use cases (WebhookEndpoints). */
  WebhookEndpoints: Symbol.for('WebhookEndpoints'),
  /** Webhook delivery in this process: the fan-out from the log and the dispatcher (WebhookService). */
  Webhooks: Symbol.for('Webhooks'),
  /** Components with start/stop (multi-injection), started in binding order. */
  Lifecycle: Symbol.for('Lifecycle'),
  AccessTokenVerifier: Symbol.for('AccessTokenVerifier'),
  AccountReader: Symbol.for('AccountReader'),
  ItineraryStatsReader: Symbol.for('ItineraryStatsReader'),
  /** Read models (projections): ports in src/application/ports, one adapter per store family. */
  ItineraryViewCounter: Symbol.for('ItineraryViewCounter'),
  /** Likes, one per user and itinerary, kept beside the view counts. */
  ItineraryLikes: Symbol.for('ItineraryLikes'),
  ItineraryListReader: Symbol.for('ItineraryListReader'),
  ItinerarySearchReader: Symbol.for('ItinerarySearchReader'),
  AccountLookup: Symbol.for('AccountLookup'),
  ProjectionStore: Symbol.for('ProjectionStore'),
  ReadModelRebuilds: Symbol.for('ReadModelRebuilds'),
  /** The projections the projector and a rebuild apply (Projection[]). */
  Projections: Symbol.for('Projections'),
  /** Orders the event store's opaque positions (PositionOrder). */
  PositionOrder: Symbol.for('PositionOrder'),
  /** Where rate-limit counters live (one store per limit, by key prefix): this process, or MongoDB. */
  RateLimitStores: Symbol.for('RateLimitStores'),
  /** waitFor(position) and lag of the read models (the in-process projector, or a poller). */
  ProjectionProgress: Symbol.for('ProjectionProgress'),
  /** The projector this process runs (Projector, or ProjectorThread on the embedded profile), when it runs one. */
  RunningProjector: Symbol.for('RunningProjector'),
  /** List and search use cases (ItineraryQueries), audit history and time travel (ItineraryHistory). */
  ItineraryQueries: Symbol.for('ItineraryQueries'),
  ItineraryHistory: Symbol.for('ItineraryHistory'),
  /** The whole event log from a position, for operators (EventLogFeed: CLI events:follow). */
  EventLogFeed: Symbol.for('EventLogFeed'),
  /** Accounts: use cases in src/application/account. */
  AccountQueries: Symbol.for('AccountQueries'),
  AccountCommands: Symbol.for('AccountCommands'),
  RegisterAccount: Symbol.for('RegisterAccount'),
  SignIn: Symbol.for('SignIn'),
  PasswordHasher: Symbol.for('PasswordHasher'),
  /** OAuth: oidc-provider's store, our generated keys, the provider, clients, token issuing. */
  OAuthStore: Symbol.for('OAuthStore'),
  /** Where process managers resume (ProcessCheckpoints). */
  ProcessCheckpoints: Symbol.for('ProcessCheckpoints'),
  SecretStore: Symbol.for('SecretStore'),
  OAuthProvider: Symbol.for('OAuthProvider'),
  OAuthClients: Symbol.for('OAuthClients'),
  TokenIssuer: Symbol.for('TokenIssuer'),
  /** Link import: ports in src/application/ports, the ImportLink service in src/application/import. */
  LinkReader: Symbol.for('LinkReader'),
  PlaceExtractor: Symbol.for('PlaceExtractor'),
  Geocoder: Symbol.for('Geocoder'),
  PlaceLlm: Symbol.for('PlaceLlm'),
  ImportCache: Symbol.for('ImportCache'),
  /** When each account took each rated action (fresh link reads, invitations): AccountActionLog. */
  AccountActionLog: Symbol.for('AccountActionLog'),
  /** The worker pools link import runs extraction (ExtractionPool) and the gazetteer (GazetteerPool) on. */
  ExtractionPool: Symbol.for('ExtractionPool'),
  GazetteerPool: Symbol.for('GazetteerPool'),
  ImportLink: Symbol.for('ImportLink'),
  /** Places by name (FindPlace): link import's gazetteer, then its online geocoder; for MCP's find_place. */
  FindPlace: Symbol.for('FindPlace'),
  /** The from-link use case (ImportItineraryFromLink): Pro, consent, allowance, charge, create; REST and MCP. */
  ImportItineraryFromLink: Symbol.for('ImportItineraryFromLink'),
  /** Express route modules; each adds its routes to the app (multi-injection). */
  HttpRoutes: Symbol.for('HttpRoutes'),
  /** Declared /v1 routes (RouteSet, multi-injection), collected into the RouteRegistry. */
  HttpRouteSets: Symbol.for('HttpRouteSets'),
  /** Every declared /v1 route (RouteRegistry): mounted by the HTTP adapter, read by tests and the OpenAPI document. */
  RouteRegistry: Symbol.for('RouteRegistry'),
  /** The distributed profile's MongoDB database (mongodb Db), for every MongoDB adapter. */
  MongoDatabase: Symbol.for('MongoDatabase'),
  IdempotencyStore: Symbol.for('IdempotencyStore'),
  /** Itinerary use cases and their shared repository (one per process: it holds the aggregate cache). */
  ItineraryRepository: Symbol.for('ItineraryRepository'),
  CreateItinerary: Symbol.for('CreateItinerary'),
  ChangeItinerary: Symbol.for('ChangeItinerary'),
  GetItinerary: Symbol.for('GetItinerary'),
  GetItineraryPart: Symbol.for('GetItineraryPart'),
  /** The calendar feed's secret keys (CalendarFeedKeys) and the feed read with one (CalendarFeed). */
  CalendarFeedKeys: Symbol.for('CalendarFeedKeys'),
  CalendarFeed: Symbol.for('CalendarFeed'),
  /** Public and unlisted itineraries for visitors without an account: the trip page (PublicItinerary). */
  PublicItinerary: Symbol.for('PublicItinerary'),
  /** Private itineraries for their signed-in members on the trip page (MemberItinerary). */
  MemberItinerary: Symbol.for('MemberItinerary'),
  /** The account a browser is signed in as at the authorization server, if any: (req, res) => accountId. */
  SignedInAccount: Symbol.for('SignedInAccount'),
  ItineraryPresenter: Symbol.for('ItineraryPresenter'),
  ActorResolver: Symbol.for('ActorResolver'),
  /** Sharing: member management, likes, and the batching view recorder (flush() for tests). */
  ItineraryMembers: Symbol.for('ItineraryMembers'),
  LikeItinerary: Symbol.for('LikeItinerary'),
  ViewRecorder: Symbol.for('ViewRecorder'),
  /** Photos and sealed documents: bytes in the BlobStore, images through the ImageProcessor. */
  BlobStore: Symbol.for('BlobStore'),
  ImageProcessor: Symbol.for('ImageProcessor'),
  /** Photo sources (PhotoSearch, multi-injection), asked in binding order; the offline generator comes last. */
  PhotoSearch: Symbol.for('PhotoSearch'),
  /** The photo and sealed-document use cases (ItineraryImages, SealedDocuments), shared by REST and MCP. */
  ItineraryImages: Symbol.for('ItineraryImages'),
  SealedDocuments: Symbol.for('SealedDocuments'),
  /** Prometheus metrics of this process (ServiceMetrics): HTTP latency, event store appends, projector lag. */
  Metrics: Symbol.for('Metrics'),
} as const;
