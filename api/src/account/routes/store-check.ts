import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../auth/authentication.ts';
import { STORE_NOT_FOUND } from '../../http/errors.ts';

interface StoreSummary {
  id: string;
  name: string;
  subdomain: string;
  publishedAt: string | null;
}

/**
 * GET /api/auth/login — the store check the shell runs after login: 200 with the caller's store,
 * or 404 'Store not found' (the shell then sends the merchant to /store-setup).
 */
export function registerStoreCheckRoute(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/auth/login', async (request, reply) => {
    const { userId } = requireAuth(request);
    const { rows } = await db.query<{
      id: string;
      name: string;
      subdomain: string;
      publishedAt: Date | string | null;
    }>(
      `select id::text as id, name, subdomain, published_at as "publishedAt"
       from stores where owner_user_id = $1`,
      [userId],
    );
    const store = rows[0];
    if (!store) {
      return reply.code(404).send({ hasStore: false, statusCode: 404, message: STORE_NOT_FOUND });
    }
    const summary: StoreSummary = {
      id: store.id,
      name: store.name,
      subdomain: store.subdomain,
      publishedAt: store.publishedAt === null ? null : new Date(store.publishedAt).toISOString(),
    };
    return { hasStore: true, statusCode: 200, message: 'OK', store: summary };
  });
}
