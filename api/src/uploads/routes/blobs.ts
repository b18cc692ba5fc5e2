import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { IMAGE_TYPE_NAMES, matchesImageType } from '../image-signatures.ts';
import { LocalBlobStore, MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES } from '../local-blob-store.ts';
import { lockUpload, recordUploadedFile } from '../upload-records.ts';

interface BlobParams {
  uuid: string;
}

interface SignedQuery {
  expires?: string;
  signature?: string;
}

/**
 * PUT /uploads/:uuid (the signed URL: bytes in the body, the signed content type) and
 * GET /uploads/:uuid (public, immutable). The signature is the authorization, not a bearer token.
 * A URL stores one file: the bytes must be an image of the signed type (415 otherwise), and once
 * its file is stored the upload is no longer pending, so the URL answers 409 and the file served
 * as immutable never changes.
 */
export function registerBlobRoutes(app: FastifyInstance, { db, uploads }: AppContext): void {
  app.addContentTypeParser(
    [...UPLOAD_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.put<{ Params: BlobParams; Querystring: SignedQuery }>(
    '/uploads/:uuid',
    { bodyLimit: MAX_UPLOAD_BYTES },
    async (request, reply) => {
      const { uuid } = request.params;
      if (!LocalBlobStore.isUuid(uuid)) throw notFound('Archivo no encontrado');
      const contentType =
        (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      uploads.verify(uuid, contentType, request.query.expires, request.query.signature);
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) {
        throw new HttpError(400, 'El archivo está vacío');
      }
      if (!matchesImageType(contentType, body)) {
        const name = IMAGE_TYPE_NAMES[contentType as keyof typeof IMAGE_TYPE_NAMES] ?? contentType;
        throw new HttpError(415, `El archivo no es una imagen ${name} válida`);
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
      return reply.code(200).send({ uploadUuid: uuid, url: `/uploads/${uuid}`, size: body.length });
    },
  );

  app.get<{ Params: BlobParams }>('/uploads/:uuid', async (request, reply) => {
    const blob = LocalBlobStore.isUuid(request.params.uuid)
      ? await uploads.read(request.params.uuid)
      : undefined;
    if (!blob) throw notFound('Archivo no encontrado');
    return reply
      .header('content-type', blob.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(blob.bytes);
  });
}
