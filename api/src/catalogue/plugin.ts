import type { AppContext } from '../app-context.ts';
import type { ApiApp } from '../http/contract.ts';
import { registerCreateProductRoute } from './routes/create-product.ts';
import { registerListProductsRoute } from './routes/list-products.ts';

/** Catalogue: products (list with every filter, create). */
export async function cataloguePlugin(app: ApiApp, context: AppContext): Promise<void> {
  registerListProductsRoute(app, context);
  registerCreateProductRoute(app, context);
}
