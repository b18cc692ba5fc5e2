import { CATALOGUE_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { categoryNode, setCategoryEnabled } from '../category-queries.ts';
import { catalogueRoutes } from '../contract.ts';

const m = CATALOGUE_MESSAGES;

/**
 * PUT /api/categories/visibility/:action/:id {categoryId} → 200 with the category: show or hide
 * it ("Categoría visible", isEnabled). Its subcategories keep their own setting.
 */
export function registerSetCategoryVisibilityRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...catalogueRoutes.setCategoryVisibility,
    handler: async (request) => {
      const storeId = requireStore(request);
      const id = request.params.id.toLowerCase();
      const categoryId = request.body?.categoryId;
      if (categoryId && categoryId.toLowerCase() !== id) throw badRequest(m.categoryIdMismatch);
      const enabled = request.params.action === 'show';
      if (!(await setCategoryEnabled(db, storeId, id, enabled))) {
        throw notFound(m.categoryNotFound);
      }
      const category = await categoryNode(db, storeId, id);
      if (!category) throw notFound(m.categoryNotFound);
      return category;
    },
  });
}
