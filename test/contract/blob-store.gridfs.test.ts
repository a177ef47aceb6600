import { MongoClient } from 'mongodb';
import { GridFsBlobStore } from '../../src/adapters/outbound/mongodb/blob-store.js';
import { blobStoreContract } from './blob-store.contract.js';

const url = process.env.MONGODB_URL;

if (url) {
  // Each test gets its own bucket, dropped afterwards, so a shared database is fine.
  blobStoreContract('MongoDB GridFS', async () => {
    const client = await MongoClient.connect(url);
    const db = client.db();
    const bucket = `blobs_test_${Math.random().toString(36).slice(2)}`;
    const files = db.collection(`${bucket}.files`);
    const chunks = db.collection(`${bucket}.chunks`);
    return {
      store: new GridFsBlobStore(db, bucket),
      leftovers: async () => {
        const published = await files.distinct('_id', { filename: { $not: /^\.pending\// } });
        const pendingFiles = await files.countDocuments({ filename: /^\.pending\// });
        const strayChunks = await chunks.countDocuments({ files_id: { $nin: published } });
        return pendingFiles + strayChunks;
      },
      dispose: async () => {
        await Promise.all([files.drop().catch(() => undefined), chunks.drop().catch(() => undefined)]);
        await client.close();
      },
    };
  });
} else {
  describe('BlobStore contract: MongoDB GridFS', () => {
    it.skip('skipped: MongoDB contract suite (set MONGODB_URL to run it)');
  });
}
