import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';

import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../auth/authentication.ts';
import { conflict } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';

/** Same rules and messages as the registration form (spec 1 §5.3). */
export const profileSchema = object({
  firstName: string()
    .transform((value: string) => value.trim())
    .required('El nombre es requerido')
    .max(30, 'El nombre no puede exceder 30 caracteres'),
  lastName: string()
    .transform((value: string) => value.trim())
    .required('El apellido es requerido')
    .max(30, 'El apellido no puede exceder 30 caracteres'),
  email: string()
    .transform((value: string) => value.trim().toLowerCase())
    .required('El correo electrónico es requerido')
    .max(254, 'Ingresa un correo electrónico válido')
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Ingresa un correo electrónico válido'),
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
