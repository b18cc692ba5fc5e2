import { EMAIL_PATTERN, VALIDATION_MESSAGES } from '@platform/shared/validation';
import { object, string } from 'yup';

import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { badRequest } from '../../http/errors.ts';
import { limitRequests } from '../../http/rate-limit.ts';
import { validate } from '../../http/validation.ts';
import {
  CODE_TTL_MINUTES,
  NO_PENDING_REGISTRATION,
  assertCanSendCode,
  issueRegistrationCode,
  newCode,
  findPendingRegistration,
} from '../registration-codes.ts';
import { accountRoutes } from '../contract.ts';
import { isEmailRegistered } from '../users.ts';

const messages = VALIDATION_MESSAGES.registration;

const bodySchema = object({
  email: string()
    .trim()
    .lowercase()
    .required(messages.emailRequired)
    .max(254, messages.email)
    .matches(EMAIL_PATTERN, messages.email),
});

export const CODE_RESENT = 'Te enviamos un nuevo código de verificación';

/**
 * POST /api/auth/send-verification-code {email} → 200 {message, expiresInSeconds,
 * resendCooldownSeconds} — public: 'Reenviar código' (spec 1 §2.6). A new code for the address's
 * pending registration (the older code stops working); 429 within 60 s of the previous code
 * (`resendCooldownSeconds`) or past 5 codes an hour; 400 when the address has no registration
 * waiting (24 h).
 */
export function registerSendVerificationCodeRoute(
  app: ApiApp,
  { db, resendCooldownSeconds }: AppContext,
): void {
  app.route({
    ...accountRoutes.resendCode,
    preHandler: limitRequests(app, {
      name: 'send-verification-code',
      max: 20,
      windowMs: 10 * 60_000,
    }),
    handler: async (request) => {
      const { email } = validate(bodySchema, request.body);

      const pending = await findPendingRegistration(db, email);
      if (!pending || (await isEmailRegistered(db, email))) {
        throw badRequest(NO_PENDING_REGISTRATION);
      }
      await assertCanSendCode(db, email, { cooldownSeconds: resendCooldownSeconds });

      const code = await newCode();
      await db.transaction((tx) => issueRegistrationCode(tx, email, pending, code));
      return {
        message: CODE_RESENT,
        expiresInSeconds: CODE_TTL_MINUTES * 60,
        resendCooldownSeconds,
      };
    },
  });
}
