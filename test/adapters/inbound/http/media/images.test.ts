import { expect } from 'chai';
import exifReader from 'exif-reader';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '../../../../../src/application/images/image-intake.js';
import { startTestApp, type TestApp } from '../../../../support/app.js';
import { addMember, call, createItinerary, expectProblem, streamOf, traveller, type Reply, type Traveller } from '../itinerary/support.js';
import { blobFiles, blobIds, chunked, mediaIdOf, openApiMatcher, zeros } from './support.js';

/** A HEVC-coded HEIC whose EXIF holds GPS coordinates (made with libheif's heif-enc). */
const HEIC = readFileSync(new URL('../../../../fixtures/images/gps.heic', import.meta.url));
const GPS = { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 7/1' } };

/** 48x32: red left half, blue right half. */
const picture = () =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: '#2020d0' } }).composite([
    { input: { create: { width: 24, height: 32, channels: 3, background: '#d02020' } }, left: 0, top: 0 },
  ]);

describe('images: PUT/DELETE /v1/itinerary/{id}/cover and /day/{dayId}/image, served under /media', function () {
  this.timeout(60_000);
  let app: TestApp;
  let owner: Traveller;
  let png: Buffer;

  before(async () => {
    app = await startTestApp();
    owner = await traveller(app);
    png = await picture().png().toBuffer();
  });
  after(() => app.close());

  const day = { id: 'day-1', title: 'Arrival', stops: [] };
  const fresh = () => createItinerary(app, owner, { days: [day] });

  function put(path: string, etag: string, body?: Uint8Array | string | object, contentType?: string, who = owner): Promise<Reply> {
    const headers: Record<string, string> = { 'If-Match': etag };
    if (contentType) headers['Content-Type'] = contentType;
    const raw = body instanceof Uint8Array || typeof body === 'string';
    return call(app, 'PUT', path, { token: who.token, body: raw ? Buffer.from(body as Uint8Array) : body, headers });
  }

  async function fetchMedia(url: string, headers: Record<string, string> = {}): Promise<{ res: Response; bytes: Buffer }> {
    const res = await fetch(url, { headers });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  for (const [type, make, served] of [
    ['image/jpeg', () => picture().jpeg().toBuffer(), 'image/jpeg'],
    ['image/png', () => picture().png().toBuffer(), 'image/png'],
    ['image/webp', () => picture().webp().toBuffer(), 'image/webp'],
    ['image/heic', async () => HEIC, 'image/jpeg'],
  ] as const) {
    it(`accepts ${type}: the itinerary points at the stored image, served as ${served}`, async () => {
      const { id, etag } = await fresh();
      const reply = await put(`/v1/itinerary/${id}/cover`, etag, await make(), type);
      expect(reply.status, reply.text).to.equal(200);
      expect(reply.headers.get('etag')).to.not.equal(etag);
      const url: string = reply.body.coverImageURL;
      expect(url).to.match(new RegExp(`^${app.url}/media/[A-Za-z0-9_-]{24}$`));
      const { res, bytes } = await fetchMedia(url);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.equal(served);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).to.equal(served.split('/')[1]);
      if (type !== 'image/heic') expect(metadata).to.include({ width: 48, height: 32 });
      expect((await call(app, 'GET', `/v1/itinerary/${id}`, { token: owner.token })).body.coverImageURL).to.equal(url);
    });
  }

  it('sets and removes the photo of a day (and 404 for an unknown day, before reading the body)', async () => {
    const { id, etag } = await fresh();
    const set = await put(`/v1/itinerary/${id}/day/${day.id}/image`, etag, png, 'image/png');
    expect(set.status, set.text).to.equal(200);
    (await openApiMatcher(app))('Itinerary', set.body);
    const url: string = set.body.days[0].imageURL;
    expect((await fetch(url)).status).to.equal(200);
    expectProblem(await put(`/v1/itinerary/${id}/day/nope/image`, set.headers.get('etag')!, png, 'image/png'), 404, 'notFound');

    const removed = await call(app, 'DELETE', `/v1/itinerary/${id}/day/${day.id}/image`, {
      token: owner.token,
      headers: { 'If-Match': set.headers.get('etag')! },
    });
    expect(removed.status, removed.text).to.equal(200);
    expect(removed.body.days[0]).to.not.have.property('imageURL');
    expect(blobIds(app)).to.not.include(mediaIdOf(app, url));
    expect((await fetch(url)).status).to.equal(404);
    const types = (await streamOf(app, id)).map((e) => e.type);
    expect(types.slice(-2)).to.deep.equal(['DayImageSet', 'DayImageRemoved']);
  });

  it('deletes a replaced cover once the new one is recorded, and a removed one', async () => {
    const { id, etag } = await fresh();
    const first = await put(`/v1/itinerary/${id}/cover`, etag, png, 'image/png');
    const second = await put(`/v1/itinerary/${id}/cover`, first.headers.get('etag')!, await picture().webp().toBuffer(), 'image/webp');
    expect(second.status, second.text).to.equal(200);
    const [old, current] = [first.body.coverImageURL, second.body.coverImageURL].map((url: string) => mediaIdOf(app, url));
    expect(blobIds(app)).to.include(current).and.not.include(old);

    const removed = await call(app, 'DELETE', `/v1/itinerary/${id}/cover`, {
      token: owner.token,
      headers: { 'If-Match': second.headers.get('etag')! },
    });
    expect(removed.status, removed.text).to.equal(200);
    expect(removed.body).to.not.have.property('coverImageURL');
    expect(blobIds(app)).to.not.include(current);
  });

  it('refuses a PNG body labelled image/jpeg (415) and stores nothing', async () => {
    const { id, etag } = await fresh();
    const before = blobFiles(app);
    const reply = await put(`/v1/itinerary/${id}/cover`, etag, png, 'image/jpeg');
    expectProblem(reply, 415, 'unsupportedMediaType');
    expect(reply.body).to.include({ declared: 'image/jpeg', detected: 'image/png' });
    expect(blobFiles(app)).to.deep.equal(before);
  });

  it('refuses other content types (415), URLs and unknown JSON fields (400), before storing anything', async () => {
    const { id, etag } = await fresh();
    const before = blobFiles(app);
    const path = `/v1/itinerary/${id}/cover`;
    expectProblem(await put(path, etag, 'GIF89a', 'image/gif'), 415, 'unsupportedMediaType');
    expectProblem(await put(path, etag, 'a photo please', 'text/plain'), 415, 'unsupportedMediaType');
    const url = await put(path, etag, { url: 'https://example.com/photo.jpg' });
    expectProblem(url, 400, 'validationFailed');
    expect(url.body.errors).to.deep.include({ path: 'url', message: 'is not accepted: upload the image itself, or send {"query": "…"}' });
    expectProblem(await put(path, etag, { query: 'Rome', size: 'large' }), 400, 'validationFailed');
    expectProblem(await put(path, etag, { query: '  ' }), 400, 'validationFailed');
    expectProblem(await put(path, etag, '{"query": "Rome"', 'application/json'), 400, 'validationFailed');
    expect(blobFiles(app)).to.deep.equal(before);
    expect((await call(app, 'GET', `/v1/itinerary/${id}`, { token: owner.token })).headers.get('etag')).to.equal(etag);
  });

  it('refuses an image over 10 MiB (413) with nothing stored, whether it says its length or streams', async () => {
    const { id, etag } = await fresh();
    const before = blobFiles(app);
    const oversized = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length)]);
    expectProblem(await put(`/v1/itinerary/${id}/cover`, etag, oversized, 'image/png'), 413, 'payloadTooLarge');

    const res = await fetch(`${app.url}/v1/itinerary/${id}/cover`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${owner.token}`, 'If-Match': etag, 'Content-Type': 'image/png' },
      ...chunked([png, ...zeros(1024 * 1024, 11)]),
    } as RequestInit);
    expect(res.status).to.equal(413);
    expect(await res.json()).to.include({ code: 'payloadTooLarge' });
    expect(blobFiles(app)).to.deep.equal(before);
  });

  it('finds a photo for JSON {"query"} and, for no body, one of the destination', async () => {
    const { id, etag } = await fresh();
    const searched = await put(`/v1/itinerary/${id}/cover`, etag, { query: 'Trastevere at night' });
    expect(searched.status, searched.text).to.equal(200);
    const fromQuery = await fetchMedia(searched.body.coverImageURL);
    expect(fromQuery.res.headers.get('content-type')).to.equal('image/jpeg');

    const destination = await put(`/v1/itinerary/${id}/day/${day.id}/image`, searched.headers.get('etag')!);
    expect(destination.status, destination.text).to.equal(200);
    const fromDestination = await fetchMedia(destination.body.days[0].imageURL);
    expect(fromDestination.res.status).to.equal(200);
    expect(await sharp(fromDestination.bytes).metadata()).to.include({ format: 'jpeg' });
    expect(fromDestination.bytes.equals(fromQuery.bytes), 'another text, another picture').to.equal(false);
  });

  it('serves an uploaded JPEG without the EXIF GPS position it carried', async () => {
    const { id, etag } = await fresh();
    const upload = await picture().jpeg().withExif(GPS).toBuffer();
    const sent = await sharp(upload).metadata();
    expect(exifReader(sent.exif!).GPSInfo, 'the upload carries GPS').to.include({ GPSLatitudeRef: 'N' });
    const reply = await put(`/v1/itinerary/${id}/cover`, etag, upload, 'image/jpeg');
    const { bytes } = await fetchMedia(reply.body.coverImageURL);
    const served = await sharp(bytes).metadata();
    expect(served.exif, 'no EXIF at all').to.equal(undefined);
    expect(served.xmp).to.equal(undefined);
    expect(bytes.includes(Buffer.from('GPS'))).to.equal(false);
  });

  it('needs an editor: a viewer gets 403, a stranger 404, and neither stores anything', async () => {
    const { id } = await fresh();
    const viewer = await traveller(app);
    const stranger = await traveller(app);
    await addMember(app, id, owner, viewer, 'viewer');
    const current = (await call(app, 'GET', `/v1/itinerary/${id}`, { token: owner.token })).headers.get('etag')!;
    const before = blobFiles(app);
    expectProblem(await put(`/v1/itinerary/${id}/cover`, current, png, 'image/png', viewer), 403, 'forbidden');
    expectProblem(await put(`/v1/itinerary/${id}/cover`, current, png, 'image/png', stranger), 404, 'notFound');
    expectProblem(await put(`/v1/itinerary/${id}/cover`, current, undefined, undefined, stranger), 404, 'notFound');
    expect(blobFiles(app)).to.deep.equal(before);

    const editor = await traveller(app);
    await addMember(app, id, owner, editor, 'editor');
    const latest = (await call(app, 'GET', `/v1/itinerary/${id}`, { token: owner.token })).headers.get('etag')!;
    expect((await put(`/v1/itinerary/${id}/cover`, latest, png, 'image/png', editor)).status).to.equal(200);
  });

  it('needs If-Match (428); a stale one is 412 and the image stored for it is deleted again', async () => {
    const { id, etag } = await fresh();
    const before = blobFiles(app);
    expectProblem(await call(app, 'PUT', `/v1/itinerary/${id}/cover`, { token: owner.token, body: png, headers: { 'Content-Type': 'image/png' } }), 428, 'preconditionRequired');
    const renamed = await call(app, 'PATCH', `/v1/itinerary/${id}`, { token: owner.token, body: { title: 'Moved on' }, headers: { 'If-Match': etag } });
    expect(renamed.status).to.equal(200);
    const stale = await put(`/v1/itinerary/${id}/cover`, etag, png, 'image/png');
    expectProblem(stale, 412, 'itineraryModified');
    expect(stale.body.currentRevision).to.equal(Number(JSON.parse(renamed.headers.get('etag')!)));
    expect(blobFiles(app)).to.deep.equal(before);
    expect((await streamOf(app, id)).map((e) => e.type)).to.not.include('CoverImageSet');
  });

  it('serves media publicly with a strong ETag, year-long immutable caching, 304 and HEAD', async () => {
    const { id, etag } = await fresh();
    const reply = await put(`/v1/itinerary/${id}/cover`, etag, png, 'image/png');
    const url: string = reply.body.coverImageURL;
    const { res, bytes } = await fetchMedia(url);
    expect(res.status).to.equal(200);
    const tag = res.headers.get('etag')!;
    expect(tag).to.match(/^"[0-9a-f]{64}"$/);
    expect(res.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(res.headers.get('content-length')).to.equal(String(bytes.length));

    const conditional = await fetchMedia(url, { 'If-None-Match': tag });
    expect(conditional.res.status).to.equal(304);
    expect(conditional.bytes.length).to.equal(0);
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).to.equal(200);
    expect(head.headers.get('etag')).to.equal(tag);
    expect((await fetch(`${app.url}/media/AAAAAAAAAAAAAAAAAAAAAAAA`)).status).to.equal(404);
  });
});
