import { otpVerificationSchema } from '@platform/shared/validation';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context.ts';
import { verifyPassword } from '../../db/passwords.ts';
import { HttpError, badRequest } from '../../http/errors.ts';
import { clientAddress, createRateLimiter } from '../../http/rate-limit.ts';
import { validate } from '../../http/validation.ts';
import { LOGIN_TICKET_GRANT } from '../../identity/login-ticket-grant.ts';
import { WEB_CLIENT_ID } from '../../identity/provider.ts';
import { createStore } from '../../stores/create-store.ts';
import { freeSubdomain } from '../../stores/subdomains.ts';
import { EMAIL_TAKEN } from './update-profile.ts';
import {
  CODE_INVALID,
  CODE_LOCKED,
  MAX_CODE_ATTEMPTS,
  type PendingRegistration,
} from '../registration-codes.ts';

export interface VerifiedRegistrationTokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

type Verification =
  | { kind: 'invalid' }
  | { kind: 'locked' }
  | { kind: 'taken' }
  | { kind: 'created'; userId: string };

/**
 * POST /api/auth/client/verify-code {email, code} → 200 {access_token, refresh_token, id_token,
 * expires_in, token_type, scope} — public: the registration's verification screen (spec 1 §4.4).
 * The newest code of the address, unexpired (10 min) and with fewer than 5 wrong tries, creates in
 * one transaction the merchant (e-mail verified) and the store of the registration (unpublished,
 * with its setup guide), then the identity provider issues the same tokens the login modal gets.
 * A wrong, expired or used code is a 400 'Código de verificación incorrecto o expirado' (a wrong
 * try is counted even so).
 */
export function registerVerifyCodeRoute(app: FastifyInstance, context: AppContext): void {
  const { db, identity } = context;
  const limiter = createRateLimiter({ max: 30, windowMs: 10 * 60_000 });

  app.post('/api/auth/client/verify-code', async (request) => {
    limiter.hit(clientAddress(request));
    const { email, code } = validate(otpVerificationSchema, request.body);

    const result = await db.transaction(async (tx): Promise<Verification> => {
      const { rows } = await tx.query<{
        id: string;
        codeHash: string;
        payload: PendingRegistration;
        attempts: number;
        live: boolean;
      }>(
        `select id::text as id, code_hash as "codeHash", payload, attempts, expires_at > now() as live
         from verification_codes
         where email = $1 and purpose = 'registration' and consumed_at is null
         order by created_at desc limit 1
         for update`,
        [email],
      );
      const row = rows[0];
      if (!row || !row.live) return { kind: 'invalid' };
      if (row.attempts >= MAX_CODE_ATTEMPTS) return { kind: 'locked' };
      if (!(await verifyPassword(code, row.codeHash))) {
        // Returned, not thrown: the counted attempt must be committed.
        await tx.query('update verification_codes set attempts = attempts + 1 where id = $1', [
          row.id,
        ]);
        return { kind: 'invalid' };
      }
      await tx.query('update verification_codes set consumed_at = now() where id = $1', [row.id]);

      const taken = await tx.query('select 1 from users where email = $1', [email]);
      if (taken.rows.length) return { kind: 'taken' };
      const pending = row.payload;
      const { rows: users } = await tx.query<{ id: string }>(
        `insert into users (email, password_hash, first_name, last_name, email_verified)
         values ($1, $2, $3, $4, true) returning id::text as id`,
        [email, pending.passwordHash, pending.firstName, pending.lastName],
      );
      const userId = users[0]?.id;
      if (!userId) throw new Error('user insert returned no row');
      await createStore(tx, {
        ownerUserId: userId,
        name: pending.businessName,
        subdomain: await freeSubdomain(tx, pending.subdomain),
      });
      return { kind: 'created', userId };
    });

    if (result.kind === 'invalid') throw badRequest(CODE_INVALID);
    if (result.kind === 'locked') throw badRequest(CODE_LOCKED);
    if (result.kind === 'taken') throw new HttpError(409, EMAIL_TAKEN);

    // The provider issues the tokens (its token endpoint, in-process) for the new user.
    const response = await app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: LOGIN_TICKET_GRANT,
        client_id: WEB_CLIENT_ID,
        ticket: identity.createLoginTicket(result.userId),
        scope: 'openid profile email offline_access',
      }).toString(),
    });
    if (response.statusCode !== 200) {
      request.log.error({ body: response.body }, 'token issue after verification failed');
      throw new HttpError(
        500,
        'La cuenta fue creada, pero no se pudo iniciar sesión. Inicia sesión con tu correo y contraseña.',
      );
    }
    return response.json() as VerifiedRegistrationTokens;
  });
}
