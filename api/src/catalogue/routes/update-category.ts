import { CATALOGUE_MESSAGES, categorySchema } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import {
  categoryNode,
  findCategory,
  lockCategoryTree,
  parentProblem,
  updateCategory,
} from '../category-queries.ts';
import { catalogueRoutes } from '../contract.ts';

const m = CATALOGUE_MESSAGES;

/**
 * PUT /api/categories/:id → 200 with the category. The create call's body (spec 2 §7 "the same
 * payload"); a field left out keeps its value. A new parent must be a root of the store other
 * than the category itself or one of its subcategories, and a category with subcategories stays
 * a root (two levels, spec 2 §4): 400 with the reason otherwise. It goes last under a new parent.
 */
export function registerUpdateCategoryRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...catalogueRoutes.updateCategory,
    handler: async (request) => {
      const storeId = requireStore(request);
      const id = request.params.id.toLowerCase();
      const body = request.body;
      const values = validate(categorySchema, body);
      if (values.uuid && values.uuid.toLowerCase() !== id) throw badRequest(m.categoryIdMismatch);
      await db.transaction(async (tx) => {
        await lockCategoryTree(tx, storeId);
        const current = await findCategory(tx, storeId, id);
        if (!current) throw notFound(m.categoryNotFound);
        const { rows } = await tx.query<{ description: string; isEnabled: boolean }>(
          `select description, is_enabled as "isEnabled" from categories
           where store_id = $1 and id = $2`,
          [storeId, id],
        );
        const saved = rows[0];
        const parentId =
          'parentId' in body ? (values.parentId?.toLowerCase() ?? null) : current.parentId;
        if (parentId && parentId !== current.parentId) {
          const problem = await parentProblem(tx, storeId, parentId, current);
          if (problem) throw badRequest(problem, { fields: { parentId: problem } });
        }
        await updateCategory(tx, storeId, current, {
          name: values.name,
          description:
            'description' in body ? (values.description ?? '') : (saved?.description ?? ''),
          parentId,
          isEnabled: 'isEnabled' in body ? values.isEnabled : (saved?.isEnabled ?? true),
        });
      });
      const category = await categoryNode(db, storeId, id);
      if (!category) throw notFound(m.categoryNotFound);
      return category;
    },
  });
}
