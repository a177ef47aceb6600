import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { FilesystemBlobStore } from '../../src/adapters/outbound/filesystem/blob-store.js';
import { tempDir } from '../support/temp-dir.js';
import { blobStoreContract } from './blob-store.contract.js';

blobStoreContract('filesystem', async () => {
  const dir = tempDir('blobs');
  return {
    store: new FilesystemBlobStore(join(dir.path, 'blobs')),
    leftovers: async () => (await readdir(join(dir.path, 'blobs', '.pending')).catch(() => [])).length,
    dispose: async () => dir.remove(),
  };
});
