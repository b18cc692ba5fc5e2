import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { LocalBlobStore, MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES } from '../local-blob-store.ts';
import { findUploadStore, recordUploadedFile } from '../upload-records.ts';

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
      const storeId = await findUploadStore(db, uuid);
      if (!storeId) throw notFound('Subida no encontrada');
      await uploads.save(uuid, contentType, body);
      await recordUploadedFile(db, { storeId, uploadUuid: uuid, sizeBytes: body.length });
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
