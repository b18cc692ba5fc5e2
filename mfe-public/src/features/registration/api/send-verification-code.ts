import { apiClient } from '@platform/shared';

/** `POST /auth/send-verification-code` (public): 'Reenviar código'. 429 within the cooldown. */
export function sendVerificationCode(email: string): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/auth/send-verification-code', { email });
}
