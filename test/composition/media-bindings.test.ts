import { expect } from 'chai';
import { Readable } from 'node:stream';
import { FilesystemBlobStore } from '../../src/adapters/outbound/filesystem/blob-store.js';
import { SharpImageProcessor } from '../../src/adapters/outbound/sharp/image-processor.js';
import type { BlobStore } from '../../src/application/ports/blob-store.port.js';
import type { PhotoSearch } from '../../src/application/ports/photo-search.port.js';
import { TOKENS } from '../../src/tokens.js';
import { startTestApp, type TestApp } from '../support/app.js';

describe('media bindings in the composition root', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('embedded profile: blobs under DATA_DIR/blobs, sharp, and only the offline photo source without a key', async () => {
    app = await startTestApp();
    const blobs = app.container.get<BlobStore>(TOKENS.BlobStore);
    expect(blobs).to.be.instanceOf(FilesystemBlobStore);
    const { blobId } = await blobs.put(Readable.from([Buffer.from('x')]), { contentType: 'x/y', maxBytes: 1 });
    expect(await blobs.stat(blobId)).to.include({ size: 1 });
    expect(app.container.get(TOKENS.ImageProcessor)).to.be.instanceOf(SharpImageProcessor);
    expect(app.container.getAll<PhotoSearch>(TOKENS.PhotoSearch).map((s) => s.name)).to.deep.equal(['generated']);
  });

  it('asks Pexels first, then the generator, when PEXELS_API_KEY is set', async () => {
    app = await startTestApp({ PEXELS_API_KEY: 'key', PEXELS_BASE_URL: 'http://127.0.0.1:9/v1' });
    expect(app.container.getAll<PhotoSearch>(TOKENS.PhotoSearch).map((s) => s.name)).to.deep.equal(['pexels', 'generated']);
  });
});
