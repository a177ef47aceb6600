import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { OrphanBlobCleanup } from '../../../../../src/application/blobs/orphan-blob-cleanup.js';
import type { OrphanBlobSweep } from '../../../../../src/application/blobs/orphan-blob-sweep.js';
import { referencedBlobsInEventStore } from '../../../../../src/application/blobs/referenced-blobs.js';
import type { ItineraryRepository } from '../../../../../src/application/itinerary/itinerary-repository.js';
import type { BlobStore } from '../../../../../src/application/ports/blob-store.port.js';
import type { EventStore } from '../../../../../src/application/ports/event-store.port.js';
import { lifecycles } from '../../../../../src/composition/container.js';
import { TOKENS } from '../../../../../src/tokens.js';
import { startTestApp, type TestApp } from '../../../../support/app.js';
import { ManualClock } from '../../../../support/manual-clock.js';
import { call, createItinerary, traveller, type Traveller } from '../itinerary/support.js';
import { blobIds, mediaIdOf } from './support.js';

describe('orphan blob sweep over the real app: referenced ids from the event store', function () {
  this.timeout(60_000);
  let app: TestApp;
  let owner: Traveller;

  before(async () => {
    app = await startTestApp();
    owner = await traveller(app, { plan: 'pro' });
  });
  after(() => app.close());

  const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#208040' } }).png().toBuffer();
  const referenced = () =>
    referencedBlobsInEventStore(app.container.get<EventStore>(TOKENS.EventStore), app.container.get<ItineraryRepository>(TOKENS.ItineraryRepository));

  async function withCover(): Promise<{ id: string; etag: string; cover: string }> {
    const { id, etag } = await createItinerary(app, owner);
    const reply = await call(app, 'PUT', `/v1/itinerary/${id}/cover`, {
      token: owner.token,
      body: await png(),
      headers: { 'Content-Type': 'image/png', 'If-Match': etag },
    });
    expect(reply.status, reply.text).to.equal(200);
    return { id, etag: reply.headers.get('etag')!, cover: mediaIdOf(app, reply.body.coverImageURL) };
  }

  it('keeps what itineraries refer to and, past the grace period, deletes the rest', async () => {
    const kept = await withCover();
    const form = new FormData();
    form.append('mimeType', 'application/pdf');
    form.append('file', new Blob([randomBytes(64)]), 'visa.sealed');
    const res = await fetch(`${app.url}/v1/itinerary/${kept.id}/documents`, { method: 'POST', headers: { Authorization: `Bearer ${owner.token}` }, body: form });
    expect(res.status).to.equal(201);
    const sealed = blobIds(app).find((blobId) => blobId !== kept.cover)!;

    const deleted = await withCover();
    const removed = await call(app, 'DELETE', `/v1/itinerary/${deleted.id}`, { token: owner.token });
    expect(removed.status, removed.text).to.equal(204);
    const blobs = app.container.get<BlobStore>(TOKENS.BlobStore);
    const stray = (await blobs.put(Readable.from([Buffer.from('stored, then the process died')]), { contentType: 'image/png', maxBytes: 100 })).blobId;

    expect([...(await referenced())].sort()).to.deep.equal([kept.cover, sealed].sort());
    const clock = new ManualClock();
    clock.advance(25 * 3600);
    const report = await new OrphanBlobCleanup(blobs, clock).run(await referenced());
    expect(report).to.include({ deleted: 2, referenced: 2 });
    expect(blobIds(app).sort()).to.deep.equal([kept.cover, sealed].sort());
    expect(blobIds(app)).to.not.include(stray);
  });

  it('is a Lifecycle of the app; a sweep spares blobs younger than its grace period (24 h)', async () => {
    await withCover();
    await app.container.get<BlobStore>(TOKENS.BlobStore).put(Readable.from([Buffer.from('young')]), { contentType: 'image/png', maxBytes: 10 });
    const before = blobIds(app);
    const sweep = lifecycles(app.container).find((l) => l.name === 'orphan-blob-sweep') as OrphanBlobSweep | undefined;
    expect(sweep, 'bound under TOKENS.Lifecycle').to.not.equal(undefined);
    const report = await sweep!.sweep();
    expect(report).to.include({ deleted: 0 });
    expect(report!.recent).to.be.greaterThan(0);
    expect(blobIds(app)).to.deep.equal(before);
  });
});
