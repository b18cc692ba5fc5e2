import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { categoryTree, flattenTree } from '../category-queries.ts';
import { catalogueRoutes } from '../contract.ts';

/**
 * GET /api/categories/full-names — every category of the store with its display name (the
 * parent's name and its own joined with " > "), each root followed by its subcategories.
 * POST /api/categories/full-names {categoryIds} — the same for the given ids only; ids the store
 * does not have are left out, never an error that would tell they exist elsewhere.
 */
export function registerCategoryFullNamesRoutes(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...catalogueRoutes.listCategoryFullNames,
    handler: async (request) => ({
      categories: flattenTree(await categoryTree(db, requireStore(request))),
    }),
  });
  app.route({
    ...catalogueRoutes.findCategoryFullNames,
    handler: async (request) => {
      const all = flattenTree(await categoryTree(db, requireStore(request)));
      const wanted = request.body.categoryIds;
      if (!wanted) return { categories: all };
      const ids = new Set(wanted.map((id) => id.toLowerCase()));
      return { categories: all.filter((category) => ids.has(category.id)) };
    },
  });
}
