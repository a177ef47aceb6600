import { ContainerModule } from 'inversify';
import type { Db } from 'mongodb';
import { mongodb } from '../adapters/outbound/mongodb/driver.js';
import type { BlobStore } from '../application/ports/blob-store.port.js';
import { TOKENS } from '../tokens.js';
import { GridFsBlobStore } from '../adapters/outbound/mongodb/blob-store.js';

/**
 * The distributed profile's MongoDB database (the one named in MONGODB_URL), shared by every MongoDB
 * adapter. The driver connects on first use and keeps a pool; the client closes when the container
 * is unbound, after the components using it stopped.
 */
export const mongoDatabaseModule = (url: string): ContainerModule =>
  new ContainerModule(({ bind }) => {
    const client = new (mongodb().MongoClient)(url, { appName: 'itinerary-service' });
    bind<Db>(TOKENS.MongoDatabase)
      .toDynamicValue(() => client.db())
      .inSingletonScope()
      .onDeactivation(() => client.close());
  });

/** The distributed profile's blobs: GridFS bucket `blobs` in the shared database. */
export const mongoBlobStoreModule = (): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<BlobStore>(TOKENS.BlobStore)
      .toDynamicValue((context) => new GridFsBlobStore(context.get<Db>(TOKENS.MongoDatabase)))
      .inSingletonScope();
  });
