import type { CodeResent } from '@platform/api/contracts';
import { apiClient, useMutation } from '@platform/shared';

/** `POST /auth/send-verification-code` (public): 'Reenviar código'. 429 within the cooldown. */
export function sendVerificationCode(email: string): Promise<CodeResent> {
  return apiClient.post<CodeResent>('/auth/send-verification-code', { email });
}

/** Sends a new code to `email`; nothing cached depends on it. */
export function useSendVerificationCode() {
  return useMutation({ mutationKey: ['send-verification-code'], mutationFn: sendVerificationCode });
}
