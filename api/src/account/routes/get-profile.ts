import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { accountRoutes } from '../contract.ts';
import { findPendingEmail } from '../email-change.ts';
import { readProfile } from '../users.ts';

/**
 * GET /api/account/profile → {firstName, lastName, email, pendingEmail} of the caller (the account
 * screen): `email` is the confirmed one, `pendingEmail` a new one still waiting for its code.
 */
export function registerGetProfileRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...accountRoutes.getProfile,
    handler: async (request) => {
      const { userId } = requireAuth(request);
      const profile = await readProfile(db, userId);
      if (!profile) throw notFound('Usuario no encontrado');
      return { ...profile, pendingEmail: await findPendingEmail(db, userId) };
    },
  });
}
