import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../auth/authentication.ts';
import { notFound } from '../../http/errors.ts';

/** GET /api/account/profile → {firstName, lastName, email} of the caller (the account screen). */
export function registerGetProfileRoute(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/account/profile', async (request) => {
    const { userId } = requireAuth(request);
    const { rows } = await db.query<{ firstName: string; lastName: string; email: string }>(
      `select first_name as "firstName", last_name as "lastName", email from users where id = $1`,
      [userId],
    );
    if (!rows[0]) throw notFound('Usuario no encontrado');
    return rows[0];
  });
}
