import type { AppContext } from '../app-context.ts';
import type { ApiApp } from '../http/contract.ts';
import { registerGetSetupTasksRoute } from './routes/get-setup-tasks.ts';
import { registerGetStoreRoute } from './routes/get-store.ts';
import { registerPublishStoreRoute } from './routes/publish-store.ts';
import { registerUpdateStoreRoute } from './routes/update-store.ts';

/** Store and setup: the store's settings, the setup guide's tasks and publishing the store. */
export async function storesPlugin(app: ApiApp, context: AppContext): Promise<void> {
  registerGetStoreRoute(app, context);
  registerUpdateStoreRoute(app, context);
  registerGetSetupTasksRoute(app, context);
  registerPublishStoreRoute(app, context);
}
