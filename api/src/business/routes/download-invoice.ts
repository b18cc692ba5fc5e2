import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { requireStore } from '../../auth/authentication.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { businessRoutes } from '../contract.ts';
import { INVOICE_MESSAGES, findInvoice, invoiceLinkToken } from '../invoices.ts';

/**
 * GET /api/business/invoices/:id/download → {fileUrl}: a link to the invoice's PDF
 * (GET /downloads/invoices/:id?token, invoice-file.ts), fetched with the bearer token of a user of
 * the store within 10 minutes (spec 3 §7). Another store's invoice: 404; a pending one has no
 * file yet: 409 (the screen offers no download for it).
 */
export function registerDownloadInvoiceRoute(
  app: ApiApp,
  { db, uploads, publicUrl }: AppContext,
): void {
  app.route({
    ...businessRoutes.downloadInvoice,
    handler: async (request) => {
      const storeId = requireStore(request);
      const { id } = request.params;
      const invoice = await findInvoice(db, storeId, id);
      if (!invoice) throw notFound(INVOICE_MESSAGES.notFound);
      if (invoice.status !== 'billed') throw conflict(INVOICE_MESSAGES.pending);
      const token = invoiceLinkToken(uploads, storeId, id);
      return { fileUrl: `${publicUrl}/downloads/invoices/${id}?token=${token}` };
    },
  });
}
