import { passwordSchema } from '@platform/shared/validation';
import { object, string } from 'yup';

import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { hashPassword } from '../../db/passwords.ts';
import { badRequest } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { accountRoutes } from '../contract.ts';
import { hashResetToken, isLiveResetToken, spendResetToken } from '../password-reset-tokens.ts';

export const INVALID_RESET_LINK = 'El enlace de recuperación no es válido o expiró';
export const PASSWORD_CHANGED_MESSAGE =
  'Tu contraseña fue actualizada. Ya puedes iniciar sesión con la nueva contraseña.';

const bodySchema = object({
  token: string().trim().required(INVALID_RESET_LINK).max(200, INVALID_RESET_LINK),
  password: passwordSchema,
});

/**
 * POST /api/auth/reset-password/confirm {token, password} (public): the recovery link's second
 * step. The token must be unused and younger than 24 hours; the password follows the registration
 * rules (spec 1 §5.3). Sets the password, spends every pending link of the user and ends their
 * logins (refresh tokens, sessions). The signed-in merchant's own change is
 * POST /api/auth/change-password (change-password.ts).
 */
export function registerConfirmPasswordResetRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...accountRoutes.resetPassword,
    handler: async (request) => {
      const { token, password } = validate(bodySchema, request.body);
      const tokenHash = hashResetToken(token);
      // Checked before hashing, so bad links cost no scrypt work.
      if (!(await isLiveResetToken(db, tokenHash))) throw badRequest(INVALID_RESET_LINK);
      const passwordHash = await hashPassword(password);
      const changed = await db.transaction((tx) => spendResetToken(tx, tokenHash, passwordHash));
      if (!changed) throw badRequest(INVALID_RESET_LINK);
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  });
}
