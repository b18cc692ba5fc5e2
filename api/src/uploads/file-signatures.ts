import { ORDER_DOCUMENT } from '@platform/shared/constants';

import type { UploadContentType } from './local-blob-store.ts';

const DOCUMENT = ORDER_DOCUMENT.types;

/** The names the Spanish messages give each type. */
export const FILE_TYPE_NAMES: Record<UploadContentType, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/avif': 'AVIF',
  [DOCUMENT.pdf]: 'PDF',
  [DOCUMENT.docx]: 'DOCX',
  [DOCUMENT.doc]: 'DOC',
  [DOCUMENT.xls]: 'XLS',
  [DOCUMENT.xlsx]: 'XLSX',
  [DOCUMENT.txt]: 'TXT',
};

const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString('latin1');

const startsWith = (prefix: number[]) => (bytes: Buffer) =>
  bytes.subarray(0, prefix.length).equals(Buffer.from(prefix));

/** AVIF is an ISO-BMFF file: a leading `ftyp` box whose major or a compatible brand is avif/avis. */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4)
    brands.push(ascii(bytes, offset, offset + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/** Text: UTF-8 (a byte-order mark allowed) without NUL bytes, which no text file has. */
function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** DOCX and XLSX are ZIP containers (Office Open XML). */
const ZIP = startsWith([0x50, 0x4b, 0x03, 0x04]);
/** DOC and XLS are OLE compound files (Office 97-2003). */
const OLE = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const SIGNATURES: Record<UploadContentType, (bytes: Buffer) => boolean> = {
  'image/jpeg': startsWith([0xff, 0xd8, 0xff]),
  'image/png': startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/webp': (bytes) => ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP',
  'image/gif': (bytes) => ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6)),
  'image/avif': isAvif,
  [DOCUMENT.pdf]: (bytes) => ascii(bytes, 0, 5) === '%PDF-',
  [DOCUMENT.docx]: ZIP,
  [DOCUMENT.xlsx]: ZIP,
  [DOCUMENT.doc]: OLE,
  [DOCUMENT.xls]: OLE,
  [DOCUMENT.txt]: isUtf8Text,
};

/**
 * Whether the bytes are a file of the declared type (its magic bytes; for text, valid UTF-8), so a
 * URL signed for an image or a document cannot store an HTML page or a script served back under
 * that type.
 */
export function matchesContentType(contentType: string, bytes: Buffer): boolean {
  const check = SIGNATURES[contentType as UploadContentType] as
    ((bytes: Buffer) => boolean) | undefined;
  return check ? check(bytes) : false;
}

/** The 415 message when the bytes are not of the declared type. */
export function notOfTypeMessage(contentType: string, isImage: boolean): string {
  const name = FILE_TYPE_NAMES[contentType as UploadContentType] ?? contentType;
  return isImage
    ? `El archivo no es una imagen ${name} válida`
    : `El archivo no es un documento ${name} válido`;
}
