import { inject, injectable } from 'inversify';
import type { Collection, Db } from 'mongodb';
import type { CachedImport, ImportCache } from '../../../application/ports/import-cache.port.js';
import type { ImportPlan } from '../../../application/import/import-plan.js';
import { TOKENS } from '../../../tokens.js';

interface ImportCacheDocument {
  /** The normalised URL. */
  _id: string;
  pipelineVersion: number;
  storedAt: string;
  plan: ImportPlan;
}

/** The shared link-import cache in MongoDB (distributed profile): one document per normalised URL. */
@injectable()
export class MongoImportCache implements ImportCache {
  private readonly collection: Collection<ImportCacheDocument>;

  constructor(@inject(TOKENS.MongoDatabase) db: Db) {
    this.collection = db.collection<ImportCacheDocument>('importCache');
  }

  async get(url: string): Promise<CachedImport | undefined> {
    const found = await this.collection.findOne({ _id: url });
    return found ? { url: found._id, pipelineVersion: found.pipelineVersion, storedAt: found.storedAt, plan: found.plan } : undefined;
  }

  async put(entry: CachedImport): Promise<void> {
    await this.collection.replaceOne(
      { _id: entry.url },
      { pipelineVersion: entry.pipelineVersion, storedAt: entry.storedAt, plan: entry.plan },
      { upsert: true },
    );
  }
}
