import type { FastifyReply } from 'fastify';

import type { AppContext } from '../app-context.ts';
import { HttpError } from '../http/errors.ts';
import type { SessionTokens } from './contract.ts';
import {
  clearedPageSessionCookie,
  clearedSessionCookie,
  pageSessionCookie,
  sessionCookie,
  setSessionCookies,
  type SessionCookieOptions,
} from './session-cookie.ts';
import type { TokenEndpointAnswer } from './token-endpoint.ts';

/** A refresh token's lifetime when the provider cannot tell (the login's 14 days). */
const FALLBACK_LIFETIME_SECONDS = 14 * 24 * 60 * 60;

export function cookieOptions(
  context: Pick<AppContext, 'publicUrl'> & Partial<Pick<AppContext, 'pageCookieDomain'>>,
): SessionCookieOptions {
  return {
    secure: context.publicUrl.startsWith('https://'),
    pageDomain: context.pageCookieDomain ?? null,
  };
}

/**
 * Hands a successful token answer to the browser: the refresh token into the session cookie (for
 * as long as the provider keeps it valid), the access token also into the page cookie (for its
 * lifetime), everything else into the body. The refresh token is never in the body.
 */
export async function answerWithSessionCookie(
  reply: FastifyReply,
  context: Pick<AppContext, 'identity' | 'publicUrl' | 'pageCookieDomain'>,
  answer: TokenEndpointAnswer,
): Promise<SessionTokens> {
  const { access_token, refresh_token, id_token, expires_in, token_type, scope } = answer.body;
  if (!access_token || !refresh_token || !id_token || typeof expires_in !== 'number') {
    throw new HttpError(500, 'El proveedor de identidad no entregó una sesión completa');
  }
  const stored = await context.identity.provider.RefreshToken.find(refresh_token);
  const lifetime = stored?.remainingTTL ?? FALLBACK_LIFETIME_SECONDS;
  const options = cookieOptions(context);
  setSessionCookies(reply, {
    session: sessionCookie(refresh_token, lifetime, options),
    page: pageSessionCookie(access_token, expires_in, options),
  });
  return {
    access_token,
    id_token,
    expires_in,
    token_type: token_type ?? 'Bearer',
    scope: scope ?? '',
  };
}

/** Removes the session cookie and the page cookie. */
export function clearSessionCookie(
  reply: FastifyReply,
  context: Pick<AppContext, 'publicUrl' | 'pageCookieDomain'>,
): void {
  const options = cookieOptions(context);
  setSessionCookies(reply, {
    session: clearedSessionCookie(options),
    page: clearedPageSessionCookie(options),
  });
}
