import { passwordSchema } from '@platform/shared/validation';
import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';

import type { AppContext } from '../../app-context.ts';
import { hashResetToken } from '../../auth/password-reset-tokens.ts';
import { hashPassword } from '../../db/passwords.ts';
import { badRequest } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { revokeAccountGrants } from '../../identity/revoke-account-grants.ts';

export const INVALID_RESET_LINK = 'El enlace de recuperación no es válido o expiró';
export const PASSWORD_CHANGED_MESSAGE =
  'Tu contraseña fue actualizada. Ya puedes iniciar sesión con la nueva contraseña.';

const bodySchema = object({
  token: string().trim().required(INVALID_RESET_LINK).max(200, INVALID_RESET_LINK),
  password: passwordSchema,
});

/**
 * POST /api/auth/change-password {token, password} (public): the recovery link's second step.
 * The token must be unused and younger than 24 hours; the password follows the registration
 * rules (spec 1 §5.3). Sets the password, spends every pending link of the user and ends their
 * logins (refresh tokens, sessions).
 */
export function registerChangePasswordRoute(app: FastifyInstance, { db }: AppContext): void {
  app.post('/api/auth/change-password', async (request) => {
    const { token, password } = validate(bodySchema, request.body);
    const tokenHash = hashResetToken(token);
    // Checked before hashing, so bad links cost no scrypt work.
    const valid = await db.query<{ userId: string }>(
      `select user_id::text as "userId" from password_reset_tokens
       where token_hash = $1 and used_at is null and expires_at > now()`,
      [tokenHash],
    );
    if (!valid.rows[0]) throw badRequest(INVALID_RESET_LINK);
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      // Spent in the statement that checks it again: two concurrent uses cannot both win.
      const { rows } = await tx.query<{ userId: string }>(
        `update password_reset_tokens set used_at = now()
         where token_hash = $1 and used_at is null and expires_at > now()
         returning user_id::text as "userId"`,
        [tokenHash],
      );
      const userId = rows[0]?.userId;
      if (!userId) throw badRequest(INVALID_RESET_LINK);
      await tx.query('update users set password_hash = $2, updated_at = now() where id = $1', [
        userId,
        passwordHash,
      ]);
      await tx.query(
        'update password_reset_tokens set used_at = now() where user_id = $1 and used_at is null',
        [userId],
      );
      await revokeAccountGrants(tx, userId);
    });
    return { message: PASSWORD_CHANGED_MESSAGE };
  });
}
