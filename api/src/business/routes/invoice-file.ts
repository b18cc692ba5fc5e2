import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import { notFound } from '../../http/errors.ts';
import { LocalBlobStore } from '../../uploads/local-blob-store.ts';
import {
  INVOICE_MESSAGES,
  invoiceFileName,
  isValidInvoiceLinkToken,
  readInvoiceDocument,
} from '../invoices.ts';
import { renderInvoicePdf } from '../invoices-pdf.ts';

/**
 * GET /downloads/invoices/:id?token → the invoice as a PDF made on the fly, saved as
 * 'factura-{period}-{number}.pdf'. Like an order's document, it needs the bearer token of a user
 * of the store (the scope it is registered in authenticates: 401 without) and the link's token
 * (signed for that store and invoice, valid 10 minutes, nothing stored); another store's invoice,
 * a pending one, a wrong or expired token → 404. Never cached.
 */
export function registerInvoiceFileRoute(app: FastifyInstance, { db, uploads }: AppContext): void {
  app.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    '/downloads/invoices/:id',
    async (request, reply) => {
      const storeId = requireStore(request);
      const { id } = request.params;
      const token = typeof request.query.token === 'string' ? request.query.token : undefined;
      const document =
        LocalBlobStore.isUuid(id) && isValidInvoiceLinkToken(uploads, storeId, id, token)
          ? await readInvoiceDocument(db, storeId, id)
          : undefined;
      if (!document) throw notFound(INVOICE_MESSAGES.notFound);
      const bytes = await renderInvoicePdf(document);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${invoiceFileName(document.invoice)}"`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(bytes));
    },
  );
}
