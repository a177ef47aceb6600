import { expect } from 'chai';
import exifReader from 'exif-reader';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp, { type Metadata } from 'sharp';
import { FilesystemBlobStore } from '../../../src/adapters/outbound/filesystem/blob-store.js';
import { SharpImageProcessor } from '../../../src/adapters/outbound/sharp/image-processor.js';
import { ImageIntake, MAX_IMAGE_BYTES } from '../../../src/application/images/image-intake.js';
import type { BlobStore } from '../../../src/application/ports/blob-store.port.js';
import type { FoundPhoto, PhotoSearch } from '../../../src/application/ports/photo-search.port.js';
import type { ImageRef } from '../../../src/domain/itinerary/types.js';
import { ContentRefusedError } from '../../../src/application/shared/content-refused.js';
import { silentLogger } from '../../support/read-models.js';
import { tempDir } from '../../support/temp-dir.js';

/** A HEVC-coded HEIC (made with libheif's heif-enc from a JPEG) whose EXIF holds GPS coordinates. */
const HEIC_WITH_GPS = readFileSync(new URL('../../fixtures/images/gps.heic', import.meta.url));
const GPS = { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 7/1' } };

/** 64x32: red left half, blue right half. */
const picture = () =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: '#2020d0' } }).composite([
    { input: { create: { width: 32, height: 32, channels: 3, background: '#d02020' } }, left: 0, top: 0 },
  ]);

const body = (bytes: Buffer): Readable => Readable.from([bytes]);

async function failure(promise: Promise<unknown>): Promise<ContentRefusedError> {
  const error = await promise.then(
    () => expect.fail('expected a rejection'),
    (e: unknown) => e,
  );
  expect(error).to.be.instanceOf(ContentRefusedError);
  return error as ContentRefusedError;
}

describe('ImageIntake (sharp + filesystem blobs)', () => {
  let dir: ReturnType<typeof tempDir>;
  let blobs: BlobStore;
  let intake: ImageIntake;
  let sources: PhotoSearch[];

  beforeEach(() => {
    dir = tempDir('image-intake');
    blobs = new FilesystemBlobStore(join(dir.path, 'blobs'));
    sources = [];
    intake = new ImageIntake(blobs, new SharpImageProcessor(), sources, silentLogger);
  });
  afterEach(() => dir.remove());

  async function stored(ref: ImageRef): Promise<{ bytes: Buffer; metadata: Metadata }> {
    const content = await blobs.get(ref.mediaId);
    expect(content, 'stored blob').to.not.equal(undefined);
    expect(content!.contentType).to.equal(ref.contentType);
    const chunks: Buffer[] = [];
    for await (const chunk of content!.stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    return { bytes, metadata: await sharp(bytes).metadata() };
  }

  async function blobCount(): Promise<number> {
    let count = 0;
    for await (const _ of blobs.list()) count += 1;
    return count;
  }

  for (const [type, format] of [
    ['image/jpeg', 'jpeg'],
    ['image/png', 'png'],
    ['image/webp', 'webp'],
  ] as const) {
    it(`accepts ${type} and stores it re-encoded as ${type}`, async () => {
      const bytes = await picture().toFormat(format).toBuffer();
      const ref = await intake.fromUpload(body(bytes), type);
      expect(ref.contentType).to.equal(type);
      const { metadata } = await stored(ref);
      expect(metadata).to.include({ format, width: 64, height: 32 });
    });
  }

  it('accepts image/heic, converting it to JPEG (browsers cannot show HEIC)', async () => {
    const ref = await intake.fromUpload(body(HEIC_WITH_GPS), 'image/heic');
    expect(ref.contentType).to.equal('image/jpeg');
    const { metadata } = await stored(ref);
    expect(metadata).to.include({ format: 'jpeg', width: 64, height: 32 });
  });

  it('drops EXIF GPS from an uploaded JPEG (and every other metadata block)', async () => {
    const upload = await picture().jpeg().withExif(GPS).toBuffer();
    const uploaded = await sharp(upload).metadata();
    expect(exifReader(uploaded.exif!).GPSInfo, 'the upload carries GPS').to.include({ GPSLatitudeRef: 'N' });

    const { metadata, bytes } = await stored(await intake.fromUpload(body(upload), 'image/jpeg'));
    expect(metadata.exif).to.equal(undefined);
    expect(metadata.xmp).to.equal(undefined);
    expect(metadata.iptc).to.equal(undefined);
    expect(metadata.icc).to.equal(undefined);
    expect(bytes.includes(Buffer.from('Exif\0\0')), 'no APP1 Exif segment').to.equal(false);
  });

  it('drops EXIF GPS from an uploaded HEIC', async () => {
    expect(exifReader((await sharp(HEIC_WITH_GPS).metadata()).exif!).GPSInfo).to.include({ GPSLatitudeRef: 'N' });
    const { metadata } = await stored(await intake.fromUpload(body(HEIC_WITH_GPS), 'image/heic'));
    expect(metadata.exif).to.equal(undefined);
  });

  it('applies the EXIF orientation to the pixels, so the stored picture stays upright', async () => {
    // Orientation 6: the camera was turned; viewers rotate 90° clockwise, so red (left) ends on top.
    const upload = await picture().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { bytes, metadata } = await stored(await intake.fromUpload(body(upload), 'image/jpeg'));
    expect(metadata).to.include({ width: 32, height: 64 });
    expect(metadata.orientation).to.equal(undefined);
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const red = (x: number, y: number) => data[(y * 32 + x) * 3]! > 150;
    expect(red(16, 8), 'top is red').to.equal(true);
    expect(red(16, 56), 'bottom is blue').to.equal(false);
  });

  it('refuses a PNG body labelled image/jpeg with unsupportedMediaType and stores nothing', async () => {
    const png = await picture().png().toBuffer();
    const error = await failure(intake.fromUpload(body(png), 'image/jpeg'));
    expect(error.code).to.equal('unsupportedMediaType');
    expect(error.message).to.contain('image/png');
    expect(await blobCount()).to.equal(0);
  });

  it('refuses a content type it does not accept, and bytes that are no image', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    expect((await failure(intake.fromUpload(body(gif), 'image/gif'))).code).to.equal('unsupportedMediaType');
    expect((await failure(intake.fromUpload(body(gif), undefined))).code).to.equal('unsupportedMediaType');
    expect((await failure(intake.fromUpload(body(Buffer.from('hello')), 'image/png'))).code).to.equal('unsupportedMediaType');
  });

  it('refuses bytes with the right magic number that do not decode', async () => {
    const truncated = (await picture().jpeg().toBuffer()).subarray(0, 40);
    expect((await failure(intake.fromUpload(body(truncated), 'image/jpeg'))).code).to.equal('unsupportedMediaType');
    expect(await blobCount()).to.equal(0);
  });

  it('accepts parameters and any case in the content type', async () => {
    const ref = await intake.fromUpload(body(await picture().png().toBuffer()), 'Image/PNG; charset=binary');
    expect(ref.contentType).to.equal('image/png');
  });

  it('refuses a body over 10 MiB with payloadTooLarge, stores nothing and leaves the body undestroyed', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 0xff);
    const chunks = Array.from({ length: 11 }, () => chunk);
    const upload = Readable.from(chunks);
    const error = await failure(intake.fromUpload(upload, 'image/jpeg'));
    expect(error.code).to.equal('payloadTooLarge');
    expect(error.details).to.include({ maxBytes: MAX_IMAGE_BYTES });
    expect(upload.destroyed).to.equal(false);
    upload.destroy();
    expect(await blobCount()).to.equal(0);
  });

  it('refuses a small file that decodes to too many pixels', async () => {
    const huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } }).png().toBuffer();
    expect(huge.length).to.be.below(MAX_IMAGE_BYTES);
    expect((await failure(intake.fromUpload(body(huge), 'image/png'))).code).to.equal('payloadTooLarge');
  });

  it('scales very large pictures down to 4096 px on the long edge', async () => {
    const big = await sharp({ create: { width: 8192, height: 1024, channels: 3, background: '#888' } }).jpeg().toBuffer();
    const { metadata } = await stored(await intake.fromUpload(body(big), 'image/jpeg'));
    expect(metadata).to.include({ width: 4096, height: 512 });
  });

  describe('from a search', () => {
    const source = (name: string, search: (query: string) => Promise<FoundPhoto | undefined>): PhotoSearch => ({ name, search });
    const photo = async (attribution?: FoundPhoto['attribution']): Promise<FoundPhoto> => ({
      bytes: await picture().withExif(GPS).jpeg().toBuffer(),
      contentType: 'image/jpeg',
      ...(attribution ? { attribution } : {}),
    });

    it('stores the first answer with its attribution, re-encoded like an upload', async () => {
      const queries: string[] = [];
      sources.push(
        source('api', async (q) => {
          queries.push(q);
          return photo({ text: 'Photo by Ana on Pexels', url: 'https://www.pexels.com/photo/1/' });
        }),
      );
      const ref = await intake.fromSearch('Lisbon');
      expect(queries).to.deep.equal(['Lisbon']);
      expect(ref.attribution).to.deep.equal({ text: 'Photo by Ana on Pexels', url: 'https://www.pexels.com/photo/1/' });
      expect((await stored(ref)).metadata.exif).to.equal(undefined);
    });

    it('falls through sources that fail, find nothing or answer with a non-image', async () => {
      const asked: string[] = [];
      const track = (name: string, answer: () => Promise<FoundPhoto | undefined>) =>
        source(name, async () => {
          asked.push(name);
          return answer();
        });
      sources.push(
        track('down', () => Promise.reject(new Error('ECONNREFUSED'))),
        track('empty', async () => undefined),
        track('liar', async () => ({ bytes: Buffer.from('<html>'), contentType: 'image/jpeg' })),
        track('offline', () => photo()),
      );
      const ref = await intake.fromSearch('Porto');
      expect(asked).to.deep.equal(['down', 'empty', 'liar', 'offline']);
      expect(ref.attribution).to.equal(undefined);
      expect(await blobCount()).to.equal(1);
    });

    it('fails when no source answers', async () => {
      sources.push(source('empty', async () => undefined));
      const error = await intake.fromSearch('Nowhere').catch((e: Error) => e);
      expect(error).to.be.instanceOf(Error);
    });
  });
});
