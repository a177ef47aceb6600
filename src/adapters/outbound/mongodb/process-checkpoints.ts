import type { Collection, Db } from 'mongodb';
import type { ProcessCheckpoints } from '../../../application/ports/process-checkpoints.port.js';

interface CheckpointDocument {
  /** The process's name. */
  _id: string;
  position: string;
}

/** Process managers' checkpoints in MongoDB (distributed profile), one document each. */
export class MongoProcessCheckpoints implements ProcessCheckpoints {
  private readonly collection: Collection<CheckpointDocument>;

  constructor(db: Db) {
    this.collection = db.collection<CheckpointDocument>('processCheckpoints');
  }

  async load(name: string): Promise<string | undefined> {
    return (await this.collection.findOne({ _id: name }))?.position;
  }

  async save(name: string, position: string): Promise<void> {
    await this.collection.updateOne({ _id: name }, { $set: { position } }, { upsert: true });
  }
}
