import type { FastifyReply } from 'fastify';

import type { AppContext } from '../app-context.ts';
import { HttpError } from '../http/errors.ts';
import type { SessionTokens } from './contract.ts';
import { clearedSessionCookie, sessionCookie, setSessionCookie } from './session-cookie.ts';
import type { TokenEndpointAnswer } from './token-endpoint.ts';

/** A refresh token's lifetime when the provider cannot tell (the login's 14 days). */
const FALLBACK_LIFETIME_SECONDS = 14 * 24 * 60 * 60;

export function cookieOptions(context: Pick<AppContext, 'publicUrl'>): { secure: boolean } {
  return { secure: context.publicUrl.startsWith('https://') };
}

/**
 * Hands a successful token answer to the browser: the refresh token into the session cookie (for
 * as long as the provider keeps it valid), everything else into the body. The refresh token is
 * never in the body.
 */
export async function answerWithSessionCookie(
  reply: FastifyReply,
  context: Pick<AppContext, 'identity' | 'publicUrl'>,
  answer: TokenEndpointAnswer,
): Promise<SessionTokens> {
  const { access_token, refresh_token, id_token, expires_in, token_type, scope } = answer.body;
  if (!access_token || !refresh_token || !id_token || typeof expires_in !== 'number') {
    throw new HttpError(500, 'El proveedor de identidad no entregó una sesión completa');
  }
  const stored = await context.identity.provider.RefreshToken.find(refresh_token);
  const lifetime = stored?.remainingTTL ?? FALLBACK_LIFETIME_SECONDS;
  setSessionCookie(reply, sessionCookie(refresh_token, lifetime, cookieOptions(context)));
  return {
    access_token,
    id_token,
    expires_in,
    token_type: token_type ?? 'Bearer',
    scope: scope ?? '',
  };
}

export function clearSessionCookie(
  reply: FastifyReply,
  context: Pick<AppContext, 'publicUrl'>,
): void {
  setSessionCookie(reply, clearedSessionCookie(cookieOptions(context)));
}
