import { profileSchema } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { accountRoutes, type ProfileSaved } from '../contract.ts';
import {
  EMAIL_CHANGE_REQUESTED,
  PROFILE_SAVED,
  assertCanSendEmailChangeCode,
  findPendingEmail,
  issueEmailChangeCode,
} from '../email-change.ts';
import { newCode } from '../registration-codes.ts';
import { assertEmailFree, readProfile, writeNames } from '../users.ts';

/**
 * PUT /api/account/profile — the account screen (firstName, lastName, email). The names are saved
 * at once. A different e-mail does not replace the account's yet: it gets a code by e-mail (the
 * current address is told), and answers as `pendingEmail` until POST /api/account/email/confirm;
 * sign-in and tokens keep the verified address meanwhile. An e-mail of another account is a 409,
 * too many codes in an hour a 429; either way nothing is saved.
 */
export function registerUpdateProfileRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...accountRoutes.updateProfile,
    handler: async (request): Promise<ProfileSaved> => {
      const { userId } = requireAuth(request);
      const { firstName, lastName, email } = validate(profileSchema, request.body);
      const current = await readProfile(db, userId);
      if (!current) throw notFound('Usuario no encontrado');

      if (email === current.email) {
        const saved = await writeNames(db, userId, { firstName, lastName });
        if (!saved) throw notFound('Usuario no encontrado');
        return {
          ...saved,
          pendingEmail: await findPendingEmail(db, userId),
          message: PROFILE_SAVED,
        };
      }

      await assertEmailFree(db, email, userId);
      await assertCanSendEmailChangeCode(db, userId);
      const code = await newCode();
      // The names, the code and both e-mails are written together or not at all.
      const saved = await db.transaction(async (tx) => {
        const names = await writeNames(tx, userId, { firstName, lastName });
        if (!names) throw notFound('Usuario no encontrado');
        await issueEmailChangeCode(
          tx,
          { id: userId, email: current.email, firstName },
          email,
          code,
        );
        return names;
      });
      return { ...saved, pendingEmail: email, message: EMAIL_CHANGE_REQUESTED(email) };
    },
  });
}
