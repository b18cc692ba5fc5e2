import type { AppContext } from '../app-context.ts';
import type { ApiApp } from '../http/contract.ts';
import { registerAdjustProductStockRoute } from './routes/adjust-product-stock.ts';
import { registerArchiveProductRoute } from './routes/archive-product.ts';
import { registerCategoryFullNamesRoutes } from './routes/category-full-names.ts';
import { registerCreateCategoryRoute } from './routes/create-category.ts';
import { registerCreateProductRoute } from './routes/create-product.ts';
import { registerDeleteCategoryRoute } from './routes/delete-category.ts';
import { registerEmbedProductRoutes } from './routes/embed-product.ts';
import { registerGetProductEmbedRoute } from './routes/get-product-embed.ts';
import { registerGetProductRoute } from './routes/get-product.ts';
import { registerListCategoriesRoute } from './routes/list-categories.ts';
import { registerListProductsRoute } from './routes/list-products.ts';
import { registerMoveCategoryRoute } from './routes/move-category.ts';
import { registerSetCategoryVisibilityRoute } from './routes/set-category-visibility.ts';
import { registerSetProductVisibilityRoute } from './routes/set-product-visibility.ts';
import { registerUpdateCategoryRoute } from './routes/update-category.ts';
import { registerUpdateProductRoute } from './routes/update-product.ts';

/**
 * Catalogue: products (list, create, read, update, archive, visibility, stock), the embed of a
 * product on the merchant's own site, and the category tree.
 */
export async function cataloguePlugin(app: ApiApp, context: AppContext): Promise<void> {
  registerListProductsRoute(app, context);
  registerCreateProductRoute(app, context);
  registerGetProductRoute(app, context);
  registerUpdateProductRoute(app, context);
  registerArchiveProductRoute(app, context);
  registerSetProductVisibilityRoute(app, context);
  registerAdjustProductStockRoute(app, context);
  registerGetProductEmbedRoute(app, context);
  registerEmbedProductRoutes(app, context);
  registerListCategoriesRoute(app, context);
  registerCreateCategoryRoute(app, context);
  registerUpdateCategoryRoute(app, context);
  registerDeleteCategoryRoute(app, context);
  registerMoveCategoryRoute(app, context);
  registerSetCategoryVisibilityRoute(app, context);
  registerCategoryFullNamesRoutes(app, context);
}
