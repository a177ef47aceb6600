/** The image types an upload may declare (docs/interface.md "Images"). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** What is stored and served: HEIC is converted, since browsers cannot show it. */
export type StoredImageType = Exclude<AcceptedImageType, 'image/heic'>;

export interface NormalizedImage {
  bytes: Buffer;
  contentType: StoredImageType;
}

/**
 * Turns untrusted image bytes into what we store: decoded, turned upright (EXIF orientation applied),
 * bounded in size, re-encoded with NO metadata at all (no EXIF, GPS, XMP, IPTC or maker notes).
 * Rejects with ContentRefusedError 'unsupportedMediaType' when the bytes cannot be decoded as `type`, and
 * 'payloadTooLarge' when the picture has more pixels than the adapter will decode.
 */
export interface ImageProcessor {
  normalize(bytes: Buffer, type: AcceptedImageType): Promise<NormalizedImage>;
}
