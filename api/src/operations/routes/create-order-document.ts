import type { AppContext } from '../../app-context.ts';
import { requireAuth, requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { operationsRoutes } from '../contract.ts';
import { addOrderDocument, documentName } from '../order-documents.ts';

/**
 * POST /api/order-documents {orderUuid, uploadUuid, filename} → 201 the document: the last of the
 * three upload steps (spec 3 §7), after the file was PUT to its signed URL. The name is the file
 * name trimmed, of an allowed type (400 'Tipo de archivo no permitido…'), unique on the order (409
 * 'Ya existe un archivo con el nombre "{name}"…'); the upload must be the store's, stored, of that
 * type and not another document's. The order's activity records 'Documento agregado: {name}'.
 */
export function registerCreateOrderDocumentRoute(app: ApiApp, { db, uploads }: AppContext): void {
  app.route({
    ...operationsRoutes.createOrderDocument,
    handler: async (request, reply) => {
      const storeId = requireStore(request);
      const { userId } = requireAuth(request);
      const { orderUuid, uploadUuid, filename } = request.body;
      const { name, contentType } = documentName(filename);
      const document = await db.transaction((tx) =>
        addOrderDocument(tx, uploads, {
          storeId,
          userId,
          orderId: orderUuid,
          uploadId: uploadUuid,
          name,
          contentType,
        }),
      );
      return reply.code(201).send(document);
    },
  });
}
