import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import type { Binary, Collection, Db } from 'mongodb';
import { mongodb } from './driver.js';
import type {
  IdempotencyBegin,
  IdempotencyScope,
  IdempotencyStore,
  IdempotencyTimes,
  StoredResponse,
} from '../../../application/ports/idempotency-store.port.js';
import { TOKENS } from '../../../tokens.js';

interface IdempotencyDocument {
  /** JSON of [userId, method, path, key]: one string, so equality does not depend on field order. */
  _id: string;
  fingerprint: string;
  attemptId?: string;
  leaseUntil?: Date;
  response?: { status: number; headers: Record<string, string>; body: Binary };
  /** A TTL index deletes the document once this passes (within the TTL monitor's minute). */
  expiresAt: Date;
}

const DUPLICATE_KEY = 11000;
const ATTEMPTS = 5;
const idOf = (s: IdempotencyScope): string => JSON.stringify([s.userId, s.method, s.path, s.key]);

/**
 * Idempotency records in MongoDB (distributed profile). Every transition is one conditional
 * single-document write (insert, or update filtered on the state read), so API instances racing on
 * one key agree on a single winner without transactions.
 */
@injectable()
export class MongoIdempotencyStore implements IdempotencyStore {
  private readonly collection: Collection<IdempotencyDocument>;
  private indexes?: Promise<unknown>;

  constructor(@inject(TOKENS.MongoDatabase) db: Db) {
    this.collection = db.collection<IdempotencyDocument>('idempotencyKeys');
  }

  async begin(scope: IdempotencyScope, fingerprint: string, times: IdempotencyTimes): Promise<IdempotencyBegin> {
    await this.ensureIndexes();
    const _id = idOf(scope);
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const attemptId = randomUUID();
      const fresh: IdempotencyDocument = {
        _id,
        fingerprint,
        attemptId,
        leaseUntil: times.leaseUntil,
        expiresAt: times.expiresAt,
      };
      try {
        await this.collection.insertOne(fresh);
        return { outcome: 'started', attemptId };
      } catch (error) {
        if (!(error instanceof mongodb().MongoServerError && error.code === DUPLICATE_KEY)) throw error;
      }
      const found = await this.collection.findOne({ _id });
      if (!found) continue;
      if (found.expiresAt <= times.now) {
        const replaced = await this.collection.replaceOne({ _id, expiresAt: found.expiresAt }, fresh);
        if (replaced.modifiedCount === 1) return { outcome: 'started', attemptId };
        continue;
      }
      if (found.fingerprint !== fingerprint) return { outcome: 'mismatch' };
      if (found.response) {
        const { status, headers, body } = found.response;
        return { outcome: 'replay', response: { status, headers, body: body.value() } };
      }
      if (found.leaseUntil && found.leaseUntil > times.now) return { outcome: 'inProgress' };
      const taken = await this.collection.updateOne(
        { _id, attemptId: found.attemptId, response: { $exists: false } },
        { $set: { attemptId, leaseUntil: times.leaseUntil } },
      );
      if (taken.modifiedCount === 1) return { outcome: 'started', attemptId };
    }
    return { outcome: 'inProgress' };
  }

  async complete(scope: IdempotencyScope, attemptId: string, response: StoredResponse): Promise<void> {
    await this.collection.updateOne(
      { _id: idOf(scope), attemptId },
      {
        $set: { response: { status: response.status, headers: response.headers, body: new (mongodb().Binary)(response.body) } },
        $unset: { attemptId: '', leaseUntil: '' },
      },
    );
  }

  async release(scope: IdempotencyScope, attemptId: string): Promise<void> {
    await this.collection.deleteOne({ _id: idOf(scope), attemptId });
  }

  async purgeExpired(now: Date): Promise<number> {
    const { deletedCount } = await this.collection.deleteMany({ expiresAt: { $lte: now } });
    return deletedCount;
  }

  private ensureIndexes(): Promise<unknown> {
    this.indexes ??= this.collection.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expiresAt_ttl' }).catch(
      (error: unknown) => {
        this.indexes = undefined;
        throw error;
      },
    );
    return this.indexes;
  }
}
