import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { requireStore } from '../../auth/authentication.ts';
import { businessRoutes } from '../contract.ts';
import { listInvoices } from '../invoices.ts';

/**
 * GET /api/business/invoices → {invoices}: the platform's invoices to the caller's store, newest
 * period first, the current month's still pending (spec 3 §3 "Invoice", §7). The screen pages them.
 */
export function registerListInvoicesRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...businessRoutes.listInvoices,
    handler: async (request) => ({ invoices: await listInvoices(db, requireStore(request)) }),
  });
}
