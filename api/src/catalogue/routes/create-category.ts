import { CATALOGUE_MESSAGES, categorySchema } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { HttpError, badRequest } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import {
  categoryNode,
  insertCategory,
  lockCategoryTree,
  parentProblem,
} from '../category-queries.ts';
import { catalogueRoutes } from '../contract.ts';

/**
 * POST /api/categories → 201 with the new category, last among its siblings. The body is the
 * category form (spec 2 §5): name, description, parentId (a root of the store: two levels),
 * isEnabled, and the uuid the client chose for it, if any (409 when the store already has it).
 */
export function registerCreateCategoryRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...catalogueRoutes.createCategory,
    handler: async (request, reply) => {
      const storeId = requireStore(request);
      const values = validate(categorySchema, request.body);
      const id = await db.transaction(async (tx) => {
        await lockCategoryTree(tx, storeId);
        if (values.parentId) {
          const problem = await parentProblem(tx, storeId, values.parentId.toLowerCase(), null);
          if (problem) throw badRequest(problem, { fields: { parentId: problem } });
        }
        const created = await insertCategory(tx, storeId, values.uuid?.toLowerCase() ?? null, {
          name: values.name,
          description: values.description ?? '',
          parentId: values.parentId?.toLowerCase() ?? null,
          isEnabled: values.isEnabled,
        });
        if (!created) {
          throw new HttpError(409, CATALOGUE_MESSAGES.categoryUuidTaken, {
            fields: { uuid: CATALOGUE_MESSAGES.categoryUuidTaken },
          });
        }
        return created;
      });
      const created = await categoryNode(db, storeId, id);
      if (!created) throw new Error('the created category was not found');
      return reply.code(201).send(created);
    },
  });
}
