import { EMAIL_PATTERN, VALIDATION_MESSAGES } from '@platform/shared/validation';
import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';

import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../http/errors.ts';
import { clientAddress, createRateLimiter } from '../../http/rate-limit.ts';
import { validate } from '../../http/validation.ts';
import {
  CODE_TTL_MINUTES,
  NO_PENDING_REGISTRATION,
  PENDING_REGISTRATION_HOURS,
  RESEND_COOLDOWN_SECONDS,
  assertCanSendCode,
  issueRegistrationCode,
  newCode,
  type PendingRegistration,
} from '../registration-codes.ts';

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
 * pending registration (the older code stops working); 429 within 60 s of the previous code or
 * past 5 codes an hour; 400 when the address has no registration waiting (24 h).
 */
export function registerSendVerificationCodeRoute(app: FastifyInstance, { db }: AppContext): void {
  const limiter = createRateLimiter({ max: 20, windowMs: 10 * 60_000 });

  app.post('/api/auth/send-verification-code', async (request) => {
    const { email } = validate(bodySchema, request.body);
    limiter.hit(clientAddress(request));

    const { rows } = await db.query<{ payload: PendingRegistration }>(
      `select payload from verification_codes
       where email = $1 and purpose = 'registration' and consumed_at is null
         and created_at > now() - make_interval(hours => $2)
       order by created_at desc limit 1`,
      [email, PENDING_REGISTRATION_HOURS],
    );
    const pending = rows[0]?.payload;
    const registered = await db.query('select 1 from users where email = $1', [email]);
    if (!pending || registered.rows.length) throw badRequest(NO_PENDING_REGISTRATION);
    await assertCanSendCode(db, email, { cooldown: true });

    const code = await newCode();
    await db.transaction((tx) => issueRegistrationCode(tx, email, pending, code));
    return {
      message: CODE_RESENT,
      expiresInSeconds: CODE_TTL_MINUTES * 60,
      resendCooldownSeconds: RESEND_COOLDOWN_SECONDS,
    };
  });
}
