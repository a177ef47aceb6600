import { inject, injectable } from 'inversify';
import type { Collection, Db } from 'mongodb';
import { mongodb } from './driver.js';
import type { SecretStore } from '../../../application/ports/secret-store.port.js';
import { TOKENS } from '../../../tokens.js';

interface SecretDocument {
  _id: string;
  value: object;
  createdAt: Date;
}

const DUPLICATE_KEY = 11000;

/**
 * Generated secrets (OAuth signing and cookie keys, accounts' personal-data keys) shared by every API instance: the first insert
 * wins on the unique _id, every instance then reads that one. Protect the database like the keys.
 */
@injectable()
export class MongoSecretStore implements SecretStore {
  private readonly collection: Collection<SecretDocument>;

  constructor(@inject(TOKENS.MongoDatabase) db: Db) {
    this.collection = db.collection<SecretDocument>('secrets');
  }

  async getOrCreate<T extends object>(name: string, create: () => Promise<T>): Promise<T> {
    const existing = await this.collection.findOne({ _id: name });
    if (existing) return existing.value as T;
    try {
      await this.collection.insertOne({ _id: name, value: await create(), createdAt: new Date() });
    } catch (error) {
      if (!(error instanceof mongodb().MongoServerError && error.code === DUPLICATE_KEY)) throw error;
    }
    const stored = await this.collection.findOne({ _id: name });
    if (!stored) throw new Error(`secret ${name} could not be stored in MongoDB`);
    return stored.value as T;
  }

  async get<T extends object>(name: string): Promise<T | undefined> {
    return (await this.collection.findOne({ _id: name }))?.value as T | undefined;
  }

  async delete(name: string): Promise<void> {
    await this.collection.deleteOne({ _id: name });
  }
}
