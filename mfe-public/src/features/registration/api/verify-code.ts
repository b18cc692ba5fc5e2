import type { SessionTokens } from '@platform/api/contracts';
import { apiClient, useMutation } from '@platform/shared';
import type { OtpVerificationPayload } from '@platform/shared/validation';

export type { SessionTokens as VerifiedTokens };

/**
 * `POST /auth/client/verify-code` (public): a valid code creates the merchant and the store and
 * answers the session's access and ID tokens; its refresh token comes as the api's HttpOnly
 * session cookie, which the browser keeps only for a request sent with its credentials. A wrong
 * or expired code is a 400.
 */
export function verifyCode(payload: OtpVerificationPayload): Promise<SessionTokens> {
  return apiClient.post<SessionTokens>('/auth/client/verify-code', payload, {
    credentials: 'include',
  });
}

/**
 * Verifies the code. Nothing cached is updated here: the session it starts (startSession) changes
 * the signed-in user, and that clears the whole cache (shared's query client).
 */
export function useVerifyCode() {
  return useMutation({ mutationKey: ['verify-code'], mutationFn: verifyCode });
}
