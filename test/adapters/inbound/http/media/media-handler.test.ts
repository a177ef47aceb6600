import { expect } from 'chai';
import express from 'express';
import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FilesystemBlobStore } from '../../../../../src/adapters/outbound/filesystem/blob-store.js';
import { MEDIA_PATH, mediaHandler, mediaUrl } from '../../../../../src/adapters/inbound/http/routes/media/media-handler.js';
import { tempDir } from '../../../../support/temp-dir.js';

describe('media handler (GET /media/:mediaId on a bare express app)', () => {
  let dir: ReturnType<typeof tempDir>;
  let blobs: FilesystemBlobStore;
  let server: Server;
  let base: string;
  const image = Buffer.from('\xff\xd8\xff pretend JPEG bytes', 'latin1');
  const sha256 = createHash('sha256').update(image).digest('hex');
  let mediaId: string;

  before(async () => {
    dir = tempDir('media');
    blobs = new FilesystemBlobStore(join(dir.path, 'blobs'));
    mediaId = (await blobs.put(Readable.from([image]), { contentType: 'image/jpeg', maxBytes: 1000 })).blobId;
    const app = express();
    app.get(MEDIA_PATH, mediaHandler(blobs));
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    dir.remove();
  });

  it('serves the exact bytes with their type, the sha256 as a strong ETag and year-long immutable caching', async () => {
    const response = await fetch(mediaUrl(base, mediaId));
    expect(response.status).to.equal(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(image)).to.equal(true);
    expect(response.headers.get('content-type')).to.equal('image/jpeg');
    expect(response.headers.get('content-length')).to.equal(String(image.length));
    expect(response.headers.get('etag')).to.equal(`"${sha256}"`);
    expect(response.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).to.equal('cross-origin');
  });

  it('answers 304 without a body when If-None-Match holds the ETag', async () => {
    for (const tag of [`"${sha256}"`, `W/"${sha256}"`, `"other", "${sha256}"`, '*']) {
      const response = await fetch(mediaUrl(base, mediaId), { headers: { 'If-None-Match': tag } });
      expect(response.status, tag).to.equal(304);
      expect((await response.arrayBuffer()).byteLength).to.equal(0);
      expect(response.headers.get('etag')).to.equal(`"${sha256}"`);
    }
    const stale = await fetch(mediaUrl(base, mediaId), { headers: { 'If-None-Match': '"other"' } });
    expect(stale.status).to.equal(200);
    await stale.arrayBuffer();
  });

  it('answers HEAD with the headers only', async () => {
    const response = await fetch(mediaUrl(base, mediaId), { method: 'HEAD' });
    expect(response.status).to.equal(200);
    expect(response.headers.get('etag')).to.equal(`"${sha256}"`);
    expect(response.headers.get('content-length')).to.equal(String(image.length));
  });

  it('answers 404 problem+json for unknown and malformed ids', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'nope', '..%2F..%2Fetc%2Fpasswd']) {
      const response = await fetch(`${base}/media/${id}`);
      expect(response.status, id).to.equal(404);
      expect(response.headers.get('content-type')).to.match(/^application\/problem\+json/);
      expect(await response.json()).to.include({ status: 404, code: 'notFound' });
    }
  });

  it('never serves a blob that is not a stored image (a sealed document), even by its id', async () => {
    const sealed = await blobs.put(Readable.from([Buffer.from('ciphertext')]), {
      contentType: 'application/octet-stream',
      maxBytes: 100,
    });
    const response = await fetch(mediaUrl(base, sealed.blobId));
    expect(response.status).to.equal(404);
    expect(await response.json()).to.include({ code: 'notFound' });
  });
});
