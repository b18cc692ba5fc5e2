import { requireAuth } from '../../auth/authentication.ts';
import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { STORE_NOT_FOUND } from '../../http/errors.ts';
import { accountRoutes } from '../contract.ts';
import { findOwnedStore } from '../users.ts';

/**
 * GET /api/auth/login — the store check the shell runs after login: 200 with the caller's store,
 * or 404 'Store not found' (the shell then sends the merchant to /store-setup).
 */
export function registerStoreCheckRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...accountRoutes.checkStore,
    handler: async (request, reply) => {
      const { userId } = requireAuth(request);
      const store = await findOwnedStore(db, userId);
      if (!store) {
        return reply
          .code(404)
          .send({ hasStore: false as const, statusCode: 404 as const, message: STORE_NOT_FOUND });
      }
      return { hasStore: true as const, statusCode: 200 as const, message: 'OK', store };
    },
  });
}
