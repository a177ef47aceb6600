import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Collection, Db } from 'mongodb';

interface RateLimitDocument {
  /** prefix + client key (an address, or a token's hash). */
  _id: string;
  hits: number;
  /** When this window ends; a TTL index deletes the document after it (within the TTL monitor's minute). */
  resetAt: Date;
}

/**
 * express-rate-limit's store on our MongoDB (distributed profile), so the limits hold across every API
 * instance. A fixed window per key; each hit is one atomic update (a pipeline upsert), which starts a
 * new window when the stored one has passed, so instances racing on a key never lose a hit.
 */
export class MongoRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private readonly collection: Collection<RateLimitDocument>;
  private indexes?: Promise<unknown>;

  constructor(
    db: Db,
    readonly prefix: string,
  ) {
    this.collection = db.collection<RateLimitDocument>('rateLimits');
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const found = await this.collection.findOne({ _id: this.prefix + key, resetAt: { $gt: new Date() } });
    return found ? { totalHits: found.hits, resetTime: found.resetAt } : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    await this.ensureIndexes();
    const now = new Date();
    const current = { $gt: ['$resetAt', now] };
    const updated = await this.collection.findOneAndUpdate(
      { _id: this.prefix + key },
      [
        {
          $set: {
            hits: { $cond: [current, { $add: ['$hits', 1] }, 1] },
            resetAt: { $cond: [current, '$resetAt', new Date(now.getTime() + this.windowMs)] },
          },
        },
      ],
      { upsert: true, returnDocument: 'after' },
    );
    if (!updated) throw new Error('rate limit upsert returned no document');
    return { totalHits: updated.hits, resetTime: updated.resetAt };
  }

  async decrement(key: string): Promise<void> {
    await this.collection.updateOne({ _id: this.prefix + key, resetAt: { $gt: new Date() }, hits: { $gt: 0 } }, { $inc: { hits: -1 } });
  }

  async resetKey(key: string): Promise<void> {
    await this.collection.deleteOne({ _id: this.prefix + key });
  }

  private ensureIndexes(): Promise<unknown> {
    this.indexes ??= this.collection.createIndex({ resetAt: 1 }, { expireAfterSeconds: 0 }).catch((error: unknown) => {
      this.indexes = undefined;
      throw error;
    });
    return this.indexes;
  }
}
