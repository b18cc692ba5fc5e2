import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { listClientHistory } from '../client-queries.ts';
import { operationsRoutes } from '../contract.ts';

/**
 * GET /api/clients/:id/history — the Historial tab's timeline, newest first. Another store's client
 * is a 404, as an unknown one.
 */
export function registerListClientHistoryRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...operationsRoutes.listClientHistory,
    handler: async (request) => {
      const history = await listClientHistory(db, requireStore(request), request.params.id);
      if (!history) throw notFound(OPERATIONS_MESSAGES.clientNotFound);
      return { history };
    },
  });
}
