import { inject, injectable } from 'inversify';
import type { Collection, Db, Filter } from 'mongodb';
import type { Clock } from '../../../application/ports/clock.port.js';
import type { OAuthModelStore, OAuthPayload, OAuthStore } from '../../../application/ports/oauth-store.port.js';
import { TOKENS } from '../../../tokens.js';

interface ArtifactDocument {
  /** `<model>:<id>`: one key, so every model shares the collection and its indexes. */
  _id: string;
  model: string;
  id: string;
  payload: OAuthPayload;
  grantId?: string;
  userCode?: string;
  uid?: string;
  /** The TTL index removes the document after this (within the TTL monitor's minute); null: never. */
  expiresAt: Date | null;
  consumedAt?: Date;
}

/**
 * oidc-provider's artifacts in MongoDB (distributed profile), all models in one collection with a
 * TTL index on expiresAt. Reads also check expiresAt, since the TTL monitor runs only once a minute.
 */
@injectable()
export class MongoOAuthStore implements OAuthStore {
  private readonly collection: Collection<ArtifactDocument>;
  private indexes?: Promise<unknown>;

  constructor(
    @inject(TOKENS.MongoDatabase) db: Db,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {
    this.collection = db.collection<ArtifactDocument>('oauthArtifacts');
  }

  model(name: string): OAuthModelStore {
    const key = (id: string) => `${name}:${id}`;
    const live = (): Filter<ArtifactDocument> => ({ $or: [{ expiresAt: null }, { expiresAt: { $gt: this.clock.now() } }] });
    const findOne = async (filter: Filter<ArtifactDocument>) => {
      await this.ready();
      return toPayload(await this.collection.findOne({ $and: [filter, live()] }));
    };
    return {
      upsert: async (id, payload, expiresIn) => {
        await this.ready();
        const document: ArtifactDocument = {
          _id: key(id),
          model: name,
          id,
          payload,
          expiresAt: expiresIn === undefined ? null : new Date(this.clock.now().getTime() + expiresIn * 1000),
          ...(payload.grantId ? { grantId: payload.grantId } : {}),
          ...(payload.userCode ? { userCode: payload.userCode } : {}),
          ...(payload.uid ? { uid: payload.uid } : {}),
        };
        await this.collection.replaceOne({ _id: key(id) }, document, { upsert: true });
      },
      find: (id) => findOne({ _id: key(id) }),
      findByUid: (uid) => findOne({ model: name, uid }),
      findByUserCode: (userCode) => findOne({ model: name, userCode }),
      consume: async (id) => {
        await this.ready();
        await this.collection.updateOne({ _id: key(id), consumedAt: { $exists: false } }, { $set: { consumedAt: this.clock.now() } });
      },
      destroy: async (id) => {
        await this.ready();
        await this.collection.deleteOne({ _id: key(id) });
      },
      revokeByGrantId: async (grantId) => {
        await this.ready();
        await this.collection.deleteMany({ model: name, grantId });
      },
      revokeByAccountId: async (accountId) => {
        await this.ready();
        await this.collection.deleteMany({ model: name, 'payload.accountId': accountId });
      },
      revokeByAccountAndClient: async (accountId, clientId) => {
        await this.ready();
        await this.collection.deleteMany({ model: name, 'payload.accountId': accountId, 'payload.clientId': clientId });
      },
      listByAccountId: async (accountId) => {
        await this.ready();
        const documents = await this.collection.find({ $and: [{ model: name, 'payload.accountId': accountId }, live()] }).sort({ id: 1 }).toArray();
        return documents.map((d) => ({ id: d.id, payload: toPayload(d)! }));
      },
      list: async () => {
        await this.ready();
        const documents = await this.collection.find({ $and: [{ model: name }, live()] }).sort({ id: 1 }).toArray();
        return documents.map((d) => ({ id: d.id, payload: toPayload(d)! }));
      },
    };
  }

  /** The TTL index does this continuously; nothing to do by hand. */
  async sweep(): Promise<number> {
    return 0;
  }

  private ready(): Promise<unknown> {
    this.indexes ??= Promise.all([
      this.collection.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'ttl' }),
      this.collection.createIndex({ model: 1, grantId: 1 }, { name: 'grant' }),
      this.collection.createIndex({ model: 1, 'payload.accountId': 1 }, { name: 'account' }),
      this.collection.createIndex({ model: 1, uid: 1 }, { name: 'uid' }),
      this.collection.createIndex({ model: 1, userCode: 1 }, { name: 'userCode' }),
    ]).catch((error: unknown) => {
      this.indexes = undefined;
      throw error;
    });
    return this.indexes;
  }
}

function toPayload(document: ArtifactDocument | null): OAuthPayload | undefined {
  if (!document) return undefined;
  return document.consumedAt ? { ...document.payload, consumed: Math.floor(document.consumedAt.getTime() / 1000) } : document.payload;
}
