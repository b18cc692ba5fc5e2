import { REGISTRATION } from '@platform/shared/constants';
import { EMAIL_PATTERN, VALIDATION_MESSAGES } from '@platform/shared/validation';
import { object, string } from 'yup';

import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { accountRoutes } from '../contract.ts';
import { writeProfile } from '../users.ts';

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

/**
 * PUT /api/account/profile — the identity provider's account-profile update (firstName, lastName,
 * email). New tokens carry the new claims; the e-mail stays unique across users.
 */
export function registerUpdateProfileRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...accountRoutes.updateProfile,
    handler: async (request) => {
      const { userId } = requireAuth(request);
      const profile = await writeProfile(db, userId, validate(profileSchema, request.body));
      if (!profile) throw notFound('Usuario no encontrado');
      return profile;
    },
  });
}
