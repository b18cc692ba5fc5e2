import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { ORDER_DOCUMENT } from '@platform/shared/constants';

import { HttpError } from '../http/errors.ts';

/** Image types a merchant may upload (SVG is left out: it can carry scripts). Served publicly. */
export const IMAGE_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
/** An order's documents (spec 3 §5): private, served only through a document's download link. */
export const DOCUMENT_CONTENT_TYPES = [...new Set(Object.values(ORDER_DOCUMENT.types))];
export const UPLOAD_CONTENT_TYPES = [...IMAGE_CONTENT_TYPES, ...DOCUMENT_CONTENT_TYPES];
export type UploadContentType =
  | (typeof IMAGE_CONTENT_TYPES)[number]
  | (typeof ORDER_DOCUMENT.types)[keyof typeof ORDER_DOCUMENT.types];
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const isImageContentType = (contentType: string): boolean =>
  (IMAGE_CONTENT_TYPES as readonly string[]).includes(contentType);
export const isDocumentContentType = (contentType: string): boolean =>
  (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(contentType);
const URL_LIFETIME_SECONDS = 15 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface SignedUpload {
  uploadUuid: string;
  endpoint: string;
}

interface BlobMetadata {
  contentType: string;
  size: number;
  uploadedAt: string;
}

/**
 * The embedded stand-in for S3 pre-signed PUT URLs: the API signs (HMAC) an upload id, its content
 * type and an expiry; the browser PUTs the bytes to that URL; the blob is then served at the same
 * path. Production swaps this for S3 behind the same two calls.
 */
export class LocalBlobStore {
  readonly directory: string;
  readonly #key: string;
  readonly #publicUrl: string;

  constructor(options: { directory: string; signingKey: string; publicUrl: string }) {
    this.directory = options.directory;
    this.#key = options.signingKey;
    this.#publicUrl = options.publicUrl;
  }

  static isUuid(value: string): boolean {
    return UUID.test(value);
  }

  #sign(uuid: string, contentType: string, expires: number): string {
    return createHmac('sha256', this.#key)
      .update(`${uuid}\n${contentType}\n${expires}`)
      .digest('base64url');
  }

  createSignedUpload(contentType: string): SignedUpload {
    const uploadUuid = randomUUID();
    const expires = Math.floor(Date.now() / 1000) + URL_LIFETIME_SECONDS;
    const signature = this.#sign(uploadUuid, contentType, expires);
    return {
      uploadUuid,
      endpoint: `${this.#publicUrl}/uploads/${uploadUuid}?expires=${expires}&signature=${signature}`,
    };
  }

  /** Throws 403 unless the URL was signed by us for this content type and has not expired. */
  verify(
    uuid: string,
    contentType: string,
    expires: string | undefined,
    signature: string | undefined,
  ): void {
    const expiresAt = Number(expires);
    if (!signature || !Number.isSafeInteger(expiresAt)) {
      throw new HttpError(403, 'URL de subida inválida');
    }
    const expected = Buffer.from(this.#sign(uuid, contentType, expiresAt));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new HttpError(403, 'La firma de la URL de subida no es válida para este archivo');
    }
    if (expiresAt < Math.floor(Date.now() / 1000)) {
      throw new HttpError(403, 'La URL de subida expiró');
    }
  }

  /**
   * An HMAC of `message` with a key of its own for `purpose` (a download link's token), so a
   * token made for one use can never pass for another, nor for an upload URL's signature.
   */
  signLink(purpose: string, message: string): string {
    const key = createHmac('sha256', this.#key).update(`link:${purpose}`).digest();
    return createHmac('sha256', key).update(message).digest('base64url');
  }

  /** Whether `signature` is `signLink(purpose, message)` (compared in constant time). */
  verifyLink(purpose: string, message: string, signature: string): boolean {
    const expected = Buffer.from(this.signLink(purpose, message));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  #file(uuid: string): string {
    if (!UUID.test(uuid)) throw new HttpError(404, 'Archivo no encontrado');
    return path.join(this.directory, uuid);
  }

  async save(uuid: string, contentType: string, bytes: Buffer): Promise<void> {
    const file = this.#file(uuid);
    await mkdir(this.directory, { recursive: true });
    const metadata: BlobMetadata = {
      contentType,
      size: bytes.length,
      uploadedAt: new Date().toISOString(),
    };
    await writeFile(file, bytes);
    await writeFile(`${file}.json`, JSON.stringify(metadata));
  }

  async read(uuid: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
    const file = this.#file(uuid);
    try {
      const metadata = JSON.parse(await readFile(`${file}.json`, 'utf8')) as BlobMetadata;
      return { contentType: metadata.contentType, bytes: await readFile(file) };
    } catch {
      return undefined;
    }
  }

  /** Whether the upload's file is stored. */
  async exists(uuid: string): Promise<boolean> {
    const file = this.#file(uuid);
    return Promise.all([stat(file), stat(`${file}.json`)]).then(
      () => true,
      () => false,
    );
  }

  /** Writes and removes a probe file (the status page's uploads check). */
  async checkWritable(): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    const probe = path.join(this.directory, `.probe-${randomUUID()}`);
    await writeFile(probe, 'ok');
    await rm(probe, { force: true });
  }
}
