import type { AppContext } from '../app-context.ts';
import type { ApiApp } from '../http/contract.ts';
import { registerListOrdersRoute } from './routes/list-orders.ts';

/** Operations: orders (and, next, clients). */
export async function operationsPlugin(app: ApiApp, context: AppContext): Promise<void> {
  registerListOrdersRoute(app, context);
}
