import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { operationsRoutes } from '../contract.ts';
import { listOrderDocuments } from '../order-documents.ts';

/**
 * GET /api/orders/:id/documents → {documents: [{id, name, date, contentType, size}]}, oldest first
 * (the order they were added in). Another store's order, or none: 404.
 */
export function registerListOrderDocumentsRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...operationsRoutes.listOrderDocuments,
    handler: async (request) => {
      const storeId = requireStore(request);
      const documents = await listOrderDocuments(db, storeId, request.params.id);
      if (!documents) throw notFound(OPERATIONS_MESSAGES.orderNotFound);
      return { documents };
    },
  });
}
