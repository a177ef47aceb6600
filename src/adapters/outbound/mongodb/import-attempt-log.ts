import { inject, injectable } from 'inversify';
import type { Collection, Db } from 'mongodb';
import type { ImportAttemptLog } from '../../../application/ports/import-attempt-log.port.js';
import { TOKENS } from '../../../tokens.js';

interface ImportAttemptDocument {
  accountId: string;
  at: Date;
  /** When MongoDB's TTL monitor may drop it. */
  expiresAt: Date;
}

/** Link-import attempts in MongoDB (distributed profile): one document per attempt, dropped by a TTL index once out of the window. */
@injectable()
export class MongoImportAttemptLog implements ImportAttemptLog {
  private readonly collection: Collection<ImportAttemptDocument>;
  private indexes: Promise<unknown> | undefined;

  constructor(@inject(TOKENS.MongoDatabase) db: Db) {
    this.collection = db.collection<ImportAttemptDocument>('importAttempts');
  }

  async since(accountId: string, from: Date): Promise<Date[]> {
    await this.ensureIndexes();
    const found = await this.collection.find({ accountId, at: { $gt: from } }, { projection: { at: 1 } }).sort({ at: 1 }).toArray();
    return found.map((document) => document.at);
  }

  async record(accountId: string, at: Date, forgetBefore: Date): Promise<void> {
    await this.ensureIndexes();
    // forgetBefore is one window before `at`: the attempt is needed for one window from now.
    await this.collection.insertOne({ accountId, at, expiresAt: new Date(2 * at.getTime() - forgetBefore.getTime()) });
  }

  private ensureIndexes(): Promise<unknown> {
    this.indexes ??= Promise.all([
      this.collection.createIndex({ accountId: 1, at: 1 }),
      this.collection.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
    ]).catch((error: unknown) => {
      this.indexes = undefined;
      throw error;
    });
    return this.indexes;
  }
}
