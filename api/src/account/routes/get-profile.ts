import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { accountRoutes } from '../contract.ts';
import { readProfile } from '../users.ts';

/** GET /api/account/profile → {firstName, lastName, email} of the caller (the account screen). */
export function registerGetProfileRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...accountRoutes.getProfile,
    handler: async (request) => {
      const profile = await readProfile(db, requireAuth(request).userId);
      if (!profile) throw notFound('Usuario no encontrado');
      return profile;
    },
  });
}
