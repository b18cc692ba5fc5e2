import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { categoryTree } from '../category-queries.ts';
import { catalogueRoutes } from '../contract.ts';

/**
 * GET /api/categories — the store's category tree (spec 2 §2 "Category manager"): roots and their
 * subcategories in order, each with its product count and its full name ("Café > Café en grano").
 */
export function registerListCategoriesRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...catalogueRoutes.listCategories,
    handler: async (request) => ({ categories: await categoryTree(db, requireStore(request)) }),
  });
}
