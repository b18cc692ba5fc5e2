import type { UPLOAD_CONTENT_TYPES } from './local-blob-store.ts';

type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** The names the Spanish messages give the image types. */
export const IMAGE_TYPE_NAMES: Record<UploadContentType, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/avif': 'AVIF',
};

const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString('latin1');

/** AVIF is an ISO-BMFF file: a leading `ftyp` box whose major or a compatible brand is avif/avis. */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4)
    brands.push(ascii(bytes, offset, offset + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

const SIGNATURES: Record<UploadContentType, (bytes: Buffer) => boolean> = {
  'image/jpeg': (bytes) =>
    bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  'image/png': (bytes) =>
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (bytes) => ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP',
  'image/gif': (bytes) => ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6)),
  'image/avif': isAvif,
};

/**
 * Whether the bytes start as a file of the declared image type does (its magic bytes), so a URL
 * signed for an image cannot store an HTML page or a script served back under the image's type.
 */
export function matchesImageType(contentType: string, bytes: Buffer): boolean {
  const check = SIGNATURES[contentType as UploadContentType] as
    ((bytes: Buffer) => boolean) | undefined;
  return check ? check(bytes) : false;
}
