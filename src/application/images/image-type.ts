import { ACCEPTED_IMAGE_TYPES, type AcceptedImageType } from '../ports/image-processor.port.js';

const ascii = (bytes: Buffer, start: number, end: number): string => bytes.toString('latin1', start, end);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** HEIF major brands of HEVC-coded stills and sequences (and the generic image brands they use). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1']);

const SIGNATURES: ReadonlyArray<readonly [AcceptedImageType, (bytes: Buffer) => boolean]> = [
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/png', (b) => b.subarray(0, 8).equals(PNG_SIGNATURE)],
  ['image/webp', (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP'],
  ['image/heic', (b) => ascii(b, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(b, 8, 12))],
];

/** The accepted type the bytes' magic numbers name, if any. A check before any decoder sees them. */
export const sniffImageType = (bytes: Buffer): AcceptedImageType | undefined =>
  SIGNATURES.find(([, matches]) => matches(bytes))?.[0];

/** The accepted type a Content-Type header names (parameters and case ignored), if any. */
export function acceptedImageType(contentType: string | undefined): AcceptedImageType | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return ACCEPTED_IMAGE_TYPES.find((accepted) => accepted === type);
}
