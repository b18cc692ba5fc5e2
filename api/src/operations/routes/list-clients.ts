import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { asReply } from '../../http/json-text.ts';
import { listClients } from '../client-queries.ts';
import { operationsRoutes } from '../contract.ts';

/**
 * GET /api/clients — the store's clients (spec 3, Clients list): search (name, e-mail, phone or
 * RUT, ignoring case and accents), status, sortBy (createdAt, name, totalSpent, totalOrders),
 * sortDirection, page, perPage. {data, total, page, perPage}.
 */
export function registerListClientsRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...operationsRoutes.listClients,
    handler: async (request) =>
      asReply(await listClients(db, requireStore(request), request.query)),
  });
}
