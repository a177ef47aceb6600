import { inject, injectable } from 'inversify';
import type { Collection, Db } from 'mongodb';
import type { AccountActionLog, RatedAction } from '../../../application/ports/account-action-log.port.js';
import { TOKENS } from '../../../tokens.js';

interface AccountActionDocument {
  action: RatedAction;
  accountId: string;
  at: Date;
  /** When MongoDB's TTL monitor may drop it. */
  expiresAt: Date;
}

/**
 * Rated actions in MongoDB (distributed profile): one document per action, dropped by a TTL index once
 * out of its window. (Link reads were kept in `importAttempts` before; that collection empties itself
 * within the hour and may then be dropped.)
 */
@injectable()
export class MongoAccountActionLog implements AccountActionLog {
  private readonly collection: Collection<AccountActionDocument>;
  private indexes: Promise<unknown> | undefined;

  constructor(@inject(TOKENS.MongoDatabase) db: Db) {
    this.collection = db.collection<AccountActionDocument>('accountActions');
  }

  async since(action: RatedAction, accountId: string, from: Date): Promise<Date[]> {
    await this.ensureIndexes();
    const found = await this.collection.find({ accountId, action, at: { $gt: from } }, { projection: { at: 1 } }).sort({ at: 1 }).toArray();
    return found.map((document) => document.at);
  }

  async record(action: RatedAction, accountId: string, at: Date, forgetBefore: Date): Promise<void> {
    await this.ensureIndexes();
    // forgetBefore is one window before `at`: the action is needed for one window from now.
    await this.collection.insertOne({ action, accountId, at, expiresAt: new Date(2 * at.getTime() - forgetBefore.getTime()) });
  }

  private ensureIndexes(): Promise<unknown> {
    this.indexes ??= Promise.all([
      this.collection.createIndex({ accountId: 1, action: 1, at: 1 }),
      this.collection.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
    ]).catch((error: unknown) => {
      this.indexes = undefined;
      throw error;
    });
    return this.indexes;
  }
}
