import { apiClient } from '@platform/shared';
import type { OtpVerificationPayload } from '@platform/shared/validation';

export interface VerifiedTokens {
  access_token: string;
  refresh_token: string;
  id_token?: string;
  expires_in: number;
  token_type?: string;
  scope?: string;
}

/**
 * `POST /auth/client/verify-code` (public): a valid code creates the merchant and the store and
 * answers the session's tokens. A wrong or expired code is a 400.
 */
export function verifyCode(payload: OtpVerificationPayload): Promise<VerifiedTokens> {
  return apiClient.post<VerifiedTokens>('/auth/client/verify-code', payload);
}
