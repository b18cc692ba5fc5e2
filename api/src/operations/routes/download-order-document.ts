import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { operationsRoutes } from '../contract.ts';
import { documentLinkToken, findDocumentFile } from '../order-documents.ts';

/**
 * GET /api/order-documents/:id/download → {fileUrl}: a link to the document's file
 * (GET /downloads/order-documents/:id?token, order-document-file.ts), fetched with the bearer
 * token of a user of the store within 10 minutes. Another store's document, or one whose file is
 * gone: 404.
 */
export function registerDownloadOrderDocumentRoute(
  app: ApiApp,
  { db, uploads, publicUrl }: AppContext,
): void {
  app.route({
    ...operationsRoutes.downloadOrderDocument,
    handler: async (request) => {
      const storeId = requireStore(request);
      const { id } = request.params;
      if (!(await findDocumentFile(db, storeId, id))) {
        throw notFound(OPERATIONS_MESSAGES.documentNotFound);
      }
      const token = documentLinkToken(uploads, storeId, id);
      return { fileUrl: `${publicUrl}/downloads/order-documents/${id}?token=${token}` };
    },
  });
}
