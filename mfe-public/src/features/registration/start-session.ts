import { APP_EVENTS, authStore, emitAppEvent } from '@platform/shared';
import type { VerifiedTokens } from './api/verify-code';

/**
 * Makes the verified registration's tokens the app's session (spec 1 §4.4): the shell keeps them
 * (its OIDC session, through the event), and the shared auth store is authenticated at once.
 */
export function startSession(tokens: VerifiedTokens): void {
  emitAppEvent(APP_EVENTS.sessionTokensIssued, {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    id_token: tokens.id_token,
    expires_in: tokens.expires_in,
  });
  authStore.getState().setSession({
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    idToken: tokens.id_token ?? null,
    expiresAt: Math.floor(Date.now() / 1000) + tokens.expires_in,
  });
}
