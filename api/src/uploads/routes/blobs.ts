import type { FastifyInstance } from 'fastify';

import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { matchesContentType, notOfTypeMessage } from '../file-signatures.ts';
import {
  LocalBlobStore,
  MAX_UPLOAD_BYTES,
  UPLOAD_CONTENT_TYPES,
  isImageContentType,
} from '../local-blob-store.ts';
import { lockUpload, recordUploadedFile } from '../upload-records.ts';

interface BlobParams {
  uuid: string;
}

interface SignedQuery {
  expires?: string;
  signature?: string;
}

const contentTypeOf = (header: string | undefined) =>
  (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * PUT /uploads/:uuid (the signed URL: bytes in the body, the signed content type) and
 * GET /uploads/:uuid (public, immutable, images only). The signature is the authorization, not a
 * bearer token. A URL stores one file: the bytes must be a file of the signed type (415
 * otherwise), and once its file is stored the upload is no longer pending, so the URL answers 409
 * and the file served as immutable never changes. An order's document is never served here: only
 * through its download link (operations/routes/order-document-file.ts).
 */
export function registerBlobRoutes(app: FastifyInstance, { db, uploads }: AppContext): void {
  // This scope reads every upload type as bytes, text/plain included (fastify's own parser would
  // decode it as a string).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    [...UPLOAD_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.put<{ Params: BlobParams; Querystring: SignedQuery }>(
    '/uploads/:uuid',
    {
      bodyLimit: MAX_UPLOAD_BYTES,
      // A declared size over the limit is refused before the body is read, with the spec's words.
      onRequest: async (request) => {
        if (Number(request.headers['content-length']) > MAX_UPLOAD_BYTES) {
          throw new HttpError(413, OPERATIONS_MESSAGES.documentTooBig);
        }
      },
    },
    async (request, reply) => {
      const { uuid } = request.params;
      if (!LocalBlobStore.isUuid(uuid)) throw notFound('Archivo no encontrado');
      const contentType = contentTypeOf(request.headers['content-type']);
      uploads.verify(uuid, contentType, request.query.expires, request.query.signature);
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) {
        throw new HttpError(400, 'El archivo está vacío');
      }
      if (!matchesContentType(contentType, body)) {
        throw new HttpError(415, notOfTypeMessage(contentType, isImageContentType(contentType)));
      }
      // The file is written inside the transaction that uses the URL up: a failed write leaves
      // the upload pending, a second PUT waits for the first and then finds it used.
      await db.transaction(async (tx) => {
        const upload = await lockUpload(tx, uuid);
        if (!upload) throw notFound('Subida no encontrada');
        if (upload.status !== 'pending') {
          throw new HttpError(
            409,
            'Esta URL de subida ya se usó: pide una nueva para subir otro archivo',
          );
        }
        await uploads.save(uuid, contentType, body);
        await recordUploadedFile(tx, {
          storeId: upload.storeId,
          uploadUuid: uuid,
          sizeBytes: body.length,
        });
      });
      const url = isImageContentType(contentType) ? `/uploads/${uuid}` : null;
      return reply.code(200).send({ uploadUuid: uuid, url, size: body.length });
    },
  );

  app.get<{ Params: BlobParams }>('/uploads/:uuid', async (request, reply) => {
    const blob = LocalBlobStore.isUuid(request.params.uuid)
      ? await uploads.read(request.params.uuid)
      : undefined;
    // A document is private: here it is as unknown as a file that does not exist.
    if (!blob || !isImageContentType(blob.contentType)) throw notFound('Archivo no encontrado');
    return reply
      .header('content-type', blob.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(blob.bytes);
  });
}
