import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { listClientAddresses } from '../client-queries.ts';
import { operationsRoutes } from '../contract.ts';

/**
 * GET /api/clients/:id/addresses — the Direcciones tab: shipping then billing addresses, the
 * default first. Another store's client is a 404, as an unknown one.
 */
export function registerListClientAddressesRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...operationsRoutes.listClientAddresses,
    handler: async (request) => {
      const addresses = await listClientAddresses(db, requireStore(request), request.params.id);
      if (!addresses) throw notFound(OPERATIONS_MESSAGES.clientNotFound);
      return { addresses };
    },
  });
}
