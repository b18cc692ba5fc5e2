import type { AppContext } from '../app-context.ts';
import type { ApiApp } from '../http/contract.ts';
import { registerDatabaseFaultRoutes } from './database-fault.ts';
import { registerOutboxRoute } from './outbox.ts';
import { registerPublicOrderLinksRoute } from './public-order-links.ts';

/**
 * Development tools (`/dev/*`): the e-mail outbox, the database fault switch and the demo's public
 * order links. Registered only in development mode (API_MODE=development: `npm start`, the
 * journeys, the tests); never by default.
 */
export async function devToolsPlugin(app: ApiApp, context: AppContext): Promise<void> {
  registerOutboxRoute(app, context);
  registerDatabaseFaultRoutes(app, context);
  registerPublicOrderLinksRoute(app, context);
}
