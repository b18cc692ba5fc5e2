import { CATALOGUE_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import { categoryTree, findCategory, lockCategoryTree, moveCategory } from '../category-queries.ts';
import { catalogueRoutes } from '../contract.ts';

const m = CATALOGUE_MESSAGES;

/**
 * PUT /api/categories/move/:direction/:id → 200 with the whole tree (the siblings' positions
 * change too). up/down swap it with its neighbour; in puts it inside its previous sibling; out
 * puts it after its parent. Where the screen hides the arrow (the first going up, the last going
 * down, a root going out, the first going in) or a third level would appear, 409 with the reason.
 */
export function registerMoveCategoryRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...catalogueRoutes.moveCategory,
    handler: async (request) => {
      const storeId = requireStore(request);
      const id = request.params.id.toLowerCase();
      const categoryId = request.body?.categoryId;
      if (categoryId && categoryId.toLowerCase() !== id) throw badRequest(m.categoryIdMismatch);
      await db.transaction(async (tx) => {
        await lockCategoryTree(tx, storeId);
        const category = await findCategory(tx, storeId, id);
        if (!category) throw notFound(m.categoryNotFound);
        const problem = await moveCategory(tx, storeId, category, request.params.direction);
        if (problem) throw new HttpError(409, problem);
      });
      return { categories: await categoryTree(db, storeId) };
    },
  });
}
