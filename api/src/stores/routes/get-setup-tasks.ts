import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { storesRoutes } from '../contract.ts';
import { requireStore } from '../../auth/authentication.ts';
import { STORE_NOT_FOUND, notFound } from '../../http/errors.ts';
import { readSetup } from '../setup-tasks.ts';

/**
 * GET /api/setup/tasks → {isStorePublished, tasks: {<key>: {id, title, description, path, icon,
 * isCompleted, disabled}}}: the setup guide of the caller's store, computed from its data.
 */
export function registerGetSetupTasksRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...storesRoutes.getSetupTasks,
    handler: async (request) => {
      const storeId = requireStore(request);
      const setup = await readSetup(db, storeId);
      if (!setup) throw notFound(STORE_NOT_FOUND);
      return setup;
    },
  });
}
