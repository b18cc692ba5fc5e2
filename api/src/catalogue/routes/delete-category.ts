import { CATALOGUE_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import {
  countProducts,
  deleteCategory,
  findCategory,
  lockCategoryTree,
} from '../category-queries.ts';
import { catalogueRoutes } from '../contract.ts';

const m = CATALOGUE_MESSAGES;

/**
 * DELETE /api/categories/:id {categoryId, productAction, targetCategoryId, childCategories} →
 * 200 {deletedIds, movedProducts, uncategorizedProducts}. The category goes with its
 * subcategories, which `childCategories` must list as the merchant saw them (409 when they
 * changed meanwhile). Their products are left uncategorized or moved to the target, a category of
 * the store outside the deleted ones; the choice is required while any of them is not archived.
 * One transaction: products and categories change together or not at all.
 */
export function registerDeleteCategoryRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...catalogueRoutes.deleteCategory,
    handler: async (request) => {
      const storeId = requireStore(request);
      const id = request.params.id.toLowerCase();
      const body = request.body ?? {};
      if (body.categoryId && body.categoryId.toLowerCase() !== id) {
        throw badRequest(m.categoryIdMismatch);
      }
      return db.transaction(async (tx) => {
        await lockCategoryTree(tx, storeId);
        const category = await findCategory(tx, storeId, id);
        if (!category) throw notFound(m.categoryNotFound);
        const seen = new Set((body.childCategories ?? []).map((child) => child.toLowerCase()));
        const actual = new Set(category.childIds);
        if (seen.size !== actual.size || [...seen].some((child) => !actual.has(child))) {
          throw new HttpError(409, m.childrenChanged);
        }
        const deleted = [category.id, ...category.childIds];
        const products = await countProducts(tx, storeId, deleted);
        const action = body.productAction ?? (products.active ? null : 'uncategorize');
        if (!action) {
          throw badRequest(m.productActionRequired, {
            fields: { productAction: m.productActionRequired },
          });
        }
        const target = body.targetCategoryId?.toLowerCase() ?? null;
        if (action === 'move') {
          const problem = !target
            ? m.targetRequired
            : deleted.includes(target)
              ? m.targetInside
              : !(await findCategory(tx, storeId, target))
                ? m.targetNotFound
                : null;
          if (problem) throw badRequest(problem, { fields: { targetCategoryId: problem } });
        }
        return deleteCategory(tx, storeId, category, action, target);
      });
    },
  });
}
