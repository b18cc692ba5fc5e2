import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Queryable } from '../db/index.ts';
import { HttpError, STORE_NOT_FOUND, notFound } from '../http/errors.ts';
import { bearerToken, type AccessTokenVerifier } from './access-token.ts';
import { isPublicRoute } from './public-routes.ts';

/** Who is calling: taken from the verified token and the database, never from the request body. */
export interface AuthContext {
  userId: string;
  /** The caller's store (stores.owner_user_id = sub), or null when they have none yet. */
  storeId: string | null;
  roles: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const unauthorized = (message: string) => new HttpError(401, message);

/**
 * Verifies the bearer access token on every route of the scope it is installed in, except the
 * PUBLIC_ROUTES (which still get `request.auth` when a valid token is sent), and loads the
 * caller's store.
 */
export function installAuthentication(
  scope: FastifyInstance,
  options: { db: Queryable; verifyAccessToken: AccessTokenVerifier },
): void {
  async function authenticate(request: FastifyRequest): Promise<AuthContext> {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized('Falta el token de acceso');
    const verified = await options.verifyAccessToken(token).catch(() => {
      throw unauthorized('Token de acceso inválido o expirado');
    });
    const { rows } = await options.db.query<{ userId: string; storeId: string | null }>(
      `select u.id::text as "userId", s.id::text as "storeId"
       from users u left join stores s on s.owner_user_id = u.id
       where u.id = $1`,
      [verified.sub],
    );
    const row = rows[0];
    if (!row) throw unauthorized('Token de acceso inválido o expirado');
    return { userId: row.userId, storeId: row.storeId, roles: verified.roles };
  }

  scope.decorateRequest('auth', null);
  scope.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    if (isPublicRoute(request.method, request.routeOptions.url)) {
      if (request.headers.authorization)
        request.auth = await authenticate(request).catch(() => null);
      return;
    }
    try {
      request.auth = await authenticate(request);
    } catch (error) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw error;
    }
  });
}

/** The authenticated caller (only call from routes that are not public). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized('Falta el token de acceso');
  return request.auth;
}

/** The caller's store id; 404 'Store not found' when the caller has no store yet. */
export function requireStore(request: FastifyRequest): string {
  const { storeId } = requireAuth(request);
  if (!storeId) throw notFound(STORE_NOT_FOUND);
  return storeId;
}
