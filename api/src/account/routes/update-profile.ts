import { REGISTRATION } from '@platform/shared/constants';
import { EMAIL_PATTERN, VALIDATION_MESSAGES } from '@platform/shared/validation';
import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';

import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../auth/authentication.ts';
import { conflict } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';

const messages = VALIDATION_MESSAGES.registration;

/**
 * The account profile: the registration form's rules and messages (spec 1 §5.3), from
 * `@platform/shared` so the account screen and the api agree.
 */
export const profileSchema = object({
  firstName: string()
    .trim()
    .required(messages.firstNameRequired)
    .max(REGISTRATION.firstNameMaxLength, messages.firstNameMax),
  lastName: string()
    .trim()
    .required(messages.lastNameRequired)
    .max(REGISTRATION.lastNameMaxLength, messages.lastNameMax),
  email: string()
    .trim()
    .lowercase()
    .required(messages.emailRequired)
    .max(254, messages.email)
    .matches(EMAIL_PATTERN, messages.email),
});

export const EMAIL_TAKEN = 'El correo electrónico ya está registrado';

/**
 * PUT /api/account/profile — the identity provider's account-profile update (firstName, lastName,
 * email). New tokens carry the new claims; the e-mail stays unique across users.
 */
export function registerUpdateProfileRoute(app: FastifyInstance, { db }: AppContext): void {
  app.put('/api/account/profile', async (request) => {
    const { userId } = requireAuth(request);
    const profile = validate(profileSchema, request.body);
    const taken = await db.query<{ id: string }>(
      'select id::text as id from users where email = $1 and id <> $2',
      [profile.email, userId],
    );
    if (taken.rows.length) throw conflict(EMAIL_TAKEN);
    try {
      const { rows } = await db.query<{ firstName: string; lastName: string; email: string }>(
        `update users set first_name = $2, last_name = $3, email = $4, updated_at = now() where id = $1
         returning first_name as "firstName", last_name as "lastName", email`,
        [userId, profile.firstName, profile.lastName, profile.email],
      );
      return rows[0];
    } catch (error) {
      // Two requests racing for the same e-mail: the unique index decides.
      if ((error as { code?: string }).code === '23505') throw conflict(EMAIL_TAKEN);
      throw error;
    }
  });
}
