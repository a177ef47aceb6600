import { MongoClient } from 'mongodb';
import { MongoProcessCheckpoints } from '../../src/adapters/outbound/mongodb/process-checkpoints.js';
import { processCheckpointsContract } from './process-checkpoints.contract.js';

const url = process.env.MONGODB_URL;

if (url) {
  processCheckpointsContract('MongoDB', async () => {
    const clients = [await MongoClient.connect(url)];
    return {
      checkpoints: new MongoProcessCheckpoints(clients[0]!.db()),
      reopen: async () => {
        clients.push(await MongoClient.connect(url));
        return new MongoProcessCheckpoints(clients.at(-1)!.db());
      },
      dispose: async () => {
        await Promise.all(clients.map((client) => client.close()));
      },
    };
  });
} else {
  describe('Process checkpoints contract: MongoDB', () => {
    it.skip('skipped: MongoDB contract suite (set MONGODB_URL to run it)');
  });
}
