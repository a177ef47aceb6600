import { ContainerModule } from 'inversify';
import { MongoClient, type Db } from 'mongodb';
import { TOKENS } from '../../../tokens.js';

/**
 * The distributed profile's MongoDB database (the one named in MONGODB_URL), shared by every MongoDB
 * adapter. The driver connects on first use and keeps a pool; the client closes when the container
 * is unbound, after the components using it stopped.
 */
export const mongoDatabaseModule = (url: string): ContainerModule =>
  new ContainerModule(({ bind }) => {
    const client = new MongoClient(url, { appName: 'itinerary-service' });
    bind<Db>(TOKENS.MongoDatabase)
      .toDynamicValue(() => client.db())
      .inSingletonScope()
      .onDeactivation(() => client.close());
  });
