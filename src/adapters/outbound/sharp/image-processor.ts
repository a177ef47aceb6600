import type sharpModule from 'sharp';
import type { FormatEnum, Metadata, Sharp } from 'sharp';
import { lazyRequire } from '../shared/lazy-require.js';
import type {
  AcceptedImageType,
  ImageProcessor,
  NormalizedImage,
  StoredImageType,
} from '../../../application/ports/image-processor.port.js';
import { ContentRefusedError } from '../../../application/shared/content-refused.js';
import { decodeHeic } from './heic-decoder.js';

/** libvips and its bindings load with the first image, not with the process. */
const sharp = lazyRequire<typeof sharpModule>('sharp');

/** Pictures with more pixels are refused before decoding (a 10 MiB file can hide a huge bitmap). */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Longest edge stored; larger pictures are scaled down, never up. */
export const MAX_IMAGE_EDGE = 4096;

const FORMAT_OF: Record<AcceptedImageType, keyof FormatEnum> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heif',
};

const unreadable = (type: string): ContentRefusedError =>
  new ContentRefusedError('unsupportedMediaType', `The image could not be decoded as ${type}.`);

/**
 * Image normalisation with sharp (libvips). sharp writes no metadata unless asked to, so every
 * output is free of EXIF (GPS included), XMP, IPTC and ICC; orientation is applied to the pixels
 * first so pictures stay upright. JPEG, PNG and WebP keep their format.
 *
 * HEIC: sharp's prebuilt libvips reads HEIF containers but has no HEVC decoder (patents), so
 * HEVC-coded pictures are decoded by libheif compiled to WebAssembly (heic-decode, in a worker thread),
 * which applies the container's rotation and mirroring, and are stored as JPEG. AV1-coded HEIF (AVIF) goes through
 * sharp directly. A file neither can decode is refused as unsupportedMediaType.
 */
export class SharpImageProcessor implements ImageProcessor {
  async normalize(bytes: Buffer, type: AcceptedImageType): Promise<NormalizedImage> {
    const metadata = await sharp()(bytes).metadata().catch(() => {
      throw unreadable(type);
    });
    if (metadata.format !== FORMAT_OF[type]) throw unreadable(type);
    // Only the first frame of an animation is read, so its size is what counts.
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IMAGE_PIXELS) {
      throw new ContentRefusedError('payloadTooLarge', `Images are limited to ${MAX_IMAGE_PIXELS / 1e6} megapixels.`);
    }
    const contentType: StoredImageType = type === 'image/heic' ? 'image/jpeg' : type;
    const image = (await this.decode(bytes, type, metadata)).resize({
      width: MAX_IMAGE_EDGE,
      height: MAX_IMAGE_EDGE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    try {
      return { bytes: await encode(image, contentType).toBuffer(), contentType };
    } catch {
      throw unreadable(type);
    }
  }

  private async decode(bytes: Buffer, type: AcceptedImageType, metadata: Metadata): Promise<Sharp> {
    if (type === 'image/heic' && metadata.compression === 'hevc') {
      const decoded = await decodeHeic(bytes).catch(() => {
        throw unreadable(type);
      });
      const rgba = Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength);
      return sharp()(rgba, { raw: { width: decoded.width, height: decoded.height, channels: 4 } });
    }
    return sharp()(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient();
  }
}

function encode(image: Sharp, contentType: StoredImageType): Sharp {
  switch (contentType) {
    case 'image/jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true });
    case 'image/png':
      return image.png({ compressionLevel: 9 });
    case 'image/webp':
      return image.webp({ quality: 85 });
  }
}
