import { PASSWORD_CHANGE_MESSAGES, passwordChangeSchema } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../auth/authentication.ts';
import { hashPassword } from '../../db/passwords.ts';
import type { ApiApp } from '../../http/contract.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { verifyCredentials } from '../../identity/accounts.ts';
import { tooManyAttemptsMessage } from '../../identity/login-throttle.ts';
import { accountRoutes } from '../contract.ts';
import { readProfile } from '../users.ts';

/**
 * POST /api/auth/change-password {currentPassword, newPassword} — the account screen's password
 * change (spec 3 §5, §7). The new password needs a strength of 3 of 5 and 8 characters (the
 * shared schema, as the dialog). The current one is checked through the same failed sign-in
 * counters as the login modal and the login page (identity/login-throttle.ts): a wrong one counts
 * as a failed sign-in of the account and is a 400 with a Spanish message (not a 401, which would
 * read as an expired session); while the account or address is locked it is a 429, and no
 * password is checked. The user's logins stay open: they have just proven the current password.
 */
export function registerChangePasswordRoute(app: ApiApp, { db, identity }: AppContext): void {
  app.route({
    ...accountRoutes.changePassword,
    handler: async (request, reply) => {
      const { userId } = requireAuth(request);
      const { currentPassword, newPassword } = validate(passwordChangeSchema, request.body);
      const profile = await readProfile(db, userId);
      if (!profile) throw notFound('Usuario no encontrado');

      const attempt = await identity.loginThrottle.begin(profile.email, request.ip);
      if (!attempt.allowed) {
        reply.header('retry-after', String(attempt.retryAfterSeconds));
        throw new HttpError(429, tooManyAttemptsMessage(attempt.retryAfterSeconds), {
          retryAfterSeconds: attempt.retryAfterSeconds,
        });
      }
      const user = await verifyCredentials(db, profile.email, currentPassword);
      if (!user || user.id !== userId) {
        await attempt.failed();
        throw badRequest(PASSWORD_CHANGE_MESSAGES.wrongCurrent, {
          fields: { currentPassword: PASSWORD_CHANGE_MESSAGES.wrongCurrent },
        });
      }
      await attempt.succeeded();

      await db.query('update users set password_hash = $2, updated_at = now() where id = $1', [
        userId,
        await hashPassword(newPassword),
      ]);
      return { message: PASSWORD_CHANGE_MESSAGES.changed };
    },
  });
}
