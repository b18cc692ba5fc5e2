import { otpCodeSchema } from '@platform/shared/validation';
import { object } from 'yup';

import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { accountRoutes, type ProfileSaved } from '../contract.ts';
import { EMAIL_CHANGED, NO_PENDING_EMAIL_CHANGE, confirmEmailChange } from '../email-change.ts';
import { CODE_INVALID, CODE_LOCKED } from '../registration-codes.ts';
import { EMAIL_TAKEN, readProfile } from '../users.ts';

const bodySchema = object({ code: otpCodeSchema });

/**
 * POST /api/account/email/confirm {code} → 200 the profile with its new e-mail. The caller's
 * newest e-mail change code (24 hours, 5 wrong tries) makes the pending address the account's,
 * verified, and tells the old address; tokens issued from then on carry it. A wrong or expired
 * code is a 400 (a wrong try is counted), an address another account took meanwhile a 409.
 */
export function registerConfirmEmailChangeRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...accountRoutes.confirmEmailChange,
    handler: async (request): Promise<ProfileSaved> => {
      const { userId } = requireAuth(request);
      const { code } = validate(bodySchema, request.body);
      const current = await readProfile(db, userId);
      if (!current) throw notFound('Usuario no encontrado');

      const result = await db
        .transaction((tx) => confirmEmailChange(tx, { id: userId, ...current }, code))
        .catch((error: unknown) => {
          // Two accounts racing for the address: the unique index decides.
          if ((error as { code?: string }).code === '23505') throw conflict(EMAIL_TAKEN);
          throw error;
        });
      if (result.kind === 'none') throw badRequest(NO_PENDING_EMAIL_CHANGE);
      if (result.kind === 'invalid') throw badRequest(CODE_INVALID);
      if (result.kind === 'locked') throw badRequest(CODE_LOCKED);
      if (result.kind === 'taken') throw conflict(EMAIL_TAKEN);
      return { ...current, email: result.email, pendingEmail: null, message: EMAIL_CHANGED };
    },
  });
}
