import { ContainerModule } from 'inversify';
import { join } from 'node:path';
import type { BlobStore } from '../application/ports/blob-store.port.js';
import { TOKENS } from '../tokens.js';
import { FilesystemBlobStore } from '../adapters/outbound/filesystem/blob-store.js';

/** The embedded profile's blobs: files under DATA_DIR/blobs. */
export const filesystemBlobStoreModule = (dataDir: string): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<BlobStore>(TOKENS.BlobStore).toConstantValue(new FilesystemBlobStore(join(dataDir, 'blobs')));
  });
