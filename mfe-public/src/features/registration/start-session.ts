import { APP_EVENTS, authStore, emitAppEvent } from '@platform/shared';
import type { VerifiedTokens } from './api/verify-code';

/**
 * Makes the verified registration's tokens the app's session (spec 1 §4.4): the shell keeps them
 * (its session, through the event; the refresh token is already the api's session cookie), and
 * the shared auth store is authenticated at once.
 */
export function startSession(tokens: VerifiedTokens): void {
  emitAppEvent(APP_EVENTS.sessionTokensIssued, {
    access_token: tokens.access_token,
    id_token: tokens.id_token,
    expires_in: tokens.expires_in,
  });
  authStore.getState().setSession({
    accessToken: tokens.access_token,
    idToken: tokens.id_token ?? null,
    expiresAt: Math.floor(Date.now() / 1000) + tokens.expires_in,
  });
}
