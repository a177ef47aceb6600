import { MemoryStore } from 'express-rate-limit';
import { ContainerModule } from 'inversify';
import type { Db } from 'mongodb';
import type { RateLimitStoreFactory } from '../adapters/inbound/http/routes/operations/rate-limits.js';
import type { EventStoreDBClient } from '@eventstore/db-client';
import { eventStoreDbPositionOrder } from '../adapters/outbound/eventstoredb/position-order.js';
import { EventStoreDbWebhookEventFeed } from '../adapters/outbound/eventstoredb/webhook-event-feed.js';
import { FileSecretStore } from '../adapters/outbound/filesystem/file-secret-store.js';
import { MongoIdempotencyStore } from '../adapters/outbound/mongodb/idempotency-store.js';
import { MongoAccountActionLog } from '../adapters/outbound/mongodb/account-action-log.js';
import { MongoImportCache } from '../adapters/outbound/mongodb/import-cache.js';
import { MongoOAuthStore } from '../adapters/outbound/mongodb/oauth-store.js';
import { MongoProcessCheckpoints } from '../adapters/outbound/mongodb/process-checkpoints.js';
import { MongoRateLimitStore } from '../adapters/outbound/mongodb/rate-limit-store.js';
import { MongoSecretStore } from '../adapters/outbound/mongodb/secret-store.js';
import { MongoWebhookStore } from '../adapters/outbound/mongodb/webhook-store.js';
import type { SqliteDatabase } from '../adapters/outbound/sqlite/database.js';
import { SqliteIdempotencyStore } from '../adapters/outbound/sqlite/idempotency-store.js';
import { SqliteAccountActionLog } from '../adapters/outbound/sqlite/account-action-log.js';
import { SqliteImportCache } from '../adapters/outbound/sqlite/import-cache.js';
import { SqliteOAuthStore } from '../adapters/outbound/sqlite/oauth-store.js';
import { SqliteProcessCheckpoints } from '../adapters/outbound/sqlite/process-checkpoints.js';
import { sqlitePositionOrder } from '../adapters/outbound/sqlite/position-order.js';
import { SqliteWebhookEventFeed } from '../adapters/outbound/sqlite/webhook-event-feed.js';
import { SqliteWebhookStore } from '../adapters/outbound/sqlite/webhook-store.js';
import { ITINERARY_STREAM_PREFIX } from '../application/itinerary/itinerary-repository.js';
import type { EventStore } from '../application/ports/event-store.port.js';
import type { WebhookStore } from '../application/ports/webhook-store.port.js';
import type { Config } from '../config/config.js';
import { TOKENS } from '../tokens.js';
import { eventStoreDbModule } from './eventstoredb.module.js';
import { filesystemBlobStoreModule } from './filesystem.module.js';
import { mongoBlobStoreModule, mongoDatabaseModule } from './mongodb.module.js';
import { mongoReadModelsModule } from './mongodb-read-models.module.js';
import { sqliteModule } from './sqlite.module.js';
import { sqliteReadModelsModule } from './sqlite-read-models.module.js';

/** Where the webhook fan-out stands in the log: the SQLite checkpoint's name, or the EventStoreDB consumer group's. */
const WEBHOOK_FEED = 'webhooks';

/**
 * The two profiles, the only place that tells them apart: every store the service keeps, embedded
 * (SQLite and files under DATA_DIR, one process) or distributed (EventStoreDB and MongoDB, shared by
 * every instance). Config allows no mix: EVENTSTORE_URL and MONGODB_URL come together.
 */
export function profileModules(config: Config): ContainerModule[] {
  return config.eventStoreUrl && config.mongodbUrl ? distributed(config.eventStoreUrl, config.mongodbUrl, config) : embedded(config);
}

function embedded(config: Config): ContainerModule[] {
  return [
    // The projector thread's connection copies the WAL into the file: not the request loop's.
    sqliteModule(config.dataDir, { walAutoCheckpoint: !(config.runProjector && config.projectorThread) }),
    sqliteReadModelsModule(),
    filesystemBlobStoreModule(config.dataDir),
    new ContainerModule(({ bind }) => {
      const sqlite = (c: { get<T>(token: symbol): T }) => c.get<SqliteDatabase>(TOKENS.SqliteDatabase);
      bind(TOKENS.PositionOrder).toConstantValue(sqlitePositionOrder);
      bind(TOKENS.IdempotencyStore).to(SqliteIdempotencyStore).inSingletonScope();
      bind(TOKENS.ImportCache).toDynamicValue((c) => new SqliteImportCache(sqlite(c))).inSingletonScope();
      bind(TOKENS.AccountActionLog).toDynamicValue((c) => new SqliteAccountActionLog(sqlite(c))).inSingletonScope();
      bind(TOKENS.WebhookStore).toDynamicValue((c) => new SqliteWebhookStore(sqlite(c))).inSingletonScope();
      bind(TOKENS.WebhookEventFeed)
        .toDynamicValue(
          (c) =>
            new SqliteWebhookEventFeed(c.get<EventStore>(TOKENS.EventStore), c.get<SqliteWebhookStore>(TOKENS.WebhookStore), {
              name: WEBHOOK_FEED,
              streamPrefix: ITINERARY_STREAM_PREFIX,
            }),
        )
        .inSingletonScope();
      bind(TOKENS.OAuthStore).to(SqliteOAuthStore);
      bind(TOKENS.ProcessCheckpoints).toDynamicValue((c) => new SqliteProcessCheckpoints(sqlite(c))).inSingletonScope();
      bind(TOKENS.SecretStore).toConstantValue(new FileSecretStore(config.dataDir));
      // One API process per DATA_DIR: its rate-limit counters may live in its memory.
      bind<RateLimitStoreFactory>(TOKENS.RateLimitStores).toConstantValue(() => new MemoryStore());
    }),
  ];
}

function distributed(eventStoreUrl: string, mongodbUrl: string, config: Config): ContainerModule[] {
  return [
    eventStoreDbModule(eventStoreUrl),
    mongoDatabaseModule(mongodbUrl),
    mongoReadModelsModule(config.runProjector),
    mongoBlobStoreModule(),
    new ContainerModule(({ bind }) => {
      const mongo = (c: { get<T>(token: symbol): T }) => c.get<Db>(TOKENS.MongoDatabase);
      bind(TOKENS.PositionOrder).toConstantValue(eventStoreDbPositionOrder);
      bind(TOKENS.IdempotencyStore).to(MongoIdempotencyStore).inSingletonScope();
      bind(TOKENS.ImportCache).toDynamicValue((c) => new MongoImportCache(mongo(c))).inSingletonScope();
      bind(TOKENS.AccountActionLog).toDynamicValue((c) => new MongoAccountActionLog(mongo(c))).inSingletonScope();
      bind(TOKENS.WebhookStore).toDynamicValue((c) => new MongoWebhookStore(mongo(c))).inSingletonScope();
      bind(TOKENS.WebhookEventFeed)
        .toDynamicValue(
          (c) =>
            new EventStoreDbWebhookEventFeed(c.get<EventStoreDBClient>(TOKENS.EventStoreDbClient), c.get<WebhookStore>(TOKENS.WebhookStore), {
              group: WEBHOOK_FEED,
              streamPrefix: ITINERARY_STREAM_PREFIX,
            }),
        )
        .inSingletonScope();
      bind(TOKENS.OAuthStore).to(MongoOAuthStore);
      bind(TOKENS.ProcessCheckpoints).toDynamicValue((c) => new MongoProcessCheckpoints(mongo(c))).inSingletonScope();
      bind(TOKENS.SecretStore).to(MongoSecretStore);
      // Several API instances: counters shared in MongoDB.
      bind<RateLimitStoreFactory>(TOKENS.RateLimitStores).toDynamicValue((c) => (prefix: string) => new MongoRateLimitStore(mongo(c), prefix));
    }),
  ];
}
