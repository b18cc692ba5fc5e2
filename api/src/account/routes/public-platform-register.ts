import { registrationPayloadSchema } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { hashPassword } from '../../db/passwords.ts';
import { HttpError } from '../../http/errors.ts';
import { limitRequests } from '../../http/rate-limit.ts';
import { validate } from '../../http/validation.ts';
import { isSubdomainTaken } from '../../stores/subdomains.ts';
import { accountRoutes } from '../contract.ts';
import { EMAIL_TAKEN, isEmailRegistered } from '../users.ts';
import { SUBDOMAIN_TAKEN } from './private-platform-register.ts';
import {
  CODE_TTL_MINUTES,
  assertCanSendCode,
  issueRegistrationCode,
  newCode,
} from '../registration-codes.ts';

export const CODE_SENT = 'Te enviamos un código de verificación a tu correo electrónico';

/**
 * POST /api/auth/public-platform-register {businessName, firstName, lastName, email, password,
 * subdomain} → 201 {message, email, expiresInSeconds, resendCooldownSeconds} — public: the
 * registration form (spec 1 §2.6, §5.3). Validated with the form's own rules; an e-mail that
 * already has an account or a subdomain in use is a 409 with the field's message. It e-mails a
 * 6-digit code; the merchant account and its store are created when that code is verified
 * (POST /api/auth/client/verify-code), so an address nobody proved owns nothing.
 */
export function registerPublicPlatformRegisterRoute(
  app: ApiApp,
  { db, resendCooldownSeconds }: AppContext,
): void {
  app.route({
    ...accountRoutes.register,
    preHandler: limitRequests(app, {
      name: 'public-platform-register',
      max: 30,
      windowMs: 10 * 60_000,
    }),
    handler: async (request, reply) => {
      const body = validate(registrationPayloadSchema, request.body);
      const email = body.email.toLowerCase();

      if (await isEmailRegistered(db, email)) {
        throw new HttpError(409, EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });
      }
      if (await isSubdomainTaken(db, body.subdomain)) {
        throw new HttpError(409, SUBDOMAIN_TAKEN, { fields: { businessName: SUBDOMAIN_TAKEN } });
      }
      // Registering again always sends a code (within the hourly cap): no wait.
      await assertCanSendCode(db, email, { cooldownSeconds: 0 });

      const [code, passwordHash] = await Promise.all([newCode(), hashPassword(body.password)]);
      await db.transaction((tx) =>
        issueRegistrationCode(
          tx,
          email,
          {
            businessName: body.businessName,
            firstName: body.firstName,
            lastName: body.lastName,
            subdomain: body.subdomain,
            passwordHash,
          },
          code,
        ),
      );
      return reply.code(201).send({
        message: CODE_SENT,
        email,
        expiresInSeconds: CODE_TTL_MINUTES * 60,
        resendCooldownSeconds,
      });
    },
  });
}
