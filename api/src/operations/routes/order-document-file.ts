import type { FastifyInstance } from 'fastify';

import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import { notFound } from '../../http/errors.ts';
import { LocalBlobStore } from '../../uploads/local-blob-store.ts';
import { findDocumentFile, isValidDocumentLinkToken } from '../order-documents.ts';

/** RFC 6266: an ASCII fallback plus the UTF-8 name. */
function attachment(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * GET /downloads/order-documents/:id?token → the document's file as an attachment under its own
 * name and type. Like a report's file, it needs the bearer token of a user of the store (the scope
 * it is registered in authenticates: 401 without) and the link's token (signed for that store and
 * document, valid 10 minutes, nothing stored); another store's document, a wrong or expired token
 * → 404. The file is never cached.
 */
export function registerOrderDocumentFileRoute(
  app: FastifyInstance,
  { db, uploads }: AppContext,
): void {
  app.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    '/downloads/order-documents/:id',
    async (request, reply) => {
      const storeId = requireStore(request);
      const { id } = request.params;
      const token = typeof request.query.token === 'string' ? request.query.token : undefined;
      const file =
        LocalBlobStore.isUuid(id) && isValidDocumentLinkToken(uploads, storeId, id, token)
          ? await findDocumentFile(db, storeId, id)
          : undefined;
      const blob = file ? await uploads.read(file.uploadId) : undefined;
      if (!file || !blob) throw notFound(OPERATIONS_MESSAGES.documentNotFound);
      // Text was checked to be UTF-8 when it was uploaded: say so, so no browser guesses.
      const contentType =
        file.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : file.contentType;
      return reply
        .header('content-type', contentType)
        .header('content-disposition', attachment(file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(blob.bytes);
    },
  );
}
